"""The losses of other choices in the review's "try again", read on the worker the way the
played action's loss is: on the fresh deals of its race (``coach.review.other_loss``), not on
the race's own deals, which overstate them (``benchmarks/review_loss_bias.py``)."""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from ginrummy_desktop.coach.review import other_loss

if TYPE_CHECKING:
    from ginrummy_desktop.coach.review import Decision
    from ginrummy_desktop.coach.steps import Pending
    from ginrummy_desktop.engine import Action


R = TypeVar("R")


class Submit(Protocol):
    """Runs ``fn(*args)`` off the frame loop (``MatchController.submit``)."""

    def __call__(self, fn: Callable[..., R], /, *args: object) -> cf.Future[R]: ...


class FreshLosses:
    """Asked one choice at a time (``ask``), polled each frame (``poll``); ``submit`` runs
    the work off the frame loop (None: only the race's values are known)."""

    def __init__(self, submit: Submit | None) -> None:
        self.submit = submit
        self.losses: dict[tuple[int, Action], float] = {}  # (decision's index, action)
        self.future: cf.Future[float] | None = None
        self.asked: tuple[int, Action] | None = None

    def ask(self, p: Pending, d: Decision, action: Action) -> None:
        """Work out what ``action`` loses against the best at decision ``d`` (seen as
        ``p``); nothing to do for the best, the action played or one known already."""
        key = (d.index, action)
        if self.submit is None or action in (d.best, d.played) or key in self.losses:
            return
        self.cancel()
        self.asked, self.future = key, self.submit(other_loss, p, d.best, action)

    def poll(self) -> None:
        f = self.future
        if f is None or not f.done():
            return
        self.future = None
        if not f.cancelled() and f.exception() is None and self.asked is not None:
            self.losses[self.asked] = f.result()

    @property
    def working(self) -> bool:
        return self.future is not None

    def loss(self, d: Decision, action: Action) -> float:
        """What ``action`` loses at ``d``: read on fresh deals if it was, else from the
        race's values (the best and the action played: as the review found them)."""
        best = max(d.values.values())
        return self.losses.get((d.index, action), best - d.values.get(action, best))

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
            self.future = None
