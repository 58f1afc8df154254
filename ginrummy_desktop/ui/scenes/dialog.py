"""A modal yes/no question over the current scene (transparent)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import Text
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command, Intent, Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.widgets import (
    WHITE,
    Button,
    button_px,
    dim,
    draw_panel,
    draw_text,
    text_width,
    wrap_even,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App


LABEL_ROOM = 24
"""Room beside a button's label, in pixels (both sides together)."""


@scene("confirm")
class ConfirmScene(Scene):
    """``text`` with a yes and a no button; Enter presses the focused one (yes, or no for a
    question whose answer cannot be undone: ``default_no``), Left/Right/Tab move the focus,
    Escape is no."""

    transparent = True

    def __init__(
        self, app: App, *, text: Text, on_yes: Callable[[], object], yes: Text = T.OK,
        no: Text = T.CANCEL, on_no: Callable[[], object] | None = None, default_no: bool = False,
        clear_of: pygame.Rect | None = None, also: tuple[Text, Callable[[], object]] | None = None,
    ) -> None:
        super().__init__(app)
        self.text = text
        self.clear_of = clear_of
        """What under it the question leaves in sight where the window has room: the hint's
        box it answers ("Declare Gin with the 3 of hearts?" stood over its middle, 800x600)."""
        self.on_yes = on_yes
        self.on_no = on_no
        self.yes = Button(yes, self._yes, primary=not default_no)
        self.no = Button(no, self._no, key=Command.CANCEL, primary=default_no)
        self.also = None if also is None else Button(also[0], self._also)
        """A third answer between the two (the unsaved moves' "Save elsewhere": it stood only
        in the banner behind the question, German 1280x720)."""
        self._also_do = None if also is None else also[1]
        self.focus = len(self.buttons()) - 1 if default_no else 0
        """The button Enter presses (the last, Cancel, for a question that cannot be undone)."""

    def buttons(self) -> list[Button]:
        return [self.yes, self.no] if self.also is None else [self.yes, self.also, self.no]

    @property
    def focus_no(self) -> bool:
        """Enter presses Cancel (the safe answer) while this is True."""
        return self.focus == len(self.buttons()) - 1

    def _also(self) -> None:
        self.close()
        if self._also_do is not None:
            self._also_do()

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def _width(self) -> int:
        """The usual width, wider where a button's label would not fit at its usual size
        (seen at 640x420: German "Beenden ohne Speichern" ran out of its button)."""
        w, h = self.app.size
        px = button_px(font_px((w, h), 44))
        label = max(text_width(str(b.label), px) for b in self.buttons())
        n = len(self.buttons())
        return min(w - 40, max(font_px((w, h), 560), n * (label + LABEL_ROOM) + 30 * n))

    def _lines(self) -> tuple[int, list[str]]:
        """(text size, the question's lines): wrapped as drawn, bold, between sentences
        and evenly (no lone word on the last line)."""
        px = font_px(self.app.size, 20)
        return px, wrap_even(self.text, px, self._width() - 40, bold=True)

    def _panel(self) -> pygame.Rect:
        """Centred; as high as the question's lines and the buttons need (at least the
        usual height): a long question in a small window does not run under the buttons."""
        w, h = self.app.size
        px, lines = self._lines()
        need = 22 + len(lines) * int(px * 1.35) + 16 + font_px((w, h), 44) + 20
        pw, ph = self._width(), min(h - 20, max(font_px((w, h), 200), need))
        r = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        keep = self.clear_of
        if keep is not None and r.colliderect(keep):
            if keep.top - 10 - ph >= 10:  # above it, as near the middle as it can
                r.bottom = min(r.bottom, keep.top - 10)
            elif keep.bottom + 10 + ph <= h - 10:  # else under it
                r.top = max(r.top, keep.bottom + 10)
        return r

    def _text_top(self, r: pygame.Rect, px: int, n: int) -> int:
        """Where the question's first line stands: in the middle of the room above the
        buttons (a one-line question stood at the top of the panel at its usual height, a
        gap of three lines under it: "Knock with the 7 of clubs? Your deadwood: 8" at
        1920x1080)."""
        room = r.bottom - font_px(self.app.size, 44) - 20 - 16 - (r.y + 22)
        return r.y + 22 + max(0, (room - n * int(px * 1.35)) // 2)

    def update(self, dt: float) -> None:
        r = self._panel()
        bh = font_px(self.app.size, 44)
        buttons = self.buttons()
        bw = (r.width - 40 - 20 * (len(buttons) - 1)) // len(buttons)
        for i, b in enumerate(buttons):  # the first at the left, the last at the right
            x = r.x + 20 + i * (bw + 20) if i < len(buttons) - 1 else r.right - 20 - bw
            b.rect = pygame.Rect(x, r.bottom - bh - 20, bw, bh)
            b.focused = i == self.focus

    def handle(self, intent: Intent) -> None:
        self.update(0)
        if isinstance(intent, Key):
            if intent.command is Command.CONFIRM:
                self.buttons()[self.focus].press()
                return
            if intent.command in (Command.LEFT, Command.RIGHT, Command.NEXT, Command.PREV):
                back = intent.command in (Command.LEFT, Command.PREV)
                self.focus = (self.focus + (-1 if back else 1)) % len(self.buttons())
                self.update(0)
                return
        for b in self.buttons():
            if b.handle(intent):
                return

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 110)
        r = self._panel()
        draw_panel(surface, r)
        px, lines = self._lines()
        y = self._text_top(r, px, len(lines))
        for line in lines:
            draw_text(surface, line, (r.centerx, y), px, WHITE, bold=True, anchor="midtop")
            y += int(px * 1.35)
        for b in self.buttons():
            b.draw(surface)
