"""Where things are on the table for one window size and one hand order: pure hit-testing.

:class:`TableGeometry` is made fresh when asked (it is cheap): the layout of the window, the
model's hand order and the engine's melds (for the gaps between them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.table.gestures import Source, Target
from ginrummy_desktop.ui.table.model import Pile, TableModel

Pos = tuple[int, int]


class TableGeometry:
    def __init__(self, layout: TableLayout, model: TableModel,
                 melds: Sequence[Iterable[Card]]) -> None:
        self.layout = layout
        self.model = model
        self.melds = melds

    def hand_positions(self) -> list[Pos]:
        """Top-left of each hand card; the chosen card is lifted a little."""
        lay, hand = self.layout, self.model.hand
        pos = lay.hand_positions(len(hand), lay.player_top, self.model.gaps(self.melds))
        lift = lay.card[1] // 7
        sel = self.model.selected
        return [(x, y - lift) if hand[i] == sel else (x, y) for i, (x, y) in enumerate(pos)]

    def opponent_positions(self, n: int) -> list[Pos]:
        return self.layout.hand_positions(n, self.layout.opponent_top, small=True)

    def card_at(self, pos: Pos) -> int | None:
        """Index of the hand card at ``pos`` (the topmost of overlapping ones)."""
        size = self.layout.card
        for i, p in reversed(list(enumerate(self.hand_positions()))):
            if pygame.Rect(p, size).collidepoint(pos):
                return i
        return None

    def pile_at(self, pos: Pos) -> Pile | None:
        if self.layout.stock_rect.collidepoint(pos):
            return Pile.STOCK
        if self.layout.discard_rect.collidepoint(pos):
            return Pile.DISCARD
        return None

    def on_knock_area(self, pos: Pos) -> bool:
        return bool(self.layout.knock_rect.collidepoint(pos))

    def pile_origin(self, pile: Pile) -> Pos:
        r = self.layout.stock_rect if pile is Pile.STOCK else self.layout.discard_rect
        return (r.x, r.y)

    def insert_index(self, x: int) -> int:
        """Where a card dropped at ``x`` goes in the hand."""
        cw = self.layout.card[0]
        positions = self.hand_positions()
        for i, (px, _) in enumerate(positions):
            if x < px + cw // 2:
                return i
        return len(positions)

    def target(self, source: Source, pos: Pos) -> Target | None:
        """The drop target under ``pos`` for a drag from ``source``; the discard pile is a
        little larger than it looks (KDE's "overlaps most" in practice)."""
        lay = self.layout
        grow = lay.card[0] // 3
        if source is Source.HAND:
            if lay.discard_rect.inflate(grow, grow).collidepoint(pos):
                return Target.DISCARD
            if lay.knock_rect.collidepoint(pos):
                return Target.KNOCK
        if lay.hand_rect.collidepoint(pos):
            return Target.HAND
        return None
