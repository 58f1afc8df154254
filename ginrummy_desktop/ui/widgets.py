"""Text and small widgets. Every label is :data:`~ginrummy_desktop.i18n.Text` (a plain
already-translated ``str`` or a lazy marker) and is resolved with ``str()`` when drawn, so a
language switch shows on the next frame.

* :func:`font` - DejaVu Sans (``assets.font_path()``) at a pixel size, cached.
* :func:`text_surface` / :func:`draw_text` - rendered text, cached by (text, size, colour).
* :class:`Button` - a rectangle with a lazy label, an optional key, enabled/visible flags and
  a callback; ``handle(intent)`` returns True when it consumed a click.
* :func:`draw_panel` - a translucent rounded panel for overlays.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from ginrummy_desktop.assets import font_path
from ginrummy_desktop.i18n import Text
from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, MOVE, Intent, Key, Pointer

Color = tuple[int, int, int] | tuple[int, int, int, int]

WHITE = (245, 245, 240)
TEXT_DARK = (30, 30, 30)
FELT = (22, 96, 58)
FELT_DARK = (15, 70, 42)
GOLD = (235, 196, 80)
HIGHLIGHT = (255, 230, 90)
RED = (220, 70, 60)
MELD_COLORS = [(90, 170, 255), (255, 150, 60), (200, 110, 255),
               (80, 220, 160), (250, 105, 140), (225, 225, 215)]
"""Meld marks. A hand has at most three melds: the lay-off review gives the player the first
three and the computer the last three, so no colour stands for melds of both hands."""

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: OrderedDict[tuple[str, int, Color, bool], pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 600


def reset_caches() -> None:
    """Forget fonts and rendered text (after ``pygame.quit()``/``init()`` fonts are invalid)."""
    _fonts.clear()
    _texts.clear()


def font(px: int, bold: bool = False) -> pygame.font.Font:
    key = (px, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(str(font_path(bold)), px)
        _fonts[key] = f
    return f


def text_surface(text: Text, px: int, color: Color = WHITE, bold: bool = False) -> pygame.Surface:
    s = str(text)
    key = (s, px, color, bold)
    surf = _texts.get(key)
    if surf is None:
        surf = font(px, bold).render(s, True, color)
        _texts[key] = surf
        if len(_texts) > _TEXT_CACHE_MAX:
            _texts.popitem(last=False)
    else:
        _texts.move_to_end(key)
    return surf


def draw_text(
    surface: pygame.Surface, text: Text, pos: tuple[int, int], px: int,
    color: Color = WHITE, bold: bool = False, anchor: str = "topleft",
) -> pygame.Rect:
    """Draw one line; ``anchor`` is a pygame.Rect attribute name ("center", "midtop", ...)."""
    surf = text_surface(text, px, color, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def wrap(text: Text, px: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels."""
    f = font(px, bold)
    lines: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            cand = word if not line else line + " " + word
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, color: Color = (10, 30, 20, 215),
    border: Color = GOLD, radius: int = 12,
) -> None:
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, color, panel.get_rect(), border_radius=radius)
    surface.blit(panel, rect)
    pygame.draw.rect(surface, border, rect, 2, border_radius=radius)


def dim(surface: pygame.Surface, alpha: int = 120) -> None:
    """Darken the whole surface (behind a modal overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


class Button:
    """A clickable labelled rectangle. Place it by setting ``rect`` (scenes lay out on resize).

    ``label`` is Text (lazy or str); ``key`` an optional pygame key constant that presses it;
    ``on_click`` is called with no arguments.
    """

    def __init__(
        self, label: Text, on_click: Callable[[], object], key: int | None = None,
        rect: pygame.Rect | None = None, enabled: bool = True, visible: bool = True,
        primary: bool = False,
    ) -> None:
        self.label = label
        self.on_click = on_click
        self.key = key
        self.rect = rect or pygame.Rect(0, 0, 160, 40)
        self.enabled = enabled
        self.visible = visible
        self.primary = primary
        self.hover = False
        self.focused = False

    @property
    def active(self) -> bool:
        return self.enabled and self.visible

    def handle(self, intent: Intent) -> bool:
        """Consume a click on the button or its key; returns True when it did."""
        if isinstance(intent, Pointer):
            if intent.kind == MOVE:
                self.hover = self.rect.collidepoint(intent.pos)
                return False
            if intent.kind in (CLICK, DOUBLE_CLICK) and self.rect.collidepoint(intent.pos):
                if self.active:
                    self.on_click()
                return self.visible
        elif isinstance(intent, Key) and self.key is not None and intent.key == self.key:
            if self.active:
                self.on_click()
                return True
        return False

    def press(self) -> None:
        if self.active:
            self.on_click()

    def draw(self, surface: pygame.Surface, px: int | None = None) -> None:
        if not self.visible:
            return
        px = px or max(11, int(self.rect.height * 0.42))
        if not self.enabled:
            bg, fg = (60, 70, 64), (150, 150, 150)
        elif self.primary:
            bg, fg = ((250, 210, 100) if self.hover else GOLD), TEXT_DARK
        else:
            bg, fg = ((70, 120, 95) if self.hover else (40, 90, 65)), WHITE
        radius = max(4, self.rect.height // 5)
        pygame.draw.rect(surface, bg, self.rect, border_radius=radius)
        border = HIGHLIGHT if self.focused else (20, 40, 30)
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=radius)
        label = str(self.label)
        surf = text_surface(label, px, fg)
        if surf.get_width() > self.rect.width - 8:  # shrink long translations to fit
            px = max(9, int(px * (self.rect.width - 8) / surf.get_width()))
            surf = text_surface(label, px, fg)
        surface.blit(surf, surf.get_rect(center=self.rect.center))


def layout_column(
    buttons: list[Button], center_x: int, top: int, width: int, height: int, gap: int
) -> None:
    """Stack visible buttons vertically, centred on ``center_x``."""
    y = top
    for b in buttons:
        if not b.visible:
            continue
        b.rect = pygame.Rect(center_x - width // 2, y, width, height)
        y += height + gap


def layout_row(
    buttons: list[Button], left: int, top: int, height: int, gap: int, px: int,
    pad: int = 14,
) -> int:
    """Place visible buttons in a row, each as wide as its label; returns the right edge."""
    x = left
    for b in buttons:
        if not b.visible:
            continue
        w = text_surface(str(b.label), px).get_width() + 2 * pad
        b.rect = pygame.Rect(x, top, w, height)
        x += w + gap
    return x
