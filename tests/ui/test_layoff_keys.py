"""The lay-off review by keys (640x420, German): the first arrow put the ring on the first
card of the player's first meld, which did not fit anywhere; the loose card that did was six
presses away. The first arrow now rings the first card the engine lets lay off."""

from __future__ import annotations

from ginrummy_desktop.engine import Kind, Match, Phase
from ginrummy_desktop.ui.input import Command

from .helpers import key, make_app
from .test_review_drag import _review


def _first_card_does_not_fit(m: Match) -> bool:
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    fits = {a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    tally = m.view(0).layoff
    melds = tally.defender_melds if tally is not None else None
    return bool(fits) and bool(melds) and not fits & set(melds[0])


def test_the_first_arrow_rings_a_card_that_can_be_laid_off() -> None:
    app = make_app(size=(640, 420))
    review, m = _review(app, _first_card_does_not_fit)
    fits = {a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    cards = review.my_cards()
    assert cards[0] not in fits, "the first card shown does not fit"
    key(app, Command.RIGHT)
    assert review.focus is not None and cards[review.focus] in fits
    key(app, Command.NUMBER, number=1 + next(a.meld for a in m.legal_actions()
                                             if a.kind is Kind.LAY_OFF
                                             and a.card == cards[review.focus]))
    assert len(review.my_cards()) == len(cards) - 1, "laid off by its number"
    app.stack.clear()
