"""Starting and continuing a match: the menu below, a fresh table on top, dealt."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from ginrummy_desktop.ai import LEVELS
from ginrummy_desktop.engine import Match, RulesError, RuleSet
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.controller import COMPUTER, MatchController, make_opponent
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.table.model import Mode

NO_STORE = N_("Saved matches are not available.")
NOT_FOUND = N_("The saved match is no longer there.")
BAD_RULES = N_("The rules of this match cannot be read.")

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import DamagedFile, MatchLock, MatchSummary, SavedMatch
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scenes.table import TableScene
    from ginrummy_desktop.ui.table.policy import TablePolicy


def open_table(app: App, ctrl: MatchController, policy: TablePolicy | None = None
               ) -> TableScene:
    """The menu below, the table for ``ctrl`` on top (not dealt yet); ``policy`` filters
    what the player may do (the tutorial's)."""
    return cast("TableScene", app.open("table", clear=True, controller=ctrl, policy=policy))


def start_match(app: App, seed: int | str | None = None,
                rules: RuleSet | str | None = None, level: str | None = None) -> TableScene:
    """A new match on a fresh table, dealt by the deal scene (with the cut, if the rules
    cut); the computer plays at ``level`` (default: the settings' level)."""
    if seed is None:
        seed = random.randrange(1, 10**9)
    name = rules or setting(app.settings, "last_preset", "classic")
    if name == "custom":  # the player's own rules from the new match screen
        name = setting(app.settings, "custom_rules", None) or "classic"
    rs = name if isinstance(name, RuleSet) else RuleSet.parse(name)
    level = level or setting(app.settings, "opponent", "medium")
    ctrl = MatchController.new(rs, seed, level, store=app.store, executor=app.executor)
    ctrl.autosave()
    table = open_table(app, ctrl)
    table.start_round()
    return table


def rematch(app: App, ctrl: MatchController) -> TableScene:
    """A new match with the finished match's rules and opponent, dealt at once (the finished
    table's "Rematch"): its own rule set, not the new-match screen's last choice (a resumed
    Hollywood match, or one started with ``--rules``, was followed by a Classic one); at the
    level chosen in the settings meanwhile, if one was (``next_level``)."""
    return start_match(app, rules=ctrl.match.rules, level=next_level(ctrl))


def next_level(ctrl: MatchController) -> str | None:
    """The level of a match after ``ctrl``'s: the one chosen in the settings while it was
    open, else its own. The settings said "From the next match on: Strong. This match stays
    at Master." and the rematch was at Master again (German 1280x800)."""
    return ctrl.next_level or match_level(ctrl)


def match_level(ctrl: MatchController) -> str | None:
    """The level the computer played ``ctrl``'s match at: the save's, else its opponent's
    (None if neither is one of the levels)."""
    saved = getattr(ctrl.saved, "opponent", None)
    played = getattr(ctrl.opponents.get(COMPUTER), "level", None)
    return next((lv for lv in (saved, played) if lv in LEVELS), None)


def rematch_saved(app: App, summary: MatchSummary) -> str | None:
    """A new match with a finished saved match's rules and opponent (the saved matches'
    "Rematch"); the text to show if its rules cannot be read."""
    try:
        rules = RuleSet.parse(summary.rules or summary.preset)
    except RulesError:
        return str(BAD_RULES)
    start_match(app, rules=rules, level=summary.opponent if summary.opponent in LEVELS else None)
    return None


def resume_match(app: App, saved: SavedMatch, match: Match, lock: MatchLock | None = None
                 ) -> TableScene:
    """Continue a saved match (``saved, match = app.store.load(id)``) on a fresh table:
    autosaving goes on into the same file; a round that has not started yet is dealt (after
    the scores of the round before, if any: a match left on the score board opens there), a
    finished match shows its last summary. The match is locked for this window (``lock``, or
    taken here: ``MatchInUseError`` if another window has it)."""
    level = getattr(saved, "opponent", None) or setting(app.settings, "opponent", "medium")
    if lock is None and app.store is not None:
        lock = app.store.lock(saved.id)
    ctrl = MatchController(match, make_opponent(level, match.seed), app.store)
    ctrl.saved = saved
    ctrl.assists.update(getattr(saved, "assists", {}))
    ctrl.hinted.update(getattr(saved, "hinted", {}))
    if getattr(saved, "next_opponent", None) is not None:  # changed while it was open: the
        now = setting(app.settings, "opponent", None)  # level chosen last (the main menu's
        ctrl.next_level = now if now in LEVELS else saved.next_opponent  # settings since)
    ctrl.reviews.data.update(saved.reviews)
    ctrl.lock = lock
    if match.results:
        ctrl.last_result = match.results[-1]
    table = open_table(app, ctrl)
    if match.is_over:
        table.model.mode = Mode.SHOWING_RESULT
        table.show_last_summary()
    elif not match.round.moves and match.results:  # left between rounds: the last round's
        table.model.mode = Mode.SHOWING_RESULT     # scores as they were (over the ended
        table._open_summary(match.results[-1], announce=False)  # round), then the deal
    elif not match.round.moves:
        table.start_round()
    return table


def continue_match(app: App, id: str, damaged: list[DamagedFile] | None = None) -> str | None:
    """Put the saved match ``id`` on the table; the text to show if it cannot be loaded, or
    if another window of the game has it open (one match, one window). A damaged file moved
    aside is also added to ``damaged`` where given (the menu's notice of damaged files)."""
    from ginrummy_desktop.persistence import DamagedSaveError, MatchInUseError, SaveError

    store = app.store
    if store is None:
        return str(NO_STORE)
    try:
        lock = store.lock(id)
    except MatchInUseError as err:
        return err.message()
    except SaveError:
        return str(NOT_FOUND)
    from ginrummy_desktop.persistence import MatchStore
    from ginrummy_desktop.ui.saved_elsewhere import newer_copy

    there = newer_copy(app, id)  # newer in the "Save elsewhere" folder: that one, saved there
    try:
        saved, match = (store if there is None else MatchStore(there.parent)).load(id)
    except DamagedSaveError as err:
        lock.release()
        if err.problem is not None and damaged is not None:
            damaged.append(err.problem)
        return err.problem.message() if err.problem is not None else str(NOT_FOUND)
    except SaveError:
        lock.release()
        return str(NOT_FOUND)
    table = resume_match(app, saved, match, lock)
    if there is not None:
        table.ctrl.save_root = there.parent
    return None
