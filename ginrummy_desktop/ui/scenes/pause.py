"""The pause menu (Escape on the table): resume, the rules and help, the settings, the score
sheet (the last summary), save, quit to the menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.input import Command, Intent, Key
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, dim, draw_panel, draw_text

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import SaveWriteError
    from ginrummy_desktop.ui.app import App

PAUSED = N_("Paused")
RESUME = N_("Resume")
SAVE = N_("Save")
QUIT_TO_MENU = N_("Quit to menu")
HELP = N_("Rules and help")
SETTINGS = N_("Settings")
SCORE_SHEET = N_("Score sheet")
SAVED = N_("The match is saved.")
NOT_SAVED = N_("The match could not be saved.")
NOT_KEPT = N_("This game is not saved.")


@scene("pause")
class PauseScene(Scene):
    """Over the table, which stands still meanwhile (``pauses_below``). ``on_save`` saves
    and says whether it worked (None: a game that is never saved, such as the tutorial: the
    button is disabled and the panel says so, where pressing it said "could not be saved");
    ``on_quit`` leaves for the menu."""

    transparent = True
    pauses_below = True

    def __init__(self, app: App, *, on_save: Callable[[], bool] | None,
                 on_quit: Callable[[], object],
                 problem: Callable[[], SaveWriteError | None] | None = None,
                 on_scores: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.on_save = on_save
        self.on_quit = on_quit
        self.problem = problem  # why the last save failed (a SaveWriteError), if asked
        self.note: str | None = None if on_save is not None else str(NOT_KEPT)
        self.on_scores = on_scores
        """Shows the score sheet (the table's last summary); None: no round has ended yet."""
        self.buttons = [
            Button(RESUME, self.close, primary=True),
            Button(HELP, lambda: self.app.open("help")),
            Button(SETTINGS, lambda: self.app.open("settings")),
            Button(SCORE_SHEET, self.scores, enabled=on_scores is not None),
            Button(SAVE, self.save, enabled=on_save is not None),
            Button(QUIT_TO_MENU, self.quit_to_menu),
        ]
        self.focus = 0

    def save(self) -> None:
        if self.on_save is None:
            return
        if self.on_save():
            self.note = str(SAVED)
            return
        problem = self.problem() if self.problem is not None else None
        self.note = problem.message() if problem is not None else str(NOT_SAVED)

    def scores(self) -> None:
        if self.on_scores is not None:
            self.on_scores()

    def quit_to_menu(self) -> None:
        """Leave for the menu (the table saves first, and asks if that failed)."""
        self.on_quit()

    def _panel(self) -> pygame.Rect:
        w, h = self.app.size
        bh = font_px((w, h), 46)
        pw = font_px((w, h), 380)
        ph = font_px((w, h), 70) + len(self.buttons) * (bh + bh // 3) + font_px((w, h), 30)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def update(self, dt: float) -> None:
        r = self._panel()
        bh = font_px(self.app.size, 46)
        y = r.y + font_px(self.app.size, 70)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(r.x + 30, y, r.width - 60, bh)
            b.focused = i == self.focus
            y += bh + bh // 3

    def handle(self, intent: Intent) -> None:
        self.update(0)
        if isinstance(intent, Key):
            if intent.command is Command.CANCEL:
                self.close()
            elif intent.command in (Command.DOWN, Command.NEXT):
                self._move(1)
            elif intent.command is Command.UP:
                self._move(-1)
            elif intent.command in (Command.CONFIRM, Command.CONFIRM):
                self.buttons[self.focus].press()
            return
        for b in self.buttons:
            if b.handle(intent):
                return

    def _move(self, step: int) -> None:
        """The focus to the next enabled button (a greyed "Score sheet" before the first
        round ended, or "Save" in the tutorial, took it, and Enter did nothing)."""
        n = len(self.buttons)
        for k in range(1, n + 1):
            i = (self.focus + k * step) % n
            if self.buttons[i].enabled:
                self.focus = i
                return

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        r = self._panel()
        draw_panel(surface, r)
        draw_text(surface, PAUSED, (r.centerx, r.y + gap_px(self.app.size, 18)),
                  font_px(self.app.size, 28), GOLD, bold=True, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        if self.note:
            draw_text(surface, self.note, (r.centerx, r.bottom - 12), font_px(self.app.size, 14),
                      WHITE, anchor="midbottom")
