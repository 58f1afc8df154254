""""Try again" by the table's gestures: a card of the hand dragged onto the discard pile is
discarded, the stock or the discard pile dragged into the hand is drawn, and a card chosen
with a click, then the discard pile clicked, is discarded. Only the buttons and clicks on a
card or a pile did (English 1280x800: a newcomer dragged the king of spades onto the pile, then
chose it and clicked the pile, and nothing happened)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, Kind, Phase
from ginrummy_desktop.ui.input import CLICK, DROP, Pointer

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene


def gesture(board: ReviewBoardScene, intent: Pointer) -> bool:
    """Take ``intent`` as a try-again move where it is one of those gestures; True if so."""
    if not (board.trying and board.tried is None):
        return False
    size = board.app.size
    stock, pile = board.pile_rects(size)
    discarding = board.pending.view.phase is Phase.DISCARD
    if intent.kind == CLICK and pile.collidepoint(intent.pos) and discarding \
            and board.chosen in board.hand:
        board._chosen_card(Kind.DISCARD)
        return True
    if intent.kind != DROP:
        return False
    rects = board.card_rects(size)
    card = next((c for c, r in reversed(rects) if r.collidepoint(intent.start)), None)
    if card is not None:  # from the hand: onto the discard pile throws it
        if not pile.collidepoint(intent.pos):
            return False
        board.chosen = card
        board._chosen_card(Kind.DISCARD)
        return True
    if not rects or intent.pos[1] < rects[0][1].top - rects[0][1].height // 3:
        return False  # a draw is dropped into the hand (or near its top)
    if stock.collidepoint(intent.start):
        return board.choose(Action.draw_stock())
    if pile.collidepoint(intent.start):
        return any(board.choose(a) for a in (Action.draw_discard(), Action.take()))
    return False
