"""Texts a new player met in the first hour: the pause menu's note (under the last button at
640x420, and in the language chosen in the settings opened from that menu), the menu's
"Continue" line for custom rules, the tutorial's computer named without a level."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes import pause as pause_module
from ginrummy_desktop.ui.scenes.pause import PauseScene

from .helpers import click, key, make_app, step, step_until, table_for
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _pause_over_table(size: tuple[int, int], on_save: Any) -> tuple[Any, PauseScene]:
    app = make_app(size=size)
    table_for(app, Match(RuleSet.preset("classic"), 3))
    pause = app.open("pause", on_save=on_save, on_quit=lambda: None)
    step(app)
    assert isinstance(pause, PauseScene)
    return app, pause


def _note_places(app: Any, pause: PauseScene, monkeypatch: pytest.MonkeyPatch
                 ) -> list[pygame.Rect]:
    """Where the pause menu draws its note's lines (drawn once, recorded)."""
    places: list[pygame.Rect] = []
    original = pause_module.draw_text

    def recording(surface: Any, text: Any, pos: Any, *args: Any, **kwargs: Any) -> Any:
        r = original(surface, text, pos, *args, **kwargs)
        if pause.note and str(text) in pause.note:
            places.append(r)
        return r

    monkeypatch.setattr(pause_module, "draw_text", recording)
    pause.draw(app.screen)
    return places


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_not_saved_note_stands_under_the_last_button(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in German "Dieses Spiel wird nicht gespeichert." touched "Zum Hauptmenü"
    (the tutorial's pause menu)."""
    with use_localizer(Localizer(language)):
        app, pause = _pause_over_table(size, on_save=None)
        try:
            places = _note_places(app, pause, monkeypatch)
            assert places, "the note is drawn"
            last = max(b.rect.bottom for b in pause.buttons)
            panel = pause._panel()
            for r in places:
                assert r.top >= last + 2, (r, last)
                assert panel.contains(r), (r, panel)
        finally:
            app.stack.clear()


def test_saving_moves_no_button() -> None:
    app, pause = _pause_over_table((640, 420), on_save=lambda: True)
    try:
        before = [b.rect.copy() for b in pause.buttons]
        click(app, pause.buttons[4].rect.center)  # Save
        assert pause.note == "The match is saved."
        step(app)
        assert [b.rect for b in pause.buttons] == before
    finally:
        app.stack.clear()


def test_the_note_follows_the_language_chosen_in_the_settings() -> None:
    """Escape in the tutorial, Settings, English: back in the pause menu its note was still
    "Dieses Spiel wird nicht gespeichert." (640x420)."""
    app = menu_app(size=(640, 420), language="de")
    try:
        table_for(app, Match(RuleSet.preset("classic"), 3))
        pause = app.open("pause", on_save=None, on_quit=lambda: None)
        assert pause.note == "Dieses Spiel wird nicht gespeichert."
        step(app)
        click(app, pause.buttons[2].rect.center)  # Einstellungen
        settings = app.stack.top
        step(app)
        english = dict(settings.rows[0].buttons)["en"]
        click(app, english.rect.center)
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is pause
        assert pause.note == "This game is not saved."
    finally:
        app.stack.clear()


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Continue: Classic + to 10 against Medium, You 0 : 0 Computer"),
    ("de", "Weiterspielen: Klassisch + bis 10 gegen Mittel, Du 0 : 0 Computer"),
])
def test_continue_names_custom_rules_as_the_table_does(language: str, expected: str) -> None:
    """A match of "Classic + to 10" was continued from "Continue: Custom rules, ..." while the
    table and the saved matches said "Classic + to 10" (800x520)."""
    app = menu_app(size=(800, 520), language=language)
    try:
        store: MatchStore = app.store
        rules = RuleSet.preset("classic").custom(target=10)
        m = Match(rules, 7)
        m.round  # noqa: B018  (dealt)
        saved = store.new(rules, 7, opponent="medium")
        store.save(saved, m)
        app.to_menu()
        step(app)
        menu = app.stack.top
        assert str(menu.buttons[0].label) == expected
    finally:
        app.stack.clear()


def test_the_tutorial_s_computer_has_no_level(drawn: DrawnTexts) -> None:  # noqa: F811
    """The tutorial's scripted computer was named "Computer · Medium" (the settings' level)."""
    from ginrummy_desktop.ui.tutorial import start_tutorial

    app = menu_app(size=(800, 520))
    try:
        app.settings.opponent = "strong"
        table = start_tutorial(app)
        step_until(app, lambda: app.stack.top is table, timeout=30.0)
        drawn.clear()
        step(app)
        assert "Computer" in drawn.texts
        assert not any(t.startswith("Computer \u00b7") for t in drawn.texts), drawn.joined()
    finally:
        app.stack.clear()
