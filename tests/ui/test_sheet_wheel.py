"""The mouse wheel scrolls the score board's sheet (and Up/Down, Page Up/Down do): with more
rounds than fit, the last ones show first, the wheel brings the earlier ones, arrows say
where more rows are. Real wheel events, German and English, three window sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.score_sheet import MORE_ABOVE, MORE_BELOW
from ginrummy_desktop.ui.smoke import play_until

from .helpers import key, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)

SIZES = [(800, 520), (1280, 800), (1920, 1080)]
ROUNDS = 40


@pytest.fixture(scope="module")
def long_match() -> Match:
    rules = RuleSet.preset("classic").custom(target=1000)
    m = play_until(Match(rules, 3), lambda m: len(m.results) >= ROUNDS)
    assert len(m.results) == ROUNDS and not m.is_over
    return m


def _wheel(app: Any, dy: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
    app.step(1 / 60)


def _numbers(board: ScoreboardScene) -> list[int]:
    return [n for n, _ in board.sheet_rows()]


@pytest.mark.parametrize("size", SIZES)
def test_the_wheel_scrolls_the_score_sheet(size: tuple[int, int], lang: str, long_match: Match,
                                           drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=size)
    board = app.open("scoreboard", match=long_match, result=long_match.results[-1],
                     on_close=lambda: None)
    step(app)
    fit = board.sheet_fit()
    assert 1 < fit < ROUNDS
    assert _numbers(board) == list(range(ROUNDS - fit + 1, ROUNDS + 1))  # the last rounds
    assert MORE_ABOVE in drawn and MORE_BELOW not in drawn
    centre = board.panel().center
    _wheel(app, 1, centre)  # away from the player: up, an earlier round
    assert _numbers(board) == list(range(ROUNDS - fit, ROUNDS))
    assert board.stopped and board.auto_close is None  # the player is reading: no countdown
    for _ in range(ROUNDS):
        _wheel(app, 2, centre)
    assert _numbers(board)[0] == 1 and len(_numbers(board)) == fit  # stops at the first
    drawn.clear()
    step(app)
    assert MORE_BELOW in drawn and MORE_ABOVE not in drawn
    _wheel(app, -3, centre)  # towards the player: later rounds
    assert _numbers(board)[0] == 4
    key(app, Command.PAGE_DOWN)
    key(app, Command.DOWN)
    key(app, Command.UP)
    assert _numbers(board)[0] == min(4 + max(1, fit - 1), ROUNDS - fit + 1)
    for _ in range(ROUNDS):
        _wheel(app, -1, centre)
    assert _numbers(board)[-1] == ROUNDS  # and back at the end
    assert app.stack.top is board  # scrolling never closes the board
    app.stack.clear()


def test_a_short_sheet_does_not_scroll(lang: str) -> None:
    m = play_until(Match(RuleSet.preset("classic").custom(target=1000), 3),
                   lambda m: len(m.results) >= 3)
    app = make_app(size=(1280, 800))
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
    step(app)
    _wheel(app, 5, board.panel().center)
    assert _numbers(board) == [1, 2, 3] and board.sheet.back == 0
    app.stack.clear()


def test_a_click_on_an_arrow_scrolls_and_keeps_the_board(long_match: Match) -> None:
    """English 1600x900, by mouse: the "\u2191" over the sheet looked like a button; a click
    on it closed the board and dealt the next round. It scrolls, as the wheel does."""
    from .helpers import click

    app = make_app(animation="normal", size=(1600, 900))
    closed: list[bool] = []
    board = app.open("scoreboard", match=long_match, result=long_match.results[-1],
                     on_close=lambda: closed.append(True))
    step(app, 150)  # past READ_FIRST: a click on the board goes on
    first = _numbers(board)[0]
    assert set(board.sheet.arrows) == {1}
    click(app, board.sheet.arrows[1].center)
    assert _numbers(board)[0] == first - 1 and app.stack.top is board and not closed
    step(app)
    assert set(board.sheet.arrows) == {1, -1}
    click(app, board.sheet.arrows[-1].center)
    assert _numbers(board)[0] == first and app.stack.top is board and not closed
    click(app, board.panel().center)  # beside the arrows, on the board: nothing
    step(app, 2)
    assert app.stack.top is board and not closed
    click(app, board.close_button.rect.center)
    step(app, 2)
    assert closed
    app.stack.clear()


def test_a_long_rounds_lines_leave_the_sheet_its_rounds() -> None:
    """1600x900: an undercut's eight lines (the heading, K, D, lay-offs, the bonus, the
    formula, the points, the next dealer) squeezed the sheet of six rounds to five; the
    board grows with the lines where the window has room."""
    rules = RuleSet.preset("classic").custom(target=1000)
    m = next(m for seed in range(1, 200)
             if (m := play_until(Match(rules, seed), lambda m: len(m.results) >= 6)
                 ).results[-1].undercut)
    app = make_app(size=(1600, 900))
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
    step(app)
    assert len(board.round_lines()) >= 8
    assert board.sheet_fit() >= len(m.results), (board.sheet_fit(), len(m.results))
    app.stack.clear()
