"""The Hollywood score sheet says which games each won round went into ("1, 2": a seat's
second win, entered in games 1 and 2). Seen (English 1440x900, a Hollywood match checked by
hand against RULES.md): the sheet showed one column of round points per player, and a
Hollywood player had to work out which games a round counted in."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import hollywood_entries
from ginrummy_desktop.ui import score_sheet
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import find_match, make_app, step, texts_drawn


def _rows(rules: str, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[str, int]], object]:
    app = make_app(size=(1280, 800))
    try:
        m = find_match(lambda m: len(m.scored) >= 4 and not m.is_over, rules=rules)
        board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
        assert isinstance(board, ScoreboardScene)
        seen = texts_drawn(monkeypatch, score_sheet)
        step(app)
        return list(seen), m
    finally:
        app.stack.clear()


def test_each_won_round_names_its_games(monkeypatch: pytest.MonkeyPatch) -> None:
    seen, m = _rows("hollywood", monkeypatch)
    texts = [t for t, _x in seen]
    assert "Games" in texts
    x_games = next(x for t, x in seen if t == "Games")
    column = [t for t, x in seen if x == x_games and t != "Games"]
    expected = [", ".join(map(str, g)) for g in hollywood_entries(m.rules, m.scored)]
    assert [t for t in column if t] == expected[-len([t for t in column if t]):]
    assert any("," in t for t in expected)  # a round that went into two games at least


def test_a_classic_sheet_has_no_games_column(monkeypatch: pytest.MonkeyPatch) -> None:
    seen, _m = _rows("classic", monkeypatch)
    assert "Games" not in [t for t, _x in seen]
