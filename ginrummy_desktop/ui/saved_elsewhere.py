"""The matches saved elsewhere (the table's "Save elsewhere" after a failed save), brought
back into the saved matches whenever the game looks for its saves: the main menu (for
"Continue") and the Saved matches screen, which says what came back from where
(``persistence/elsewhere.py`` does the copying).

A newer copy that cannot be copied back yet (the data folder still full) is not left
unseen: the menu and the Saved matches screen say where it is and why it stays there, the
list shows it as it is there, and continuing the match resumes that copy (and saves on into
its folder), never the older one the data folder kept. "Watch again" and "Review" read
that copy too, and "Delete" removes the match in both folders (else the copy there would
come back as a missing one)."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_, NP_
from ginrummy_desktop.persistence.elsewhere import BroughtBack, bring_back, copy_of
from ginrummy_desktop.persistence.errors import SaveError, write_reason
from ginrummy_desktop.persistence.lock import MatchInUseError, is_locked

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import MatchStore, MatchSummary
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

NOT_DELETED_THERE = N_("The match was not deleted: its copy {file} could not be removed "
                       "({reason}).")
NOT_DELETED_HERE = N_("The match's file {file} could not be deleted ({reason}).")
OPEN_ELSEWHERE = N_("The match is open in another window of the game and was not deleted. "
                    "Close it there first.")
DELETED_THERE_ONLY = N_("The match's copy in {folder} was deleted, but its file {file} "
                        "could not be deleted ({reason}).")


def elsewhere_folder() -> Path:
    from ginrummy_desktop.ui.table.save_notice import elsewhere_folder as folder

    return folder()


@dataclass(frozen=True)
class LeftThere:
    """The notice of the matches that stay in the other folder for now (the menu lists it
    with the damaged files: a ``message()`` in the language of the moment)."""

    n: int
    folder: str
    error: OSError | None
    subject: str = "elsewhere"

    def message(self) -> str:
        return LEFT_THERE(self.n, folder=self.folder, reason=write_reason(self.error) or "?")


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
    told.left, told.reason, told.error = list(back.left), back.reason, back.error
    told.waiting = dict(back.waiting)
    return back


def left_there(app: App) -> LeftThere | None:
    """The notice of the newer copies still waiting in the other folder, if any."""
    told = _TOLD.get(app)
    if told is None or not told.left:
        return None
    return LeftThere(len(told.left), str(elsewhere_folder()), told.error)


def waiting(app: App) -> dict[str, tuple[Path, MatchSummary]]:
    """The newer copies still in the other folder, by id: (file, summary)."""
    told = _TOLD.get(app)
    return dict(told.waiting) if told is not None else {}


def newer_copy(app: App, id: str) -> Path | None:
    """The file of match ``id`` in the other folder if it is newer than the store's and
    could not be copied back: "Continue" resumes that one."""
    entry = waiting(app).get(id)
    return entry[0] if entry is not None else None


def store_of(app: App, id: str) -> MatchStore | None:
    """The store that holds the copy of match ``id`` the list shows: the other folder's if
    a newer copy waits there, else the app's ("Watch again" and "Review" read that one)."""
    there = newer_copy(app, id)
    if there is None:
        return getattr(app, "store", None)
    from ginrummy_desktop.persistence import MatchStore

    return MatchStore(there.parent)


def _held(app: App, id: str) -> bool:
    """Whether another window of the game holds match ``id`` (its lock)."""
    store = getattr(app, "store", None)
    return store is not None and is_locked(store.path_of(id))


def open_elsewhere(app: App, id: str) -> str | None:
    """Why match ``id`` may not be deleted now (played in another window), or None."""
    return str(OPEN_ELSEWHERE) if _held(app, id) else None


def open_there(app: App, id: str) -> str | None:
    """"This match is already open in another window of the game." where another window
    holds match ``id``, else None."""
    return MatchInUseError().message() if _held(app, id) else None


class HeldThere:
    """A screen's note that another window plays a match ("This match is already open in
    another window of the game."), kept while that window holds it: it stayed on the main
    menu after the other window had closed (English 1280x800). The screen looks again
    every ``LOOK_AGAIN`` s while it shows (``wakes_in``) and passes its note through
    :meth:`still`."""

    LOOK_AGAIN = 0.5

    def __init__(self, app: App) -> None:
        self.app = app
        self.id: str | None = None
        self.note: str | None = None

    def told(self, id: str, note: str | None) -> None:
        """``note`` was shown on trying match ``id``: watched if another window holds it."""
        held = note is not None and open_elsewhere(self.app, id) is not None
        self.id, self.note = (id, note) if held else (None, None)

    def still(self, note: str | None) -> str | None:
        """``note``, or None where it is the one told and the match is free now."""
        if self.id is None or note != self.note:
            self.id = None  # another note took its place: nothing to watch
            return note
        if open_elsewhere(self.app, self.id) is not None:
            return note
        self.id = self.note = None
        return None

    def wakes_in(self) -> float | None:
        return self.LOOK_AGAIN if self.id is not None else None


def delete_everywhere(app: App, id: str) -> str | None:
    """Delete match ``id`` (the player said yes): its file in the saved matches and its copy
    in the "Save elsewhere" folder, which would otherwise be copied back as a missing one.
    None when done, else the sentence that says which file stays and why. The copy there
    goes first: if it cannot be removed, the data folder's file is kept too (the match is
    not half deleted and comes back as it was). A file there that is not a match is left."""
    store = getattr(app, "store", None)
    if store is None:
        return None
    if is_locked(store.path_of(id)):  # played in another window: nothing is touched
        return str(OPEN_ELSEWHERE)
    folder = elsewhere_folder()
    try:
        there = None if folder.resolve() == store.root.resolve() else copy_of(folder, id)
    except OSError:
        there = None
    if there is not None:
        try:
            there.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            log.warning("could not delete %s: %s", there, e)
            return NOT_DELETED_THERE.format(file=str(there), reason=write_reason(e))
    try:
        store.delete(id)
    except MatchInUseError:  # taken by another window since the look above
        return str(OPEN_ELSEWHERE)
    except SaveError as err:
        file, reason = str(store.root / f"{id}.json"), write_reason(err.__cause__) or str(err)
        if there is not None:
            return DELETED_THERE_ONLY.format(folder=str(folder), file=file, reason=reason)
        return NOT_DELETED_HERE.format(file=file, reason=reason)
    told = _TOLD.get(app)
    if told is not None and id in told.waiting:  # gone there too: no longer waiting
        told.waiting.pop(id)
        told.left = [i for i in told.left if i != id]
    return None


def with_waiting(app: App, summaries: list[MatchSummary]) -> list[MatchSummary]:
    """``summaries`` (most recent first) with each match that waits in the other folder
    shown as it is there (newer), and those only there added."""
    there = {id: s for id, (_p, s) in waiting(app).items()}
    out = [there.pop(s.id, s) for s in summaries] + list(there.values())
    return sorted(out, key=lambda s: (s.last_played, s.id), reverse=True)


def brought_lines(app: App) -> list[Callable[[], str]]:
    """What the Saved matches screen says of the matches listed again since it last asked
    (the call forgets them: told once); each line is made in the language of the moment it
    is drawn."""
    told = _TOLD.get(app)
    if told is None or not told.brought:
        return []
    n, folder = len(told.brought), str(elsewhere_folder())
    told.brought = []
    return [lambda: BROUGHT_BACK(n, folder=folder)]
