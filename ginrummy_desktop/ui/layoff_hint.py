"""The hint in the lay-off review (H, as at the table): which of the player's cards to lay
off onto which of the knocker's melds, and the deadwood that leaves. The answer is the
engine's exact best lay-off of the cards the player still holds (``engine.best_layoff``),
the same one "Done" makes; so the hint costs no search and is no assist (it never changes
the score: Done lays off at best anyway). A review the player does not defend in has no
hint (nothing to choose)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Card, Kind, LayoffTally, best_layoff
from ginrummy_desktop.i18n import N_, NP_
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layoff_cost import held_cards, layoff_cost

if TYPE_CHECKING:
    from ginrummy_desktop.ui.controller import MatchController

# TRANSLATORS: {cards} lists "the 7 of clubs onto meld 1" items ({n} of them), {d} is the
# deadwood left.
LAY = NP_("Hint: Lay off {cards} \u2013 or press Done, the game lays it off for you. Your "
          "deadwood then: {d}.",
          "Hint: Lay off {cards} \u2013 or press Done, the game lays them off for you. Your "
          "deadwood then: {d}.")
# TRANSLATORS: one item of the lay-off hint's list; meld {n} is numbered on the screen (a
# no-break space keeps "meld\u00a0{n}" on one line).
ONTO = N_("the {card} onto meld\u00a0{n}")
NONE = N_("Hint: None of your cards can be laid off to lower your deadwood; press Done.")
NOT_YOURS = N_("No hint now: the computer lays off its cards.")


def layoff_hint(tally: LayoffTally | None) -> str:
    """The hint's text for the lay-off as the engine counts it now (``SeatView.layoff`` of
    the player's seat; None or without the defender's cards: not the player's lay-off)."""
    if tally is None or tally.defender_arrangement is None:
        return str(NOT_YOURS)
    best = best_layoff(tally.knocker_melds, held_cards(tally))
    if not best.laid_off:
        return str(NONE)
    items = [ONTO.format(card=card_name(c), n=i + 1) for c, i in best.placements]
    return LAY(len(items), cards=", ".join(items), d=best.deadwood_value)


def layable(ctrl: MatchController, cards: Sequence[Card], loose: Collection[Card] = ()) -> int:
    """Where the review's first arrow puts the ring: the first of ``cards`` (the player's,
    as shown) the engine lets lay off now at no cost (``layoff_cost``), else the first of
    ``loose`` (the player's deadwood), else the first it lets lay off at a cost, else the
    first card. It rang the 2 of spades of a set of twos, whose lay-off cost points, and the
    player read it as "choose a loose card" gone wrong (German 1280x800). Before, it stood on
    the first card of the player's first meld, which never fits, and the
    laid-off cards were six presses away (640x420, German, by keys); then on the 6 of hearts
    of a set of sixes, whose lay-off costs 5 points, before the 2 of hearts that lowers the
    deadwood; with nothing to lay off, on the ace of an A-2-3 run, where "2" said "The ace of
    spades does not fit onto that meld" as if the rules forbade it (English 700x460)."""
    lays = _lays(ctrl)
    for fits in (_free(lays, ctrl), set(loose), {c for c, _ in lays}):
        found = next((i for i, c in enumerate(cards) if c in fits), None)
        if found is not None:
            return found
    return 0


def next_layable(ctrl: MatchController, cards: Sequence[Card]) -> int | None:
    """Where the ring goes once its card is laid off: the first of ``cards`` the engine lets
    lay off now at no cost, or None (nothing more to lay off: the ring goes to "Done"). It
    went on to the next card in the row, a card of the player's own meld after the last
    lay-off (German 1024x600)."""
    free = _free(_lays(ctrl), ctrl)
    return next((i for i, c in enumerate(cards) if c in free), None)


def _lays(ctrl: MatchController) -> list[tuple[Card | None, int | None]]:
    """(card, meld) of each lay-off the engine lets the player make now."""
    return [(a.card, a.meld) for a in ctrl.view(HUMAN).legal_actions()
            if a.kind is Kind.LAY_OFF]


def _free(lays: list[tuple[Card | None, int | None]], ctrl: MatchController) -> set[Card]:
    """The cards of ``lays`` that lay off at no cost (``layoff_cost``)."""
    tally = ctrl.view(HUMAN).layoff
    return {c for c, m in lays if c is not None and m is not None
            and layoff_cost(tally, c, m) is None}


def hinted_card(ctrl: MatchController) -> Card | None:
    """The card the review's ring goes to with the hint (H): the first card of the hint's
    lay-off the engine lets lay off now (the 10 of a run waits for its 9), so the number
    the hint names lays it off. None: nothing to lay off, or not the player's lay-off."""
    view = ctrl.view(HUMAN)
    tally = view.layoff
    if tally is None or tally.defender_arrangement is None:
        return None
    fits = {a.card for a in view.legal_actions() if a.kind is Kind.LAY_OFF}
    placements = best_layoff(tally.knocker_melds, held_cards(tally)).placements
    return next((c for c, _ in placements if c in fits), None)
