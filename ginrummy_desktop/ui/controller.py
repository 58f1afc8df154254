"""The match controller: one match, the computer opponent on a worker thread, autosave.

The table asks the controller, never the engine directly, to act: ``play(action)`` applies
the human's action and returns a typed outcome: :class:`Played` (with the round's result if
the action ended one) or :class:`Refused` (with the engine's ``IllegalActionError``);
``check(action)`` asks the engine's reason without playing. The computer's
move is computed off the frame loop: :meth:`poll_opponent` submits ``choose(view)`` to a
thread pool once and returns the action when the future is done (the table polls each frame).
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ParamSpec, TypeVar

from ginrummy_desktop.ai import Opponent
from ginrummy_desktop.ai import make_opponent as ai_make
from ginrummy_desktop.coach.stored import StoredReviews
from ginrummy_desktop.engine import (
    Action,
    Card,
    IllegalActionError,
    Match,
    Outcome,
    RoundResult,
    RuleSet,
    SeatView,
    take_back,
    take_back_refusal,
)
from ginrummy_desktop.ui.thinking import default_executor

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import (
        MatchLock,
        MatchStore,
        SavedMatch,
        SaveWriteError,
    )
    from ginrummy_desktop.persistence.writer import SaveWriter

log = logging.getLogger(__name__)

HUMAN = 0
COMPUTER = 1

P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class Played:
    """The engine applied ``action``; ``result`` is the round's result when the action ended
    a round (the next round is dealt already), else None. ``error`` is always None."""

    action: Action
    result: RoundResult | None = None

    @property
    def error(self) -> None:
        return None


@dataclass(frozen=True)
class Refused:
    """The engine refused ``action`` and nothing changed: ``error`` says why. ``result`` is
    always None."""

    action: Action
    error: IllegalActionError

    @property
    def result(self) -> None:
        return None


PlayOutcome = Played | Refused
"""What :meth:`MatchController.play` returns."""


@dataclass(frozen=True)
class TakenBack:
    """The engine took back ``action`` (the match was rebuilt without it)."""

    action: Action

    @property
    def error(self) -> None:
        return None


TakeBackOutcome = TakenBack | Refused
"""What :meth:`MatchController.take_back` returns (a refusal's ``action`` is the one that
would have been taken back, or None)."""


class InlineExecutor(cf.Executor):
    """Runs each submitted call at once, in the caller's thread: the computer's move is
    ready on the next poll. The UI tests inject it so they step frames instead of waiting on
    a worker (deterministic, no sleeps)."""

    def submit(self, fn: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> cf.Future[R]:
        future: cf.Future[R] = cf.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # handed on like a worker's exception
            future.set_exception(exc)
        return future


def make_opponent(level: str, seed: int | str | None) -> Opponent:
    """The computer opponent of ``level``; an unknown level name (an old settings file, say)
    still gives the player an opponent: the simple one, logged."""
    try:
        return ai_make(level, seed)
    except ValueError:
        log.exception("make_opponent(%r) failed; using the simple level", level)
        return ai_make("simple", seed)


class MatchController:
    """Owns a :class:`Match`, the opponent(s) and the autosave."""

    def __init__(
        self, match: Match, opponent: Opponent, store: MatchStore | None = None, *,
        human_opponent: Opponent | None = None, executor: cf.Executor | None = None,
    ) -> None:
        self.match = match
        self.opponents: dict[int, Opponent] = {COMPUTER: opponent}
        if human_opponent is not None:  # autoplay: the computer plays seat 0 too
            self.opponents[HUMAN] = human_opponent
        self.store = store
        self.saved: SavedMatch | None = None  # once the store made one
        self._executor = executor or default_executor()  # ui.thinking: the app's process
        self._future: cf.Future[Action] | None = None
        self._future_len = -1
        self.last_result: RoundResult | None = None
        self.void_view: SeatView | None = None
        """The human's view of a round that just ended void, after its last discard (the
        match has dealt the next round at once): the table shows it under the summary."""
        self.lock: MatchLock | None = None  # this match is open in this window
        self.reviews = StoredReviews({}, HUMAN, changed=self.autosave)
        """The coach's round reviews (round number -> RoundReview), kept with the match
        (``SavedMatch.reviews``): a round is reviewed once, even across sessions."""
        self.assists: dict[str, int] = {"hints": 0, "takebacks": 0}
        """Help the player used in this match (saved with it: ``SavedMatch.assists``)."""
        self.hinted: dict[int, str] = {}
        """The hints shown: history index -> the action named (``note_hint``; saved with the
        match, ``SavedMatch.hinted``): the round's review counts a hint followed as best."""
        self.next_level: str | None = None
        """The level chosen in the settings while this match was open (None: none; saved
        with it): its rematch's, as the settings said ("From the next match on: ...")."""
        self.bot_failure: BaseException | None = None
        """The exception the computer's player raised last (logged; a simple move was
        played for it); the table tells the player and clears it."""

    @classmethod
    def new(
        cls, rules: RuleSet | str = "classic", seed: int | str = 1, level: str = "medium",
        store: MatchStore | None = None, executor: cf.Executor | None = None,
    ) -> MatchController:
        rs = RuleSet.parse(rules) if isinstance(rules, str) else rules
        saved = None
        if store is not None:
            try:  # the file itself is written by the autosave thread (a failure is shown)
                saved = store.new(rs, seed, opponent=level, write=False)
            except Exception:
                log.exception("could not create the save record; playing without saving")
        ctrl = cls(Match(rs, seed), make_opponent(level, seed), store if saved else None,
                   executor=executor)
        ctrl.saved = saved
        if saved is not None and store is not None and hasattr(store, "lock"):
            try:
                ctrl.lock = store.lock(saved.id)
            except Exception:  # a brand-new file: nobody else can have it
                log.exception("could not lock the new match")
        return ctrl

    # --- state -----------------------------------------------------------------------------
    def view(self, seat: int = HUMAN) -> SeatView:
        return self.match.view(seat)

    @property
    def turn(self) -> int | None:
        return self.match.turn

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    def check(self, action: Action) -> IllegalActionError | None:
        """Why the engine would refuse the human's ``action`` now (None: it would accept it),
        without applying anything."""
        return self.match.check(action, HUMAN)

    # --- acting ----------------------------------------------------------------------------
    def play(self, action: Action) -> PlayOutcome:
        """Apply the human's action: :class:`Played` (with the round's result if it ended
        one) or :class:`Refused` with the engine's reason, never an exception."""
        err = self.match.check(action, HUMAN)
        if err is not None:
            return Refused(action, err)
        return Played(action, self._apply(action))

    def take_back_refusal(self) -> IllegalActionError | None:
        """Why the human may not take back their last action now (None: they may); the
        engine decides (``engine.take_back_refusal``)."""
        return take_back_refusal(self.match, HUMAN)

    def take_back(self) -> TakeBackOutcome:
        """Take back the human's last action: the match is rebuilt from its history without
        it, the computer's pending thought is dropped, the take-back is counted and saved.
        :class:`Refused` with the engine's reason when it may not be taken back."""
        err = self.take_back_refusal()
        if err is not None:
            last = self.match.history[-1] if self.match.history else Action.pass_()
            return Refused(last, err)
        self.match, undone = take_back(self.match, HUMAN)
        now = len(self.match.history)  # the decision taken back is asked again: same hint
        self.hinted = {i: a for i, a in self.hinted.items() if i <= now}
        self._cancel()
        self.count_assist("takebacks")
        return TakenBack(undone)

    def note_hint(self, action: Action, equal: Action | None = None) -> None:
        """The hint shown for the decision now named ``action`` (and ``equal`` about as good):
        count it as help and keep what it named for the round's review (both saved; the two
        as ``"discard 8H|discard 5S"``: ``coach.review.hinted_actions``)."""
        text = action.text() if equal is None else f"{action.text()}|{equal.text()}"
        self.hinted[len(self.match.history)] = text
        self.count_assist("hints")

    def count_assist(self, kind: str) -> None:
        """Count one use of help (``"hints"`` or ``"takebacks"``) and save it."""
        self.assists[kind] = self.assists.get(kind, 0) + 1
        self.autosave()

    def _apply(self, action: Action) -> RoundResult | None:
        result = self.match.apply(action)
        self._cancel()
        if result is not None:
            self.last_result = result
            self.void_view = (self.match.ended_view(HUMAN) if result.outcome is Outcome.VOID
                              else None)
        self.autosave()
        return result

    def poll_opponent(self) -> Action | None:
        """Start the computer's thinking if it is its turn; its action once ready."""
        seat = self.match.turn
        if seat is None or seat not in self.opponents:
            return None
        if self._future is None or self._future_len != len(self.match.history):
            view = self.match.view(seat)
            self._future = self._executor.submit(self.opponents[seat].choose, view)
            self._future_len = len(self.match.history)
            return None
        if not self._future.done():
            return None
        try:
            return self._future.result()
        except Exception as exc:  # a bot that raises: logged, reported, the game goes on
            log.error("the computer's player failed; a simple move is played for it",
                      exc_info=exc)
            self.bot_failure = exc
            fallback = ai_make("simple", 0).choose(self.match.view(seat))
            done: cf.Future[Action] = cf.Future()
            done.set_result(fallback)
            self._future = done
            return fallback

    def submit(self, fn: Callable[..., R], *args: object) -> cf.Future[R]:
        """Run ``fn(*args)`` off the frame loop, on the computer's worker (the coach's hint
        and review; ``fn`` and its arguments must be picklable)."""
        return self._executor.submit(fn, *args)

    def apply_opponent(self, action: Action) -> RoundResult | None:
        """Apply the action :meth:`poll_opponent` returned (a bad one falls back to a legal
        one, logged, so a faulty opponent cannot hang the table)."""
        try:
            return self._apply(action)
        except IllegalActionError:
            log.exception("the opponent chose an illegal action %s", action)
            fallback = ai_make("simple", 0).choose(self.match.view(self.match.round.turn))
            return self._apply(fallback)

    def _cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None

    def wait_opponent(self, timeout: float = 30.0) -> Action | None:
        """Block until the opponent's action is ready (autoplay and tests)."""
        self.poll_opponent()
        if self._future is None:
            return None
        self._future.result(timeout)
        return self.poll_opponent()

    # --- saving ----------------------------------------------------------------------------
    @property
    def writer(self) -> SaveWriter | None:
        """The store's autosave thread (persistence ``SaveWriter``), or None."""
        if self.store is None or self.saved is None or not hasattr(self.store, "writer"):
            return None
        return self.store.writer()

    def autosave(self) -> None:
        """Called after every action: record the match and hand a snapshot to the store's
        writer thread (the frame loop never waits for the disk)."""
        if self.store is None or self.saved is None:
            return
        try:
            self.store.record(self.saved, self.match)
            self.saved.assists = dict(self.assists)
            self.saved.hinted = dict(self.hinted)
            self.saved.next_opponent = self.next_level
            self.saved.reviews = dict(self.reviews.data)
            writer = self.writer
            if writer is not None:
                writer.submit(self.saved, self.save_root)
        except Exception:
            log.exception("autosave failed")

    def save_hand(self, sort: str, cards: Sequence[Card]) -> bool:
        """Keep the hand as the table shows it (``sort`` one of ``persistence.HAND_SORTS``,
        ``cards`` left to right) with the match, written by the autosave thread, so a resumed
        match shows the cards where the player had put them. True if it changed."""
        if self.saved is None:
            return False
        order = tuple(str(c) for c in cards)
        if (sort, order) == (self.saved.hand_sort, self.saved.hand_order):
            return False
        self.saved.hand_sort, self.saved.hand_order = sort, order
        writer = self.writer
        if writer is not None:
            writer.submit(self.saved, self.save_root)
        return True

    save_root: Path | None = None
    """A folder the player chose to save this match in after a failure (None: the store's)."""

    def save(self, timeout: float = 5.0) -> bool:
        """Save now and wait for it; False when there is no store or the write failed (the
        reason is :attr:`save_problem`; play goes on)."""
        if self.store is None or self.saved is None:
            return False
        self.autosave()
        return self.flush_saves(timeout)

    def flush_saves(self, timeout: float = 5.0) -> bool:
        """Wait until this match's last state is written; True if it is."""
        writer = self.writer
        if writer is None or self.saved is None:
            return False
        writer.flush(timeout)
        return not writer.pending(self.saved.id) and writer.problem(self.saved.id) is None

    @property
    def save_problem(self) -> SaveWriteError | None:
        """The ``SaveWriteError`` of the last failed autosave of this match, or None."""
        writer = self.writer
        if writer is None or self.saved is None:
            return None
        return writer.problem(self.saved.id)

    @property
    def keeps_saves(self) -> bool:
        """Whether this match is saved at all (not the tutorial, not a run without a store):
        the pause menu offers "Save" only then."""
        return self.store is not None

    @property
    def unsaved(self) -> bool:
        """Whether moves of this match are not on disk (waiting, or the write failed)."""
        writer = self.writer
        if writer is None or self.saved is None:
            return False
        return writer.pending(self.saved.id) or writer.problem(self.saved.id) is not None

    def save_elsewhere(self, folder: Path) -> bool:
        """From now on write this match into ``folder`` (the player's choice after a failed
        save); True once the match is written there."""
        self.save_root = folder
        return self.save()

    def shutdown(self) -> None:
        """Stop the opponent's thread and give the match free for other windows (call
        :meth:`save` first)."""
        self._cancel()
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self.lock is not None:
            self.lock.release()
            self.lock = None
