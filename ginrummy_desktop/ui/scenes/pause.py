"""The pause menu (Escape on the table): resume, the rules and help, the settings, the score
sheet (the last summary), save, quit to the menu. Once the match is over there is nothing to
resume or save: it offers the rematch, a new match and the final board instead, and "Back to
the table". A click beside the panel closes it, as Escape does."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_, LazyString, Text
from ginrummy_desktop.ui.input import CLICK, Command, Intent, Key, Pointer
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.table.buttons import FINAL_BOARD, NEW_MATCH_CHOOSE, REMATCH
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, dim, draw_panel, draw_text, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.engine import RuleSet
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
MATCH_OVER = N_("Match over")
BACK_TO_TABLE = N_("Back to the table")
"""The finished match's menu's way back to its table: a mouse player had only its six actions
(English 1366x768)."""


@scene("pause")
class PauseScene(Scene):
    """Over the table, which stands still meanwhile (``pauses_below``). ``on_save`` saves
    and says whether it worked (None: a game that is never saved, such as the tutorial: the
    button is disabled and the panel says so, where pressing it said "could not be saved");
    ``on_quit`` leaves for the menu. ``on_new`` (the match is over) makes it the finished
    match's menu: "Rematch" (``on_rematch``, if there is one), "New match..." and "Final
    board" where "Resume", "Score sheet" and "Save" were ("Resume" only closed the menu)."""

    transparent = True
    pauses_below = True

    def __init__(self, app: App, *, on_save: Callable[[], bool] | None,
                 on_quit: Callable[[], object],
                 problem: Callable[[], SaveWriteError | None] | None = None,
                 on_scores: Callable[[], object] | None = None,
                 on_new: Callable[[], object] | None = None,
                 on_rematch: Callable[[], object] | None = None,
                 rules: RuleSet | None = None) -> None:
        super().__init__(app)
        self.on_save = on_save
        self.on_quit = on_quit
        self.problem = problem  # why the last save failed (a SaveWriteError), if asked
        self._note: Text | SaveWriteError | None = None if on_save is not None else NOT_KEPT
        """The line under the buttons, kept as text to translate (or the save's problem), so
        it follows a language switch in the settings opened from here."""
        self.on_scores = on_scores
        """Shows the score sheet (the table's last summary); None: no round has ended yet."""
        self.finished = on_new is not None
        """The match is over: its menu (title "Match over")."""
        common = [Button(HELP, lambda: self.app.open("help", rules=rules)),
                  Button(SETTINGS, lambda: self.app.open("settings"))]
        if on_new is not None:
            self._note = None  # nothing to save: the note about saving says nothing here
            first = [Button(REMATCH, self._then(on_rematch), primary=True)] if on_rematch else []
            self.buttons = [*first,
                            Button(NEW_MATCH_CHOOSE, self._then(on_new), primary=not first),
                            Button(FINAL_BOARD, self._then(on_scores),
                                   enabled=on_scores is not None),
                            *common, Button(BACK_TO_TABLE, self.close),
                            Button(QUIT_TO_MENU, self.quit_to_menu)]
        else:
            self.buttons = [Button(RESUME, self.close, primary=True), *common,
                            Button(SCORE_SHEET, self._then(on_scores),
                                   enabled=on_scores is not None),
                            Button(SAVE, self.save, enabled=on_save is not None),
                            Button(QUIT_TO_MENU, self.quit_to_menu)]
        self.focus = 0

    def _then(self, action: Callable[[], object] | None) -> Callable[[], None]:
        """Close the menu, then ``action`` (the new-match screen opens over the table, so
        Back returns to the finished table, not to this menu; the score sheet's "Back to the
        round" went back to this menu, and "Resume" was a second click: English 1366x768)."""
        def press() -> None:
            self.close()
            if action is not None:
                action()
        return press

    def save(self) -> None:
        if self.on_save is None:
            return
        if self.on_save():
            self._note = SAVED
            return
        problem = self.problem() if self.problem is not None else None
        self._note = problem if problem is not None else NOT_SAVED

    @property
    def note(self) -> str | None:
        """The line under the buttons in the language of the moment (None: no line)."""
        n = self._note
        if n is None:
            return None
        return str(n) if isinstance(n, (str, LazyString)) else n.message()

    def note_lines(self) -> list[str]:
        """The note wrapped to the panel's width (a save's problem may be long)."""
        note = self.note
        if not note:
            return []
        size = self.app.size
        return wrap(note, font_px(size, 14), font_px(size, 380) - 2 * gap_px(size, 14))

    def quit_to_menu(self) -> None:
        """Leave for the menu (the table saves first, and asks if that failed)."""
        self.on_quit()

    def _panel(self) -> pygame.Rect:
        w, h = self.app.size
        bh = font_px((w, h), 46)
        pw = font_px((w, h), 380)
        ph = font_px((w, h), 70) + len(self.buttons) * (bh + bh // 3)
        if self.finished:  # no note: nothing is saved from here
            ph += font_px((w, h), 30)
        else:  # a line for the note under the last button, with a gap (at 640x420 it touched
            # it), kept before there is one, so "Save" does not move the buttons
            lines = max(1, len(self.note_lines()))
            ph += -(bh // 3) + gap_px((w, h), 10) + lines * self._note_line_h() \
                + gap_px((w, h), 14)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _note_line_h(self) -> int:
        return int(font_px(self.app.size, 14) * 1.3)

    def update(self, dt: float) -> None:
        r = self._panel()
        bh = font_px(self.app.size, 46)
        y = r.y + font_px(self.app.size, 70)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(r.x + 30, y, r.width - 60, bh)
            # the ring only for the keys: a mouse player saw it on "Settings" beside the
            # filled "Resume" once back from the settings, two marks (English 800x520)
            b.focused = i == self.focus and self.app.by_keys
            y += bh + bh // 3

    def handle(self, intent: Intent) -> None:
        self.update(0)
        if isinstance(intent, Key):
            if intent.command is Command.CANCEL:
                self.close()
            elif intent.command in (Command.DOWN, Command.NEXT):
                self._move(1)
            elif intent.command in (Command.UP, Command.PREV):
                self._move(-1)
            elif intent.command in (Command.HOME, Command.END):  # the first or the last
                live = [i for i, b in enumerate(self.buttons) if b.enabled]  # entry (they did
                self.focus = live[-1 if intent.command is Command.END else 0]  # nothing; the
                # help's keys say they do in the menus: German 1280x720, keys only)
            elif intent.command in (Command.CONFIRM, Command.SELECT):
                self.buttons[self.focus].press()
            return
        for i, b in enumerate(self.buttons):
            if b.handle(intent):  # the ring on the button clicked: back from the settings
                self.focus = i  # it stood on "Resume", far from where the player was
                return
        if isinstance(intent, Pointer) and intent.kind == CLICK \
                and not self._panel().collidepoint(intent.pos):
            self.close()  # a click beside the panel: back to the table, as Escape

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
        draw_text(surface, MATCH_OVER if self.finished else PAUSED,
                  (r.centerx, r.y + gap_px(self.app.size, 18)), font_px(self.app.size, 28), GOLD,
                  bold=True, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        y = max(b.rect.bottom for b in self.buttons) + gap_px(self.app.size, 10)
        for line in self.note_lines():
            draw_text(surface, line, (r.centerx, y), font_px(self.app.size, 14), WHITE,
                      anchor="midtop")
            y += self._note_line_h()
