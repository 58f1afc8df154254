"""Which two loose cards the coach calls "one card makes them a meld": the review said "Neither
the ace of diamonds nor the queen of spades fits your melds" of a queen kept beside the 10 of
spades (the jack unseen), and the same words of two nines whose other two lay in the pile. A
pair is named where a card the seat has not seen completes it, one rank apart in a suit too."""

from __future__ import annotations

from ginrummy_desktop.ai.base import track
from ginrummy_desktop.coach.hint import _makers, _open_pair, _partner, reason
from ginrummy_desktop.engine import Action, Card, cards_mask, parse_cards
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import why_text

from .replay import played

ALL = (1 << 52) - 1


def _mask(text: str) -> int:
    return cards_mask(parse_cards(text.split()))


def test_the_cards_that_make_a_meld_of_two() -> None:
    assert _makers(Card.parse("9S"), Card.parse("9D")) == _mask("9H 9C")
    assert _makers(Card.parse("7C"), Card.parse("8C")) == _mask("6C 9C")
    assert _makers(Card.parse("9C"), Card.parse("7C")) == _mask("8C")
    assert _makers(Card.parse("AH"), Card.parse("2H")) == _mask("3H")  # the ace is low only
    assert _makers(Card.parse("QH"), Card.parse("KH")) == _mask("JH")
    assert _makers(Card.parse("7C"), Card.parse("TC")) == 0
    assert _makers(Card.parse("7C"), Card.parse("8D")) == 0


def test_an_inside_pair_is_named_where_its_card_is_unseen() -> None:
    """Seed 708: the 10 and the queen of spades, the jack of spades unseen. The old reason
    called both the queen and the ace of diamonds loose."""
    view = played("classic", 708, "pass pass draw discard TD draw discard KD draw discard QD "
                                  "draw discard JC draw discard QH draw").view(0)
    assert Card.parse("JS").bit & track(view).unseen
    why, facts = reason(view, Action.discard(Card.parse("AD")), Action.discard(Card.parse("QS")))
    assert (why, facts) == ("keeps", {"a": Card.parse("TS"), "b": Card.parse("QS")})
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("So bleiben Pik 10 und Pik Dame zusammen: Eine "
                                        "passende Karte mehr macht daraus eine Kombination.")


def test_a_pair_one_card_apart_counts_after_the_pairs_next_to_each_other() -> None:
    hand = _mask("7C 9C 9H 3D 5S")
    assert _partner(hand, Card.parse("9C"), ALL) == Card.parse("9H")
    assert _partner(hand ^ Card.parse("9H").bit, Card.parse("9C"), ALL) == Card.parse("7C")
    assert _open_pair(hand, ALL) == (Card.parse("9H"), Card.parse("9C"))
    assert _open_pair(_mask("7C 9C 3D 5S"), ALL) == (Card.parse("7C"), Card.parse("9C"))


def test_a_pair_whose_cards_are_all_seen_is_not_named() -> None:
    nines, inside = _mask("9S 9D 2H 5C"), _mask("7C 9C 2H 5S")
    seen = ALL & ~_mask("9H 9C 8C")  # the other two nines and the 8 of clubs seen
    assert _partner(nines, Card.parse("9S"), seen) is None
    assert _open_pair(nines, seen) is None
    assert _partner(nines, Card.parse("9S"), seen | Card.parse("9H").bit) == Card.parse("9D")
    assert _partner(inside, Card.parse("9C"), seen) is None
    assert _open_pair(inside, seen) is None
    assert _open_pair(inside, ALL) == (Card.parse("7C"), Card.parse("9C"))
