"""The Hollywood charts' dashed target line is named (known since session 17): the three
games' charts, too narrow for an axis each, share one y axis and one legend, and their red
dashed lines had no "Target 100" of their own (only the axis's number in red), where the
classic chart writes it on its line. The shared legend now starts with a dashed line and
"Target 100" ("Ziel 100"), clear of the names and of the x axis's "Entry". Drawn as the
final board and a round's board draw it, German and English."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.i18n import format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import hollywood_sheet as sheet_module
from ginrummy_desktop.ui.chart import TARGET_COLOUR, TARGET_LABEL, draw_legend
from ginrummy_desktop.ui.layout import font_px

from .helpers import make_app, step
from .test_hollywood_round_board import _one_closed
from .test_hollywood_sheet import _board, _drawn

SIZES = [(640, 420), (800, 520), (1920, 1080)]


def _key_and_legend(app: Any, board: Any, monkeypatch: pytest.MonkeyPatch
                    ) -> tuple[list[pygame.Rect], pygame.Rect, list[pygame.Rect]]:
    """The target's key as drawn under the charts, the legend's names and marks, and the
    x axis's name ("Entry") as drawn."""
    size = app.size
    seen = _drawn(monkeypatch, sheet_module)
    step(app)
    area = board.chart_area()
    px = font_px(size, 14)
    label = str(TARGET_LABEL.format(n=format_number(board.match.rules.target)))
    keys = list({tuple(r): r for text, col, r in seen
                 if text == label and tuple(col) == tuple(TARGET_COLOUR)}.values())
    legend = draw_legend(pygame.Surface(size), (area.right - 6, area.bottom - px - 2),
                         [T.YOU, T.OPPONENT], px)
    entry = [r for text, _c, r in seen if text == str(sheet_module.ENTRY_AXIS)]
    return keys, legend, entry


@pytest.mark.parametrize("size", SIZES)
def test_the_final_board_names_the_dashed_line(size: tuple[int, int], lang: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _board(size)
    try:
        keys, legend, entry = _key_and_legend(app, board, monkeypatch)
        assert len(keys) == 1, keys
        key = keys[0]
        area = board.chart_area()
        assert area.left <= key.left and area.top <= key.top
        assert key.bottom <= legend.bottom + 1  # on the legend's line (which ends there)
        assert key.right < legend.left
        assert abs(key.centery - legend.centery) <= 2
        assert not any(key.colliderect(r) for r in entry)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_a_round_s_board_names_it_too(size: tuple[int, int], lang: str,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    try:
        m = _one_closed()
        board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
        keys, legend, entry = _key_and_legend(app, board, monkeypatch)
        assert len(keys) == 1, keys
        assert keys[0].right < legend.left
        assert not any(keys[0].colliderect(r) for r in entry)
    finally:
        app.stack.clear()
