"""Issue 11, "Saves list without replay": every save carries a summary; the list, continue
and the statistics read it; opening replays once and checks it; older saves get one."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence import MatchStore, load_statistics
from ginrummy_desktop.persistence.statistics import compute_statistics, statistics_of
from ginrummy_desktop.persistence.summary import summarize
from tests.persistence.conftest import play


def saved_matches(store: MatchStore, n: int = 4) -> list[tuple[str, Match]]:
    out = []
    for seed in range(1, n + 1):
        match = play("classic", seed, limit=None if seed % 2 else 60)
        saved = store.new(RuleSet.preset("classic"), seed, "medium")
        store.save(saved, match)
        out.append((saved.id, match))
    return out


def no_replay(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = Match.replay.__func__  # type: ignore[attr-defined]

    def counting(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(Match, "replay", classmethod(counting))
    return calls


@pytest.mark.usefixtures("fast_disk")
def test_list_continue_and_statistics_replay_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    games = saved_matches(store)
    with monkeypatch.context() as patch:
        calls = no_replay(patch)
        fresh = MatchStore()  # a new start: nothing in memory
        summaries, problems = fresh.list()
        assert problems == [] and len(summaries) == len(games)
        by_id = {s.id: s for s in summaries}
        for id, match in games:
            s = by_id[id]
            assert (s.scores, s.actions, s.finished) == (match.scores, len(match.history),
                                                         match.is_over)
        assert fresh.latest_unfinished()[0] is not None
        stats, _ = load_statistics(MatchStore())
        assert calls == []  # not one replay for all of that
    assert stats == compute_statistics(MatchStore().load_all()[0])
    assert statistics_of(summaries) == stats


@pytest.mark.usefixtures("fast_disk")
def test_opening_replays_once_and_checks_the_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    (id, match), = saved_matches(store, 1)
    with monkeypatch.context() as patch:
        calls = no_replay(patch)
        saved, loaded = store.load(id)
        assert len(calls) == 1 and loaded.to_dict() == match.to_dict()
    path = store.path_of(id)
    doc = json.loads(path.read_text())
    doc["summary"]["scores"] = [doc["summary"]["scores"][0] + 1, doc["summary"]["scores"][1]]
    doc["summary"]["totals"] = doc["summary"]["scores"] if doc["summary"]["status"] == \
        "running" else doc["summary"]["totals"]
    path.write_text(json.dumps(doc))
    with pytest.raises(Exception) as info:
        store.load(id)
    assert getattr(info.value, "kind", None) == "mismatch"
    assert (store.damaged_dir / path.name).exists()  # a mismatch is a damaged file


@pytest.mark.usefixtures("fast_disk")
def test_an_older_save_gets_its_summary_on_first_read(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    (id, match), = saved_matches(store, 1)
    path = store.path_of(id)
    doc = json.loads(path.read_text())
    del doc["summary"]
    path.write_text(json.dumps(doc))
    calls = no_replay(monkeypatch)
    (first,), _ = MatchStore().list()
    assert len(calls) == 1  # replayed once...
    assert json.loads(path.read_text())["summary"] == summarize(match)  # ...and written
    (again,), _ = MatchStore().list()
    assert len(calls) == 1 and again == first  # the next start reads the summary


@pytest.mark.usefixtures("fast_disk")
def test_the_list_is_updated_not_rebuilt(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    games = saved_matches(store, 3)
    store.list()
    reads: list[str] = []
    from ginrummy_desktop.persistence import saves

    real = saves.read_capped

    def counting(path, cap):  # type: ignore[no-untyped-def]
        reads.append(path.name)
        return real(path, cap)

    monkeypatch.setattr(saves, "read_capped", counting)
    assert len(store.list()[0]) == 3 and reads == []  # nothing changed: nothing read
    id, match = games[0]
    saved, m = store.load(id)
    reads.clear()
    m.apply(m.legal_actions()[0]) if not m.is_over else None
    store.save(saved, m)  # the save updates the index itself
    summaries, _ = store.list()
    assert reads == [] and {s.id: s.actions for s in summaries}[id] == len(m.history)
    other = MatchStore()  # a new start reads the index on disk and only the file saved since
    reads.clear()
    assert len(other.list()[0]) == 3 and reads == [f"{id}.json"]
    (store.root / f"{games[1][0]}.json").unlink()  # another window deleted one
    reads.clear()
    assert len(store.list()[0]) == 2 and reads == []
