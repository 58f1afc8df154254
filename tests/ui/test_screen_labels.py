"""One label size for the buttons of a screen, and the rule editor's labels clear of their
buttons: at 1920x1080 the new match's "Change rules..." and "Start" (and the editor's "Reset"
and "Use these rules") had larger labels than the rule sets and values beside them; at
640x420 in German "Unterbietungsbonus" nearly touched its "-" button."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.help import SCROLL_DOWN, SCROLL_UP
from ginrummy_desktop.ui.scenes.rules_editor import RulesEditorScene
from ginrummy_desktop.ui.screen import label_px
from ginrummy_desktop.ui.widgets import Button, button_px, text_width

from .helpers import step
from .menu_helpers import menu_app

SIZES = [(640, 420), (800, 520), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", ["new_match", "rules_editor"])
def test_one_label_size_on_a_screen(size: tuple[int, int], language: str, name: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app(size=size, language=language)
    try:
        app.open(name)
        step(app)
        seen = _drawn_sizes(app, monkeypatch)
        assert len(seen) >= 12
        assert len({px for _, px in seen}) == 1, sorted(set(seen), key=lambda s: s[1])
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_rule_labels_stand_clear_of_their_buttons(size: tuple[int, int],
                                                      language: str) -> None:
    app = menu_app(size=size, language=language)
    try:
        editor = app.open("rules_editor")
        assert isinstance(editor, RulesEditorScene)
        step(app)
        clear = max(12, font_px(size, 20))
        for i, row in enumerate(editor.rows):
            rect = editor.row_rect(i, size)
            first = row.minus.rect if row.minus.visible else row.value.rect
            end = rect.x + text_width(str(row.field.label), font_px(size, 17), bold=True)
            assert first.left - end >= clear, (str(row.field.label), first.left - end)
            assert 0 <= rect.left and row.plus.rect.right <= size[0]
        columns = [editor.row_rect(i, size) for i in (0, len(editor.rows) - 1)]
        assert not columns[0].colliderect(columns[1]), "the two columns apart"
    finally:
        app.stack.clear()


def _drawn_sizes(app, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """(label, text size) of every button drawn in the next frame."""
    seen: list[tuple[str, int]] = []
    real = Button.draw

    def drawing(self: Button, surface: object, px: int | None = None) -> None:
        seen.append((str(self.label), px or button_px(self.rect.height)))
        real(self, surface, px)  # type: ignore[arg-type]

    monkeypatch.setattr(Button, "draw", drawing)
    step(app)
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("tab", ["rules", "keys", "tutorial"])
def test_the_help_s_tabs_rule_sets_and_back_share_one_size(
        size: tuple[int, int], language: str, tab: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1920x1080 the tabs' labels were larger than the rule sets' under them, the Back
    button's larger than both (and "Start the tutorial" larger still)."""
    app = menu_app(size=size, language=language)
    try:
        helper = app.open("help", tab=tab)
        step(app)
        seen = [(label, px) for label, px in _drawn_sizes(app, monkeypatch)
                if label not in (SCROLL_UP, SCROLL_DOWN)]  # the arrows are signs, not words
        assert len(seen) >= (11 if tab == "rules" else 4)
        assert {px for _, px in seen} == {label_px(size)}, sorted(set(seen))
        for b in helper._buttons():  # and the labels fit their buttons at that size
            assert text_width(str(b.label), label_px(size)) <= b.rect.width - 8, \
                (str(b.label), b.rect)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_tutorial_offer_s_buttons_are_the_screens_size(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1920x1080 "Start the tutorial" and "No, thanks" were smaller than the main menu's
    entries and every screen's Back button."""
    app = menu_app(size=size, language=language, offer=True)
    try:
        menu = app.stack.top
        step(app)
        assert menu.showing_offer()
        sizes = dict(_drawn_sizes(app, monkeypatch))
        offer = [str(b.label) for b in menu.offer_buttons]
        assert [sizes[label] for label in offer] == [label_px(size)] * 2
        entries = [sizes[str(b.label)] for b in menu.buttons if b.visible]
        assert min(entries) >= label_px(size)
        for b in menu.offer_buttons:
            assert b.rect.height == font_px(size, 42)
    finally:
        app.stack.clear()
