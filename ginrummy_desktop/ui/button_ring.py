"""Tab's ring over the buttons of a scene whose arrows do something else.

In the review of a round Up/Down choose a decision and Left/Right the round, and Enter shows
the chosen decision on the table; its other buttons ("The computer's round", "Try again",
"Copy seed", "Deal again") had no key at all, and the keyboard's ring stood on "Close" while
Enter opened the table (640x420, by keys). Here Tab takes the ring from button to button,
past the last back to the scene's own choice (no button ringed), and Enter or Space press
the ringed button; the arrows give the ring back to the scene's choice. The table uses the
same ring, its cards' ring parked meanwhile (``park``/``unpark``) and any key giving it back.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.widgets import Button

PRESS = (Command.CONFIRM, Command.SELECT)
BACK_TO_CHOICE = (Command.UP, Command.DOWN, Command.PAGE_UP, Command.PAGE_DOWN)


def _nothing() -> None:
    return None


class ButtonRing:
    """Which of a scene's buttons has the keyboard's ring (``at``; None: the scene's own
    choice has it, or Enter presses the scene's default button).

    ``back``: the keys that give the ring back to the scene's choice and then act there as
    well (None: every key but Tab, Enter and Space among them, so a pressed button gives it
    back; else the ring stays on a pressed button); ``eats``: the keys that give it back and
    do nothing else. ``park`` runs when the ring leaves the scene's choice for a button,
    ``unpark`` when it comes back (the table hides its cards' ring meanwhile)."""

    def __init__(self, back: Collection[Command] | None = BACK_TO_CHOICE,
                 eats: Collection[Command] = (), park: Callable[[], None] = _nothing,
                 unpark: Callable[[], None] = _nothing) -> None:
        self.at: Button | None = None
        self.back = back
        self.eats = eats
        self.park = park
        self.unpark = unpark

    def handle(self, command: Command | None, buttons: Sequence[Button],
               default: Button | None) -> bool:
        """A key's command; True when the ring used it. ``buttons`` in Tab's order;
        ``default``: the button Enter presses while none is ringed, None where Enter acts on
        the scene's own choice (then Tab comes back to that choice after the last button)."""
        live = self._live(buttons)
        if command in (Command.NEXT, Command.PREV):
            return self._go(1 if command is Command.NEXT else -1, live, default)
        ringed = self.at
        if ringed is None or command is None:
            return False
        if default is None and (self.back is None or command in self.back
                                or command in self.eats):
            self.to_choice()
        if command in PRESS:
            ringed.press()
            return True
        return command in self.eats

    def go(self, step: int, buttons: Sequence[Button], default: Button | None) -> bool:
        """The ring ``step`` buttons on (Tab: 1), past the last (or before the first) back
        to the scene's choice where Enter acts on it; False with no button to go to."""
        return self._go(step, self._live(buttons), default)

    def put(self, button: Button) -> None:
        """The ring on ``button`` (the scene's choice parked, if the ring was there)."""
        if self.at is None:
            self.park()
        self.at = button

    def _live(self, buttons: Sequence[Button]) -> list[Button]:
        """The buttons that can be pressed now; a ring on another one goes back to the
        scene's choice."""
        live = [b for b in buttons if b.active]
        if self.at not in live:
            self.to_choice()
        return live

    def _go(self, step: int, live: list[Button], default: Button | None) -> bool:
        if not live:
            return False
        places: list[Button | None] = [*live] if default else [*live, None]
        now = self.at or default
        i = places.index(now) if now in places else len(places) - 1
        to = places[(i + step) % len(places)]
        if to is None:
            self.to_choice()
        else:
            self.put(to)
        return True

    def to_choice(self) -> None:
        """The ring back to the scene's own choice (where it parked, if it did)."""
        if self.at is not None:
            self.at = None
            self.unpark()

    def show(self, buttons: Sequence[Button], default: Button | None) -> None:
        """Mark the ringed button focused, else ``default`` (what Enter presses then; None
        where Enter acts on the scene's choice)."""
        if self.at is not None and not self.at.active:
            self.to_choice()
        ringed = self.at or default
        for b in buttons:
            b.focused = b is ringed
