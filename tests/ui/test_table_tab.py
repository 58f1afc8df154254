"""Tab at the table (640x420, by keys): it did nothing, so a keyboard player found no way to
the buttons but their letters. Tab now takes the ring off the cards onto the buttons one by
one (Take and Pass first) and past the last back to the cards; Enter presses the ringed
button; an arrow or the mouse gives the ring back to the cards. Only one ring shows."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Action, Match, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.buttons import TAB_ORDER, ringed
from ginrummy_desktop.ui.table.model import HandFocus

from .helpers import find_match, key, make_app, press, release, step, table_for


def _table(phase: Phase) -> tuple[Any, Any, Match]:
    app = make_app(size=(640, 420))
    m = find_match(lambda m: m.round.phase is phase and m.round.turn == 0)
    return app, table_for(app, m), m


def _ringed_name(t: Any) -> str | None:
    b = ringed(t.buttons)
    return None if b is None else next(n for n, x in t.buttons.items() if x is b)


def test_tab_takes_the_ring_to_take_and_pass_and_enter_presses_it() -> None:
    app, t, m = _table(Phase.OFFER)
    key(app, Command.NEXT)
    assert _ringed_name(t) == "take" and t.focus is None
    key(app, Command.NEXT)
    assert _ringed_name(t) == "pass"
    before = len(m.history)
    key(app, Command.CONFIRM)
    step(app)
    assert m.history[before] == Action.pass_(), "Enter passed"
    assert _ringed_name(t) is None
    app.stack.clear()


def test_tab_walks_every_button_and_comes_back_to_the_card_it_left() -> None:
    app, t, _m = _table(Phase.DISCARD)
    key(app, Command.RIGHT)
    key(app, Command.RIGHT)
    card = t.selected
    assert card is not None and t.focus == HandFocus(1)
    order = [n for n in TAB_ORDER if t.buttons[n].active]
    seen = []
    for _ in order:
        key(app, Command.NEXT)
        seen.append(_ringed_name(t))
        assert t.focus is None and t.selected is None, "one ring: the button's"
    assert seen == order
    surface = pygame.Surface(app.size)
    t.draw(surface)
    key(app, Command.NEXT)  # past the last: back on the card
    assert _ringed_name(t) is None and t.focus == HandFocus(1) and t.selected == card
    key(app, Command.NEXT)
    assert _ringed_name(t) == order[0]
    key(app, Command.LEFT)  # an arrow gives the ring back as well
    assert _ringed_name(t) is None and t.focus == HandFocus(1)
    key(app, Command.NEXT)
    press(app, (5, 5))  # and the mouse takes over
    release(app, (5, 5))
    assert _ringed_name(t) is None
    app.stack.clear()


def test_enter_on_a_sort_button_sorts_and_the_ring_goes_back_to_the_cards() -> None:
    from ginrummy_desktop.ui.table.model import SortMode

    app, t, _m = _table(Phase.DISCARD)
    while _ringed_name(t) != "sort_rank":
        key(app, Command.NEXT)
    key(app, Command.CONFIRM)
    assert t.sort_mode is SortMode.RANK and _ringed_name(t) is None
    app.stack.clear()
