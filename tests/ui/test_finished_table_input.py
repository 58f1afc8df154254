"""A finished match's table by keys and by mouse (800x520, German, in a real window): the
arrows chose and lifted the cards of the finished hand, Enter on one flew a copy of it to the
discard pile (the card stayed in the hand), a click lifted a card and a drag reordered the
hand, while the hover showed nothing to pick up. Now nothing there can be chosen: the arrows
and Enter walk the table's buttons, the mouse leaves the cards alone, and a move asked by
its key gets the engine's "The match is over."."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Action
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.table.buttons import TAB_ORDER
from ginrummy_desktop.ui.table.model import Message
from ginrummy_desktop.ui.widgets import Button

from .helpers import card_center, click, double_click, drag, key
from .test_after_match import finished_table
from .test_table_tab import _ringed_name


def ringed(t: Any) -> Button | None:
    """The button with Tab's ring, as drawn and as the ring holds it."""
    name = _ringed_name(t)
    return None if name is None else t.buttons[name]


def test_the_arrows_and_enter_walk_a_finished_tables_buttons() -> None:
    app, t = finished_table()
    shown = list(t.hand)
    live = [t.buttons[n] for n in TAB_ORDER if t.buttons[n].active]
    key(app, Command.RIGHT)
    assert ringed(t) is live[0] and t.focus is None and t.selected is None
    key(app, Command.DOWN)
    assert ringed(t) is live[1]
    key(app, Command.LEFT)
    key(app, Command.LEFT)  # before the first: no button ringed
    assert ringed(t) is None and t.selected is None
    key(app, Command.UP)
    assert ringed(t) is live[-1], "round to the last"
    for _ in range(2):  # Shift+arrows too (they moved the ringed card in the hand)
        key(app, Command.MOVE_RIGHT)
    assert ringed(t) is live[0] and t.hand == shown
    key(app, Command.NEXT)
    key(app, Command.NEXT)
    key(app, Command.NEXT)
    key(app, Command.NEXT)  # Tab past the last: nothing ringed
    assert ringed(t) is None
    key(app, Command.CONFIRM)  # Enter shows where it acts: the gold button, Rematch
    assert ringed(t) is t.buttons["rematch"] and app.stack.top is t
    key(app, Command.CONFIRM)
    assert app.stack.named("table") is not t, "and presses it"
    app.stack.clear()


def test_enter_on_the_ringed_final_board_opens_it() -> None:
    app, t = finished_table()
    key(app, Command.NEXT)  # Tab: the first button, Final board
    assert ringed(t) is t.buttons["summary"]
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, ScoreboardScene)
    app.stack.clear()


def test_the_mouse_leaves_a_finished_hand_as_it_ended() -> None:
    app, t = finished_table()
    shown = list(t.hand)
    click(app, card_center(t, shown[3]))
    assert t.selected is None, "nothing lifted"
    double_click(app, card_center(t, shown[3]))
    drag(app, card_center(t, shown[3]), card_center(t, shown[0]))
    assert t.hand == shown and t.selected is None and t.drag is None and not t.flights
    app.stack.clear()


def test_a_move_on_a_finished_table_gets_the_engines_reason_and_flies_nothing() -> None:
    app, t = finished_table()
    card = t.hand[0]
    assert t.play(Action.discard(card)) is not None, "not played"
    assert t.message is not None and t.message.error
    err = t.ctrl.check(Action.discard(card))
    assert err is not None and t.message.text == Message(err).text
    t.message = None
    key(app, Command.PASS)
    assert t.message is not None and t.message.error and t.hand[0] == card
    app.stack.clear()
