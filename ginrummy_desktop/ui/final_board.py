"""The final board's totals, drawn in the score board's right column once a match is over:
both players' round points, the end bonuses the rules give (game, box, shutout), the totals
with the bonuses and the winner's margin."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Match
from ginrummy_desktop.i18n import N_, Text, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text, fit, text_width

ROUND_POINTS = N_("Round points")
SHUTOUT_BONUS = N_("Shutout bonus")
# TRANSLATORS: final board, a shutout under rules that double the winner's round points; the
# number beside it is what the doubling adds. Short: the column is narrow at 640x420.
SHUTOUT_DOUBLED = N_("Shutout: points \u00d72")


def final_rows(match: Match) -> list[tuple[Text, tuple[int, int]]]:
    """The final board's rows: (label, (the player's, the computer's)), the total last; the
    shutout's row only where there was one (a row of zeros said "Shutout: points x2 0 0");
    the round points only where bonuses make the total another number (Classic's board
    said "Round points 36 109" over "Total 36 109", 700x460)."""
    f = match.final
    rules = match.rules
    if f.totals == f.round_points:
        return [(T.TOTAL, f.totals)]
    rows: list[tuple[Text, tuple[int, int]]] = [(ROUND_POINTS, f.round_points)]
    if rules.game_bonus:
        rows.append((T.GAME_BONUS, f.game_bonus))
    if rules.box_bonus:
        rows.append((T.BOX_BONUS, f.box_bonus))
    if rules.shutout != "none" and f.shutout:  # RULES.md: doubled points, or a bonus;
        rows.append((SHUTOUT_DOUBLED if rules.shutout == "double" else SHUTOUT_BONUS,
                     f.shutout_bonus))
    rows.append((T.TOTAL, f.totals))
    return rows


def one_round(match: Match, lesson: object = None) -> bool:
    """A finished match of one round (Single round): its final board has no chart (a whole
    chart stood there for one point each, 1920x1080) and is only as tall as its lines. Not
    the tutorial's board (``lesson``): its panel stands under the sheet, in that room."""
    return (match.is_over and len(match.results) == 1 and not match.rules.hollywood
            and not lesson)


def draw_final(surface: pygame.Surface, area: pygame.Rect, px: int, match: Match) -> None:
    """The rows of :func:`final_rows` under "You" and "Computer" in ``area``, the margin
    under them; the text gets smaller (to 11 pixels) where a label would reach the numbers,
    and is cut only below that."""
    row_h = int(px * 1.45)
    cols = [area.x, area.x + int(area.width * 0.55), area.x + int(area.width * 0.8)]
    rows = final_rows(match)
    room = cols[1] - cols[0] - max(4, px // 2)
    while px > 11 and max(text_width(label, px, bold=True) for label, _ in rows) > room:
        px -= 1
    y = area.y
    heads: list[Text] = ["", T.YOU, T.OPPONENT]
    for x, h in zip(cols, heads, strict=True):
        draw_text(surface, h, (x, y), px, GOLD)
    y += row_h
    for label, (a, b) in rows:
        bold = label is T.TOTAL
        draw_text(surface, fit(label, px, room, bold=bold), (cols[0], y), px, WHITE, bold=bold)
        draw_text(surface, format_number(a), (cols[1], y), px, WHITE, bold=bold)
        draw_text(surface, format_number(b), (cols[2], y), px, WHITE, bold=bold)
        y += row_h
    draw_text(surface, f"{T.MARGIN}: {format_number(match.final.margin)}", (cols[0], y), px,
              GOLD, bold=True)
