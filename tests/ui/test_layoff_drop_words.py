"""A card dropped beside the knocker's melds in the lay-off review says why it goes back: a drop
onto the player's own meld or onto the knocker's deadwood snapped back without a word, and the
player could not tell a refusal from a miss (German 1440x900). A card put back where it was
says nothing. Real drags through the app's loop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.layoff_drop import NOT_ON_DEADWOOD, NOT_ON_OWN, ONTO_MELDS

from .helpers import drag, make_app, step
from .test_review_drag import _card_spot, _review


def _with_deadwood(m: Any) -> bool:
    """The player defends, with lay-offs to make, against a knock with deadwood, and holds
    a meld of their own and a loose card."""
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    tally = m.view(0).layoff
    return (tally is not None and bool(tally.knocker_loose)
            and tally.defender_arrangement is not None
            and bool(tally.defender_arrangement.melds)
            and bool(tally.defender_arrangement.deadwood)
            and any(a.kind is Kind.LAY_OFF for a in m.legal_actions()))


def _spread(review: Any, seat: int, loose: bool) -> pygame.Rect:
    """The rectangle of a group of ``seat``'s row: its first loose group or its first meld."""
    groups = review.knocker_groups() if seat != 0 else review.defender_groups()
    w, h = review.card_size()
    for (_cards, idx), ps in zip(groups, review.group_positions(groups, review.seat_top(seat)),
                                 strict=True):
        if (idx is None) == loose:
            return pygame.Rect(ps[0], (w, h)).union(pygame.Rect(ps[-1], (w, h)))
    raise AssertionError("no such group")


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_miss_says_why(language: str) -> None:
    with use_localizer(Localizer(language)):
        app = make_app(size=(1440, 900))
        try:
            review, m = _review(app, _with_deadwood)
            n = len(m.history)
            card = review.my_cards()[-1]
            start = _card_spot(review, card)
            for target, words in (
                    (_spread(review, 1, loose=True).center, NOT_ON_DEADWOOD),
                    (_spread(review, 0, loose=False).center, NOT_ON_OWN),
                    ((review.panel().centerx, review.panel().y + 8), ONTO_MELDS)):
                if _spread(review, 0, loose=False).collidepoint(start) and words is NOT_ON_OWN:
                    continue  # the card's own meld: put back where it was
                drag(app, start, target)
                assert len(m.history) == n and review.drag is None
                assert review.message == str(words), (target, review.message)
                step(app, 90)
            drag(app, start, (start[0] + 15, start[1] + 12))  # put back: nothing to say
            assert review.message is None
        finally:
            app.stack.clear()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_card_laid_off_dragged_back_says_it_stays(language: str) -> None:
    """English 1366x768: a card laid off onto the wrong meld was dragged back to the player's
    row; it stayed, with no word and no sound. It stays, and the review says lay-offs cannot
    be taken back (as Z does); a press on the knocker's own cards says nothing."""
    from ginrummy_desktop.ui.layoff_keys import NO_TAKE_BACK

    with use_localizer(Localizer(language)):
        app = make_app(size=(1366, 768))
        try:
            review, m = _review(app)
            a = next(a for a in m.legal_actions() if a.kind is Kind.LAY_OFF)
            rect = review.meld_rects()[a.meld]
            drag(app, _card_spot(review, a.card), rect.center)
            step(app, 90)
            assert a.card not in review.my_cards()
            n = len(m.history)
            start = _card_spot(review, a.card, 1)
            drag(app, start, (start[0], review.seat_top(0) + 20))
            step(app, 30)
            assert len(m.history) == n and a.card not in review.my_cards()
            assert review.message == str(NO_TAKE_BACK), review.message
            review.message = None
            own = next(c for cards, _ in review.knocker_groups() for c in cards if c != a.card)
            spot = _card_spot(review, own, 1)
            drag(app, spot, (spot[0], review.seat_top(0) + 20))
            assert review.message is None
        finally:
            app.stack.clear()
