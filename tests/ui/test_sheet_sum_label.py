"""The score sheet's sum of the rounds is "Round points" on a final board whose totals add
bonuses (or Hollywood's games) beside it: the board showed "Total 122 80" under the rounds and
"Total 422 255" beside them ("With bonuses", 1280x800), and Hollywood's "Total 146 63" beside
"Total · You 1,392". Mid-match, and where the final total is the rounds' sum, it stays
"Total". Drawn through the app, German and English."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.final_board import ROUND_POINTS
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (the fixture)


def _board_texts(app: object, m: Match, drawn: DrawnTexts) -> list[str]:  # noqa: F811
    table = table_for(app, Match(RuleSet.preset(m.rules.name), 1))
    board = app.open("scoreboard", match=m,  # type: ignore[attr-defined]
                     result=m.results[-1], on_close=table.summary_closed)
    step(app, 2)
    drawn.clear()
    board.draw(pygame.Surface(app.size))  # type: ignore[attr-defined]  # the board alone
    texts = list(drawn.texts)
    app.stack.clear()  # type: ignore[attr-defined]
    return texts


@pytest.mark.parametrize("rules", ["bonus", "hollywood"])
def test_a_final_board_with_bonuses_has_one_total(rules: str, lang: str,
                                                  drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=(1280, 800))
    m = finished_match(seed=5, rules=rules)
    texts = _board_texts(app, m, drawn)
    total = str(T.TOTAL)
    assert texts.count(total) == (0 if rules == "hollywood" else 1), "the final total alone"
    assert texts.count(str(ROUND_POINTS)) == (1 if rules == "hollywood" else 2)
    # the sheet's row still sums the rounds
    assert format_number(m.scores[0]) in texts and format_number(m.scores[1]) in texts


def test_the_sheet_says_total_mid_match_and_where_nothing_is_added(
        lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=(1280, 800))
    m = play_until(Match(RuleSet.preset("bonus"), 5), lambda m: len(m.results) == 2)
    assert not m.is_over
    texts = _board_texts(app, m, drawn)
    assert str(T.TOTAL) in texts and str(ROUND_POINTS) not in texts
    classic = finished_match(seed=5, rules="classic")
    texts = _board_texts(app, classic, drawn)
    # the sheet's sum and the final board's total; no "Round points" row equal to the total
    assert texts.count(str(T.TOTAL)) == 2 and texts.count(str(ROUND_POINTS)) == 0


def test_a_hollywood_board_mid_match_says_round_points(lang: str,
                                                       drawn: DrawnTexts) -> None:  # noqa: F811
    """800x520, a Hollywood round's board: "Total 58 44" under the rounds beside
    "Total · You 283" and "Total · Computer 269", the games' totals with their bonuses."""
    app = make_app(size=(800, 520))
    m = play_until(Match(RuleSet.preset("hollywood"), 5), lambda m: len(m.results) == 2)
    assert not m.is_over
    texts = _board_texts(app, m, drawn)
    assert str(ROUND_POINTS) in texts and str(T.TOTAL) not in texts
