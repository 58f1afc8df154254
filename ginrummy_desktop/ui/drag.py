"""One drag for every drag surface (the table and the lay-off review).

The press becomes a drag after :attr:`InputMapper.drag_threshold` pixels (the one threshold,
in :mod:`ginrummy_desktop.ui.input`); while dragging, the surface lights the targets the
engine would accept; a drop nowhere legal flies back (:func:`snap_back`), taking longer for
longer distances.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.animator import Hide, Motion
from ginrummy_desktop.ui.tween import Tween, travel_time

S = TypeVar("S")
Pos = tuple[int, int]


@dataclass
class Drag(Generic[S]):
    """A card picked up at ``origin`` (its top-left), held ``offset`` from the pointer."""

    source: S
    card: Card | None
    offset: Pos
    pos: Pos
    origin: Pos

    @classmethod
    def start(cls, source: S, card: Card | None, origin: Pos, press: Pos, now: Pos) -> Drag[S]:
        return cls(source, card, (press[0] - origin[0], press[1] - origin[1]), now, origin)

    @property
    def top_left(self) -> Pos:
        return (self.pos[0] - self.offset[0], self.pos[1] - self.offset[1])


def snap_back(drag: Drag[S], to: Pos, hide: Hide, anim: float, small: bool = False) -> Motion:
    """The motion of a refused card from where it was dropped back to ``to``."""
    frm = drag.top_left
    duration = travel_time(frm, to) * max(anim, 0.3)
    return Motion(drag.card, Tween(frm, to, duration), hide, small=small)
