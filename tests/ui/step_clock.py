"""A clock for the app's real loop (``App.run_loop``, ``ui.loop``) in tests: its time moves
only when the loop waits or paces a frame, so what the loop does in a stretch of time is the
same on a busy machine as on an idle one (the idle loop's tests measured the wall clock and
failed once in a parallel run)."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable

from ginrummy_desktop.ui.loop import FPS


class StepClock:
    """``App.clock`` for a test. A sleep lasts until its end or the next planned event,
    whichever comes first; a busy frame lasts exactly 1/60 s. Planned events (a key posted, a
    wake-up from another thread, the window closed) run at their time, in order."""

    def __init__(self) -> None:
        self.t = 0.0
        self.plan: list[tuple[float, Callable[[], None]]] = []
        self.sleeps = 0  # how often the loop slept (each is a look for input)

    def at(self, t: float, event: Callable[[], None]) -> None:
        self.plan.append((t, event))
        self.plan.sort(key=lambda p: p[0])

    def now(self) -> float:
        return self.t

    def _run_due(self) -> None:
        while self.plan and self.plan[0][0] <= self.t + 1e-9:
            self.plan.pop(0)[1]()

    def sleep(self, wake: threading.Event, seconds: float) -> None:
        self.sleeps += 1
        if wake.is_set():
            return
        end = self.t + seconds
        if self.plan and self.plan[0][0] < end:
            end = self.plan[0][0]
        # at least a little on: a wait's last bit can be too small to change ``t``
        self.t = max(end, math.nextafter(self.t, math.inf))
        self._run_due()

    def frame(self) -> float:
        self.t += 1 / FPS
        self._run_due()
        return 1 / FPS

    def restart(self) -> None:
        pass


def from_another_thread(job: Callable[[], None]) -> Callable[[], None]:
    """A planned event that runs ``job`` on a thread of its own (and waits for it)."""

    def run() -> None:
        th = threading.Thread(target=job)
        th.start()
        th.join()

    return run
