"""A long custom rule set's name stands whole on the score sheet: at 1366x768 "Short + knock
7, Gin 30, undercut 20, game b..." hid the bonuses of the player's own rules (RULES.md: a
custom rule set is shown on the score sheet). It takes a second line, each change whole."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.rules_form import rules_title
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.widgets import text_width

from .helpers import make_app, step

RULES = "classic,target=50,knock_limit=7,gin_bonus=30,undercut_bonus=20,game_bonus=25," \
        "box_bonus=10,shutout=double"


LONGER = "classic,target=150,knock_limit=7,gin_bonus=30,undercut_bonus=20,big_gin_bonus=40," \
         "game_bonus=50,box_bonus=20,shutout=plus100,shutout_bonus=75"
"""German 1280x800 and 1440x900: "..., Spielbonus 50, Rundenbonus 20, Zu-nul..." on every
round's board (the final board had it whole): smaller by a point or two, it is whole."""


@pytest.mark.parametrize("size", [(800, 520), (1280, 800), (1366, 768), (1440, 900),
                                  (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("rules", [RULES, LONGER])
def test_a_long_custom_name_is_whole_on_the_sheet(size: tuple[int, int], lang: str,
                                                  rules: str) -> None:
    m = play_until(Match(RuleSet.parse(rules), 4), lambda m: len(m.results) >= 1)
    with use_localizer(Localizer(lang)):
        app = make_app(size=size)
        try:
            app.open("scoreboard", match=m, result=m.results[-1])
            step(app, 2)
            board = app.stack.top
            assert isinstance(board, ScoreboardScene)
            area, px = board.sheet_area()
            lines = board.sheet.title(area, px)
            name = rules_title(m.rules)
            shown = " ".join(t for t, _ in lines).replace("\u00a0", " ")
            assert name in shown, (lines, name)
            assert not any(t.endswith("\u2026") for t, _ in lines)
            for text, line_px in lines:
                assert text_width(text, line_px, bold=True) <= area.width - 2 * px, text
            assert board.sheet_fit() >= 1
        finally:
            app.stack.clear()
