"""Where the tutorial's panel goes over the lay-off review and the score board: inside them,
clear of what they show; on the welcome step between the two hands; and what each step
outlines on the table.

At the bottom-left of the window it crossed their lower-left borders at every size (both fill
all but a margin: at 640x420 the panel covered the corner and the border under it). On the
lay-off review it stands inside the border, left of Done and under the player's deadwood line
(over the review's own line of instructions, which the tutorial's words replace); on the score
board in its left column under the sheet (the tutorial is one round: a few lines), clear of
the chart and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.widgets import font

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.ui.scene import Scene
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
    from ginrummy_desktop.ui.scenes.table import TableScene


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


def between_hands(table: TableScene, height_at: Callable[[int], int],
                  width: int) -> pygame.Rect | None:
    """The welcome step's place: between the computer's cards and the player's, between the
    table's left column (round, dealer, score) and its right one (the upcard's prompt and
    buttons), over the piles; None if it does not fit there. The welcome names both hands,
    and at the top, where the other steps stand, the panel covered the computer's cards at
    every window size."""
    lay = table.layout
    gap = gap_px(table.app.size, 8)
    top = lay.opponent_top + lay.opp_card[1] + gap
    bottom = lay.player_top - gap
    left = lay.side_panel.right  # "Round 1", the dealer and the score stay readable
    right = lay.knock_rect.left - int(lay.knock_rect.width * 0.15) - lay.margin
    width = min(width, right - left)
    height = height_at(width)
    if height > bottom - top:
        return None
    x = min(max(left, (lay.w - width) // 2), right - width)
    return pygame.Rect(x, top + (bottom - top - height) // 2, width, height)


def step_targets(table: TableScene, key: str, cards: Mapping[str, Card]) -> list[pygame.Rect]:
    """What the step ``key`` is about, outlined on the table: both hands (welcome), the two
    piles (piles), the Pass button, a pile, or the card to throw (``cards``: by step) and
    where it goes."""
    lay = table.layout
    if key == "welcome":
        out = []
        for places, size in ((table.opponent_positions(table.view.opponent_hand_size),
                              lay.opp_card), (table.hand_positions(), lay.card)):
            if places:
                first = pygame.Rect(places[0], size)
                out.append(first.union(pygame.Rect(places[-1], size)))
        return out
    if key == "piles":
        return [lay.stock_rect, lay.discard_rect]
    if key == "pass":
        return [table.buttons["pass"].rect]
    if key == "draw":
        return [lay.stock_rect]
    if key == "take":
        return [lay.discard_rect]
    if key in cards:
        card = cards[key]
        out = [lay.discard_rect if key == "discard" else lay.knock_rect]
        if card in table.hand:
            x, y = table.hand_positions()[table.hand.index(card)]
            out.append(pygame.Rect(x, y, *lay.card))
        return out
    return []
