"""The Hollywood sheet on a round's board is written as large as the round's lines beside it:
at 1280x800 it kept its full headers ("Game 1" ... "Sum") by shrinking to 9 pixels beside
14-pixel lines, where "1 2 3 Σ" fitted at 14. The full headers give up at most
``HEADS_GIVE`` pixels; then the short ones take the size. Drawn as the board draws it."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui import hollywood_sheet as sheet_module
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import find_match, make_app, step
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(800, 520), (1280, 800), (1920, 1080)])
def test_a_round_s_hollywood_sheet_keeps_its_size(size: tuple[int, int], lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    try:
        m = find_match(lambda m: len(m.results) >= 6 and not m.is_over, rules="hollywood")
        board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
        assert isinstance(board, ScoreboardScene) and not board.final
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        small = font_px(size, 14)
        fit = sheet_module.sheet_layout(sheet_module.games_rows(m), small,
                                        board.right_column(0, 10).width)
        assert fit.px >= small - sheet_module.HEADS_GIVE, (fit.px, small)
        total = fit.rows[-1][0]  # "Total · Computer", at the size laid out
        assert [r for text, _c, r in seen if text == total], "the sheet drawn as laid out"
    finally:
        app.stack.clear()
