"""Why playing on beats knocking, in the hint and the round's review: for the Gin bonus where
the knock would have little deadwood and an unseen card gives Gin; else for fear of an
undercut. "Knocking with 1 deadwood risks an undercut; playing on is worth more" was the
review's word for knocks with 1 to 3 deadwood that lost 8-16 points against playing on with
2-3 cards to Gin (Simple's knocks judged, classic seeds 700-760). Positions: Simple (seat 0)
against Strong, classic, up to Simple's first knock."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import GIN_NEAR, reason
from ginrummy_desktop.engine import Action, Card, Match, SeatView, mask_cards
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import why_text

from .replay import played

PLAYED = {
    701: ("5C", "pass pass draw discard KH draw discard TS draw discard TC draw discard QD draw "
                "discard QS draw discard JH draw discard JS draw discard TD draw discard 9D pick "
                "discard QH draw discard QC draw discard JC draw discard 6D draw discard 7S draw "
                "discard 6C draw discard 6S draw discard 7C draw"),
    707: ("3S", "pass pass draw discard TC draw discard QS draw discard QH draw discard 8C pick "
                "discard JS draw discard 7S draw discard JD draw discard 5H pick discard 9C draw "
                "discard TD draw discard 9H draw discard KC draw discard 9D draw discard 7H draw "
                "discard KS draw discard 4S draw"),
    715: ("5D", "take discard JS pick discard KD draw discard QH draw discard TC pick discard TH "
                "draw discard QC draw discard 8S draw discard KH draw discard TD draw discard 9D "
                "draw discard 7D draw discard 9H draw discard 7S draw discard 8D draw discard JD "
                "draw discard 7H draw discard 4D draw discard 8H draw discard QD draw discard 6D "
                "draw discard 5D pick discard 6S draw discard JH draw"),
}


def _position(seed: int) -> tuple[Match, SeatView, Card]:
    card, moves = PLAYED[seed]
    m = played("classic", seed, moves)
    view = m.view(0)
    assert view.my_turn
    return m, view, Card.parse(card)


def _gins(m: Match, hand: int, big: bool) -> int:
    """Cards of the stock and of the opponent's hand not known to seat 0 that give ``hand``
    Gin (or Big Gin), counted from the match itself."""
    known = set(m.view(0).opponent_known)
    hidden = [c for c in list(m.round.stock) + mask_cards(m.round.hands[1]) if c not in known]
    n = 0
    for c in hidden:
        held = hand | c.bit
        if big:
            n += deadwood_of(held) == 0
        else:
            n += any(deadwood_of(held ^ d.bit) == 0 for d in mask_cards(held))
    return n


def test_a_knock_with_little_deadwood_and_cards_to_gin_plays_on_for_the_gin_bonus() -> None:
    m, view, card = _position(707)
    knock = deadwood_of(view.hand_mask ^ card.bit)
    assert 0 < knock <= GIN_NEAR
    why, facts = reason(view, Action.discard(card), Action.knock(card))
    outs = _gins(m, view.hand_mask ^ card.bit, big=False)
    assert outs > 0
    assert (why, facts) == ("play_for_gin", {"n": outs, "k": knock})
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == (
            f"{outs} unseen cards would give you Gin: playing on for the Gin bonus is worth "
            f"more than knocking with {knock}.")
    with use_localizer(Localizer("de")):
        assert why_text(why, facts) == (
            f"{outs} unbekannte Karten brächten dir Gin: Weiterspielen für den Gin-Bonus ist "
            f"mehr wert als jetzt mit {knock} zu klopfen.")
        assert why_text(why, {"n": 1, "k": 2}).startswith("1 unbekannte Karte brächte dir Gin")


def test_a_knock_with_more_deadwood_still_risks_an_undercut() -> None:
    _, view, card = _position(701)
    knock = deadwood_of(view.hand_mask ^ card.bit)
    assert knock > GIN_NEAR
    assert reason(view, Action.discard(card), Action.knock(card)) == ("play_on", {"n": knock})


def test_playing_on_instead_of_gin_is_said_to_be_for_big_gin() -> None:
    m, view, card = _position(715)
    assert deadwood_of(view.hand_mask ^ card.bit) == 0  # the knock is Gin
    why, facts = reason(view, Action.discard(card), Action.knock(card))
    assert why == "play_big_gin"
    assert facts == {"n": _gins(m, view.hand_mask ^ card.bit, big=True)}
    with use_localizer(Localizer("en")):
        text = why_text(why, facts)
    assert "would give you Big Gin: playing on is worth more than going Gin now." in text
    assert "undercut" not in text
