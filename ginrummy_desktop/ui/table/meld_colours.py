"""Meld colours that stay with their meld from turn to turn (pure, no pygame).

The engine's arrangement lists the hand's melds in an order of its own, which can change after
any draw or discard; a colour picked by that index would jump from one meld to another. Here a
meld is known by its cards: it keeps the colour of the earlier meld it shares the most cards
with (a run that grows by a card keeps its colour), and a new meld takes the lowest colour
no meld holds. The colours so depend on the order the melds came in: a table opened on a
round in progress (a saved match continued) plays the round's hands through again
(``hand_order.replay_colours``), so its bars come back in the colours they had.

>>> from ginrummy_desktop.engine import parse_cards
>>> run, sevens = parse_cards("5S 6S 7S"), parse_cards("7H 7D 7C")
>>> colours = MeldColours()
>>> colours.update([run, sevens]); colours.of(run), colours.of(sevens)
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
        """Colour ``melds`` (the hand's melds now), keeping each earlier meld's colour with
        the new meld that shares most of its cards."""
        new = [frozenset(m) for m in melds]
        if set(new) == set(self.colours):
            return
        self.colours = dict(zip(new, follow(self.colours, new), strict=True))

    def of(self, meld: Iterable[Card]) -> int:
        """The colour index of ``meld`` (one of the melds last given to ``update``)."""
        return self.colours.get(frozenset(meld), 0)


def follow(previous: dict[frozenset[Card], int], melds: Sequence[Iterable[Card]]) -> list[int]:
    """The colours of ``melds`` when they follow melds coloured ``previous`` (the table from
    turn to turn; the lay-off review gives the player's melds the colours they had there).

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
