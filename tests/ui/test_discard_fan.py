"""The discard pile's fan: every older discard shows its whole corner index, also next to a
new top card's gold mark with the mouse over the pile (at 640x420 the mark and the hover
outline covered the right half of the 8 px strip left of a sixth of a card: the 6 of clubs
under the computer's 10 of hearts showed a 6 and half a club)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Phase, best_discard
from ginrummy_desktop.ui.card_index import index_right

from .helpers import card_center, drag, find_match, make_app, step, step_until, table_for


def _index_rows(h: int) -> int:
    """The rows of a face that hold its corner index (rank and suit), from its top."""
    return int(h * 0.36)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800)])
def test_each_older_discard_shows_its_whole_index_beside_the_marked_top_card(
        size: tuple[int, int]) -> None:
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0
                   and len(m.round.discard_pile) >= 4)
    table = table_for(app, m)
    lay = table.layout
    card, _ = best_discard(m.view(0).hand)
    drag(app, card_center(table, card), lay.discard_rect.center)
    step_until(app, lambda: m.round.turn == 0 and m.round.phase is Phase.DRAW
               and table.last_move is not None)
    pile = list(m.round.discard_pile)
    assert table.last_move.marked == pile[-1], "the computer's discard is marked"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=lay.discard_rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    step(app, 2)
    assert table.hover == ("discard", None)
    fan, n = lay.discard_fan
    assert n >= 3, "the top card and at least three before it"
    cw, ch = lay.card
    d = lay.discard_rect
    for i, older in enumerate(pile[-n - 1:-1]):
        x0 = d.x - fan * (n - i)
        face = app.cards.face(older, (cw, ch))
        covered = [(x, y) for x in range(1, index_right((cw, ch)))
                   for y in range(2, _index_rows(ch))
                   if face.get_at((x, y)).a == 255
                   and app.screen.get_at((x0 + x, d.y + y))[:3] != face.get_at((x, y))[:3]]
        assert not covered, f"{older}'s index is covered at {covered[:5]} ({size})"
    # and the fan stays off the stock
    assert d.x - fan * n >= lay.stock_rect.right
    app.stack.clear()


def test_a_normal_window_keeps_four_older_discards_a_sixth_of_a_card_apart() -> None:
    from ginrummy_desktop.ui.layout import TableLayout

    lay = TableLayout((1280, 800))
    assert lay.discard_fan == (lay.card[0] // 6, 4)
    small: Any = TableLayout((640, 420))
    assert small.discard_fan[0] > small.card[0] // 6


def test_the_keyboards_ring_on_a_pile_does_not_look_like_the_mark_of_a_new_discard() -> None:
    """800x520, German, by keys: with the ring on the stock and the computer's jack
    outlined in gold on the discard pile, both piles looked chosen."""
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.table.model import Pile
    from ginrummy_desktop.ui.widgets import HIGHLIGHT

    from .helpers import key

    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0
                   and len(m.round.discard_pile) >= 2)
    table = table_for(app, m)
    lay = table.layout
    card, _ = best_discard(m.view(0).hand)
    drag(app, card_center(table, card), lay.discard_rect.center)
    step_until(app, lambda: m.round.turn == 0 and m.round.phase is Phase.DRAW
               and table.last_move is not None)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, lay.h // 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))  # the mouse off the pile
    key(app, Command.UP)
    step(app)
    assert table.hover is None
    assert table.model.focus is Pile.STOCK
    s, d = lay.stock_rect, lay.discard_rect
    ring = app.screen.get_at((s.centerx, s.top - 3))[:3]
    mark = app.screen.get_at((d.centerx, d.top - 1))[:3]
    assert ring == HIGHLIGHT
    assert sum(abs(a - b) for a, b in zip(ring, mark, strict=True)) > 120, (ring, mark)
    app.stack.clear()
