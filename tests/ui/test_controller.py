"""The controller's typed outcome: ``play`` says Played (with the round's result when the
action ended a round) or Refused (with the engine's own error), and ``check`` asks without
playing."""

from __future__ import annotations

import random

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import Action, Kind, Match, RuleSet
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN, MatchController, Played, Refused


def controller(seed: int = 4) -> MatchController:
    return MatchController(Match(RuleSet.preset("classic"), seed), make_opponent("simple", 1))


def test_refused_carries_the_engines_error_and_changes_nothing() -> None:
    ctrl = controller()
    try:
        m = ctrl.match
        if m.turn != HUMAN:  # let the computer pass the offer
            ctrl.apply_opponent(Action.pass_())
        before = m.to_dict()
        out = ctrl.play(Action.draw_stock())  # the offer: take or pass only
        assert isinstance(out, Refused) and out.result is None
        assert out.error.reason == "wrong_phase" and out.action == Action.draw_stock()
        assert ctrl.check(Action.draw_stock()) is not None
        assert ctrl.check(Action.draw_stock()).reason == out.error.reason  # type: ignore[union-attr]
        assert m.to_dict() == before
        ok = ctrl.play(Action.pass_())
        assert isinstance(ok, Played) and ok.error is None and ok.result is None
        out = ctrl.play(Action.pass_())  # now it is the computer's turn
        assert isinstance(out, Refused) and out.error.reason == "not_your_turn"
    finally:
        ctrl.shutdown()


def test_played_names_the_result_of_the_round_it_ended() -> None:
    rng = random.Random(2)
    ended = 0
    for seed in range(6):
        ctrl = controller(seed)
        try:
            m = ctrl.match
            bot = make_opponent("simple", seed)
            while len(m.results) < 2 and not m.is_over:
                if m.turn == COMPUTER:
                    ctrl.apply_opponent(bot.choose(m.view(COMPUTER)))
                    continue
                legal = m.legal_actions()
                ends = [a for a in legal if a.kind in (Kind.KNOCK, Kind.BIG_GIN)]
                act = ends[0] if ends else (
                    bot.choose(m.view(HUMAN)) if rng.random() < 0.8 else rng.choice(legal))
                rounds = len(m.results)
                out = ctrl.play(act)
                assert isinstance(out, Played)
                if len(m.results) > rounds:
                    assert out.result is m.results[-1] and out.result is ctrl.last_result
                    ended += 1
                else:
                    assert out.result is None
        finally:
            ctrl.shutdown()
    assert ended >= 3
