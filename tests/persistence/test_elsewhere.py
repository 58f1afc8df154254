"""Matches saved elsewhere come back into the store: newer or missing copies only, byte for
byte; the other folder is never changed; a file that is not a match, a match open in a
window and a write the disk refuses are left for later."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence import atomic
from ginrummy_desktop.persistence.elsewhere import bring_back, copy_of
from ginrummy_desktop.persistence.saves import MatchStore
from tests.persistence.conftest import FakeClock, played


@pytest.fixture
def stores(tmp_path: Path) -> tuple[MatchStore, MatchStore]:
    clock = FakeClock()
    return MatchStore(tmp_path / "data", clock), MatchStore(tmp_path / "docs", clock)


def _saved(store: MatchStore, other: MatchStore, moves: tuple[int, int]) -> str:
    """One match: ``moves[0]`` actions saved in ``store``, then ``moves[1]`` saved in
    ``other`` (as "Save elsewhere" does: the same record written into another folder)."""
    saved = store.new(RuleSet.preset("classic"), 5, "simple")
    actions = played("classic", 5, max(moves))
    for n, target in zip(moves, (store, other), strict=True):
        if n:
            store.record(saved, Match.replay(saved.rules, saved.seed, actions[:n]))
            store.write(saved, None if target is store else other.root)
    return saved.id


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_a_newer_copy_comes_back_and_the_other_folder_is_unchanged(stores) -> None:  # type: ignore[no-untyped-def]
    store, other = stores
    id = _saved(store, other, (4, 12))
    before = _snapshot(other.root)
    back = bring_back(store, other.root)
    assert back.brought == [id] and back.left == []
    assert store.path_of(id).read_bytes() == other.path_of(id).read_bytes()
    assert len(store.load(id)[1].history) == 12
    assert _snapshot(other.root) == before
    assert bring_back(store, other.root).brought == []  # nothing newer the second time


def test_a_missing_match_comes_back_an_older_one_does_not(stores) -> None:  # type: ignore[no-untyped-def]
    store, other = stores
    only_there = _saved(store, other, (0, 6))
    store.path_of(only_there).unlink()  # (``new`` wrote the match's first file here)
    assert bring_back(store, other.root).brought == [only_there]
    older = _saved(store, other, (0, 3))
    saved, m = store.load(older)  # the data folder plays on later: its copy is newer
    m.apply(m.legal_actions()[0])
    store.save(saved, m)
    assert bring_back(store, other.root).brought == []
    assert len(store.load(older)[1].history) == 1  # the data folder's own, kept


def test_not_a_match_a_locked_match_and_a_full_disk(stores, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    store, other = stores
    other.root.mkdir(parents=True)
    (other.root / "notes.json").write_text("{ not json", encoding="utf-8")
    (other.root / "garbled.json").write_bytes(b"\x00\xff" * 10)
    id = _saved(store, other, (2, 8))
    lock = store.lock(id)
    try:
        assert bring_back(store, other.root).brought == []  # open in a window: later
    finally:
        lock.release()
    real = atomic.atomic_write_bytes

    def full(path: Path | str, data: bytes) -> None:
        if Path(path).parent == store.root:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, data)

    monkeypatch.setattr(atomic, "atomic_write_bytes", full)
    back = bring_back(store, other.root)
    assert back.brought == [] and back.left == [id] and "ENOSPC" not in (back.reason or "x")
    assert "No space left" in (back.reason or "")
    assert sorted(back.unreadable) == ["garbled.json", "notes.json"]
    assert (other.root / "garbled.json").exists() and (other.root / "notes.json").exists()
    monkeypatch.setattr(atomic, "atomic_write_bytes", real)
    assert bring_back(store, other.root).brought == [id]
    assert len(store.load(id)[1].history) == 8


def test_copy_of_is_the_file_bring_back_would_copy_and_nothing_else(
    stores: tuple[MatchStore, MatchStore],
) -> None:
    """Deleting a match removes this file too (else it comes back as missing): only the
    readable match of that id, never a damaged file or another match."""
    store, other = stores
    other.root.mkdir(parents=True)
    id = _saved(store, other, (3, 6))
    assert copy_of(other.root, id) == other.root / f"{id}.json"
    assert copy_of(other.root, "20260101-000000-abcdef") is None
    (other.root / f"{id}.json").write_text("{ not json")
    assert copy_of(other.root, id) is None
    (other.root / f"{id}.json").unlink()
    (other.root / f"{id}.json").mkdir()
    assert copy_of(other.root, id) is None
    assert copy_of(other.root / "missing", id) is None
