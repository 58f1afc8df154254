"""The lay-off review's keys, when the player defends: Left/Right ring one of the player's
cards (the first arrow a card that fits), Home/End the first and last, 1-9 lay the ringed
card onto that meld, H shows the hint and rings the card it names first (so its meld's
number lays it off: the hint named the 7 of clubs and a keyboard player pressed the arrows
to find it). Tab and Shift+Tab ring "Done" and go back to the cards (Tab left the ring on
the card and showed none on "Done", and End did nothing; session 32's keyboard player)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.layoff_hint import hinted_card, layable, layoff_hint
from ginrummy_desktop.ui.settings import setting

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

RING_FIRST = N_("Choose one of your cards with the arrow keys first, then press the number of "
                "the meld to lay it off onto.")
NO_TAKE_BACK = N_("A card laid off stays laid off: lay-offs cannot be taken back.")
"""Z (take back) in the review: it did nothing and said nothing after the 2 of diamonds was
laid off (English 1440x900)."""


def review_key(review: LayoffReviewScene, key: I.Key) -> None:
    """A key of the interactive review, its intro over (Enter, Space and Escape are the
    scene's). An arrow takes away an old refusal: it was about the card the ring left (the
    refusal of the 2 of spades stood on while the ring went on to other cards)."""
    cards = review.my_cards()
    cmd = key.command
    if cmd in (I.Command.NEXT, I.Command.PREV):
        on_done = not review.done_button.focused and bool(cards)
        review.done_button.focused = on_done or not cards
        review.focus = None if on_done or not cards else _first_ring(review, cards)
        review.message = None
        return
    review.done_button.focused = False  # any other key is about the cards
    if cmd in (I.Command.HOME, I.Command.END) and cards:
        review.focus = 0 if cmd is I.Command.HOME else len(cards) - 1
        review.message = None
    elif cmd in (I.Command.LEFT, I.Command.RIGHT) and cards:
        step = -1 if cmd is I.Command.LEFT else 1
        review.focus = (_first_ring(review, cards) if review.focus is None
                        else (review.focus + step) % len(cards))
        review.message = None
    elif cmd is I.Command.HINT and setting(review.app.settings, "show_hints", True):
        review.note, review.message = layoff_hint(review.tally()), None  # in its place
        card = hinted_card(review.ctrl)
        if card in cards:
            review.focus = cards.index(card)
    elif cmd is I.Command.UNDO:
        review.message = str(NO_TAKE_BACK)
    elif key.number is not None and review.focus is not None and cards:
        card = cards[min(review.focus, len(cards) - 1)]
        review.lay_off(card, key.number - 1)
    elif key.number is not None and cards:  # it did nothing and said nothing (English
        review.message = str(RING_FIRST)  # 1280x800, keys only)


def _first_ring(review: LayoffReviewScene, cards: list[Card]) -> int:
    """Where the ring comes onto the cards: the first one worth laying off (``layable``)."""
    loose = [c for group, colour in review.defender_groups() if colour is None for c in group]
    return layable(review.ctrl, cards, loose)
