"""The final board's totals, drawn in the score board's right column once a match is over:
both players' round points, the end bonuses the rules give (game, box, shutout), the totals
with the bonuses and the winner's margin."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Match
from ginrummy_desktop.i18n import N_, Text, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text

ROUND_POINTS = N_("Round points")
SHUTOUT_BONUS = N_("Shutout bonus")


def final_rows(match: Match) -> list[tuple[Text, tuple[int, int]]]:
    """The final board's rows: (label, (the player's, the computer's)), the total last."""
    f = match.final
    rules = match.rules
    rows: list[tuple[Text, tuple[int, int]]] = [(ROUND_POINTS, f.round_points)]
    if rules.game_bonus:
        rows.append((T.GAME_BONUS, f.game_bonus))
    if rules.box_bonus:
        rows.append((T.BOX_BONUS, f.box_bonus))
    if rules.shutout != "none":
        rows.append((SHUTOUT_BONUS, f.shutout_bonus))
    rows.append((T.TOTAL, f.totals))
    return rows


def draw_final(surface: pygame.Surface, area: pygame.Rect, px: int, match: Match) -> None:
    """The rows of :func:`final_rows` under "You" and "Computer" in ``area``, the margin
    under them."""
    row_h = int(px * 1.45)
    cols = [area.x, area.x + int(area.width * 0.55), area.x + int(area.width * 0.8)]
    y = area.y
    heads: list[Text] = ["", T.YOU, T.OPPONENT]
    for x, h in zip(cols, heads, strict=True):
        draw_text(surface, h, (x, y), px, GOLD)
    y += row_h
    for label, (a, b) in final_rows(match):
        bold = label is T.TOTAL
        draw_text(surface, label, (cols[0], y), px, WHITE, bold=bold)
        draw_text(surface, format_number(a), (cols[1], y), px, WHITE, bold=bold)
        draw_text(surface, format_number(b), (cols[2], y), px, WHITE, bold=bold)
        y += row_h
    draw_text(surface, f"{T.MARGIN}: {format_number(match.final.margin)}", (cols[0], y), px,
              GOLD, bold=True)
