"""What the lay-off review says of a card dropped beside the knocker's melds, before it flies
back: a drop onto the player's own meld or onto the knocker's deadwood went back without a
word, and the player could not tell a refusal from a miss (German 1440x900). A drop onto a
meld the card does not fit is the engine's to refuse, with its reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layoff_keys import NO_TAKE_BACK

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.ui.scenes.layoff_review import Group, LayoffReviewScene

NOT_ON_DEADWOOD = N_("Cards are laid off onto the knocker's melds only, not onto the "
                     "knocker's deadwood.")
NOT_ON_OWN = N_("Your own cards stay as they are: lay off onto the knocker's melds.")
ONTO_MELDS = N_("Drop the card onto one of the knocker's melds: those it fits light up while "
                "you drag it.")


def missed_drop(review: LayoffReviewScene, pos: tuple[int, int],
                origin: tuple[int, int]) -> str | None:
    """Why the card dropped at ``pos`` (on no meld of the knocker's) goes back; None for a
    card put back where it was (``origin``: its place in the player's row)."""
    w, h = review.card_size()
    if pygame.Rect(origin, (w, h)).inflate(w // 2, h // 2).collidepoint(pos):
        return None
    for seat, groups in ((review.knocker(), review.knocker_groups()),
                         (HUMAN, review.defender_groups())):
        for (_cards, idx), ps in zip(groups, review.group_positions(
                groups, review.seat_top(seat)), strict=True):
            spread = pygame.Rect(ps[0], (w, h)).union(pygame.Rect(ps[-1], (w, h)))
            if spread.collidepoint(pos) and seat == HUMAN:
                return str(NOT_ON_OWN)
            if spread.collidepoint(pos) and idx is None:
                return str(NOT_ON_DEADWOOD)
    return str(ONTO_MELDS)


def grabbed_laid_off(review: LayoffReviewScene, pos: tuple[int, int]) -> str | None:
    """What a press that starts a drag at ``pos`` on a card already laid off says: that it
    stays (it did not move and nothing was said; English 1366x768, a card dropped on the
    wrong meld); elsewhere the message standing."""
    tally = review.tally()
    hit = card_under(review, review.knocker_groups(), review.seat_top(review.knocker()), pos)
    if tally is None or hit is None or hit[0] not in {c for c, _ in tally.laid_off}:
        return review.message
    review.app.sounds.play("illegal")
    return str(NO_TAKE_BACK)


def card_under(review: LayoffReviewScene, groups: list[Group], top: int,
               pos: tuple[int, int]) -> tuple[Card, tuple[int, int]] | None:
    """The card of a row of ``groups`` (at ``top``) drawn topmost at ``pos``, and where it
    lies; None where no card is."""
    size = review.card_size()
    for (cards, _), ps in reversed(list(zip(groups, review.group_positions(groups, top),
                                            strict=True))):
        for card, p in reversed(list(zip(cards, ps, strict=True))):
            if pygame.Rect(p, size).collidepoint(pos):
                return card, p
    return None
