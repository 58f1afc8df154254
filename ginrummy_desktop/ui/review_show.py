"""The timeline of the lay-off review (a finished round): when each laid-off card leaves the
defender's row, where it starts, how the row closes up behind it, and the flights queued on
the review's :class:`~ginrummy_desktop.ui.animator.Animator` as their time comes (in
``update``, never while drawing). The review scene owns one :class:`RoundEndShow`."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.animator import Motion
from ginrummy_desktop.ui.review_paint import LAYOFF_FLIGHT
from ginrummy_desktop.ui.tween import Tween, ease_out_cubic

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.layoff_review import Group, LayoffReviewScene, Pos

LAYOFF_START = 0.6  # seconds (times the animation factor) before the first lay-off flies
LAYOFF_STEP = 0.7  # seconds between two lay-offs


class RoundEndShow:
    def __init__(self, review: LayoffReviewScene) -> None:
        self.r = review

    # --- the lay-offs ----------------------------------------------------------------------
    def layoff_times(self) -> dict[Card, float]:
        """When each laid-off card starts flying (result mode)."""
        r = self.r
        if r.result is None:
            return {}
        anim = r.app.anim
        return {c: (LAYOFF_START + k * LAYOFF_STEP) * anim
                for k, (c, _) in enumerate(r.result.layoffs)}

    @property
    def anim_end(self) -> float:
        r = self.r
        if r.result is None or not r.result.layoffs:
            return 0.0
        return max(self.layoff_times().values()) + LAYOFF_FLIGHT * r.app.anim

    def departed(self, t: float) -> set[Card]:
        """The laid-off cards that have left the defender's row at time ``t``."""
        return {c for c, t0 in self.layoff_times().items() if t >= t0}

    def _defender_places(self, gone: Collection[Card]) -> tuple[list[Group], list[list[Pos]]]:
        r = self.r
        groups = r.defender_groups(gone)
        return groups, r.group_positions(groups, r.seat_top(1 - r.knocker()))

    def _place_of(self, gone: Collection[Card]) -> dict[Card, Pos]:
        groups, pos = self._defender_places(gone)
        return {c: p for (cards, _), ps in zip(groups, pos, strict=True)
                for c, p in zip(cards, ps, strict=True)}

    def defender_row(self) -> tuple[list[Group], list[list[Pos]]]:
        """The defender's groups still in the row and their positions now: after a card
        leaves, the rest slide together over the card's flight time."""
        r = self.r
        times = self.layoff_times()
        gone = self.departed(r.t)
        groups, pos = self._defender_places(gone)
        slide = LAYOFF_FLIGHT * r.app.anim
        recent = [t0 for t0 in times.values() if t0 <= r.t < t0 + slide]
        if not recent:
            return groups, pos
        t0 = max(recent)
        before = self._place_of({c for c in gone if times[c] < t0})
        f = ease_out_cubic(min(1.0, (r.t - t0) / slide))
        moved = []
        for (cards, _), ps in zip(groups, pos, strict=True):
            row = []
            for c, p in zip(cards, ps, strict=True):
                q = before.get(c, p)
                row.append((round(q[0] + (p[0] - q[0]) * f), round(q[1] + (p[1] - q[1]) * f)))
            moved.append(row)
        return groups, moved

    def layoff_start(self, card: Card) -> Pos:
        """Where a laid-off card starts its flight: its place in the row as it was then."""
        times = self.layoff_times()
        t0 = times[card]
        return self._place_of({c for c, t in times.items() if t < t0})[card]

    def launch(self) -> None:
        """Start the flight of each laid-off card whose time has come (result mode): from
        its place in the defender's row to its place on the knocker's meld."""
        r = self.r
        times = self.layoff_times()
        flight = LAYOFF_FLIGHT * r.app.anim
        due = [c for c, t0 in times.items() if c not in r.launched and r.t >= t0]
        if not due:
            return
        kgroups = r.knocker_groups()
        kpos = r.group_positions(kgroups, r.seat_top(r.knocker()))
        target = {c: p for (cards, _), ps in zip(kgroups, kpos, strict=True)
                  for c, p in zip(cards, ps, strict=True)}
        for c in due:
            r.launched.add(c)
            if r.t < times[c] + flight and c in target:
                tween = Tween(self.layoff_start(c), target[c], flight)
                tween.update(r.t - times[c])
                r.animator.add(Motion(c, tween, ("knocker", c), tag="layoff"))
