"""The review in words, in the player's language (no pygame: the command line uses it).

>>> from ginrummy_desktop.engine import Action
>>> action_text(Action.parse("discard KS"))
'Discard the king of spades'
>>> action_text(Action.parse("pick"), top=Card.parse("7H"))
'Take the 7 of hearts from the discard pile'

The action words are the hint's (``ui/table/hint_words.py``: the same texts, one translation).
"""

from __future__ import annotations

from ginrummy_desktop.coach.review import Decision, MatchReview, RoundReview
from ginrummy_desktop.engine import Action, Card, Kind
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import N_, NC_, NP_, format_number
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.i18n.lazy import LazyString

DO: dict[Kind, LazyString] = {
    Kind.TAKE_UPCARD: N_("take the {card}"),
    Kind.PASS: N_("pass"),
    Kind.DRAW_STOCK: N_("draw from the stock"),
    Kind.DRAW_DISCARD: N_("take the {card} from the discard pile"),
    Kind.DISCARD: N_("discard the {card}"),
    Kind.KNOCK: N_("knock with the {card}"),
    Kind.BIG_GIN: N_("declare Big Gin"),
}
PHASES = {"offer": NC_("phase", "Upcard"), "draw": NC_("phase", "Draw"),
          "discard": NC_("phase", "Discard")}
ENDED_BY = {Kind.KNOCK: NC_("phase", "Knock"), Kind.BIG_GIN: NC_("phase", "Big Gin")}
"""A discard decision the player ended the round with is named by how."""
GIN_PHASE = NC_("phase", "Gin")
"""A knock that leaves no deadwood: the row read "Knock - Go Gin with the 2♥"."""
HEAD = NP_("Review of seat {seat}: {points} points lost in {n} decision",
           "Review of seat {seat}: {points} points lost in {n} decisions")
ROUND = N_("Round {n}: {points} points lost")
GIN = N_("go Gin with the {card}")
"""A knock that leaves no deadwood (the hint's words too)."""
BEST = N_("best")
BEST_IS = N_("best: {action}")
HINTED = N_("(as the hint said)")
"""After "best" where the player played what the hint named (``Decision.followed``)."""
LOST = N_("lost {points}")
MISTAKE = N_("mistake")
NO_ROUNDS = N_("No decision to review.")
STORED = N_("(stored with the match)")


def action_text(action: Action, top: Card | None = None, hand_mask: int = 0) -> str:
    """The action as the player would do it, capitalised; ``top`` is the discard pile's
    card (the one a take or a pick takes; unnamed without it), ``hand_mask`` the hand then (a
    knock that leaves no deadwood is a Gin).

    >>> from ginrummy_desktop.engine.cards import parse_cards
    >>> hand = sum(c.bit for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC JC 3C"))
    >>> action_text(Action.parse("knock 3C"), hand_mask=hand)
    'Go Gin with the 3 of clubs'
    """
    card_of = action.card if action.card is not None else top
    card = card_name(card_of) if card_of is not None else ""
    words = DO.get(action.kind, DO[Kind.PASS])
    if (action.kind is Kind.KNOCK and action.card is not None and hand_mask
            and deadwood_of(hand_mask ^ action.card.bit) == 0):
        words = GIN
    text = words.format(card=card)
    text = text.replace("  ", " ")
    return text[:1].upper() + text[1:]


def phase_word(d: Decision, hand_mask: int = 0) -> str:
    """The kind of decision ``d`` for a review's list: "Upcard", "Draw", "Discard", or
    "Knock" / "Gin" / "Big Gin" where the player ended the round there (``hand_mask``: the
    hand then; a knock that leaves no deadwood is a Gin, as its action reads).

    >>> from ginrummy_desktop.engine.cards import parse_cards
    >>> d = Decision(1, 5, "discard", Action.parse("knock 3C"), Action.parse("discard 3C"),
    ...              {}, 0.0)
    >>> phase_word(d)
    'Knock'
    >>> phase_word(d, sum(c.bit for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC JC 3C")))
    'Gin'
    """
    if d.phase == "discard" and d.played.kind in ENDED_BY:
        card = d.played.card
        if (d.played.kind is Kind.KNOCK and card is not None and hand_mask
                and deadwood_of(hand_mask ^ card.bit) == 0):
            return str(GIN_PHASE)
        return str(ENDED_BY[d.played.kind])
    return str(PHASES.get(d.phase, d.phase))


def points(x: float) -> str:
    """Points with one decimal in the current language (``3.5`` / ``3,5``)."""
    return format_number(round(x, 1), 1)


def round_lines(r: RoundReview, tops: dict[int, Card] | None = None,
                stored: bool = False, hands: dict[int, int] | None = None) -> list[str]:
    """The lines of one round: a head line, then one line per decision (``tops`` and
    ``hands``: the pile's card and the hand at each decision, by its index)."""
    tops = tops or {}
    hands = hands or {}
    marked = {d.index for d in r.mistakes()}
    head = ROUND.format(n=r.round_number, points=points(r.total_loss))
    lines = [f"{head} {STORED}" if stored else head]
    for d in r.decisions:
        top, hand = tops.get(d.index), hands.get(d.index, 0)
        line = f"  {phase_word(d, hand):12} {action_text(d.played, top, hand):44}"
        if d.played == d.best:
            line += f" {BEST} {HINTED}" if d.followed else f" {BEST}"
        else:
            line += (f" {BEST_IS.format(action=action_text(d.best, top, hand))};"
                     f" {LOST.format(points=points(d.loss))}")
        if d.index in marked:
            line += f"  <- {MISTAKE}"
        lines.append(line.rstrip())
    return lines


def review_text(review: MatchReview, tops: dict[int, Card] | None = None,
                stored: set[int] | None = None, hands: dict[int, int] | None = None) -> str:
    """The whole review as text (the command line's output without ``--json``)."""
    n = sum(len(r.decisions) for r in review.rounds)
    lines = [HEAD(n, seat=review.seat, points=points(review.total_loss))]
    if not review.rounds:
        lines.append(str(NO_ROUNDS))
    for r in review.rounds:
        lines += round_lines(r, tops, r.round_number in (stored or set()), hands)
    return "\n".join(lines)


__all__ = ["action_text", "points", "review_text", "round_lines"]
