"""The Hollywood final board gives its sheet and its charts room to be read.

The sheet's column heads keep about half a letter's height apart: at 1920x1080 in English
"Game 1 Game 2 Game 3" stood 8 pixels apart and read as one heading. The three games'
charts, where they are too narrow for an axis each, share one y axis on their left (one
scale for all three) and give up the "Points" and "Entry" titles each had: at 640x420 in
German each plot was some 22 pixels wide beside its own numbers. Drawn as the board draws
them, German and English."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import format_number
from ginrummy_desktop.ui import chart as chart_module
from ginrummy_desktop.ui import hollywood_sheet as sheet_module
from ginrummy_desktop.ui.layout import font_px

from .helpers import step
from .test_hollywood_sheet import _board, _charts, _drawn


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_sheet_s_column_heads_stand_apart(size: tuple[int, int], lang: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _board(size)
    try:
        fit = sheet_module.sheet_layout(sheet_module.games_rows(board.match), font_px(size, 17),
                                        board.right_column(0, 10).width)
        heads = fit.rows[0][1]
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        drawn = [r for text, _c, r in seen if text in heads and r.y < board.chart_area().y]
        assert len(drawn) == len(heads) == 4
        for a, b in zip(drawn, drawn[1:], strict=False):
            assert b.left - a.right >= fit.px // 2 + 2, (heads, fit.px, a, b)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_narrow_charts_share_one_axis(size: tuple[int, int], lang: str,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _board(size)
    try:
        step(app)
        px = font_px(size, 14)
        charts = _charts(board, size)
        seen = _drawn(monkeypatch, chart_module)
        shared = _drawn(monkeypatch, sheet_module)
        step(app)
        assert all(c.bare for c in charts), "three charts too narrow for an axis each"
        for c in charts:
            assert c.plot.width >= 4 * px, (c.plot, px)
            assert c.y_ticks() == charts[0].y_ticks()
            assert [c.y_of(v) for v in c.y_ticks()] == [charts[0].y_of(v) for v in c.y_ticks()]
        top = format_number(charts[0].y_ticks()[-1])
        numbers = [r for text, _c, r in seen + shared if text == top]
        assert len(numbers) == 1, "the axis's numbers once, left of the first chart"
        assert numbers[0].right <= charts[0].plot.x
        assert numbers[0].left >= board.chart_area().x
        for a, b in zip(charts, charts[1:], strict=False):
            assert a.area.right < b.area.x, "the charts side by side, apart"
    finally:
        app.stack.clear()
