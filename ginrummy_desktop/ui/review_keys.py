"""The keys of a round's review (``scenes.round_review``): how far a key moves in its lists,
and the keys as the help screen lists them (here, not in the scene, because one scene does not
import another). Home and End did nothing in the review's lists (800x520, German: End beside
the computer's 40 moves), though the help and Watch again take them."""

from __future__ import annotations

from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.ui.input import Command

REVIEW_HEADING = N_("Review of a round")
"""The keys' heading in the help."""

REVIEW_KEYS: list[tuple[tuple[Command, ...], Text]] = [
    ((Command.UP, Command.DOWN), N_("The decision before or after")),
    ((Command.PAGE_UP, Command.PAGE_DOWN), N_("A page back or on")),
    ((Command.HOME, Command.END), N_("The first or the last decision")),
    ((Command.CONFIRM, Command.SELECT), N_("Show the chosen decision on the table")),
    ((Command.LEFT, Command.RIGHT), N_("The round before or after")),
    ((Command.NEXT,), N_("From button to button, then back to the list")),
    ((Command.PREV,), N_("The same way backwards")),
]

BOARD_HEADING = N_("A reviewed round on the table")
"""The keys' heading in the help for the review's table ("On the table", "Try again"): its
arrows step through the decisions, which no heading told (1920x1080)."""

BOARD_KEYS: list[tuple[tuple[Command, ...], Text]] = [
    ((Command.LEFT, Command.RIGHT), N_("The decision before or after; trying again: another "
                                       "card")),
    ((Command.KNOCK,), N_("Trying again: knock with the chosen card")),
    ((Command.NEXT,), N_("From button to button (Enter presses it)")),
    ((Command.CANCEL,), N_("Back to the list; trying again: show the answer")),
]

MOVES = (Command.UP, Command.DOWN, Command.PAGE_UP, Command.PAGE_DOWN, Command.HOME, Command.END)
"""The keys that move a row or a page, or to the first or the last row."""


def jump(command: Command, page: int) -> int:
    """Rows that ``command`` (one of :data:`MOVES`) moves by, ``page`` rows a page; Home and
    End by more than any list holds (the list stops at its ends)."""
    return {Command.UP: -1, Command.DOWN: 1, Command.PAGE_UP: -page, Command.PAGE_DOWN: page,
            Command.HOME: -10**6, Command.END: 10**6}[command]
