"""Meld colours that stay with their meld (pure, no pygame).

The engine's arrangement lists the hand's melds in an order of its own, which can change after
any draw or discard; a colour picked by that index would jump from one meld to another. Here
the colours go by the melds themselves: the meld with the lowest card (by rank, then suit)
takes the first colour, the next the second, and so on. So a meld keeps its colour whatever
the engine's order (a run that grows by a card too, unless it grows below another meld's
lowest card), and the same melds always have the same colours: a saved match resumed mid-round
shows them as they were (with the colours kept from history they came back in the engine's
order: kill the game mid-round, Continue).

>>> from ginrummy_desktop.engine import parse_cards
>>> run, sevens = parse_cards("5S 6S 7S"), parse_cards("7H 7D 7C")
>>> colours = MeldColours()
>>> colours.update([sevens, run]); colours.of(run), colours.of(sevens)
(0, 1)
>>> colours.update([sevens, parse_cards("5S 6S 7S 8S")])  # order changed, the run grew
>>> colours.of(sevens), colours.of(parse_cards("5S 6S 7S 8S"))
(1, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ginrummy_desktop.engine import Card

PALETTE = 3  # a hand has at most three melds (the player's three colours in the review)


class MeldColours:
    def __init__(self) -> None:
        self.colours: dict[frozenset[Card], int] = {}

    def reset(self) -> None:
        """A new deal: the next melds start from the first colour again."""
        self.colours = {}

    def update(self, melds: Sequence[Iterable[Card]]) -> None:
        """Colour ``melds`` (the hand's melds now) by their lowest cards (see above)."""
        new = sorted((frozenset(m) for m in melds if m), key=_lowest)
        self.colours = {meld: k for k, meld in enumerate(new)}

    def of(self, meld: Iterable[Card]) -> int:
        """The colour index of ``meld`` (one of the melds last given to ``update``)."""
        return self.colours.get(frozenset(meld), 0)


def follow(previous: dict[frozenset[Card], int], melds: Sequence[Iterable[Card]]) -> list[int]:
    """The colours of ``melds`` when they follow melds coloured ``previous`` (the lay-off
    review gives the player's melds the colours they had on the table).

    >>> from ginrummy_desktop.engine import parse_cards
    >>> run, sevens = parse_cards("5S 6S 7S"), parse_cards("7H 7D 7C")
    >>> follow({frozenset(run): 2}, [sevens, run])
    [0, 2]
    """
    new = [frozenset(m) for m in melds]
    kept: dict[frozenset[Card], int] = {}
    used: set[int] = set()
    shared = sorted(((len(n & o), -i, c) for i, n in enumerate(new)
                     for o, c in previous.items() if n & o), reverse=True)
    for _, i, colour in shared:  # each earlier meld's colour to the meld sharing most cards
        meld = new[-i]
        if meld not in kept and colour not in used:
            kept[meld] = colour
            used.add(colour)
    for meld in new:  # the others take the lowest colours free
        if meld not in kept:
            kept[meld] = next(k for k in range(max(PALETTE, len(new))) if k not in used)
            used.add(kept[meld])
    return [kept[m] for m in new]


def _lowest(meld: frozenset[Card]) -> tuple[int, int]:
    """A meld's lowest card as (rank, suit): the order its colour is chosen in."""
    return min((c.rank, c.suit) for c in meld)
