"""``Match.check`` asks exactly what ``apply`` asks: over random states, ``apply`` accepts
exactly ``legal_actions()``, and ``check`` agrees with ``apply`` on every action there is."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    ALL_CARDS,
    PRESET_NAMES,
    Action,
    IllegalActionError,
    Kind,
    Match,
    RuleSet,
)


def every_action() -> list[Action]:
    """Every action there is, legal or not anywhere."""
    acts = [Action.take(), Action.pass_(), Action.draw_stock(), Action.draw_discard(),
            Action.big_gin(), Action.finish_layoff()]
    for card in ALL_CARDS:
        acts += [Action.discard(card), Action.knock(card)]
        acts += [Action.lay_off(card, i) for i in range(5)]
    return acts


EVERY_ACTION = every_action()


def random_state(preset: str, seed: int, steps: int) -> Match:
    """A match after ``steps`` random legal actions (knocks and lay-offs preferred, so the
    lay-off phase and finished rounds are reached often)."""
    m = Match(RuleSet.preset(preset), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.is_over:
            break
        acts = m.legal_actions()
        ends = [a for a in acts if a.kind in (Kind.KNOCK, Kind.BIG_GIN, Kind.LAY_OFF)]
        m.apply(rng.choice(ends) if ends and rng.random() < 0.7 else rng.choice(acts))
    return m


def state(m: Match) -> tuple:  # type: ignore[type-arg]
    r = m.round
    return (list(m.history), list(m.results), tuple(r.hands), list(r.stock),
            list(r.discard_pile), r.phase, r.turn, list(r.knocker_melds), list(r.layoffs))


class TestCheckAgreesWithApply:
    @settings(max_examples=40, deadline=None)
    @given(st.sampled_from(PRESET_NAMES), st.integers(0, 10**6), st.integers(0, 120))
    def test_apply_accepts_exactly_the_legal_actions(self, preset: str, seed: int,
                                                     steps: int) -> None:
        m = random_state(preset, seed, steps)
        legal = m.legal_actions()
        before = state(m)
        for action in EVERY_ACTION:
            err = m.check(action)
            assert (err is None) == (action in legal), (action, err)
            if err is not None:
                try:
                    m.apply(action)
                except IllegalActionError as raised:
                    assert raised.reason == err.reason and raised.args_dict == err.args_dict
                    assert str(raised) == str(err)
                else:
                    raise AssertionError(f"apply accepted {action} that check refused")
                assert state(m) == before  # a refusal changes nothing
            else:
                probe = copy.deepcopy(m)
                probe.apply(action)  # accepted
                assert len(probe.history) == len(m.history) + 1
        # check never changed anything either
        assert state(m) == before

    @settings(max_examples=20, deadline=None)
    @given(st.sampled_from(PRESET_NAMES), st.integers(0, 10**6), st.integers(0, 120))
    def test_the_wrong_seat_is_told_so(self, preset: str, seed: int, steps: int) -> None:
        m = random_state(preset, seed, steps)
        if m.is_over:
            assert all(m.check(a).reason == "match_over" for a in EVERY_ACTION[:6])  # type: ignore[union-attr]
            return
        other = 1 - m.round.turn
        for action in m.legal_actions():
            err = m.check(action, seat=other)
            assert err is not None and err.reason == "not_your_turn"
            assert m.check(action, seat=m.round.turn) is None

    def test_check_names_the_real_reason(self) -> None:
        m = Match(RuleSet.preset("classic"), 3)
        m.apply(Action.pass_())
        m.apply(Action.pass_())
        m.apply(Action.draw_stock())
        card = m.round.hand(m.round.turn)[0]
        err = m.check(Action.knock(card))
        assert err is not None and err.reason == "knock_too_high"
        # the real count, not a placeholder
        kept = [c for c in m.round.hand(m.round.turn) if c != card]
        from ginrummy_desktop.engine import best_arrangement

        assert err.args_dict["deadwood"] == best_arrangement(kept).deadwood_value
        assert err.args_dict["limit"] == 10
