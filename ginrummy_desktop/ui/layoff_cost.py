"""A lay-off that costs the player points is asked before it is made.

The engine lets the defender lay off any card that fits a knocker's meld, melded or not (a
set of four may give one away). A card dragged out of the player's own meld is laid off for
good: the king of hearts of K♠ K♥ K♦, laid onto the computer's 8-Q♥, took the deadwood from
10 to 30 (1280x800; lay-offs are not taken back). Where a lay-off leaves the player more
deadwood at best than without it (``engine.best_layoff`` before and after, the count Done
scores), the review asks first, with both counts; Cancel is the answer Enter gives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Card, LayoffTally, RulesError, best_layoff
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import card_name

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

# TRANSLATORS: "meld\u00a0{n}" is kept on one line (a no-break space): "meld" / "1," was seen.
COSTLY = N_("If you lay off the {card} onto meld\u00a0{n}, your deadwood will be {after} "
            "at best, not {before}. Lay it off there anyway?")


def held_cards(tally: LayoffTally) -> list[Card]:
    """The cards the defender holds, in its melds and loose (empty in the knocker's view)."""
    arr = tally.defender_arrangement
    return [] if arr is None else [c for m in arr.melds for c in m] + list(arr.deadwood)


def layoff_cost(tally: LayoffTally | None, card: Card, meld: int) -> tuple[int, int] | None:
    """(deadwood at best now, deadwood at best after laying ``card`` onto meld ``meld``)
    where the lay-off raises it; None where it does not (or this is not the player's
    lay-off, or the card does not fit: the engine then says why). "Now" is the engine's own
    count (``LayoffTally.defender_deadwood_at_best``, the one Done scores)."""
    if tally is None or tally.defender_deadwood_at_best is None:
        return None
    held = held_cards(tally)
    melds = [list(m) for m in tally.knocker_melds]
    if card not in held or not 0 <= meld < len(melds):
        return None
    melds[meld].append(card)
    try:
        after = best_layoff(melds, [c for c in held if c != card]).deadwood_value
    except RulesError:  # not a meld with it: the engine refuses the lay-off and says why
        return None
    before = tally.defender_deadwood_at_best
    return (before, after) if after > before else None


def costly_words(card: Card, meld: int, cost: tuple[int, int]) -> str:
    """The question asked before a lay-off that costs points."""
    return COSTLY.format(card=card_name(card), n=meld + 1, before=cost[0], after=cost[1])


def ask_costly(review: LayoffReviewScene, card: Card, meld: int) -> bool:
    """Where laying ``card`` onto ``meld`` costs points: opens the question (yes lays it off)
    and returns True; else False (the review lays it off now)."""
    cost = layoff_cost(review.tally(), card, meld)
    if cost is None:
        return False

    def yes() -> None:  # the card's way back, held under the question, is not flown
        if review.lay_off(card, meld, asked=True):
            review.animator.drop(("hand", card))

    review.app.open("confirm", text=costly_words(card, meld, cost), yes=T.LAY_OFF,
                    on_yes=yes, default_no=True)
    return True
