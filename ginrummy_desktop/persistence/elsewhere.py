"""Matches saved elsewhere come back into the saved matches.

When the data folder refuses a save (a full disk, no permission), the table offers "Save
elsewhere": from then on the match is written into a folder in the player's documents
(``ui/table/save_notice.py``). The copy in the data folder, if there is one, stays as it was
when the disk refused. So that the player finds the match where they look for it (Saved
matches, "Continue") and never resumes the older copy, :func:`bring_back` copies every match
of that folder that is newer than the data folder's copy (or missing there) into the store.
The file in the other folder is left as it is: nothing is ever deleted, and a copy that
cannot be written now (the disk still full) is tried again next time.

>>> from tempfile import TemporaryDirectory
>>> with TemporaryDirectory() as d:
...     back = bring_back(MatchStore(Path(d) / "matches"), Path(d) / "nowhere")
>>> back.brought, back.left
([], [])
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from ginrummy_desktop.persistence import atomic
from ginrummy_desktop.persistence.errors import SaveError
from ginrummy_desktop.persistence.files import read_capped
from ginrummy_desktop.persistence.lock import is_locked
from ginrummy_desktop.persistence.saves import (
    MAX_FILE_BYTES,
    MatchStore,
    MatchSummary,
    SavedMatch,
    decode_header,
    parse_json_bytes,
    replay_saved,
)

log = logging.getLogger(__name__)


@dataclass
class BroughtBack:
    """What :func:`bring_back` did: the ids copied into the store, the ids it could not copy
    (with the reason of the last failure, an English technical note) and the files of the
    folder that are not a readable match (left alone)."""

    brought: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)
    reason: str | None = None
    error: OSError | None = None  # the last failure (``errors.write_reason`` words it)
    unreadable: list[str] = field(default_factory=list)
    waiting: dict[str, tuple[Path, MatchSummary]] = field(default_factory=dict)
    """The matches of ``left``: where the newer file is and its summary (so "Continue" can
    resume that one, not the older copy in the store)."""


def _read(path: Path) -> tuple[bytes, SavedMatch]:
    """The bytes of a match file and its checked header. :class:`SaveError` if it is not
    a match."""
    data = read_capped(path, MAX_FILE_BYTES)
    saved, _ = decode_header(parse_json_bytes(data), path.stem)
    return data, saved


def _newer(saved: SavedMatch, store: MatchStore) -> bool:
    """Whether ``saved`` should replace the store's copy: the store has none, its copy
    cannot be read, or it was last played earlier."""
    path = store.path_of(saved.id)
    if not path.exists():
        return True
    try:
        here, _ = decode_header(parse_json_bytes(read_capped(path, MAX_FILE_BYTES)), saved.id)
    except (SaveError, OSError):
        return True
    return saved.last_played > here.last_played


def _match_files(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as entries:
            names = sorted(e.name for e in entries
                           if e.name.endswith(".json") and not e.name.startswith(".")
                           and stat.S_ISREG(e.stat().st_mode))
    except OSError:
        return []
    return [folder / name for name in names]


def copy_of(folder: Path, id: str) -> Path | None:
    """The file in ``folder`` that :func:`bring_back` would copy into the store as match
    ``id`` (``<id>.json``, readable as a match), or None. A file there that is not a match
    is not it (it is never brought back, and never deleted with the match)."""
    path = folder / f"{id}.json"
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return None
        _read(path)
    except (SaveError, OSError):
        return None
    return path


def bring_back(store: MatchStore, folder: Path) -> BroughtBack:
    """Copy the matches in ``folder`` that are newer than (or missing from) the store's into
    the store, byte for byte; never raises, never deletes. A match open in a window (its
    file locked) is left for later."""
    out = BroughtBack()
    if folder.resolve() == store.root.resolve():
        return out
    for path in _match_files(folder):
        try:
            data, saved = _read(path)
        except (SaveError, OSError) as e:
            log.info("%s in %s is not a match the game can read: %s", path.name, folder, e)
            out.unreadable.append(path.name)
            continue
        try:
            target = store.path_of(saved.id)
        except SaveError:
            out.unreadable.append(path.name)
            continue
        if not _newer(saved, store) or is_locked(target):
            continue
        try:
            match = replay_saved(saved)  # a file that does not play is never copied
        except SaveError as e:
            log.info("%s in %s does not replay: %s", path.name, folder, e)
            out.unreadable.append(path.name)
            continue
        try:
            atomic.atomic_write_bytes(target, data)
        except OSError as e:
            log.warning("could not bring %s back from %s: %s", path.name, folder, e)
            out.left.append(saved.id)
            out.reason, out.error = f"{type(e).__name__}: {e.strerror or e}", e
            out.waiting[saved.id] = (path, MatchSummary.of(saved, match))
            continue
        out.brought.append(saved.id)
    return out
