"""About: the game's name and version, and who made what under which licence (the code, the
card images, the fonts, the sounds, the libraries), with the folder holding the full texts
(``LICENSE`` and ``THIRD_PARTY_NOTICES.md``, beside the game's data in every kind of install).

Opened from the main menu; Escape or Back returns. "Open the folder" (or a click on the path)
opens that folder in the file manager; the path was drawn like a link and did nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop import __version__
from ginrummy_desktop.assets import data_root
from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import file_manager
from ginrummy_desktop.ui.input import CLICK
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen, draw_paragraphs
from ginrummy_desktop.ui.widgets import (
    GOLD,
    WHITE,
    Button,
    draw_panel,
    draw_text,
    font,
    text_width,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.input import Pointer

TITLE = N_("About")
NAME = T.GAME_NAME  # the menu's title: "Gin Rommé" in German
VERSION = N_("Version {version}")
TAGLINE = N_("Gin Rummy against the computer, in German and English.")
CREDITS: tuple[Text, ...] = (
    N_("Program: MIT licence."),
    N_("Card images: Adrian Kennard (www.me.uk/cards), dedicated to the public domain "
       "(CC0 1.0)."),
    N_("Fonts: DejaVu Sans 2.37, Bitstream Vera licence; the DejaVu changes are in the "
       "public domain."),
    N_("Sounds: made for this game, dedicated to the public domain (CC0 1.0)."),
    N_("Libraries: pygame-ce with SDL (LGPL 2.1, zlib licence), Babel (BSD), platformdirs "
       "(MIT), Python (PSF licence)."),
)
WHERE = N_("The full licence texts are in LICENSE and THIRD_PARTY_NOTICES.md in this folder:")
OPEN_FOLDER = N_("Open the folder")
OPENED = N_("The folder was opened.")
NOT_OPENED = N_("The folder could not be opened; its path is above.")
ELLIPSIS = "\u2026"


@scene("about")
class AboutScene(Screen):
    title = TITLE

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.folder = str(data_root())
        self.open_button = Button(OPEN_FOLDER, self.open_folder)
        self.path_rect = pygame.Rect(0, 0, 0, 0)  # where the path was drawn (a click opens)
        self.focus = 1  # the ring starts on Back, as before the folder's button

    def focus_order(self) -> list[Button]:
        return [self.open_button]

    def place(self, size: tuple[int, int]) -> None:
        """"Open the folder" at the right of the bottom line, as tall as Back."""
        back = self.back.rect
        width = max(back.width, text_width(OPEN_FOLDER, font_px(size, 18), True)
                    + 2 * font_px(size, 18))
        self.open_button.rect = pygame.Rect(size[0] - back.x - width, back.y, width,
                                            back.height)

    def open_folder(self) -> None:
        """The folder with the licence texts in the file manager; the line below says so."""
        opened = file_manager.open_folder(self.folder)
        self.note = str(OPENED if opened else NOT_OPENED)  # the path stands above

    def on_pointer(self, intent: Pointer) -> None:
        if intent.kind == CLICK and self.path_rect.collidepoint(intent.pos):
            self.open_folder()

    def lines(self) -> list[str]:
        """Everything the screen says below the title, in the current language."""
        return [str(NAME), VERSION.format(version=__version__), str(TAGLINE),
                *(str(c) for c in CREDITS), str(WHERE), self.folder]

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w = size[0]
        top = self.draw_title(surface)
        width = min(w - 2 * font_px(size, 24), font_px(size, 980))
        pad_x, pad_y = font_px(size, 22), font_px(size, 16)
        big, px, small = font_px(size, 30), font_px(size, 17), font_px(size, 14)
        inner_w = width - 2 * pad_x
        heights = (int(big * 1.3) + int(px * 1.5)
                   + _height([TAGLINE], px, inner_w, 0.5) + _height(CREDITS, px, inner_w, 0.35)
                   + _height([WHERE], small, inner_w, 0.2) + int(small * 1.32))
        room = self.back.rect.top - top - 12
        panel = pygame.Rect((w - width) // 2, top, width, min(room, heights + 2 * pad_y))
        panel.y += (room - panel.height) // 3  # a little above the middle
        draw_panel(surface, panel)
        inner = panel.inflate(-2 * pad_x, -2 * pad_y)
        y = inner.y
        draw_text(surface, str(NAME), (inner.centerx, y), big, GOLD, bold=True, anchor="midtop")
        y += int(big * 1.3)
        draw_text(surface, VERSION.format(version=__version__), (inner.centerx, y), px, WHITE,
                  bold=True, anchor="midtop")
        y += int(px * 1.5)
        y = draw_paragraphs(surface, [TAGLINE], pygame.Rect(inner.x, y, inner.width,
                            inner.bottom - y), px, GOLD, gap=0.5)
        y = draw_paragraphs(surface, CREDITS, pygame.Rect(inner.x, y, inner.width,
                            inner.bottom - y), px, WHITE, gap=0.35)
        y = draw_paragraphs(surface, [WHERE], pygame.Rect(inner.x, y, inner.width,
                            inner.bottom - y), small, WHITE, gap=0.2)
        self.path_rect = pygame.Rect(0, 0, 0, 0)
        if y + small <= inner.bottom:
            path = elide_start(self.folder, small, inner.width)
            draw_text(surface, path, (inner.x, y), small, GOLD)
            self.path_rect = pygame.Rect(inner.x, y, text_width(path, small, False),
                                         int(small * 1.32))
        for b in self._buttons():
            b.draw(surface)
        self.draw_note(surface)


def _height(texts: tuple[Text, ...] | list[Text], px: int, width: int, gap: float) -> int:
    """The height :func:`draw_paragraphs` takes for ``texts``."""
    return sum(len(wrap(t, px, width)) * int(px * 1.32) + int(px * gap) for t in texts)


@lru_cache(maxsize=16)
def elide_start(text: str, px: int, width: int) -> str:
    """``text``, or its end after an ellipsis, fitting ``width`` pixels (for long paths)."""
    f = font(px, False)
    if f.size(text)[0] <= width:
        return text
    cut = 1
    while cut < len(text) and f.size(ELLIPSIS + text[cut:])[0] > width:
        cut += 1
    return ELLIPSIS + text[cut:]

