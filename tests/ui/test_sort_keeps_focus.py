"""The keyboard's ring stays on its card when the hand is sorted: with the 9 of hearts ringed
at the right end, S (sort by suit) left the ring on the last place, now the 8 of clubs, and
Enter would have thrown a card the player had not chosen (German 1600x900)."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import HandFocus, SortMode

from .helpers import find_match, key, make_app, step, table_for


def _to_discard() -> Any:
    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.OFFER and not m.history)
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    m.apply(Action.draw_stock())
    return m


@pytest.mark.parametrize("sort", [SortMode.SUIT, SortMode.RANK, SortMode.MELDS])
def test_the_ring_follows_its_card_through_a_sort(sort: SortMode) -> None:
    app = make_app(size=(1600, 900))
    try:
        table = table_for(app, _to_discard())
        step(app)
        moved = 0
        for start in (SortMode.RANK, SortMode.SUIT, SortMode.MELDS):
            if start is sort:
                continue
            table.sort(start)
            for i in range(len(table.hand)):  # each card ringed in turn, then sorted
                table.sort(start)
                table.model.focus = HandFocus(i)
                table.model.selected = card = table.hand[i]
                table.sort(sort)
                step(app)
                assert table.model.focused_card() == card, (start, sort, i)
                moved += table.hand.index(card) != i
        assert moved > 0, "no card changed its place: the test saw nothing"
    finally:
        app.stack.clear()


def test_s_then_enter_throws_the_card_the_ring_was_on() -> None:
    """By keys, as the player did: the ring walked to the last card, S, Enter."""
    app = make_app(size=(1600, 900))
    try:
        m = _to_discard()
        table = table_for(app, m)
        table.sort(SortMode.MELDS)
        step(app)
        shown = list(table.hand)
        table.sort(SortMode.SUIT)
        by_suit = list(table.hand)
        table.sort(SortMode.MELDS)
        assert table.hand == shown
        i = next(i for i, c in enumerate(shown) if by_suit.index(c) != i)
        for _ in range(i + 1):
            key(app, Command.RIGHT)  # from nowhere, Right rings the first card
        assert table.model.focused_card() == table.hand[i]
        card = table.model.focused_card()
        assert card is not None
        key(app, Command.SORT)  # melds -> suit
        assert table.sort_mode is SortMode.SUIT
        n = len(m.history)
        key(app, Command.CONFIRM)
        step(app)
        assert m.history[n] == Action.discard(card), (m.history[n], card)
    finally:
        app.stack.clear()
