"""A scene that opens by itself does not take the click that was meant for the scene before.

Played in a real window: the end of a Gin was being shown, the player clicked "Done" at the
moment the score panel opened by itself under the cursor, and the click landed on the panel's
"Next round": the next round was dealt and the scores were never seen. Now a scene opened
during ``update`` (not by the player's input) ignores clicks and confirming keys for
``scene.INPUT_GRACE`` seconds. Real mouse and key events through the app's loop."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scene import INPUT_GRACE
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import DT, click, key, keymap_key, make_app, step, step_until
from .test_round_end_show import _review_after_knock


@pytest.fixture
def opened_by_itself():  # type: ignore[no-untyped-def]
    """(app, the review, the score panel that opened by itself, where "Done" was)."""
    app = make_app(animation="normal", size=(800, 520))
    try:
        _m, review = _review_after_knock(app)
        step(app, 2)  # laid out
        done_at = review.done_button.rect.center
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=60 * 20)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.quiet_until > app.stack.now
        yield app, review, board, done_at
    finally:
        app.stack.clear()


def _click_now(app, pos):  # type: ignore[no-untyped-def]
    """Press and release in the very next frame (no waiting after it, unlike ``click``)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(DT)


def test_a_click_as_the_score_panel_opens_by_itself_stays_off_it(
        lang: str, opened_by_itself) -> None:  # type: ignore[no-untyped-def]
    app, review, board, done_at = opened_by_itself
    results = len(review.ctrl.match.results)
    _click_now(app, done_at)  # meant for "Done", a frame after the panel opened
    step(app, int(INPUT_GRACE / DT) + 1)
    assert app.stack.top is board, "the panel stays for the player to read"
    assert len(review.ctrl.match.results) == results
    assert app.stack.now >= board.quiet_until
    click(app, board.close_button.rect.center)  # later, a click closes it
    assert board not in app.stack


def test_the_confirming_key_as_it_opens_is_not_its_either(
        lang: str, opened_by_itself) -> None:  # type: ignore[no-untyped-def]
    app, _review, board, _at = opened_by_itself
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)  # Return, a frame after the panel opened by itself
    assert app.stack.top is board
    step(app, int(INPUT_GRACE / DT) + 1)
    key(app, Command.CONFIRM)
    assert board not in app.stack


def test_a_scene_the_player_opened_takes_clicks_at_once(lang: str) -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        _m, review = _review_after_knock(app)
        step(app, 2)
        click(app, review.done_button.rect.center)  # the player asks for the scores...
        board = app.stack.top
        assert isinstance(board, ScoreboardScene)
        assert board.quiet_until == 0.0  # ... so the panel is theirs from the first frame
        _click_now(app, board.close_button.rect.center)
        assert board not in app.stack
    finally:
        app.stack.clear()


def test_a_key_half_a_second_late_is_still_the_show_s(
        lang: str, opened_by_itself) -> None:  # type: ignore[no-untyped-def]
    """The end of a Gin invites "press a key to see the scores now"; a player who does so
    as it ends by itself presses about half a second after the panel appeared."""
    app, review, board, _at = opened_by_itself
    results = len(review.ctrl.match.results)
    step(app, int(0.5 / DT))
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)
    assert app.stack.top is board and len(review.ctrl.match.results) == results
