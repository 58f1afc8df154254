"""A window resized from wide to tall: the cards grew by a quarter in one step at the height
of 1.3 widths (900x1150 to 900x1200: 107 to 136 px), and the words on the table stayed at the
width's size beside cards a quarter larger (900x1200). The cards now grow with the height from
a square window on, and the table's words grow with them (the buttons' row, bound by the
width, keeps its size)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.layout import TALL, TableLayout, font_px
from ginrummy_desktop.ui.table.info import info_panel

from .helpers import find_match, make_app, step, table_for


@pytest.mark.parametrize("w", [640, 900, 1080])
@pytest.mark.parametrize("large", [False, True])
def test_the_cards_grow_smoothly_as_the_window_grows_taller(w: int, large: bool) -> None:
    widths = [TableLayout((w, h), large).card[0] for h in range(int(w * 0.9), int(w * 1.6))]
    jumps = [b - a for a, b in zip(widths, widths[1:], strict=False)]
    assert min(jumps) >= 0, "never smaller in a taller window"
    assert max(jumps) <= 2, max(jumps)
    assert widths[-1] >= w / 7 and widths[0] < w / 8, "from a width's 8.4th to its 6.6th"


def test_the_usual_windows_keep_the_words_of_their_size() -> None:
    for size in [(640, 420), (800, 520), (1280, 800), (1920, 1080), (1000, 990)]:
        assert TableLayout(size).text_size == size


@pytest.mark.parametrize("size", [(900, 1200), (1080, 1920)])
def test_a_tall_windows_words_grow_with_its_cards(size: tuple[int, int], lang: str) -> None:
    lay = TableLayout(size)
    assert size[1] >= size[0] * TALL
    app = make_app(size=size)
    try:
        table = table_for(app, find_match(lambda m: m.round_number >= 2, rules="oklahoma"))
        step(app, 2)
        placed = [p for p in info_panel(table) if p.text]
        small = font_px(size, 16)
        assert min(p.px for p in placed) >= small * 1.2, (small, [p.px for p in placed])
        assert font_px(lay.text_size, 14) > font_px(size, 14), "the piles' names too"
    finally:
        app.stack.clear()
