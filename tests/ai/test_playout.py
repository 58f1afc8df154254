"""The bit-mask playout agrees with the real engine: same deck, same policy, same result."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.ai import playout, search
from ginrummy_desktop.ai.playout import (
    DISCARD,
    OFFER,
    Policy,
    PolicyOpponent,
    deal_masks,
    play_out,
)
from ginrummy_desktop.ai.search import sample_values
from ginrummy_desktop.engine import Phase, Round, RuleSet, SeatView, round_view, shuffled_deck
from ginrummy_desktop.engine.melds import deadwood_of


def engine_round(rules: RuleSet, deck_seed: str, dealer: int, policy: Policy) -> Round:
    rnd = Round(rules, dealer, shuffled_deck(deck_seed))
    bot = PolicyOpponent(policy)
    while not rnd.is_over:
        rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
    return rnd


@pytest.mark.parametrize("preset", ["classic", "single", "to100", "oklahoma"])
@pytest.mark.parametrize("hold", [(-1, -1), (10, -1), (5, 10)])
def test_playout_agrees_with_the_engine(preset: str, hold: tuple[int, int]) -> None:
    """Oklahoma too: the playout given the round's limit and doubling ends every round as the
    engine does (a knock above the round's limit would be refused by the engine)."""
    rules = RuleSet.preset(preset)
    policy = Policy(hold=hold)
    outcomes = set()
    for i in range(40):
        dealer = i % 2
        seed = f"agree/{preset}/{i}"
        rnd = engine_round(rules, seed, dealer, policy)
        hands, stock, pile = deal_masks(shuffled_deck(seed), dealer)
        got = play_out(rules, hands, stock, pile, 1 - dealer, OFFER, dealer, policy,
                       limit=rnd.knock_limit, doubled=rnd.doubled)
        res = rnd.result
        assert res is not None
        assert (got.outcome, got.winner, got.points) == (
            res.outcome, res.winner, res.points), seed
        outcomes.add(got.outcome)
    assert outcomes & {"knock", "gin"}  # rounds that were scored, not only void ones


def test_playout_from_the_middle_of_a_round() -> None:
    """Stopping the engine at a discard and playing on from its masks gives the same end."""
    rules = RuleSet.preset("classic")
    policy = Policy(hold=(4, 8))
    checked = 0
    for i in range(30):
        rnd = Round(rules, i % 2, shuffled_deck(f"mid/{i}"))
        bot = PolicyOpponent(policy)
        steps = 0
        snap = None
        while not rnd.is_over:
            if steps == 9 and rnd.phase.value == "discard":
                snap = (list(rnd.hands), [c.bit for c in rnd.stock],
                        [c.bit for c in rnd.discard_pile], rnd.turn, rnd.dealer,
                        rnd.taken_from_discard.bit if rnd.taken_from_discard else 0)
            rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
            steps += 1
        if snap is None:
            continue
        hands, stock, pile, turn, dealer, banned = snap
        got = play_out(rules, hands, stock, pile, turn, DISCARD, dealer, policy, banned)
        res = rnd.result
        assert res is not None
        assert (got.outcome, got.winner, got.points) == (res.outcome, res.winner, res.points)
        checked += 1
    assert checked >= 10


def _knocks_recorded(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int | None]]:
    """Every knock a playout or the search scores, as (knocker's deadwood, limit given)."""
    seen: list[tuple[int, int | None]] = []
    real = playout.finish_knock

    def spy(*args: Any) -> playout.Outcome:
        # (rules, knocker, kept, defender, seen[, limit, doubled])
        seen.append((deadwood_of(args[2]), args[5] if len(args) > 5 else None))
        return real(*args)

    monkeypatch.setattr(playout, "finish_knock", spy)
    monkeypatch.setattr(search, "finish_knock", spy)
    return seen


def _oklahoma_low_limit_views(rules: RuleSet, limit: int) -> list[SeatView]:
    """Views at the discards of Oklahoma rounds whose first upcard set the limit to ``limit``."""
    views = []
    for i in range(400):
        deck = shuffled_deck(f"low/{i}")
        if rules.round_knock_limit(deck[20]) != limit:
            continue
        rnd = Round(rules, i % 2, deck)
        bot = PolicyOpponent(Policy(hold=(limit, limit)))
        while not rnd.is_over:
            view = round_view(rnd, rnd.turn)
            if rnd.phase is Phase.DISCARD and len(rnd.stock) < 12:
                views.append(view)
            rnd.apply(bot.choose(view))
        if len(views) >= 12:
            break
    return views


def test_playouts_keep_the_oklahoma_round_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """An Oklahoma round whose upcard is a 2: no playout knocks with more than 2, though the
    rule set's limit is 10 and the policy would knock with up to 10."""
    rules = RuleSet.preset("oklahoma")
    knocks = _knocks_recorded(monkeypatch)
    policy = Policy(hold=(10, 10), hold_stock=0)
    played = 0
    for i in range(300):
        deck = shuffled_deck(f"okl/{i}")
        if rules.round_knock_limit(deck[20]) != 2:
            continue
        rnd = Round(rules, i % 2, deck)
        hands, stock, pile = deal_masks(deck, i % 2)
        play_out(rules, hands, stock, pile, 1 - i % 2, OFFER, i % 2, policy,
                 limit=rnd.knock_limit, doubled=rnd.doubled)
        played += 1
    assert played >= 10
    assert knocks, "some playouts ended in a knock or Gin"
    assert all(dead <= 2 for dead, _lim in knocks), sorted(knocks)[-3:]


@pytest.mark.parametrize("single", [False, True])
def test_the_search_keeps_the_oklahoma_round_limit(
    monkeypatch: pytest.MonkeyPatch, single: bool
) -> None:
    """The search's playouts in an Oklahoma round with limit 3 never knock above 3 (late in a
    round, and in a single-round match where both seats knock as soon as they may), and a
    spade upcard doubles every point the search counts."""
    rules = RuleSet.preset("oklahoma")
    if single:
        rules = rules.custom(target=None)
    knocks = _knocks_recorded(monkeypatch)
    views = _oklahoma_low_limit_views(rules, 3)
    assert len(views) >= 6
    doubled_points: list[int] = []
    for view in views:
        assert view.knock_limit == 3
        s = sample_values(view, view.legal_actions(), budget=6, seed=1)
        if view.doubles:
            doubled_points += [p for pts in s.points.values() for p in pts]
    assert knocks
    assert all(dead <= 3 and lim == 3 for dead, lim in knocks), sorted(knocks)[-3:]
    assert doubled_points and all(p % 2 == 0 for p in doubled_points)


def test_the_spade_upcard_doubles_the_playout_points() -> None:
    """A playout of a doubled round scores twice what the same round scores undoubled."""
    rules = RuleSet.preset("oklahoma")
    policy = Policy(hold=(10, 10), hold_stock=0)
    compared = 0
    for i in range(60):
        deck = shuffled_deck(f"dbl/{i}")
        hands, stock, pile = deal_masks(deck, 0)
        plain = play_out(rules, hands, stock, pile, 1, OFFER, 0, policy, limit=10)
        twice = play_out(rules, hands, stock, pile, 1, OFFER, 0, policy, limit=10, doubled=True)
        assert (twice.outcome, twice.winner, twice.points) == (
            plain.outcome, plain.winner, 2 * plain.points)
        compared += plain.points > 0
    assert compared >= 20
