"""The main menu: a title and a column of entries.

To add an entry, append ``(lazy label, callback)`` to :meth:`MenuScene.entries`; the
callback gets no arguments (use ``self.app`` inside). Up/Down and Enter work as well as
the mouse.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Intent, Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import Scene, register_scene
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, draw_text, layout_column

TITLE = N_("Gin Rummy")
SUBTITLE = N_("against the computer")


class MenuScene(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.buttons = [Button(label, cb) for label, cb in self.entries()]
        self.focus = 0
        self._layout()

    def entries(self) -> list[tuple[Text, Callable[[], None]]]:
        return [
            (T.NEW_MATCH, lambda: self.app.new_match(seed=self.app.seed)),
            (T.QUIT, self.app.quit),
        ]

    def _layout(self) -> None:
        w, h = self.app.size
        bw, bh = font_px((w, h), 280), font_px((w, h), 52)
        layout_column(self.buttons, w // 2, int(h * 0.38), bw, bh, bh // 3)
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.primary = i == 0

    def handle(self, intent: Intent) -> None:
        self._layout()
        if isinstance(intent, Key):
            if intent.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.buttons)
            elif intent.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.buttons)
            elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].press()
            return
        for b in self.buttons:
            if b.handle(intent):
                return

    def update(self, dt: float) -> None:
        self._layout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        draw_text(surface, TITLE, (w // 2, int(h * 0.14)), font_px((w, h), 64), GOLD,
                  bold=True, anchor="midtop")
        draw_text(surface, SUBTITLE, (w // 2, int(h * 0.14) + font_px((w, h), 84)),
                  font_px((w, h), 24), WHITE, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)


register_scene("menu", MenuScene)
