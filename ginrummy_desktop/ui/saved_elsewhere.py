"""The matches saved elsewhere (the table's "Save elsewhere" after a failed save), brought
back into the saved matches whenever the game looks for its saves: the main menu (for
"Continue") and the Saved matches screen, which says what came back from where, or why a
match there could not be copied (``persistence/elsewhere.py`` does the copying)."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import NP_
from ginrummy_desktop.persistence.elsewhere import BroughtBack, bring_back

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

_TOLD: weakref.WeakKeyDictionary[App, BroughtBack] = weakref.WeakKeyDictionary()

BROUGHT_BACK = NP_(
    "{n} match saved in {folder} is listed here again (the file there is kept).",
    "{n} matches saved in {folder} are listed here again (the files there are kept).",
)
LEFT_THERE = NP_(
    "{n} match saved in {folder} could not be copied into the saved matches ({reason}); "
    "it stays there and is tried again next time.",
    "{n} matches saved in {folder} could not be copied into the saved matches ({reason}); "
    "they stay there and are tried again next time.",
)


def elsewhere_folder() -> Path:
    from ginrummy_desktop.ui.table.save_notice import elsewhere_folder as folder

    return folder()


def bring_back_saves(app: App) -> BroughtBack | None:
    """Copy the newer matches of the "Save elsewhere" folder into the app's store (see
    ``persistence.elsewhere``); what was done is kept (by app) for the Saved matches
    screen to tell. None without a store; never raises."""
    store = getattr(app, "store", None)
    if store is None:
        return None
    try:
        folder = elsewhere_folder()
        back = bring_back(store, folder)
    except Exception:  # the menu must open whatever the disks hold
        log.exception("bringing back the matches saved elsewhere failed")
        return None
    told = _TOLD.setdefault(app, BroughtBack())
    told.brought += [i for i in back.brought if i not in told.brought]
    told.left = list(back.left)
    told.reason = back.reason
    return back


def elsewhere_lines(app: App) -> list[Callable[[], str]]:
    """What the Saved matches screen says of the matches saved elsewhere: those listed
    again (once: the call forgets them), those that could not be copied (each time, until
    they are). Call it when the list is read, not every frame; each line is made in the
    language of the moment it is drawn."""
    told = _TOLD.get(app)
    if told is None:
        return []
    folder = str(elsewhere_folder())
    lines: list[Callable[[], str]] = []
    if told.brought:
        n = len(told.brought)
        lines.append(lambda: BROUGHT_BACK(n, folder=folder))
        told.brought = []
    if told.left:
        k, reason = len(told.left), told.reason or "?"
        lines.append(lambda: LEFT_THERE(k, folder=folder, reason=reason))
    return lines
