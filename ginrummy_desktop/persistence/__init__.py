"""Persistence: saved matches, settings and statistics in the user's directories.

Modules (each documents its part of the contract for the UI):

- :mod:`~ginrummy_desktop.persistence.paths` - where the files live (platformdirs);
- :mod:`~ginrummy_desktop.persistence.atomic` - atomic writes (temp file, fsync, rename);
- :mod:`~ginrummy_desktop.persistence.saves` - :class:`MatchStore`: new, autosave, load by
  replaying, list with summaries, continue, watch again, delete; damaged files moved aside;
- :mod:`~ginrummy_desktop.persistence.summary` - the summary each save carries (the list,
  "continue" and the statistics read it; nothing is replayed to list);
- :mod:`~ginrummy_desktop.persistence.index` - the summaries kept on disk between starts;
- :mod:`~ginrummy_desktop.persistence.writer` - :class:`SaveWriter`: autosave on one thread;
- :mod:`~ginrummy_desktop.persistence.lock` - one match open in one window only;
- :mod:`~ginrummy_desktop.persistence.files` - reading regular files only, capped, never blocking;
- :mod:`~ginrummy_desktop.persistence.validate` - bounds of every value read from a file;
- :mod:`~ginrummy_desktop.persistence.migrations` - schema versions of the match file;
- :mod:`~ginrummy_desktop.persistence.settings` - :class:`Settings`, ``load_settings``,
  ``save_settings``, ``take_others``;
- :mod:`~ginrummy_desktop.persistence.statistics` - per level and preset, from the saves;
- :mod:`~ginrummy_desktop.persistence.errors` - :class:`SaveError` and :class:`DamagedFile`.

Save files are data only: JSON read with the standard library (no pickle, no eval), and no path
is ever taken from inside a file. Everything the loader raises is a :class:`SaveError`
(a ``ValueError``); the settings and statistics loaders never raise.
"""

from __future__ import annotations

from ginrummy_desktop.persistence.errors import (
    DAMAGE_KINDS,
    DamagedFile,
    DamagedSaveError,
    SaveError,
    SaveNotFoundError,
    SaveWriteError,
)
from ginrummy_desktop.persistence.lock import MatchInUseError, MatchLock
from ginrummy_desktop.persistence.migrations import CURRENT_SCHEMA
from ginrummy_desktop.persistence.saves import (
    OPPONENT_LEVELS,
    MatchStore,
    MatchSummary,
    RoundReplay,
    SavedMatch,
    decode_match,
)
from ginrummy_desktop.persistence.settings import (
    Settings,
    load_settings,
    save_settings,
    take_others,
)
from ginrummy_desktop.persistence.statistics import (
    Statistics,
    Tally,
    compute_statistics,
    load_statistics,
)

__all__ = [
    "CURRENT_SCHEMA",
    "DAMAGE_KINDS",
    "OPPONENT_LEVELS",
    "DamagedFile",
    "DamagedSaveError",
    "MatchInUseError",
    "MatchLock",
    "MatchStore",
    "MatchSummary",
    "RoundReplay",
    "SaveError",
    "SaveNotFoundError",
    "SaveWriteError",
    "SavedMatch",
    "Settings",
    "Statistics",
    "Tally",
    "compute_statistics",
    "decode_match",
    "load_settings",
    "load_statistics",
    "save_settings",
    "take_others",
]
