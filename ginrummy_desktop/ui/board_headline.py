"""The score board's headline and the words of its review button.

As a round ends the board says who won it ("You win the round") and offers "Review this
round". Recalled while a later round is played (L, or the pause menu's "Score sheet") it names
the round it shows: in a real window (800x520, round 2) "You win the round" over "Review this
round" were read as the round being played, though both meant round 1. The final board says
who won the match (but for the tutorial's round, a lesson: who won the round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.lazy import LazyString
from ginrummy_desktop.ui.controller import HUMAN

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

REVIEW_ROUND = N_("Review this round")
REVIEW_NUMBERED = N_("Review round {n}")
RECALLED_WON = N_("Round {n}: you won")
RECALLED_LOST = N_("Round {n}: the computer won")
RECALLED_DEAD = N_("Round {n}: a dead hand")
NOBODY_WINS = N_("Nobody wins the round")
"""A void round's title: "Dead hand" stood twice, as the title and as the heading of the
lines under it (German 1920x1080)."""


def headline(board: ScoreboardScene) -> str:
    """The board's title: the match's winner on the final board, the round's otherwise, with
    the round's number where the board was recalled during a later round."""
    res, match = board.result, board.match
    if board.final and match.winner is not None and not board.lesson:
        return str(T.YOU_WIN_MATCH if match.winner == HUMAN else T.OPPONENT_WINS_MATCH)
    if board.recalled:
        said = (RECALLED_DEAD if res.winner is None
                else RECALLED_WON if res.winner == HUMAN else RECALLED_LOST)
        return said.format(n=board.number)
    if res.winner is None:
        return str(NOBODY_WINS)
    return str(T.YOU_WIN_ROUND if res.winner == HUMAN else T.OPPONENT_WINS_ROUND)


def review_label(board: ScoreboardScene) -> LazyString | str:
    """The review button's words: "Review round 2" where the board was recalled."""
    return REVIEW_NUMBERED.format(n=board.number) if board.recalled else REVIEW_ROUND
