"""Back is as tall as the row of buttons beside it on the bottom line: on the round on the
table (the coach's review) at 1920x1080 it stood taller than "◀ Decision" and "Decision ▶"
(the screen's Back is 42 px at 1280x800, that row's buttons 40), as on Watch again
(``test_watch_look``)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene

from .helpers import click, make_app, step
from .test_review_board import _review


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_back_is_as_tall_as_the_decision_buttons(size: tuple[int, int]) -> None:
    app = make_app(size=size)
    try:
        rv = _review(app)
        click(app, rv.board_button.rect.center)
        board = app.stack.top
        assert isinstance(board, ReviewBoardScene)
        step(app)
        row = [b.rect for b in (board.prev, board.next)]
        assert {r.height for r in row} == {board.back.rect.height}
        assert {r.top for r in row} == {board.back.rect.top}
    finally:
        app.stack.clear()
