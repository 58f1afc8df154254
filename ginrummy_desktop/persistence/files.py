"""Reading the game's own files safely: regular files only, never blocking, with a size cap.

Every file the game reads (matches, settings, statistics) goes through :func:`read_capped`.
It opens without blocking (``O_NONBLOCK``: a FIFO or a device named ``settings.json`` would
otherwise hang the start), checks on the open descriptor that it is a regular file, refuses
anything larger than the cap before reading it, and reads at most ``cap + 1`` bytes (a file
that grows meanwhile is still caught). Problems raise :class:`DamagedSaveError` with the kind
``unreadable`` (not a regular file, no permission, I/O error) or ``too_large``; a file that is
not there raises ``FileNotFoundError``.

:func:`display_name` turns a file name into text that can be drawn: a name that is not valid
UTF-8 (possible on Linux) arrives with surrogate escapes, which no font can render.

>>> display_name("caf\\udcc3.json")
'caf\\ufffd.json'
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ginrummy_desktop.persistence.errors import DamagedSaveError

__all__ = ["display_name", "read_capped"]

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_MAX_NAME = 120


def read_capped(path: Path, cap: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``cap`` bytes.

    Raises ``FileNotFoundError`` if it is not there, else only :class:`DamagedSaveError`.
    """
    try:
        fd = os.open(path, _FLAGS)
    except (FileNotFoundError, IsADirectoryError):
        raise
    except PermissionError:
        raise DamagedSaveError("unreadable", "no permission") from None
    except OSError as e:
        raise DamagedSaveError("unreadable", f"{type(e).__name__}: {e.strerror or e}") from None
    try:
        try:
            st = os.fstat(fd)
        except OSError as e:
            raise DamagedSaveError("unreadable", f"stat: {e.strerror or e}") from None
        if not stat.S_ISREG(st.st_mode):
            raise DamagedSaveError("unreadable", "not a regular file")
        if st.st_size > cap:
            raise DamagedSaveError("too_large", f"{st.st_size} bytes")
        chunks: list[bytes] = []
        total = 0
        try:
            while total <= cap:
                chunk = os.read(fd, min(1 << 20, cap + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
        except BlockingIOError:  # pragma: no cover - regular files never block
            raise DamagedSaveError("unreadable", "would block") from None
        except OSError as e:
            raise DamagedSaveError("unreadable", f"read: {e.strerror or e}") from None
        if total > cap:
            raise DamagedSaveError("too_large", f"more than {cap} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def display_name(name: str) -> str:
    """``name`` as drawable text: undecodable bytes and control characters become U+FFFD,
    and a very long name is shortened in the middle."""
    text = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    text = "".join("\ufffd" if (ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF) else c for c in text)
    if len(text) > _MAX_NAME:
        half = _MAX_NAME // 2 - 1
        text = f"{text[:half]}\u2026{text[-half:]}"
    return text
