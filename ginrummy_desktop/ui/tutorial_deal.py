"""The tutorial's prepared round (:mod:`ginrummy_desktop.ui.tutorial`): the deck it is dealt
from, so every step works, and the computer's script.

The player passes the upcard, draws the 2♠ from the stock, discards the K♠, takes the K♥ the
computer throws away (which completes the run J♥ Q♥ K♥) and knocks with the 9♦; the
computer lays off what it can."""

from __future__ import annotations

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import (
    ALL_CARDS,
    Action,
    Card,
    Match,
    Phase,
    RuleSet,
    SeatView,
    parse_cards,
)
from ginrummy_desktop.ui.controller import COMPUTER

HUMAN_CARDS = "7S 7H 7D 4C 5C 6C JH QH KS 9D"
COMPUTER_CARDS = "KH TH 3C 2D 3D 4D 9C QS 5S 8S"
UPCARD = "8C"
STOCK_TOP = "2S JC"  # the player's first draw, then the computer's
DISCARD_FIRST = "KS"  # the player's first discard
COMPUTER_DISCARD = "KH"  # completes the player's run J♥ Q♥ K♥
KNOCK_WITH = "9D"  # leaves only the 2♠: 2 deadwood
SEED = "tutorial"
STEP_CARDS = {"discard": parse_cards(DISCARD_FIRST)[0], "knock": parse_cards(KNOCK_WITH)[0]}


def tutorial_deck() -> list[Card]:
    """52 cards in dealing order: ten each (the player first, as non-dealer), the upcard,
    then the stock from its top."""
    mine, theirs = parse_cards(HUMAN_CARDS), parse_cards(COMPUTER_CARDS)
    dealt = [c for pair in zip(mine, theirs, strict=True) for c in pair]
    head = dealt + parse_cards(UPCARD) + parse_cards(STOCK_TOP)
    rest = [c for c in ALL_CARDS if c not in head]
    return head + rest


def tutorial_rules() -> RuleSet:
    """One round decides it (the single-round preset)."""
    return RuleSet.preset("single")


def tutorial_match() -> Match:
    """The tutorial's match: the prepared deck dealt first, the computer dealing (the
    engine's own way to start from a given deck, ``Match(..., decks=, first_dealer=)``)."""
    return Match(tutorial_rules(), SEED, decks=[tutorial_deck()], first_dealer=COMPUTER)


class ScriptedOpponent:
    """The computer of the tutorial: passes the upcard, draws from the stock, throws away
    the K♥, and lays off what it can once the player has knocked."""

    level = "tutorial"

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if view.phase is Phase.OFFER and Action.pass_() in legal:
            return Action.pass_()
        if view.phase is Phase.DRAW and Action.draw_stock() in legal:
            return Action.draw_stock()
        discard = Action.discard(parse_cards(COMPUTER_DISCARD)[0])
        if view.phase is Phase.DISCARD and discard in legal:
            return discard
        if Action.finish_layoff() in legal:
            return Action.finish_layoff()  # the engine lays off the rest at best
        return make_opponent("simple", 0).choose(view)


def scripted_actions() -> list[Action | None]:
    """The player's action expected after ``n`` actions (None: the computer's turn)."""
    card = parse_cards
    return [
        Action.pass_(), None,
        Action.draw_stock(), Action.discard(card(DISCARD_FIRST)[0]),
        None, None,
        Action.draw_discard(), Action.knock(card(KNOCK_WITH)[0]),
    ]
