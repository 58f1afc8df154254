"""The score chart: both players' running totals over the rounds, with axes, round numbers,
point labels and the target line.

:class:`ScoreChart` is the geometry (pure: no drawing, testable), :func:`draw_score_chart`
paints it. Each round is one point per player at its round number on the x axis; a match of
one round is one point each (side by side, each total beside its point, outwards), not a line
from zero. Point labels never overlap: they are
placed latest round first, above or below their point, and one that would touch a label
already placed, a point, the target's label or the edge is left out (its point stays); a
final total may also stand beside its point, and is always written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property

import pygame

from ginrummy_desktop.i18n import N_, Text, format_number
from ginrummy_desktop.ui.chart_scale import nice_step
from ginrummy_desktop.ui.chart_scale import running_totals as running_totals  # for tests
from ginrummy_desktop.ui.widgets import WHITE, draw_text, font, text_surface

SEAT_COLOURS = [(255, 222, 90), (120, 190, 255)]
"""Player (seat 0) and computer (seat 1)."""
SEAT_MARKS = ["circle", "square"]
"""Each seat's points also differ in shape, not only in colour."""
AXIS = (190, 215, 200)
GRID = (52, 96, 72)
TARGET_COLOUR = (255, 140, 110)
BACKGROUND = (14, 50, 32)
TARGET_LABEL = N_("Target {n}")
ROUND_AXIS = N_("Round")
POINTS_AXIS = N_("Points")


Measure = Callable[[str], tuple[int, int]]
"""The pixel size of a label's text (the chart's bold font)."""


@dataclass(frozen=True)
class Label:
    """A total written next to its point."""

    seat: int
    round_no: int
    text: str
    rect: pygame.Rect
    plate: bool = False
    """It crosses a line, a series' or the target's (no free place was left): drawn on a
    plate of the chart's background, which covers the line under the digits (at 640x420 the
    final "134" sat unreadably on its own line)."""


@dataclass(frozen=True)
class ScoreChart:
    """Where everything of the chart goes inside ``area`` (the plot is inset for the axis
    labels). ``totals`` are the running totals after each round, ``target`` the match target
    (None for a single round). Its scale (``highest``, ``top_value``, ``y_step``) is worked out
    once: every point's height asked for it, some 140 times a frame."""

    area: pygame.Rect
    totals: tuple[tuple[int, int], ...]
    target: int | None
    px: int
    high: int = 0
    """The y axis reaches at least this far (charts side by side share one scale)."""
    bare: bool = False
    """No axis titles and no numbers on the y axis (one axis left of charts side by side
    stands for all): the plot takes that room."""

    @property
    def plot(self) -> pygame.Rect:
        """The inner rectangle between the axes."""
        left = 4 if self.bare else self.px * 3 + 6
        # the round numbers, then the axis title under them: two lines clear of each other
        bottom = self.tick_gap + (1 if self.bare else 2) * int(self.px * 1.3) + 2
        top = self.px // 2 + 2 if self.bare else int(self.px * 1.9) + 4  # under the title
        right = 4 if self.bare else self.px + 4
        return pygame.Rect(self.area.x + left, self.area.y + top,
                           max(10, self.area.width - left - right),
                           max(10, self.area.height - top - bottom))

    @property
    def rounds(self) -> int:
        return len(self.totals)

    @cached_property
    def highest(self) -> int:
        """The highest value the y axis shows: every total, the target and ``high``."""
        return max([1, self.high] + [max(t) for t in self.totals]
                   + ([self.target] if self.target else []))

    @cached_property
    def top_value(self) -> int:
        """The y axis ends at a multiple of the tick step above :attr:`highest`."""
        return -(-self.highest // self.y_step) * self.y_step

    @cached_property
    def y_step(self) -> int:
        return nice_step(self.highest)

    def y_ticks(self) -> list[int]:
        return list(range(0, self.top_value + 1, self.y_step))

    def x_ticks(self) -> list[int]:
        """Round numbers labelled on the x axis: every round while they fit, else the
        multiples of a round step (2, 5, 10, 20, ...), with round 1 and the last round where
        they keep clear of them. "1 3 6" was labelled under six rounds: the last round in
        place of the 5, the steps uneven (English 1366x768, Hollywood game 1)."""
        n = self.rounds
        if n == 0:
            return []
        fit = max(1, self.plot.width // max(1, self.px * 2))
        need = max(1, -(-n // fit))  # the fewest rounds between two labels
        if need == 1:
            return list(range(1, n + 1))
        k = next(b * 10 ** e for e in range(6) for b in (2, 5, 10) if b * 10 ** e >= need)
        ticks = list(range(k, n + 1, k))
        if k - 1 >= need or not ticks:
            ticks.insert(0, 1)
        if n - ticks[-1] >= need:
            ticks.append(n)
        return ticks

    def x_of(self, round_no: int) -> int:
        """x of a round (1-based); a single round sits in the middle."""
        p = self.plot
        n = self.rounds
        if n <= 1:
            return p.centerx
        pad = min(p.width // 8, self.px * 2)
        return p.x + pad + round((p.width - 2 * pad) * (round_no - 1) / (n - 1))

    def y_of(self, value: int) -> int:
        p = self.plot
        return p.bottom - round(p.height * value / self.top_value)

    def x_at(self, round_no: int, seat: int) -> int:
        """x of a seat's point at a round: a single round's two points stand side by side,
        the player's left (at 640x420 a first round's 0 : 0 was one mark, the computer's
        square over the player's circle, and a 0 under a 12 was written into its mark)."""
        if self.rounds != 1:
            return self.x_of(round_no)
        return self.x_of(round_no) + (self.mark + 1) * (1 if seat else -1)

    def points(self, seat: int) -> list[tuple[int, int]]:
        """Pixel positions of one seat's totals, one per round."""
        return [(self.x_at(i, seat), self.y_of(t[seat])) for i, t in enumerate(self.totals, 1)]

    def labelled(self) -> list[int]:
        """Rounds whose totals may get a number next to the point (all while there is room,
        else the last few); :meth:`labels` leaves out those that would overlap."""
        n = self.rounds
        room = max(1, self.plot.width // max(1, self.px * 3))
        return list(range(max(1, n - room + 1), n + 1))

    def changed(self, seat: int, r: int) -> bool:
        """Whether ``seat``'s total gets a label at round ``r``: the first and the last round,
        and every round where it changed (a total that stood still was written at each of
        its rounds: "39 39 39 39" along a flat line), but once only where it stands still
        up to the last round: there (its 99 of round 10 and of round 11 read "9999" at
        640x420)."""
        if r == self.rounds:
            return True
        mine = [t[seat] for t in self.totals]
        if all(v == mine[r - 1] for v in mine[r:]):
            return False
        return r == 1 or mine[r - 1] != mine[r - 2]

    @property
    def mark(self) -> int:
        """The radius of a point's mark."""
        return max(4, self.px // 3)

    @property
    def tick_gap(self) -> int:
        """How far below the x axis the round numbers start: clear of the mark of a total
        still at 0, which sits on the axis (the "1" of a first round touched it)."""
        return max(5, self.mark + 3)

    def segments(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """The series' lines between rounds, as pixel segments."""
        out: list[tuple[tuple[int, int], tuple[int, int]]] = []
        for seat in (0, 1):
            pts = self.points(seat)
            out.extend(zip(pts, pts[1:], strict=False))
        return out

    def lines(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """What a label should not cross: the series' lines and the target's dashed line (at
        640x420 a final 55 just above a target of 50 was written across its dashes)."""
        if self.target is None:
            return self.segments()
        p, y = self.plot, self.y_of(self.target)
        return [*self.segments(), ((p.x, y), (p.right, y))]

    def target_label_rect(self, measure: Measure) -> pygame.Rect | None:
        """Where the target's label goes: on its line, at the left or the right end, above or
        below it, the first place inside the plot that touches no line and no point of the
        series. None without a target, or where no such place is free (a narrow chart):
        then the target's number on the y axis is drawn in the target's colour instead."""
        if self.target is None or self.bare:  # bare: the shared axis says the target
            return None
        w, h = measure(TARGET_LABEL.format(n=format_number(self.target)))
        p = self.plot
        y = self.y_of(self.target)
        mark = self.mark
        marks = [pygame.Rect(x - mark, py - mark, 2 * mark + 1, 2 * mark + 1)
                 for seat in (0, 1) for x, py in self.points(seat)]
        segments = self.segments()
        for x in (p.x + 6, p.right - 6 - w):
            for top in (y - 3 - h, y + 4):
                rect = pygame.Rect(x, top, w, h)
                if (p.contains(rect) and rect.collidelist(marks) < 0
                        and not any(rect.clipline(a, b) for a, b in segments)):
                    return rect
        return None

    def labels(self, measure: Measure) -> list[Label]:
        """The totals written next to their points, none overlapping another, a point, the
        target's label or the chart's edge: the latest rounds first (the higher total of a
        round first, above its point; the lower one below), each above or below its point,
        whichever is free, a place that crosses no line (:meth:`lines`) before one that does
        (that one on a plate: :attr:`Label.plate`); a label with no free place is left out,
        but for a final total, which also tries beside its point and else goes on a plate."""
        mark = self.mark
        bounds = pygame.Rect(self.plot.x + 1, self.plot.y - 2, self.plot.width - 1,
                             self.plot.height + 1)
        blocked = [pygame.Rect(x - mark, y - mark, 2 * mark + 1, 2 * mark + 1)
                   for seat in (0, 1) for x, y in self.points(seat)]
        target = self.target_label_rect(measure)
        if target is not None:
            blocked.append(target)
        segments = self.lines()

        def on_a_line(rect: pygame.Rect) -> bool:
            wide = rect.inflate(2, 2)  # the lines are drawn 3 px wide
            return any(wide.clipline(a, b) for a, b in segments)

        placed: list[Label] = []
        apart = max(3, self.px // 3)  # between two labels: they never read as one number
        for r in sorted(self.labelled(), reverse=True):
            mine = self.totals[r - 1]
            for seat in sorted((0, 1), key=lambda s: -mine[s]):
                if not self.changed(seat, r):
                    continue
                text = format_number(mine[seat])
                w, h = measure(text)
                x, y = self.x_at(r, seat), self.y_of(mine[seat])
                high = mine[seat] >= mine[1 - seat]
                # centred on the point, but inside the chart: at the last round of a narrow
                # chart (Hollywood's games) the final total stuck out and was left out
                left = max(bounds.x, min(x - w // 2, bounds.right - w))
                above = pygame.Rect(left, y - mark - 2 - h, w, h)
                below = pygame.Rect(left, y + mark + 2, w, h)
                places = [rect for rect in ((above, below) if high else (below, above))
                          if bounds.contains(rect)]
                if self.rounds == 1:  # beside its point, outwards: the two read apart
                    places = self.beside(x, y, w, h)[::1 if seat else -1] + places
                elif r == self.rounds:  # a final total also beside its point, to the edge
                    places += self.beside(x, y, w, h)
                others = [lab.rect for lab in placed]
                free = [rect for rect in places if rect.collidelist(blocked) < 0
                        and rect.inflate(2 * apart, 2).collidelist(others) < 0]
                clear = [rect for rect in free if not on_a_line(rect)]
                if not free and r == self.rounds:
                    # no free place: a final total is still written, on a plate over the
                    # points of earlier rounds (the computer's 174 of a long match at
                    # 640x420 was left out, its point under the player's line)
                    free = [rect for rect in places if rect.inflate(2 * apart, 2)
                            .collidelist(others) < 0][:1]
                if free:
                    rect = (clear or free)[0]
                    placed.append(Label(seat, r, text, rect, plate=not clear))
                    blocked.append(rect)
        return placed

    def beside(self, x: int, y: int, w: int, h: int) -> list[pygame.Rect]:
        """Places right and left of the point at (``x``, ``y``) for a label ``w`` x ``h``,
        inside the chart's area (right of the plot there is a margin), below the legend and
        above the x axis."""
        gap = self.mark + 3
        room = pygame.Rect(self.area.x + 2, self.area.y + int(self.px * 1.5) + 2,
                           self.area.width - 4, self.area.height)
        room.bottom = self.plot.bottom + 1
        top = min(y - h // 2, room.bottom - h)  # a total of 0: just above the x axis
        out = [pygame.Rect(x + gap, top, w, h), pygame.Rect(x - gap - w, top, w, h)]
        return [rect for rect in out if room.contains(rect) and rect.left >= self.plot.x + 1]


def fits(area: pygame.Rect, px: int, bare: bool = False) -> bool:
    """Whether a chart with text of ``px`` pixels has room in ``area`` (else none is drawn);
    a bare one needs no room for the y axis's numbers."""
    return area.height >= px * 6 and area.width >= px * (5 if bare else 8)


def draw_score_chart(
    surface: pygame.Surface, area: pygame.Rect, totals: Sequence[tuple[int, int]],
    target: int | None, px: int, names: Sequence[Text], axis: Text = ROUND_AXIS,
    high: int = 0, bare: bool = False,
) -> ScoreChart | None:
    """Paint the chart into ``area``; returns its geometry (None if the area is too small).
    ``axis`` names the x axis (a Hollywood game's chart counts its entries, not rounds);
    ``high`` and ``bare`` as :class:`ScoreChart` has them."""
    if not fits(area, px, bare):
        return None
    chart = ScoreChart(pygame.Rect(area), tuple(totals), target, px, high, bare)
    p = chart.plot
    pygame.draw.rect(surface, BACKGROUND, area, border_radius=6)
    # grid and y axis labels
    # the target's label on its line where that is free, else its number on the axis in the
    # target's colour (in place of the tick's grey one)
    spot = chart.target_label_rect(label_measure(px))
    on_axis = target if target is not None and spot is None else None
    ticks = chart.y_ticks()
    for v in ticks + ([on_axis] if on_axis is not None and on_axis not in ticks else []):
        y = chart.y_of(v)
        if v and v in ticks:
            pygame.draw.line(surface, GRID, (p.x, y), (p.right, y), 1)
        colour, bold = (TARGET_COLOUR, True) if v == on_axis else (AXIS, False)
        if not bare:
            draw_text(surface, format_number(v), (p.x - 5, y), px, colour, bold=bold,
                      anchor="midright")
    # axes
    pygame.draw.line(surface, AXIS, p.bottomleft, p.topleft, 2)
    pygame.draw.line(surface, AXIS, p.bottomleft, p.bottomright, 2)
    for r in chart.x_ticks():
        x = chart.x_of(r)
        pygame.draw.line(surface, AXIS, (x, p.bottom), (x, p.bottom + 4), 2)
        draw_text(surface, str(r), (x, p.bottom + chart.tick_gap), px, AXIS, anchor="midtop")
    if not bare:
        draw_text(surface, axis, (p.centerx, area.bottom - 2), px, AXIS, anchor="midbottom")
        draw_text(surface, POINTS_AXIS, (area.x + 4, area.y + 2), px, AXIS)
    # the target: a dashed line with its label
    if target is not None:
        y = chart.y_of(target)
        for x in range(p.x, p.right, 10):
            pygame.draw.line(surface, TARGET_COLOUR, (x, y), (min(x + 6, p.right), y), 2)
        if spot is not None:
            label = TARGET_LABEL.format(n=format_number(target))
            draw_text(surface, label, spot.topleft, px, TARGET_COLOUR, bold=True)
    # the series: lines between rounds, a mark per round, the totals as labels
    mark = chart.mark
    for seat in (0, 1):
        col = SEAT_COLOURS[seat]
        pts = chart.points(seat)
        if len(pts) >= 2:
            pygame.draw.lines(surface, col, False, pts, 3)
        for x, y in pts:
            _mark(surface, seat, (x, y), mark)
    for lab in chart.labels(label_measure(px)):
        if lab.plate:
            surface.fill(BACKGROUND, lab.rect)
        draw_text(surface, lab.text, lab.rect.topleft, px, SEAT_COLOURS[lab.seat], bold=True)
    # legend, above the plot on the right (none where the names are left out)
    if any(str(n) for n in names):
        draw_legend(surface, (area.right - 6, area.y + 2), names, px)
    return chart


def draw_legend(surface: pygame.Surface, topright: tuple[int, int], names: Sequence[Text],
                px: int) -> pygame.Rect:
    """Both seats' names with their marks, ending at ``topright``; returns the rect covered."""
    mark = max(4, px // 3)
    lx, top = topright
    covered = pygame.Rect(lx, top, 0, 0)
    for seat in (1, 0):
        s = text_surface(str(names[seat]), px, WHITE)
        rect = s.get_rect(topright=(lx, top))
        surface.blit(s, rect)
        _mark(surface, seat, (rect.x - mark - 4, rect.centery), mark)
        covered.union_ip(rect)
        covered.union_ip(pygame.Rect(rect.x - 2 * mark - 4, rect.centery - mark,
                                     2 * mark, 2 * mark))
        lx = rect.x - 2 * mark - 14
    return covered


def label_measure(px: int) -> Measure:
    """The size of a point label's text at ``px`` (bold, as drawn)."""
    f = font(px, bold=True)
    return lambda text: f.size(text)


def _mark(surface: pygame.Surface, seat: int, pos: tuple[int, int], r: int) -> None:
    """A seat's point: a circle for the player, a square for the computer. The circle is
    smoothed: drawn plainly at the smallest radius (4 px, 1024x600) it looked like a diamond."""
    col = SEAT_COLOURS[seat]
    if SEAT_MARKS[seat] == "circle":
        pygame.draw.aacircle(surface, col, pos, r)
        pygame.draw.aacircle(surface, (0, 0, 0), pos, r, 1)
    else:
        sq = pygame.Rect(0, 0, r * 2, r * 2)
        sq.center = pos
        pygame.draw.rect(surface, col, sq)
        pygame.draw.rect(surface, (0, 0, 0), sq, 1)
