"""A note at the foot of a screen (the menu's: another window has the match, the settings
could not be saved), wrapped and centred: in one line a damaged match's note ran off both
edges of the menu (800x520 German)."""

from __future__ import annotations

import pygame

from ginrummy_desktop.i18n import Text
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.widgets import GOLD, draw_text, wrap_even


def draw_foot_note(surface: pygame.Surface, text: Text) -> None:
    """``text`` in gold at the foot of ``surface``, wrapped to its width, each line centred."""
    w, h = surface.get_size()
    px = font_px((w, h), 15)
    lines = wrap_even(text, px, w - 40)
    step, bottom = int(px * 1.32), h - font_px((w, h), 12)
    for i, line in enumerate(lines):
        draw_text(surface, line, (w // 2, bottom - (len(lines) - 1 - i) * step), px, GOLD,
                  anchor="midbottom")
