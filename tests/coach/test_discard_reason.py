"""Why one discard beats another where the better one is a loose card: the round's review
said "The ace of diamonds fits none of your melds" where the player had thrown the queen of
spades, loose too, and "The 6 of diamonds fits none of your melds" where the 10 of clubs
thrown instead went with the 10 of diamonds (Simple's discards judged, classic seeds
700-760). The reason now speaks of the card thrown instead. Positions: Simple (seat 0)
against Strong, classic, at one of Simple's discards."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import reason
from ginrummy_desktop.engine import Action, Card, SeatView
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import why_text

from .replay import played


def _view(seed: int, moves: str) -> SeatView:
    view = played("classic", seed, moves).view(0)
    assert view.my_turn and len(view.hand) == 11
    return view


def _discard(card: str) -> Action:
    return Action.discard(Card.parse(card))


def test_the_card_thrown_instead_went_with_a_card_of_the_hand() -> None:
    """Seed 714: the 10 of clubs went with the 10 of diamonds; the highest open pair of the
    hand is the kings, so the old reason ("keeps" the highest pair) did not see it."""
    view = _view(714, "pass pass draw")
    why, facts = reason(view, _discard("6D"), _discard("TC"))
    assert (why, facts) == ("keeps", {"a": Card.parse("TD"), "b": Card.parse("TC")})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Keeps the 10 of diamonds and the 10 of clubs "
                                        "together: one card makes them a meld.")


def test_two_loose_cards_the_reason_names_both() -> None:
    """Seed 708: the ace of diamonds and the queen of spades both fit no meld and go with no
    card; the search keeps the queen, and the reason says so of both."""
    view = _view(708, "pass pass draw discard TD draw discard KD draw discard QD draw "
                      "discard JC draw discard QH draw")
    why, facts = reason(view, _discard("AD"), _discard("QS"))
    assert (why, facts) == ("loose_both", {"card": Card.parse("AD"), "other": Card.parse("QS")})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Neither the ace of diamonds nor the queen of spades "
                                        "fits your melds; the search would keep the queen of "
                                        "spades.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("Weder Karo Ass noch Pik Dame passt zu deinen "
                                        "Kombinationen; die Suche würde Pik Dame behalten.")


def test_a_meld_card_thrown_against_a_loose_one_is_not_called_loose() -> None:
    """Where the better discard is itself part of a meld (the 4 of diamonds, of 4♥ 4♦ 4♣),
    "fits none of your melds" would be false: the deadwood each leaves is said instead."""
    view = _view(708, "pass pass draw discard TD draw discard KD draw discard QD draw "
                      "discard JC draw discard QH draw")
    why, facts = reason(view, _discard("4D"), _discard("QS"))
    assert why == "compare" and facts["card"] == Card.parse("4D")
    assert facts["other"] == Card.parse("QS")
    assert (facts["a"], facts["b"]) == (deadwood_of(view.hand_mask ^ Card.parse("4D").bit),
                                        deadwood_of(view.hand_mask ^ Card.parse("QS").bit))
    with use_localizer(Localizer("en")):
        assert why_text(why, facts).startswith("Deadwood without the 4 of diamonds: ")
