"""Statistics from the human's side, per level and preset, cached but always recomputable."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field

import pytest

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.round import RoundResult
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.engine.scoring import FinalScores
from ginrummy_desktop.persistence import paths, statistics
from ginrummy_desktop.persistence.saves import MatchStore, SavedMatch
from ginrummy_desktop.persistence.statistics import (
    Statistics,
    Tally,
    compute_statistics,
    load_statistics,
)
from tests.persistence.conftest import FakeClock, played


@dataclass
class FakeMatch:
    """Just what the statistics read: results, is_over, final."""

    results: list[RoundResult]
    is_over: bool = True
    final: FinalScores = field(
        default_factory=lambda: FinalScores(
            (120, 40), 0, 80, (120, 40), (3, 1), (0, 0), (0, 0), False, (0, 0)
        )
    )


def record(opponent: str = "strong", preset: str = "classic") -> SavedMatch:
    clock = FakeClock()
    rules = RuleSet.preset(preset)
    return SavedMatch("x", rules, 1, opponent, clock(), clock())


def test_counts_from_the_humans_side() -> None:
    rounds = [
        RoundResult("gin", 0, knocker=0, winner=0, points=40),
        RoundResult("big_gin", 1, knocker=0, winner=0, points=50),
        RoundResult("gin", 0, knocker=1, winner=1, points=30),  # the computer's gin
        RoundResult("knock", 1, knocker=1, winner=0, points=30, undercut=True),  # given
        RoundResult("knock", 0, knocker=0, winner=1, points=27, undercut=True,
                    knocker_deadwood=8),  # received
        RoundResult("knock", 1, knocker=0, winner=0, points=5, knocker_deadwood=5),
        RoundResult("void", 0),
    ]
    stats = compute_statistics([(record(), FakeMatch(rounds))])  # type: ignore[list-item]
    expected = Tally(
        matches_played=1,
        matches_won=1,
        rounds_played=7,
        rounds_won=4,
        gins=1,
        big_gins=1,
        undercuts_given=1,
        undercuts_received=1,
        best_margin=80,
        knocks=2,
        knock_deadwood=13,
        opponent_knocks=1,
    )
    assert stats.total == expected
    t = stats.total
    assert t.gin_rate == pytest.approx(2 / 7) and t.undercut_rate == 0.5
    assert t.undercutting_rate == 1.0 and t.knock_deadwood_average == 6.5
    assert t.loss_per_decision is None  # no round reviewed
    assert t.rating == pytest.approx(400 * math.log10(2))  # one won: (1 + 1) / (0 + 1)
    assert stats.by_level == {"strong": expected}
    assert stats.by_preset == {"classic": expected}
    assert stats.by_level_and_preset == {"strong/classic": expected}


def test_lost_and_unfinished_matches() -> None:
    lost = FakeMatch(
        [], final=FinalScores((10, 100), 1, 90, (10, 100), (1, 3), (0, 0), (0, 0), False, (0, 0))
    )
    running = FakeMatch([RoundResult("void", 0)], is_over=False)
    stats = compute_statistics(
        [(record("simple", "short"), lost), (record("medium", "short"), running)]  # type: ignore[list-item]
    )
    assert stats.total == Tally(matches_played=1, matches_unfinished=1, rounds_played=1)
    assert stats.by_level["simple"].best_margin is None
    assert stats.by_preset["short"].matches_unfinished == 1
    assert set(stats.by_level_and_preset) == {"simple/short", "medium/short"}


@pytest.fixture(autouse=True)
def _fast(fast_disk: None) -> None:
    pass


def store_with_matches() -> tuple[MatchStore, list[tuple[SavedMatch, Match]]]:
    store = MatchStore(clock=FakeClock())
    games = []
    for preset, seed, level in [
        ("classic", 0, "strong"),
        ("short", 2, "simple"),
        ("classic", 3, "medium"),
        ("single", 1, "strong"),
        ("bonus", 1, "strong"),
    ]:
        saved = store.new(RuleSet.preset(preset), seed, level)
        match = Match(saved.rules, seed)
        for a in played(preset, seed, None if seed != 3 else 50):
            match.apply(a)
        store.save(saved, match)
        games.append((saved, match))
    return store, games


def test_real_matches_agree_with_an_independent_count() -> None:
    store, games = store_with_matches()
    stats, problems = load_statistics(store)
    assert problems == []
    finished = [(s, m) for s, m in games if m.is_over]
    assert stats.total.matches_played == len(finished) == 4
    assert stats.total.matches_unfinished == 1
    assert stats.total.matches_won == sum(m.winner == 0 for _, m in finished)
    assert stats.total.rounds_played == sum(len(m.results) for _, m in games)
    assert stats.total.rounds_won == sum(r.winner == 0 for _, m in games for r in m.results)
    margins = [m.final.margin for _, m in finished if m.winner == 0]
    assert stats.total.best_margin == (max(margins) if margins else None)
    assert stats.by_level["strong"].matches_played == 3
    assert sum(t.rounds_played for t in stats.by_preset.values()) == stats.total.rounds_played
    assert stats == compute_statistics(store.load_all()[0])


def test_cache_is_used_while_nothing_changed_and_recomputed_after(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store, games = store_with_matches()
    first, _ = load_statistics(store)
    assert paths.statistics_path().is_file()
    calls = []
    real = statistics.statistics_of
    monkeypatch.setattr(statistics, "statistics_of", lambda m: (calls.append(1), real(m))[1])
    assert load_statistics(MatchStore())[0] == first
    assert calls == []  # from the cache
    saved, match = games[2]
    match.apply(played("classic", 3)[50])
    store.save(saved, match)
    again, _ = load_statistics(MatchStore())
    assert calls == [1]
    assert again.total.rounds_played >= first.total.rounds_played
    store.delete(saved.id)
    assert load_statistics(MatchStore())[0].total.matches_unfinished == 0


@pytest.mark.parametrize("content", [b"", b"{", b"[]", b'{"schema_version": 1, "source": 0}'])
def test_a_damaged_cache_is_recomputed(content: bytes) -> None:
    store, _ = store_with_matches()
    expected, _ = load_statistics(store)
    paths.statistics_path().write_bytes(content)
    assert load_statistics(store)[0] == expected
    assert json.loads(paths.statistics_path().read_text())["schema_version"] == 3


def test_statistics_round_trip_and_damaged_matches_are_reported() -> None:
    store, _ = store_with_matches()
    (store.root / "junk.json").write_bytes(b"junk")
    stats, problems = load_statistics(store)
    assert [p.filename for p in problems] == ["junk.json"]
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    with pytest.raises(ValueError):
        Statistics.from_dict({"total": {"gins": "many"}})
