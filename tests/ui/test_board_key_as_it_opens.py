"""A key pressed just as the score board opens by itself (the lay-off review's show ending)
never closes the board it lands on: whenever Enter, Space or Escape goes down, from a second
before the board opens to just under ``scoreboard.READ_FIRST`` after, the board stays up and
the next round is not dealt. Only a key pressed (not one held: pygame gives no repeats, and a
held key was checked in a real window to arrive once) after the board has been read moves on.

Checked because a player pressing keys through the end of a round could lose the board
under a key meant for the review (1920x1080, English)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene

from .helpers import DT, keymap_key, make_app, step, step_until
from .test_round_end_show import _review_after_knock


def _tap(app, command: Command) -> None:  # type: ignore[no-untyped-def]
    k = keymap_key(command)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


@pytest.mark.parametrize("command", [Command.CONFIRM, Command.SELECT])
@pytest.mark.parametrize("lead", [0.1, 0.5, 1.0])
def test_a_key_as_the_board_opens_by_itself_keeps_it(command: Command, lead: float) -> None:
    app = make_app(animation="normal", size=(1920, 1080))
    try:
        _m, review = _review_after_knock(app)
        step_until(app, lambda: review.scores_at is not None, frames=60 * 20)
        assert review.scores_at is not None
        step_until(app, lambda: review.t >= review.scores_at - lead, frames=60 * 20)
        results = len(review.ctrl.match.results)
        boards: list[ScoreboardScene] = []
        while True:  # a key every few frames: the first ones reach the review
            _tap(app, command)
            step(app, 2)
            top = app.stack.top
            if isinstance(top, ScoreboardScene):
                if top not in boards:
                    boards.append(top)
                if top.t >= READ_FIRST - 4 * DT:
                    break
            else:
                assert isinstance(top, LayoffReviewScene), top
                assert not boards, "the board closed under a key pressed as it opened"
        assert len(boards) == 1 and app.stack.top is boards[0]
        assert len(review.ctrl.match.results) == results
        step(app, int(0.1 / DT))
        _tap(app, command)  # a key once the board has been read moves on
        assert boards[0] not in app.stack
    finally:
        app.stack.clear()
