"""The opponent's level changed in Settings while a match runs says that it counts from the
next match on: the running match stays at the level it was started at (its save keeps it).
Seen at 800x520 in German: Pause, Einstellungen, Gegner "Meister", back at the table it
still said "Computer · Einfach", and nothing had said why."""

from __future__ import annotations

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.settings import LEVEL_LATER, MATCH_LEVEL, SettingsScene
from ginrummy_desktop.ui.table.start import match_level, start_match

from .helpers import click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _level_button(settings: SettingsScene, level: str):  # type: ignore[no-untyped-def]
    row = next(r for r in settings.rows if any(v == level for v, _b in r.buttons))
    return dict(row.buttons)[level]


def _in_match_choose(app, level: str, chosen: str):  # type: ignore[no-untyped-def]
    """A classic match at ``level`` on the table, its settings opened, ``chosen`` clicked:
    (the table, the settings)."""
    table = start_match(app, seed=3, rules="classic", level=level)
    step(app, 5)
    app.open("settings")
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    step(app)
    click(app, _level_button(settings, chosen).rect.center)
    return table, settings


def test_a_level_chosen_during_a_match_counts_from_the_next(drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer("de")):
        app = menu_app(size=(800, 520), language="de")
        try:
            table, settings = _in_match_choose(app, "simple", "master")
            assert app.settings.opponent == "master"
            assert table.ctrl.next_level == "master", "kept for the rematch"
            want = "Ab der nächsten Partie: Meister. Diese Partie bleibt bei Einfach."
            assert settings.note == LEVEL_LATER.format(new="Meister", level="Einfach") == want
            drawn.clear()
            step(app)
            assert want in drawn
            click(app, _level_button(settings, "simple").rect.center)
            assert settings.note is None, "the match's own level again: nothing to say"
            assert table.ctrl.next_level == "simple"
            click(app, _level_button(settings, "strong").rect.center)
            key(app, Command.CANCEL)
            assert match_level(table.ctrl) == "simple"
        finally:
            app.stack.clear()


def test_opened_over_a_match_at_another_level_it_says_the_match_s(
        drawn: DrawnTexts, lang: str) -> None:  # noqa: F811
    """English 1024x700: a match against Medium resumed after one against Simple; its
    settings showed "Simple" chosen and said nothing, and the player read it as the level
    playing. They say which level the match is played at; nothing where it is the one
    shown."""
    from ginrummy_desktop.i18n import terms as T

    app = menu_app(size=(1024, 700), language=lang)
    try:
        app.settings.opponent = "simple"
        start_match(app, seed=3, rules="classic", level="medium")
        step(app, 5)
        app.open("settings")
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        drawn.clear()
        step(app)
        want = MATCH_LEVEL.format(level=T.LEVEL_NAMES["medium"])
        assert settings.note == want and want in drawn
        assert str(T.LEVEL_NAMES["medium"]) in want
        key(app, Command.CANCEL)
        app.settings.opponent = "medium"
        app.open("settings")
        assert app.stack.top.note is None, "the level shown is the match's"
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
            assert settings.note == MATCH_LEVEL.format(level="Einfach"), \
                "no level chosen here: which the match is played at"
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


def test_the_rematch_is_at_the_level_the_note_promised() -> None:
    """German 1280x800: "Stark" chosen in the settings during a match against Master, the
    note said "Ab der nächsten Partie: Stark", and the finished match's "Revanche" was
    against Master again. The rematch, and the new-match screen after the match, now offer
    the level chosen while the match was open."""
    from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    from .test_after_match import finished_table

    app, table = finished_table()
    try:
        table.ctrl.opponents[COMPUTER].level = "master"  # the stand-in played as Master
        assert match_level(table.ctrl) == "master" and app.settings.opponent != "strong"
        key(app, Command.CANCEL)  # the pause menu, its settings
        app.open("settings")
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        step(app)
        click(app, _level_button(settings, "strong").rect.center)
        assert settings.note is None, "the match is over: nothing to say of it"
        app.stack.pop()
        app.stack.pop()  # the settings, the pause menu
        step(app)
        assert app.stack.top is table
        table.buttons["new"].press()
        chooser = app.stack.top
        assert isinstance(chooser, NewMatchScene) and chooser.level == "strong"
        app.stack.pop()
        step(app)
        table.buttons["rematch"].press()
        new = app.stack.named("table")
        assert isinstance(new, TableScene) and new is not table
        assert match_level(new.ctrl) == "strong"
    finally:
        app.stack.clear()


def test_the_level_promised_is_kept_when_the_match_is_resumed() -> None:
    """German 800x520: "Mittel" chosen in the settings during a match against Meister, the
    window closed, the match resumed and won: "Neue Partie …" and the rematch offered Meister
    again (the promise lived in memory only). It is saved with the match at once."""
    from ginrummy_desktop.ui.table.start import next_level, resume_match

    app = menu_app(size=(800, 520))
    try:
        table, _settings = _in_match_choose(app, "master", "medium")
        saved = table.ctrl.saved
        assert saved is not None and table.ctrl.writer is not None
        assert table.ctrl.writer.flush()
        table.ctrl.shutdown()  # the window closed: its lock goes
        app.stack.clear()
        again, match = app.store.load(saved.id)
        assert again.opponent == "master" and again.next_opponent == "medium"
        resumed = resume_match(app, again, match)
        assert match_level(resumed.ctrl) == "master", "the match itself stays at its level"
        assert next_level(resumed.ctrl) == "medium"
        resumed.ctrl.shutdown()
        app.stack.clear()
        app.settings.opponent = "simple"  # chosen again, in the main menu's settings: the
        again, match = app.store.load(saved.id)  # level chosen last counts (it offered the
        resumed = resume_match(app, again, match)  # one chosen in the match; 1366x768)
        assert next_level(resumed.ctrl) == "simple" and match_level(resumed.ctrl) == "master"
    finally:
        app.stack.clear()
