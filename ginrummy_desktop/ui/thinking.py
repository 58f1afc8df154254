"""The computer thinks in a child process, so its search never takes frames from the window.

A level's ``choose(view)`` is pure Python: on a thread it holds the interpreter lock for
milliseconds at a time and the frame loop waits for it (frame p99 4 -> 16-25 ms while the
strong level thinks). :class:`OpponentProcess` runs it in one long-lived child process
instead (started ahead, at a lower priority), shared by every match: :meth:`executor` gives
each :class:`~ginrummy_desktop.ui.controller.MatchController` its own ``Executor`` over it.

Results are the same as on a thread: every level's choice depends only on its seed and the
view (``ai.make_opponent``), and the opponent and the view are sent to the child with each
question. A level that cannot be sent (not picklable) or a child that dies falls back to a
thread for that question (logged); the game goes on.

Only the real program turns this on (``App.prepare_workers`` -> :func:`enable`); tests and
tools keep the controller's default thread, or inject their own executor.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar, cast

from ginrummy_desktop.ui.child_watch import leave_with_parent

log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")


def _child_init() -> None:
    """In the child: a lower priority than the window's process, and the AI imported; it
    ends with the window's process (``child_watch``)."""
    leave_with_parent()
    try:
        os.nice(5)
    except (OSError, AttributeError):
        pass
    import ginrummy_desktop.ai  # noqa: F401


def _ready() -> bool:
    return True


class OpponentProcess:
    """One child process for the computer's thinking; ``on_done()`` is called (from a
    worker thread) whenever an answer is ready."""

    def __init__(self, on_done: Callable[[], None] | None = None) -> None:
        self.on_done = on_done
        self._pool: cf.Executor | None = None
        self._lock = threading.Lock()
        self._fallback = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="opponent")
        self.fallbacks = 0
        """Questions answered on the fallback thread (the process could not take them)."""

    def start(self) -> None:
        """Start the child now (it takes a moment: spawned and importing the AI)."""
        try:
            self._get_pool().submit(_ready)
        except Exception:
            log.exception("the opponent process could not be started; thinking on a thread")

    def _get_pool(self) -> cf.Executor:
        with self._lock:
            if self._pool is None:
                os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
                self._pool = cf.ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_child_init)
            return self._pool

    def _restart(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def executor(self) -> cf.Executor:
        """An executor for one match (its ``shutdown`` cancels that match's questions only)."""
        return _MatchExecutor(self)

    def submit(self, fn: Callable[..., R], *args: object) -> cf.Future[R]:
        """Run ``fn(*args)`` in the child; on the fallback thread if that fails."""
        outer: cf.Future[R] = cf.Future()
        try:
            inner = self._get_pool().submit(fn, *args)
        except Exception:
            log.exception("the opponent process refused a question; thinking on a thread")
            self._answer_on_thread(outer, fn, args)
            return outer

        def relay(done: cf.Future[R]) -> None:
            if done.cancelled():
                outer.cancel()
                return
            err = done.exception()
            if err is None:
                if outer.set_running_or_notify_cancel():
                    outer.set_result(done.result())
                    self._notify()
                return
            if isinstance(err, BrokenProcessPool):
                self._restart()
            log.warning("the opponent process failed (%s: %s); thinking on a thread",
                        type(err).__name__, err)
            self._answer_on_thread(outer, fn, args)

        inner.add_done_callback(relay)
        outer.add_done_callback(lambda f: inner.cancel() if f.cancelled() else None)
        return outer

    def _answer_on_thread(self, outer: cf.Future[R], fn: Callable[..., R],
                          args: tuple[object, ...]) -> None:
        self.fallbacks += 1

        def run() -> None:
            if not outer.set_running_or_notify_cancel():
                return
            try:
                outer.set_result(fn(*args))
            except BaseException as exc:
                outer.set_exception(exc)
            self._notify()

        self._fallback.submit(run)

    def _notify(self) -> None:
        if self.on_done is not None:
            try:
                self.on_done()
            except Exception:
                log.exception("on_done failed")

    def close(self) -> None:
        """End the child process (a question it is still thinking about is dropped)."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        self._fallback.shutdown(wait=False, cancel_futures=True)


class _MatchExecutor(cf.Executor):
    """One match's view of the shared process: ``shutdown`` cancels its own questions."""

    def __init__(self, owner: OpponentProcess) -> None:
        self._owner = owner
        self._futures: list[cf.Future[object]] = []

    def submit(self, fn: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> cf.Future[R]:
        if kwargs:
            raise TypeError("keyword arguments are not sent to the opponent process")
        self._futures = [f for f in self._futures if not f.done()]
        fut = self._owner.submit(fn, *args)
        self._futures.append(cast("cf.Future[object]", fut))
        return fut

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if cancel_futures:
            for f in self._futures:
                f.cancel()
        self._futures = []


_shared: OpponentProcess | None = None


def enable(process: OpponentProcess | None) -> None:
    """Make ``process`` the default for controllers made without an executor (None: back to
    a thread per controller)."""
    global _shared
    _shared = process


def default_executor() -> cf.Executor:
    """The enabled process's executor, else a thread of its own (tests, tools)."""
    if _shared is not None:
        return _shared.executor()
    return cf.ThreadPoolExecutor(max_workers=1)
