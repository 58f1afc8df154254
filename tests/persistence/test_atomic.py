"""Atomic writes: temporary file, fsync, rename; failures keep the old file."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ginrummy_desktop.persistence.atomic import (
    atomic_write_bytes,
    atomic_write_text,
    remove_stale_temporaries,
)


def test_writes_creates_parents_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "f.json"
    atomic_write_text(target, "één")
    assert target.read_bytes() == "één".encode()
    atomic_write_bytes(target, b"\x00new")
    assert target.read_bytes() == b"\x00new"
    assert os.listdir(target.parent) == ["f.json"]


def test_data_is_fsynced_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        os, "replace", lambda a, b: (events.append("replace"), real_replace(a, b))[1]
    )
    atomic_write_bytes(tmp_path / "f", b"x")
    assert events[:2] == ["fsync", "replace"]


@pytest.mark.parametrize("failing", ["write", "fsync", "replace"])
def test_a_failure_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"old")

    def boom(*args: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "write":  # the disk fills up half-way through the data
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, fd: int, mode: str) -> None:
                self.fp = real_fdopen(fd, mode)

            def __enter__(self) -> Full:
                return self

            def __exit__(self, *exc: object) -> None:
                self.fp.close()

            def write(self, data: bytes) -> None:
                self.fp.write(data[:1])
                boom()

        monkeypatch.setattr(os, "fdopen", Full)
    else:
        monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["f.json"]


def test_stale_temporaries_are_swept_young_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".m.json.abc.tmp"
    young = tmp_path / ".m.json.def.tmp"
    other = tmp_path / "m.json"
    for p in (old, young, other):
        p.write_text("x")
    past = time.time() - 7200
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert remove_stale_temporaries(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [young.name, other.name]
    assert remove_stale_temporaries(tmp_path / "missing") == 0
