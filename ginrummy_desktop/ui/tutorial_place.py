"""Where the tutorial's panel goes over the lay-off review and the score board: inside them,
clear of what they show.

At the bottom-left of the window it crossed their lower-left borders at every size (both fill
all but a margin: at 640x420 the panel covered the corner and the border under it). On the
lay-off review it stands inside the border, left of Done and under the player's deadwood line
(over the review's own line of instructions, which the tutorial's words replace); on the score
board in its left column under the sheet (the tutorial is one round: a few lines), clear of
the chart and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.widgets import font

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scene import Scene
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene


def on_scene(top: Scene | None, height_at: Callable[[int], int],
             width: int) -> pygame.Rect | None:
    """The panel's place over the scene ``top`` (its height at a width: ``height_at``; at
    most ``width`` wide); None where the window's bottom-left does (no such scene, or no
    room in it)."""
    if top is not None and top.name == "scoreboard":
        return under_sheet(top, height_at)
    if top is not None and top.name == "layoff_review":
        return in_review(top, height_at, width)
    return None


def in_review(top: Scene, height_at: Callable[[int], int], width: int) -> pygame.Rect | None:
    """Inside the lay-off review's border, left of Done, its bottom on Done's bottom line
    and its top under the player's deadwood line; None if it does not fit."""
    review: LayoffReviewScene = top  # type: ignore[assignment]
    r = review.panel()
    gap = gap_px(review.app.size, 10)
    done = review.done_button.rect
    x = r.x + gap
    width = min(width, done.left - gap - x)
    height = height_at(width)
    bottom = min(done.bottom, r.bottom - gap // 2)
    px = font_px(review.app.size, 18)  # the deadwood line under the player's cards
    line = review.seat_top(HUMAN) + review.card_size()[1] + 16 + font(px).get_height() + 4
    if bottom - height < line:
        return None
    return pygame.Rect(x, bottom - height, width, height)


def under_sheet(top: Scene, height_at: Callable[[int], int]) -> pygame.Rect | None:
    """On the score board: the sheet's column, its bottom on the buttons' bottom line, its top
    below the sheet's total; None when the column has no room."""
    board: ScoreboardScene = top  # type: ignore[assignment]
    area, small = board.sheet_area()
    row_h = int(small * 1.5)
    title = len(board.sheet.title(area, small))
    sheet_end = area.y + (title + 3 + len(board.sheet_rows())) * row_h + 10
    height = height_at(area.width)
    gap = gap_px(board.app.size, 10)
    bottom = board.close_button.rect.bottom
    if bottom - height < sheet_end + gap:
        return None
    return pygame.Rect(area.x, bottom - height, area.width, height)
