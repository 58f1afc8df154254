"""After a deal the keys that play wait a moment (``model.FIRST_LOOK``): a key pressed on to
skip the deal, or to get past the score board, is not the first move of a hand the player has
not looked at yet. Played in a real window (800x520, Enter once a second after a round): one
Enter closed the board, the next skipped the deal and the next went into the new hand. The
arrows and the mouse answer at once. Real key and mouse events through the app's loop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.table.model import FIRST_LOOK, HandFocus, Pile
from ginrummy_desktop.ui.table.start import start_match

from .helpers import DT, keymap_key, make_app, step, step_until


def _my_offer_seed() -> int:
    """A classic match whose first decision (the upcard) is the player's."""
    return next(s for s in range(1, 100) if Match(RuleSet.preset("classic"), s).round.dealer == 1)


def _key_now(app: Any, command: Command) -> None:
    """The key in the very next frame (no waiting for the table, unlike ``helpers.key``)."""
    k = keymap_key(command)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


@pytest.fixture
def dealt() -> Any:
    """(app, table) a frame after the deal ran out by itself, the upcard offered to the
    player."""
    app = make_app(animation="normal", size=(800, 520))
    try:
        table = start_match(app, seed=_my_offer_seed(), rules="classic")
        step_until(app, lambda: not isinstance(app.stack.top, DealScene), frames=600)
        assert app.stack.top is table and table.view.phase is Phase.OFFER
        assert table.view.my_turn and table.focus is None
        yield app, table
    finally:
        app.stack.clear()


def test_enter_as_the_deal_ends_does_not_play(dealt: Any) -> None:
    app, table = dealt
    _key_now(app, Command.CONFIRM)  # meant to skip the deal, which had just run out
    assert table.focus is None, "not even the ring moves: the key was the deal's"
    _key_now(app, Command.TAKE)
    _key_now(app, Command.PASS)
    assert table.view.phase is Phase.OFFER and len(table.hand) == 10
    assert table.settling  # a test's player waits, as the helpers do
    step(app, int(FIRST_LOOK / DT) + 1)
    assert not table.settling
    step(app)  # the player pressed keys: the ring stands on the upcard (``ring_for_keys``) ...
    assert table.focus is Pile.DISCARD and table.view.phase is Phase.OFFER
    _key_now(app, Command.CONFIRM)  # ... and Enter takes it
    assert len(table.hand) == 11


def test_the_arrows_answer_at_once(dealt: Any) -> None:
    app, table = dealt
    _key_now(app, Command.RIGHT)
    assert isinstance(table.focus, HandFocus | Pile)


def test_a_click_on_take_plays_at_once(dealt: Any) -> None:
    app, table = dealt
    step(app)  # the frame that lays out the offer's buttons
    take = table.buttons["take"]
    assert take.visible and table.settling
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=take.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=take.rect.center, button=1))
    app.step(DT)
    assert len(table.hand) == 11, "the mouse is aimed: no wait"


def test_the_key_after_the_one_that_skipped_the_deal_waits_too() -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        table = start_match(app, seed=_my_offer_seed(), rules="classic")
        step(app, 5)
        assert isinstance(app.stack.top, DealScene)
        _key_now(app, Command.CONFIRM)  # skips the deal
        assert app.stack.top is table
        step(app, int(0.5 / DT))  # half a second: the hand is barely seen
        _key_now(app, Command.CONFIRM)
        _key_now(app, Command.TAKE)
        assert table.focus is None and len(table.hand) == 10
    finally:
        app.stack.clear()


def test_in_the_real_loop_the_wait_ends_after_its_time() -> None:
    """The table's time runs while it waits (it is busy then): in a real window the idle
    loop gave each frame that answered a key a 60th of a second, so the wait of 0.8 s took
    about 35 presses of Enter (800x520 German, Enter once a second after the deal)."""
    from .step_clock import StepClock

    app = make_app(animation="normal", size=(800, 520))
    try:
        table = start_match(app, seed=_my_offer_seed(), rules="classic")
        clock = StepClock()
        app.clock = clock
        ended: list[float] = []
        k = keymap_key(Command.CONFIRM)

        def enter() -> None:
            if not ended and not table.dealing:
                ended.append(clock.now())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod,
                                                 unicode=""))

        def stop() -> None:
            app.running = False
            app.wake()

        for i in range(5, 8):  # Enter once a second, well after the deal (about 3 s)
            clock.at(float(i), enter)
        clock.at(7.5, stop)
        pygame.event.clear()
        app.running = True
        app.run_loop()
        assert ended and ended[0] == pytest.approx(5.0), "the deal was over before the first Enter"
        assert len(table.hand) == 11, "the first Enter rang the upcard, the second took it"
    finally:
        app.stack.clear()
