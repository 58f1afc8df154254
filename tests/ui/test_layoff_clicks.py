"""Laying off by clicks (``ui/layoff_clicks.py``): a card, then the meld; a double click lays a
card off where it fits; a meld clicked with no card chosen, or a double click on a card that
fits nowhere, says why. Seen (German 640x420, mouse only): clicks and double clicks did nothing
and said nothing; only a drag laid a card off."""

from __future__ import annotations

from ginrummy_desktop.engine import Kind, Match, Phase
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.layoff_clicks import CHOOSE_FIRST, FITS_NONE
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

from .helpers import click, double_click, drag, make_app, step
from .test_review_drag import _card_spot, _review


def _fits_and_one_does_not(m: Match) -> bool:
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    fits = {a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    tally = m.view(0).layoff
    return bool(fits) and tally is not None and bool(set(tally.defender_loose) - fits)


def test_a_card_then_a_meld_and_a_double_click_lay_off() -> None:
    app = make_app(size=(640, 420))
    try:
        review, m = _review(app, _fits_and_one_does_not)
        legal = [a for a in m.legal_actions() if a.kind is Kind.LAY_OFF]
        card, meld = legal[0].card, legal[0].meld
        assert card is not None and meld is not None
        rect = review.meld_rects()[meld]
        click(app, rect.center)  # nothing chosen yet
        assert review.message == str(CHOOSE_FIRST)
        click(app, _card_spot(review, card))
        assert review._focused_card() == card and review.message is None
        click(app, rect.center)
        assert card in review.manual and card not in review.my_cards()
        step(app, 30)
        tally = m.view(0).layoff
        assert tally is not None
        loose = [c for c in tally.defender_loose if c in review.my_cards()]
        fits = {a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
        stray = next(c for c in loose if c not in fits)
        double_click(app, _card_spot(review, stray))
        assert review.message == FITS_NONE.format(card=card_name(stray))
        if fits:  # a second card that fits: a double click lays it off
            other = next(iter(fits))
            double_click(app, _card_spot(review, other))
            if isinstance(app.stack.top, ConfirmScene):  # it costs points: asked, as a drag
                click(app, app.stack.top.yes.rect.center)
            assert other in review.manual
    finally:
        app.stack.clear()


def test_a_second_click_lets_the_card_go() -> None:
    app = make_app(size=(800, 520))
    try:
        review, m = _review(app)
        card = next(a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF)
        click(app, _card_spot(review, card))
        assert review._focused_card() == card
        click(app, _card_spot(review, card))
        assert review.focus is None
    finally:
        app.stack.clear()


def test_a_drag_lets_a_chosen_card_go() -> None:
    """A card chosen by a click and refused at a meld stayed raised and ringed while another
    card was dragged (English 1366x768): a drag lets it go."""
    app = make_app(size=(1366, 768))
    try:
        review, m = _review(app, _fits_and_one_does_not)
        fits = {a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
        tally = m.view(0).layoff
        assert tally is not None
        stray = next(c for c in tally.defender_loose if c not in fits)
        click(app, _card_spot(review, stray))
        click(app, review.meld_rects()[0].center)  # refused: it stays chosen, to try another
        assert review._focused_card() == stray and review.message
        other = next(c for c in review.my_cards() if c != stray)
        spot = _card_spot(review, other)
        drag(app, spot, (spot[0], spot[1] - 60))  # lifted and let go over nothing
        assert review.focus is None and review._focused_card() is None
    finally:
        app.stack.clear()
