"""How the main loop paces its frames (``App.run_loop``), and the clock it reads.

60 frames a second while a scene is ``busy`` (animating, dragging, the computer to move);
otherwise the loop is idle: it looks for input every ``IDLE_POLL`` seconds (``IDLE_POLL_SLOW``
once the player has paused), at once when a worker calls :meth:`App.wake`, runs a frame only
when there is input or a wake-up, when a scene said it would change by then
(``Scene.wakes_in``: a message timing out), and otherwise redraws once every ``IDLE_TICK``
seconds. An idle table costs under 1 % of a core.

The time comes from the app's :class:`LoopClock`: the real one reads ``time.perf_counter``
and sleeps; a test gives one whose time moves only when the loop waits
(``tests/ui/test_idle_loop.py``), so the pacing is checked without the machine's speed in it.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

FPS = 60
IDLE_POLL = 1 / 60
"""Seconds between looks for input while idle, for ``IDLE_FAST_FOR`` seconds after the last
input (the player is playing: answered within one 60 Hz frame)..."""
IDLE_POLL_SLOW = 1 / 30
"""... and after that (answered within 33 ms, as when the idle loop ran 30 frames a second)."""
IDLE_FAST_FOR = 3.0
IDLE_TICK = 5.0
"""Seconds between redraws while idle (nothing moves, no input), unless a scene asks for one
sooner (``Scene.wakes_in``: a message timing out)."""
LONGEST_FRAME = 0.1
"""The most time one busy frame gives its scenes (``dt``); a frame that took longer (the
machine busy) counts this much. The score board takes no more from any frame
(``scenes/scoreboard.py``: a frame of seconds let the next Enter deal on unread)."""


class LoopClock:
    """The loop's time and its waits (the real ones)."""

    def __init__(self) -> None:
        self._frames = pygame.time.Clock()

    def now(self) -> float:
        """Seconds on a clock that only goes forward."""
        return time.perf_counter()

    def sleep(self, wake: threading.Event, seconds: float) -> None:
        """Until ``seconds`` have passed or ``wake`` is set (by another thread too)."""
        wake.wait(seconds)

    def frame(self) -> float:
        """Wait for the next of ``FPS`` frames a second; the seconds since the last call."""
        return self._frames.tick(FPS) / 1000.0

    def restart(self) -> None:
        """The next :meth:`frame` counts from now (after an idle frame)."""
        self._frames.tick()


def run_loop(app: App) -> None:
    """Frames until the window closes: 60 a second while busy, else idle (see above)."""
    if app.running and len(app.stack):
        app.step(1 / FPS)  # the first frame, then the work deferred until it is shown
        for job in app.after_first_frame:
            job()
        app.after_first_frame.clear()
    settle = False
    while app.running and len(app.stack):
        if app.stack.busy or settle:
            # a last frame right after the busy ones: what the last busy update changed
            # (a scene closed and the one below laid out, a show's final state) is drawn
            # at once, not at the next idle tick
            settle = app.stack.busy
            app.step(min(app.clock.frame(), LONGEST_FRAME))
        else:
            app.step(idle_wait(app))
            app.clock.restart()  # the next busy frame counts from here


def idle_wait(app: App) -> float:
    """Sleep until input arrives, :meth:`App.wake` is called, a scene's ``wakes_in`` or
    ``IDLE_TICK`` has passed; return the ``dt`` for the frame that follows. A frame answering
    input gets one frame's time, so an animation it starts begins at its start; a wake-up or
    the tick gets the time that really passed (timers in ``update`` run on)."""
    clock = app.clock
    start = clock.now()
    soon = app.stack.wakes_in()
    tick = IDLE_TICK if soon is None else min(IDLE_TICK, max(soon, 0.0) + 1 / FPS)
    while True:
        events = pygame.event.get()
        now = clock.now()
        if events:
            app.held.extend(events)
            app.woken.clear()
            app.last_input = now
            app.unseen += max(0.0, now - start - 1 / FPS)  # on the input's clock all the same
            return 1 / FPS
        waited = now - start
        if app.woken.is_set() or waited >= tick:
            app.woken.clear()
            return min(max(waited, 1 / FPS), IDLE_TICK)
        poll = IDLE_POLL if now - app.last_input < IDLE_FAST_FOR else IDLE_POLL_SLOW
        clock.sleep(app.woken, min(poll, tick - waited))
