"""The game's shared vocabulary, marked lazily: use these instead of re-marking the words.

Every name here is a :class:`~ginrummy_desktop.i18n.lazy.LazyString` (draw it with ``str()``
or ``.format(...)``) or a :class:`~ginrummy_desktop.i18n.lazy.LazyPlural` (call it with a
count). German terms follow the game's rules text: Klopfen, Restpunkte, Unterbieten, Anlegen,
Kombination/Satz/Folge, Nachziehstapel, Ablagestapel, aufgedeckte Karte, Geber, ...

>>> from ginrummy_desktop.i18n import Localizer, use_localizer
>>> with use_localizer(Localizer("de")):
...     str(KNOCK), DEADWOOD_POINTS.format(n=7), str(PRESET_NAMES["to100"]), POINTS(1)
('Klopfen', 'Restpunkte: 7', 'Bis 100 ohne Extras', '1 Punkt')
"""

from __future__ import annotations

from ginrummy_desktop.i18n.lazy import N_, NC_, NP_, LazyPlural, LazyString

GAME_NAME = N_("Gin Rummy")
"""The game's name on its menu, its About page and its window's title ("Gin Rommé" in German)."""

# -- actions and outcomes -------------------------------------------------------------------
KNOCK = N_("Knock")
GIN = N_("Gin")
BIG_GIN = N_("Big Gin")
UNDERCUT = N_("Undercut")
LAY_OFF = N_("Lay off")
PASS = N_("Pass")
TAKE = N_("Take")
DRAW = N_("Draw")
DISCARD = N_("Discard")
DONE = N_("Done")
DEAD_HAND = N_("Dead hand")
SHUTOUT = N_("Shutout")

# -- cards and table ------------------------------------------------------------------------
MELD = N_("Meld")
MELDS = N_("Melds")
SET = NC_("meld", "Set")
RUN = NC_("meld", "Run")
DEADWOOD = N_("Deadwood")
# TRANSLATORS: deadwood points of a hand, e.g. "Deadwood: 7"; German "Restpunkte: {n}".
DEADWOOD_POINTS = N_("Deadwood: {n}")
STOCK = N_("Stock")
DISCARD_PILE = N_("Discard pile")
UPCARD = N_("Upcard")
DEALER = N_("Dealer")
HAND = N_("Hand")
KNOCK_LIMIT = N_("Knock limit")

# -- players and turns ----------------------------------------------------------------------
YOU = N_("You")
OPPONENT = N_("Computer")
YOUR_TURN = N_("Your turn")
YOUR_LAST_TURN = N_("Your last turn")
"""In place of "Your turn" at the round's last discard (the stock down to two cards): the
player learnt that the round was over only when it ended without a score."""
OPPONENT_TURN = N_("Computer's turn")
YOU_WIN_ROUND = N_("You win the round")
OPPONENT_WINS_ROUND = N_("The computer wins the round")
YOU_WIN_MATCH = N_("You win the match")
OPPONENT_WINS_MATCH = N_("The computer wins the match")
# TRANSLATORS: {dealer} is YOU or OPPONENT ("You"/"Computer").
DEALER_IS = N_("Dealer: {dealer}")

# -- scoring and match ----------------------------------------------------------------------
ROUND = N_("Round")
ROUND_NUMBER = N_("Round {n}")
MATCH = N_("Match")
SCORE = N_("Score")
SCORE_SHEET = N_("Score sheet")
TOTAL = N_("Total")
MARGIN = N_("Margin")
GAME_BONUS = N_("Game bonus")
BOX_BONUS = N_("Box bonus")
GIN_BONUS = N_("Gin bonus")
BIG_GIN_BONUS = N_("Big Gin bonus")
UNDERCUT_BONUS = N_("Undercut bonus")
TARGET = N_("Target: {n}")
POINTS: LazyPlural = NP_("{n} point", "{n} points")
ROUNDS_WON: LazyPlural = NP_("{n} round won", "{n} rounds won")
CARDS: LazyPlural = NP_("{n} card", "{n} cards")

# -- menus and settings ---------------------------------------------------------------------
NEW_MATCH = N_("New match")
CONTINUE = N_("Continue")
SETTINGS = N_("Settings")
RULES = N_("Rules")
HELP = N_("Help")
STATISTICS = N_("Statistics")
QUIT = N_("Quit")
BACK = N_("Back")
OK = N_("OK")
CANCEL = N_("Cancel")
LANGUAGE = N_("Language")
OPPONENT_LEVEL = N_("Opponent")
RULE_SET = N_("Rule set")
LAST_PLAYED = N_("Last played: {when}")

PRESET_NAMES: dict[str, LazyString] = {
    "classic": N_("Classic"),
    "short": N_("Short"),
    "bonus": N_("With bonuses"),
    "single": N_("Single round"),
    "to100": N_("To 100, no extras"),
    "oklahoma": N_("Oklahoma Gin"),
    "hollywood": N_("Hollywood scoring"),
    # TRANSLATORS: a rule set the player changed in the new-match dialog
    "custom": N_("Custom rules"),
}
"""Display names of the rule presets, by preset key."""

LEVEL_NAMES: dict[str, LazyString] = {
    "simple": NC_("opponent level", "Simple"),
    "medium": NC_("opponent level", "Medium"),
    "strong": NC_("opponent level", "Strong"),
    "master": NC_("opponent level", "Master"),
}
"""Display names of the computer opponent's levels, by level key."""

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "Deutsch"}
"""Each language in its own name: deliberately *not* translated, so it can always be found."""
