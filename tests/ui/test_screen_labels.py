"""One label size for the buttons of a screen, and the rule editor's labels clear of their
buttons: at 1920x1080 the new match's "Change rules..." and "Start" (and the editor's "Reset"
and "Use these rules") had larger labels than the rule sets and values beside them; at
640x420 in German "Unterbietungsbonus" nearly touched its "-" button."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.rules_editor import RulesEditorScene
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
        seen: list[tuple[str, int]] = []
        real = Button.draw

        def drawing(self: Button, surface: object, px: int | None = None) -> None:
            seen.append((str(self.label), px or button_px(self.rect.height)))
            real(self, surface, px)  # type: ignore[arg-type]

        monkeypatch.setattr(Button, "draw", drawing)
        step(app)
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
