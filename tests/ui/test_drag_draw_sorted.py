"""A card drawn by dragging it into a sorted hand goes to its sorted place: dropped between
two cards of a run, the run's coloured bar stood in two pieces and "Sort: melds" went off
(three testers, 1280x720 and 800x520, the tutorial's "drag it into your hand" among them).
In the player's own order it stays where it was dropped. Real drags through the app's loop."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.table.model import SortMode, TableModel

from .helpers import card_center, drag, find_match, make_app, step, table_for


def _to_draw(m: Any) -> bool:
    return m.round.turn == HUMAN and m.phase is Phase.DRAW and len(m.round.stock) > 10


def _sorted(t: Any, mode: SortMode) -> list[Any]:
    model = TableModel()
    model.sync(t.hand)
    model.sort(mode, t.melds)
    return model.hand


@pytest.mark.parametrize("mode", [SortMode.MELDS, SortMode.SUIT, SortMode.RANK])
def test_a_card_dragged_into_a_sorted_hand_goes_to_its_place(mode: SortMode) -> None:
    app = make_app(animation="normal", size=(1280, 720))
    try:
        m = find_match(_to_draw)
        t = table_for(app, m)
        t.sort(mode)
        drag(app, t.layout.stock_rect.center, card_center(t, t.hand[4]))
        assert m.history[-1] == Action.draw_stock() and len(t.hand) == 11
        assert t.sort_mode is mode and t.buttons[f"sort_{mode.value}"].primary
        assert t.hand == _sorted(t, mode)
        step(app, 60)
        assert not t.flights
    finally:
        app.stack.clear()


def test_in_the_players_own_order_it_stays_where_it_was_dropped() -> None:
    app = make_app(size=(1280, 720))
    try:
        m = find_match(_to_draw)
        t = table_for(app, m)
        t.model.sort_mode = None
        order = list(t.hand)
        drag(app, t.layout.stock_rect.center, card_center(t, t.hand[4]))
        new = next(c for c in t.hand if c not in order)
        assert t.sort_mode is None and t.hand.index(new) in (4, 5)
        assert [c for c in t.hand if c != new] == order
    finally:
        app.stack.clear()
