"""A double click's second click belongs to the screen its first went to. Where the first
click opened a screen, the second landed on whatever stood under the pointer there: a
double-clicked "Settings" in the main menu set "Sound: On" (that row's first choice stands
where "Settings" stood, at 640x420 and 1920x1080 alike), and a double-clicked "Done" of the
lay-off review at 640x420 pressed the board's "Next round". Real mouse events through the
app's loop."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.scenes.settings import SettingsScene

from .helpers import double_click, make_app, react, step
from .menu_helpers import menu_app
from .test_round_end_show import _review_after_knock


@pytest.mark.parametrize("size", [(640, 420), (1280, 800), (1920, 1080)])
def test_settings_double_clicked_changes_no_setting(size: tuple[int, int]) -> None:
    app = menu_app(size=size)
    app.settings.sound = False
    step(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    entry = next(b for b in menu.buttons if b.visible and str(b.label) == "Settings")
    double_click(app, entry.rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    assert app.settings.sound is False, "the second click set the sound on"
    app.stack.clear()


def test_done_double_clicked_keeps_the_board() -> None:
    app = make_app(animation="normal", size=(640, 420))
    try:
        _m, review = _review_after_knock(app)
        react(app)
        step(app, 2)
        done = review.done_button.rect.center
        results = len(review.ctrl.match.results)
        double_click(app, done)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene), "the second click dealt the next round"
        assert len(board.match.results) == results
    finally:
        app.stack.clear()


def test_a_double_click_on_one_screen_still_reaches_it() -> None:
    """The table's double click on a hand card (discard it) is untouched."""
    from ginrummy_desktop.engine import Phase

    from .helpers import card_center, find_match, table_for

    app = make_app(size=(1280, 800))
    try:
        m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
        table = table_for(app, m)
        card = table.hand[0]
        moves = len(m.history)
        double_click(app, card_center(table, card))
        step(app, 30)
        assert len(m.history) > moves and card not in table.hand
    finally:
        app.stack.clear()
