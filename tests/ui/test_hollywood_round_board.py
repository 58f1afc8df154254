"""A Hollywood round's score board uses its room (known since session 17): at 800x520 and
smaller the open / closed row under the games' heads stood empty (the words "open" did not
fit, and an open game's short form is nothing), at 640x420 one check mark stood beside
"open open"; at 1920x1080 the lower half of its right column was empty. Now the board is as
wide as the final board, the row holds words for all three games or a check mark for each
closed one (and is left out when that leaves it empty), and the three games' charts stand
under the sheet where they fit. Drawn as the board draws it, German and English."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match
from ginrummy_desktop.ui import hollywood_sheet as sheet_module
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.smoke import play_until

from .helpers import find_match, make_app, step
from .test_hollywood_sheet import _drawn

SIZES = [(640, 420), (800, 520), (1920, 1080)]


def _open_board(size: tuple[int, int], m: Match) -> tuple[Any, Any]:
    app = make_app(size=size)
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
    assert not board.final
    return app, board


def _first_round() -> Match:
    """After the first round with a winner: every game open."""
    m = find_match(lambda m: any(r.winner is not None for r in m.results), rules="hollywood")
    assert not any(g.closed for g in m.hollywood_games)
    return m


def _one_closed() -> Match:
    """Game 1 closed, games 2 and 3 open (seed 3, played by stand-ins)."""
    from ginrummy_desktop.engine import RuleSet

    m = play_until(Match(RuleSet.preset("hollywood"), 3),
                   lambda m: any(g.closed for g in m.hollywood_games))
    assert [g.closed for g in m.hollywood_games] == [True, False, False]
    return m


def _status_and_rows(seen: list[tuple[str, Any, pygame.Rect]], board: Any
                     ) -> tuple[list[str], list[int]]:
    """The status row's cells as drawn (in the gold of the heads, under the heads, over the
    first player's row) and the y of each drawn row of the sheet (above its charts)."""
    m = board.match
    px = font_px(board.app.size, 14)
    fit = sheet_module.sheet_layout(sheet_module.games_rows(m), px,
                                    board.right_column(0, 10).width)
    heads = fit.rows[0][1]
    you = fit.rows[2][0]
    head_y = min(r.y for t, _c, r in seen if t == heads[0])
    you_y = min(r.y for t, _c, r in seen if t == you and r.y > head_y)
    status = [t for t, _c, r in seen if head_y < r.y < you_y and t]
    return status, [head_y, you_y]


@pytest.mark.parametrize("size", SIZES)
def test_no_empty_status_row_while_every_game_is_open(size: tuple[int, int], lang: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _open_board(size, _first_round())
    try:
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        status, (head_y, you_y) = _status_and_rows(seen, board)
        row_h = int(font_px(size, 14) * 1.45)
        if status:  # the words, one for each game
            assert len(status) == 3 and len(set(status)) == 1, status
        else:  # no row at all: "You" right under the heads
            assert you_y - head_y <= row_h, (head_y, you_y, row_h)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_status_row_is_all_words_or_all_marks(size: tuple[int, int], lang: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _open_board(size, _one_closed())
    try:
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        status, _ys = _status_and_rows(seen, board)
        assert status in (["\u2713"], [str(sheet_module.GAME_CLOSED)]
                          + 2 * [str(sheet_module.GAME_OPEN)]), status
    finally:
        app.stack.clear()


def test_at_800x520_the_words_fit(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The board as wide as the final board: "open" is written out in English (the row was
    empty)."""
    app, board = _open_board((800, 520), _first_round())
    try:
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        status, _ys = _status_and_rows(seen, board)
        if lang == "en":
            assert status == 3 * [str(sheet_module.GAME_OPEN)]
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_games_charts_stand_under_the_sheet(size: tuple[int, int], lang: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app, board = _open_board(size, _one_closed())
    try:
        seen = _drawn(monkeypatch, sheet_module)
        step(app)
        area = board.chart_area()
        titles = [r for t, _c, r in seen
                  if t == str(sheet_module.GAME_N.format(n=2)) and r.y >= area.y]
        assert titles, "the charts' titles drawn on the board"
        parts = sheet_module.draw_game_charts(pygame.Surface(size), area, font_px(size, 14),
                                              board.match)
        assert len(parts) == 3, area
        last = sheet_module.games_rows(board.match)[-1][0]  # "Total · Computer"
        sheet_bottom = max(r.bottom for t, _c, r in seen if t == last)
        for part in parts:
            assert board.panel().contains(part)
            assert part.top > sheet_bottom
            assert part.bottom <= board.above_buttons()
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_a_game_without_entries_has_its_empty_plot(size: tuple[int, int], lang: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """After the first round only game 1 has an entry: games 2 and 3 showed their titles
    over nothing. Each game's plot is drawn, an empty one with its target's line."""
    app, board = _open_board(size, _first_round())
    try:
        drawn: list[tuple[int, pygame.Rect]] = []
        original = sheet_module.draw_score_chart

        def recording(surface: Any, area: pygame.Rect, totals: Any, *args: Any,
                      **kwargs: Any) -> Any:
            drawn.append((len(totals), pygame.Rect(area)))
            return original(surface, area, totals, *args, **kwargs)

        monkeypatch.setattr(sheet_module, "draw_score_chart", recording)
        step(app)
        entries = [len(g.entries) for g in board.match.hollywood_games]
        assert 0 in entries, entries
        assert [n for n, _r in drawn[:3]] == entries
    finally:
        app.stack.clear()
