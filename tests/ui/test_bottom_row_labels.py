"""The bottom row's labels are drawn alike and whole: where the row is too long for the
window, the room round the labels shrinks first, then all labels together. At 640x420 in
German with large cards the row was laid out a size smaller than drawn, and "Sortieren:
Kombinationen" and "Zurücknehmen" alone were squeezed into their buttons, smaller than the
rest (real window)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.layout import TableLayout, font_px
from ginrummy_desktop.ui.table.buttons import ROW, make_buttons, place_buttons
from ginrummy_desktop.ui.widgets import text_surface

PLAYING = {"sort_melds", "sort_suit", "sort_rank", "hint", "takeback", "big_gin", "menu"}
OVER = {"summary", "rematch", "new", "menu"}


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("shown", [PLAYING, OVER])
def test_the_rows_labels_are_one_size_and_fit_their_buttons(
        lang: str, size: tuple[int, int], large: bool, shown: set[str]) -> None:
    b = make_buttons({name: (lambda: None) for name in (*ROW, "take", "pass", "menu")})
    for name, button in b.items():
        button.visible = name in shown
    lay = TableLayout(size, large)
    place_buttons(b, lay)
    row = [b[name] for name in ROW if b[name].visible]
    sizes = {button.label_px for button in row}
    assert len(sizes) == 1, sizes
    px = sizes.pop()
    assert px is not None and 8 <= px <= font_px(lay.size, 17)
    for button in row:
        width = text_surface(str(button.label), px).get_width()
        assert width <= button.rect.width - 8, (str(button.label), width, button.rect)
    assert max(button.rect.right for button in row) < b["menu"].rect.left


def test_german_large_cards_at_640x420_keep_the_full_size() -> None:
    """The case seen: the room round the labels gives way, the labels keep their size."""
    previous = set_localizer(Localizer("de"))
    try:
        b = make_buttons({name: (lambda: None) for name in (*ROW, "take", "pass", "menu")})
        for name, button in b.items():
            button.visible = name in PLAYING - {"big_gin"}
        lay = TableLayout((640, 420), True)
        place_buttons(b, lay)
        assert {b[name].label_px for name in PLAYING - {"big_gin", "menu"}} == {
            font_px(lay.size, 17)}
    finally:
        set_localizer(previous)
