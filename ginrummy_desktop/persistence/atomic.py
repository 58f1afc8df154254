"""Atomic file writes: after a crash, a kill or a power cut the target holds either its old or
its new content, never a mix and never a truncated file.

How: the data goes to a temporary file in the same directory (``.<name>.<random>.tmp``), which
is flushed and ``fsync``-ed, then renamed over the target with :func:`os.replace` (atomic on
POSIX and on Windows within one volume); on POSIX the directory is fsync-ed too, so the rename
itself survives a power cut. A temporary file left behind by a kill is harmless: readers skip
names starting with ``.`` and :func:`remove_stale_temporaries` sweeps old ones.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "a" / "b.json"
>>> atomic_write_text(target, '{"ok": true}')
>>> target.read_text()
'{"ok": true}'
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

__all__ = ["TEMP_SUFFIX", "atomic_write_bytes", "atomic_write_text", "remove_stale_temporaries"]

TEMP_SUFFIX = ".tmp"


def _fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable (POSIX only; Windows cannot open directories)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, creating missing parent directories.

    Raises ``OSError`` if the data could not be written; the old file is then unchanged.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fp:
            fp.write(data)
            fp.flush()
            os.fsync(fp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def atomic_write_text(path: Path | str, text: str, encoding: str = "utf-8") -> None:
    """:func:`atomic_write_bytes` of ``text`` encoded (UTF-8 by default)."""
    atomic_write_bytes(path, text.encode(encoding))


def remove_stale_temporaries(directory: Path, older_than: float = 3600.0) -> int:
    """Delete our own temporary files (``.*.tmp``) in ``directory`` older than ``older_than``
    seconds, left by a writer that was killed; young ones may belong to a running writer.
    Returns how many were removed; never raises."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        entries = list(directory.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file() and entry.stat().st_mtime < cutoff:
                entry.unlink()
                removed += 1
        except OSError:
            continue
    return removed
