"""The main menu: continue the last match, new match, saved matches, statistics, rules and
help, settings, quit; and the language switch (Deutsch / English) right on it.

To add an entry, append ``(lazy label, callback)`` to :meth:`MenuScene.entries`. Up/Down and
Enter work as well as the mouse (a click leaves the ring on the entry clicked); Left/Right
(or a click) switch the language, saved at once, except on the tutorial offer's buttons.
Damaged saved-match files found while looking for the match to continue, or on Continue,
are named in a notice under the entries (moved aside by the store: ``persistence.saves``).
A player without any saved match is offered the tutorial in the same place, until they start
or decline it (``Settings.offer_tutorial``; also in the help).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_, Text, current_language
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import saved_elsewhere as elsewhere
from ginrummy_desktop.ui.damage_notice import notice_lines
from ginrummy_desktop.ui.display import apply_display
from ginrummy_desktop.ui.foot_note import draw_foot_note
from ginrummy_desktop.ui.input import Command, Intent, Key
from ginrummy_desktop.ui.layout import band_y, font_px, gap_px
from ginrummy_desktop.ui.menu_offer import NEW_PLAYER, offer_rect, place_offer
from ginrummy_desktop.ui.saved_rows import continue_label
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.screen import (
    NEXT_KEYS,
    PRESS_KEYS,
    PREV_KEYS,
    draw_notice,
    draw_paragraphs,
    label_px,
    persist_settings,
)
from ginrummy_desktop.ui.widgets import (
    GOLD,
    WHITE,
    Button,
    draw_panel,
    draw_text,
    font,
    layout_column,
    text_width,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import DamagedFile, MatchSummary
    from ginrummy_desktop.persistence.writer import SaveWriter
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.saved_elsewhere import LeftThere

log = logging.getLogger(__name__)

TITLE = T.GAME_NAME
SUBTITLE = N_("against the computer")
SAVED_MATCHES = N_("Saved matches")
RULES_AND_HELP = N_("Rules and help")
DISMISS = N_("Dismiss")
ABOUT = N_("About")
START_TUTORIAL = N_("Start the tutorial")
NO_THANKS = N_("No, thanks")

LANGUAGES = ("de", "en")


@scene("menu")
class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.latest: MatchSummary | None = None  # the last running match
        self.problems: list[DamagedFile | LeftThere] = []  # damaged files found, and more
        self.note: str | None = None
        self.held = elsewhere.HeldThere(app)  # the note's match, while another window has it
        self._writes_seen = 0  # the autosave thread's ``writes`` when the menu last looked
        self.buttons = [Button(label, cb) for label, cb in self.entries()]
        self.lang_buttons = [
            Button(T.LANGUAGE_NAMES[code], self._language_setter(code)) for code in LANGUAGES
        ]
        self.dismiss = Button(DISMISS, self._dismiss)
        self.offers_tutorial = False  # a new player: no saved match, the offer not yet answered
        self.offer_buttons = [Button(START_TUTORIAL, self.take_tutorial, primary=True),
                              Button(NO_THANKS, self.decline_tutorial)]
        self.focus = 0
        self._look_for_saves()
        self._layout()
        if getattr(app.settings, "fullscreen", False):  # the saved choice, at start
            apply_display(app)

    # --- entries ---------------------------------------------------------------------------
    def entries(self) -> list[tuple[Text, Callable[[], object]]]:
        return [
            (T.CONTINUE, self.continue_last),
            (T.NEW_MATCH, self.new_match),
            (SAVED_MATCHES, self._opener("saves")),
            (T.STATISTICS, self._opener("statistics")),
            (RULES_AND_HELP, self.open_help),
            (T.SETTINGS, self._opener("settings")),
            (ABOUT, self._opener("about")),
            (T.QUIT, self.app.quit),
        ]

    def continue_last(self) -> None:
        if self.latest is None:
            return
        from ginrummy_desktop.ui.table.start import continue_match

        damaged: list[DamagedFile] = []  # told in the notice, wrapped, with "Dismiss"
        if (err := continue_match(self.app, self.latest.id, damaged)) is not None:
            self.problems.extend(damaged)
            self.note = None if damaged else err
            self.held.told(self.latest.id, self.note)
            self._look_for_saves()

    def new_match(self) -> None:
        self.app.open("new_match")

    def open_help(self) -> None:
        self.app.open("help")

    def _opener(self, name: str) -> Callable[[], object]:
        return lambda: self.app.open(name)

    # --- the tutorial for a new player ------------------------------------------------------
    def showing_offer(self) -> bool:
        """The tutorial is offered (a damaged-files notice takes its place first)."""
        return self.offers_tutorial and not self.problems

    def _answer_offer(self) -> None:
        """The offer goes, the ring to the first entry (from "No, thanks", the last button,
        its place among fewer buttons was "Saved matches", which Enter opened; 800x520)."""
        self.offers_tutorial, self.focus = False, 0
        self.app.settings.offer_tutorial = False
        self.note = persist_settings(self.app)

    def take_tutorial(self) -> None:
        from ginrummy_desktop.ui.tutorial import start_tutorial

        self._answer_offer()
        start_tutorial(self.app)

    def decline_tutorial(self) -> None:
        self._answer_offer()

    # --- language --------------------------------------------------------------------------
    def _language_setter(self, code: str) -> Callable[[], None]:
        return lambda: self.set_language(code)

    def set_language(self, code: str) -> None:
        """Switch the language now and remember it in the settings."""
        self.app.settings.language = code
        self.note = persist_settings(self.app)

    # --- saves -----------------------------------------------------------------------------
    LOOK_AGAIN = 0.25
    """Seconds between idle frames while the autosave thread still writes (``wakes_in``)."""

    def _writer(self) -> SaveWriter | None:
        store = getattr(self.app, "store", None)
        writer = getattr(store, "writer", None)
        return writer() if callable(writer) else None

    def _look_for_saves(self) -> None:
        """The match to continue, the damaged files, and whether to offer the tutorial. The
        ring goes to "Start the tutorial" when the offer appears (a new player's first choice:
        it was nine Tabs from "New match", English 700x460), to the first entry when it goes."""
        offered = self.showing_offer()
        self._look()
        if self.showing_offer() != offered:  # the offer's buttons before the languages'
            self.focus = -len(self.offer_buttons + self.lang_buttons) * self.showing_offer()

    def _look(self) -> None:
        store = getattr(self.app, "store", None)
        self.latest = None
        self.offers_tutorial = False
        if store is None:
            return
        writer = self._writer()
        self._writes_seen = writer.writes if writer is not None else 0
        elsewhere.bring_back_saves(self.app)  # a match saved elsewhere is continued here too
        try:
            self.latest, problems = store.latest_unfinished()
            self.offers_tutorial = (self.app.settings.offer_tutorial and self.latest is None
                                    and not store.list()[0])
        except Exception:  # the menu must open whatever the disk holds
            log.exception("looking for the last match failed")
            return
        # a newer copy that waits in the other folder is the one to continue, and is told
        latest = [self.latest] if self.latest is not None else []
        running = [s for s in elsewhere.with_waiting(self.app, latest) if not s.finished]
        self.latest = running[0] if running else None
        if self.latest is not None and self.note is None:  # said before Continue is tried:
            self.note = elsewhere.open_there(self.app, self.latest.id)  # a second window
            self.held.told(self.latest.id, self.note)  # offered it, said so only on a click
        note = elsewhere.left_there(self.app)  # (replaces the one of the last look)
        self.problems = [p for p in self.problems if p.subject != "elsewhere"]
        self.problems.extend(p for p in [*problems, *([note] if note else [])]
                             if p not in self.problems)

    def _look_again_after_writes(self) -> None:
        """A match left just now may still be on its way to the disk (the table waits at most
        5 s for its last save): look again whenever the autosave thread has written a file,
        so "Continue" shows the match and its score as soon as they are saved."""
        writer = self._writer()
        if writer is not None and writer.writes != self._writes_seen:
            self._look_for_saves()
        self.note = self.held.still(self.note)  # gone once the other window lets go

    def wakes_in(self) -> float | None:
        writer = self._writer()
        if writer is not None and writer.writing():
            return self.LOOK_AGAIN
        return self.held.wakes_in()

    def _take_startup_problems(self) -> None:
        """A damaged settings file found at start: told once, by the first menu the player
        sees (not one that is covered at once, as under ``--table``)."""
        startup = getattr(self.app, "startup_problems", None)
        if startup:
            self.problems.extend(startup)
            startup.clear()

    def _dismiss(self) -> None:
        self.problems.clear()

    def resume(self) -> None:
        self._look_for_saves()

    # --- frame -----------------------------------------------------------------------------
    def _focusable(self) -> list[Button]:
        """Up/Down's order: the entries, the buttons under them, the languages'."""
        extra = [self.dismiss] if self.problems else []
        if self.showing_offer():
            extra = list(self.offer_buttons)
        return [b for b in self.buttons if b.visible] + extra + self.lang_buttons

    def _layout(self) -> None:
        w, h = self.app.size
        size = (w, h)
        self.buttons[0].visible = self.latest is not None
        bw, bh = font_px(size, 340), font_px(size, 46)
        px, pad = max(11, int(bh * 0.42)), font_px(size, 24)
        cap = min(w - 2 * pad, font_px(size, 900))  # not every entry as wide as the window
        if self.latest is not None:  # Hollywood's games won, a custom set's changes where
            labels = [continue_label(self.latest, level=True), continue_label(self.latest),
                      continue_label(self.latest, won=False),
                      continue_label(self.latest, won=False, brief=True)]  # fit, in turn
            self.buttons[0].label = next(
                (t for t in labels if font(px).size(t)[0] + 2 * pad <= cap), labels[-1])
        visible = [b for b in self.buttons if b.visible]
        # the column is as wide as its longest label ("Continue: ..." with the score) needs
        widest = max((font(px).size(str(b.label))[0] for b in visible), default=0)
        bw = max(bw, min(cap, widest + 2 * pad))
        # One height with a notice or the offer under it, or none: a notice found while another
        # screen was open moved every entry up, and the one under the pointer was another.
        # Room for NOTICE_LINES lines is kept; only a longer notice makes the entries smaller
        # (the whole notice shows: its end was cut at 640x420).
        top = band_y(size, 0.25)  # in a window taller than 1280x800's shape: its middle
        told = self._notice_height(min(w - 40, font_px(size, 900))) if self.problems else 0
        room = h - top - 8 - font_px(size, 14) - max(told, self._notice_room(size))
        bh = max(min(bh, room * 4 // (5 * len(visible) - 1)), font_px(size, 32))
        layout_column(self.buttons, w // 2, top, bw, bh, bh // 4)
        lw, lh = font_px(size, 120), font_px(size, 34)
        m = font_px(size, 16)
        for i, b in enumerate(self.lang_buttons):
            b.rect = pygame.Rect(w - m - (len(self.lang_buttons) - i) * (lw + m // 2), m, lw, lh)
            b.primary = LANGUAGES[i] == current_language()
        self.dismiss.visible = bool(self.problems)
        notice = self.notice_rect()
        bh = font_px(size, 42)  # the notice's and the offer's buttons: every screen's size
        dw = max(lw, text_width(DISMISS, label_px(size)) + 2 * gap_px(size, 14))  # the label
        self.dismiss.rect = pygame.Rect(notice.right - dw - 10, notice.bottom - bh - 8, dw, bh)
        place_offer(self, size, bh)
        focusable = self._focusable()
        self.focus %= len(focusable)
        for i, b in enumerate(focusable):
            b.focused = i == self.focus
        for b in self.buttons:
            b.primary = bool(visible) and b is visible[0]

    def _under_entries(self, widest: int, height: Callable[[int], int]) -> pygame.Rect:
        """A panel under the entries, at most ``widest`` px (at 1280x800) wide and as high as
        ``height(width)`` says, within the window."""
        w, h = self.app.size
        size = (w, h)
        visible = [b for b in self.buttons if b.visible]
        top = (visible[-1].rect.bottom if visible else h // 2) + font_px(size, 14)
        width = min(w - 40, font_px(size, widest))
        want = height(width)
        return pygame.Rect((w - width) // 2, top, width, max(40, min(want, h - top - 8)))

    def notice_rect(self) -> pygame.Rect:
        """The damaged-files notice under the entries (its height follows the lines)."""
        return self._under_entries(900, self._notice_height)

    def _notice_height(self, width: int) -> int:
        """The notice's height at ``width``: its lines, then "Dismiss"."""
        size = self.app.size
        px = font_px(size, 15)
        texts = self._notice_texts(width)
        lines = sum(len(wrap(t, px, width - 24)) for t in texts)
        want = 16 + lines * int(px * 1.32) + int(px * 0.3) * len(texts)
        return want + font_px(size, 42) + 12

    def _notice_texts(self, width: int) -> list[str]:
        """The notice's sentences at ``width``: which match a damaged file held only where the
        notice still keeps to its room (at 640x420 that line pushed it over the entries)."""
        px = font_px(self.app.size, 15)
        full, short = notice_lines(self.problems), notice_lines(self.problems, which_match=False)
        count = [sum(len(wrap(t, px, width - 24)) for t in ts) for ts in (full, short)]
        return full if count[0] <= max(self.NOTICE_LINES, count[1]) else short

    NOTICE_LINES = 3  # lines of notice kept free under the entries (a damaged file, its folder)

    def _notice_room(self, size: tuple[int, int]) -> int:
        """The height kept free under the entries: a notice of :data:`NOTICE_LINES` lines."""
        px = font_px(size, 15)
        return (16 + self.NOTICE_LINES * int(px * 1.32) + int(px * 0.3)
                + font_px(size, 42) + 12)

    def arrange(self, size: tuple[int, int]) -> None:
        self._layout()

    def handle(self, intent: Intent) -> None:
        self._layout()
        focusable = self._focusable()
        if isinstance(intent, Key):
            if intent.command in NEXT_KEYS:
                self.focus = (self.focus + 1) % len(focusable)
            elif intent.command in PREV_KEYS:
                self.focus = (self.focus - 1) % len(focusable)
            elif intent.command in (Command.LEFT, Command.RIGHT):
                self._left_right(focusable, -1 if intent.command is Command.LEFT else 1)
            elif intent.command in (Command.HOME, Command.END):  # the first or the last entry
                entries = [b for b in self.buttons if b.visible]  # (they did nothing)
                self.focus = 0 if intent.command is Command.HOME else len(entries) - 1
            elif intent.command in PRESS_KEYS:
                focusable[self.focus % len(focusable)].press()
            elif intent.command is Command.HELP:  # F1, as on every other screen
                self.open_help()
            return
        for b in focusable:
            if b.handle(intent):
                if b in (now := self._focusable()):  # back from About, the ring stood on
                    self.focus = now.index(b)  # "New match" (English 800x520)
                return

    def _left_right(self, focusable: list[Button], step: int) -> None:
        """On the tutorial offer's two buttons, side by side: the other one (Right on "Start
        the tutorial" switched the game to German; 640x420). Elsewhere: the other language."""
        focused = focusable[self.focus % len(focusable)]
        if focused in self.offer_buttons:
            i = (self.offer_buttons.index(focused) + step) % len(self.offer_buttons)
            self.focus = focusable.index(self.offer_buttons[i])
            return
        other = [c for c in LANGUAGES if c != current_language()]
        self.set_language(other[0] if other else LANGUAGES[0])

    def update(self, dt: float) -> None:
        self._take_startup_problems()  # only the top scene is updated
        self._look_again_after_writes()
        self._layout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        size = (w, h)
        title_y = band_y(size, 0.07)
        draw_text(surface, TITLE, (w // 2, title_y), font_px(size, 60), GOLD,
                  bold=True, anchor="midtop")
        draw_text(surface, SUBTITLE, (w // 2, title_y + font_px(size, 76)),
                  font_px(size, 22), WHITE, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        for b in self.lang_buttons:
            b.draw(surface)
        if self.problems:
            rect = self.notice_rect()
            draw_notice(surface, self._notice_texts(rect.width), rect, font_px(size, 15),
                        text_bottom=self.dismiss.rect.y - 2)
            self.dismiss.draw(surface, label_px(size))
        elif self.showing_offer():
            rect = offer_rect(self)
            draw_panel(surface, rect)
            pad = gap_px(size, 14)
            draw_paragraphs(surface, [NEW_PLAYER], rect.inflate(-2 * pad, -pad * 4 // 3),
                            font_px(size, 15))
            for b in self.offer_buttons:  # the label size of every screen's buttons
                b.draw(surface, label_px(size))
        if self.note:  # wrapped: a long one ran off both edges of the window
            draw_foot_note(surface, self.note)

