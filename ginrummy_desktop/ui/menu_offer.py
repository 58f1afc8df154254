"""Where the main menu's tutorial offer goes: a panel under the entries, its sentence, then
its two buttons side by side at its bottom right (``scenes/menu.py`` shows it to a new player)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.screen import label_px
from ginrummy_desktop.ui.widgets import text_width, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.menu import MenuScene

NEW_PLAYER = N_("New to Gin Rummy? The tutorial deals a prepared round and shows you each "
                "step, from the first draw to the score.")


def place_offer(menu: MenuScene, size: tuple[int, int], lh: int) -> None:
    """The offer's two buttons side by side at the bottom right of its panel, each as wide as
    its label needs (``lh`` high); hidden where the menu shows no offer."""
    rect = offer_rect(menu)
    pad = gap_px(size, 14)
    right = rect.right - pad
    for b in reversed(menu.offer_buttons):
        b.visible = menu.showing_offer()
        bw = max(font_px(size, 120), text_width(b.label, label_px(size)) + 2 * pad)
        b.rect = pygame.Rect(right - bw, rect.bottom - lh - pad * 2 // 3, bw, lh)
        right = b.rect.x - pad // 2


def offer_rect(menu: MenuScene) -> pygame.Rect:
    """The tutorial offer under the entries: its sentence, then its buttons."""
    size = menu.app.size
    px, pad = font_px(size, 15), gap_px(size, 14)

    def height(width: int) -> int:
        lines = len(wrap(NEW_PLAYER, px, width - 2 * pad))
        return 2 * pad + lines * int(px * 1.32) + int(px * 0.6) + font_px(size, 42)

    return menu._under_entries(700, height)
