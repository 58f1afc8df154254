"""The reviewed round on the table in a tall window uses its height: at 660x900 the rows stood
in the top half (the piles' names touching the hand) and a third of the window lay empty under
the words. In a landscape window nothing moves (no height to spare)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.layout import TableLayout

from .helpers import make_app
from .test_review_board_worth import _board_at_a_best_move


@pytest.mark.parametrize("size", [(660, 900), (900, 1200), (640, 1000)])
def test_a_tall_window_spreads_the_rows(size: tuple[int, int]) -> None:
    app = make_app(size=size)
    try:
        board = _board_at_a_best_move(app)
        hand = board.card_rects(size)
        stock, _discard = board.pile_rects(size)
        top = min(r.top for _c, r in hand)
        bottom = max(r.bottom for _c, r in hand)
        card_h = TableLayout(size).card[1]
        assert top - stock.bottom >= card_h // 2, "the piles' names stand clear of the hand"
        assert bottom > size[1] // 2, "the hand in the lower half"
        assert bottom + card_h // 2 < board.back.rect.top, "room for the words under it"
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_a_landscape_window_keeps_its_rows(size: tuple[int, int]) -> None:
    app = make_app(size=size)
    try:
        board = _board_at_a_best_move(app)
        lay, opp_y, piles_y, hand_y = board._rows(size)
        step = lay.card[1]
        assert piles_y < opp_y + lay.opp_card[1] + step // 2
        assert hand_y < piles_y + step + step // 2
    finally:
        app.stack.clear()
