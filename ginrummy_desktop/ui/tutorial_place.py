"""Where the tutorial's panel goes over the score board: inside it, in its left column under
the score sheet, clear of the chart and the buttons.

At the bottom-left of the window, where the panel stands over the lay-off review, it crossed
the board's lower-left border at every size (the board fills all but a margin: at 640x420 the
panel covered the corner and the border under it). The tutorial is one round: its sheet is a
few lines and the column below it is empty.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.layout import gap_px

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scene import Scene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene


def under_sheet(top: Scene | None, height_at: Callable[[int], int]) -> pygame.Rect | None:
    """The panel's place on the score board ``top`` (its height at a width: ``height_at``):
    the sheet's column, its bottom on the buttons' bottom line, its top below the sheet's
    total; None when ``top`` is no score board or the column has no room."""
    if top is None or top.name != "scoreboard":
        return None
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
