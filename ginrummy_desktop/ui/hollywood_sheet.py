"""The Hollywood part of the scoring board: the three games side by side (which are open,
both players' points, each closed game's bonuses, the totals) and, at the end of the match,
one small chart per game with a single legend where the charts are too narrow for their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ginrummy_desktop.engine import HollywoodGame, Match
from ginrummy_desktop.i18n import N_, Text, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.chart import (
    AXIS,
    TARGET_COLOUR,
    TARGET_LABEL,
    ScoreChart,
    draw_legend,
    draw_score_chart,
    fits,
)
from ginrummy_desktop.ui.chart_scale import running_totals
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text, font
from ginrummy_desktop.ui.widgets import fit as clip

# TRANSLATORS: Hollywood scoring: one of the three games on the score sheet
GAME_N = N_("Game {n}")
GAME_OPEN = N_("open")
GAME_CLOSED = N_("closed")
HOLLYWOOD_SHEET = N_("Hollywood: three games to {n}")
BONUSES = N_("Bonuses")
# TRANSLATORS: the x axis of a Hollywood game's chart: the n-th score entered in that game
# (a round won may be entered in several games, so it is not the match's round number)
ENTRY_AXIS = N_("Entry")
SUM = N_("Sum")
SHORT_STATUS = {True: "\u2713", False: ""}
"""A game's status where its word does not fit: closed a check mark, open nothing."""
GAP = 8
"""Pixels between the three charts."""


MIN_PX = 9
"""The smallest text size of the sheet."""
LABEL_SHARE = 0.36
"""The label column's share of the width, where the cells leave that much."""
LABEL_GAP = 6
CELL_GAP = 8
"""Pixels kept free right of the widest label and left of the widest cell, at the least."""


HEADS_GIVE = 2
"""How many pixels the text may shrink to keep the full headers ("Game 1" ... "Sum")."""


def cell_gap(px: int) -> int:
    """The room left of the widest cell at text size ``px``: about a wide letter's (8 pixels
    at 1920x1080 read "Game 1 Game 2 Game 3" as one heading)."""
    return max(CELL_GAP, 2 * px // 3)


@dataclass(frozen=True)
class SheetLayout:
    """How the sheet fits its width: text size, column widths and the rows as drawn."""

    px: int
    label_w: int
    cell_w: int
    rows: list[tuple[str, list[str]]]
    clipped: bool = False  # the labels are cut to their column (nothing else fitted)


def short_headers(rows: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    """The rows with the games' headers as bare numbers and the sum as a sigma, for a
    window too narrow for "Game 1" ... "Sum" (the sheet's title names the games)."""
    label, cells = rows[0]
    short = [str(n) for n in range(1, len(cells))] + ["\u03a3"]
    return [(label, short), *rows[1:]]


def sheet_layout(rows: list[tuple[str, list[str]]], px: int, width: int) -> SheetLayout:
    """``fitted_layout`` of these rows (the board draws the sheet every frame: the sizes are
    tried once for each set of texts and width)."""
    return fitted_layout(tuple((label, tuple(cells)) for label, cells in rows), px, width)


@lru_cache(maxsize=32)
def fitted_layout(rows: tuple[tuple[str, tuple[str, ...]], ...], px: int,
                  width: int) -> SheetLayout:
    """The largest text size up to ``px`` (at least ``MIN_PX``) at which every label and
    cell fits its column with a gap to the next: first with the full headers (down to
    ``HEADS_GIVE`` pixels smaller), then with ``short_headers``. The label column takes
    ``LABEL_SHARE`` of ``width`` where the cells leave that much, else what the widest label
    needs; the cells share the rest."""
    table = [(label, list(cells)) for label, cells in rows]
    # the full headers only at about the size asked: at 1280x800 a round's sheet took
    # them at 9 px beside the round's 14 px lines, where "1 2 3 Σ" fitted at 14
    for use, least in ((table, max(MIN_PX, px - HEADS_GIVE)),
                       (short_headers(table), MIN_PX)):
        n = len(use[0][1])
        for size in range(px, least - 1, -1):
            f = font(size, bold=True)
            label = max(f.size(text)[0] for text, _ in use) + LABEL_GAP
            cell = _widest_cell(use, f) + cell_gap(size)
            if label + n * cell <= width:
                label_w = max(label, min(int(width * LABEL_SHARE), width - n * cell))
                return SheetLayout(size, label_w, (width - label_w) // n, use)
    use = short_headers(table)  # the smallest window: the cells fit, the labels are cut
    n = len(use[0][1])
    cell = _widest_cell(use, font(MIN_PX, bold=True)) + cell_gap(MIN_PX)
    label_w = max(width - n * cell, width // 5)
    return SheetLayout(MIN_PX, label_w, (width - label_w) // n, use, clipped=True)


def _widest_cell(rows: list[tuple[str, list[str]]], f: pygame.font.Font) -> int:
    """The widest cell of the sheet, but for the open / closed row (``status_px`` makes its
    words smaller where they do not fit)."""
    return max(f.size(c)[0] for i, (_, cells) in enumerate(rows) if i != 1 for c in cells)


def title_px(title: str, px: int, width: int) -> int:
    """The sheet's title size: ``px``, smaller where the title would be wider than
    ``width`` (at least ``MIN_PX``)."""
    while px > MIN_PX and font(px, bold=True).size(title)[0] > width:
        px -= 1
    return px


def games_rows(match: Match) -> list[tuple[str, list[str]]]:
    """The Hollywood sheet as text: a row per line (label, one cell per game and the sum):
    each game open or closed, both players' points, each closed game's bonuses, totals."""
    games = match.hollywood_games
    f = match.final
    rows: list[tuple[str, list[str]]] = [
        ("", [str(GAME_N.format(n=g.number)) for g in games] + [str(SUM)]),
        ("", [str(GAME_CLOSED if g.closed else GAME_OPEN) for g in games] + [""]),
    ]
    for seat, name in ((HUMAN, T.YOU), (1 - HUMAN, T.OPPONENT)):
        rows.append((str(name), [format_number(g.points[seat]) for g in games]
                     + [format_number(f.round_points[seat])]))
    for seat, name in ((HUMAN, T.YOU), (1 - HUMAN, T.OPPONENT)):
        cells = []
        for g in games:
            if g.final is None:
                cells.append("\u2013")
            else:
                gf = g.final
                cells.append(format_number(gf.game_bonus[seat] + gf.box_bonus[seat]
                                           + gf.shutout_bonus[seat]))
        extra = f.game_bonus[seat] + f.box_bonus[seat] + f.shutout_bonus[seat]
        rows.append((f"{BONUSES} \u00b7 {name}", cells + [format_number(extra)]))
    for seat, name in ((HUMAN, T.YOU), (1 - HUMAN, T.OPPONENT)):
        rows.append((f"{T.TOTAL} \u00b7 {name}",
                     [format_number(g.totals[seat]) for g in games]
                     + [format_number(f.totals[seat])]))
    return rows


def status_px(rows: list[tuple[str, list[str]]], px: int, cell_w: int) -> int:
    """The text size of the row that says which games are open or closed: smaller than the
    rest where the words would otherwise run together ("closed closed closed"), so that a
    gap of at least a third of the text size stays between them."""
    words = [c for c in rows[1][1] if c]
    while px > 8 and words and max(font(px).size(w)[0] for w in words) > cell_w - px // 3 - 8:
        px -= 1
    return px


def status_cells(words: list[str], games: Sequence[HollywoodGame], size: int, px: int,
                 cell_w: int) -> list[str]:
    """The open / closed row's cells at text size ``size``: the words, or where one of them
    does not fit even the smallest size, a check mark for each closed game and nothing for an
    open one (at 640x420 a check mark stood beside "open open", read as another state)."""
    if all(font(size).size(w)[0] <= cell_w - px // 3 - 8 for w in words):
        return words
    return [SHORT_STATUS[g.closed] for g in games] + [""] * (len(words) - len(games))


def draw_games(surface: pygame.Surface, area: pygame.Rect, px: int, match: Match,
               final: bool) -> list[pygame.Rect]:
    """Paint the sheet of the three games into ``area`` and, when the match is ``final``, its
    margin. Returns the rects of the status row's words (open / closed)."""
    title = str(HOLLYWOOD_SHEET.format(n=match.rules.target or 0))
    head = draw_text(surface, title, area.topleft, title_px(title, px, area.width), GOLD,
                     bold=True)
    fit = sheet_layout(games_rows(match), px, area.width)
    rows, px, label_w, cell_w = fit.rows, fit.px, fit.label_w, fit.cell_w
    games = match.hollywood_games
    row_h = int(px * 1.45)
    y = head.bottom + 4
    status: list[pygame.Rect] = []
    size = status_px(rows, px, cell_w)
    rows = [*rows[:1], (rows[1][0], status_cells(rows[1][1], games, size, px, cell_w)), *rows[2:]]
    for i, (label, cells) in enumerate(rows):
        if i == 1 and not any(cells):
            continue  # no game closed and no room for "open": no empty row
        bold = i == 0 or label.startswith(str(T.TOTAL))
        colour = GOLD if i < 2 else WHITE
        if fit.clipped:
            label = clip(label, px, label_w - LABEL_GAP, bold=bold)
        draw_text(surface, label, (area.x, y), px, WHITE, bold=bold)
        for k, text in enumerate(cells):
            x = area.x + label_w + k * cell_w + cell_w - 6
            rect = draw_text(surface, text, (x, y), size if i == 1 else px, colour, bold=bold,
                             anchor="topright")
            if i == 1 and text:
                status.append(rect)
        y += row_h
    if final:
        draw_text(surface, f"{T.MARGIN}: {format_number(match.final.margin)}", (area.x, y + 4),
                  px, GOLD, bold=True)
    return status


def game_chart_totals(match: Match) -> list[list[tuple[int, int]]]:
    """Both totals after each entry, per game."""
    return [running_totals([(p if s == 0 else 0, p if s == 1 else 0) for s, p in g.entries])
            for g in match.hollywood_games]


def draw_game_charts(surface: pygame.Surface, area: pygame.Rect, px: int,
                     match: Match) -> list[pygame.Rect]:
    """One chart per game side by side in ``area``, each with its title; a legend in each
    chart where it fits beside the axis labels, else one under all three, and then one y
    axis left of them for all three (one scale), whose plots take the room of the other
    two axes and of the titles (at 640x420 each plot was a finger wide beside its own
    numbers). Returns the rects of the three charts (none where ``area`` is too low)."""
    wide = (area.width - 2 * GAP) // 3 >= px * 16
    axis_w = 0 if wide else px * 3 + 6
    w = (area.width - axis_w - 2 * GAP) // 3
    names: list[Text] = [T.YOU, T.OPPONENT] if wide else ["", ""]
    below = 0 if wide else px + 8
    height = area.height - px - 4 - below
    if not fits(pygame.Rect(area.x, area.y, w, height), px, bare=not wide):
        return []  # the smallest windows: no room for a chart, so no titles without one
    totals = game_chart_totals(match)
    high = max([0] + [max(t) for game in totals for t in game])
    target = match.rules.target
    if not wide:
        legend = draw_legend(surface, (area.right - 6, area.bottom - px - 2), [T.YOU, T.OPPONENT],
                             px)
        if target is not None:
            legend = target_key(surface, legend, target, px, area.x)
        first = pygame.Rect(area.x + axis_w, area.y + px + 4, w, height)
        _shared_axis(surface, ScoreChart(first, (), target, px, high, True), legend)
    parts: list[pygame.Rect] = []
    for i, game in enumerate(totals):
        part = pygame.Rect(area.x + axis_w + i * (w + GAP), area.y + px + 4, w, height)
        draw_text(surface, GAME_N.format(n=i + 1), (part.centerx, area.y), px, GOLD,
                  bold=True, anchor="midtop")
        # a game with no entry yet: its empty plot with the target's line (a round's board
        # showed "Game 3" over nothing, read as a chart that failed to draw; 640x420)
        draw_score_chart(surface, part, game, target, px, names, ENTRY_AXIS,
                         high=0 if wide else high, bare=not wide)
        parts.append(part)
    return parts


def target_key(surface: pygame.Surface, legend: pygame.Rect, target: int, px: int,
               left: int) -> pygame.Rect:
    """A short dashed line and "Target 100" left of the legend of bare charts, where that
    fits right of ``left``: their dashed lines have no label of their own (only the axis's
    number in the target's colour), and a new player did not know what they were. Returns
    the legend's rect with the key."""
    label = str(TARGET_LABEL.format(n=format_number(target)))
    w, h = font(px).size(label)
    dash = 2 * px
    x = legend.left - px - w  # the label's left end
    if x - dash - 4 < left:
        return legend
    y = legend.centery
    rect = draw_text(surface, label, (x, y), px, TARGET_COLOUR, anchor="midleft")
    start = x - dash - 4
    for dx in (0, dash // 2):  # two dashes, as the charts' line is drawn
        pygame.draw.line(surface, TARGET_COLOUR, (start + dx, y), (start + dx + dash // 3, y), 2)
    return legend.union(pygame.Rect(x - dash - 4, rect.y, rect.right - x + dash + 4, h))


def _shared_axis(surface: pygame.Surface, chart: ScoreChart, legend: pygame.Rect) -> None:
    """The numbers of the y axis left of bare charts (the target's in its colour), and the
    x axis's name left on the legend's line where it fits."""
    p, px = chart.plot, chart.px
    marks = chart.y_ticks() + ([chart.target] if chart.target else [])
    for v in sorted(set(marks)):
        target = v == chart.target
        draw_text(surface, format_number(v), (p.x - 5, chart.y_of(v)), px,
                  TARGET_COLOUR if target else AXIS, bold=target, anchor="midright")
    if p.x + font(px).size(str(ENTRY_AXIS))[0] + px <= legend.left:
        draw_text(surface, ENTRY_AXIS, (p.x, legend.bottom), px, AXIS, anchor="bottomleft")
