"""The public record of a round as one seat sees it: its move texts as typed values, and the
moves that touched the discard pile with the card each one concerned.

A seat's ``moves`` are the action texts of the round, except that the other seat's knock card
is hidden (plain ``"knock"``). The pile events replay those moves over the discard pile, so a
computer opponent knows which card the other seat took, passed or threw away without parsing
text itself.

>>> moves = parse_moves([(1, "pass"), (0, "take"), (0, "discard 9C"), (1, "pick")])
>>> [(e.seat, e.kind.value, str(e.card)) for e in pile_events(moves, ())]
[(1, 'pass', 'None'), (0, 'take', 'None'), (0, 'discard', '9C'), (1, 'pick', '9C')]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ginrummy_desktop.engine.actions import Kind
from ginrummy_desktop.engine.cards import Card
from ginrummy_desktop.engine.errors import RulesError


@dataclass(frozen=True, slots=True)
class PublicMove:
    """One move of the record: ``card`` is None for moves without a card and for the other
    seat's hidden knock card; ``meld`` is set for a lay-off."""

    seat: int
    kind: Kind
    card: Card | None = None
    meld: int | None = None


@dataclass(frozen=True, slots=True)
class PileEvent:
    """A move that touched the discard pile: a take or pick (``card`` the card taken), a pass
    or stock draw (``card`` the pile card left lying), a discard (``card`` the card thrown).
    ``card`` is None where the seat cannot know it (the upcard, once taken in the offer)."""

    seat: int
    kind: Kind
    card: Card | None


def parse_moves(moves: Iterable[tuple[int, str]]) -> tuple[PublicMove, ...]:
    """Typed moves from (seat, action text) pairs; a malformed one raises ``RulesError``."""
    out: list[PublicMove] = []
    for seat, text in moves:
        words = text.split()
        try:
            kind = Kind(words[0])
            card = Card.parse(words[1]) if len(words) > 1 else None
            meld = int(words[2]) if len(words) > 2 else None
        except (ValueError, IndexError):
            raise RulesError("bad_view", detail=f"move {text!r}") from None
        out.append(PublicMove(seat, kind, card, meld))
    return tuple(out)


_TAKES = (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD)
_LEAVES = (Kind.PASS, Kind.DRAW_STOCK)


def _replay(moves: Sequence[PublicMove], upcard: Card | None) -> tuple[list[Card | None],
                                                                         list[PileEvent]]:
    pile: list[Card | None] = [upcard]
    events: list[PileEvent] = []
    for m in moves:
        if m.kind in _TAKES:
            events.append(PileEvent(m.seat, m.kind, pile.pop() if pile else None))
        elif m.kind in _LEAVES:
            events.append(PileEvent(m.seat, m.kind, pile[-1] if pile else None))
        elif m.kind is Kind.DISCARD:
            pile.append(m.card)
            events.append(PileEvent(m.seat, m.kind, m.card))
    return pile, events


def pile_events(
    moves: Sequence[PublicMove], discard_pile: Sequence[Card], upcard: Card | None = None
) -> tuple[PileEvent, ...]:
    """The pile events of ``moves``, given the discard pile now (bottom first) and the
    round's upcard where the seat knows it (it lay face up: ``SeatView.first_upcard``).

    The moves do not name the upcard. If it still lies at the bottom of the pile it is the
    pile's first card; otherwise it was taken in the offer, and its events carry ``upcard``
    (None where not given: a pass of it then named no card, and the computer's round in the
    review left out that the player had passed the 5 of spades once the computer took it).
    """
    pile, _ = _replay(moves, None)
    if pile and pile[0] is None and discard_pile:
        upcard = discard_pile[0]
    return tuple(_replay(moves, upcard)[1])
