"""The score chart's point labels never overlap (at 800x520 two totals of 70 side by side
read "7070"): each label is placed above or below its point where it touches no other label,
no point and not the target's label, or left out. Rendered at the sizes the final board
uses, with close values."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui import chart as chart_module
from ginrummy_desktop.ui.chart import (
    SEAT_COLOURS,
    ScoreChart,
    draw_score_chart,
    label_measure,
    running_totals,
)
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import make_app, step

CLOSE = [(25, 20), (45, 47), (70, 68), (70, 70), (72, 70), (95, 70), (95, 101), (99, 101)]
"""Running totals that stay close: the old labels ran into each other."""


def _area(size: tuple[int, int]) -> tuple[pygame.Rect, int]:
    """The final board's chart area and text size at ``size``."""
    app = make_app(size=size)
    m = finished_match(seed=5, rules="short")
    assert m.is_over
    board = app.open("scoreboard", match=m, result=m.results[-1])
    step(app)
    area = board.chart_area()
    app.stack.clear()
    return area, font_px(size, 14)


def _record(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every point label drawn (text in a seat's colour, bold) with its rectangle."""
    seen: list[tuple[str, pygame.Rect]] = []
    original = chart_module.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, color: Any = (255, 255, 255),
                  bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        rect = original(surface, text, pos, px, color, bold=bold, anchor=anchor)
        if bold and tuple(color) in [tuple(c) for c in SEAT_COLOURS]:
            seen.append((str(text), rect))
        return rect

    monkeypatch.setattr(chart_module, "draw_text", recording)
    return seen


def _apart(rects: list[pygame.Rect]) -> None:
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (a, b)


@pytest.mark.parametrize("size", [(800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("totals", [CLOSE, [(70, 70)] * 6, running_totals([(7, 0), (0, 7)] * 10)])
def test_point_labels_never_overlap(size: tuple[int, int], totals: list[tuple[int, int]],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    area, px = _area(size)
    seen = _record(monkeypatch)
    surface = pygame.Surface((size[0], size[1]))
    chart = draw_score_chart(surface, area, totals, 100, px, ["You", "Computer"])
    assert chart is not None
    assert seen, "some totals are labelled"
    _apart([r for _, r in seen])
    labels = chart.labels(label_measure(px))
    assert [(lab.text, lab.rect) for lab in labels] == seen  # drawn where the geometry says
    for lab in labels:
        assert area.contains(lab.rect)
        for seat in (0, 1):  # no label covers a point
            for x, y in chart.points(seat):
                assert not lab.rect.collidepoint(x, y)
    target = chart.target_label_rect(label_measure(px))
    assert target is not None and target.collidelist([lab.rect for lab in labels]) < 0
    last = len(totals)
    assert any(lab.round_no == last for lab in labels), "the latest totals are labelled"


def test_the_old_placement_did_overlap_at_800x520() -> None:
    """The case of the bug report: labels centred over neighbouring points of the same
    height touch (so the test above can fail)."""
    area, px = _area((800, 520))
    chart = ScoreChart(area, tuple(CLOSE), 100, px)
    measure = label_measure(px)
    old = []
    for r in chart.labelled():
        for seat in (0, 1):
            value = chart.totals[r - 1][seat]
            w, h = measure(str(value))
            x, y = chart.x_of(r), chart.y_of(value)
            above = value >= chart.totals[r - 1][1 - seat]
            old.append(pygame.Rect(x - w // 2, y - chart.mark - 2 - h if above else
                                   y + chart.mark + 2, w, h))
    assert any(a.colliderect(b) for a, b in combinations(old, 2))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_final_board_at_800x520_draws_apart_labels(lang: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(lang))
    try:
        seen = _record(monkeypatch)
        app = make_app(size=(800, 520))
        for seed in (5, 7, 11):
            m = finished_match(seed=seed, rules="short")
            app.open("scoreboard", match=m, result=m.results[-1])
            seen.clear()
            step(app)
            assert seen
            _apart([r for _, r in seen])
            app.stack.clear()
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800)])
@pytest.mark.parametrize("seed", [5, 7])
def test_a_label_on_a_line_sits_on_a_plate(size: tuple[int, int], seed: int) -> None:
    """At 640x420 the classic final chart's "134" and "83" sat on their own yellow line,
    unreadable. A label is placed where it crosses no line when it can; where it cannot, the
    line under its digits is covered by a plate of the chart's background."""
    app = make_app(size=size)
    m = finished_match(seed=seed, rules="classic")
    board = app.open("scoreboard", match=m, result=m.results[-1])
    step(app)
    area, px = board.chart_area(), font_px(size, 14)
    surface = pygame.Surface(size)
    totals = board.chart_totals()
    chart = draw_score_chart(surface, area, totals, m.rules.target, px, ["You", "Computer"])
    assert chart is not None
    labels = chart.labels(label_measure(px))
    assert any(lab.round_no == len(totals) for lab in labels)
    segments = chart.lines()  # the series' and the target's
    for lab in labels:
        crosses = any(lab.rect.inflate(2, 2).clipline(a, b) for a, b in segments)
        assert crosses == lab.plate, lab
        if lab.plate:  # drawn exactly as the digits on the background: no line shows
            want = pygame.Surface(lab.rect.size)
            want.fill(chart_module.BACKGROUND)
            chart_module.draw_text(want, lab.text, (0, 0), px, SEAT_COLOURS[lab.seat], bold=True)
            got = surface.subsurface(lab.rect)
            assert all(got.get_at((x, y)) == want.get_at((x, y))
                       for x in range(lab.rect.width) for y in range(lab.rect.height)), lab
    if size == (640, 420) and seed == 5:
        assert any(lab.plate for lab in labels), "the case seen: a final total on its line"
    app.stack.clear()


def test_a_total_that_stands_still_is_labelled_where_it_changed_and_at_the_end() -> None:
    """Seen on the Classic final board at 800x520: "39 39 39 39" and "81 81 81 81" along
    flat lines, and "9 9 9 9 9" under To 100's chart. A total is written at the first round,
    where it changed, and at the last round; its flat stretch has no numbers."""
    area, px = _area((1280, 800))
    totals = running_totals([(0, 33), (7, 0), (24, 0), (19, 0), (4, 0), (0, 6), (6, 0),
                             (5, 0), (16, 0), (0, 32), (0, 24), (0, 24)])
    chart = ScoreChart(area, tuple(totals), 100, px)
    labels = chart.labels(label_measure(px))
    got = {(lab.seat, lab.round_no) for lab in labels}
    for seat, r in got:
        assert r in (1, len(totals)) or totals[r - 1][seat] != totals[r - 2][seat], (seat, r)
    assert (1, 3) not in got and (1, 4) not in got and (1, 5) not in got  # 33 stood still
    assert (1, 6) in got and (1, len(totals)) in got and (0, len(totals)) in got
    assert [lab.text for lab in labels if lab.seat == 1].count("39") == 1


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_two_labels_never_read_as_one_number(size: tuple[int, int]) -> None:
    """Seen on the To 100 score board at 640x420 in German: 99 at round 10 and still 99 at
    round 11 stood side by side and read "9999". A total that stands still up to the last
    round is written there only, and labels keep a gap between them."""
    area, px = _area(size)
    totals = running_totals([(4, 0), (0, 12), (4, 0), (0, 8), (28, 0), (0, 16), (8, 0),
                             (33, 0), (0, 4), (22, 0), (0, 15)])
    chart = ScoreChart(area, tuple(totals), 100, px)
    labels = chart.labels(label_measure(px))
    mine = [lab for lab in labels if lab.seat == 0]
    assert [lab.round_no for lab in mine if lab.text == "99"] == [11]
    for a, b in combinations(labels, 2):
        assert not a.rect.inflate(4, 0).colliderect(b.rect), (a.text, b.text)
    flat = running_totals([(10, 0), (0, 10), (10, 0), (0, 10), (10, 0), (0, 10)])
    spread = ScoreChart(area, tuple(flat), 100, px).labels(label_measure(px))
    for a, b in combinations(spread, 2):
        assert not a.rect.inflate(4, 0).colliderect(b.rect), (a.text, b.text)


@pytest.mark.parametrize("width", [110, 130, 160])
def test_the_last_totals_of_a_narrow_chart_are_labelled(width: int) -> None:
    """Seen on the Hollywood final board at 1920x1080 in German: each game's chart left out
    its final total (112, 105; the computer's 109): centred on the last point, the number
    stuck out of the chart. It is moved in, beside its point."""
    px = 14
    area = pygame.Rect(0, 0, width, 260)
    totals = ((7, 0), (31, 0), (58, 6), (74, 12), (88, 30), (112, 45))
    chart = ScoreChart(area, totals, 100, px)
    labels = chart.labels(label_measure(px))
    last = {lab.seat for lab in labels if lab.round_no == len(totals)}
    assert last == {0, 1}, labels
    bounds = chart.plot.inflate(0, 4)
    assert all(bounds.contains(lab.rect) for lab in labels)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_a_total_by_the_target_is_not_written_across_its_dashes(size: tuple[int, int]) -> None:
    """Played at 640x420 (Short, the computer won in one round): its final 55, with no room
    above its point under the chart's top of 60, was written below it across the dashed
    line of the target 50, the dashes through the digits. A label keeps off the target's
    line where it can, and where it cannot, it stands on a plate that covers the dashes."""
    area, px = _area(size)
    surface = pygame.Surface(size)
    chart = draw_score_chart(surface, area, [(0, 55)], 50, px, ["You", "Computer"])
    assert chart is not None
    p, y = chart.plot, chart.y_of(50)
    label = next(lab for lab in chart.labels(label_measure(px)) if lab.seat == 1)
    assert label.text == "55"
    if label.rect.inflate(2, 2).clipline((p.x, y), (p.right, y)):
        assert label.plate, label
        want = pygame.Surface(label.rect.size)
        want.fill(chart_module.BACKGROUND)
        chart_module.draw_text(want, "55", (0, 0), px, SEAT_COLOURS[1], bold=True)
        got = surface.subsurface(label.rect)
        assert all(got.get_at((x, yy)) == want.get_at((x, yy))
                   for x in range(label.rect.width) for yy in range(label.rect.height))
    if size == (640, 420):  # the case seen: no place off the line above or below; a final
        # total now also stands beside its point, where it is off the dashes
        assert not label.plate and label.rect.left > chart.x_of(1), label


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_final_total_of_a_long_match_is_labelled(size: tuple[int, int],
                                                       lang: str) -> None:
    """The board of round 30 of a match to 1000 (``--scene scoreboard_long``): at 640x420
    German the computer's final 174 had no label (its point lay under the player's line, the
    x axis below it). A final total is written beside its point, or over earlier points on
    a plate; never over another label, always inside the chart."""
    from ginrummy_desktop.i18n import Localizer, set_localizer
    from ginrummy_desktop.ui.demo import long_match

    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        m = long_match()
        board = app.open("scoreboard", match=m, result=m.results[-1])
        step(app)
        area, px = board.round_chart_area(), font_px(size, 14)
        totals = board.chart_totals()
        surface = pygame.Surface(size)
        chart = draw_score_chart(surface, area, totals, 1000, px, ["Du", "Computer"])
        assert chart is not None
        labels = chart.labels(label_measure(px))
        final = {lab.seat: lab.text for lab in labels if lab.round_no == len(totals)}
        assert final == {0: str(totals[-1][0]), 1: str(totals[-1][1])}, (final, totals[-1])
        for a, b in combinations(labels, 2):
            assert not a.rect.colliderect(b.rect), (a, b)
        assert all(area.contains(lab.rect) for lab in labels)
    finally:
        app.stack.clear()
        set_localizer(previous)
