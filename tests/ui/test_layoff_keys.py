"""The lay-off review by keys (640x420, German): the first arrow put the ring on the first
card of the player's first meld, which did not fit anywhere; the loose card that did was six
presses away. The first arrow now rings the first card the engine lets lay off; the hint
rings the card it names; the ringed card looks unlike a card laid off; a refusal goes when
the ring or a drag moves on."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Card, Kind, Match, Phase
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layoff_cost import layoff_cost
from ginrummy_desktop.ui.layoff_drop import ONTO_MELDS
from ginrummy_desktop.ui.layoff_hint import ONTO
from ginrummy_desktop.ui.review_paint import LAID_OFF, RING_OUT, ring_lift
from ginrummy_desktop.ui.scenes.layoff_review import Group, LayoffReviewScene, Pos
from ginrummy_desktop.ui.widgets import HIGHLIGHT, TEXT_DARK

from .helpers import drag, key, make_app
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
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


def _nothing_fits_and_a_meld_comes_first(m: Match) -> bool:
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    tally = m.view(0).layoff
    return (not any(a.kind is Kind.LAY_OFF for a in m.legal_actions()) and tally is not None
            and bool(tally.defender_melds) and bool(tally.defender_loose))


def test_with_nothing_to_lay_off_the_first_arrow_rings_a_loose_card() -> None:
    """Nothing fitted: the ring went to the ace of an A-2-3 run, and "2" then said "The ace
    of spades does not fit onto that meld", as if the rules forbade it (English 700x460)."""
    app = make_app(size=(700, 460))
    review, m = _review(app, _nothing_fits_and_a_meld_comes_first)
    tally = m.view(0).layoff
    assert tally is not None and tally.defender_loose
    cards = review.my_cards()
    assert cards[0] not in tally.defender_loose, "the first card shown is in a meld"
    key(app, Command.RIGHT)
    assert review.focus is not None and cards[review.focus] == tally.defender_loose[0]
    app.stack.clear()


def _only_costly_layoffs(m: Match) -> bool:
    from .test_review_drag import free_layoffs

    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    tally = m.view(0).layoff
    return (any(a.kind is Kind.LAY_OFF for a in m.legal_actions()) and not free_layoffs(m)
            and tally is not None and bool(tally.defender_loose))


def test_with_only_costly_lay_offs_the_first_arrow_rings_a_loose_card() -> None:
    """Nothing to lay off for free, but the 2 of spades of a set of twos fitted the computer's
    3-4-5 of spades at a cost: the ring went to it, and the player read that as a wrong
    "choose a loose card" (German 1280x800). A loose card first; the arrows reach the rest."""
    app = make_app(size=(1280, 800))
    review, m = _review(app, _only_costly_layoffs)
    tally = m.view(0).layoff
    assert tally is not None
    key(app, Command.RIGHT)
    cards = review.my_cards()
    assert review.focus is not None and cards[review.focus] == tally.defender_loose[0]
    app.stack.clear()


def _spot(review: LayoffReviewScene, groups: list[Group], top: int, card: Card) -> Pos:
    for (cards, _), ps in zip(groups, review.group_positions(groups, top), strict=True):
        for c, p in zip(cards, ps, strict=True):
            if c == card:
                return p
    raise AssertionError(card)


def test_an_arrow_or_a_drag_takes_an_old_refusal_away() -> None:
    """A refusal ("Pik 2 passt nicht an diese Kombination") stayed on while the arrows rang
    other cards (800x520 German, by keys): it was about the card the ring had left."""
    app = make_app(size=(800, 520))
    review, _m = _review(app)
    key(app, Command.RIGHT)
    nowhere = len(review.meld_rects()) + 1  # no such meld: the engine refuses
    key(app, Command.NUMBER, number=nowhere)
    assert review.message, "refused, and said why"
    key(app, Command.RIGHT)
    assert review.message is None
    key(app, Command.NUMBER, number=nowhere)
    assert review.message
    card = review.my_cards()[0]
    p = _spot(review, review.defender_groups(), review.seat_top(0), card)
    old = review.message
    drag(app, (p[0] + 5, p[1] + 20), (5, 5))
    # a new drag: the old refusal goes; dropped on no meld, it says where to drop instead
    assert review.message == str(ONTO_MELDS) != old
    app.stack.clear()


def test_the_ringed_card_is_raised_in_the_buttons_ring_unlike_a_card_laid_off() -> None:
    """A card laid off and the card the keyboard had ringed had the same yellow outline
    (800x520 German): a keyboard player could not tell which card a number would lay off.
    The ringed card now stands raised, in the ring a ringed button has (yellow, a dark
    edge outside); a card laid off has a thin light blue outline (gold, it read as a second
    ring)."""
    app = make_app(size=(800, 520))
    review, m = _review(app)
    key(app, Command.RIGHT)
    first = review.my_cards()[review.focus or 0]
    meld = next(a.meld for a in m.legal_actions() if a.kind is Kind.LAY_OFF and a.card == first)
    assert meld is not None
    key(app, Command.NUMBER, number=meld + 1)
    assert first in review.manual, "laid off by its number"
    key(app, Command.RIGHT)
    ringed = review.my_cards()[review.focus or 0]
    surface = pygame.Surface(app.size)
    review.draw(surface)
    h = review.card_size()[1]
    x, y = _spot(review, review.defender_groups(), review.seat_top(0), ringed)
    y -= ring_lift(review.card_size())
    assert tuple(surface.get_at((x - RING_OUT, y + h // 2)))[:3] == HIGHLIGHT
    assert tuple(surface.get_at((x - RING_OUT - 2, y + h // 2)))[:3] == TEXT_DARK
    lx, ly = _spot(review, review.knocker_groups(), review.seat_top(1), first)
    assert tuple(surface.get_at((lx - 1, ly + h // 2)))[:3] == LAID_OFF, "laid off: blue"
    assert tuple(surface.get_at((lx - RING_OUT, ly + h // 2)))[:3] != HIGHLIGHT
    app.stack.clear()


def test_the_hint_rings_the_card_it_names_and_its_number_lays_it_off() -> None:
    """H named "the 7 of clubs onto meld 1", and a keyboard player pressed the arrows card by
    card to reach it. The hint now rings that card: its meld's number lays it off."""
    app = make_app(size=(640, 420))
    review, m = _review(app, _first_card_does_not_fit)
    key(app, Command.HINT)
    assert review.note and review.focus is not None
    card = review.my_cards()[review.focus]
    assert card_name(card) in review.note
    meld = next(a.meld for a in m.legal_actions() if a.kind is Kind.LAY_OFF and a.card == card)
    assert meld is not None and str(ONTO.format(card=card_name(card), n=meld + 1)) in review.note
    key(app, Command.NUMBER, number=meld + 1)
    assert card in review.manual
    app.stack.clear()


def test_the_ring_stays_on_its_card_when_the_mouse_lays_off_a_card_before_it() -> None:
    """Keys and mouse mixed (800x520): with the ring on a card, a card before it dragged onto
    a meld moved the ring on to the next card, which the next number then laid off."""
    app = make_app(size=(800, 520))
    review, m = _review(app)
    fits = [a for a in m.legal_actions() if a.kind is Kind.LAY_OFF]
    cards = review.my_cards()
    first = min(fits, key=lambda a: cards.index(a.card))
    later = cards.index(first.card) + 1
    assert later < len(cards), "a card after the one laid off"
    ringed = cards[later]
    review.focus = later
    assert first.card is not None and first.meld is not None
    p = _spot(review, review.defender_groups(), review.seat_top(0), first.card)
    rect = review.meld_rects()[first.meld]
    drag(app, (p[0] + 5, p[1] + 20), rect.center)
    assert first.card in review.manual, "laid off by the mouse"
    assert review.my_cards()[review.focus] == ringed
    app.stack.clear()


def test_the_instructions_under_the_hands_name_the_keys(drawn: DrawnTexts) -> None:  # noqa: F811
    """A keyboard player found the arrows and the meld numbers in the help only (800x520
    German): the line beside Done said to drag. It names the keys too, each line clear of
    the next (at 2560x1440 two wrapped lines touched)."""
    from ginrummy_desktop.ui.review_paint import LAY_OFF_HINT

    app = make_app(size=(800, 520))
    review, _m = _review(app)
    drawn.clear()
    review.draw(pygame.Surface(app.size))
    shown = " ".join(t for t in drawn.texts)
    assert "arrow keys" in str(LAY_OFF_HINT) and "number" in str(LAY_OFF_HINT)
    assert all(word in shown for word in str(LAY_OFF_HINT).split()[:20])
    app.stack.clear()


def test_take_back_in_the_review_says_lay_offs_stay() -> None:
    """Z after a lay-off did nothing and said nothing (English 1440x900)."""
    app = make_app(size=(1440, 900))
    review, m = _review(app, _first_card_does_not_fit)
    n = len(m.history)
    key(app, Command.UNDO)
    assert review.message == "A card laid off stays laid off: lay-offs cannot be taken back."
    assert len(m.history) == n
    app.stack.clear()


def test_a_meld_s_number_with_no_card_rung_says_what_to_do() -> None:
    """A number with no card chosen did nothing and said nothing (English 1280x800, keys)."""
    from ginrummy_desktop.ui.layoff_keys import RING_FIRST

    app = make_app(size=(1280, 800))
    try:
        review, _m = _review(app)
        assert review.focus is None
        before = list(review.my_cards())
        key(app, Command.NUMBER, number=1)
        assert review.message == str(RING_FIRST) and review.my_cards() == before
    finally:
        app.stack.clear()


def test_tab_rings_done_and_goes_back_to_the_cards() -> None:
    """Tab left the ring on the card and showed none on "Done" (session 32, keys only)."""
    app = make_app(size=(1280, 800))
    try:
        review, _m = _review(app)
        key(app, Command.RIGHT)
        assert review.focus is not None and not review.done_button.focused
        key(app, Command.NEXT)
        assert review.done_button.focused and review.focus is None, "the ring is on Done"
        key(app, Command.PREV)
        assert not review.done_button.focused and review.focus is not None, "back on a card"
        key(app, Command.NEXT)
        key(app, Command.LEFT)
        assert not review.done_button.focused and review.focus is not None
    finally:
        app.stack.clear()


def test_home_and_end_ring_the_first_and_last_card() -> None:
    """End did nothing in the review (session 32, keys only)."""
    app = make_app(size=(1280, 800))
    try:
        review, _m = _review(app)
        cards = review.my_cards()
        key(app, Command.END)
        assert review.focus == len(cards) - 1
        key(app, Command.HOME)
        assert review.focus == 0
    finally:
        app.stack.clear()


def test_a_meld_number_past_the_last_names_the_number_pressed() -> None:
    """With two melds, 3 said "There is no such meld: 2" (the engine counts from 0; English
    800x520, keys only)."""
    app = make_app(size=(800, 520))
    try:
        review, _m = _review(app)
        melds = len(review.meld_rects())
        assert melds < 9
        key(app, Command.RIGHT)
        before = list(review.my_cards())
        key(app, Command.NUMBER, number=9)  # the keypad's 9 too: test_table_model
        assert review.message == "There is no such meld: 9", review.message
        assert review.my_cards() == before
    finally:
        app.stack.clear()


def test_after_a_lay_off_the_ring_goes_to_the_next_card_that_fits_else_to_done() -> None:
    """German 1024x600, keys: after the last lay-off the ring went on to the next card in the
    row, a card of the player's own meld, and a number then asked to lay that off. It goes to
    the next card worth laying off, and with none left to "Done", which Enter presses."""
    app = make_app(size=(1024, 600))
    review, m = _review(app, _first_card_does_not_fit)
    key(app, Command.RIGHT)
    rounds = 0
    while review.focus is not None:
        cards = review.my_cards()
        card = cards[review.focus]
        meld = next(a.meld for a in m.legal_actions() if a.kind is Kind.LAY_OFF and a.card == card)
        assert meld is not None
        key(app, Command.NUMBER, number=meld + 1)
        assert card in review.manual, "laid off by its number"
        if review.focus is not None:
            nxt = review.my_cards()[review.focus]
            assert any(a.kind is Kind.LAY_OFF and a.card == nxt for a in m.legal_actions()), \
                "the ring is on a card that fits"
        rounds += 1
    assert rounds >= 1 and review.done_button.focused, "nothing left: the ring is on Done"
    assert not any(a.kind is Kind.LAY_OFF for a in m.legal_actions()
                   if review.ctrl.view(0).layoff is not None
                   and layoff_cost(review.ctrl.view(0).layoff, a.card, a.meld) is None)
    app.stack.clear()
