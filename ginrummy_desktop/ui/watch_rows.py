"""A hand's row in "Watch again": the cards side by side, and at a round's end the defender's
grouped as the score counted them, each meld underlined in its colour and set apart from the
deadwood. In one even row its A♣ 2♣ 3♣ run looked like deadwood beside "D (defender's
deadwood after laying off): 33", which only adds up with the run as a meld (English 800x600,
Hollywood; the same after a Gin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.widgets import HIGHLIGHT, MELD_COLORS

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.ui.replay import Position
    from ginrummy_desktop.ui.sprites import CardImages


def row_groups(pos: Position, seat: int, cards: tuple[Card, ...]
               ) -> tuple[list[tuple[Card, ...]], int]:
    """``cards`` (``seat``'s row) in groups, and how many of them (the first) are melds: the
    defender's melds and then its deadwood once the round is scored
    (``RoundResult.defender_melds``, ``defender_loose``), else one group and no meld."""
    res = pos.result
    if res is None or res.defender != seat or not res.defender_melds:
        return [cards], 0
    groups = [*res.defender_melds, res.defender_loose]
    if sorted(c for g in groups for c in g) != sorted(cards):
        return [cards], 0  # not the row scored (a position before the lay-offs)
    return [g for g in groups if g], len(res.defender_melds)


def group_gap(step: int) -> int:
    """The room between two groups of a row."""
    return max(6, step // 2)


def row_width(groups: list[tuple[Card, ...]], step: int, card_w: int) -> int:
    n = sum(len(g) for g in groups)
    return card_w + step * max(0, n - 1) + group_gap(step) * max(0, len(groups) - 1)


def draw_row(surface: pygame.Surface, images: CardImages, groups: list[tuple[Card, ...]],
             melds: int, x: int, y: int, step: int, size: tuple[int, int],
             moved: Card | None) -> None:
    """The groups from ``x`` (the card just moved outlined); the first ``melds`` of them
    underlined, each in its meld colour."""
    bar_h = max(3, size[1] // 28)
    for k, group in enumerate(groups):
        start = x
        for c in group:
            draw_card(surface, images, c, (x, y), size, outline=HIGHLIGHT if c == moved else None)
            x += step
        if k < melds:  # as far as the meld shows: short of the next group's first card
            right = x - step + size[0]
            if k + 1 < len(groups):
                right = min(right, x + group_gap(step) - 4)
            draw_bar(surface, MELD_COLORS[k % len(MELD_COLORS)],
                     pygame.Rect(start, y + size[1] + 3, right - start, bar_h))
        x += group_gap(step)


def draw_bar(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect) -> None:
    """A meld's underline, rounded as the table's."""
    pygame.draw.rect(surface, colour, rect, border_radius=rect.height // 2)
