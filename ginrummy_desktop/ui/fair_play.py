"""Fair play: the computer's whole round, shown to the player once the round is over.

Every move the computer made in a round, the cards it drew from the stock named (nothing is
hidden any more once the round has been scored).
"""

from __future__ import annotations

from ginrummy_desktop.engine import Kind, Match
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.move_words import move_text
from ginrummy_desktop.ui.replay import round_positions


def computer_moves(match: Match, number: int) -> list[str]:
    """Every move of the computer in round ``number``, as sentences, the cards it drew from
    the stock named (the round is over: nothing is hidden any more)."""
    actions = [a.text() for a in match.history]
    start = Match(match.rules, match.seed)
    i = 0
    while i < len(actions) and start.round_number < number:
        start.apply(actions[i])
        i += 1
    j = i
    probe = len(start.results)
    check = Match(match.rules, match.seed)
    for a in actions[:i]:
        check.apply(a)
    while j < len(actions) and len(check.results) == probe:
        check.apply(actions[j])
        j += 1
    out = []
    for pos in round_positions(start, actions[i:j]):
        mv = pos.move
        if mv is not None and mv.seat == COMPUTER:
            gin = mv.kind is Kind.KNOCK and pos.result is not None and pos.result.outcome == "gin"
            out.append(move_text(COMPUTER, mv.kind, mv.card, gin=gin))
    return out
