"""Tab at the table (640x420, by keys): it did nothing, so a keyboard player found no way to
the buttons but their letters. Tab now takes the ring off the cards onto the buttons one by
one (Take and Pass first) and past the last back to the cards; Enter presses the ringed
button; an arrow or the mouse gives the ring back to the cards. Only one ring shows."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Action, Match, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.buttons import TAB_ORDER
from ginrummy_desktop.ui.table.model import HandFocus

from .helpers import find_match, key, make_app, press, release, step, table_for


def _table(phase: Phase) -> tuple[Any, Any, Match]:
    app = make_app(size=(640, 420))
    m = find_match(lambda m: m.round.phase is phase and m.round.turn == 0)
    return app, table_for(app, m), m


def _ringed_name(t: Any) -> str | None:
    """The button with Tab's ring, as drawn (focused) and as the ring holds it."""
    names = [n for n, b in t.buttons.items() if b.focused and b.active]
    assert names == ([] if t.ring.at is None else [n for n, b in t.buttons.items()
                                                   if b is t.ring.at])
    return names[0] if names else None


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


def test_enter_with_the_ring_nowhere_shows_where_it_acts_and_plays_nothing() -> None:
    """A new round (640x420, by keys): Enter did nothing and said nothing. Now the first
    Enter puts the ring on the upcard while it is offered (the next Enter takes it), else
    where the arrows start."""
    from ginrummy_desktop.ui.table.model import Pile

    app, t, m = _table(Phase.OFFER)
    assert t.focus is None
    before = len(m.history)
    key(app, Command.CONFIRM)
    assert t.focus is Pile.DISCARD and len(m.history) == before
    key(app, Command.CONFIRM)
    assert m.history[before] == Action.take()
    app.stack.clear()
    app, t, m = _table(Phase.DRAW)
    t.model.clear_choice()
    before = len(m.history)
    key(app, Command.CONFIRM)
    assert t.focus is Pile.STOCK and len(m.history) == before
    app.stack.clear()


def test_the_ring_round_a_button_leaves_the_deadwood_line_whole() -> None:
    """640x420: Tab's ring round "Hint" crossed the bottom of "Deadwood: 32" above it."""
    app, t, _m = _table(Phase.OFFER)
    plain = pygame.Surface(app.size)
    t.draw(plain)
    while _ringed_name(t) != "hint":
        key(app, Command.NEXT)
    ringed_surface = pygame.Surface(app.size)
    t.draw(ringed_surface)
    hint = t.buttons["hint"].rect
    line_bottom = hint.top - 1
    ink = [(x, y) for x in range(hint.left - 8, hint.right + 8) for y in range(line_bottom - 12,
           line_bottom + 1) if min(plain.get_at((x, y))[:3]) > 225]
    assert ink, "the deadwood line's letters are there"
    assert all(min(ringed_surface.get_at(p)[:3]) > 200 for p in ink), "no ring over a letter"
    app.stack.clear()


def test_shift_tab_goes_back_through_the_buttons() -> None:
    """Shift+Tab went on like Tab (the review's table view, 1280x800): no way back but round
    the whole row. It goes back one button, and from the cards to the last button."""
    app, t, m = _table(Phase.OFFER)
    key(app, Command.NEXT)
    key(app, Command.NEXT)
    forward = _ringed_name(t)
    key(app, Command.NEXT)
    assert _ringed_name(t) != forward
    key(app, Command.PREV)
    assert _ringed_name(t) == forward
    key(app, Command.PREV)
    assert _ringed_name(t) == "take"
    key(app, Command.PREV)  # before the first: back on the cards
    assert _ringed_name(t) is None
    key(app, Command.PREV)  # and from there to the last button
    live = [n for n in TAB_ORDER if n in t.buttons and t.buttons[n].active]
    assert _ringed_name(t) == live[-1]
    app.stack.clear()


def test_shift_tab_in_the_pause_menu_goes_up() -> None:
    from ginrummy_desktop.ui.scenes.pause import PauseScene

    app, t, _m = _table(Phase.OFFER)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    start = pause.focus
    key(app, Command.NEXT)
    assert pause.focus != start
    key(app, Command.PREV)
    assert pause.focus == start
    app.stack.clear()
