"""Slow, obviously correct references for the engine's fast solvers (tests only)."""

from __future__ import annotations

from itertools import combinations

from ginrummy_desktop.engine import Card, is_meld


def all_melds(cards: list[Card]) -> list[frozenset[Card]]:
    """Every meld (set of 3-4, run of 3+) inside ``cards``, by brute force over subsets of
    sizes 3..len: fine for the hand sizes of the tests."""
    out = []
    for size in range(3, len(cards) + 1):
        for combo in combinations(cards, size):
            if is_meld(combo):
                out.append(frozenset(combo))
    return out


def brute_deadwood(cards: list[Card]) -> int:
    """Least deadwood over every choice of disjoint melds."""
    melds = all_melds(cards)
    total = sum(c.value for c in cards)
    best = 0

    def search(i: int, used: frozenset[Card], value: int) -> None:
        nonlocal best
        best = max(best, value)
        for j in range(i, len(melds)):
            m = melds[j]
            if not m & used:
                search(j + 1, used | m, value + sum(c.value for c in m))

    search(0, frozenset(), 0)
    return total - best


def deal_deck(nondealer: list[Card], dealer: list[Card], upcard: Card, stock_top: list[Card] = ()
              ) -> list[Card]:
    """A 52-card deck order that deals these hands (10 each), this upcard, and puts
    ``stock_top`` on top of the stock; the rest follows in index order."""
    assert len(nondealer) == 10 and len(dealer) == 10
    head = []
    for a, b in zip(nondealer, dealer, strict=True):
        head += [a, b]
    head.append(upcard)
    head += list(stock_top)
    rest = [c for c in _all() if c not in head]
    deck = head + rest
    assert len(set(deck)) == 52
    return deck


def _all() -> list[Card]:
    from ginrummy_desktop.engine import ALL_CARDS

    return list(ALL_CARDS)
