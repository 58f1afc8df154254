"""The bit-mask playout agrees with the real engine: same deck, same policy, same result."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.playout import (
    DISCARD,
    OFFER,
    Policy,
    PolicyOpponent,
    deal_masks,
    play_out,
)
from ginrummy_desktop.engine import Round, RuleSet, round_view, shuffled_deck


def engine_round(rules: RuleSet, deck_seed: str, dealer: int, policy: Policy) -> Round:
    rnd = Round(rules, dealer, shuffled_deck(deck_seed))
    bot = PolicyOpponent(policy)
    while not rnd.is_over:
        rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
    return rnd


@pytest.mark.parametrize("preset", ["classic", "single", "to100"])
@pytest.mark.parametrize("hold", [(-1, -1), (10, -1), (5, 10)])
def test_playout_agrees_with_the_engine(preset: str, hold: tuple[int, int]) -> None:
    rules = RuleSet.preset(preset)
    policy = Policy(hold=hold)
    outcomes = set()
    for i in range(40):
        dealer = i % 2
        seed = f"agree/{preset}/{i}"
        rnd = engine_round(rules, seed, dealer, policy)
        hands, stock, pile = deal_masks(shuffled_deck(seed), dealer)
        got = play_out(rules, hands, stock, pile, 1 - dealer, OFFER, dealer, policy)
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
