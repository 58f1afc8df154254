"""Gestures become moves: what a click, a double click or a drop on the table means.

Pure decisions, no pygame and no engine state beyond the legal actions and the phase: the
scene hit-tests (:mod:`ginrummy_desktop.ui.table.geometry`), asks here what the gesture means,
and performs the :data:`Move` it gets. Whether a move is *legal* is the engine's answer; a
move the engine refuses snaps back with the engine's reason.

>>> from ginrummy_desktop.engine import Phase
>>> drop_move(Source.STOCK, None, Target.HAND, 3, Phase.DRAW)
Draw(pile=<Pile.STOCK: 'stock'>, insert_at=3)
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum

from ginrummy_desktop.engine import Action, Card, Phase
from ginrummy_desktop.ui.table.model import Pile


class Source(Enum):
    """Where a drag began."""

    HAND = "hand"
    STOCK = "stock"
    DISCARD = "discard"


class Target(Enum):
    """Where a drag can end."""

    HAND = "hand"
    DISCARD = "discard"
    KNOCK = "knock"


@dataclass(frozen=True)
class Draw:
    """Draw from ``pile``: into the place dropped at (``insert_at``) or, flying, into the
    sorted hand (None)."""

    pile: Pile
    insert_at: int | None = None


@dataclass(frozen=True)
class Discard:
    card: Card
    fly: bool = True  # a click flies the card; a drop has put it there already


@dataclass(frozen=True)
class AskKnock:
    card: Card | None  # None: a click on the knock area with no card chosen (as K: the best)


@dataclass(frozen=True)
class Reorder:
    card: Card
    index: int


@dataclass(frozen=True)
class Select:
    card: Card


@dataclass(frozen=True)
class SnapBack:
    """Nothing to play: a dragged card goes back to where it came from."""


Move = Draw | Discard | AskKnock | Reorder | Select | SnapBack | None


def draw_action(pile: Pile, phase: Phase) -> Action:
    """The engine's action for drawing from ``pile``: the upcard offer takes, later draws."""
    if pile is Pile.STOCK:
        return Action.draw_stock()
    return Action.take() if phase is Phase.OFFER else Action.draw_discard()


def drop_move(source: Source, card: Card | None, target: Target | None, insert_at: int,
              phase: Phase) -> Move:
    """A drag from ``source`` released over ``target`` (None: nowhere in particular)."""
    if source is Source.HAND and card is not None:
        if target is Target.DISCARD:
            return Discard(card, fly=False)
        if target is Target.KNOCK:
            return AskKnock(card)
        if target is Target.HAND:
            return Reorder(card, insert_at)
        return SnapBack()
    if target is Target.HAND and source is not Source.HAND:
        return Draw(Pile(source.value), insert_at)
    return SnapBack()


def click_move(card: Card | None, pile: Pile | None, on_knock: bool, selected: Card | None,
               phase: Phase) -> Move:
    """A single click on a hand card (chooses it), a pile (draws from it, or discards the
    chosen card onto the pile while discarding) or the knock area (knocks with the chosen)."""
    if card is not None:
        return Select(card)
    if pile is Pile.STOCK:
        return Draw(Pile.STOCK)
    if pile is Pile.DISCARD:
        if selected is not None and phase is Phase.DISCARD:
            return Discard(selected)
        return Draw(Pile.DISCARD)  # nothing chosen, or it is time to draw: take the top card
    if on_knock:
        return AskKnock(selected)
    return None


def double_click_move(card: Card | None, pile: Pile | None, phase: Phase) -> Move:
    """A double click does the obvious: discard that card, or draw from that pile."""
    if card is not None:
        return Discard(card)
    if pile is Pile.STOCK and phase is Phase.DRAW:
        return Draw(Pile.STOCK)
    if pile is Pile.DISCARD and phase in (Phase.DRAW, Phase.OFFER):
        return Draw(Pile.DISCARD)
    return None


def lit_targets(source: Source, card: Card | None, legal: Collection[Action]) -> set[Target]:
    """The drop targets the engine would accept for what is dragged (they light up)."""
    if source is Source.HAND and card is not None:
        out = {Target.HAND}
        if Action.discard(card) in legal:
            out.add(Target.DISCARD)
        if Action.knock(card) in legal:
            out.add(Target.KNOCK)
        return out
    if source is Source.STOCK and Action.draw_stock() in legal:
        return {Target.HAND}
    if source is Source.DISCARD and (Action.draw_discard() in legal or Action.take() in legal):
        return {Target.HAND}
    return set()
