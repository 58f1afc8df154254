"""The finished table says who won the match under the score: it said only "The match is
over." once the final board was closed (800x520, a single round lost 0 : 30), and the
player had to open the final board again to read it. The line wraps where it is longer
than the panel ("Der Computer hat die Partie gewonnen." at 640x420)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.table import info as info_module
from ginrummy_desktop.ui.table.info import MATCH_WON, info_panel, over_line
from ginrummy_desktop.ui.widgets import font

from .helpers import StandInOpponent, step
from .test_after_match import finished_table


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_finished_table_names_the_winner(size: tuple[int, int], lang: str) -> None:
    app, table = finished_table(size)
    try:
        step(app)
        m = table.ctrl.match
        assert m.winner is not None
        placed = info_panel(table)
        words = str(MATCH_WON[m.winner])
        said = [p for p in placed if p.text and p.text in words]
        assert " ".join(p.text for p in said) == words
        assert str(info_module.MATCH_OVER) not in [p.text for p in placed]
        for p in said:  # left of the stock, as every line of the panel
            right = p.pos[0] + font(p.px, p.bold).size(p.text)[0]
            assert right <= table.layout.stock_rect.left, (p, table.layout.stock_rect)
        for a, b in zip(said, said[1:], strict=False):  # a wrapped line under the other
            assert b.pos[1] >= a.pos[1] + font(a.px, True).get_height()
    finally:
        app.stack.clear()


def test_a_match_the_player_won(lang: str) -> None:
    bot = StandInOpponent()
    for seed in range(1, 100):
        m = Match(RuleSet.preset("single"), seed)
        while not m.is_over:
            m.apply(bot.choose(m.view(m.round.turn)))
        if m.winner == 0:
            break
    assert m.winner == 0
    assert over_line(m) == str(MATCH_WON[0])
