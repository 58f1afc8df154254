"""Autosave off the frame loop: one writer thread per store, in order, the latest state wins.

The table records the match in its :class:`SavedMatch` after every action (cheap) and hands
a snapshot to :meth:`SaveWriter.submit`; the thread writes it with the store's atomic, fsynced
write. If several snapshots of one match are waiting, only the latest is written. A failed
write is kept and retried (every ``retry_after`` seconds, and at once when a newer snapshot
arrives); :meth:`SaveWriter.problem` tells the table what went wrong, so the player sees it
at once. :meth:`SaveWriter.flush` waits until everything waiting was written (quit, window
close, leaving the table, exit).

::

    writer = store.writer()                 # one per store, started on first use
    store.record(saved, match)              # after each action, on the frame loop
    writer.submit(saved)                    # a snapshot is taken; returns at once
    writer.problem(saved.id)                # SaveWriteError of the last failed try, or None
    writer.pending(saved.id)                # not written yet (waiting or failed)
    writer.writing()                        # anything on its way to the disk
    writer.writes                           # files written so far (grows with each write)
    writer.flush(timeout=5.0)               # True when nothing is left unwritten

``submit(saved, root=folder)`` writes that match into another folder from then on (the
player chose to save elsewhere after a failure).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ginrummy_desktop.persistence.errors import SaveWriteError

__all__ = ["SaveWriter"]

log = logging.getLogger(__name__)


class SaveWriter:
    """The autosave thread of one store (see the module docstring)."""

    def __init__(self, write: Callable[[Any, Path | None], Path], retry_after: float = 2.0
                 ) -> None:
        self._write = write
        self.retry_after = retry_after
        self._cond = threading.Condition()
        self._waiting: dict[str, tuple[Any, Path | None, int]] = {}  # id -> latest snapshot
        self._problems: dict[str, SaveWriteError] = {}
        self._tried: dict[str, int] = {}  # id -> generation of the last try (ok or not)
        self._generation = 0
        self._busy = False
        self._thread: threading.Thread | None = None
        self._stopping = False
        self.writes = 0
        """Files written so far (for tests and benchmarks)."""
        self.listeners: list[Callable[[], None]] = []
        """Called (on the writer thread) when a match's save starts or stops failing: the
        app's ``wake``, so an idle window shows the change at once."""

    # --- the frame loop's side -------------------------------------------------------------
    def submit(self, saved: Any, root: Path | None = None) -> None:
        """Queue a snapshot of ``saved`` (a ``SavedMatch``) to be written; returns at once."""
        snapshot = saved.copy()
        with self._cond:
            self._generation += 1
            self._waiting.pop(saved.id, None)  # re-inserted last: written in order of change
            self._waiting[saved.id] = (snapshot, root, self._generation)
            self._start()
            self._cond.notify_all()

    def problem(self, id: str) -> SaveWriteError | None:
        """Why the last write of match ``id`` failed, or None if it succeeded."""
        with self._cond:
            return self._problems.get(id)

    def pending(self, id: str) -> bool:
        """Whether match ``id`` has a state that is not written yet."""
        with self._cond:
            return id in self._waiting or (self._busy_id == id)

    def writing(self) -> bool:
        """Whether a snapshot is waiting or being written that has not failed (a failed one
        is retried, but no sooner than ``retry_after``)."""
        with self._cond:
            return self._busy or any(id not in self._problems for id in self._waiting)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every snapshot submitted so far was written, or has failed once since
        this call (retrying would not help a full disk now); True if all were written."""
        deadline = time.monotonic() + timeout
        with self._cond:
            target = self._generation
            for id in list(self._waiting):  # a failed one is retried right away
                self._tried.pop(id, None)
            self._cond.notify_all()
            while True:
                open_ = [g for _, _, g in self._waiting.values() if g <= target]
                untried = [id for id, (_, _, g) in self._waiting.items()
                           if g <= target and self._tried.get(id, 0) < g]
                if not open_ and not self._busy:
                    return True
                if not untried and not self._busy:
                    return False
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)

    def close(self, timeout: float = 10.0) -> bool:
        """Flush, then stop the thread; True if everything was written."""
        ok = self.flush(timeout)
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None:
            thread.join(timeout=1.0)
        return ok

    # --- the thread ------------------------------------------------------------------------
    _busy_id: str | None = None

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._stopping = False
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()

    def _next(self) -> tuple[str, Any, Path | None, int] | None:
        """The oldest snapshot due now (a failed one waits ``retry_after``), or None."""
        now = time.monotonic()
        for id, (snapshot, root, gen) in self._waiting.items():
            problem = self._problems.get(id)
            if problem is None or self._tried.get(id, 0) < gen or \
                    now - getattr(problem, "at", 0.0) >= self.retry_after:
                return id, snapshot, root, gen
        return None

    def _run(self) -> None:
        while True:
            with self._cond:
                job = self._next()
                while job is None:
                    if self._stopping:
                        return
                    self._cond.wait(self.retry_after if self._waiting else None)
                    job = self._next()
                id, snapshot, root, gen = job
                self._busy = True
                self._busy_id = id
            error: SaveWriteError | None = None
            try:
                self._write(snapshot, root)
            except SaveWriteError as e:
                error = e
            except Exception as e:  # never let the thread die: report it like a failed write
                log.exception("autosave of %s failed unexpectedly", id)
                error = SaveWriteError(f"{type(e).__name__}: {e}")
                error.__cause__ = e
            with self._cond:
                changed = (error is None) == (id in self._problems)
                self._busy = False
                self._busy_id = None
                self._tried[id] = gen
                if error is None:
                    self.writes += 1
                    self._problems.pop(id, None)
                    waiting = self._waiting.get(id)
                    if waiting is not None and waiting[2] == gen:
                        del self._waiting[id]
                else:
                    error.at = time.monotonic()  # type: ignore[attr-defined]
                    if id not in self._problems:  # once per failure, not per retry
                        log.warning("autosave of %s failed: %s", id, error)
                    self._problems[id] = error
                self._cond.notify_all()
            if changed:
                for listener in list(self.listeners):
                    try:
                        listener()
                    except Exception:
                        log.exception("autosave listener failed")
