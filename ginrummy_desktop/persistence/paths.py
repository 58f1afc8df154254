"""Where the game keeps its files: platformdirs with the app name ``ginrummy-desktop``.

Every function asks platformdirs again on each call (nothing is cached at import time), so tests
redirect everything by setting ``XDG_DATA_HOME`` / ``XDG_CONFIG_HOME`` (honoured on Linux and
the BSDs; macOS and Windows use their own folders). Nothing here creates a directory; the
writers do that when they first write.

=====================  ==========================================================
``data_dir()``          ``user_data_dir("ginrummy-desktop")``,
                        e.g. ``~/.local/share/ginrummy-desktop``
``matches_dir()``       ``data_dir()/matches``: one ``<id>.json`` per match
``damaged_dir()``       ``matches_dir()/damaged``: damaged match files, moved aside untouched
``statistics_path()``   ``data_dir()/statistics.json``: a cache, always recomputable
``config_dir()``        ``user_config_dir("ginrummy-desktop")``
``settings_path()``     ``config_dir()/settings.json``
``config_damaged_dir()`` ``config_dir()/damaged``: a damaged settings file, kept aside
=====================  ==========================================================

There is no app author (``appauthor=False``), so Windows gets ``%LOCALAPPDATA%\\ginrummy-desktop``.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

__all__ = [
    "APP_NAME",
    "config_damaged_dir",
    "config_dir",
    "damaged_dir",
    "data_dir",
    "matches_dir",
    "settings_path",
    "statistics_path",
]

APP_NAME = "ginrummy-desktop"


def data_dir() -> Path:
    """The user data directory (matches, statistics)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The user config directory (settings)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def matches_dir() -> Path:
    """The saved matches, one JSON file each."""
    return data_dir() / "matches"


def damaged_dir(matches: Path | None = None) -> Path:
    """The ``damaged/`` folder beside the match files (default :func:`matches_dir`)."""
    return (matches_dir() if matches is None else matches) / "damaged"


def statistics_path() -> Path:
    """The statistics cache."""
    return data_dir() / "statistics.json"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def config_damaged_dir() -> Path:
    """Where a damaged settings file is kept aside."""
    return config_dir() / "damaged"
