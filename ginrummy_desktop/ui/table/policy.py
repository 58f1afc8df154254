"""What the player may do at the table: the real game allows what the engine allows.

A :class:`TablePolicy` narrows that and adds to the table without changing it: the tutorial
is one (its script refuses everything but the hinted action, shows a hint, deals no second
round). The table asks its policy before it plays and hands it the frame's hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action
from ginrummy_desktop.ui.input import Intent

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene
    from ginrummy_desktop.ui.table.model import Pile


class TablePolicy:
    """The real game: nothing refused, nothing added."""

    coach = True
    """Whether the coach's hint is offered (the tutorial has its own)."""
    names_rules = True
    """Whether the table names the rule set top left (the tutorial's hint is there)."""
    rematch = True
    """Whether a finished match offers a rematch (the tutorial's prepared round does not:
    its "rematch" was an ordinary match of one round)."""
    lesson = False
    """Whether the round is a lesson, not a match: its board says who won the round (the
    tutorial's said "You win the match", and its next words that rounds go on to 100)."""
    review_waits = False
    """Whether the lay-off review of a finished round waits for Done (else, with animations
    on, the scores open by themselves once the round's end has been shown)."""

    def attach(self, table: TableScene) -> None:
        """The table this policy serves (called once, from the table's constructor)."""

    def refuse(self, action: Action) -> str | None:
        """A text to show instead of playing ``action``; None lets the engine decide."""
        return None

    def next_round(self) -> bool:
        """Deal the next round when the summary closes."""
        return True

    def pile_to_draw(self) -> Pile | None:
        """The pile Enter rings while the player is to draw and the ring is nowhere (or was
        refused); None: the table's choice (the upcard while it is offered, else the stock)."""
        return None

    def handle(self, intent: Intent) -> bool:
        """Take an input before the table does; True if it was used."""
        return False

    def arrange(self, size: tuple[int, int]) -> None:
        """Place the policy's own widgets."""

    def update(self, dt: float) -> None:
        """Advance the policy's own state."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint over the table."""

    def exit(self) -> None:
        """The table closes."""
