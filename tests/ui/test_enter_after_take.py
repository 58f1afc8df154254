"""Enter only: Enter rings the upcard, Enter takes it, and then? The card just taken may not
go back this turn, and every Enter on it only said so (800x520 and 640x420, German and
English: a dead end for a player who plays by Enter). Refused, the ring moves on to the card
beside it, so the next Enter throws that one. Real key events through the app's loop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import HandFocus, Pile
from ginrummy_desktop.ui.table.start import start_match

from .helpers import DT, keymap_key, make_app, step, step_until


def _my_offer_seed() -> int:
    return next(s for s in range(1, 100) if Match(RuleSet.preset("classic"), s).round.dealer == 1)


def _enter(app: Any) -> None:
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


@pytest.fixture
def taken() -> Any:
    """(app, table, card): the upcard taken by Enter, the ring on it in the hand."""
    app = make_app(size=(800, 520))
    try:
        table = start_match(app, seed=_my_offer_seed(), rules="classic")
        step_until(app, lambda: app.stack.top is table and not table.settling
                   and table.view.my_turn and table.view.phase is Phase.OFFER)
        upcard = table.view.discard_top
        _enter(app)
        assert table.focus is Pile.DISCARD
        _enter(app)
        step(app, 30)
        assert len(table.hand) == 11 and table.view.phase is Phase.DISCARD
        assert table.focus == HandFocus(table.hand.index(upcard))
        yield app, table, upcard
    finally:
        app.stack.clear()


def test_enter_on_the_card_just_taken_says_why_and_rings_the_next(taken: Any) -> None:
    app, table, upcard = taken
    _enter(app)
    assert len(table.hand) == 11, "the taken card stays"
    assert table.message is not None, "and the player is told why"
    f = table.focus
    assert isinstance(f, HandFocus) and table.hand[f.index] != upcard
    assert table.selected == table.hand[f.index], "chosen, as the arrows choose"
    other = table.hand[f.index]
    _enter(app)
    step(app, 30)
    assert upcard in table.hand and other not in table.hand, "the next Enter throws it"


def test_at_the_end_of_the_hand_the_ring_goes_left(taken: Any) -> None:
    app, table, upcard = taken
    k = keymap_key(Command.MOVE_RIGHT)  # the player's own order: the taken card to the end
    while table.hand[-1] != upcard:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
        app.step(DT)
    assert table.focus == HandFocus(len(table.hand) - 1)
    _enter(app)
    assert table.focus == HandFocus(len(table.hand) - 2), "the last card's neighbour"
