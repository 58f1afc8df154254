"""A match left between the draw and the discard (the game closed or killed there) comes back
with the card drawn ringed, as the draw by click rang it: the hand and the stock came back
exact, but no card was marked and the player could not tell which one had just come in
(800x520). Driven by real clicks; the second app reads the match from disk as a new process
would."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.hand_order import drawn_card
from ginrummy_desktop.ui.table.model import HandFocus, Pile
from ginrummy_desktop.ui.table.start import start_match

from .helpers import card_center, center, click, double_click, key, step, step_until
from .menu_helpers import menu_app


@pytest.fixture
def app() -> Any:
    a = menu_app(size=(800, 520))
    step(a)
    yield a
    a.stack.clear()


def _to_draw(app: Any, seed: int) -> TableScene:
    """A new match, up to the player's draw from the stock (the upcard passed by both)."""
    table = start_match(app, seed=seed)
    step_until(app, lambda: app.stack.top is table and table.model.playing
               and table.view.my_turn and not table.settling)
    while table.view.phase is Phase.OFFER:
        click(app, center(table.buttons["pass"].rect))
        step_until(app, lambda: table.view.my_turn and not table.flights)
    assert table.view.phase is Phase.DRAW
    return table


def _killed_and_continued(app: Any, table: TableScene) -> TableScene:
    """The match as written by the autosave, opened by a fresh app (no clean leaving: the
    game was killed), by Continue in its menu."""
    assert table.ctrl.flush_saves(timeout=60)
    assert table.ctrl.lock is not None
    table.ctrl.lock.release()  # a killed process holds no lock
    app2 = menu_app(size=(800, 520))
    step(app2)
    key(app2, Command.CONFIRM)  # Continue: the menu's first button
    again = app2.stack.find(TableScene)
    assert again is not None
    step_until(app2, lambda: app2.stack.top is again)
    return again


def test_the_card_drawn_from_the_stock_is_ringed_again(app: Any) -> None:
    table = _to_draw(app, seed=7)
    before = set(table.hand)
    click(app, table.layout.stock_rect.center)
    step_until(app, lambda: not table.flights)
    new = [c for c in table.hand if c not in before]
    assert len(new) == 1 and table.focus == HandFocus(table.hand.index(new[0]))
    again = _killed_and_continued(app, table)
    assert again.hand == table.hand and again.view.phase is Phase.DISCARD
    assert again.model.focused_card() == new[0]
    assert drawn_card(again.ctrl.match) == new[0]


def test_the_upcard_taken_is_ringed_again(app: Any) -> None:
    table = start_match(app, seed=7)
    step_until(app, lambda: app.stack.top is table and table.model.playing
               and table.view.my_turn and not table.settling)
    upcard = table.view.discard_top
    assert table.view.phase is Phase.OFFER and upcard is not None
    click(app, center(table.buttons["take"].rect))
    step_until(app, lambda: not table.flights)
    assert table.model.focused_card() == upcard
    again = _killed_and_continued(app, table)
    assert again.model.focused_card() == upcard


def test_after_the_discard_no_card_is_ringed_on_resume(app: Any) -> None:
    table = _to_draw(app, seed=7)
    click(app, table.layout.stock_rect.center)
    step_until(app, lambda: not table.flights)
    card = table.model.focused_card()
    assert card is not None
    double_click(app, card_center(table, card))  # thrown
    step_until(app, lambda: table.view.my_turn and table.view.phase is Phase.DRAW
               and not table.flights)
    assert drawn_card(table.ctrl.match) is None
    again = _killed_and_continued(app, table)  # by Enter: the ring on the stock, no card
    assert again.focus in (None, Pile.STOCK) and again.selected is None


def test_a_discard_taken_back_rings_the_card_drawn_again(app: Any) -> None:
    table = _to_draw(app, seed=7)
    click(app, table.layout.stock_rect.center)
    step_until(app, lambda: not table.flights)
    drawn = table.model.focused_card()
    other = next(c for c in table.hand if c != drawn)
    double_click(app, card_center(table, other))  # another card thrown
    assert other not in table.hand
    key(app, Command.UNDO)  # before the computer moves: it waits a moment after a discard
    assert other in table.hand and table.view.phase is Phase.DISCARD
    assert table.model.focused_card() == drawn
