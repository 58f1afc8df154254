"""The main menu, the new match screen and the settings, driven by real events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.persistence import load_settings
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.settings import SettingsScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import click, key, step, step_until
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    for b in scene.__dict__.values():
        items = b if isinstance(b, list) else [b]
        for item in items:
            item = item[1] if isinstance(item, tuple) else item
            if hasattr(item, "label") and str(item.label) == label and item.visible:
                return item
    for row in getattr(scene, "rows", []):
        for _, b in row.buttons:
            if str(b.label) == label:
                return b
    raise AssertionError(f"no button {label!r}")


def test_new_match_from_the_menu_with_a_preset_and_a_level(app) -> None:  # type: ignore[no-untyped-def]
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, _button(menu, "New match").rect.center)
    new = app.stack.top
    assert isinstance(new, NewMatchScene)
    click(app, dict(new.presets.buttons)["short"].rect.center)
    click(app, dict(new.levels.buttons)["strong"].rect.center)
    click(app, new.start.rect.center)
    table = app.stack.find(TableScene)
    assert table is not None
    assert table.ctrl.match.rules.name == "short"
    assert table.ctrl.saved is not None and table.ctrl.saved.opponent == "strong"
    saved, problem = load_settings()
    assert problem is None
    assert (saved.last_preset, saved.opponent) == ("short", "strong")
    # the next new match screen starts with the remembered choice
    app.to_menu()
    step(app)
    app.push(NewMatchScene(app))
    assert (app.stack.top.preset, app.stack.top.level) == ("short", "strong")


def test_keyboard_navigation(app) -> None:  # type: ignore[no-untyped-def]
    key(app, Command.DOWN)  # New match -> Saved matches (nothing to continue yet)
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, SavesScene)
    key(app, Command.CANCEL)
    assert isinstance(app.stack.top, MenuScene)
    key(app, Command.UP)
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, NewMatchScene)
    key(app, Command.SELECT)  # Space: the focused preset (Enter on it would start)
    new = app.stack.top
    for _ in range(len(new.focus_order()) - 1):  # the levels' row is one stop
        if new.start.focused:
            break
        key(app, Command.DOWN)
    key(app, Command.CONFIRM)  # Start
    step_until(app, lambda: app.stack.find(TableScene) is not None, frames=10)


def test_language_switch_on_the_menu_shows_at_once_and_is_remembered(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    menu = app.stack.top
    step(app)
    assert "New match" in drawn and "Neue Partie" not in drawn
    drawn.clear()
    click(app, menu.lang_buttons[0].rect.center)  # Deutsch
    drawn.clear()
    step(app)
    assert "Neue Partie" in drawn and "Gespeicherte Partien" in drawn
    assert "New match" not in drawn
    assert load_settings()[0].language == "de"
    key(app, Command.LEFT)  # Left/Right switch back
    drawn.clear()
    step(app)
    assert "New match" in drawn
    assert load_settings()[0].language == "en"


def test_settings_change_at_once_and_persist(app) -> None:  # type: ignore[no-untyped-def]
    click(app, _button(app.stack.top, "Settings").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    click(app, _button(scene, "Four colours").rect.center)
    assert app.settings.deck_colours == "4color" and app.cards.deck == "4color"
    click(app, _button(scene, "Strong").rect.center)
    click(app, _button(scene, "Fast").rect.center)
    assert app.anim == 0.5
    name, rect = scene.back_rects(app.size)[0]
    click(app, rect.center)
    assert app.settings.card_back == name and app.cards.back_name == name
    off = [b for value, b in scene.rows[5].buttons if value is False][0]
    click(app, off.rect.center)
    saved = load_settings()[0]
    assert (saved.deck_colours, saved.opponent, saved.animation_speed, saved.card_back,
            saved.sound) == ("4color", "strong", "fast", name, False)
    # keyboard: Up/Down walk the rows (the focus is on Sound now), Left/Right change them
    for _ in range(5):
        key(app, Command.UP)
    assert scene._row_of_focus() == 0
    key(app, Command.RIGHT)  # English is the last choice: Right stays there
    assert load_settings()[0].language == "en"
    key(app, Command.LEFT)
    assert load_settings()[0].language == "de"
    key(app, Command.CANCEL)
    assert isinstance(app.stack.top, MenuScene)


def test_a_language_from_the_command_line_stays_when_a_setting_changes(app) -> None:  # type: ignore[no-untyped-def]
    """``--lang de`` over saved English settings: choosing four colours switched the whole game
    back to English (apply_settings re-applied the saved language)."""
    from ginrummy_desktop.i18n import current_language, set_language
    from ginrummy_desktop.ui.cli import parse_args, session_language

    assert app.settings.language == "en"
    set_language(session_language(parse_args(["--lang", "de"]), app.settings))
    try:
        click(app, _button(app.stack.top, "Einstellungen").rect.center)
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)
        click(app, _button(scene, "Vier Farben").rect.center)
        assert app.settings.deck_colours == "4color"
        assert current_language() == "de"
        assert load_settings()[0].language == "de"  # what the settings screen shows is saved
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_chosen_level_is_described_under_the_opponent_buttons(
        size: tuple[int, int], language: str, drawn: DrawnTexts) -> None:  # noqa: F811
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.scenes.newmatch import LEVEL_NOTES, LEVELS
    from ginrummy_desktop.ui.widgets import wrap

    a = menu_app(size=size, language=language)
    try:
        a.push(NewMatchScene(a))
        step(a)
        new = a.stack.top
        notes = {str(n) for n in LEVEL_NOTES.values()}
        assert len(notes) == 4, "four different notes in this language"
        for level, button in new.levels.buttons:
            click(a, button.rect.center)
            assert new.level == level
            right = new.columns(size)[1]
            lines = new.level_note(right.width, font_px(size, 15))
            # at 640x420 the master's German note took three lines, the third left out
            assert 1 <= len(lines) <= new.note_lines(size), "the note fits the room kept"
            drawn.clear()
            step(a)
            assert all(line in drawn.texts for line in lines), (lines, drawn.texts)
            for other in LEVELS:
                if other != level:
                    first = wrap(str(LEVEL_NOTES[other]), font_px(size, 15), right.width)[0]
                    assert first not in drawn.texts, "only the chosen level's note"
            assert new.start.rect.top > button.rect.bottom + new.note_height(size)
            assert new.start.rect.bottom <= size[1]
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("text", [
    "custom,target=90,box_bonus=10,shutout=double,oklahoma=true,spades_double=true",
    "custom,target=150,game_bonus=50,box_bonus=20,shutout=plus100,oklahoma=true,"
    "spades_double=true",
    # every sentence a summary has (German, 640x420: "... die Punkte des Siegers" was the
    # last line drawn, "in diesem Spiel werden verdoppelt." was cut)
    "hollywood,oklahoma=true,spades_double=true,game_bonus=50,box_bonus=10,shutout=double",
    "hollywood,oklahoma=true,spades_double=true,game_bonus=100,box_bonus=25,shutout=plus100",
    # an own knock limit with Oklahoma: the longest knock sentence
    "custom,knock_limit=7,target=150,game_bonus=50,box_bonus=20,shutout=plus100,oklahoma=true,"
    "spades_double=true"])
def test_an_own_rule_set_is_shown_whole(size: tuple[int, int], language: str, text: str,
                                        drawn: DrawnTexts) -> None:  # noqa: F811
    """At 640x420 in German an own rule set with Oklahoma, spades and bonuses lost its last
    line ("... des Siegers werden verdoppelt.") under the panel's edge: the panel grows, and
    "Start" and "Change rules..." stand on the Back button's row."""
    from ginrummy_desktop.engine import RuleSet
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.screen import rules_summary
    from ginrummy_desktop.ui.widgets import wrap

    a = menu_app(size=size, language=language)
    try:
        a.settings.custom_rules = RuleSet.parse(text).text()
        new = a.open("new_match")
        new._set_preset("custom")
        drawn.clear()
        step(a)
        right = new.columns(size)[1]
        for sentence in rules_summary(new.rules):
            for line in wrap(sentence, font_px(size, 16), right.width - 28):
                assert line in drawn.texts, line
        panel_bottom = right.y + new.panel_height(size)
        buttons = [b for _, b in new.levels.buttons]
        assert panel_bottom < min(b.rect.top for b in buttons)
        assert new.start.rect.top >= max(b.rect.bottom for b in buttons) + new.note_height(size)
        assert new.start.rect.y == new.back.rect.y and new.start.rect.right <= size[0]
        assert not new.change.rect.colliderect(new.back.rect)
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_a_note_stands_clear_of_the_start_row(size: tuple[int, int],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A note (the settings could not be written) was drawn on the Back button's row, where
    "Change rules..." and "Start" stand: it goes under the rule sets, wrapped."""
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.scenes import newmatch
    from ginrummy_desktop.ui.widgets import wrap

    a = menu_app(size=size, language="de")
    try:
        new = a.open("new_match")
        new.note = ("Die Einstellungen konnten nicht gespeichert werden: /home/player/.config/"
                    "ginrummy-desktop/settings.json ist schreibgeschützt.")
        seen: list[tuple[str, pygame.Rect]] = []
        real = newmatch.draw_text

        def noting(surface: Any, text: Any, pos: Any, px: int, *args: Any,
                   **kwargs: Any) -> pygame.Rect:
            rect = real(surface, text, pos, px, *args, **kwargs)
            seen.append((str(text), rect))
            return rect

        monkeypatch.setattr(newmatch, "draw_text", noting)
        step(a)
        expected = wrap(new.note, font_px(size, 15), new.columns(size)[0].width, bold=True)
        lines = [(t, r) for t, r in seen if t in expected]
        assert [t for t, _ in lines] == expected and len(expected) >= 2
        buttons = [b.rect for b in new._buttons()]
        for _, rect in lines:
            assert rect.collidelist(buttons) < 0 and a.screen.get_rect().contains(rect)
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_opponent_row_stays_whatever_rule_set_is_chosen(size: tuple[int, int],
                                                            language: str) -> None:
    """At 640x420 the opponent's buttons moved down when an own rule set with Oklahoma,
    spades and bonuses was chosen (its description made the panel taller): a row that jumps
    under the mouse. Every rule set, chosen by mouse, leaves them where they were."""
    from ginrummy_desktop.engine import RuleSet

    a = menu_app(size=size, language=language)
    try:
        a.settings.custom_rules = RuleSet.parse(
            "hollywood,oklahoma=true,spades_double=true,game_bonus=100,box_bonus=25,"
            "shutout=plus100").text()
        new = a.open("new_match")
        step(a)
        where = [b.rect.copy() for _, b in new.levels.buttons]
        for name, b in new.presets.buttons:
            if name == "custom":  # the own rules are chosen without the editor
                new._set_preset("custom")
            else:
                click(a, b.rect.center)
            step(a)
            assert new.preset == name
            assert [b.rect for _, b in new.levels.buttons] == where, name
    finally:
        a.stack.clear()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_settings_ring_starts_on_the_language_chosen(language: str) -> None:
    """Opened by keys (1920x1080 English) the ring sat on "Deutsch", the language not chosen,
    while Up/Down put it on each row's chosen value: Enter at once switched the game to
    German. It starts on the chosen one; Enter there changes nothing."""
    from ginrummy_desktop.i18n import current_language, set_language

    a = menu_app(language=language)
    try:
        set_language(language)
        a.open("settings")
        scene = a.stack.top
        assert isinstance(scene, SettingsScene)
        step(a)
        assert dict(scene.rows[0].buttons)[language].focused
        key(a, Command.CONFIRM)
        assert current_language() == language
        key(a, Command.DOWN)  # as the other rows: their chosen value
        assert dict(scene.rows[1].buttons)[a.settings.opponent].focused
    finally:
        a.stack.clear()
        set_language("en")


def test_the_settings_screen_opens_with_another_window_s_changes() -> None:
    """Two games on one user's files: the settings screen of one showed its old values
    ("Normal", 10 s) after the other chose "Fast" and 20 s, and a card back chosen there wrote
    them all back. It opens with the other's values; a choice there keeps them."""
    from ginrummy_desktop.persistence import load_settings, save_settings

    a = menu_app(language="en")
    try:
        save_settings(a.settings)  # this window's file
        other, _ = load_settings()
        other.animation_speed, other.summary_seconds = "fast", 20
        save_settings(other)
        scene = a.open("settings")
        assert (a.settings.animation_speed, a.settings.summary_seconds) == ("fast", 20)
        step(a)
        row = next(r for r in scene.rows if "red" in dict(r.buttons))
        red = dict(row.buttons)["red"]
        click(a, red.rect.center)
        on_disk, _ = load_settings()
        assert (on_disk.card_back, on_disk.animation_speed, on_disk.summary_seconds) == (
            "red", "fast", 20)
    finally:
        a.stack.clear()
