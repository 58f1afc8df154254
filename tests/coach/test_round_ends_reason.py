"""The reason for a discard with the stock down to its last two cards: that discard ends the
round without a score, whatever card it throws. The hint said "Discard the 3 of spades -
about as good as the next best: discard the ace of hearts" and, under it, "Deadwood without
the 3 of spades: 8, without the ace of hearts: 10.", as if the count mattered (Hollywood,
800x520); where a knock was the next best it said "playing on is worth more", with no
playing on left."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import hint, reason
from ginrummy_desktop.engine import STOCK_FLOOR, Action, Card, Kind, Match, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import why_text


def _to_the_last_discard(seed: int) -> Match:
    """Classic ``seed``: both pass, then both draw from the stock and throw the card drawn,
    until seat 0 has drawn the last card it may (the stock down to ``STOCK_FLOOR``)."""
    m = Match(RuleSet.preset("classic"), seed)
    while True:
        v = m.view(m.round.turn)
        legal = m.legal_actions()
        if v.phase.name == "OFFER":
            m.apply(Action.pass_())
        elif Action.draw_stock() in legal:
            m.apply(Action.draw_stock())
        else:
            if m.round.turn == 0 and v.stock_size <= STOCK_FLOOR:
                return m
            drawn = m.round.last_drawn[m.round.turn]
            assert drawn is not None
            m.apply(Action.discard(drawn))


def _view(seed: int) -> SeatView:
    view = _to_the_last_discard(seed).view(0)
    assert view.my_turn and len(view.hand) == 11 and view.stock_size == STOCK_FLOOR
    return view


def test_two_discards_at_the_end_the_reason_is_that_the_round_ends() -> None:
    view = _view(5)
    cards = sorted(view.hand, key=lambda c: deadwood_of(view.hand_mask ^ c.bit))
    best, other = Action.discard(cards[0]), Action.discard(cards[-1])
    for close in (False, True):
        assert reason(view, best, other, close) == ("round_ends", {})
    with use_localizer(Localizer("en")):
        assert why_text("round_ends", {}) == (
            "Two cards left in the stock: this discard ends the round without a score, "
            "whatever you throw.")
    with use_localizer(Localizer("de")):
        assert "zwei Karten" in why_text("round_ends", {})


def test_a_discard_against_a_knock_at_the_end_does_not_say_play_on() -> None:
    view = _view(5)
    card = min(view.hand, key=lambda c: deadwood_of(view.hand_mask ^ c.bit))
    knock = Action.knock(card)
    assert reason(view, Action.discard(card), knock) == ("round_ends", {})
    assert reason(view, knock, Action.discard(card))[0] in ("knock", "gin", "compare")


def test_before_the_end_a_discard_keeps_its_own_reason() -> None:
    m = Match(RuleSet.preset("classic"), 5)
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    m.apply(Action.draw_stock())
    view = m.view(0) if m.round.turn == 0 else m.view(1)
    card = Card.parse(str(view.hand[0]))
    assert reason(view, Action.discard(card), Action.discard(view.hand[1]))[0] != "round_ends"


def test_the_hint_at_the_last_discard_gives_that_reason() -> None:
    view = _view(5)
    h = hint(view, seed=1, playouts=64)  # 76 deadwood: no knock, every discard worth 0
    assert h.best.kind is Kind.DISCARD and h.second is not None
    assert h.close and h.why == "round_ends"
