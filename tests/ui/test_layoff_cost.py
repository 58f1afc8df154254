"""A lay-off that costs the player points is asked first (``ui.layoff_cost``): the king of
hearts dragged out of the player's K♠ K♥ K♦ onto the computer's 8-Q♥ was laid off at once,
for good, and the deadwood went from 10 to 30 (1280x800)."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Action, Card, Kind, Match, Phase, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layoff_cost import costly_words, layoff_cost
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

from .helpers import drag, key, make_app, step
from .test_review_drag import _card_spot, _review


def _costly(m: Match) -> Action | None:
    """A lay-off the player may make now that leaves more deadwood at best."""
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return None
    tally = m.view(0).layoff
    return next((a for a in m.legal_actions() if a.kind is Kind.LAY_OFF
                 and a.card is not None and a.meld is not None
                 and layoff_cost(tally, a.card, a.meld) is not None), None)


def _meld_spot(review: Any, meld: int) -> tuple[int, int]:
    return review.meld_rects()[meld].center


def test_the_cost_is_the_best_deadwood_before_and_after() -> None:
    m = _played_to_the_kings()
    tally = m.view(0).layoff
    king = next(a for a in m.legal_actions() if str(a) == "layoff KH 0")
    assert layoff_cost(tally, king.card, 0) == (10, 30)  # type: ignore[arg-type]
    with use_localizer(Localizer("en")):
        assert costly_words(king.card, 0, (10, 30)) == (  # type: ignore[arg-type]
            "If you lay off the king of hearts onto meld\u00a01, your deadwood will be 30 at best, "
            "not 10. Lay it off there anyway?")
    with use_localizer(Localizer("de")):
        assert "30" in costly_words(king.card, 0, (10, 30))  # type: ignore[arg-type]
        assert "Kombination\u00a01" in costly_words(king.card, 0, (10, 30))  # type: ignore[arg-type]


def _played_to_the_kings() -> Match:
    """Classic seed 4, Strong against Strong (seat 1 one seed on): seat 1 knocks with the ace
    of diamonds loose; seat 0 holds K♠ K♥ K♦, 3♥ 3♦ 3♣, A♠ 2♠ 3♠ and the 10 of clubs."""
    from ginrummy_desktop.ai import make_opponent

    m = Match(RuleSet.preset("classic"), 4)
    players = [make_opponent("strong", 4), make_opponent("strong", 11)]
    while m.phase is not Phase.LAYOFF:
        m.apply(players[m.round.turn].choose(m.view(m.round.turn)))
    return m


def test_each_lay_off_that_breaks_a_meld_has_its_cost() -> None:
    m = _played_to_the_kings()
    tally = m.view(0).layoff
    costs = {str(a): layoff_cost(tally, a.card, a.meld)  # type: ignore[arg-type]
             for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    # the 3 of diamonds onto 4-7 of diamonds: 3♥ 3♣ 3♠ is a set, A♠ 2♠ are left over
    assert costs == {"layoff KH 0": (10, 30), "layoff 3D 1": (10, 13)}
    assert layoff_cost(None, Card.parse("KH"), 0) is None  # not the player's lay-off
    assert layoff_cost(tally, Card.parse("TC"), 0) is None  # does not fit: the engine says


def test_a_costly_drop_asks_and_cancel_keeps_the_card() -> None:
    app = make_app(size=(1280, 800))
    review, m = _review(app, lambda m: _costly(m) is not None)
    a = _costly(m)
    assert a is not None and a.card is not None and a.meld is not None
    n = len(m.history)
    drag(app, _card_spot(review, a.card), _meld_spot(review, a.meld))
    step(app)
    assert isinstance(app.stack.top, ConfirmScene), "asked first"
    assert len(m.history) == n and a.card in review.my_cards()
    key(app, Command.CONFIRM)  # Enter: Cancel, the answer that changes nothing
    step(app, 60)
    assert app.stack.top is review and len(m.history) == n and a.card in review.my_cards()
    drag(app, _card_spot(review, a.card), _meld_spot(review, a.meld))
    step(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    confirm.yes.press()
    step(app)
    assert app.stack.top is review and m.history[-1] == a and a.card not in review.my_cards()
    # its way back, held while the question was open, is not flown after it was laid off:
    # a second king of hearts flew from the meld down to the hand and vanished there
    assert ("hand", a.card) not in review.animator.hidden()
    app.stack.clear()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_meld_and_its_number_stay_on_one_line(lang: str) -> None:
    """ "... onto meld" / "1, your deadwood ..." was seen at 1280x800."""
    with use_localizer(Localizer(lang)):
        app = make_app(size=(1280, 800))
        review, m = _review(app, lambda m: _costly(m) is not None)
        a = _costly(m)
        assert a is not None and a.card is not None and a.meld is not None
        drag(app, _card_spot(review, a.card), _meld_spot(review, a.meld))
        step(app)
        confirm = app.stack.top
        assert isinstance(confirm, ConfirmScene)
        _, lines = confirm._lines()
        assert not any(line[:1].isdigit() for line in lines), lines
        assert any(f"\u00a0{a.meld + 1}" in line for line in lines), lines
        app.stack.clear()


def test_a_costly_lay_off_by_its_number_is_asked_too() -> None:
    app = make_app(size=(800, 520))
    review, m = _review(app, lambda m: _costly(m) is not None)
    a = _costly(m)
    assert a is not None and a.card is not None and a.meld is not None
    cards = review.my_cards()
    review.focus = cards.index(a.card)
    n = len(m.history)
    key(app, Command.NUMBER, number=a.meld + 1)
    step(app)
    assert isinstance(app.stack.top, ConfirmScene) and len(m.history) == n
    app.stack.clear()


def test_a_lay_off_that_costs_nothing_is_made_at_once() -> None:
    app = make_app(size=(1280, 800))
    review, m = _review(app)
    tally = m.view(0).layoff
    a = next((a for a in m.legal_actions() if a.kind is Kind.LAY_OFF
              and layoff_cost(tally, a.card, a.meld) is None), None)  # type: ignore[arg-type]
    assert a is not None and a.card is not None and a.meld is not None
    drag(app, _card_spot(review, a.card), _meld_spot(review, a.meld))
    step(app)
    assert app.stack.top is review and m.history[-1] == a
    app.stack.clear()


def _costly_and_free(m: Match) -> bool:
    """The player defends with a lay-off that costs points out of a meld (shown before the
    loose cards) and one that costs nothing."""
    if _costly(m) is None:
        return False
    tally = m.view(0).layoff
    assert tally is not None
    return any(a.kind is Kind.LAY_OFF and layoff_cost(tally, a.card, a.meld) is None  # type: ignore[arg-type]
               for a in m.legal_actions())


def test_the_first_arrow_rings_a_card_that_costs_nothing() -> None:
    """The first arrow rang the first card that fits, the 6 of hearts of a set of sixes
    (5 points more), before the 2 of hearts that lowers the deadwood."""
    app = make_app(size=(800, 520))
    review, m = _review(app, _costly_and_free)
    tally = m.view(0).layoff
    costly = _costly(m)
    assert costly is not None
    cards = review.my_cards()
    free = [a.card for a in m.legal_actions() if a.kind is Kind.LAY_OFF
            and layoff_cost(tally, a.card, a.meld) is None]  # type: ignore[arg-type]
    assert cards.index(costly.card) < min(cards.index(c) for c in free), "costly one first"
    key(app, Command.RIGHT)
    assert review.focus is not None and cards[review.focus] in free
    app.stack.clear()
