"""The tutorial's "take the K♥ from the discard pile" by Enter alone. After the K♠ was thrown
by Enter the ring went up to the stock (as in every game; the hint says "keys: Up Right,
Enter"), and Enter there was refused ("Please follow the tutorial's hint") again and again,
the ring staying on the stock (640x420 German). A refused draw now rings the pile the script
draws from, so the next Enter takes it; with the ring nowhere, Enter takes that pile at once
(the step names it: nothing to choose)."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Action, Card
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile
from ginrummy_desktop.ui.tutorial import TutorialPolicy

from .helpers import key, step, step_until
from .test_tutorial_pass_button import _to_pass_step, _tutorial

WORKER = 10.0


def _to_draw_step(app: Any, policy: TutorialPolicy) -> None:
    """Past the welcome, the piles and "press Pass", to "draw from the stock"."""
    _to_pass_step(app, policy)
    key(app, Command.PASS)
    step_until(app, lambda: policy.step().key == "draw", timeout=WORKER)


def _to_take_step(app: Any, table: Any, policy: TutorialPolicy) -> None:
    """Drawn by Enter, the K♠ the step rings thrown by Enter, the computer's K♥ on the pile:
    "take the K♥"."""
    m = table.ctrl.match
    key(app, Command.CONFIRM)  # the ring nowhere: Enter draws from the stock the step names
    assert m.history[-1] == Action.draw_stock()  # (it only rang it, lit as the step's target)
    step(app, 5)
    king = Card.parse("KS")
    assert table.model.focused_card() == king  # the step's card has the ring
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.discard(king)
    step_until(app, lambda: policy.step().key == "take", timeout=WORKER)
    step(app, 30)


def test_enter_refused_on_the_stock_rings_the_pile_the_step_names() -> None:
    app, table, policy = _tutorial()
    try:
        m = table.ctrl.match
        _to_draw_step(app, policy)
        _to_take_step(app, table, policy)
        # the ring went up from the hand (where the discard by Enter left it) to the stock,
        # as in every game: the hint's keys are "Up Right, Enter"
        assert table.model.focus is Pile.STOCK
        key(app, Command.CONFIRM)  # Enter at once: refused, and the ring shows the way
        assert table.ctrl.refused == 1 and m.history[-1] == Action.discard(Card.parse("KH"))
        assert table.model.focus is Pile.DISCARD
        key(app, Command.CONFIRM)
        assert m.history[-1] == Action.draw_discard()
        assert table.ctrl.refused == 1
        key(app, Command.DOWN)  # Down still goes back to the hand
        assert table.model.focused_card() is not None
    finally:
        app.stack.clear()


def test_with_the_ring_nowhere_enter_shows_the_pile_the_step_names() -> None:
    app, table, policy = _tutorial()
    try:
        m = table.ctrl.match
        _to_draw_step(app, policy)
        _to_take_step(app, table, policy)
        table.model.focus = None  # as after a click beside the cards
        key(app, Command.CONFIRM)  # the step names the pile: nothing to choose, Enter takes
        assert m.history[-1] == Action.draw_discard()
        assert table.ctrl.refused == 0
    finally:
        app.stack.clear()


def test_a_refused_draw_rings_the_pile_the_step_names() -> None:
    app, table, policy = _tutorial()
    try:
        _to_draw_step(app, policy)
        table.model.focus_pile(Pile.DISCARD)  # the closed upcard: the script draws the stock
        key(app, Command.CONFIRM)
        assert len(table.ctrl.match.history) == 2  # the two passes: nothing drawn
        assert table.model.focus is Pile.STOCK
        key(app, Command.CONFIRM)
        assert table.ctrl.match.history[-1] == Action.draw_stock()
    finally:
        app.stack.clear()


def test_the_steps_outline_leaves_the_keyboards_ring_in_sight() -> None:
    """English 1920x1080, keys only: at "draw the top card of the stock" the step's green
    outline lay on the keyboard's ring round the stock, and no ring showed anywhere; Right
    then showed it on the next pile. The outline stands clear outside the ring."""
    from ginrummy_desktop.ui.widgets import HIGHLIGHT

    app, table, policy = _tutorial()
    try:
        _to_draw_step(app, policy)
        step(app, 5)
        assert app.by_keys and table.model.focus is Pile.STOCK
        stock = table.layout.stock_rect
        y = stock.centery
        left = [tuple(app.screen.get_at((stock.left - dx, y)))[:3] for dx in range(1, 6)]
        assert left.count(tuple(HIGHLIGHT)) == 3, left  # the ring, all of its width (the
        # outline left one pixel's line of it)
        assert policy.targets() == [stock]
        beyond = [tuple(app.screen.get_at((stock.left - dx, y)))[:3] for dx in range(6, 16)]
        assert not [c for c in beyond if c[1] > 180], beyond  # nor further out, where the
        # outline crossed the pile's count and name (1920x1080): on the card's edge, inside
        inside = [tuple(app.screen.get_at((stock.left + dx, y)))[:3] for dx in range(-1, 2)]
        assert [c for c in inside if c[1] > 180 and c[0] < 160], inside
    finally:
        app.stack.clear()


def test_at_a_step_that_waits_for_next_the_ring_is_on_next() -> None:
    """English 1920x1080, keys only: at "The game forms your melds by itself" the ring stood
    on the K♥ just taken, Tab never reached "Next", and Enter went on to the next step. The
    ring is on Next (Enter presses it), off the table; the next step rings its card."""
    app, table, policy = _tutorial()
    try:
        m = table.ctrl.match
        _to_draw_step(app, policy)
        _to_take_step(app, table, policy)
        key(app, Command.CONFIRM)
        key(app, Command.CONFIRM)
        assert m.history[-1] == Action.draw_discard()
        step(app, 5)
        assert policy.step().key == "melds"
        assert policy.next_button.focused
        assert table.model.focused_card() is None and table.ring.at is None
        key(app, Command.CONFIRM)
        step(app, 5)
        assert policy.step().key == "knock" and not policy.next_button.focused
        assert table.model.focused_card() == Card.parse("9D")
    finally:
        app.stack.clear()
