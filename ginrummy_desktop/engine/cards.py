"""Cards, card masks and the seeded deck.

A card is a small frozen value with a two-character text form: rank then suit, ranks
``A23456789TJQK`` and suits ``SHDC``.

>>> Card.parse("TD")
Card.parse('TD')
>>> str(Card.parse("qh"))
'QH'
>>> Card.parse("KS").value, Card.parse("AS").value, Card.parse("7C").value
(10, 1, 7)

Each card also has an index 0..51, laid out suit by suit (``suit * 13 + rank - 1``), so that a
hand is a 52-bit integer mask in which a run is a block of consecutive bits inside one suit's
13 bits. The meld solver works on these masks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from ginrummy_desktop.engine.errors import CardError

RANKS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_BITS = 13
SUIT_MASK = (1 << SUIT_BITS) - 1
FULL_DECK_MASK = (1 << 52) - 1


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. ``rank`` is 1 (ace) to 13 (king); ``suit`` is 0..3 for S, H, D, C."""

    suit: int
    rank: int
    index: int = field(init=False, compare=False, repr=False)
    """Bit position of this card in a hand mask (``suit * 13 + rank - 1``)."""
    bit: int = field(init=False, compare=False, repr=False)
    """This card as a one-bit mask."""

    def __post_init__(self) -> None:
        if not (1 <= self.rank <= 13 and 0 <= self.suit <= 3):
            raise CardError("bad_card", text=f"{self.rank}/{self.suit}")
        index = self.suit * SUIT_BITS + self.rank - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"TD"`` style text (case-insensitive); ``"10D"`` is accepted for ten.

        >>> Card.parse("10h")
        Card.parse('TH')
        """
        if not isinstance(text, str):
            raise CardError("bad_card", text=repr(text))
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
            raise CardError("bad_card", text=text)
        return _BY_INDEX[SUITS.index(t[1]) * SUIT_BITS + RANKS.index(t[0])]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with mask bit ``index`` (0..51)."""
        return _BY_INDEX[index]

    @property
    def value(self) -> int:
        """Deadwood value (Restpunkte): ace 1, pips face value, court cards 10."""
        return self.rank if self.rank < 10 else 10

    @property
    def rank_char(self) -> str:
        return RANKS[self.rank - 1]

    @property
    def suit_char(self) -> str:
        return SUITS[self.suit]

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_BY_INDEX: tuple[Card, ...] = tuple(
    Card(suit, rank) for suit in range(4) for rank in range(1, 14)
)
ALL_CARDS: tuple[Card, ...] = _BY_INDEX
"""The 52 cards in index order."""

VALUE_BY_INDEX: tuple[int, ...] = tuple(c.value for c in _BY_INDEX)


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse ``"KH QH JH"`` (or a list of codes or cards) into cards.

    >>> parse_cards("KS 6D AC")
    [Card.parse('KS'), Card.parse('6D'), Card.parse('AC')]
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [c if isinstance(c, Card) else Card.parse(c) for c in items]


def cards_mask(cards: Iterable[Card]) -> int:
    """The mask of some distinct cards; raises ``CardError`` on a duplicate."""
    mask = 0
    for c in cards:
        b = c.bit
        if mask & b:
            raise CardError("duplicate_card", card=str(c))
        mask |= b
    return mask


def mask_cards(mask: int) -> list[Card]:
    """The cards of a mask, in index order (suit by suit, rank ascending)."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(_BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return out


def mask_value(mask: int) -> int:
    """Sum of the deadwood values of a mask's cards."""
    total = 0
    while mask:
        low = mask & -mask
        total += VALUE_BY_INDEX[low.bit_length() - 1]
        mask ^= low
    return total


def format_cards(cards: Iterable[Card]) -> str:
    """``"KH QH JH"``."""
    return " ".join(str(c) for c in cards)


def shuffled_deck(seed: int | str) -> list[Card]:
    """The 52 cards in a seeded order: the same seed always gives the same order.

    Index 0 is the top of the deck (the first card dealt).
    """
    deck = list(_BY_INDEX)
    random.Random(seed).shuffle(deck)
    return deck
