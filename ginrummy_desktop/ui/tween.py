"""Tweens: plain objects that move a value over time with a pure easing function.

>>> t = Tween((0.0, 0.0), (100.0, 0.0), 1.0, ease=linear)
>>> t.update(0.5); t.value
(50.0, 0.0)
>>> t.update(1.0); t.done, t.value
(True, (100.0, 0.0))
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]
Point = tuple[float, float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def travel_time(a: Point, b: Point, base: float = 0.18, per_px: float = 0.00025) -> float:
    """Longer distances take longer (PySolFC's snap-back feel), within reason."""
    return base + per_px * math.dist(a, b)


class Tween:
    """Interpolates a point from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    def __init__(
        self, start: Point, end: Point, duration: float, ease: Easing = ease_out_cubic,
        delay: float = 0.0,
    ) -> None:
        self.start = (float(start[0]), float(start[1]))
        self.end = (float(end[0]), float(end[1]))
        self.duration = max(duration, 1e-6)
        self.ease = ease
        self.elapsed = -delay

    @property
    def progress(self) -> float:
        return min(max(self.elapsed / self.duration, 0.0), 1.0)

    @property
    def started(self) -> bool:
        return self.elapsed >= 0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def value(self) -> Point:
        k = self.ease(self.progress)
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.duration
