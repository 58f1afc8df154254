"""Tab's ring over the buttons of a scene whose arrows do something else.

In the review of a round Up/Down choose a decision and Left/Right the round, and Enter shows
the chosen decision on the table; its other buttons ("The computer's round", "Try again",
"Copy seed", "Deal again") had no key at all, and the keyboard's ring stood on "Close" while
Enter opened the table (640x420, by keys). Here Tab takes the ring from button to button,
past the last back to the scene's own choice (no button ringed), and Enter or Space press
the ringed button; the arrows give the ring back to the scene's choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.widgets import Button

PRESS = (Command.CONFIRM, Command.SELECT)
BACK_TO_CHOICE = (Command.UP, Command.DOWN, Command.PAGE_UP, Command.PAGE_DOWN)


class ButtonRing:
    """Which of a scene's buttons has the keyboard's ring (``at``; None: the scene's own
    choice has it, or Enter presses the scene's default button)."""

    def __init__(self) -> None:
        self.at: Button | None = None

    def handle(self, command: Command | None, buttons: Sequence[Button],
               default: Button | None) -> bool:
        """A key's command; True when the ring used it. ``buttons`` in Tab's order;
        ``default``: the button Enter presses while none is ringed, None where Enter acts on
        the scene's own choice (then Tab comes back to that choice after the last button)."""
        live = [b for b in buttons if b.active]
        if self.at not in live:
            self.at = None
        if command is Command.NEXT and live:
            now = self.at or default
            i = live.index(now) + 1 if now in live else 0
            self.at = live[i % len(live)] if i < len(live) or default else None
            return True
        if command in PRESS and self.at is not None:
            self.at.press()
            return True
        if command in BACK_TO_CHOICE and default is None:
            self.at = None
        return False

    def show(self, buttons: Sequence[Button], default: Button | None) -> None:
        """Mark the ringed button focused, else ``default`` (what Enter presses then; None
        where Enter acts on the scene's choice)."""
        if self.at is not None and not self.at.active:
            self.at = None
        ringed = self.at or default
        for b in buttons:
            b.focused = b is ringed
