"""Home and End on the menus: the first or the last entry (they did nothing; German
1280x800, keys only). Where a screen has a list, they go along it (Saved matches: its own
test); elsewhere to the first or the last button that can be pressed."""

from __future__ import annotations

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.settings import SettingsScene

from .helpers import key, step
from .menu_helpers import menu_app
from .test_menus import _button


def test_home_and_end_on_the_main_menu_and_a_screen() -> None:
    app = menu_app()
    try:
        menu = app.stack.top
        assert isinstance(menu, MenuScene)
        key(app, Command.END)
        key(app, Command.CONFIRM)  # the last entry: Quit
        assert not app.running
        app.running = True
        key(app, Command.HOME)
        key(app, Command.CONFIRM)  # the first: New match (nothing to continue)
        assert type(app.stack.top).__name__ == "NewMatchScene"
        key(app, Command.CANCEL)
        click_settings = _button(menu, "Settings")
        click_settings.press()
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        step(app)
        buttons = settings._buttons()
        key(app, Command.END)
        assert settings.focus == max(i for i, b in enumerate(buttons) if b.enabled)
        key(app, Command.HOME)
        assert settings.focus == min(i for i, b in enumerate(buttons) if b.enabled)
    finally:
        app.stack.clear()


def test_home_and_end_in_the_pause_menu() -> None:
    """They did nothing in the pause menu, where the help's keys say they go to the first or
    the last entry (German 1280x720, keys only)."""
    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.ui.scenes.pause import PauseScene

    from .test_table_tab import _table

    app, _t, _m = _table(Phase.OFFER)
    try:
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        live = [i for i, b in enumerate(pause.buttons) if b.enabled]
        key(app, Command.END)
        assert pause.focus == live[-1]
        key(app, Command.HOME)
        assert pause.focus == live[0]
    finally:
        app.stack.clear()
