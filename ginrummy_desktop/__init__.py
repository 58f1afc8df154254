"""Gin Rummy (Gin Rommé) for the desktop."""

__version__ = "0.1.0"
"""The version; must equal ``pyproject.toml``'s (a test checks). ``--version`` and the About
screen show it."""

APP_NAME = "Gin Rommé"
"""The app's name in every language: window title, taskbar, dock, menu entry."""

DISTRIBUTION = "ginrummy-desktop"
"""The distribution (``pip install ginrummy-desktop``), the command, the Linux desktop file's
name, its icon and the window class (``StartupWMClass``)."""
