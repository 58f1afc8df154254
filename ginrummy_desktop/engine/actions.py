"""Actions: typed values for everything a player can do, with a text round-trip.

>>> Action.parse("knock 7C")
Action.parse('knock 7C')
>>> Action.discard(Card.parse("QS")).text()
'discard QS'
>>> Action.parse("layoff 3C 1").meld
1
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ginrummy_desktop.engine.cards import Card
from ginrummy_desktop.engine.errors import ActionSyntaxError, CardError


class Kind(Enum):
    """What an action does. The value is its word in the text form."""

    TAKE_UPCARD = "take"  # upcard offer: take the upcard (then discard)
    PASS = "pass"  # upcard offer: pass
    DRAW_STOCK = "draw"  # top of the stock (Nachziehstapel)
    DRAW_DISCARD = "pick"  # top of the discard pile (Ablagestapel)
    DISCARD = "discard"  # a card face up onto the discard pile
    KNOCK = "knock"  # knock (Klopfen) with this card as the face-down discard; Gin at 0
    BIG_GIN = "big_gin"  # all eleven cards in melds, no discard
    LAY_OFF = "layoff"  # defender lays one card onto knocker's meld number ``meld``
    FINISH_LAYOFF = "done"  # defender is done (Fertig): the rest is laid off at best


_NEEDS_CARD = {Kind.DISCARD, Kind.KNOCK, Kind.LAY_OFF}


@dataclass(frozen=True, slots=True)
class Action:
    """One action. ``card`` is set for discard, knock and lay-off; ``meld`` for lay-off."""

    kind: Kind
    card: Card | None = None
    meld: int | None = None

    # constructors -------------------------------------------------------------------------
    @classmethod
    def take(cls) -> Action:
        return cls(Kind.TAKE_UPCARD)

    @classmethod
    def pass_(cls) -> Action:
        return cls(Kind.PASS)

    @classmethod
    def draw_stock(cls) -> Action:
        return cls(Kind.DRAW_STOCK)

    @classmethod
    def draw_discard(cls) -> Action:
        return cls(Kind.DRAW_DISCARD)

    @classmethod
    def discard(cls, card: Card) -> Action:
        return cls(Kind.DISCARD, card)

    @classmethod
    def knock(cls, card: Card) -> Action:
        return cls(Kind.KNOCK, card)

    @classmethod
    def big_gin(cls) -> Action:
        return cls(Kind.BIG_GIN)

    @classmethod
    def lay_off(cls, card: Card, meld: int) -> Action:
        return cls(Kind.LAY_OFF, card, meld)

    @classmethod
    def finish_layoff(cls) -> Action:
        return cls(Kind.FINISH_LAYOFF)

    # text ---------------------------------------------------------------------------------
    def text(self) -> str:
        parts = [self.kind.value]
        if self.card is not None:
            parts.append(str(self.card))
        if self.meld is not None:
            parts.append(str(self.meld))
        return " ".join(parts)

    __str__ = text

    def __repr__(self) -> str:
        return f"Action.parse({self.text()!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form; anything else raises ``ActionSyntaxError("unknown_action")``
        (a ``ValueError``, not an ``IllegalActionError``).

        >>> Action.parse("jump")
        Traceback (most recent call last):
        ...
        ginrummy_desktop.engine.errors.ActionSyntaxError: not an action: jump
        """
        if not isinstance(text, str):
            raise ActionSyntaxError("unknown_action", text=repr(text))
        words = text.split()
        try:
            kind = Kind(words[0]) if words else None
        except ValueError:
            kind = None
        if kind is None:
            raise ActionSyntaxError("unknown_action", text=text)
        want = 1 + (kind in _NEEDS_CARD) + (kind is Kind.LAY_OFF)
        if len(words) != want:
            raise ActionSyntaxError("unknown_action", text=text)
        try:
            card = Card.parse(words[1]) if kind in _NEEDS_CARD else None
        except CardError:
            raise ActionSyntaxError("unknown_action", text=text) from None
        meld = None
        if kind is Kind.LAY_OFF:
            if not words[2].isdigit():
                raise ActionSyntaxError("unknown_action", text=text)
            meld = int(words[2])
        return cls(kind, card, meld)
