"""The final board of a match of one round (Single round): a whole chart stood there for one
point each (English 1920x1080, the board as tall as the window, its lower half empty). It
has no chart and is as tall as its lines; a match of many rounds keeps its chart."""

from __future__ import annotations

from typing import Any

import pytest

import ginrummy_desktop.ui.scenes.scoreboard as board_module
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import make_app, step


def _board(size: tuple[int, int], rules: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list]:
    charts: list[Any] = []
    monkeypatch.setattr(board_module, "draw_score_chart", lambda *a, **k: charts.append(a))
    app = make_app(size=size)
    m = finished_match(seed=5, rules=rules)
    board = app.open("scoreboard", match=m, result=m.results[-1])
    step(app, 2)
    return board, charts


@pytest.mark.parametrize("size", [(640, 420), (1280, 800), (1920, 1080)])
def test_a_match_of_one_round_ends_on_a_board_without_a_chart(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    board, charts = _board(size, "single", monkeypatch)
    assert len(board.match.results) == 1 and board.final
    assert charts == []
    sheet, _px = board.sheet_area()
    assert board.panel().height < size[1] * 0.75, "as tall as its lines, not the window"
    assert sheet.height > 0
    longer, charts = _board(size, "classic", monkeypatch)
    assert len(longer.match.results) > 1 and charts, "many rounds: the chart stays"
    assert longer.panel().height > board.panel().height
    assert longer.panel().width == board.panel().width, "as wide as every final board"
