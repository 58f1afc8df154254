"""Playing without the mouse, as a player does it: keys through the app loop, and one visible
focus at a time (found by playing a whole round by keyboard in a real window)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile, SortMode

from .helpers import find_match, key, make_app, step, table_for


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


def _human_to_draw():  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.OFFER and not m.history)
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    return m


def test_the_keyboard_focus_is_the_only_ring_on_the_table(app) -> None:  # type: ignore[no-untyped-def]
    """Played by keys at 800x520: the stock had the focus ring, and so had "Sort: melds"
    (the ring marked the hand's sort), so which one Enter would play was a guess. The sort
    is now marked as chosen (gold), the ring is the keyboard's alone."""
    table = table_for(app, _human_to_draw())
    table.sort(SortMode.MELDS)
    step(app)
    key(app, Command.UP)
    assert table.model.focus is Pile.STOCK
    ringed = [name for name, b in table.buttons.items() if b.visible and b.focused]
    assert ringed == []
    assert table.buttons["sort_melds"].primary
    assert not table.buttons["sort_suit"].primary and not table.buttons["sort_rank"].primary
    key(app, Command.SORT)  # S: the next sort is the chosen one
    assert table.sort_mode is SortMode.SUIT and table.buttons["sort_suit"].primary
    assert not table.buttons["sort_melds"].primary
