"""The pause menu's Up/Down pass over greyed buttons: before the first round ended "Score
sheet" is greyed, and the ring stood on it (640x420, German: Down three times, Enter did
nothing)."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.pause import SCORE_SHEET, PauseScene

from .helpers import key, make_app, step, table_for


def _click_in_pause(app: Any, label: object) -> PauseScene:
    """Escape at the table, then a click on the pause menu's button ``label``: the menu."""
    from .helpers import click

    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    step(app)
    click(app, next(b for b in pause.buttons if b.label == label).rect.center)
    return pause


def test_the_ring_skips_the_greyed_score_sheet() -> None:
    app = make_app(size=(640, 420))
    try:
        table_for(app, Match(RuleSet.preset("short"), 3))
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        sheet = next(b for b in pause.buttons if b.label == SCORE_SHEET)
        assert not sheet.enabled
        seen = []
        for _ in range(len(pause.buttons) * 2):
            key(app, Command.DOWN)
            step(app)
            seen.append(pause.buttons[pause.focus])
        assert sheet not in seen and all(b.enabled for b in seen)
        assert len(set(seen)) == sum(b.enabled for b in pause.buttons)
        for _ in range(len(pause.buttons) * 2):
            key(app, Command.UP)
            assert pause.buttons[pause.focus] is not sheet
    finally:
        app.stack.clear()


def test_the_ring_is_on_the_button_clicked_when_its_screen_closes() -> None:
    """Settings clicked in the pause menu, then Back: the ring stood on "Resume" (800x520),
    and Space did nothing there."""
    from ginrummy_desktop.ui.scenes.pause import SETTINGS
    from ginrummy_desktop.ui.scenes.settings import SettingsScene


    app = make_app(size=(800, 520))
    try:
        table = table_for(app, Match(RuleSet.preset("short"), 3))
        pause = _click_in_pause(app, SETTINGS)
        settings = next(b for b in pause.buttons if b.label == SETTINGS)
        assert isinstance(app.stack.top, SettingsScene)
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is pause and pause.buttons[pause.focus] is settings
        assert settings.focused
        key(app, Command.SELECT)  # Space presses the ringed button, as Enter does
        assert isinstance(app.stack.top, SettingsScene)
        key(app, Command.CANCEL)
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is table
    finally:
        app.stack.clear()


def test_the_score_sheet_s_back_to_the_round_goes_to_the_round() -> None:
    """"Score sheet" in the pause menu, then "Back to the round": the pause menu came back,
    and "Resume" was a second click (English 1366x768). The menu closes first now."""
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

    from .helpers import click, find_match

    app = make_app(size=(1366, 768))
    try:
        m = find_match(lambda m: len(m.results) == 1 and m.round.turn == 0
                       and not m.round.moves)
        table = table_for(app, m)
        table.ctrl.last_result = m.results[-1]  # as a resumed match's (table.start)
        pause = _click_in_pause(app, SCORE_SHEET)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and pause not in app.stack.scenes
        step(app)
        click(app, board.close_button.rect.center)
        step(app)
        assert app.stack.top is table
    finally:
        app.stack.clear()


def test_a_mouse_player_sees_no_ring_until_a_key() -> None:
    """Opened and used by the mouse, the menu showed the keyboard's ring on "Settings"
    beside the filled default "Resume" once back from the settings: two marks. The ring shows
    once a key is pressed, on the button the keys would press."""
    from ginrummy_desktop.ui.scenes.pause import SETTINGS

    from .helpers import click

    app = make_app(size=(800, 520))
    try:
        table = table_for(app, Match(RuleSet.preset("short"), 3))
        step(app)
        click(app, table.buttons["menu"].rect.center)
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        step(app)
        assert not any(b.focused for b in pause.buttons)
        settings = next(b for b in pause.buttons if b.label == SETTINGS)
        click(app, settings.rect.center)
        scene = app.stack.top
        step(app)
        click(app, scene.back.rect.center)
        assert app.stack.top is pause
        step(app)
        assert not any(b.focused for b in pause.buttons)
        key(app, Command.DOWN)
        step(app)
        assert [b.focused for b in pause.buttons].count(True) == 1
    finally:
        app.stack.clear()
