"""The input's clock runs on through idle waits (``App.time``, ``SceneStack.now``), though a
frame answering input gets one frame's ``dt``. Seen (English 640x420, mouse): New match's
Back, clicked 3 s after the rules editor's Back at the same spot, looked pressed and did
nothing: on an idle screen the two clicks were 2 frames apart on the input's clock, a double
click, whose second half belongs to the screen the first one closed. The real loop runs on a
step clock (``tests/ui/step_clock.py``)."""

from __future__ import annotations

import pygame

from ginrummy_desktop.ui import loop
from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, Pointer
from ginrummy_desktop.ui.scene import Scene
from tests.ui.helpers import make_app
from tests.ui.step_clock import StepClock
from tests.ui.test_idle_loop import _run_until


class Clicks(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.kinds: list[str] = []

    def handle(self, intent) -> None:  # type: ignore[no-untyped-def]
        if isinstance(intent, Pointer) and intent.kind in (CLICK, DOUBLE_CLICK):
            self.kinds.append(intent.kind)


def _click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_clicks_seconds_apart_on_an_idle_screen_are_two_clicks() -> None:
    app = make_app()
    scene = app.push(Clicks(app))
    clock = StepClock()
    app.clock = clock
    pygame.event.clear()
    clock.at(1.0, lambda: _click((100, 100)))
    clock.at(4.0, lambda: _click((100, 100)))  # 3 s later, nothing moved between
    clock.at(4.2, lambda: _click((100, 100)))  # and a real double click
    _run_until(app, clock, 5.0)
    assert scene.kinds == [CLICK, CLICK, DOUBLE_CLICK]
    assert app.time >= 4.2 - 2 * loop.IDLE_POLL_SLOW  # the input's clock kept up


def test_a_click_seconds_after_a_scene_opened_by_itself_is_taken() -> None:
    app = make_app()
    app.push(Clicks(app))
    clock = StepClock()
    app.clock = clock
    pygame.event.clear()
    late = Clicks(app)

    def opened_by_itself() -> None:
        app.stack._updating = True  # as when a scene opens in ``update`` (a board, a deal)
        app.push(late)
        app.stack._updating = False

    clock.at(0.5, opened_by_itself)
    clock.at(3.0, lambda: _click((200, 200)))
    _run_until(app, clock, 4.0)
    assert late.kinds == [CLICK]
