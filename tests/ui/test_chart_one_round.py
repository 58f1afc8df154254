"""The chart of a match's first round reads at a glance: the two points stand side by side
(the player's left), each total written by its own point (beside it, outwards, where the
two are level), and the two never touch each other, a mark or the round's number.

Seen on the board after round 1 at 640x420 (German): a dead hand's 0 : 0 was one mark (the
computer's square over the player's circle) with one "0"; a 0 under a 12 was written into
the 12's mark; a 0 and a 4 stood stacked over one another as "4 / 0". The round board's own
chart, as drawn, at three sizes."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from ginrummy_desktop.ui.chart import draw_score_chart, label_measure
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import find_match, make_app, step
from .test_chart_labels import _record

FIRST_ROUNDS = [((0, 0), 100), ((0, 12), 100), ((25, 0), 100), ((0, 4), 50), ((0, 55), 50),
                ((31, 0), 100), ((0, 100), 100)]
"""A first round's totals (player, computer) and the target: a dead hand, small and large
wins either way, one past the target."""


def _round_chart_area(size: tuple[int, int]) -> pygame.Rect:
    app = make_app(size=size)
    try:
        m = find_match(lambda m: len(m.results) == 1 and not m.is_over)
        board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
        assert isinstance(board, ScoreboardScene)
        step(app)
        return board.round_chart_area()
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_a_first_round_reads_apart(size: tuple[int, int],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    area = _round_chart_area(size)
    px = font_px(size, 14)
    seen = _record(monkeypatch)
    for totals, target in FIRST_ROUNDS:
        seen.clear()
        chart = draw_score_chart(pygame.Surface(size), area, [totals], target, px,
                                 ["You", "Computer"])
        assert chart is not None
        m = chart.mark
        marks = [pygame.Rect(x - m, y - m, 2 * m + 1, 2 * m + 1)
                 for seat in (0, 1) for x, y in chart.points(seat)]
        assert not marks[0].colliderect(marks[1]), ("two marks, side by side", totals)
        assert marks[0].centerx < chart.x_of(1) < marks[1].centerx
        labels = {lab.seat: lab for lab in chart.labels(label_measure(px))}
        assert sorted(labels) == [0, 1], ("both totals written", totals)
        assert [t for t, _r in seen] == [lab.text for lab in sorted(
            labels.values(), key=lambda lab: -totals[lab.seat])]
        rects = [r for _t, r in seen] + marks
        for a, b in combinations(rects, 2):
            assert not a.colliderect(b), (totals, a, b)
        for seat, lab in labels.items():  # by its own point, not the other's
            near = [pygame.Vector2(lab.rect.center).distance_to(mark.center) for mark in marks]
            assert near[seat] < near[1 - seat], (totals, seat)
            assert lab.rect.bottom <= chart.plot.bottom + 1, "above the round's number"
        if abs(marks[0].centery - marks[1].centery) < 3 * px:  # level: beside, outwards
            mine, theirs = labels[0].rect, labels[1].rect
            assert mine.right <= marks[0].left and theirs.left >= marks[1].right, totals



def test_the_players_mark_is_a_smoothed_circle_at_the_smallest_size() -> None:
    """At 1024x600 the player's circle (radius 4) was drawn in hard pixels and looked like a
    diamond beside the computer's square: its rim is smoothed (shades between the mark's
    colour and black), the square's stays hard."""
    from ginrummy_desktop.ui.chart import SEAT_COLOURS, _mark

    for seat, smooth in ((0, True), (1, False)):
        s = pygame.Surface((20, 20))
        s.fill((0, 0, 0))
        _mark(s, seat, (10, 10), 4)
        col = pygame.Color(SEAT_COLOURS[seat])
        shades = {tuple(s.get_at((x, y)))[:3] for x in range(20) for y in range(20)}
        between = {c for c in shades if c not in ((0, 0, 0), tuple(col)[:3])}
        assert bool(between) is smooth, (seat, sorted(between))
