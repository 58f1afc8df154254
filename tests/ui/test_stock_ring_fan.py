"""The keyboard's ring round the stock lies under the discard pile's fan: the fan's oldest
card starts where the stock ends, and the ring, drawn over it, cut that card's index in two
(640x420 German, by keys: a K of diamonds showed half a K)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui.card_index import index_right
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile
from ginrummy_desktop.ui.widgets import HIGHLIGHT

from .helpers import find_match, key, make_app, step, table_for


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_the_ring_on_the_stock_leaves_the_oldest_discards_index_whole(
        size: tuple[int, int]) -> None:
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                   and len(m.round.discard_pile) >= 5)
    table = table_for(app, m)
    try:
        key(app, Command.UP)  # the ring onto the stock
        assert table.focus is Pile.STOCK
        step(app)
        lay = table.layout
        fan, n = lay.discard_fan
        cw, ch = lay.card
        d = lay.discard_rect
        oldest = list(m.round.discard_pile)[-n - 1]
        x0 = d.x - fan * n
        face = app.cards.face(oldest, (cw, ch))
        covered = [(x, y) for x in range(1, index_right((cw, ch))) for y in range(2, ch * 36 // 100)
                   if face.get_at((x, y)).a == 255
                   and app.screen.get_at((x0 + x, d.y + y))[:3] != face.get_at((x, y))[:3]]
        assert not covered, f"{oldest}'s index is covered at {covered[:5]} ({size})"
        s = lay.stock_rect  # and the ring still stands round the stock
        ring = [app.screen.get_at((s.centerx, s.top - 3))[:3],
                app.screen.get_at((s.left - 3, s.centery))[:3]]
        assert all(c == HIGHLIGHT[:3] for c in ring), ring
    finally:
        app.stack.clear()
