"""Clicks in the lay-off review, as on the table: a click on one of the player's cards chooses
it (the keyboard's ring, raised; a second click lets it go), a click on one of the knocker's
melds then lays it off there, and a double click lays a card off onto the first meld it fits.
Seen (German 640x420, mouse only): clicking the 6♦ and then the computer's set of sixes, or
double-clicking it, did nothing and said nothing; only a drag laid it off."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Card, Kind
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.controller import HUMAN

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

CHOOSE_FIRST = N_("Click one of your cards first, then the meld to lay it off onto.")
FITS_NONE = N_("The {card} fits none of the knocker's melds.")


def review_click(review: LayoffReviewScene, intent: I.Pointer) -> None:
    """A click or double click of the interactive review, its intro over."""
    hit = review.card_at(intent.pos)
    cards = review.my_cards()
    if hit is not None:
        card = hit[0]
        review.message = None
        if intent.kind == I.DOUBLE_CLICK:
            _lay_anywhere(review, card)
            return
        chosen = review.focus is not None and cards[min(review.focus, len(cards) - 1)] == card
        review.focus = None if chosen else cards.index(card)
        review.clicked = None if chosen else card
        return
    melds = [i for i, rect in enumerate(review.meld_rects()) if rect.collidepoint(intent.pos)]
    if not melds:
        return
    if review.focus is None or not cards:
        review.message = str(CHOOSE_FIRST)
        return
    card = cards[min(review.focus, len(cards) - 1)]
    review.lay_off(card, melds[0])


def _lay_anywhere(review: LayoffReviewScene, card: Card) -> None:
    legal = review.ctrl.view(HUMAN).legal_actions()
    fits = sorted(a.meld for a in legal
                  if a.kind is Kind.LAY_OFF and a.card == card and a.meld is not None)
    if fits:
        review.lay_off(card, fits[0])
    else:
        review.message = FITS_NONE.format(card=card_name(card))
