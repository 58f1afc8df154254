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
``bad_actions``    the actions do not replay through the engine
``newer_version``  written by a newer version of the game ("saved by a newer version")
=================  =================================================================

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

from dataclasses import dataclass
from pathlib import Path

from ginrummy_desktop.i18n import N_, LazyString

__all__ = [
    "DAMAGE_KINDS",
    "DamagedFile",
    "DamagedSaveError",
    "SaveError",
    "SaveNotFoundError",
    "SaveWriteError",
]

DAMAGE_KINDS: tuple[str, ...] = (
    "unreadable",
    "empty",
    "truncated",
    "not_json",
    "too_large",
    "wrong_shape",
    "bad_actions",
    "newer_version",
)

_MATCH_MESSAGES: dict[str, LazyString] = {
    "unreadable": N_("The saved match {file} could not be read."),
    "empty": N_("The saved match {file} is empty."),
    "truncated": N_("The saved match {file} is cut off."),
    "not_json": N_("The saved match {file} is not a save file."),
    "too_large": N_("The saved match {file} is too large to be a save file."),
    "wrong_shape": N_("The saved match {file} does not contain a match."),
    "bad_actions": N_("The moves in the saved match {file} cannot be replayed."),
    "newer_version": N_("The saved match {file} was saved by a newer version of the game."),
}

_SETTINGS_MESSAGES: dict[str, LazyString] = {
    "newer_version": N_(
        "The settings file {file} was saved by a newer version of the game. "
        "The default settings are used."
    ),
}
_SETTINGS_DAMAGED = N_("The settings file {file} is damaged. The default settings are used.")

# TRANSLATORS: follows a sentence about a damaged file; {folder} is a folder path.
_MOVED = N_("It was moved to the folder {folder}.")
_NOT_MOVED = N_("It could not be moved aside.")


@dataclass(frozen=True)
class DamagedFile:
    """A damaged file that was found (and, if ``moved_to`` is set, moved there untouched).

    ``filename`` is the file's name where it was found; ``kind`` one of :data:`DAMAGE_KINDS`;
    ``detail`` an English technical note for logs; ``subject`` "match" or "settings".
    """

    filename: str
    kind: str
    moved_to: Path | None
    detail: str = ""
    subject: str = "match"

    def message(self) -> str:
        """The sentence for the player, in the current language."""
        if self.subject == "settings":
            first = _SETTINGS_MESSAGES.get(self.kind, _SETTINGS_DAMAGED).format(file=self.filename)
        else:
            template = _MATCH_MESSAGES.get(self.kind, _MATCH_MESSAGES["wrong_shape"])
            first = template.format(file=self.filename)
        if self.moved_to is None:
            second = str(_NOT_MOVED)
        else:
            second = _MOVED.format(folder=str(self.moved_to.parent))
        return f"{first} {second}"


class SaveError(ValueError):
    """A saved file could not be read or written."""


class DamagedSaveError(SaveError):
    """A file that is not a loadable save; ``kind`` says why (see :data:`DAMAGE_KINDS`) and
    ``problem`` is set once the store has moved the file aside."""

    def __init__(self, kind: str, detail: str = "", problem: DamagedFile | None = None) -> None:
        self.kind = kind
        self.detail = detail
        self.problem = problem
        super().__init__(f"damaged save ({kind}): {detail}" if detail else f"damaged save ({kind})")


class SaveNotFoundError(SaveError):
    """There is no saved match with that id (or the id is not a plain file name)."""


_WRITE_FAILED = N_("The match could not be saved: {error}")


class SaveWriteError(SaveError):
    """Writing a file failed (disk full, no permission); the previous file is unchanged."""

    def message(self) -> str:
        """The sentence for the player, in the current language."""
        return _WRITE_FAILED.format(error=str(self.__cause__ or self))
