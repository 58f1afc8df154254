"""One long frame does not age the score board: its moment to read first
(``scoreboard.READ_FIRST``) and its countdown count at most one slow frame's time
(``loop.LONGEST_FRAME``) per frame, so a frame given seconds neither lets the next Enter deal
on unread nor ends the countdown at once (the board took any ``dt``: one frame of 5 s, the
idle loop's longest, used up its moment to read; two ended its 10 s).

Reported from a real window (1280x800, German, against "Strong"): after the player's own
knock an Enter on the lay-off review dealt the next round 0.4 s later, the board unseen; in
the next round the board went after about 3 s instead of 10. Not reproduced as such (the
loop's busy frames give at most ``LONGEST_FRAME``); this keeps the board safe from any long
frame. Real key events through the app's loop; the long frame is one ``App.step``."""

from __future__ import annotations

import pygame

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.loop import IDLE_TICK
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import AUTO_CLOSE, READ_FIRST, ScoreboardScene

from .helpers import DT, keymap_key, make_app, react, step, step_until
from .test_round_end_show import _review_after_knock


def _enter(app) -> None:  # type: ignore[no-untyped-def]
    """Enter down and up at once (not waiting for the board to settle)."""
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


def test_a_long_frame_after_enter_on_the_review_keeps_the_board_unread(lang: str) -> None:
    app = make_app(animation="normal")
    try:
        _m, review = _review_after_knock(app)
        results = len(review.ctrl.match.results)
        react(app)  # the review opened by itself: past its grace
        _enter(app)  # "press a key to see the scores now"
        board = app.stack.top
        assert isinstance(board, ScoreboardScene)
        app.step(READ_FIRST + 1.0)  # one frame that took seconds
        assert board.settling, "a long frame used up the moment to read first"
        assert board.t < READ_FIRST / 2, "one frame is not seconds on screen"
        _enter(app)  # the player's next Enter, a moment after the long frame
        assert app.stack.top is board, "the board went before it was read"
        assert len(review.ctrl.match.results) == results
    finally:
        app.stack.clear()


def test_long_frames_do_not_end_the_countdown_of_a_board_opened_by_itself(lang: str) -> None:
    app = make_app(animation="normal")
    try:
        _review_after_knock(app)
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=60 * 20)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.auto_close == AUTO_CLOSE
        app.step(IDLE_TICK)  # two frames as long as the idle loop's longest
        app.step(IDLE_TICK)
        assert app.stack.top is board and board.auto_close is not None
        assert board.t < READ_FIRST, "a few frames are not seconds on screen"
        step(app, int(AUTO_CLOSE / DT) + 2)  # the countdown's real time: it goes on
        assert board not in app.stack
        assert not isinstance(app.stack.top, LayoffReviewScene)
    finally:
        app.stack.clear()
