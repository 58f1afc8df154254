"""The legal actions of a position, from what the acting seat can see.

One pure function serves both the round (``Round.legal_actions``) and a seat's view
(``SeatView.legal_actions``), so an opponent built on views gets exactly the engine's answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ginrummy_desktop.engine.actions import Action
from ginrummy_desktop.engine.cards import Card, mask_cards, mask_value
from ginrummy_desktop.engine.layoff import can_lay_off
from ginrummy_desktop.engine.melds import discard_deadwoods, melded_value
from ginrummy_desktop.engine.rules import RuleSet


class Phase(Enum):
    """Where a round stands. The deal happens when the round is made."""

    OFFER = "offer"  # the upcard offer: ``turn`` may take the upcard or pass
    DRAW = "draw"  # ``turn`` draws from the stock or the discard pile
    DISCARD = "discard"  # ``turn`` holds 11 cards: discard, knock or declare Big Gin
    LAYOFF = "layoff"  # after a knock: the defender (``turn``) lays off, then is done
    SCORED = "scored"  # the round is over and scored
    VOID = "void"  # dead hand (ungültige Runde): nobody scores, the same dealer deals again

    @property
    def over(self) -> bool:
        return self in (Phase.SCORED, Phase.VOID)


def legal_actions(
    phase: Phase,
    hand: int,
    rules: RuleSet,
    *,
    taken_from_discard: Card | None,
    may_draw_discard: bool,
    knocker_melds: Sequence[int] = (),
    knock_limit: int | None = None,
) -> list[Action]:
    """Every legal action of the seat to act, holding ``hand`` (a mask). ``knock_limit`` is
    the round's own limit (Oklahoma); None means the rule set's."""
    limit = rules.knock_limit if knock_limit is None else knock_limit
    if phase is Phase.OFFER:
        return [Action.take(), Action.pass_()]
    if phase is Phase.DRAW:
        acts = [Action.draw_stock()]
        if may_draw_discard:
            acts.append(Action.draw_discard())
        return acts
    if phase is Phase.DISCARD:
        banned = taken_from_discard.bit if taken_from_discard is not None else 0
        acts = [Action.discard(c) for c in mask_cards(hand & ~banned)]
        for bit, dead in discard_deadwoods(hand):
            if dead <= limit and not bit & banned:
                acts.append(Action.knock(Card.from_index(bit.bit_length() - 1)))
        if rules.big_gin_allowed and melded_value(hand) == mask_value(hand):
            acts.append(Action.big_gin())
        return acts
    if phase is Phase.LAYOFF:
        acts = []
        for c in mask_cards(hand):
            for i, m in enumerate(knocker_melds):
                if can_lay_off(m, c.bit):
                    acts.append(Action.lay_off(c, i))
        acts.append(Action.finish_layoff())
        return acts
    return []
