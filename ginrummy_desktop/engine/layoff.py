"""Lay-offs (Anlegen): the defender's exact best choice of own melds and cards laid off.

After a plain knock the defender may lay loose cards onto the knocker's melds: the fourth card
onto a set of three, or the next card at either end of a run, one card after another, so a run
can grow by several cards at each end. The defender's own melds count too.

``best_layoff`` is exact: it tries every combination of what can be laid off onto each knocker
meld (for a run: how many cards below and how many above) and takes the one whose remaining
cards have the least deadwood in their best arrangement. The "two orders" method of seed 004
(own melds first, then lay off; or lay off first, then meld) is ``two_order_layoff``; the exact
result is never worse, and better in hands like this one (a regression test keeps it):

knocker 5S 5H 5D, 7S 7H 7D, TS TH TC; defender 6S 8S 9S 8H 8D 9D TD 5C 6C 7C. Melding first
takes 8D 9D TD and 5C 6C 7C and leaves 6S 8S 8H 9S (31), none of which fits; laying off first
also sends 5C and 7C onto the sets and leaves 6S 9S 9D 6C (30). The exact search lays off TD
alone, melds 8S 8H 8D and 5C 6C 7C and keeps 6S 9S 9D: 24.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product

from ginrummy_desktop.engine.cards import SUIT_BITS, Card, cards_mask, mask_cards
from ginrummy_desktop.engine.errors import RulesError
from ginrummy_desktop.engine.melds import (
    Arrangement,
    _is_meld_mask,
    best_arrangement_mask,
    deadwood_of,
)


@dataclass(frozen=True)
class Layoff:
    """The defender's result: cards laid off (in an order that works one at a time), where each
    went (index into the knocker's melds), and the arrangement of the cards kept."""

    placements: tuple[tuple[Card, int], ...]
    arrangement: Arrangement

    @property
    def laid_off(self) -> tuple[Card, ...]:
        return tuple(c for c, _ in self.placements)

    @property
    def deadwood_value(self) -> int:
        return self.arrangement.deadwood_value


def _meld_options(meld: int, hand: int) -> list[list[int]]:
    """What the defender holding ``hand`` could lay onto one meld: lists of bits, in order."""
    cards = mask_cards(meld)
    first = cards[0]
    if all(c.rank == first.rank for c in cards):
        if len(cards) >= 4:
            return [[]]
        missing = [
            1 << (s * SUIT_BITS + first.rank - 1)
            for s in range(4)
            if not meld >> (s * SUIT_BITS + first.rank - 1) & 1
        ]
        return [[]] + [[b] for b in missing if hand & b]
    ranks = sorted(c.rank for c in cards)
    lo, hi = ranks[0], ranks[-1]
    base = first.suit * SUIT_BITS
    below: list[list[int]] = [[]]
    r = lo - 1
    while r >= 1 and hand >> (base + r - 1) & 1:
        below.append(below[-1] + [1 << (base + r - 1)])
        r -= 1
    above: list[list[int]] = [[]]
    r = hi + 1
    while r <= 13 and hand >> (base + r - 1) & 1:
        above.append(above[-1] + [1 << (base + r - 1)])
        r += 1
    return [b + a for b in below for a in above]


def _check_melds(knocker_melds: Sequence[int]) -> None:
    seen = 0
    for m in knocker_melds:
        if not _is_meld_mask(m) or seen & m:
            raise RulesError("bad_rules", detail=f"not a meld: {mask_cards(m)}")
        seen |= m


def best_layoff_mask(knocker_melds: Sequence[int], hand: int) -> tuple[list[tuple[int, int]], int]:
    """(placements as (bit, meld index), the kept mask) with the least deadwood.

    Among choices with equal deadwood the one that lays off fewer cards wins (the defender keeps
    own melds), then the lowest mask, so the answer is deterministic.
    """
    options = [_meld_options(m, hand) for m in knocker_melds]
    best_key: tuple[int, int, int] | None = None
    best: tuple[list[tuple[int, int]], int] = ([], hand)
    for combo in product(*options):
        laid = 0
        ok = True
        for bits in combo:
            for b in bits:
                if laid & b:
                    ok = False
                    break
                laid |= b
            if not ok:
                break
        if not ok:
            continue
        kept = hand & ~laid
        key = (deadwood_of(kept), laid.bit_count(), laid)
        if best_key is None or key < best_key:
            best_key = key
            best = ([(b, i) for i, bits in enumerate(combo) for b in bits], kept)
    return best


def best_layoff(
    knocker_melds: Iterable[Iterable[Card]], defender_cards: Iterable[Card]
) -> Layoff:
    """The defender's exact best lay-off against the knocker's melds.

    >>> from ginrummy_desktop.engine.cards import parse_cards as p
    >>> lay = best_layoff([p("7S 7H 7D"), p("4C 5C 6C"), p("JH QH KH")],
    ...                   p("9S 9H 9D 2H 3H 4H 7C 3C QS 5D"))
    >>> sorted(str(c) for c in lay.laid_off), lay.deadwood_value
    (['3C', '7C'], 15)
    """
    melds = [cards_mask(m) for m in knocker_melds]
    _check_melds(melds)
    hand = cards_mask(defender_cards)
    if any(hand & m for m in melds):
        raise RulesError("bad_rules", detail="the defender holds a card of the knocker's melds")
    placements, kept = best_layoff_mask(melds, hand)
    return Layoff(
        tuple((Card.from_index(b.bit_length() - 1), i) for b, i in placements),
        best_arrangement_mask(kept),
    )


def can_lay_off(meld: int, bit: int) -> bool:
    """Whether one card (as a bit) fits directly onto the meld ``meld``."""
    return bool(meld & bit) is False and _is_meld_mask(meld | bit)


def _greedy_layoff(melds: list[int], hand: int) -> tuple[list[tuple[int, int]], int]:
    """Lay off whatever fits, one card after another, until nothing more fits."""
    placements: list[tuple[int, int]] = []
    changed = True
    while changed:
        changed = False
        h = hand
        while h:
            b = h & -h
            h ^= b
            for i, m in enumerate(melds):
                if can_lay_off(m, b):
                    melds[i] = m | b
                    hand ^= b
                    placements.append((b, i))
                    changed = True
                    break
    return placements, hand


def two_order_layoff(
    knocker_melds: Iterable[Iterable[Card]], defender_cards: Iterable[Card]
) -> int:
    """Deadwood by seed 004's method: the better of "own melds first" and "lay off first"."""
    melds = [cards_mask(m) for m in knocker_melds]
    hand = cards_mask(defender_cards)
    # own melds first, then lay off the loose cards
    own = best_arrangement_mask(hand)
    _, rest = _greedy_layoff(list(melds), own.deadwood_mask)
    first = deadwood_of(rest)
    # lay off first, then meld the rest
    _, kept = _greedy_layoff(list(melds), hand)
    second = deadwood_of(kept)
    return min(first, second)
