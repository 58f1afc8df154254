"""The sentences of the notice about damaged files (the menu, the saved matches, the
statistics): each problem's own sentence, several saved matches moved to one folder in one,
and for a match file told on its own which match it held: when it was started, and where
the saved matches' list knew the file, its rules and the computer's level (not its score:
the list on disk may be older than the file's last moves). A player told only "The saved
match 20261206-215847-1f7118.json is cut off" could not tell which of their matches was
lost (English 800x520; the list had shown it as "Classic, You 22 : 0 Computer")."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import N_, format_datetime
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.persistence import DamagedFile
from ginrummy_desktop.ui.rules_form import rules_name

if TYPE_CHECKING:
    from ginrummy_desktop.ui.saved_elsewhere import LeftThere

DAMAGED_MATCHES = N_("{n} saved matches could not be read ({files}). They were moved to the "
                     "folder {folder}.")
"""Several damaged saves moved to one folder, in one sentence: each file's own sentence named
the long folder again, and at 640x420 in German the second ran under the menu's "Dismiss"."""
FILES_NAMED = 3
"""The file names such a sentence gives at most (then "…")."""
# TRANSLATORS: after "The saved match <file> is cut off. It was moved to ..."; {when} is the
# date and time the match was started, {rules} a rule set ("Classic"), {level} the computer's
# level ("Medium").
IT_HELD = N_("It held your match of {when}: {rules}, against {level}.")
IT_HELD_WHEN = N_("It held your match of {when}.")


def started(p: DamagedFile) -> datetime | None:
    """When the match of a damaged file was started: from the saved matches' list where it
    knew the file, else from the file's name (the game names a match file by the moment it
    was started, in UTC); None for a file named otherwise."""
    if p.match is not None:
        return p.match.started
    try:
        return datetime.strptime(p.filename[:15], "%Y%m%d-%H%M%S").replace(tzinfo=UTC)
    except ValueError:
        return None


def held(p: DamagedFile) -> str | None:
    """Which match a damaged match file held, or None where that is not known."""
    when = started(p)
    if when is None:
        return None
    stamp = format_datetime(when)
    if p.match is None:
        return IT_HELD_WHEN.format(when=stamp)
    rules = rules_name(p.match.preset, p.match.rules)
    level = str(T.LEVEL_NAMES.get(p.match.opponent, p.match.opponent))
    return IT_HELD.format(when=stamp, rules=rules, level=level)


def notice_lines(problems: Sequence[DamagedFile | LeftThere], which_match: bool = True,
                 ) -> list[str]:
    """The notice's sentences: each problem's own (a match file's with the match it held),
    but the saved matches moved to one folder in one sentence where there are several (where
    the first of them stood; it names the files only: at 640x420 in German one more sentence
    for each ran out of the notice). ``which_match`` False: no match named (a notice short
    of room)."""

    def folder(p: DamagedFile | LeftThere) -> str | None:
        if isinstance(p, DamagedFile) and p.subject == "match" and p.moved_to is not None \
                and not p.kept:
            return str(p.moved_to.parent)
        return None

    groups: dict[str, list[DamagedFile]] = {}
    for p in problems:
        if (where := folder(p)) is not None and isinstance(p, DamagedFile):
            groups.setdefault(where, []).append(p)
    lines: list[str] = []
    told: set[str] = set()
    for p in problems:
        where = folder(p)
        if where is None or len(groups[where]) < 2:
            line = p.message()
            if which_match and isinstance(p, DamagedFile) and p.subject == "match" and \
                    (which := held(p)) is not None:
                line += " " + which
            lines.append(line)
        elif where not in told:
            told.add(where)
            names = [f.filename for f in groups[where]]
            shown = names[:FILES_NAMED] + (["\u2026"] if len(names) > FILES_NAMED else [])
            line = DAMAGED_MATCHES.format(n=len(names), files=", ".join(shown), folder=where)
            lines.append(line)
    return lines
