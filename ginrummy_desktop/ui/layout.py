"""Geometry that scales with the window: card size, the table's areas, font sizes.

Everything is computed from the window size alone (pure functions, no pygame state), so a
resize only means building a new :class:`TableLayout`. Hit-testing is plain rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import pygame

from ginrummy_desktop.ui.card_index import index_right

CARD_ASPECT = 336 / 240  # height / width of the card faces
MARK_OUT = 2
"""How far outside a card its outline (the mark of a new top discard, the hover) reaches."""
TALL = 1.3
"""Height over width from which a tall window's cards are as large as the hand of eleven
allows (``TableLayout.card``): at 900x1200 the cards followed the width alone (94 px of 900)
between two empty bands of felt some 300 px high each."""
TALL_FROM = 1.0
"""Height over width from which the table is laid out for a tall window (``TableLayout.tall``);
up to ``TALL`` its cards grow with the height. They jumped from a width's 8.4th to its 6.6th
at ``TALL`` while the window was resized (900x1150 to 900x1200: 107 to 136 px)."""


def scale(size: tuple[int, int]) -> float:
    """A UI scale factor: 1.0 at 1280x800, smaller in a small window."""
    w, h = size
    return max(0.45, min(w / 1280, h / 800))


def band(size: tuple[int, int]) -> tuple[int, int]:
    """The top and height of the part of a window that a screen laid out by proportions of
    its height fills: the whole window, or in a window over a quarter taller than 1280x800's
    shape the middle of it, as high as the UI scale allows (the main menu at 660x900 stood in
    the top half, its lower half empty). A little taller keeps the whole height: 640x420, the
    smallest window, needs every pixel.

    >>> band((1280, 800)), band((660, 900)), band((1500, 560)), band((640, 420))
    ((0, 800), (244, 412), (0, 560), (0, 420))
    """
    h = size[1]
    height = round(800 * scale(size))
    if h <= height * 5 // 4:
        return 0, h
    return (h - height) // 2, height


def band_y(size: tuple[int, int], fraction: float) -> int:
    """The height ``fraction`` down the :func:`band` of a window of ``size``."""
    top, height = band(size)
    return top + int(height * fraction)


def font_px(size: tuple[int, int], base: int) -> int:
    """A font size in pixels for text that is ``base`` px at 1280x800."""
    return max(10, round(base * scale(size)))


def gap_px(size: tuple[int, int], base: int) -> int:
    """A distance in pixels that is ``base`` px at 1280x800: unlike :func:`font_px` it has
    no 10 px floor (an offset given as a font size kept 10 px in a small window and put a
    subtitle onto its title)."""
    return round(base * scale(size))


@dataclass(frozen=True)
class TableLayout:
    """The table's areas for one window size. Its measures (numbers and sizes) are worked
    out once per object (``cached_property``: the table asked for the card size some 460
    times a frame); its rectangles are built anew on each call, as callers may move them."""

    size: tuple[int, int]
    large: bool = False
    """The "large cards" setting: cards about a quarter bigger, the hand still fits."""

    @property
    def w(self) -> int:
        return self.size[0]

    @property
    def h(self) -> int:
        return self.size[1]

    @cached_property
    def tall(self) -> bool:
        """A window much taller than wide (``TALL``): the row of the piles and the knock area
        is centred and the round's lines stand above it (``info_area``), so the cards grow
        as far as the hand of eleven allows, into the height the bands took."""
        return self.h >= self.w * TALL_FROM

    @cached_property
    def card(self) -> tuple[int, int]:
        """Card size in pixels: fits 11 overlapping cards across and 3 rows down (large
        cards: less room between the rows, never wider than a quarter of the window, so
        eleven of them still overlap legibly)."""
        if self.tall:  # the row of the piles is centred: its five cards' width and the hand
            # allow a 6.6th of the width (6.0 large), reached at TALL from the usual 8.4th
            t = min(1.0, (self.h / self.w - TALL_FROM) / (TALL - TALL_FROM))
            wide, narrow = (6.0, 8.2) if self.large else (6.6, 8.4)
            cw = min(self.w / (narrow + (wide - narrow) * t),
                     self.h / (4.05 if self.large else 4.6) / CARD_ASPECT)
        elif self.large:  # the computer's backs shrink to make room (see opp_card)
            cw = min(self.w / 8.2, self.h / 4.05 / CARD_ASPECT)
        else:
            cw = min(self.w / 8.4, self.h / 4.6 / CARD_ASPECT)
        cw = max(36, int(cw))
        return cw, int(cw * CARD_ASPECT)

    @cached_property
    def text_size(self) -> tuple[int, int]:
        """The window size the words on the table are sized for (``font_px``): a tall
        window's words grow as its cards did beyond the width's 8.4th (they stayed at the
        width's size beside cards a quarter larger and looked small, 900x1200); the
        buttons' row and the lines beside the computer's hand keep the width's size."""
        if not self.tall:
            return self.size
        grown = self.card[0] / (self.w / (8.2 if self.large else 8.4))
        return int(self.w * max(1.0, grown)), self.h

    @cached_property
    def margin(self) -> int:
        return max(6, int(self.card[0] * 0.15))

    @cached_property
    def hand_step(self) -> int:
        """Horizontal distance between neighbouring cards in a hand of 11 (with group gaps)."""
        cw = self.card[0]
        return int(min(cw * 0.62, (self.w - 2 * self.margin - cw) / 12))

    @cached_property
    def opp_card(self) -> tuple[int, int]:
        """The opponent's face-down cards are drawn smaller (half size beside large
        cards)."""
        cw, ch = self.card
        f = 0.5 if self.large else 0.72
        return int(cw * f), int(ch * f)

    @cached_property
    def review_card(self) -> tuple[int, int]:
        """Cards in the lay-off review (both hands side by side)."""
        cw, ch = self.card
        return int(cw * 0.82), int(ch * 0.82)

    @property
    def sizes(self) -> set[tuple[int, int]]:
        """Every card size the table's scenes draw at this window size."""
        return {self.card, self.opp_card, self.review_card}

    @cached_property
    def meld_gap(self) -> int:
        """The small gap between two melds in the player's hand."""
        return max(4, self.card[0] // 6)

    def player_step(self, n: int, gaps: int) -> int:
        """Distance between neighbouring cards of the player's hand: the cards overlap only
        as much as the window needs for eleven of them (so the hand does not close up when
        a card is drawn) with ``gaps`` meld gaps, and never sit further apart than a card
        and a sliver."""
        cw = self.card[0]
        room = self.w - 2 * self.margin - cw - self.meld_gap * gaps
        return max(4, min(cw + max(2, cw // 16), room // (max(n, 11) - 1)))

    def hand_positions(
        self, n: int, top: int, gaps: tuple[int, ...] = (), small: bool = False,
        within: int | None = None, keep_gaps: bool = False,
    ) -> list[tuple[int, int]]:
        """Top-left corners of ``n`` cards centred across the window at height ``top``;
        ``gaps`` are indices before which a small gap separates meld groups; ``small`` lays
        out the opponent's smaller cards (overlapping by a fixed step), its gaps narrowed
        (to a twelfth of a card at least) where the row would be wider than ``within``;
        ``keep_gaps``: its cards closer together first (to a fifth of a card), each group's
        last card still whole."""
        if small:  # the computer's hand; shown face up, a group's last card shows whole
            step, cw = int(self.hand_step * (0.5 if self.large else 0.72)), self.opp_card[0]
            least = max(4, cw // 12)
            gap = cw - step + least
            count = sum(1 for i in gaps if 0 < i < n)
            if keep_gaps and within is not None and n > 1 \
                    and cw + step * (n - 1) + gap * count > within:
                step = max(cw // 5, (within - cw - gap * count) // (n - 1))
            if within is not None and count and cw + step * (n - 1) + gap * count > within:
                gap = max(least, (within - cw - step * (n - 1)) // count)
        else:
            gap = self.meld_gap
            step, cw = self.player_step(n, sum(1 for i in gaps if 0 < i < n)), self.card[0]
        extra = [gap if i in gaps and i > 0 else 0 for i in range(n)]
        width = cw + step * max(n - 1, 0) + sum(extra)
        x = (self.w - width) // 2
        out = []
        for i in range(n):
            x += extra[i]
            out.append((x, top))
            x += step
        return out

    @cached_property
    def player_top(self) -> int:
        return self.h - self.card[1] - int(self.h * 0.13)

    @cached_property
    def opponent_top(self) -> int:
        """The computer's hand (and the lines beside it); a window over six and a half cards high
        for its width (tall, 1080x1920) keeps half the rest above it, so the bands between
        the hands and the piles stay closed up."""
        top = self.margin + int(self.h * 0.03)
        if self.tall:
            top += max(0, self.h - int(self.card[1] * 6.5)) // 2
        return top

    @cached_property
    def middle_top(self) -> int:
        """Top of the stock and the discard pile: centred between the hands (a tall window:
        between the round's lines above them and the player's hand), leaving room under
        them for their labels and the message line."""
        top = self.opponent_top + self.opp_card[1]
        if self.tall:  # the round's lines stand above the piles (``info_area``)
            top += self.margin * 2 + int(font_px(self.text_size, 16) * 1.5 * 6.5)
        mid = (top + self.player_top) // 2
        return mid - self.card[1] // 2 - self.card[1] // 7

    @property
    def stock_rect(self) -> pygame.Rect:
        """The stock: a third of a card left of the middle (a tall window: the row of the
        stock, the discard pile and the knock area centred)."""
        cw, ch = self.card
        x = self.w // 2 - cw - cw // 3
        if self.tall:
            row = cw + 2 * (cw // 3) + 2 * cw + int(cw * 1.5)
            x = (self.w - row) // 2
        return pygame.Rect(x, self.middle_top, cw, ch)

    @property
    def discard_rect(self) -> pygame.Rect:
        cw, ch = self.card
        return pygame.Rect(self.stock_rect.x + cw + 2 * (cw // 3), self.middle_top, cw, ch)

    @cached_property
    def discard_fan(self) -> tuple[int, int]:
        """How far apart the older discards peek out left of the top one, and how many of
        them fit between the stock and the pile (at most four).

        Each shows its whole corner index: the strip is the index's width and the outline
        that marks a new top card (:data:`MARK_OUT` px outside it) and a pixel more (at
        640x420 the old sixth of a card left 8 px, of which the mark took the index's
        right half: a 6 of clubs read as a 6 of nothing). Where that is wider than a sixth
        of a card, fewer older cards are shown: three at 640x420 and 800x520.
        """
        cw, ch = self.card
        step = max(6, cw // 6, index_right((cw, ch)) + MARK_OUT + 1)
        room = self.discard_rect.left - self.stock_rect.right
        return step, max(1, min(4, room // step))

    @property
    def knock_rect(self) -> pygame.Rect:
        """The knock area, right of the discard pile."""
        cw, ch = self.card
        d = self.discard_rect
        return pygame.Rect(d.right + cw, d.top - ch // 10, int(cw * 1.5), ch + ch // 5)

    @property
    def hand_rect(self) -> pygame.Rect:
        """Where a drop counts as 'into the hand'."""
        cw, ch = self.card
        top = self.player_top - ch // 3
        return pygame.Rect(0, top, self.w, self.h - top)

    @cached_property
    def status_y(self) -> int:
        """Baseline area under the hand (deadwood line)."""
        return self.player_top + self.card[1] + self.margin

    @property
    def side_panel(self) -> pygame.Rect:
        """Left of the stock: turn, dealer, score (a tall window: nothing, no width; they
        stand above the piles, ``info_area``)."""
        s = self.stock_rect
        x = self.margin * 2
        if self.tall:
            return pygame.Rect(x, s.top, 0, s.height)
        return pygame.Rect(x, s.top, max(80, s.left - x - self.card[0] // 2), s.height)

    @property
    def info_area(self) -> pygame.Rect:
        """Where the round's lines stand: the side panel, or in a tall window the left half
        above the piles, under the computer's hand (the piles' row is centred there; beside
        the stock the lines had some 60 px at 900x1200)."""
        if not self.tall:
            return self.side_panel
        x = self.margin * 2
        top = self.opponent_top + self.opp_card[1] + self.margin * 2
        return pygame.Rect(x, top, self.w // 2 - x, max(0, self.stock_rect.top - top))


def table_layout(size: tuple[int, int], settings: object) -> TableLayout:
    """The table's layout for a window size and the player's card-size setting: one object
    per size and setting, so its measures are worked out once, not in every frame."""
    return _layout(tuple(size), getattr(settings, "card_size", "normal") == "large")


@lru_cache(maxsize=8)
def _layout(size: tuple[int, int], large: bool) -> TableLayout:
    return TableLayout(size, large=large)
