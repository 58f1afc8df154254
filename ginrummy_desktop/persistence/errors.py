"""The errors of the persistence layer and the record of a damaged file.

:class:`SaveError` (a ``ValueError``) is the one documented error: the loader raises only its
subclass :class:`DamagedSaveError`, whatever bytes it is given. A damaged file is never deleted
or overwritten; the store moves it aside and describes it with a :class:`DamagedFile`, whose
:meth:`DamagedFile.message` is the sentence shown to the player (translated when called, so call
it where it is drawn).

Kinds of damage (``DamagedFile.kind`` / ``DamagedSaveError.kind``):

=================  =================================================================
``unreadable``     the file could not be read (permissions, I/O error)
``empty``          no bytes, or only whitespace or NUL bytes (typical after a power cut)
``truncated``      JSON that stops in the middle
``not_json``       not UTF-8 text or not JSON
``too_large``      larger than any real save could be
``wrong_shape``    JSON, but not a save (missing or mistyped fields, bad rules, bad dates)
``bad_actions``    the actions do not replay through the engine (or not to the summary)
``too_long``       so many actions that opening the match would take too long
``newer_version``  written by a newer version of the game ("saved by a newer version")
=================  =================================================================

Match files that are ``unreadable`` or of a ``newer_version`` are left where they are
(``kept``): making the file readable again, or a newer version of the game, can still open
them; the saved matches screen lists them with the reason.

>>> from ginrummy_desktop.i18n import Localizer, use_localizer
>>> problem = DamagedFile("m1.json", "newer_version", None, "schema 9")
>>> problem.message().split(". ")
['The saved match m1.json was saved by a newer version of the game', 'It could not be moved aside.']
>>> with use_localizer(Localizer("de")):  # doctest: +NORMALIZE_WHITESPACE
...     problem.message().split(". ")
['Die gespeicherte Partie m1.json wurde von einer neueren Version des Spiels gespeichert',
 'Sie konnte nicht beiseitegelegt werden.']
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_, LazyString

if TYPE_CHECKING:
    from ginrummy_desktop.persistence.saves import MatchSummary

__all__ = [
    "DAMAGE_KINDS",
    "DamagedFile",
    "DamagedSaveError",
    "SaveError",
    "SaveNotFoundError",
    "SaveWriteError",
    "write_reason",
]

DAMAGE_KINDS: tuple[str, ...] = (
    "unreadable",
    "empty",
    "truncated",
    "not_json",
    "too_large",
    "wrong_shape",
    "bad_actions",
    "mismatch",
    "too_long",
    "newer_version",
)

_MATCH_MESSAGES: dict[str, LazyString] = {
    "unreadable": N_("The saved match {file} could not be read."),
    "empty": N_("The saved match {file} is empty."),
    "truncated": N_("The saved match {file} is cut off."),
    "not_json": N_("The saved match {file} is damaged: it cannot be read as a save file."),
    "too_large": N_("The saved match {file} is too large to be a save file."),
    "wrong_shape": N_("The saved match {file} does not contain a match."),
    "bad_actions": N_("The moves in the saved match {file} cannot be replayed."),
    "mismatch": N_("The moves in the saved match {file} do not lead to the score it shows: "
                   "the file was changed outside the game."),
    "too_long": N_("The saved match {file} has too many moves to be opened."),
    "newer_version": N_("The saved match {file} was saved by a newer version of the game."),
}

# TRANSLATORS: {reason} says why, e.g. "no permission" or "not a regular file".
_UNREADABLE_WHY = N_("The saved match {file} could not be read ({reason}).")
_REASONS: dict[str, LazyString] = {
    "no permission": N_("no permission"),
    "not a regular file": N_("not a regular file"),
}
_KEPT = N_("It was left where it is.")
_KEPT_NEWER = N_("It was left where it is; a newer version of the game can open it.")

_SETTINGS_MESSAGES: dict[str, LazyString] = {
    "newer_version": N_(
        "The settings file {file} was saved by a newer version of the game. "
        "The default settings are used."
    ),
}
_SETTINGS_DAMAGED = N_("The settings file {file} is damaged. The default settings are used.")
_SETTINGS_PARTLY = N_("Some values in the settings file {file} could not be read. They are "
                      "back to their defaults; the other settings were kept.")
_STATISTICS_DAMAGED = N_("The statistics file {file} was damaged.")
_STATISTICS_REMADE = N_("The statistics were computed again from the saved matches.")
_INDEX_DAMAGED = N_("The list of saved matches {file} was damaged.")
_INDEX_REMADE = N_("A new list was made from the saved matches.")
"""Said after where the damaged file went: "It was made again from the saved matches. It
was moved to the folder ..." read as if the list made again had been moved away (German)."""

# TRANSLATORS: after "It was moved to the folder ...": {kept} and {total} are numbers of moves
_RESCUED = N_("The match was saved again with its first {kept} of {total} moves and goes on "
              "from there.")
# TRANSLATORS: follows a sentence about a damaged file; {folder} is a folder path.
_MOVED = N_("It was moved to the folder {folder}.")
_NOT_MOVED = N_("It could not be moved aside.")
# TRANSLATORS: as above, where a file of the same name was there already: {name} its new name
_MOVED_AS = N_("It was moved to the folder {folder} as {name}.")


@dataclass(frozen=True)
class DamagedFile:
    """A damaged file that was found (and, if ``moved_to`` is set, moved there untouched).

    ``filename`` is the file's name where it was found; ``kind`` one of :data:`DAMAGE_KINDS`;
    ``detail`` an English technical note for logs; ``subject`` "match", "settings",
    "statistics" or "index" (the saved matches' index).
    """

    filename: str
    kind: str
    moved_to: Path | None
    detail: str = ""
    subject: str = "match"
    kept: bool = False
    """Left in place on purpose (see :data:`KEPT_IN_PLACE` in ``saves``), not moved aside."""
    partly: bool = False
    """Settings only: some values were bad and are back to their defaults, the others were
    kept (it said "The default settings are used" of a file whose good values were kept)."""
    rescued: tuple[int, int] | None = None
    """A match whose moves stopped replaying: (moves kept, moves in the file) where the
    moves before the bad one were saved again under its name (``MatchStore._rescue``)."""
    match: MatchSummary | None = field(default=None, compare=False)
    """A match file's summary as the saved matches' list held it before the file was found
    damaged (the notice says which match it was), or None where it was not known."""

    def reason(self) -> str:
        """Why an unreadable file could not be read, in the current language when known."""
        known = _REASONS.get(self.detail)
        return str(known) if known is not None else self.detail

    def message(self) -> str:
        """The sentence for the player, in the current language."""
        from ginrummy_desktop.persistence.files import display_name  # (it imports this)

        if self.subject == "settings":
            told = _SETTINGS_PARTLY if self.partly else _SETTINGS_MESSAGES.get(
                self.kind, _SETTINGS_DAMAGED)
            first = told.format(file=self.filename)
        elif self.subject in ("statistics", "index"):
            statistics = self.subject == "statistics"
            first = (_STATISTICS_DAMAGED if statistics else _INDEX_DAMAGED).format(
                file=self.filename)
        elif self.kind == "unreadable" and self.detail:
            first = _UNREADABLE_WHY.format(file=self.filename, reason=self.reason())
        else:
            template = _MATCH_MESSAGES.get(self.kind, _MATCH_MESSAGES["wrong_shape"])
            first = template.format(file=self.filename)
        if self.kept:
            second = str(_KEPT_NEWER if self.kind == "newer_version" else _KEPT)
        elif self.moved_to is None:
            second = str(_NOT_MOVED)
        elif (name := display_name(self.moved_to.name)) != self.filename:  # "settings-1.json":
            second = _MOVED_AS.format(folder=str(self.moved_to.parent), name=name)  # a second
        else:
            second = _MOVED.format(folder=str(self.moved_to.parent))
        if self.rescued is not None:
            second += " " + _RESCUED.format(kept=self.rescued[0], total=self.rescued[1])
        if self.subject in ("statistics", "index"):  # made again: said after it went aside
            second += " " + str(_STATISTICS_REMADE if self.subject == "statistics"
                                else _INDEX_REMADE)
        return f"{first} {second}"


class SaveError(ValueError):
    """A saved file could not be read or written."""


class DamagedSaveError(SaveError):
    """A file that is not a loadable save; ``kind`` says why (see :data:`DAMAGE_KINDS`) and
    ``problem`` is set once the store has moved the file aside."""

    def __init__(self, kind: str, detail: str = "", problem: DamagedFile | None = None,
                 record: object = None) -> None:
        self.kind = kind
        self.detail = detail
        self.problem = problem
        self.record = record  # a match's record whose moves did not replay (to rescue some)
        super().__init__(f"damaged save ({kind}): {detail}" if detail else f"damaged save ({kind})")


class SaveNotFoundError(SaveError):
    """There is no saved match with that id (or the id is not a plain file name)."""


_WRITE_FAILED = N_("The match could not be saved: {error}.")
_SETTINGS_WRITE_FAILED = N_("The settings could not be saved: {error}.")
_WRITE_REASONS: dict[int, LazyString] = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk is full"),
    errno.EACCES: N_("no permission to write there"),
    errno.EPERM: N_("no permission to write there"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOENT: N_("the folder is missing"),
    errno.ENOTDIR: N_("a file stands where the folder should be"),
    errno.EEXIST: N_("a file stands where the folder should be"),
    errno.EFBIG: N_("a file size limit was reached"),
}


def write_reason(error: BaseException | None) -> str:
    """Why a write failed, in the current language when the cause is a known one."""
    if isinstance(error, OSError) and error.errno in _WRITE_REASONS:
        return str(_WRITE_REASONS[error.errno])
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) if error is not None else ""


class SaveWriteError(SaveError):
    """Writing a file failed (disk full, no permission); the previous file is unchanged.
    ``subject`` is "match" or "settings"."""

    def __init__(self, detail: str = "", subject: str = "match") -> None:
        super().__init__(detail)
        self.subject = subject

    def reason(self) -> str:
        """Why, in the current language (the disk is full, no permission...)."""
        return write_reason(self.__cause__) or str(self)

    def message(self) -> str:
        """The sentence for the player, in the current language."""
        template = _SETTINGS_WRITE_FAILED if self.subject == "settings" else _WRITE_FAILED
        return template.format(error=self.reason())
