"""One animator: a timeline of moving cards, advanced in ``update`` and only read in ``draw``.

Every animation of the table, the deal and the lay-off review is a :class:`Motion` (a card, a
:class:`~ginrummy_desktop.ui.tween.Tween`, what it hides while it flies) on an
:class:`Animator`. A motion may wait (the tween's ``delay``) so a whole deal is queued at
once; ``update(dt)`` advances all of them and returns those that landed (their sound is
played by whoever owns the animator). Nothing builds a tween while drawing.

>>> a = Animator()
>>> m = a.add(Motion(None, Tween((0, 0), (10, 0), 1.0)))
>>> a.busy, a.update(0.5), a.busy
(True, [], True)
>>> [x is m for x in a.update(0.6)], a.busy
([True], False)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.tween import Point, Tween

Hide = tuple[str, object]
"""What a flying card stands for while it flies, so it is not drawn twice: ``("hand", card)``,
``("discard", card)``, ``("stock", None)``, ``("opp", 1)`` or ``("", None)`` for nothing."""


@dataclass
class Motion:
    """A card (None: its back) flying along ``tween``."""

    card: Card | None
    tween: Tween
    hide: Hide = ("", None)
    small: bool = False  # drawn at the opponent's card size
    sound: str = ""  # the effect played when it lands (``ui.sound``)
    flip: bool = False  # turns face up on the way (the upcard)
    tag: str = ""  # what it belongs to (the deal's "seat0", a review's "layoff", ...)
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def started(self) -> bool:
        return self.tween.started

    @property
    def done(self) -> bool:
        return self.tween.done

    @property
    def pos(self) -> Point:
        return self.tween.value


class Animator:
    """The motions under way, oldest first."""

    def __init__(self) -> None:
        self.motions: list[Motion] = []

    def add(self, motion: Motion) -> Motion:
        self.motions.append(motion)
        return motion

    def update(self, dt: float) -> list[Motion]:
        """Advance every motion by ``dt``; drop and return the ones that landed."""
        landed: list[Motion] = []
        for m in self.motions:
            m.tween.update(dt)
            if m.tween.done:
                landed.append(m)
        if landed:
            self.motions = [m for m in self.motions if not m.tween.done]
        return landed

    def finish(self) -> list[Motion]:
        """Land everything at once (a skipped animation)."""
        for m in self.motions:
            m.tween.finish()
        return self.update(0.0)

    def clear(self) -> None:
        self.motions.clear()

    def drop(self, hide: Hide) -> None:
        """Forget the motions of the card ``hide`` names (it went elsewhere meanwhile)."""
        self.motions = [m for m in self.motions if m.hide != hide]

    @property
    def busy(self) -> bool:
        return bool(self.motions)

    def hidden(self) -> set[Hide]:
        return {m.hide for m in self.motions}

    def __iter__(self) -> Iterator[Motion]:
        return iter(list(self.motions))

    def __len__(self) -> int:
        return len(self.motions)

    def __bool__(self) -> bool:
        return bool(self.motions)
