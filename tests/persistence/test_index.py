"""Issue 11, "first frame with 500 saves": the summaries kept on disk between starts
(``matches/.index.json``). A start reads only the match files changed since the index was
written; a damaged index is ignored and rebuilt, never a crash, and never hides a save."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence import MatchStore, MatchSummary
from ginrummy_desktop.persistence.index import INDEX_NAME, read_index, write_index
from tests.persistence.conftest import play


def make_saves(store: MatchStore, n: int = 4) -> list[str]:
    ids = []
    for seed in range(1, n + 1):
        match = play("classic", seed, limit=None if seed % 2 else 40 + seed)
        saved = store.new(RuleSet.preset("classic"), seed, ("simple", "strong")[seed % 2])
        store.save(saved, match)
        ids.append(saved.id)
    return ids


def counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The match files read (the index itself is read elsewhere and not counted)."""
    from ginrummy_desktop.persistence import saves

    reads: list[str] = []
    real = saves.read_capped

    def counting(path: Path, cap: int) -> bytes:
        reads.append(path.name)
        return real(path, cap)

    monkeypatch.setattr(saves, "read_capped", counting)
    return reads


def truth() -> list[MatchSummary]:
    """The list as a store without any index makes it: every file read."""
    store = MatchStore()
    store.index_path.unlink(missing_ok=True)
    summaries, problems = store.list()
    assert problems == []
    return summaries


@pytest.mark.usefixtures("fast_disk")
class TestIndexOnDisk:
    def test_a_new_start_reads_no_match_file(self, monkeypatch: pytest.MonkeyPatch) -> None:
        store = MatchStore()
        make_saves(store)
        expected, _ = store.list()  # written here
        assert store.index_path.name == INDEX_NAME and store.index_path.is_file()
        reads = counting_reads(monkeypatch)
        summaries, problems = MatchStore().list()
        assert reads == [] and problems == []
        assert summaries == expected and len(summaries) == 4
        assert MatchStore().latest_unfinished()[0] == next(s for s in expected if not s.finished)

    def test_the_index_is_not_a_match_file(self) -> None:
        store = MatchStore()
        make_saves(store, 2)
        store.list()
        assert INDEX_NAME not in {p.name for p in store.files()}
        assert store.damaged_files() == []

    def test_changed_new_and_removed_files(self, monkeypatch: pytest.MonkeyPatch) -> None:
        store = MatchStore()
        ids = make_saves(store)
        store.list()
        # another window plays on one match and starts another; one is deleted
        other = MatchStore()
        saved, match = other.load(ids[1])
        match.apply(match.legal_actions()[0])
        other.save(saved, match)
        fresh = other.new(RuleSet.preset("classic"), 99, "medium")
        (store.root / f"{ids[2]}.json").unlink()
        reads = counting_reads(monkeypatch)
        summaries, _ = MatchStore().list()
        assert sorted(reads) == sorted([f"{ids[1]}.json", f"{fresh.id}.json"])
        by_id = {s.id: s for s in summaries}
        assert set(by_id) == {ids[0], ids[1], ids[3], fresh.id}
        assert by_id[ids[1]].actions == len(match.history)
        assert summaries == truth()
        # and the index on disk was brought up to date: the next start reads nothing
        reads.clear()
        assert MatchStore().list()[0] == summaries and reads == []

    def test_same_size_rewrite_is_seen(self) -> None:
        """A file rewritten in place (another mtime) is read again even at the same size."""
        store = MatchStore()
        ids = make_saves(store, 2)
        store.list()
        path = store.root / f"{ids[0]}.json"
        doc = json.loads(path.read_text())
        was = doc["players"]["opponent"]
        doc["players"]["opponent"] = "master" if was != "master" else "simple"
        text = json.dumps(doc)
        path.write_text(text)
        st_ = path.stat()
        os.utime(path, ns=(st_.st_atime_ns, st_.st_mtime_ns + 1_000_000))
        assert {s.id: s.opponent for s in MatchStore().list()[0]}[ids[0]] == \
            doc["players"]["opponent"]

    def test_a_key_entry_of_the_wrong_shape_is_dropped(self) -> None:
        path = MatchStore().index_path
        assert write_index(path, {"a.json": ((1, 2, 3, 4), {"x": 1})})
        text = path.read_bytes().replace(b"[1,2,3,4]", b'"1234"')
        head = json.dumps({"schema_version": 1, "sha256": hashlib.sha256(
            text.partition(b"\n")[2]).hexdigest()}).encode()
        path.write_bytes(head + b"\n" + text.partition(b"\n")[2])
        assert read_index(path) == {}

    @pytest.mark.parametrize("content", [
        b"",
        b"\x00\xff garbage",
        b'{"schema_version": 1, "entries": {',
        b"[1, 2, 3]",
        b'{"schema_version": 99, "entries": {}}',
        b'{"schema_version": 1, "entries": []}',
        b"[" * 100_000,
    ])
    def test_a_damaged_index_is_rebuilt(self, content: bytes) -> None:
        """Rebuilt from the files; a damaged one is first set aside, untouched, and named
        once (like any damaged file), an index of another schema just replaced."""
        store = MatchStore()
        make_saves(store, 3)
        expected = truth()
        store.index_path.write_bytes(content)
        fresh = MatchStore()
        summaries, problems = fresh.list()
        assert summaries == expected
        assert len(read_index(store.index_path)) == 3  # written again, whole
        if content.startswith(b'{"schema_version": 99'):
            assert problems == []
            return
        assert [(p.subject, p.filename) for p in problems] == [("index", INDEX_NAME)]
        aside = problems[0].moved_to
        assert aside is not None and aside.parent == store.damaged_dir
        assert aside.read_bytes() == content
        said = problems[0].message()
        assert "list of saved matches" in said
        # where the damaged list went, then that a new one was made ("It was made again ...
        # It was moved to ..." read as if the new list had been moved away; German)
        assert said.index("It was moved to the folder") < said.index("A new list was made")
        assert said.endswith("A new list was made from the saved matches.")
        assert fresh.list()[1] == []  # told once

    def test_lying_entries_are_dropped_alone(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Entries that fail their check are read from their files; the good ones are used."""
        store = MatchStore()
        ids = make_saves(store, 4)
        expected = truth()
        entries = read_index(store.index_path)
        assert len(entries) == 4
        entries[f"{ids[0]}.json"][1]["summary"]["scores"] = [10**12, 0]
        entries[f"{ids[1]}.json"][1]["opponent"] = "grandmaster"
        entries[f"{ids[2]}.json"][1]["started"] = "yesterday"
        entries["../../escape.json"] = entries[f"{ids[3]}.json"]
        entries["ghost.json"] = entries[f"{ids[3]}.json"]  # no such file
        entries[".hidden.json"] = entries[f"{ids[3]}.json"]
        assert write_index(store.index_path, entries)  # a valid checksum over lies
        reads = counting_reads(monkeypatch)
        summaries, problems = MatchStore().list()
        assert summaries == expected and problems == []
        assert sorted(reads) == sorted(f"{i}.json" for i in ids[:3])
        assert set(read_index(store.index_path)) == {f"{i}.json" for i in ids}

    def test_an_unwritable_index_changes_nothing(self) -> None:
        store = MatchStore()
        make_saves(store, 2)
        store.index_path.unlink(missing_ok=True)
        store.index_path.mkdir()  # a folder where the index goes: neither read nor written
        assert MatchStore().list() == (truth_without_touching(store), [])
        assert store.index_path.is_dir()


def truth_without_touching(store: MatchStore) -> list[MatchSummary]:
    return sorted(
        (MatchSummary.of(*store.load(p.stem)) for p in store.files()),
        key=lambda s: (s.last_played, s.id), reverse=True,
    )


@pytest.mark.usefixtures("fast_disk")
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=4000), junk=st.binary(max_size=40),
       flip=st.integers(min_value=0, max_value=4000))
def test_any_damage_to_the_index_loses_no_save(cut: int, junk: bytes, flip: int) -> None:
    store = MatchStore()
    if not store.files():
        make_saves(store, 3)
        truth()
    expected = sorted(truth_without_touching(store), key=lambda s: s.id)
    assert write_index(store.index_path, {
        f"{s.id}.json": (_key(store, s.id), s.to_index()) for s in expected})
    good = store.index_path.read_bytes()
    data = bytearray(good[:cut] + junk + good[cut:])
    if data:
        data[flip % len(data)] ^= 0x20
    store.index_path.write_bytes(bytes(data))
    summaries, problems = MatchStore().list()
    assert all(p.subject == "index" for p in problems)  # set aside and named, no save lost
    assert sorted(summaries, key=lambda s: s.id) == expected


def _key(store: MatchStore, id: str) -> tuple[int, int, int, int]:
    st_ = (store.root / f"{id}.json").stat()
    return (st_.st_ino, st_.st_size, st_.st_mtime_ns, st_.st_mode)
