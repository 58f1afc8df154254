"""The language switched at run time from the pause menu of a match: what the table shows
switches too, also a line that was on the screen before (found in a real window)."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.i18n import Localizer, get_localizer, set_localizer
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.settings import SettingsScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import find_match, key, step, table_for
from .menu_helpers import menu_app


def test_a_refusal_on_the_table_switches_language_with_the_settings() -> None:
    """"First take the upcard or pass." stayed English over the hand after switching to
    German in Settings from the pause menu (the pause menu stops time, so it was still
    there when the table came back)."""
    previous = get_localizer()
    app = menu_app(size=(800, 520))
    try:
        m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.OFFER and not m.history)
        table = table_for(app, m)
        key(app, Command.UP)  # the stock
        key(app, Command.CONFIRM)  # refused: the upcard first
        assert table.message is not None
        english = table.message.text
        err = table.ctrl.check(Action.draw_stock())
        assert err is not None and english == describe_error(err, human_seat=0)
        key(app, Command.CANCEL)  # the pause menu
        key(app, Command.DOWN)
        key(app, Command.DOWN)
        key(app, Command.CONFIRM)  # Settings
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        key(app, Command.LEFT)  # the focus starts on "English", the language chosen
        assert get_localizer().language == "de"
        key(app, Command.CANCEL)
        key(app, Command.CANCEL)
        assert app.stack.top is table and isinstance(table, TableScene)
        step(app)
        assert table.message is not None
        assert table.message.text == describe_error(err, human_seat=0) != english
    finally:
        app.stack.clear()
        set_localizer(previous if isinstance(previous, Localizer) else Localizer("en"))
