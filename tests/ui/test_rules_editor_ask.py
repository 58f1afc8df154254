"""The rule editor's Reset and Back (Escape) dropped the player's changes without a word: now
they ask first where there are changes (a yes/no question like the game's others, No - keep
changing - focused), by mouse and keyboard; without changes they act at once."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.rules_editor import LEAVE_ASK, RESET_ASK, RulesEditorScene

from .helpers import click, key, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def _editor(app: Any, done: list[RuleSet]) -> RulesEditorScene:
    app.stack.clear(MenuScene(app))
    editor = app.open("rules_editor", base=RuleSet.preset("classic"), on_done=done.append)
    step(app)
    assert isinstance(editor, RulesEditorScene) and app.stack.top is editor
    return editor


def _target_up(app: Any, editor: RulesEditorScene) -> None:
    row = next(r for r in editor.rows if r.field.key == "target")
    click(app, row.plus.rect.center)
    assert editor.form.value("target") == 110 and editor.changed()


def test_escape_with_changes_asks_and_no_keeps_them() -> None:
    app, done = make_app(), []
    try:
        editor = _editor(app, done)
        _target_up(app, editor)
        key(app, Command.CANCEL)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene) and str(ask.text) == str(LEAVE_ASK)
        assert editor in app.stack
        key(app, Command.CONFIRM)  # the focused answer: keep changing
        assert app.stack.top is editor and editor.form.value("target") == 110
        key(app, Command.CANCEL)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        key(app, Command.LEFT)  # to "Go back"
        key(app, Command.CONFIRM)
        assert editor not in app.stack and done == []
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.stack.clear()


def test_the_back_button_asks_too_and_yes_leaves_by_mouse() -> None:
    app, done = make_app(), []
    try:
        editor = _editor(app, done)
        _target_up(app, editor)
        click(app, editor.back.rect.center)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        click(app, ask.no.rect.center)
        assert app.stack.top is editor and editor.form.value("target") == 110
        click(app, editor.back.rect.center)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        click(app, ask.yes.rect.center)
        assert editor not in app.stack and done == []
    finally:
        app.stack.clear()


def test_reset_with_changes_asks_and_yes_resets() -> None:
    app, done = make_app(), []
    try:
        editor = _editor(app, done)
        _target_up(app, editor)
        click(app, editor.reset.rect.center)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        assert str(ask.text) == RESET_ASK.format(name="Classic")
        key(app, Command.CANCEL)  # Escape is no
        assert app.stack.top is editor and editor.form.value("target") == 110
        click(app, editor.reset.rect.center)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene)
        click(app, ask.yes.rect.center)
        assert app.stack.top is editor and editor.form.value("target") == 100
        assert not editor.changed()
    finally:
        app.stack.clear()


def test_digits_being_typed_count_as_a_change_for_reset() -> None:
    app, done = make_app(), []
    try:
        editor = _editor(app, done)
        row = next(r for r in editor.rows if r.field.key == "target")
        click(app, row.value.rect.center)  # a number waits for digits
        key(app, Command.NUMBER, number=5)
        assert editor.changed()
        click(app, editor.reset.rect.center)
        assert isinstance(app.stack.top, ConfirmScene)
    finally:
        app.stack.clear()


def test_without_changes_reset_and_escape_act_at_once() -> None:
    app, done = make_app(), []
    try:
        editor = _editor(app, done)
        _target_up(app, editor)
        row = next(r for r in editor.rows if r.field.key == "target")
        click(app, row.minus.rect.center)  # changed back: nothing to lose
        assert not editor.changed()
        click(app, editor.reset.rect.center)
        assert app.stack.top is editor
        key(app, Command.CANCEL)
        assert editor not in app.stack and isinstance(app.stack.top, MenuScene)
    finally:
        app.stack.clear()


def test_the_questions_in_german_at_the_smallest_window(drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer("de")):
        app, done = make_app(size=(640, 420)), []
        try:
            editor = _editor(app, done)
            _target_up(app, editor)
            key(app, Command.CANCEL)
            drawn.clear()
            step(app)
            assert "Ohne die geänderten Regeln zurückgehen?" in drawn.joined()  # maybe wrapped
            assert "Zurückgehen" in drawn and "Weiter ändern" in drawn
            key(app, Command.CONFIRM)
            click(app, editor.reset.rect.center)
            drawn.clear()
            step(app)
            words = drawn.joined()
            assert "rückgängig" in words and "Klassisch" in words and "Zurücksetzen" in words
        finally:
            app.stack.clear()
