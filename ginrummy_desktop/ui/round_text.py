"""How a round was scored, in words: shared by the score board and the replay of saves."""

from __future__ import annotations

from ginrummy_desktop.engine import RoundResult
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_text
from ginrummy_desktop.ui.controller import HUMAN

K_LINE = N_("K (knocker's deadwood): {k}")
D_LINE = N_("D (defender's deadwood after laying off): {d}")
D_LINE_GIN = N_("D (defender's deadwood, no laying off): {d}")
LAID_OFF_LINE = N_("Laid off: {cards}")
KNOCK_FORMULA = N_("D \u2212 K = {d} \u2212 {k} = {points}")
UNDERCUT_FORMULA = N_("(K \u2212 D) + {bonus} = ({k} \u2212 {d}) + {bonus} = {points}")
GIN_FORMULA = N_("D + {bonus} = {d} + {bonus} = {points}")
VOID_TEXT = N_("Nobody scores; the same dealer deals again.")
WINNER_POINTS = N_("{who}: {points}")
# The headline of an undercut names both sides: who knocked and who undercut.
YOU_UNDERCUT = N_("Undercut \u2013 you undercut the computer's knock")
COMPUTER_UNDERCUT = N_("Undercut \u2013 the computer undercut your knock")


def round_lines(res: RoundResult) -> list[str]:
    """The lines that explain how ``res`` was scored (outcome, K, D, lay-offs, formula)."""
    if res.outcome == "void":
        return [str(T.DEAD_HAND), str(VOID_TEXT)]
    k, d = res.knocker_deadwood, res.defender_deadwood
    outcome = {"gin": T.GIN, "big_gin": T.BIG_GIN}.get(res.outcome, T.KNOCK)
    who = T.YOU if res.knocker == HUMAN else T.OPPONENT
    head = f"{outcome} \u2013 {who}"
    if res.undercut:
        head = str(COMPUTER_UNDERCUT if res.knocker == HUMAN else YOU_UNDERCUT)
    lines = [head, K_LINE.format(k=k)]
    if res.outcome == "knock":
        lines.append(D_LINE.format(d=d))
        if res.layoffs:
            lines.append(LAID_OFF_LINE.format(cards=cards_text([c for c, _ in res.layoffs])))
        if res.undercut:
            lines.append(UNDERCUT_FORMULA.format(k=k, d=d, bonus=res.bonus,
                                                 points=res.points))
        else:
            lines.append(KNOCK_FORMULA.format(k=k, d=d, points=res.points))
    else:
        lines.append(D_LINE_GIN.format(d=d))
        lines.append(GIN_FORMULA.format(d=d, bonus=res.bonus, points=res.points))
    winner = T.YOU if res.winner == HUMAN else T.OPPONENT
    lines.append(WINNER_POINTS.format(who=winner, points=T.POINTS(res.points)))
    return lines
