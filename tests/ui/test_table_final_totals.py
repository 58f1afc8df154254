"""Under and after the final board the table's info panel said "You 0 : 62 Computer" (the
round points) while the board said Total 0 : 274 (with the game, box and shutout bonuses):
once the match is over the panel shows the totals the board shows."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.smoke import finished_match, play_until
from ginrummy_desktop.ui.table.info import SCORE_LINE, info_panel

from .helpers import make_app, table_for


def test_the_info_panel_shows_the_final_totals_once_the_match_is_over() -> None:
    m = finished_match(seed=4, rules="short")
    f = m.final
    assert m.is_over and f.totals != m.scores, "a match with bonuses"
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, m)
        texts = [p.text for p in info_panel(table)]
        assert SCORE_LINE.format(you=f.totals[0], opp=f.totals[1]) in texts, texts
        assert SCORE_LINE.format(you=m.scores[0], opp=m.scores[1]) not in texts
    finally:
        app.stack.clear()


def test_while_the_match_goes_on_the_panel_shows_the_round_points() -> None:
    m = play_until(Match(RuleSet.preset("short"), 4), lambda m: len(m.results) >= 1)
    assert not m.is_over
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, m)
        texts = [p.text for p in info_panel(table)]
        assert SCORE_LINE.format(you=m.scores[0], opp=m.scores[1]) in texts, texts
    finally:
        app.stack.clear()
