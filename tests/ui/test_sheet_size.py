"""The score sheet's text on the round's board grows with the window: at 1920x1080 it stood
at 19 px under the round's 23 px lines; it is as large as they are there, and 14 px at
1280x800 and below as before. The rows still end above the buttons and the chart beside them
keeps its room."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui import score_sheet
from ginrummy_desktop.ui.demo import long_match
from ginrummy_desktop.ui.layout import font_px

from .helpers import make_app, step


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080),
                                  (2560, 1440)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_sheet_reads_as_large_as_the_round_above_it(size: tuple[int, int], lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    drawn: list[tuple[str, int, pygame.Rect]] = []
    original = score_sheet.draw_text

    def recording(surface, text, pos, px, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = original(surface, text, pos, px, *args, **kwargs)
        drawn.append((str(text), px, rect))
        return rect

    monkeypatch.setattr(score_sheet, "draw_text", recording)
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        m = long_match()
        board = app.open("scoreboard", match=m, result=m.results[-1])
        step(app)
        line_px, _lines = board.round_text()
        area, px = board.sheet_area()
        rows = [d for d in drawn if d[0] in {str(n) for n in range(1, 31)}]
        assert rows and all(p == px for _t, p, _r in rows)
        if size[0] > 1280:
            assert px >= line_px - 1, (px, line_px)  # the sheet as large as the round
        else:
            assert px == font_px(size, 14)  # as before
        assert px <= line_px
        assert board.sheet_fit() >= 4  # still a good part of the match at once
        buttons = board.close_button.rect
        assert all(r.bottom <= buttons.top for _t, _p, r in drawn), "above the buttons"
        assert area.right <= board.round_chart_area().left
    finally:
        app.stack.clear()
        set_localizer(previous)
