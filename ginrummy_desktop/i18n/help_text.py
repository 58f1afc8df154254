"""The rules explained for the help screen, section by section, marked for translation.

Written for this game (see ``RULES.md``); the German text in the ``.po`` is a natural German
explanation, not a word-for-word one. Numbers that a rule set may change are placeholders,
filled by :meth:`HelpSection.paragraphs_text` from the rules in play.

>>> from ginrummy_desktop.i18n import Localizer, use_localizer
>>> with use_localizer(Localizer("de")):
...     section = SECTIONS[0]
...     str(section.title), section.paragraphs_text()[0].startswith("Bilde aus deinen zehn")
('Ziel', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy_desktop.i18n.lazy import N_, NC_, LazyString

__all__ = ["DEFAULT_NUMBERS", "SECTIONS", "HelpSection", "section_paragraphs"]

DEFAULT_NUMBERS: dict[str, int] = {"limit": 10, "gin": 25, "undercut": 25, "big_gin": 31,
                                   "games_to": 100, "game": 100, "box": 25, "shutout": 100}
"""The numbers of every preset: knock limit and the gin, undercut and Big Gin bonuses; and the
Hollywood preset's: each game's target, its game, box and shutout bonuses (with Hollywood
scoring the help gives the rule set's own: it said "each to 100" of games played to 50)."""


@dataclass(frozen=True, slots=True)
class HelpSection:
    """One section of the help: a key, a title and its paragraphs (all lazy)."""

    key: str
    title: LazyString
    paragraphs: tuple[LazyString, ...]

    def paragraphs_text(self, **numbers: int) -> list[str]:
        """The paragraphs in the current language, with the rule numbers filled in
        (defaults: :data:`DEFAULT_NUMBERS`)."""
        from ginrummy_desktop.i18n import format_number

        values = {key: format_number(n) for key, n in {**DEFAULT_NUMBERS, **numbers}.items()}
        return [paragraph.format(**values) for paragraph in self.paragraphs]


SECTIONS: tuple[HelpSection, ...] = (
    HelpSection(
        "goal",
        N_("Goal"),
        (
            N_(
                "Form your ten cards into melds and keep the points of the cards left over, "
                "the deadwood, as low as you can. Whoever wins a round scores; whoever first "
                "reaches the match target wins the match."
            ),
        ),
    ),
    HelpSection(
        "melds",
        N_("Melds and deadwood"),
        (
            N_(
                "A set is three or four cards of the same rank. A run is three or more cards "
                "of one suit in sequence. The ace is always low: A-2-3 is a run, Q-K-A is not. "
                "A card belongs to one meld at most."
            ),
            N_(
                "Cards in no meld are deadwood. An ace counts 1, number cards count their "
                "value, jack, queen and king 10 each. The game always arranges your hand so "
                "that as little deadwood as possible is left."
            ),
        ),
    ),
    HelpSection(
        "deal",
        N_("The deal and the upcard"),
        (
            N_(
                "Each player gets ten cards. The next card is turned face up: this upcard "
                "starts the discard pile, and the remaining cards form the stock. The deal "
                "passes to the other player after every scored round."
            ),
            N_(
                "The non-dealer may take the upcard or pass; after a pass the dealer has the "
                "same choice. If both pass, the non-dealer draws from the stock."
            ),
        ),
    ),
    HelpSection(
        "turn",
        NC_("help title", "Your turn"),
        (
            N_(
                "Draw one card: the hidden top card of the stock or the top card of the "
                "discard pile (drag it into your hand, or click the pile). Then discard one card "
                "face up. A card you have just taken from the discard pile may not be discarded "
                "in the same turn."
            ),
            N_(
                "To discard, drag a card onto the discard pile, or click it and then the pile "
                "(a double click on a card discards it at once). A card dropped where it may "
                "not go springs back."
            ),
        ),
    ),
    HelpSection(
        "knock",
        N_("Knocking and Gin"),
        (
            N_(
                "Instead of a plain discard you may knock when the ten cards you keep have "
                "at most {limit} deadwood points: drag the card to throw onto the knock area, or "
                "click it and then the knock area (key K). The card you knock with goes face "
                "down. Knocking with no deadwood at all is Gin."
            ),
            N_(
                "Big Gin: if all eleven cards form melds after you have drawn, you may declare "
                "Big Gin without discarding, where the rules allow it."
            ),
        ),
    ),
    HelpSection(
        "layoff",
        N_("Laying off"),
        (
            N_(
                "After a knock the other player may lay off deadwood onto the knocker's "
                "melds: a fourth card onto a set, or the next card at either end of a run. "
                "When the computer knocks, drag your cards onto its melds (or click a card, "
                "then the meld), or press Done: the "
                "game lays off the rest for you in the best way. When you knock, the computer "
                "lays off and the scores follow (a click or a key shows them at once). There is "
                "no laying off after Gin."
            ),
        ),
    ),
    HelpSection(
        "scoring",
        N_("Scoring"),
        (
            N_(
                "If the other player has more deadwood than the knocker, the knocker scores "
                "the difference. With the same or less deadwood it is an undercut: the other "
                "player scores the difference plus {undercut} bonus points."
            ),
            N_(
                "Gin scores the opponent's deadwood plus {gin} points, Big Gin plus {big_gin} "
                "points. Only the winner of a round scores; nobody ever loses points."
            ),
        ),
    ),
    HelpSection(
        "dead_hand",
        N_("Dead hand"),
        (
            N_(
                "When only two cards are left in the stock and a player discards without "
                "knocking, the round is void: nobody scores and the same dealer deals again."
            ),
        ),
    ),
    HelpSection(
        "match",
        N_("The match"),
        (
            N_(
                "Round points add up until a player reaches the target. Depending on the "
                "rules, the winner then gets a game bonus, each player a box bonus for every "
                "round won, and a shutout, where the loser has not won a single round, counts "
                "extra."
            ),
        ),
    ),
    HelpSection(
        "variants",
        N_("Oklahoma Gin and Hollywood scoring"),
        (
            N_(
                "Oklahoma Gin: the first upcard of each round sets that round's knock limit: "
                "its value for 2 to 9, 10 for a ten or a face card. An ace means that only Gin "
                "ends the round. If that upcard is a spade, every point of the round counts "
                "double, bonuses included. After a dead hand the new upcard sets a new limit. "
                "The table shows the round's limit and the doubling all round. The Oklahoma "
                "preset plays to 150 points."
            ),
            N_(
                "Hollywood scoring: the score sheet holds three games at once, each to "
                "{games_to}. A player's first won round is entered in game 1, the second in "
                "games 1 and 2, every further one in every game still open; if the lower games "
                "have closed, it goes to the lowest open game. A game closes when a player "
                "reaches {games_to} in it. Each game has its own bonuses: {game} for its "
                "winner, {box} for each round entered in it, and {shutout} more for a "
                "shutout. Once all three games have closed, whoever has more points in the "
                "three together wins the match."
            ),
        ),
    ),
    HelpSection(
        "opponents",
        N_("The computer opponents"),
        (
            N_(
                "Simple melds what it can and knocks as soon as it may. Medium keeps pairs and "
                "near-runs and does not throw a card next to what you collect. Strong watches "
                "which cards you take and throw away, avoids feeding your melds and plays on "
                "for Gin while the stock lasts."
            ),
            N_(
                "Master plays like Strong but thinks about every important decision: it "
                "imagines many ways the cards it cannot see might lie, each consistent with "
                "everything you have shown, plays each choice to the end of the round in "
                "every one of them, and picks what wins the most in the match. It decides "
                "from what it can see, like every level; it never looks at your cards or the "
                "stock."
            ),
            N_(
                "You can check that: after each round, the score board's \u201cReview this "
                "round\u201d (key R) has \u201cThe computer's round\u201d: every move the "
                "computer made, each card it drew from the stock named, and, in green, what it "
                "knew of your hand at that moment (the cards it saw you take, pass or throw "
                "away). It also shows the deal's seed: \u201cDeal this again\u201d starts a "
                "match with the same deal and the seats swapped. The same review rates your own "
                "decisions; the hint (key H) suggests one during play, and a move the hint named "
                "counts there as the best."
            ),
        ),
    ),
    HelpSection(
        "coach",
        N_("The coach's words"),
        (
            N_(
                "Expected points: what a choice is worth on average. The coach deals the "
                "cards you cannot see in many ways that fit what you saw, plays the round on "
                "from each choice in every one of them, and counts the points each brings you "
                "or the computer. So its values have decimals, and two looks at the same "
                "choice may differ a little."
            ),
            N_(
                "The hint (key H) names the best choice now and how much more it is worth "
                "than the next best. The review after a round lists each of your decisions, "
                "the coach's best and the points lost against it; a loss of 2 points or more "
                "is a Mistake, which \u201cTry again\u201d lets you play once more. "
                "\u201cOn the table\u201d shows the cards as you saw them, and why the best "
                "was better. A click on an earlier round of the score sheet shows how that "
                "round was scored."
            ),
            N_(
                "On the final board, the Margin is the winner's lead with every bonus. In the "
                "statistics, Elo compares your results with the opponents you played: 0 means "
                "as strong as they are, +200 about three matches won in four. Points lost per "
                "reviewed decision: the points lost in the reviews you opened, divided by "
                "their decisions; the lower, the closer your play is to the coach's."
            ),
        ),
    ),
)
"""The help's sections in reading order."""

# Paragraphs that replace the usual ones where a rule set differs (see section_paragraphs).
GOAL_SINGLE = N_(
    "Form your ten cards into melds and keep the points of the cards left over, the "
    "deadwood, as low as you can. One round decides: whoever wins it wins the match."
)
SCORING_NO_BIG_GIN = N_(
    "Gin scores the opponent's deadwood plus {gin} points. Only the winner of a round "
    "scores; nobody ever loses points."
)
KNOCK_OKLAHOMA = N_(
    "Instead of a plain discard you may knock when the ten cards you keep have no more "
    "deadwood points than the round's knock limit: the value of its first upcard, at most "
    "{limit} (see Oklahoma Gin below). The card you knock with goes face down. Knocking with "
    "no deadwood at all is Gin."
)
"""The knock section's first paragraph where the rules are Oklahoma's (it said "at most 10
deadwood points" over the Oklahoma paragraph that says the upcard sets the limit)."""

GOAL_HOLLYWOOD = N_(
    "Form your ten cards into melds and keep the points of the cards left over, the "
    "deadwood, as low as you can. Whoever wins a round scores in up to three games at once; "
    "when all three have closed, whoever has more points in the three together wins the match."
)
MATCH_HOLLYWOOD = N_(
    "A won round's points go into up to three games (see Hollywood scoring below); each game "
    "is played to the same target on its own and ends with its own bonuses."
)
"""The goal and the match with Hollywood scoring: they said whoever first reaches the match
target wins the match, over the paragraph saying the three games' sum decides (English
1600x1000). "Each game has its own target" read as three different targets (German
1366x768)."""

HOLLYWOOD_SHUTOUT: dict[str, LazyString] = {
    "double": N_(
        "Hollywood scoring: the score sheet holds three games at once, each to {games_to}. A "
        "player's first won round is entered in game 1, the second in games 1 and 2, every "
        "further one in every game still open; if the lower games have closed, it goes to the "
        "lowest open game. A game closes when a player reaches {games_to} in it. Each game has "
        "its own bonuses: {game} for its winner and {box} for each round entered in it; a "
        "shutout doubles its winner's points. Once all three games have closed, whoever has "
        "more points in the three together wins the match."
    ),
    "none": N_(
        "Hollywood scoring: the score sheet holds three games at once, each to {games_to}. A "
        "player's first won round is entered in game 1, the second in games 1 and 2, every "
        "further one in every game still open; if the lower games have closed, it goes to the "
        "lowest open game. A game closes when a player reaches {games_to} in it. Each game has "
        "its own bonuses: {game} for its winner and {box} for each round entered in it. Once "
        "all three games have closed, whoever has more points in the three together wins the "
        "match."
    ),
}
"""The Hollywood paragraph where the rule set's shutout doubles, or earns nothing."""

MATCH_SINGLE = N_(
    "This match is a single round: whoever wins it wins the match, whatever the points. "
    "Nothing adds up over several rounds and there are no bonuses at the end."
)

MATCH_NO_BONUS = N_(
    "Round points add up until a player reaches the target: whoever reaches it first wins the "
    "match. These rules add no bonuses at the end."
)
"""The match for rules with no game, box or shutout bonus (Classic): it said "Depending on
the rules, the winner then gets a game bonus, ..." over rules that have none (English
1024x700)."""


def section_paragraphs(section: HelpSection, *, with_big_gin: bool = True,
                       single_round: bool = False, oklahoma: bool = False,
                       hollywood: bool = False, shutout_kind: str = "plus100",
                       bonuses: bool = True, **numbers: int) -> list[str]:
    """A section's paragraphs for a rule set: without Big Gin (``with_big_gin=False``) nothing
    mentions it (no "Big Gin plus 0 points"); for a single round (``single_round=True``) the goal
    and the match say that one round decides; with Oklahoma (``oklahoma=True``) the knock
    limit is the round's; with Hollywood scoring (``hollywood=True``) the goal and the match
    say that the three games decide, and the Hollywood paragraph says what a shutout earns
    (``shutout_kind``: the rule set's, "plus100", "double" or "none"); without any bonus at
    the match's end (``bonuses=False``) the match says so.

    >>> scoring = next(s for s in SECTIONS if s.key == "scoring")
    >>> any("Big Gin" in p for p in section_paragraphs(scoring, with_big_gin=False))
    False
    """
    paragraphs = section.paragraphs_text(**numbers)
    if section.key == "knock" and oklahoma:
        limit = numbers.get("limit", DEFAULT_NUMBERS["limit"])
        paragraphs[0] = KNOCK_OKLAHOMA.format(limit=_num(limit))
    if section.key == "knock" and not with_big_gin:
        return paragraphs[:1]
    if section.key == "scoring" and not with_big_gin:
        gin = numbers.get("gin", DEFAULT_NUMBERS["gin"])
        return paragraphs[:1] + [SCORING_NO_BIG_GIN.format(gin=_num(gin))]
    if section.key == "goal" and single_round:
        return [GOAL_SINGLE.format()]
    if section.key == "match" and single_round:
        return [MATCH_SINGLE.format()]
    if section.key == "match" and not bonuses and not hollywood:
        return [MATCH_NO_BONUS.format()]
    if section.key in ("goal", "match") and hollywood:
        return [(GOAL_HOLLYWOOD if section.key == "goal" else MATCH_HOLLYWOOD).format()]
    if section.key == "variants" and shutout_kind in HOLLYWOOD_SHUTOUT:
        values = {k: _num(n) for k, n in {**DEFAULT_NUMBERS, **numbers}.items()}
        paragraphs[1] = HOLLYWOOD_SHUTOUT[shutout_kind].format(**values)
    return paragraphs


def _num(n: int) -> str:
    from ginrummy_desktop.i18n import format_number

    return format_number(n)
