"""The tutorial's steps: what the hint says at each point of the prepared round
(:mod:`ginrummy_desktop.ui.tutorial` picks the current one from the engine's state)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_

if TYPE_CHECKING:
    from ginrummy_desktop.i18n import Text


@dataclass(frozen=True)
class Step:
    key: str
    text: Text  # lazy string; may use {card} names filled in when drawn
    manual: bool = False  # waits for Next


WELCOME = Step("welcome", N_(
    "Welcome! This is a prepared round. Your ten cards are at the bottom, the computer's ten "
    "lie face down at the top."), manual=True)
"""Shown between the two hands (``tutorial_place.between_hands``): at the top it covered the
computer's cards it names (at every window size); the other steps stand off them too
(``tutorial_place.beside_table``)."""
PILES = Step("piles", N_(
    "In the middle are the stock (face down) and the discard pile, which begins with the "
    "upcard."), manual=True)
"""It names the upcard: the label under the pile says "Upcard" at this point (German
1024x600: "Ablagestapel" in the bubble, "Aufgedeckte Karte" under the card)."""
MELD_RULES = Step("meld_rules", N_(
    "Your aim: form melds. A set is three or four cards of one rank, like your {set}; a run is "
    "three or more cards of one suit in order, like your {own_run} (the ace is low: A-2-3 is "
    "a run, Q-K-A is not). Cards in no meld are deadwood: a picture counts 10, an ace 1, the "
    "others their number. The less deadwood, the better."), manual=True)
"""What a meld is, shown on the player's own hand: the tutorial said "form melds" and later
"your run", and a newcomer finished it unable to build a meld on purpose (English 1440x900)."""
PASS = Step("pass", N_(
    "The first card of the discard pile is the upcard. You may take it or pass. The {upcard} "
    "makes no meld with your cards: press Pass (key P)."))
COMPUTER_PASS = Step("computer_pass", N_("The computer decides about the upcard..."))
DRAW = Step("draw", N_(
    "The computer passed too. Now draw the top card of the stock: drag it into your hand, or "
    "click the stock (keys: \u2191, Enter)."))
DISCARD = Step("discard", N_(
    "You drew the {drawn}. Now discard one card: drag it onto the discard pile, or click it and "
    "then the pile. Throw away a high card that fits nothing: the {discard} (keys: \u2190 "
    "\u2192 to it, Enter)."))
COMPUTER_TURN = Step("computer_turn", N_(
    "The computer's turn: it draws a card and discards one. Watch the discard pile."))
TAKE = Step("take", N_(
    "The computer threw away the {taken}. It completes your run {run}: take it from the "
    "discard pile (drag it into your hand or click the pile; keys: \u2191 \u2192, Enter)."))
MELDS = Step("melds", N_(
    "The game forms your melds by itself: the coloured bars under your cards mark them, and "
    "your deadwood is shown under your hand. Only {loose} are left over."), manual=True)
KNOCK = Step("knock", N_(
    "With at most 10 deadwood points you may knock. Drag the {knock} onto the Knock area (or "
    "click it and then the Knock area, or press K). Only the {left} stays: 2 points."))
CONFIRM = Step("confirm", N_("Confirm: press Knock."))
COMPUTER_LAYOFF = Step("computer_layoff", N_("The computer looks at your melds..."))
REVIEW = Step("review", N_(
    "The lay-off review: the computer adds its {layoffs} to your melds, where they fit (it "
    "lays them off), and so lowers its deadwood. Check the result and press Done."))
SCORE = Step("score", N_(
    "The scoring: the computer has more deadwood than you, so you score the difference. "
    "Close the summary."))
SCORING = Step("scoring", N_(
    "More to know for a match. A knock with no deadwood at all is Gin: 25 points extra, and "
    "nothing may be laid off. If the other player's deadwood, after laying off, is as low as "
    "the knocker's or lower, that is an undercut: they score the difference plus 25. If all "
    "eleven cards form melds after a draw, declare Big Gin: 31 extra. Rounds follow until "
    "someone reaches the match's target: 100 points in Classic."), manual=True)
"""After the summary: the words the first match uses and the tutorial's round did not show
(a newcomer met "undercut bonus 25" on the new match screen and an undercut in the first
round, unexplained; 1280x720). The target is Classic's, said to be (a newcomer then chose
Short, which plays to 50)."""
END = Step("end", N_(
    "Well done: you have played a whole round! In a match the coach helps you: Hint (H) shows "
    "the best move now and why, and \u201cReview this round\u201d on the score board (R) shows "
    "what each of your decisions was worth, with your mistakes to try again. Start a new match "
    "from the menu whenever you like; the rules and keys are under Rules and help."),
    manual=True)

NEXT = N_("Next")
FINISH = N_("Finish")
FOLLOW_HINT = N_("In the tutorial, please do what the tutorial's box says.")
TUTORIAL = N_("Tutorial")
