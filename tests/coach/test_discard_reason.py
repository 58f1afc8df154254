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
    """Seed 700: the 2 of spades and the ace of clubs both fit no meld and go with no card
    (the 2 of spades' neighbour, the 3, is one of the set of threes); where the 2 is thrown
    rather than the ace, the reason says so of both."""
    view = _view(700, "pass pass draw")
    why, facts = reason(view, _discard("2S"), _discard("AC"))
    assert (why, facts) == ("loose_both", {"card": Card.parse("2S"), "other": Card.parse("AC")})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Neither the 2 of spades nor the ace of clubs fits "
                                        "your melds; the coach would keep the ace of clubs.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("Weder Pik 2 noch Kreuz Ass passt zu deinen "
                                        "Kombinationen; der Trainer würde Kreuz Ass behalten.")


def test_keeping_the_higher_of_two_loose_cards_says_what_it_costs() -> None:
    """Where the search throws the lower of two loose cards (the 2 of spades, keeping the
    king of diamonds), "the search would keep the king of diamonds" left the player asking why
    keep a king: the reason says what keeping it costs. Where the higher card is thrown (the
    9 of clubs, the 2 kept) it stays "loose_both"."""
    view = SeatView.from_data({"seat": 0, "phase": "discard", "turn": 0, "dealer": 1,
                               "hand": "JS JH JC 2S 5H 7D 9C KD 3C 6S 8H",
                               "discard_pile": "4D"})
    why, facts = reason(view, _discard("2S"), _discard("KD"))
    assert (why, facts) == ("loose_dearer", {"other": Card.parse("KD"), "n": 8})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Neither fits your melds; the coach keeps the king "
                                        "of diamonds though it costs 8 deadwood points more.")
        assert why_text(why, {**facts, "n": 1}).endswith("costs 1 deadwood point more.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("Keine der beiden passt zu deinen Kombinationen; der "
                                        "Trainer behält Karo König, auch wenn das 8 Restpunkte "
                                        "mehr kostet.")
    assert reason(view, _discard("9C"), _discard("2S"))[0] == "loose_both"


def test_a_meld_card_thrown_against_a_loose_one_is_not_called_loose() -> None:
    """Where the better discard is itself part of a meld (the 3 of spades, of 3♠ 3♥ 3♦),
    "fits none of your melds" would be false: the deadwood each leaves is said instead."""
    view = _view(700, "pass pass draw")
    for other, left in (("2S", 54), ("AC", 55), ("8C", 48)):
        why, facts = reason(view, _discard("3S"), _discard(other))
        assert (why, facts) == ("ahead", {"card": Card.parse("3S"), "a": 62,
                                          "other": Card.parse(other), "b": left})
        assert deadwood_of(view.hand_mask ^ Card.parse(other).bit) == left


def test_a_meld_card_the_search_throws_against_less_deadwood() -> None:
    """Seed 751: the search would throw the jack of clubs, the end of the run 7-J of clubs,
    rather than the loose jack of hearts (3.2 points, the review's budget). The deadwood side
    by side ("without the jack of clubs: 23, without the jack of hearts: 13") read as a case
    against the search's own discard; the reason now says the search looks past it."""
    view = _view(751, "take discard KD draw discard JD draw discard TC pick discard QS draw "
                      "discard QC draw discard 8S pick discard 9H draw discard QH draw "
                      "discard JC pick discard 4H draw discard 7H draw discard 4D pick "
                      "discard 8D draw")
    why, facts = reason(view, _discard("JC"), _discard("JH"))
    assert (why, facts) == ("ahead", {"card": Card.parse("JC"), "a": 23,
                                      "other": Card.parse("JH"), "b": 13})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Less deadwood without the jack of hearts (13, not "
                                        "23), but the coach prefers to discard the jack of "
                                        "clubs.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("Ohne Herz Bube blieben weniger Restpunkte (13 statt "
                                        "23), doch der Trainer wirft lieber Kreuz Bube ab.")
    assert reason(view, _discard("JC"), _discard("JH"), close=True)[0] == "ahead"


def test_a_meld_card_against_one_that_leaves_the_same_deadwood() -> None:
    """Seed 705: the 6 of diamonds (of 6♠ 6♦ 6♣) against the 6 of spades leaves 43 either
    way. The reason listed both ("Deadwood without the 6 of diamonds: 43, without the 6 of
    spades: 43.", seen with the 4 of hearts and the 4 of diamonds at 1920x1080 in German);
    it says once that either leaves as much, and where the two are close, only that."""
    view = _view(705, "pass pass draw discard KC draw discard QH draw discard QC draw "
                      "discard KH draw discard JH draw")
    why, facts = reason(view, _discard("6D"), _discard("6S"))
    assert (why, facts) == ("even", {"n": 43, "card": Card.parse("6D")})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Either leaves you 43 deadwood; the coach prefers "
                                        "to discard the 6 of diamonds.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == ("Mit beiden bleiben dir 43 Restpunkte; der "
                                        "Trainer wirft lieber Karo 6 ab.")
    assert reason(view, _discard("6D"), _discard("6S"), close=True) == ("close_same", {"n": 43})


def test_a_knock_against_a_knock_with_another_card() -> None:
    """Seed 701: knocking with the 5 of clubs leaves 7, with the 3 of spades 9. The reason
    said "With 7 deadwood, knocking now is worth more than playing on" where the next best
    named was the other knock (seen at 640x420: "Knock with the 3 of spades - worth 0.9 points
    more than the next best: knock with the 4 of clubs"); it gives both counts."""
    view = _view(701, "pass pass draw discard KH draw discard TS draw discard TC draw "
                      "discard QD draw discard QS draw discard JH draw discard JS draw "
                      "discard TD draw discard 9D pick discard QH draw discard QC draw "
                      "discard JC draw discard 6D draw discard 7S draw discard 6C draw "
                      "discard 6S draw discard 7C draw")
    five, three = Action.knock(Card.parse("5C")), Action.knock(Card.parse("3S"))
    why, facts = reason(view, five, three)
    assert (why, facts) == ("compare", {"card": Card.parse("5C"), "a": 7,
                                        "other": Card.parse("3S"), "b": 9})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("Deadwood without the 5 of clubs: 7, without the 3 "
                                        "of spades: 9.")
    assert reason(view, five, Action.discard(Card.parse("5C"))) == ("knock", {"n": 7})
