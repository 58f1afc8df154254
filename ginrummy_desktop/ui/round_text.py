"""How a round was scored, in words: shared by the score board and the replay of saves."""

from __future__ import annotations

from functools import lru_cache

from ginrummy_desktop.engine import Match, RoundResult
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_text
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.table.info import ROUND_GIN_ONLY, ROUND_KNOCK_LIMIT
from ginrummy_desktop.ui.widgets import font, wrap

K_LINE = N_("K (knocker's deadwood): {k}")
D_LINE = N_("D (defender's deadwood after laying off): {d}")
D_LINE_GIN = N_("D (defender's deadwood, no laying off): {d}")
LAID_OFF_LINE = N_("Laid off: {cards}")
# TRANSLATORS: a knock where the defender had nothing to lay off (D is the deadwood held)
LAID_OFF_NONE = N_("Laid off: nothing")
KNOCK_FORMULA = N_("D \u2212 K = {d} \u2212 {k} = {points}")
UNDERCUT_FORMULA = N_("(K \u2212 D) + {bonus} = ({k} \u2212 {d}) + {bonus} = {points}")
GIN_FORMULA = N_("D + {bonus} = {d} + {bonus} = {points}")
# A round doubled by a spade upcard (Oklahoma): the formula shows the doubling, the bonus is
# the rule set's (``RoundResult.bonus`` holds it doubled).
KNOCK_DOUBLED = N_("(D \u2212 K) \u00d7 2 = ({d} \u2212 {k}) \u00d7 2 = {points}")
UNDERCUT_DOUBLED = N_(
    "((K \u2212 D) + {bonus}) \u00d7 2 = (({k} \u2212 {d}) + {bonus}) \u00d7 2 = {points}")
GIN_DOUBLED = N_("(D + {bonus}) \u00d7 2 = ({d} + {bonus}) \u00d7 2 = {points}")
DOUBLED_LINE = N_("Spade turned up: points count double")
VOID_TEXT = N_("Nobody scores; the same dealer deals again.")
WINNER_POINTS = N_("{who}: {points}")
YOU_DEAL_NEXT = N_("You deal the next round.")
COMPUTER_DEALS_NEXT = N_("The computer deals the next round.")
"""The board of a round just played names the next dealer (a club player checking the sheet
learned it only from the next deal; German 1440x900)."""
# The headline of an undercut names both sides: who knocked and who undercut.
YOU_UNDERCUT = N_("Undercut \u2013 you undercut the computer's knock")
COMPUTER_UNDERCUT = N_("Undercut \u2013 the computer undercut your knock")


def round_lines(res: RoundResult, limit: bool = True) -> list[str]:
    """The lines that explain how ``res`` was scored (outcome, K, D, lay-offs, formula;
    ``limit``: an Oklahoma round's knock limit too)."""
    if res.outcome == "void":
        return [str(T.DEAD_HAND), str(VOID_TEXT)]
    k, d = res.knocker_deadwood, res.defender_deadwood
    outcome = {"gin": T.GIN, "big_gin": T.BIG_GIN}.get(res.outcome, T.KNOCK)
    who = T.YOU if res.knocker == HUMAN else T.OPPONENT
    head = f"{outcome} \u2013 {who}"
    if res.undercut:
        head = str(COMPUTER_UNDERCUT if res.knocker == HUMAN else YOU_UNDERCUT)
    lines = [head, K_LINE.format(k=k)]
    two = res.doubled
    bonus = res.bonus // 2 if two else res.bonus
    if res.outcome == "knock":
        lines.append(D_LINE.format(d=d))
        # "after laying off" with nothing laid off left the player to wonder: it says so
        lines.append(LAID_OFF_LINE.format(cards=cards_text([c for c, _ in res.layoffs]))
                     if res.layoffs else str(LAID_OFF_NONE))
        formula = (UNDERCUT_DOUBLED if two else UNDERCUT_FORMULA) if res.undercut else (
            KNOCK_DOUBLED if two else KNOCK_FORMULA)
    else:
        lines.append(D_LINE_GIN.format(d=d))
        formula = GIN_DOUBLED if two else GIN_FORMULA
    if limit and res.knock_limit is not None:  # Oklahoma: the board said nothing of it (1280x800)
        lines.append(ROUND_GIN_ONLY.format() if res.knock_limit == 0
                     else ROUND_KNOCK_LIMIT.format(n=res.knock_limit))
    if two:
        lines.append(str(DOUBLED_LINE))
    if res.undercut or res.outcome != "knock":  # which bonus the formula's number is (a
        named = {"gin": T.GIN_BONUS, "big_gin": T.BIG_GIN_BONUS}.get(  # newcomer asked)
            res.outcome, T.UNDERCUT_BONUS)
        lines.append(f"{named}: {bonus}")
    lines.append(formula.format(k=k, d=d, bonus=bonus, points=res.points))
    winner = T.YOU if res.winner == HUMAN else T.OPPONENT
    lines.append(WINNER_POINTS.format(who=winner, points=T.POINTS(res.points)))
    return lines


def next_deal_lines(match: Match, res: RoundResult) -> list[str]:
    """Who deals the round after ``res``, if it is the match's last round played and the
    match goes on (the next round is dealt as the round ends); else nothing. Not for a board
    recalled while that next round is played."""
    if match.is_over or not match.results or match.results[-1] is not res:
        return []
    return [str(YOU_DEAL_NEXT if match.round.dealer == HUMAN else COMPUTER_DEALS_NEXT)]


@lru_cache(maxsize=64)  # drawn, and asked by the score sheet, every frame
def fit_lines(lines: tuple[str, ...], px: int, small: int, width: int
              ) -> tuple[int, tuple[tuple[str, bool], ...]]:
    """``lines`` (the first a bold heading) as drawn ``width`` pixels wide: (text size,
    ((line, is the heading), ...)): at ``px``, smaller down to ``small`` where one is too
    wide, then wrapped."""

    def widest(p: int) -> int:
        return max((font(p, bold=i == 0).size(t)[0] for i, t in enumerate(lines)), default=0)

    while px > small and widest(px) > width:
        px -= 1
    drawn: list[tuple[str, bool]] = []
    for i, line in enumerate(lines):
        drawn.extend((part, i == 0) for part in wrap(line, px, width, bold=i == 0))
    return px, tuple(drawn)
