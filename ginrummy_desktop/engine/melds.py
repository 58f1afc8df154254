"""Melds, deadwood and the best arrangement of a hand, on 52-bit card masks.

The solver rests on one observation. Once it is fixed which sets (Sätze) a hand uses, every
other card can only be melded in a run (Folge) of its own suit, and inside one suit the best
runs are simply the maximal blocks of three or more consecutive ranks: a block is melded whole
and nothing shorter can be. So the melded value of a suit's remaining 13-bit pattern is a table
look-up (``RUN_VALUE``, 8192 entries built at import), and the only search left is over the set
choices of the ranks held in three or four suits (at most three such ranks in 11 cards, each
with at most six choices: none, the four, or one of the four threes). Most hands have no such
rank, and then the best arrangement costs four table look-ups.

A rank held four times can give three cards to a set and the fourth to a run
(7S 7H 7D 7C 8C 9C: set 7S7H7D plus run 7C8C9C), which is why the threes are choices too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ginrummy_desktop.engine.cards import (
    SUIT_BITS,
    SUIT_MASK,
    Card,
    cards_mask,
    mask_cards,
)
from ginrummy_desktop.engine.errors import CardError

_RANK_VALUE = tuple(min(r + 1, 10) for r in range(13))  # by bit position in a suit
_RANK_BITS = tuple(sum(1 << (s * SUIT_BITS + r) for s in range(4)) for r in range(13))


@lru_cache(maxsize=8192)
def _run_blocks(pattern: int) -> tuple[int, ...]:
    """The maximal blocks of 3+ consecutive bits of a 13-bit suit pattern."""
    blocks: list[int] = []
    r = 0
    while r < 13:
        if pattern >> r & 1:
            start = r
            while r < 13 and pattern >> r & 1:
                r += 1
            if r - start >= 3:
                blocks.append(((1 << (r - start)) - 1) << start)
        else:
            r += 1
    return tuple(blocks)


def _build_suit_value() -> list[int]:
    # bit r doubles the table: the patterns without it, then the same ones with it
    table = [0]
    for value in _RANK_VALUE:
        table += [x + value for x in table]
    return table


SUIT_VALUE: list[int] = _build_suit_value()
"""Total deadwood value of one suit's 13-bit pattern."""


def _build_run_value() -> list[int]:
    # A card lies in a run block exactly when it lies in some window of three consecutive
    # held ranks: ``q`` marks where such windows start, ``cover`` the cards they span.
    table = [0] * (1 << SUIT_BITS)
    sv = SUIT_VALUE
    for p in range(1 << SUIT_BITS):
        q = p & (p >> 1) & (p >> 2)
        table[p] = sv[q | (q << 1) | (q << 2)]
    return table


RUN_VALUE: list[int] = _build_run_value()
"""Melded value of the best runs inside one suit's 13-bit pattern."""



def _best_drop(p: int) -> tuple[int, int, int]:
    """The card whose removal from suit pattern ``p`` keeps the most (its value plus the runs
    left), as (value kept out of deadwood, its bit, its tie-break key). The tie-break prefers
    the higher card, then the higher rank. Filled into ``BEST_DROP`` on first use."""
    best = (-1, 0, 0)
    q = p
    while q:
        b = q & -q
        q ^= b
        r = b.bit_length() - 1
        gain = _RANK_VALUE[r] + RUN_VALUE[p ^ b]
        tie = _RANK_VALUE[r] * 16 + r
        if (gain, tie) > (best[0], best[2]):
            best = (gain, b, tie)
    BEST_DROP[p] = best
    return best


BEST_DROP: list[tuple[int, int, int] | None] = [None] * (1 << SUIT_BITS)


def _triples(p0: int, p1: int, p2: int, p3: int) -> int:
    """Ranks (as bits) held in at least three of the four suits."""
    return (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))


def _build_set_options() -> list[list[tuple[tuple[int, int], ...]]]:
    """For each rank and each 4-bit pattern of the suits holding it: the set choices as
    (cards used, value). Three suits give one set; four give the four and each three."""
    table: list[list[tuple[tuple[int, int], ...]]] = []
    for r in range(13):
        row: list[tuple[tuple[int, int], ...]] = []
        for present in range(16):
            bits = [1 << (s * SUIT_BITS + r) for s in range(4) if present >> s & 1]
            full = sum(bits)
            options = [(full, _RANK_VALUE[r] * len(bits))] if len(bits) >= 3 else []
            if len(bits) == 4:
                options += [(full ^ x, _RANK_VALUE[r] * 3) for x in bits]
            row.append(tuple(options))
        table.append(row)
    return table


_SET_OPTIONS = _build_set_options()


_STATES: dict[int, tuple[tuple[int, int], ...]] = {}
_ALL_SUITS = 1 | 1 << 13 | 1 << 26 | 1 << 39  # times a rank pattern: that rank in every suit


def _set_states(mask: int, triple: int) -> tuple[tuple[int, int], ...]:
    """Every choice of sets for the ranks in ``triple``: (used card mask, melded set value).
    Remembered by the cards of those ranks (the only ones it looks at: a few thousand keys)."""
    key = mask & triple * _ALL_SUITS | triple << 52
    got = _STATES.get(key)
    if got is None:
        got = _STATES[key] = _make_set_states(mask, triple)
    return got


def _make_set_states(mask: int, triple: int) -> tuple[tuple[int, int], ...]:
    states: list[tuple[int, int]] = [(0, 0)]
    while triple:
        b = triple & -triple
        triple ^= b
        r = b.bit_length() - 1
        m = mask >> r
        present = (m & 1) | (m >> 12 & 2) | (m >> 24 & 4) | (m >> 36 & 8)
        options = _SET_OPTIONS[r][present]
        states = states + [(u | o, v + ov) for (u, v) in states for (o, ov) in options]
    return tuple(states)


set_states = _set_states  # public for the playouts' discard (``ai/playout.py``)


def melded_value(mask: int) -> int:
    """The largest total value that melds can cover in the hand ``mask``."""
    p0 = mask & SUIT_MASK
    p1 = (mask >> 13) & SUIT_MASK
    p2 = (mask >> 26) & SUIT_MASK
    p3 = mask >> 39
    triple = _triples(p0, p1, p2, p3)
    rv = RUN_VALUE
    if not triple:
        return rv[p0] + rv[p1] + rv[p2] + rv[p3]
    best = 0
    for used, v in _set_states(mask, triple):
        rem = mask & ~used
        v += (
            rv[rem & SUIT_MASK]
            + rv[(rem >> 13) & SUIT_MASK]
            + rv[(rem >> 26) & SUIT_MASK]
            + rv[rem >> 39]
        )
        if v > best:
            best = v
    return best


def deadwood_of(mask: int) -> int:
    """Deadwood value of the hand ``mask`` in its best arrangement."""
    sv = SUIT_VALUE
    total = (
        sv[mask & SUIT_MASK]
        + sv[(mask >> 13) & SUIT_MASK]
        + sv[(mask >> 26) & SUIT_MASK]
        + sv[mask >> 39]
    )
    return total - melded_value(mask)


def discard_deadwoods(mask: int) -> list[tuple[int, int]]:
    """For every card of ``mask``: (its bit, deadwood of the hand without it).

    One pass over the set choices of the whole hand serves all discards: the choices of the
    smaller hand are exactly those of the whole hand that do not use the discarded card.
    """
    ps = (mask & SUIT_MASK, (mask >> 13) & SUIT_MASK, (mask >> 26) & SUIT_MASK, mask >> 39)
    rv = RUN_VALUE
    sv = SUIT_VALUE
    total = sv[ps[0]] + sv[ps[1]] + sv[ps[2]] + sv[ps[3]]
    triple = _triples(*ps)
    out: list[tuple[int, int]] = []
    if not triple:
        runs = rv[ps[0]] + rv[ps[1]] + rv[ps[2]] + rv[ps[3]]
        for s in range(4):
            p = ps[s]
            base = runs - rv[p]
            shift = s * SUIT_BITS
            while p:
                b = p & -p
                p ^= b
                r = b.bit_length() - 1
                out.append((b << shift, total - _RANK_VALUE[r] - base - rv[ps[s] ^ b]))
        return out
    states = []
    for used, v in _set_states(mask, triple):
        rem = mask & ~used
        rps = (rem & SUIT_MASK, (rem >> 13) & SUIT_MASK, (rem >> 26) & SUIT_MASK, rem >> 39)
        states.append((used, v, rps, rv[rps[0]] + rv[rps[1]] + rv[rps[2]] + rv[rps[3]]))
    for s in range(4):
        p = ps[s]
        shift = s * SUIT_BITS
        while p:
            b = p & -p
            p ^= b
            card = b << shift
            best = 0
            for used, v, rps, runs in states:
                if used & card:
                    continue
                m = v + runs - rv[rps[s]] + rv[rps[s] & ~b]
                if m > best:
                    best = m
            out.append((card, total - _RANK_VALUE[b.bit_length() - 1] - best))
    return out


# --- arrangements with cards ---------------------------------------------------------------


def meld_layoff_mask(meld: int) -> int:
    """The cards that could be laid off directly onto one meld (given as a mask).

    A set of three takes its missing fourth card, a set of four nothing, a run the next card at
    either end.
    """
    low = meld & -meld
    r = (low.bit_length() - 1) % SUIT_BITS
    rank_bits = _RANK_BITS[r]
    if not meld & ~rank_bits:  # a set
        return 0 if meld.bit_count() >= 4 else rank_bits & ~meld
    out = low >> 1 if r > 0 else 0
    top = meld.bit_length() - 1
    if top % SUIT_BITS < SUIT_BITS - 1:
        out |= 1 << (top + 1)
    return out


def _is_meld_mask(meld: int) -> bool:
    cards = mask_cards(meld)
    if len(cards) < 3:
        return False
    if all(c.rank == cards[0].rank for c in cards):
        return len(cards) <= 4
    if any(c.suit != cards[0].suit for c in cards):
        return False
    return all(b.rank == a.rank + 1 for a, b in zip(cards, cards[1:], strict=False))


def is_meld(cards: Iterable[Card]) -> bool:
    """Whether the cards form one set (3-4 of a rank) or one run (3+ in a suit, aces low).

    >>> from ginrummy_desktop.engine.cards import parse_cards
    >>> is_meld(parse_cards("AS 2S 3S")), is_meld(parse_cards("QS KS AS"))
    (True, False)
    """
    try:
        return _is_meld_mask(cards_mask(cards))
    except CardError:
        return False


class Arrangement:
    """A hand split into melds (Kombinationen) and deadwood (Restkarten).

    ``melds`` are tuples of cards (sets by suit, runs by rank), ``deadwood`` the loose cards and
    ``deadwood_value`` their points.
    """

    __slots__ = ("meld_masks", "deadwood_mask", "deadwood_value")

    def __init__(self, meld_masks: Sequence[int], deadwood_mask: int) -> None:
        self.meld_masks: tuple[int, ...] = tuple(meld_masks)
        self.deadwood_mask = deadwood_mask
        sv = SUIT_VALUE
        self.deadwood_value = (
            sv[deadwood_mask & SUIT_MASK]
            + sv[(deadwood_mask >> 13) & SUIT_MASK]
            + sv[(deadwood_mask >> 26) & SUIT_MASK]
            + sv[deadwood_mask >> 39]
        )

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(_meld_cards(m) for m in self.meld_masks)

    @property
    def deadwood(self) -> tuple[Card, ...]:
        return tuple(sorted(mask_cards(self.deadwood_mask), key=lambda c: (c.rank, c.suit)))

    @property
    def mask(self) -> int:
        m = self.deadwood_mask
        for x in self.meld_masks:
            m |= x
        return m

    def layoff_targets(self) -> int:
        """Cards not in this hand that could be laid off directly onto its melds."""
        out = 0
        for m in self.meld_masks:
            out |= meld_layoff_mask(m)
        return out & ~self.mask

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Arrangement)
            and set(self.meld_masks) == set(other.meld_masks)
            and self.deadwood_mask == other.deadwood_mask
        )

    def __hash__(self) -> int:
        return hash((frozenset(self.meld_masks), self.deadwood_mask))

    def __repr__(self) -> str:
        melds = " | ".join(" ".join(str(c) for c in m) for m in self.melds)
        dead = " ".join(str(c) for c in self.deadwood)
        return f"<Arrangement {melds} / {dead} = {self.deadwood_value}>"


def _meld_cards(meld: int) -> tuple[Card, ...]:
    cards = mask_cards(meld)  # suit-major, rank ascending: runs come out in order
    if cards[0].rank == cards[-1].rank:
        return tuple(cards)
    return tuple(sorted(cards, key=lambda c: c.rank))




def _arrangement(mask: int, used: int) -> Arrangement:
    """The arrangement that takes the sets in ``used`` and the maximal runs of the rest."""
    melds = []
    u = used
    while u:  # one set per rank present in ``used``
        r = ((u & -u).bit_length() - 1) % SUIT_BITS
        melds.append(used & _RANK_BITS[r])
        u &= ~_RANK_BITS[r]
    rem = mask & ~used
    for s in range(4):
        for block in _run_blocks((rem >> (s * SUIT_BITS)) & SUIT_MASK):
            melds.append(block << (s * SUIT_BITS))
    melded = 0
    for m in melds:
        melded |= m
    return Arrangement(melds, mask & ~melded)


def _best_set_choices(mask: int, triple: int) -> list[int]:
    """The set choices (as used-card masks) that reach the most melded value."""
    return _winners(mask, _set_states(mask, triple))


def _winners(mask: int, states: Sequence[tuple[int, int]]) -> list[int]:
    """Of the set choices ``states`` (used cards, set value), the ones inside ``mask`` that
    reach the most melded value once the rest is melded in runs."""
    rv = RUN_VALUE
    best = -1
    winners: list[int] = []
    for used, v in states:
        if used & ~mask:
            continue
        rem = mask & ~used
        v += (
            rv[rem & SUIT_MASK]
            + rv[(rem >> 13) & SUIT_MASK]
            + rv[(rem >> 26) & SUIT_MASK]
            + rv[rem >> 39]
        )
        if v > best:
            best, winners = v, [used]
        elif v == best:
            winners.append(used)
    return winners


def all_best_arrangements(mask: int) -> list[Arrangement]:
    """Every arrangement with the least deadwood (runs as maximal blocks), without repeats."""
    p = (mask & SUIT_MASK, (mask >> 13) & SUIT_MASK, (mask >> 26) & SUIT_MASK, mask >> 39)
    out: list[Arrangement] = []
    for used in _best_set_choices(mask, _triples(*p)):
        arr = _arrangement(mask, used)
        if arr not in out:
            out.append(arr)
    return out


def best_arrangement_mask(mask: int, seen: int = 0) -> Arrangement:
    """The best arrangement; ties go to the one that leaves the fewest unseen lay-off cards.

    ``seen`` is the mask of cards known not to be in the opponent's hand or the stock (the
    discard pile, say); ties are broken without looking at the opponent's cards. A tie that
    remains is broken by the meld masks, so the result is always the same for the same input.
    """
    p = (mask & SUIT_MASK, (mask >> 13) & SUIT_MASK, (mask >> 26) & SUIT_MASK, mask >> 39)
    triple = _triples(*p)
    if not triple:  # no set possible: the runs are the maximal blocks, one answer
        return _arrangement(mask, 0)
    return _pick(mask, _best_set_choices(mask, triple), seen)


def _pick(mask: int, winners: list[int], seen: int) -> Arrangement:
    """The arrangement among the best set choices ``winners`` that the tie-break prefers."""
    if len(winners) == 1:
        return _arrangement(mask, winners[0])
    arrs: list[Arrangement] = []
    for used in winners:
        arr = _arrangement(mask, used)
        if arr not in arrs:
            arrs.append(arr)
    return min(
        arrs,
        key=lambda a: (
            (a.layoff_targets() & ~seen).bit_count(),
            sorted(a.meld_masks),
        ),
    )


def best_arrangement(cards: Iterable[Card], seen: Iterable[Card] = ()) -> Arrangement:
    """The arrangement of 0 to 11 cards with the fewest deadwood points.

    >>> from ginrummy_desktop.engine.cards import parse_cards
    >>> best_arrangement(parse_cards("KH QH JH 9C 9D 9H 7S 3H AS")).deadwood_value
    11
    """
    return best_arrangement_mask(cards_mask(cards), cards_mask(seen))


def _discard_search(mask: int) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """(bit of the best discard, deadwood left, the hand's set choices) for 11 cards.

    Exact: the minimum over every discard. Among equal results the higher card goes (it is the
    worse card to be caught holding), then the higher rank, then the later suit (SHDC).
    """
    # For each set choice, only the discarded card's suit changes, so each suit's best
    # candidate comes from a table. The best (choice, card) is among these candidates: a card
    # that is not its suit's table pick in its best choice is beaten or tied by that pick.
    ps = (mask & SUIT_MASK, (mask >> 13) & SUIT_MASK, (mask >> 26) & SUIT_MASK, mask >> 39)
    rv = RUN_VALUE
    sv = SUIT_VALUE
    total = sv[ps[0]] + sv[ps[1]] + sv[ps[2]] + sv[ps[3]]
    triple = _triples(*ps)
    states = _set_states(mask, triple) if triple else ((0, 0),)
    best = (1 << 30, 0, 0)
    best_bit = 0
    for used, v in states:
        rem = mask & ~used if used else mask
        rps = (rem & SUIT_MASK, (rem >> 13) & SUIT_MASK, (rem >> 26) & SUIT_MASK, rem >> 39)
        base = total - v - rv[rps[0]] - rv[rps[1]] - rv[rps[2]] - rv[rps[3]]
        for s in range(4):
            p = rps[s]
            if p:
                gain, b, tie = BEST_DROP[p] or _best_drop(p)
                key = (base + rv[p] - gain, -tie, -s)
                if key < best:
                    best = key
                    best_bit = b << (s * SUIT_BITS)
    return best_bit, best[0], states


def best_discard_mask(mask: int) -> tuple[int, int]:
    """(bit of the best discard, deadwood left) for an 11-card mask (see ``_discard_search``
    for the tie-break)."""
    bit, dead, _ = _discard_search(mask)
    return bit, dead


def best_discard(cards: Iterable[Card], seen: Iterable[Card] = ()) -> tuple[Card, Arrangement]:
    """The discard from 11 cards that leaves the least deadwood, and the kept ten's arrangement.

    >>> from ginrummy_desktop.engine.cards import parse_cards
    >>> card, arr = best_discard(parse_cards("KH QH JH 9C 9D 9H 7S 3H AS 2S 8D"))
    >>> str(card), arr.deadwood_value
    ('8D', 13)
    """
    mask = cards_mask(cards)
    if mask.bit_count() != 11:
        raise CardError("bad_card", text=f"best_discard needs 11 cards, got {mask.bit_count()}")
    bit, _, states = _discard_search(mask)
    kept = mask ^ bit
    # the kept ten's set choices are the eleven's that do not use the discard: no new search
    winners = _winners(kept, states)
    return Card.from_index(bit.bit_length() - 1), _pick(kept, winners, cards_mask(seen))
