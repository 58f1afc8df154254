"""The saved matches' summaries kept on disk between starts, so a start reads one small file
instead of every match file (issue 11: the first frame with 500 saves).

``matches/.index.json`` (hidden: the store never lists names starting with ``.``) is two
lines: a header, then the entries, whose bytes the header's checksum covers (so any damage,
even a flipped bit that still parses, makes the whole index unused)::

    {"schema_version": 1, "sha256": "<hex digest of the second line>"}
    {"20261129-151200-a1b2c3.json": {"key": [inode, size, mtime_ns, mode], "summary": {...}}}

``key`` is the file's stat key when its summary was taken; a file whose key differs now (or
that is not in the index) is read again, so the index can only ever save work, never hide a
change. ``summary`` is what :meth:`MatchSummary.to_index` writes and
:meth:`MatchSummary.from_index` checks (every value bounded like a match file's).

The index is a cache, derived from the match files and never the only copy of anything:
:func:`read_index` never raises (a missing, unreadable or damaged index, or one of another
schema, is simply empty: every file is read and the index written again; an entry that does
not have the shape above is dropped alone; a damaged one is first moved aside by the store
and named, like any damaged file: :func:`check_index` says why), and :func:`write_index`
replaces it atomically but without ``fsync`` (a cut power may leave it damaged, which is
harmless) and never raises either. Match files are never touched here.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / INDEX_NAME
>>> write_index(path, {"a.json": ((1, 2, 3, 4), {"x": 1})})
True
>>> read_index(path)
{'a.json': ((1, 2, 3, 4), {'x': 1})}
>>> _ = path.write_bytes(path.read_bytes().replace(b'"x":1', b'"x":2'))
>>> read_index(path)
{}
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

from ginrummy_desktop.persistence.atomic import TEMP_SUFFIX
from ginrummy_desktop.persistence.errors import DamagedSaveError
from ginrummy_desktop.persistence.files import read_capped

__all__ = ["INDEX_NAME", "INDEX_SCHEMA", "MAX_INDEX_BYTES", "StatKey", "check_index",
           "read_index", "write_index"]

log = logging.getLogger(__name__)

INDEX_NAME = ".index.json"
INDEX_SCHEMA = 1
MAX_INDEX_BYTES = 64 * 1024 * 1024
"""Far above a real index (about 400 bytes a match); a larger file is ignored."""

StatKey = tuple[int, int, int, int]
Entries = dict[str, tuple[StatKey, dict[str, Any]]]


def _key(value: Any) -> StatKey | None:
    if type(value) is not list or len(value) != 4:
        return None
    a, b, c, d = value
    if type(a) is int and type(b) is int and type(c) is int and type(d) is int \
            and min(a, b, c, d) >= 0:
        return (a, b, c, d)
    return None


def read_index(path: Path) -> Entries:
    """The entries of the index at ``path``: file name -> (stat key, summary data as
    written). Empty if there is none or it cannot be used; never raises. The summary data is
    not checked here (the caller checks each one and drops what fails)."""
    return check_index(path)[0]


def check_index(path: Path) -> tuple[Entries, str | None]:
    """:func:`read_index`, and why the file is damaged (an English note; None if it is
    fine, missing, unreadable or of another schema): the store sets a damaged index aside
    before it writes a new one, and says so, as for every damaged file."""
    try:
        data = read_capped(path, MAX_INDEX_BYTES)
    except FileNotFoundError:
        return {}, None
    except DamagedSaveError as e:  # too large, or no regular file (left where it is)
        return {}, (None if e.kind == "unreadable" else f"{e.kind}: {e.detail}"[:200])
    except OSError as e:
        log.info("saves index %s not used: %s", path, e)
        return {}, None
    header, _, body = data.partition(b"\n")
    try:
        head = json.loads(header)
        if isinstance(head, dict) and type(head.get("schema_version")) is int \
                and head["schema_version"] != INDEX_SCHEMA:
            log.info("saves index %s is of another kind and will be rebuilt", path)
            return {}, None
        if not isinstance(head, dict) or head.get("schema_version") != INDEX_SCHEMA:
            return {}, "not an index header"
        if head.get("sha256") != hashlib.sha256(body).hexdigest():
            log.info("saves index %s is damaged (checksum) and will be rebuilt", path)
            return {}, "checksum"
        entries = json.loads(body)
    except (ValueError, RecursionError) as e:  # UnicodeDecodeError is a ValueError
        log.info("saves index %s is damaged and will be rebuilt: %s", path, str(e)[:200])
        return {}, f"not JSON: {e}"[:200]
    if not isinstance(entries, dict):
        return {}, "entries are not an object"
    out: Entries = {}
    for name, entry in entries.items():
        if not isinstance(entry, dict):
            continue
        key = _key(entry.get("key"))
        summary = entry.get("summary")
        if key is not None and isinstance(summary, dict):
            out[name] = (key, summary)
    return out, None


def write_index(path: Path, entries: Entries) -> bool:
    """Replace the index at ``path`` with ``entries`` (atomically, no fsync); False if it
    could not be written (logged; the next start reads the files again). Never raises."""
    body = {name: {"key": list(key), "summary": summary}
            for name, (key, summary) in sorted(entries.items())}
    tmp_name = None
    try:
        data = json.dumps(body, separators=(",", ":")).encode("ascii")
        head = {"schema_version": INDEX_SCHEMA, "sha256": hashlib.sha256(data).hexdigest()}
        data = json.dumps(head).encode("ascii") + b"\n" + data
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f"{path.name}.", suffix=TEMP_SUFFIX,
                                        dir=path.parent)
        with os.fdopen(fd, "wb") as fp:
            fp.write(data)
        os.replace(tmp_name, path)
    except (OSError, ValueError, TypeError) as e:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
        log.info("could not write the saves index %s: %s", path, e)
        return False
    return True
