"""Einfach / Simple: the well-known baseline player.

* Takes the upcard or the top of the discard pile only if it becomes part of a meld,
  otherwise draws from the stock (and passes the upcard offer).
* Discards the card that leaves the least deadwood; among equal choices the highest value
  goes, remaining ties at random.
* Knocks as soon as it may (Gin when it can), declares Big Gin when it can.
* As defender it accepts the engine's best lay-off.

This is the opponent of seed 001: "der Computerspieler klopft, wann immer er kann".
"""

from __future__ import annotations

from ginrummy_desktop.ai.base import LazyRng, card_of, draw_choice, value_of_bit
from ginrummy_desktop.engine import Action, Phase, SeatView
from ginrummy_desktop.engine.melds import melded_value


def completes_meld(hand: int, bit: int) -> bool:
    """Does the card ``bit`` become part of a meld in ``hand`` plus it?

    The melded value grows exactly when the new card is in a meld of every best arrangement.
    """
    return melded_value(hand | bit) > melded_value(hand)


def pick_discard(options: list[tuple[int, int]], rng: LazyRng) -> tuple[int, int]:
    """(bit, deadwood left) of the discard leaving the least deadwood, highest value first,
    ties at random; ``options`` are (bit, deadwood left) of the legal discards."""
    best: list[int] = []
    best_key = (1 << 30, 0)
    for bit, dead in options:
        key = (dead, -value_of_bit(bit))
        if key < best_key:
            best_key, best = key, [bit]
        elif key == best_key:
            best.append(bit)
    bit = best[0] if len(best) == 1 else rng.get().choice(sorted(best))
    return bit, best_key[0]


class SimpleOpponent:
    level = "simple"

    def __init__(self, seed: int | str | None = None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        phase = view.phase
        hand = view.hand_mask
        if phase is Phase.LAYOFF:
            return Action.finish_layoff()
        if phase in (Phase.OFFER, Phase.DRAW):
            return draw_choice(view, lambda bit: completes_meld(hand, bit))
        if phase is Phase.DISCARD:
            if view.is_legal(Action.big_gin()):
                return Action.big_gin()
            options = [(c.bit, d) for c, d in view.discard_options()]
            bit, _dead = pick_discard(options, LazyRng(self.seed, view))
            card = card_of(bit)
            if view.is_legal(Action.knock(card)):
                return Action.knock(card)
            return Action.discard(card)
        raise ValueError(f"no decision in phase {phase.value}")
