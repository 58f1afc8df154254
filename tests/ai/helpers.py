"""Play seeded rounds and matches between opponents for the AI tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView


def one_round(rules: RuleSet) -> RuleSet:
    """The same round rules, as a single-round match (Hollywood needs a target: off)."""
    return rules.custom(target=None, hollywood=False) if rules.target else rules


def decisions(
    levels: tuple[str, str], rules: RuleSet, seed: int | str, rounds: int
) -> Iterator[tuple[Match, SeatView, Action]]:
    """Every (match, view, chosen action) of ``rounds`` rounds, one fresh match per round."""
    for r in range(rounds):
        m = Match(one_round(rules), f"{seed}/{r}")
        bots = [make_opponent(levels[0], seed=r), make_opponent(levels[1], seed=r + 1)]
        while not m.is_over:
            seat = m.round.turn
            view = m.view(seat)
            action = bots[seat].choose(view)
            yield m, view, action
            m.apply(action)


def play_round(levels: tuple[str, str], rules: RuleSet, seed: int | str,
               check: Callable[[SeatView, Action], None] | None = None) -> Match:
    m = Match(one_round(rules), seed)
    bots = [make_opponent(levels[0], seed=1), make_opponent(levels[1], seed=2)]
    while not m.is_over:
        view = m.view(m.round.turn)
        action = bots[m.round.turn].choose(view)
        if check:
            check(view, action)
        m.apply(action)
    return m
