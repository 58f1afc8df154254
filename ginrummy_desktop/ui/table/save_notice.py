"""The table's notice when an autosave fails: visible at once, never blocking play.

The autosave thread keeps retrying a failed save (``persistence.writer``); meanwhile a panel
at the top of the table says why the match is not saved (the disk is full, no permission...)
and offers two ways on: **Save elsewhere** writes the match (and its later autosaves) into
a folder in the player's documents, **Keep playing** folds the panel into a small "Not saved"
tag (a click on it opens the panel again). When a retry succeeds the notice says so and goes.
Closing the window with moves not saved asks first (:meth:`SaveNotice.confirm_quit`).

The panel is an app overlay, so it stays visible above the scenes drawn over the table (the
deal, the lay-off review, the scoring board); its buttons answer while the table is on top.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.ui.input import Intent, Pointer
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.widgets import (
    WHITE,
    Button,
    button_px,
    draw_panel,
    draw_text,
    text_width,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import SaveWriteError
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.controller import MatchController
    from ginrummy_desktop.ui.scene import Scene

log = logging.getLogger(__name__)

RETRYING = N_(
    "The game tries again every few seconds. Save the match in another folder, or keep "
    "playing; closing the window will ask first."
)
SAVE_ELSEWHERE = N_("Save elsewhere")
KEEP_PLAYING = N_("Keep playing")
NOT_SAVED_TAG = N_("Not saved")
SAVED_ELSEWHERE = N_("The match is saved in {folder}.")
SAVED_AGAIN = N_("The match is saved again.")
ELSEWHERE_FAILED = N_("It could not be saved in {folder} either: {reason}.")
QUIT_UNSAVED = N_("Your latest moves could not be saved ({reason}). Save them in another "
                  "folder, or quit and lose them?")
QUIT_STILL_SAVING = N_(
    "Your latest moves are still being saved (the disk is slow). Quit anyway and risk "
    "losing them?"
)
QUIT_ANYWAY = N_("Quit without saving")
ELSEWHERE_FOLDER = "Gin Rummy"


def elsewhere_folder() -> Path:
    """Where "Save elsewhere" writes: a folder in the player's documents (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / ELSEWHERE_FOLDER


class SaveNotice:
    """The notice of one table (``table.ctrl`` is the match controller)."""

    def __init__(self, app: App, ctrl: MatchController) -> None:
        self.app = app
        self.ctrl = ctrl
        self.problem: SaveWriteError | None = None  # the error shown
        self.folded = False  # the player chose to keep playing
        self.info: str | None = None  # a passing line ("saved again", "saved in ...")
        self.info_time = 0.0
        self.info_failed = False  # the passing line says "Save elsewhere" failed
        self.elsewhere = Button(SAVE_ELSEWHERE, self.save_elsewhere, primary=True)
        self.keep = Button(KEEP_PLAYING, self.keep_playing)
        self.tag = Button(NOT_SAVED_TAG, self.unfold)
        # hidden until there is a problem (``arrange``): shown by default, the tag made the
        # rule set's name top left stand lower on the dealt table than after the first move
        self.elsewhere.visible = self.keep.visible = self.tag.visible = False
        self.asking: Scene | None = None  # the open "quit without saving?" question
        self.attached = False

    # --- state -----------------------------------------------------------------------------
    def attach(self) -> None:
        if not self.attached:
            self.app.overlays.append(self.draw)
            self.attached = True
            writer = self.ctrl.writer
            wake = getattr(self.app, "wake", None)
            if writer is not None and wake is not None and wake not in writer.listeners:
                writer.listeners.append(wake)  # an idle window shows a failure at once

    def detach(self) -> None:
        if self.attached and self.draw in self.app.overlays:
            self.app.overlays.remove(self.draw)
        self.attached = False

    @property
    def open(self) -> bool:
        """The panel is showing (a failure the player has not folded away)."""
        return self.problem is not None and not self.folded

    def update(self, dt: float) -> None:
        problem = self.ctrl.save_problem
        if problem is None and self.problem is not None:
            if self.info is None or self.info_failed:  # not "It could not be saved in ...
                self.info = str(SAVED_AGAIN)  # either" over the news (English 1280x800)
                self.info_time, self.info_failed = 5.0, False
            self.folded = False
        elif problem is not None and self.problem is None:
            log.warning("the table shows a failed save: %s", problem)
        self.problem = problem
        if self.info is not None:
            self.info_time -= dt
            if self.info_time <= 0:
                self.info = None

    def save_elsewhere(self) -> None:
        folder = elsewhere_folder()
        if self.ctrl.save_elsewhere(folder):
            self.problem = None
            self.folded = False
            self.info = SAVED_ELSEWHERE.format(folder=str(folder))
            self.info_time, self.info_failed = 8.0, False
        else:
            err = self.ctrl.save_problem
            reason = err.reason() if err is not None and hasattr(err, "reason") else ""
            self.info = ELSEWHERE_FAILED.format(folder=str(folder), reason=reason)
            self.info_time, self.info_failed = 8.0, True
            self.ctrl.save_root = None  # back to the store's folder, still retried

    def keep_playing(self) -> None:
        self.folded = True

    def unfold(self) -> None:
        self.folded = False

    # --- layout, input, drawing --------------------------------------------------------------
    def _lines(self, px: int, width: int) -> list[tuple[str, bool]]:
        """(line, bold): the problem's message bold, wrapped as drawn (wrapped for the
        regular face, its end ran past the panel at 640x420 in German), then the rest."""
        lines: list[tuple[str, bool]] = []
        if self.problem is not None:
            lines += [(line, True) for line in wrap(self.problem.message(), px, width, True)]
            lines += [(line, False) for line in wrap(RETRYING, px, width)]
        if self.info:
            lines += [(line, False) for line in wrap(self.info, px, width)]
        return lines

    def panel(self) -> pygame.Rect:
        size = self.app.size
        w = size[0]
        width = min(w - 20, font_px(size, 760))
        px = font_px(size, 15)
        lines = self._lines(px, width - 28)
        bh = font_px(size, 38) if self.open else 0
        height = 14 + len(lines) * int(px * 1.32) + (bh + 12 if bh else 0)
        return pygame.Rect((w - width) // 2, font_px(size, 8), width, height)

    def arrange(self) -> None:
        size = self.app.size
        r = self.panel()
        bh = font_px(size, 38)
        bw = min(font_px(size, 220), (r.width - 40) // 2)
        y = r.bottom - bh - 10
        self.elsewhere.rect = pygame.Rect(r.centerx - bw - 8, y, bw, bh)
        self.keep.rect = pygame.Rect(r.centerx + 8, y, bw, bh)
        th = font_px(size, 30)  # top left, as wide as its label: at the top right it covered
        tw = text_width(str(self.tag.label), button_px(th)) + 16  # the computer's name
        self.tag.rect = pygame.Rect(font_px(size, 10), font_px(size, 10), tw, th)
        self.elsewhere.visible = self.keep.visible = self.open
        self.tag.visible = self.problem is not None and self.folded

    def handle(self, intent: Intent) -> bool:
        """The notice's buttons; True when the intent was for the notice."""
        self.arrange()
        for b in (self.elsewhere, self.keep, self.tag):
            if b.visible and b.handle(intent):
                return True
        if self.open and isinstance(intent, Pointer) and self.panel().collidepoint(intent.pos):
            return True  # a click on the panel does not reach the cards under it
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.problem is None and not self.info:
            return
        self.arrange()
        size = surface.get_size()
        px = font_px(size, 15)
        if self.problem is not None and self.folded:
            self.tag.draw(surface)
            if not self.info:
                return
        r = self.panel()
        if self.problem is not None and self.folded:
            r.height = 14 + len(wrap(self.info or "", px, r.width - 28)) * int(px * 1.32)
        failing = self.problem is not None and not self.folded
        draw_panel(surface, r, (70, 20, 15, 255) if failing else (15, 50, 30, 255),
                   border=(240, 120, 80) if failing else (120, 200, 140))
        y = r.y + 8
        lines = self._lines(px, r.width - 28) if failing else [
            (line, False) for line in wrap(self.info or "", px, r.width - 28)]
        for line, bold in lines:
            draw_text(surface, line, (r.x + 14, y), px, WHITE, bold=bold)
            y += int(px * 1.32)
        if failing:
            self.elsewhere.draw(surface)
            self.keep.draw(surface)

    # --- leaving with moves that could not be saved -----------------------------------
    def quit_to_menu(self) -> None:
        """The pause menu's "Quit to menu": with moves that could not be saved, ask first.
        A save that is only slow (nothing failed) goes on in the background while the menu
        opens; the menu shows "Continue" once it is written."""
        if not self.ctrl.unsaved or self.ctrl.save() or self.ctrl.save_problem is None:
            self.app.to_menu()
            return
        self.app.open("confirm", text=self._unsaved_question(), on_yes=self.app.to_menu,
                      yes=QUIT_ANYWAY, default_no=True,  # Enter keeps the moves
                      also=self._elsewhere_then(self.app.to_menu))

    def _unsaved_question(self) -> str:
        problem = self.ctrl.save_problem
        if problem is None:  # nothing failed: the disk is slow
            return str(QUIT_STILL_SAVING)
        reason = problem.reason() if hasattr(problem, "reason") else ""
        return QUIT_UNSAVED.format(reason=reason)

    def confirm_quit(self) -> bool:
        """Closing the window: True to go on; with moves that could not be saved, ask first
        (the question stays over the table, and "quit without saving" closes for good)."""
        if not self.ctrl.unsaved or self.ctrl.save(timeout=3.0):
            return True
        if self.asking is not None and self.app.stack.top is self.asking:
            return False  # already asking
        ask = self.app.open("confirm", text=self._unsaved_question(),
                            on_yes=lambda: self.app.quit(force=True), yes=QUIT_ANYWAY,
                            default_no=True,
                            also=self._elsewhere_then(lambda: self.app.quit(force=True)))
        self.asking = ask
        return False

    def _elsewhere_then(self, leave: Callable[[], object]
                        ) -> tuple[Text, Callable[[], object]] | None:
        """The question's third answer where a save failed (none where the disk is only
        slow): "Save elsewhere", then leave if that worked (else the banner says why and the
        table stays); it was offered only in the banner behind the question."""
        if self.ctrl.save_problem is None:
            return None

        def save_and_leave() -> None:
            self.save_elsewhere()
            if self.problem is None:
                leave()

        return SAVE_ELSEWHERE, save_and_leave  # lazy: it follows a change of language
