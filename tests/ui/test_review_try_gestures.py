""""Try again" takes the table's gestures (English 1280x800: a newcomer dragged the king of
spades onto the discard pile, then chose it and clicked the pile, and nothing happened; only
the buttons and clicks on a card or a pile answered): a card dragged onto the discard pile is
thrown, a card chosen and then the pile clicked is thrown, the stock dragged into the hand is
drawn. Real mouse events through the app's loop."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Kind

from .helpers import click, drag, make_app, step
from .test_review_board import trying_at


def _card_to_throw(board):  # type: ignore[no-untyped-def]
    legal = {a.card for a in board.pending.legal if a.kind is Kind.DISCARD}
    return next((c, r) for c, r in board.card_rects(board.app.size) if c in legal)


def test_a_card_dragged_onto_the_discard_pile_is_thrown() -> None:
    app = make_app()
    board = trying_at(app, "discard")
    card, rect = _card_to_throw(board)
    _stock, pile = board.pile_rects(app.size)
    drag(app, (rect.x + 12, rect.y + 20), pile.center)
    step(app)
    assert board.tried == Action.discard(card)
    app.stack.clear()


def test_a_card_dragged_elsewhere_is_not_thrown() -> None:
    app = make_app()
    board = trying_at(app, "discard")
    _card, rect = _card_to_throw(board)
    drag(app, (rect.x + 12, rect.y + 20), (app.size[0] // 2, 20))
    step(app)
    assert board.tried is None
    app.stack.clear()


def test_a_chosen_card_then_a_click_on_the_pile_throws_it() -> None:
    app = make_app()
    board = trying_at(app, "discard")
    card, rect = _card_to_throw(board)
    click(app, (rect.x + 12, rect.y + 20))
    assert board.chosen == card and board.tried is None
    _stock, pile = board.pile_rects(app.size)
    click(app, pile.center)
    assert board.tried == Action.discard(card)
    app.stack.clear()


def test_the_stock_dragged_into_the_hand_is_drawn() -> None:
    app = make_app()
    board = trying_at(app, "draw")
    stock, _pile = board.pile_rects(app.size)
    _c, rect = board.card_rects(app.size)[len(board.hand) // 2]
    drag(app, stock.center, rect.center)
    step(app)
    assert board.tried == Action.draw_stock()
    app.stack.clear()
