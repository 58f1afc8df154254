"""The score chart's numbers: the running totals it plots and the step of its y axis's ticks
(pure, no drawing; ``ui/chart.py`` draws)."""

from __future__ import annotations

from collections.abc import Sequence


def running_totals(points: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Round points (player, computer) -> the totals after each round."""
    out: list[tuple[int, int]] = []
    a = b = 0
    for pa, pb in points:
        a, b = a + pa, b + pb
        out.append((a, b))
    return out


def nice_step(top: float, ticks: int = 5) -> int:
    """A round tick distance (1, 2, 5 times a power of ten) giving about ``ticks`` ticks up
    to ``top``.

    >>> nice_step(100), nice_step(37), nice_step(260), nice_step(3)
    (20, 10, 100, 1)
    """
    raw = max(1.0, top / ticks)
    power = 1
    while power * 10 <= raw:
        power *= 10
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power  # pragma: no cover - the loop always returns
