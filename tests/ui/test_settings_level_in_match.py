"""The opponent's level changed in Settings while a match runs says that it counts from the
next match on: the running match stays at the level it was started at (its save keeps it).
Seen at 800x520 in German: Pause, Einstellungen, Gegner "Meister", back at the table it
still said "Computer · Einfach", and nothing had said why."""

from __future__ import annotations

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.settings import LEVEL_LATER, SettingsScene
from ginrummy_desktop.ui.table.start import match_level, start_match

from .helpers import click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _level_button(settings: SettingsScene, level: str):  # type: ignore[no-untyped-def]
    row = next(r for r in settings.rows if any(v == level for v, _b in r.buttons))
    return dict(row.buttons)[level]


def test_a_level_chosen_during_a_match_counts_from_the_next(drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer("de")):
        app = menu_app(size=(800, 520), language="de")
        try:
            table = start_match(app, seed=3, rules="classic", level="simple")
            step(app, 5)
            app.open("settings")
            settings = app.stack.top
            assert isinstance(settings, SettingsScene)
            step(app)
            click(app, _level_button(settings, "master").rect.center)
            assert app.settings.opponent == "master"
            want = "Ab der nächsten Partie: Meister. Diese Partie bleibt bei Einfach."
            assert settings.note == LEVEL_LATER.format(new="Meister", level="Einfach") == want
            drawn.clear()
            step(app)
            assert want in drawn
            click(app, _level_button(settings, "simple").rect.center)
            assert settings.note is None, "the match's own level again: nothing to say"
            click(app, _level_button(settings, "strong").rect.center)
            key(app, Command.CANCEL)
            assert match_level(table.ctrl) == "simple"
        finally:
            app.stack.clear()


def test_no_word_of_the_match_from_the_menu() -> None:
    app = menu_app(size=(800, 520))
    try:
        app.open("settings")
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        step(app)
        click(app, _level_button(settings, "master").rect.center)
        assert app.settings.opponent == "master" and settings.note is None
    finally:
        app.stack.clear()


def test_the_note_stays_while_it_holds_and_is_said_on_opening(drawn: DrawnTexts) -> None:  # noqa: F811
    """German 1920x1080: "Meister" chosen, then "Tipps: Aus": the note went with the second
    choice, and the player thought the level setting broken. It stays while the match runs
    at another level, and opening the settings over such a match says it at once."""
    with use_localizer(Localizer("de")):
        app = menu_app(size=(1920, 1080), language="de")
        try:
            start_match(app, seed=3, rules="classic", level="simple")
            step(app, 5)
            app.open("settings")
            settings = app.stack.top
            assert isinstance(settings, SettingsScene)
            assert settings.note == LEVEL_LATER.format(new="Mittel", level="Einfach")
            step(app)
            click(app, _level_button(settings, "master").rect.center)
            want = LEVEL_LATER.format(new="Meister", level="Einfach")
            hints = next(r for r in settings.rows if str(r.label) == "Tipps")
            click(app, dict(hints.buttons)[False].rect.center)
            assert app.settings.show_hints is False and settings.note == want
            key(app, Command.CANCEL)
            app.open("settings")
            again = app.stack.top
            assert isinstance(again, SettingsScene) and again is not settings
            drawn.clear()
            step(app)
            assert again.note == want and want in drawn
        finally:
            app.stack.clear()
