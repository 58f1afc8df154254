"""Whether a click on a screen that has just opened was aimed at it.

A screen that replaces another can put its button right where the other's was: the lay-off
review shows the round's end and then opens the score board by itself, and at 640x420 the
board's "Next round" covers most of the review's "Done". A click aimed at "Done" a moment too
late, or "Done" double-clicked (the second click on the board the first opened), dealt the
next round, and the player never saw the scores (a real window). A click is aimed at the new
screen once the pointer has moved on it (or clicks elsewhere); one from a pointer still
resting where it was when the screen opened was meant for what stood there before.
"""

from __future__ import annotations

from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, DRAG, MOVE, Intent, Pointer

AIM_PX = 6
"""How far (px) the pointer must move on the new screen before its clicks count as aimed
(a hand resting on the mouse jitters a pixel or two)."""


class PointerRest:
    """The pointer's place when a screen opened, and whether it has moved from there."""

    def __init__(self, pos: tuple[int, int]) -> None:
        self.start = pos
        self.moved = False

    def _away(self, pos: tuple[int, int]) -> bool:
        dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
        return dx * dx + dy * dy > AIM_PX * AIM_PX

    def see(self, intent: Intent) -> None:
        """Note a pointer movement (call for every intent the screen gets)."""
        if isinstance(intent, Pointer) and intent.kind in (MOVE, DRAG) and not self.moved:
            self.moved = self._away(intent.pos)

    def unaimed_click(self, intent: Intent) -> bool:
        """``intent`` is a click from a pointer that has not moved since the screen opened
        (a click elsewhere got there by moving).

        >>> rest = PointerRest((100, 100))
        >>> rest.unaimed_click(Pointer(CLICK, (100, 100), (100, 100)))
        True
        >>> rest.see(Pointer(MOVE, (102, 101)))
        >>> rest.unaimed_click(Pointer(CLICK, (102, 101), (102, 101)))
        True
        >>> rest.unaimed_click(Pointer(CLICK, (300, 50), (300, 50)))
        False
        >>> rest.see(Pointer(MOVE, (120, 104)))
        >>> rest.unaimed_click(Pointer(CLICK, (100, 100), (100, 100)))
        False
        """
        return (isinstance(intent, Pointer) and intent.kind in (CLICK, DOUBLE_CLICK)
                and not self.moved and not self._away(intent.pos))
