"""Raw pygame events become intents at this one edge.

The mouse follows the KPatience/PySolFC feel: a press becomes a *drag* once the pointer has
moved more than :attr:`InputMapper.drag_threshold` pixels, otherwise the release is a *click*;
a second click close in time and place is a *double click* (sent instead of the second
click). Scenes see only :class:`Pointer`, :class:`Key`, :class:`Resize` and :class:`Quit`.

Time comes from the app (the sum of the injected ``dt``), never from the wall clock, so tests
that step time by hand get the same double clicks a player would.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PRESS = "press"  # button went down (a drag or click may follow)
CLICK = "click"
DOUBLE_CLICK = "double_click"
DRAG_START = "drag_start"  # the press became a drag; ``start`` is where it was pressed
DRAG = "drag"  # the pointer moved while dragging
DROP = "drop"  # released while dragging
MOVE = "move"  # pointer moved with no button down (hover)
RIGHT_CLICK = "right_click"


@dataclass(frozen=True)
class Pointer:
    kind: str
    pos: tuple[int, int]
    start: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Key:
    key: int
    mod: int = 0
    unicode: str = ""


@dataclass(frozen=True)
class Resize:
    size: tuple[int, int]


@dataclass(frozen=True)
class Quit:
    pass


Intent = Pointer | Key | Resize | Quit


class InputMapper:
    """Turns a stream of pygame events into intents; keeps the press/drag/click state."""

    drag_threshold = 5  # pixels
    double_click_time = 0.4  # seconds
    double_click_distance = 6  # pixels

    def __init__(self) -> None:
        self.pressed_at: tuple[int, int] | None = None
        self.dragging = False
        self.last_click: tuple[float, tuple[int, int]] | None = None
        self.pos: tuple[int, int] = (0, 0)

    def reset(self) -> None:
        """Forget a press in progress (e.g. when a scene changes under the pointer)."""
        self.pressed_at = None
        self.dragging = False

    def feed(self, event: pygame.event.Event, now: float) -> list[Intent]:
        t = event.type
        if t == pygame.QUIT:
            return [Quit()]
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (event.w, event.h) if t == pygame.VIDEORESIZE else (event.x, event.y)
            return [Resize(size)]
        if t == pygame.KEYDOWN:
            return [Key(event.key, event.mod, getattr(event, "unicode", ""))]
        if t == pygame.MOUSEBUTTONDOWN:
            pos = _pos(event)
            self.pos = pos
            if event.button == 1:
                self.pressed_at = pos
                self.dragging = False
                return [Pointer(PRESS, pos, pos)]
            if event.button == 3:
                return [Pointer(RIGHT_CLICK, pos, pos)]
            return []
        if t == pygame.MOUSEMOTION:
            pos = _pos(event)
            self.pos = pos
            if self.pressed_at is None:
                return [Pointer(MOVE, pos)]
            start = self.pressed_at
            if not self.dragging:
                if _dist(pos, start) <= self.drag_threshold:
                    return []
                self.dragging = True
                return [Pointer(DRAG_START, pos, start), Pointer(DRAG, pos, start)]
            return [Pointer(DRAG, pos, start)]
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            pos = _pos(event)
            self.pos = pos
            start = self.pressed_at
            dragging = self.dragging
            self.reset()
            if start is None:
                return []
            if dragging:
                self.last_click = None
                return [Pointer(DROP, pos, start)]
            last = self.last_click
            if (
                last is not None
                and now - last[0] <= self.double_click_time
                and _dist(pos, last[1]) <= self.double_click_distance
            ):
                self.last_click = None
                return [Pointer(DOUBLE_CLICK, pos, start)]
            self.last_click = (now, pos)
            return [Pointer(CLICK, pos, start)]
        return []


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = event.pos
    return int(x), int(y)


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)
