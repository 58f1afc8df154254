"""The lay-off review opens the score board by itself after showing the round's end, and at
640x420 the board's "Next round" covers most of the review's "Done". A click aimed at "Done" a
moment too late dealt the next round, and the board was never seen. A click from a pointer still
resting where it was when the board opened now only stops the countdown; once the pointer has
moved on the board, its button takes a click at once. Real mouse events through the app's
loop."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.ui.scene import INPUT_GRACE
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene

from .helpers import DT, make_app, step, step_until
from .test_round_end_show import _review_after_knock


def _move(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(DT)


def _click(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(DT)
    app.step(0.3)  # no double click with the next


def _board_under_done(app: Any) -> tuple[ScoreboardScene, tuple[int, int], int]:
    """The board opened by itself with the pointer resting on the review's "Done" (which
    is where its "Next round" is), past the stack's grace: (board, the pointer, results)."""
    _m, review = _review_after_knock(app)
    step(app, 2)  # laid out
    done = review.done_button.rect.center
    _move(app, done)
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=60 * 20)
    board = app.stack.top
    assert isinstance(board, ScoreboardScene)
    step(app, int((INPUT_GRACE + 0.2) / DT))  # past the grace, still under READ_FIRST
    assert board.settling
    board._layout()
    assert board.close_button.rect.collidepoint(done), "the case: Next round under Done"
    return board, done, len(review.ctrl.match.results)


def test_a_click_meant_for_done_keeps_the_board() -> None:
    app = make_app(animation="normal", size=(640, 420))
    try:
        board, done, results = _board_under_done(app)
        _click(app, done)
        assert app.stack.top is board, "a click meant for Done dealt the next round"
        assert board.auto_close is None and board.refused
        assert not board.close_button.pressed
        assert len(board.match.results) == results
        _move(app, (done[0] - 12, done[1]))  # the player moves onto the button: aimed
        _click(app, (done[0] - 12, done[1]))
        assert board not in app.stack
    finally:
        app.stack.clear()


def test_after_read_first_the_resting_pointer_s_click_is_taken() -> None:
    """A player who reads the board and then clicks without moving the mouse."""
    app = make_app(animation="normal", size=(640, 420))
    try:
        board, done, _results = _board_under_done(app)
        step(app, int(READ_FIRST / DT) + 1)
        _click(app, done)
        assert board not in app.stack
    finally:
        app.stack.clear()


def test_a_double_click_on_done_keeps_the_board() -> None:
    """Done double-clicked (a habit with buttons): the first click opened the board, the
    second pressed "Next round" under the pointer, and the board was never seen (a real
    window, 640x420). The board opened by the click, so the stack's grace did not hold."""
    from .helpers import react

    app = make_app(animation="normal", size=(640, 420))
    try:
        _m, review = _review_after_knock(app)
        react(app)
        step(app, 2)
        done = review.done_button.rect.center
        _move(app, done)
        results = len(review.ctrl.match.results)
        for _ in range(2):
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=done, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=done, button=1))
            app.step(0.05)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene), "the second click dealt the next round"
        assert board.close_button.rect.collidepoint(done)
        assert len(board.match.results) == results
    finally:
        app.stack.clear()
