"""Strong's knock timing follows the variant: an Oklahoma round's low knock limit makes it play
on for Gin longer; with Hollywood scoring it knocks at once to save a game from a shutout.
Classic timing is untouched (the arena's classic figures are unchanged)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.strong import StrongOpponent
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet, SeatView


def strong_views(rules: RuleSet, matches: int, want: Callable[[SeatView], bool]
                 ) -> Iterator[tuple[SeatView, Action]]:
    """(view, Strong's choice) at every discard of Strong's where ``want(view)`` holds, in
    seeded matches of Strong against Simple."""
    for i in range(matches):
        m = Match(rules, f"variants/{rules.name}/{i}")
        bots = [make_opponent("strong", seed=i), make_opponent("simple", seed=i)]
        while not m.is_over:
            seat = m.round.turn
            view = m.view(seat)
            action = bots[seat].choose(view)
            if seat == 0 and view.phase is Phase.DISCARD and want(view):
                yield view, action
            m.apply(action)


def _knock_with_deadwood(view: SeatView) -> bool:
    knock = view.best_knock()
    return knock is not None and view.deadwood_after(knock) > 0


def test_a_low_oklahoma_limit_plays_on_for_gin_down_to_three_stock_cards() -> None:
    rules = RuleSet.preset("oklahoma")
    strong = StrongOpponent(0)
    seen = 0
    for view, action in strong_views(
            rules, 60, lambda v: v.knock_limit <= 4 and 3 <= v.stock_size < 6
            and _knock_with_deadwood(v)):
        assert strong._hold_stock(view) == 3
        assert action.kind is not Kind.KNOCK, view.knock_limit  # classic timing would knock
        seen += 1
    assert seen >= 3
    # a high limit keeps the classic timing, and classic rules are never touched
    for view, _ in strong_views(rules, 10, lambda v: v.knock_limit > 4):
        assert strong._hold_stock(view) == StrongOpponent.hold_min_stock
    for view, _ in strong_views(RuleSet.preset("classic"), 5, lambda v: True):
        assert strong._hold_stock(view) == StrongOpponent.hold_min_stock
        assert not strong._shutout_threat(view)


def test_hollywood_knocks_at_once_to_save_a_game_from_a_shutout() -> None:
    rules = RuleSet.preset("hollywood")
    strong = StrongOpponent(0)
    seen = 0
    for view, action in strong_views(
            rules, 40, lambda v: v.stock_size >= 6 and _knock_with_deadwood(v)):
        me, opp = view.seat, 1 - view.seat
        threat = any(view.games[g - 1][me] == 0 and view.games[g - 1][opp] > 0
                     for g in view.games_entered(me))
        assert strong._shutout_threat(view) is threat
        if threat:
            assert action.kind is Kind.KNOCK  # early in the stock: classic would play on
            seen += 1
        else:
            assert action.kind is not Kind.KNOCK  # no threat: it plays on for Gin
    assert seen >= 3
