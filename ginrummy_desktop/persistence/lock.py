"""One match open in one window only: an exclusive lock per match file.

Opening a match to play takes ``MatchLock.acquire(path)``: an OS lock (``flock`` on POSIX,
``msvcrt.locking`` on Windows) on a hidden file ``.<id>.json.lock`` beside the match. The OS
drops the lock when the process ends, however it ends, so a killed game never leaves a match
locked. A second window (or process) asking for the same match gets :class:`MatchInUseError`
and says so instead of opening it; two windows on one match would each save their own moves
over the other's.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "m.json"
>>> first = MatchLock.acquire(path)
>>> is_locked(path)
True
>>> MatchLock.acquire(path)
Traceback (most recent call last):
...
ginrummy_desktop.persistence.lock.MatchInUseError: m.json is open in another window
>>> first.release(); is_locked(path)
False
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.persistence.errors import SaveError

__all__ = ["MatchInUseError", "MatchLock", "is_locked", "lock_path"]

_IN_USE = N_("This match is already open in another window of the game.")


class MatchInUseError(SaveError):
    """The match is open (locked) in another window or process."""

    def message(self) -> str:
        """The sentence for the player, in the current language."""
        return str(_IN_USE)


def lock_path(path: Path) -> Path:
    """The lock file of the match file ``path`` (hidden: the store skips names with a dot)."""
    return path.with_name(f".{path.name}.lock")


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class MatchLock:
    """A held lock on one match; :meth:`release` it when the match is closed."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self._fd = fd

    @classmethod
    def acquire(cls, path: Path) -> MatchLock:
        """Lock the match file ``path``; :class:`MatchInUseError` if another holder has it.

        If the lock file cannot be created at all (a read-only folder), the match opens
        unlocked: saving will fail there anyway and the table says so."""
        target = lock_path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(target, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return cls(path, None)
        if not _try_lock(fd):
            os.close(fd)
            raise MatchInUseError(f"{path.name} is open in another window")
        return cls(path, fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Drop the lock (and its file); safe to call twice."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(lock_path(self.path))
        with contextlib.suppress(OSError):
            os.close(self._fd)
        self._fd = None


def is_locked(path: Path) -> bool:
    """Whether some window holds the lock of the match file ``path`` right now."""
    target = lock_path(path)
    try:
        fd = os.open(target, os.O_RDWR)
    except OSError:
        return False
    try:
        return not _try_lock(fd)
    finally:
        os.close(fd)  # closing drops the lock we may just have taken
