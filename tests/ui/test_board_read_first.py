"""The score board is not lost to a stray key: a key that moves on (Enter, Space, Escape) or a
click beside its buttons deals the next round only once the board has been on screen
``scoreboard.READ_FIRST`` seconds; before that it stops the countdown and stays. A click on
"Next round" itself is aimed and taken at once.

Played in a real window (800x520, English): the player knocked by keys, the lay-off review
closed by itself to the board about 4 s later, and an Enter pressed a second after that (the
player still pressing Enter from the round) dealt the next round before the board was read.
Real key and mouse events through the app's loop."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scene import INPUT_GRACE
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene

from .helpers import DT, keymap_key, make_app, react, step, step_until
from .test_round_end_show import _review_after_knock


def _press_now(app, command: Command) -> None:  # type: ignore[no-untyped-def]
    """The key at once (not waiting for the board to settle, as ``helpers.key`` does)."""
    k = keymap_key(command)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


def _click_now(app, pos) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(DT)
    app.step(0.3)  # no double click with the next


def test_enter_a_second_after_the_board_opened_by_itself_keeps_it(lang: str) -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        _m, review = _review_after_knock(app)
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=60 * 20)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene)
        results = len(review.ctrl.match.results)
        step(app, int((INPUT_GRACE + 0.3) / DT))  # past the stack's grace, under READ_FIRST
        for command in (Command.CONFIRM, Command.SELECT, Command.CANCEL):
            _press_now(app, command)
            assert app.stack.top is board, f"{command} dealt on before the board was read"
        assert len(review.ctrl.match.results) == results
        assert board.auto_close is None, "the player is here: the countdown stops"
        step(app, int(READ_FIRST / DT) + 1)
        _press_now(app, Command.CONFIRM)  # now it is the player's answer to the board
        assert board not in app.stack
    finally:
        app.stack.clear()


def test_enter_to_skip_the_review_and_enter_again_keeps_the_board(lang: str) -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        _m, review = _review_after_knock(app)
        react(app)  # the review opened by itself: past its grace
        _press_now(app, Command.CONFIRM)  # skips the show: the scores at once
        board = app.stack.top
        assert isinstance(board, ScoreboardScene)
        _press_now(app, Command.CONFIRM)  # the same habit a moment later
        assert app.stack.top is board
        panel = board.panel()
        _click_now(app, (panel.x + 30, panel.centery))  # a click beside the buttons
        assert app.stack.top is board
        _click_now(app, board.close_button.rect.center)  # aimed at "Next round": taken
        assert board not in app.stack
    finally:
        app.stack.clear()


def test_a_board_recalled_mid_round_goes_back_at_once(lang: str) -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        _m, review = _review_after_knock(app)
        react(app)
        _press_now(app, Command.CONFIRM)
        step(app, int(READ_FIRST / DT) + 1)
        _press_now(app, Command.CONFIRM)  # the next round is dealt
        step_until(app, lambda: not isinstance(app.stack.top, ScoreboardScene)
                   and app.stack.top is not None and app.stack.top.name != "deal", frames=600)
        step(app, 60)
        _press_now(app, Command.SUMMARY)  # L: the last board, mid-round
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.recall
        _press_now(app, Command.CONFIRM)
        assert board not in app.stack
    finally:
        app.stack.clear()



def test_the_board_s_time_on_screen_runs_in_the_real_loop() -> None:
    """In a real window (1920x1080) Enter pressed each second from the knock on left the
    board up for good: with its countdown stopped the board asked for no frames, and the
    idle loop gives a frame that answers a key one frame's time, so its time on screen
    stood still and every Enter came "too soon". It keeps the frames coming while it
    settles. The real loop, the countdown off, Enter every 0.6 s from another thread."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    from .helpers import find_match
    from .step_clock import StepClock

    app = make_app(size=(800, 520))
    try:
        app.settings.summary_seconds = 0  # off: nothing else keeps the board busy
        m = find_match(lambda m: len(m.results) == 1 and not m.is_over, rules="short")
        app.stack.clear(MenuScene(app))
        clock = StepClock()  # the loop's time (its own, so the test does not hang on the
        app.clock = clock  # machine's speed: it measured the wall clock)
        closed: list[float] = []
        board = app.open("scoreboard", match=m, result=m.results[-1],
                         on_close=lambda: closed.append(clock.now()))
        assert isinstance(board, ScoreboardScene) and board.auto_close is None
        k = keymap_key(Command.CONFIRM)

        def enter() -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod,
                                                 unicode=""))

        def stop() -> None:
            app.running = False
            app.wake()

        for i in range(1, 8):  # Enter every 0.6 s
            clock.at(0.6 * i, enter)
        clock.at(0.6 * 7 + 0.3, stop)
        pygame.event.clear()
        app.running = True
        app.run_loop()
        assert len(closed) == 1, "an Enter after the board had been read closes it"
        # the first Enter after READ_FIRST (the fourth, at 2.4 s), answered within a frame
        assert closed[0] == pytest.approx(2.4, abs=2 / 60), closed
    finally:
        app.stack.clear()
