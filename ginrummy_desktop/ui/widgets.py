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

import re
from collections import OrderedDict
from collections.abc import Callable

import pygame

from ginrummy_desktop.assets import font_path
from ginrummy_desktop.i18n import Text
from ginrummy_desktop.ui.input import (
    CLICK,
    DOUBLE_CLICK,
    DRAG,
    DROP,
    MOVE,
    PRESS,
    Command,
    Intent,
    Key,
    Pointer,
)
from ginrummy_desktop.ui.line_break import break_lines

Color = tuple[int, int, int] | tuple[int, int, int, int]

WHITE = (245, 245, 240)
TEXT_DARK = (30, 30, 30)
FELT = (22, 96, 58)
FELT_DARK = (15, 70, 42)
GOLD = (235, 196, 80)
HIGHLIGHT = (255, 230, 90)
MARK_BLUE = (120, 190, 255)
"""The outline of a card marked otherwise than by the keyboard's yellow ring: a card laid off
in the lay-off review, the card chosen in "Try again" (both had a yellow or gold outline that
read as a second ring)."""
RED = (220, 70, 60)
MELD_COLORS = [(90, 170, 255), (255, 150, 60), (200, 110, 255),
               (80, 220, 160), (250, 105, 140), (225, 225, 215)]
"""Meld marks. A hand has at most three melds: the lay-off review gives the player the first
three and the computer the last three, so no colour stands for melds of both hands."""

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: OrderedDict[tuple[str, int, Color, bool], pygame.Surface] = OrderedDict()
_wrapped: OrderedDict[tuple[str, int, int, bool], list[str]] = OrderedDict()
_TEXT_CACHE_MAX = 600


def reset_caches() -> None:
    """Forget fonts and rendered text (after ``pygame.quit()``/``init()`` fonts are invalid)."""
    _fonts.clear()
    _texts.clear()
    _wrapped.clear()


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


def text_width(text: Text, px: int, bold: bool = False) -> int:
    """How wide ``text`` is drawn at ``px``."""
    return int(font(px, bold).size(str(text))[0])


MIN_LABEL_PX = 8
"""The smallest label a button shrinks to (the table's row lays its labels out down to it)."""


def button_px(height: int) -> int:
    """The label size of a button ``height`` pixels high (before shrinking to fit)."""
    return max(11, int(height * 0.42))


def wrap(text: Text, px: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels. A word wider than a line (a folder's
    path in a note) is broken after a path separator, or between letters where it has none.
    Remembered (the same lines are wrapped in every frame: measuring their words took a
    tenth of a frame's time); each call gets its own list."""
    key = (str(text), px, width, bold)
    lines = _wrapped.get(key)
    if lines is None:
        lines = _wrapped[key] = break_lines(key[0], font(px, bold), width)
        if len(_wrapped) > _TEXT_CACHE_MAX:
            _wrapped.popitem(last=False)
    else:
        _wrapped.move_to_end(key)
    return list(lines)


_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")


def wrap_even(text: Text, px: int, width: int, bold: bool = False) -> list[str]:
    """``text`` in as few lines within ``width`` as :func:`wrap` needs, set as a reader
    expects: broken between its sentences where that costs no line, and the lines of one
    sentence even, so no word stands alone on the last one (the knock question ended in a
    lone "5" at 800x520: "Knock with the 5 of spades? Your deadwood:" / "5")."""
    lines = wrap(text, px, width, bold)
    if len(lines) < 2:  # wrap's line: " a///" at 20 px was given back with its leading space
        return lines
    out: list[str] = []
    for para in str(text).split("\n"):
        whole = _even(para, px, width, bold)
        parts = [line for s in _SENTENCE_END.split(para) for line in _even(s, px, width, bold)]
        out += parts if len(parts) <= len(whole) else whole
    return out


def _even(text: str, px: int, width: int, bold: bool) -> list[str]:
    """``text`` wrapped at the narrowest width that needs no more lines than ``width``."""
    lines = wrap(text, px, width, bold)
    if len(lines) < 2:
        return lines
    lo, hi = 1, width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(text, px, mid, bold)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(text, px, lo, bold)


def fit(text: Text, px: int, width: int, bold: bool = False) -> str:
    """``text`` cut to ``width`` pixels with an ellipsis where it is too long."""
    s = str(text)
    f = font(px, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return s.rstrip(" ,(\u00b7") + "\u2026"


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, color: Color = (10, 30, 20, 255),
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

    ``label`` is Text (lazy or str); ``key`` an optional command of the keymap that presses it;
    ``on_click`` is called with no arguments.
    """

    def __init__(
        self, label: Text, on_click: Callable[[], object], key: Command | None = None,
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
        self.pressed = False
        """The mouse button went down on it and is still held over it."""

    @property
    def active(self) -> bool:
        return self.enabled and self.visible

    def handle(self, intent: Intent) -> bool:
        """Consume a click on the button or its key; returns True when it did."""
        if isinstance(intent, Pointer):
            inside = bool(self.rect.collidepoint(intent.pos))
            if intent.kind == MOVE:
                self.hover = inside
                self.pressed = False
                return False
            if intent.kind == PRESS:
                self.pressed = inside and self.active
                self.hover = inside
                return False
            if intent.kind == DRAG:
                self.pressed = self.pressed and inside
                return False
            if intent.kind in (CLICK, DOUBLE_CLICK, DROP):
                self.pressed = False
            if intent.kind in (CLICK, DOUBLE_CLICK) and inside:
                if self.active:
                    self.on_click()
                return self.visible
        elif isinstance(intent, Key) and self.key is not None and intent.command is self.key:
            if self.active:
                self.on_click()
                return True
        return False

    def press(self) -> None:
        if self.active:
            self.on_click()

    def state(self) -> str:
        """What the button shows: "disabled", "pressed", "hover" or "normal" (focus is drawn
        on top of any of them)."""
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        return "hover" if self.hover else "normal"

    def draw(self, surface: pygame.Surface, px: int | None = None) -> None:
        """Raised with a shadow when it can be pressed (lighter under the mouse, pushed down
        and darker while held), flat with a dashed edge when disabled; the keyboard focus is
        an extra ring around it, so no state depends on colour alone."""
        if not self.visible:
            return
        px = px or button_px(self.rect.height)
        state = self.state()
        radius = max(4, self.rect.height // 5)
        rect = self.rect.move(0, 2) if state == "pressed" else self.rect
        bg: Color
        fg: Color
        edge: Color
        if state == "disabled":
            bg, fg, edge = DISABLED_BG, DISABLED_FG, DISABLED_EDGE
        else:
            bg, fg, edge = BUTTON_COLOURS["primary" if self.primary else "plain"][state]
            if state != "pressed":  # the raised look: a soft shadow under the button
                shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
                surface.blit(shade, self.rect.move(0, max(2, self.rect.height // 14)))
        pygame.draw.rect(surface, bg, rect, border_radius=radius)
        if state == "disabled":
            dashed_rect(surface, edge, rect, max(4, rect.height // 6))
        else:
            if state != "pressed":  # a light top edge: lit from above
                top = pygame.Rect(rect.x + radius, rect.y + 2, rect.width - 2 * radius, 2)
                pygame.draw.rect(surface, _mix(bg, (255, 255, 255), 0.35), top)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)
        if self.focused:
            ring = rect.inflate(8, 8)
            pygame.draw.rect(surface, HIGHLIGHT, ring, 3, border_radius=radius + 4)
            pygame.draw.rect(surface, TEXT_DARK, ring.inflate(4, 4), 1, border_radius=radius + 6)
        label = str(self.label)
        surf = text_surface(label, px, fg)
        room = rect.width - 8
        if surf.get_width() > room:  # shrink long translations to fit
            px = max(MIN_LABEL_PX, int(px * room / surf.get_width()))
            surf = text_surface(label, px, fg)
            while surf.get_width() > room and px > MIN_LABEL_PX:  # widths are not linear in
                px -= 1                                            # the size: a size less
                surf = text_surface(label, px, fg)
        surface.blit(surf, surf.get_rect(center=rect.center))


DISABLED_BG = (48, 62, 55)
DISABLED_FG = (186, 192, 188)
"""Disabled text stays readable (contrast about 6:1 on DISABLED_BG); the flat, dashed look
says it cannot be pressed."""
DISABLED_EDGE = (140, 150, 144)
BUTTON_COLOURS: dict[str, dict[str, tuple[Color, Color, Color]]] = {
    # state: (background, text, edge); hover lights the face only: its light edge looked like
    # a second keyboard ring beside the focused entry (German 1280x800, keys and mouse)
    "plain": {
        "normal": ((40, 92, 66), WHITE, (18, 40, 28)),
        "hover": ((66, 130, 98), WHITE, (18, 40, 28)),
        "pressed": ((24, 62, 44), WHITE, (18, 40, 28)),
    },
    "primary": {
        "normal": (GOLD, TEXT_DARK, (120, 90, 20)),
        "hover": ((255, 222, 120), TEXT_DARK, (120, 90, 20)),
        "pressed": ((196, 158, 56), TEXT_DARK, (120, 90, 20)),
    },
}


def _mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def dashed_rect(surface: pygame.Surface, color: Color, rect: pygame.Rect, dash: int) -> None:
    """A dashed 2 px outline (the disabled look)."""
    x0, y0, x1, y1 = rect.left + 3, rect.top, rect.right - 4, rect.bottom - 2
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, color, (x, y0), (min(x + dash, x1), y0), 2)
        pygame.draw.line(surface, color, (x, y1), (min(x + dash, x1), y1), 2)
    for y in range(rect.top + 3, rect.bottom - 4, dash * 2):
        yy = min(y + dash, rect.bottom - 4)
        pygame.draw.line(surface, color, (rect.left, y), (rect.left, yy), 2)
        pygame.draw.line(surface, color, (rect.right - 2, y), (rect.right - 2, yy), 2)


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
