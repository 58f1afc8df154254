"""The keys of Watch again (``scenes.watch.WatchScene.on_key``), as the help screen lists
them; here, not in the scene, because one scene does not import another."""

from __future__ import annotations

from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.ui.input import Command

WATCH_HEADING = N_("Watch again")
"""The keys' heading: the screen's title, as its button names it."""

WATCH_KEYS: list[tuple[tuple[Command, ...], Text]] = [
    ((Command.SELECT,), N_("Play or pause")),
    ((Command.LEFT, Command.RIGHT), N_("One move back or on (also the mouse wheel)")),
    ((Command.PAGE_UP, Command.PAGE_DOWN), N_("The round before or after")),
    ((Command.HOME, Command.END), N_("The round's deal or its end")),
    ((Command.SLOWER, Command.FASTER), N_("Slower or faster")),
]
