"""Left/Right in Settings stop at the ends of a row, as a slider would: Right on "Master"
gave "Simple" (and Right on "Off" gave "On") by accident. Driven by real key events."""

from __future__ import annotations

from ginrummy_desktop.persistence import load_settings
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.settings import SettingsScene

from .helpers import key, step
from .menu_helpers import menu_app


def _settings_on_row(row: int):  # type: ignore[no-untyped-def]
    app = menu_app(size=(800, 520))
    app.open("settings")
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    step(app)
    for _ in range(row):
        key(app, Command.DOWN)
    assert settings._row_of_focus() == row
    return app, settings


def test_right_on_master_stays_master_and_left_on_simple_stays_simple() -> None:
    app, settings = _settings_on_row(1)  # the opponent's level
    try:
        for _ in range(6):
            key(app, Command.RIGHT)
        assert app.settings.opponent == "master"
        assert load_settings()[0].opponent == "master"
        key(app, Command.RIGHT)
        assert app.settings.opponent == "master", "Right on the last choice wrapped around"
        for _ in range(6):
            key(app, Command.LEFT)
        assert app.settings.opponent == "simple"
        key(app, Command.LEFT)
        assert app.settings.opponent == "simple", "Left on the first choice wrapped around"
        key(app, Command.RIGHT)
        assert app.settings.opponent == "medium"
    finally:
        app.stack.clear()


def test_right_on_off_stays_off() -> None:
    app, settings = _settings_on_row(5)  # Sound: On, Off
    try:
        key(app, Command.RIGHT)
        assert app.settings.sound is False
        key(app, Command.RIGHT)
        assert app.settings.sound is False
        key(app, Command.LEFT)
        key(app, Command.LEFT)
        assert app.settings.sound is True
        assert settings._row_of_focus() == 5
    finally:
        app.stack.clear()


def test_the_chosen_card_back_is_outlined_as_chosen_not_as_the_rings() -> None:
    """English 1920x1080, keys only: the chosen back's small picture had a yellow outline
    like the keyboard's ring, which stood on "English" at the same time: two rings. The
    chosen back is outlined light blue, the colour of a chosen card elsewhere."""
    from ginrummy_desktop.ui.settings import setting
    from ginrummy_desktop.ui.widgets import HIGHLIGHT, MARK_BLUE

    app, settings = _settings_on_row(0)
    try:
        key(app, Command.DOWN)  # the ring shown, on a button of another row
        step(app)
        current = setting(app.settings, "card_back", "blue")
        rect = dict(settings.back_rects(app.size))[current]
        edge = [tuple(app.screen.get_at((rect.centerx, rect.y - 2 + dy)))[:3] for dy in (-1, 0, 1)]
        assert tuple(MARK_BLUE) in edge and tuple(HIGHLIGHT) not in edge
    finally:
        app.stack.clear()
