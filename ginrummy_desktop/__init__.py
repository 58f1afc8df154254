"""Gin Rummy (Gin Rommé) for the desktop."""

__version__ = "0.1.0"
