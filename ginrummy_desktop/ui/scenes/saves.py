"""Saved matches: every match with its rule set, opponent, score, rounds and when it was last
played; continue a running one, watch a finished one again round by round or play its rules
against its opponent again (a rematch), delete one (after a confirmation). Damaged files
found while listing are named in a notice (the store has already moved them aside).

Keys: Up/Down choose a match (Home/End the first/last), Left/Right walk the row of buttons,
Enter continues or watches it, R opens the coach's review of its finished rounds (on the
worker, with a progress bar), Delete deletes it, Escape goes back. An empty list offers a new
match (Enter: its focus). In the replay: Left/Right go to the previous/next round.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from ginrummy_desktop.coach.stored import StoredReviews, kept_with
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import saved_elsewhere as elsewhere
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.damage_notice import notice_lines
from ginrummy_desktop.ui.file_manager import open_folder
from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, Command, Key, Pointer
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.saved_rows import (
    DATE_STYLES,
    date_style,
    delete_question,
    draw_row,
    place_buttons,
    row_mark,
)
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.screen import Screen, draw_notice
from ginrummy_desktop.ui.table.buttons import REMATCH
from ginrummy_desktop.ui.table.start import continue_match, rematch_saved
from ginrummy_desktop.ui.widgets import WHITE, Button, draw_text, wrap

if TYPE_CHECKING:
    import concurrent.futures as cf

    from ginrummy_desktop.persistence import DamagedFile, MatchStore, MatchSummary
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.input import Wheel

log = logging.getLogger(__name__)

T_ = TypeVar("T_")

MORE_ABOVE = "\u25b2"
MORE_BELOW = "\u25bc"
TITLE = N_("Saved matches")
NO_MATCHES = N_("No saved matches yet.")
NO_OPENABLE = N_("No saved match that can be opened.")  # "yet" read wrong after a damaged one
NO_STORE = N_("Saved matches are not available.")
WATCH = N_("Watch again")
REVIEW = N_("Review")
DELETE = N_("Delete")
NOT_FOUND = N_("The saved match is no longer there.")
FOLDER_UNREADABLE = N_("The folder of saved matches {folder} cannot be read ({reason}).")
CANNOT_OPEN = N_("Files that cannot be opened:")
OPEN_DAMAGED = N_("Damaged files")
DAMAGED_OPENED = N_("The folder {folder} was opened.")
DAMAGED_NOT_OPENED = N_("The damaged files are in the folder {folder}.")


def _top(size: tuple[int, int]) -> int:
    return font_px(size, 22) + int(font_px(size, 38) * 1.5)  # under the title


@scene("saves")
class SavesScene(Screen):
    steady_focus = True  # Up/Down and Tab pass over a greyed "Watch again" and "Review"
    title = TITLE

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.summaries: list[MatchSummary] = []
        self.problems: list[DamagedFile] = []
        self.selected = 0
        self.scroll = 0
        self.cont = Button(T.CONTINUE, self.continue_selected, primary=True)
        self.watch = Button(WATCH, self.watch_selected, primary=True)
        self.review = Button(REVIEW, self.review_selected)
        # a finished match's rules and opponent again, dealt at once (as its final board does)
        self.rematch = Button(REMATCH, self.rematch_selected)
        self.reviews: dict[str, StoredReviews] = {}  # the reviews, by match id
        self._executor: cf.Executor | None = None
        self.delete = Button(DELETE, self.ask_delete)
        self.new = Button(T.NEW_MATCH, lambda: self.app.open("new_match"), primary=True)  # empty
        self.damaged = Button(OPEN_DAMAGED, self.open_damaged)
        self.unavailable: list[DamagedFile] = []  # files left in place (newer version, unreadable)
        self.folder_problem: str | None = None
        self.has_damaged = False
        # matches saved elsewhere: listed again (told once), or why they wait there
        self.elsewhere: list[Callable[[], str]] = []
        self.left_there: elsewhere.LeftThere | None = None
        self.not_deleted: str | None = None  # which file of a match to delete stays, and why
        self.held = elsewhere.HeldThere(app)  # the note's match, while another window has it
        self.reload()

    def reload(self) -> None:
        chosen = self.current.id if self.current is not None else None
        store = self.app.store
        if store is None:
            self.summaries = []
            return
        elsewhere.bring_back_saves(self.app)
        self.elsewhere += elsewhere.brought_lines(self.app)
        self.left_there = elsewhere.left_there(self.app)
        try:
            self.summaries, problems = store.list()
            self.summaries = elsewhere.with_waiting(self.app, self.summaries)  # newer there
            self.unavailable = store.unavailable()
            self.folder_problem = store.readable_folder()
            self.has_damaged = bool(store.damaged_files())
        except Exception:
            log.exception("listing the saved matches failed")
            self.summaries, problems = [], []
        self.problems.extend(problems)
        self.selected = min(self.selected, max(len(self.summaries) - 1, 0))
        if self.current is None or self.current.id != chosen:  # back from its review, the
            self._to_first_action()  # focus stays (it went to "Watch again": 800x520 German)

    def resume(self) -> None:
        self.reload()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.note = self.held.still(self.note)

    def wakes_in(self) -> float | None:
        return self.held.wakes_in()

    @property
    def current(self) -> MatchSummary | None:
        return self.summaries[self.selected] if self.summaries else None

    def continue_selected(self) -> None:
        s = self.current
        if s is None or s.finished:
            return
        err = continue_match(self.app, s.id)
        if err is not None:
            self.note = err
            self.held.told(s.id, err)  # gone once the other window lets go
            self.reload()

    def _read(self, s: MatchSummary, read: Callable[[MatchStore], T_]) -> T_ | None:
        """``read`` of the copy of ``s`` the list shows, or None: a damaged file is told in
        the notice, a missing one in the note, and the list is looked at again."""
        from ginrummy_desktop.persistence import DamagedSaveError, SaveError

        try:
            if (store := elsewhere.store_of(self.app, s.id)) is None:
                raise SaveError("no store")
            return read(store)
        except DamagedSaveError as err:
            if err.problem is not None:
                self.problems.append(err.problem)
        except SaveError:
            self.note = str(NOT_FOUND)
        self.reload()
        return None

    def watch_selected(self) -> None:
        s = self.current
        if s is not None and (rounds := self._read(
                s, lambda store: list(store.replay_rounds(s.id)))) is not None:
            self.app.open("watch", rounds=rounds, summary=s)

    def rematch_selected(self) -> None:
        s = self.current
        if s is not None and s.finished:
            self.note = rematch_saved(self.app, s)

    def review_selected(self) -> Scene | None:
        """The coach's review of the selected match's first finished round (the others one
        button away): the match is replayed from its file, the review runs on a worker."""
        s = self.current
        if s is None or s.rounds_played == 0 or self.app.store is None:
            return None
        if (read := self._read(s, lambda store: (store, *store.load(s.id)))) is None:
            return None
        store, saved, match = read
        if self._executor is None:
            from ginrummy_desktop.ui.thinking import default_executor

            self._executor = self.app.executor or default_executor()
        cache = self.reviews.get(s.id)
        if cache is None:  # the reviews stored with the match, and new ones stored there
            cache = self.reviews[s.id] = kept_with(store, saved, HUMAN)
        return self.app.open("round_review", match=match, round_number=1, hinted=saved.hinted,
                             rounds=list(range(1, len(match.results) + 1)),
                             submit=self._executor.submit, cache=cache, level=saved.opponent)

    def exit(self) -> None:
        if self._executor is not None and self._executor is not self.app.executor:
            self._executor.shutdown(wait=False, cancel_futures=True)
        self._executor = None

    def open_damaged(self) -> None:
        """Open the ``damaged/`` folder in the file manager (and name it in any case)."""
        if self.app.store is None:
            return
        folder = self.app.store.damaged_dir
        opened = open_folder(folder)
        self.note = (DAMAGED_OPENED if opened else DAMAGED_NOT_OPENED).format(folder=str(folder))

    def ask_delete(self) -> None:
        s = self.current
        if s is None:
            return
        # not asked where it would be refused: open in another window (it asked, then said
        # so under the line of the Continue tried there; English 800x520, two windows)
        self.note, self.not_deleted = None, elsewhere.open_elsewhere(self.app, s.id)
        if self.not_deleted is None:
            text = delete_question(s, self.date_style(self.app.size) or DATE_STYLES[0])
            self.app.open("confirm", text=text, on_yes=lambda: self.delete_match(s.id),
                          yes=DELETE, default_no=True)

    def delete_match(self, id: str) -> None:
        """In both folders (a copy left in the other would come back); a file that stays is
        named in the notice (a long path wraps there)."""
        self.note, self.not_deleted = None, elsewhere.delete_everywhere(self.app, id)
        self.reload()

    # --- input -----------------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        """The row's buttons stand in the same places for every match (a player clicking
        where "Continue" had been opened "Review" once another match was chosen): "Continue"
        (running) and "Rematch" (finished) share the first place, "Watch again" and "Review"
        stand greyed where no round is finished yet."""
        s = self.current
        self.cont.visible = s is not None and not s.finished
        self.rematch.visible = s is not None and s.finished
        self.watch.visible = self.review.visible = s is not None
        self.watch.enabled = self.review.enabled = s is not None and s.rounds_played > 0
        self.watch.primary = not self.cont.visible  # one gold button: the row's first action
        self.delete.visible = s is not None
        self.damaged.visible = self.has_damaged
        self.new.visible = s is None and self.app.store is not None
        return [self.new, self.cont, self.rematch, self.watch, self.review, self.delete,
                self.damaged]

    def _to_first_action(self) -> None:
        """Another match chosen: the focus on its first action, the gold one (Continue, or
        Watch again for a finished match), so Enter does what it did."""
        buttons = self._buttons()
        self.focus = next((i for i, b in enumerate(buttons) if b.primary and b.active), 0)
        self._focused = None

    def on_key(self, intent: Key) -> bool:
        n, cmd = len(self.summaries), intent.command
        if cmd in (Command.DOWN, Command.UP, Command.HOME, Command.END) and n:
            to = {Command.DOWN: self.selected + 1, Command.UP: self.selected - 1,
                  Command.HOME: 0, Command.END: n - 1}[cmd]
            self.selected = to % n
            self._to_first_action()
            return True
        if cmd in (Command.LEFT, Command.RIGHT):
            self.along_row(1 if cmd is Command.RIGHT else -1)
            return True
        if cmd is Command.DELETE:
            self.ask_delete()
            return True
        if cmd is Command.REVIEW:
            self.review_selected()
            return True
        return False

    def on_wheel(self, intent: Wheel) -> None:
        """The wheel walks through the list (the view scrolls with the selection)."""
        n = len(self.summaries)
        if n:
            self.selected = max(0, min(n - 1, self.selected - intent.dy))
            self._to_first_action()

    def on_pointer(self, intent: Pointer) -> None:
        if intent.kind not in (CLICK, DOUBLE_CLICK):
            return
        for i, rect in self.row_rects(self.app.size):
            if rect.collidepoint(intent.pos):
                self.selected = i
                self._to_first_action()
                if intent.kind == DOUBLE_CLICK:
                    s = self.current
                    if s is None:
                        return
                    (self.watch_selected if s.finished else self.continue_selected)()
                return

    # --- layout ----------------------------------------------------------------------------
    def notice_lines(self) -> list[str]:
        """The notice: what the last action could not do (or where the damaged files are),
        damaged files set aside (once), then the files that cannot be opened (every time: a
        newer version's, unreadable ones), and an unreadable folder. All wrap in its panel
        (the last action's line ran over the buttons and off the window at 640x420)."""
        lines = [t for t in (self.note, self.not_deleted) if t]
        lines += notice_lines(self.problems) + [line() for line in self.elsewhere]
        lines += [self.left_there.message()] if self.left_there is not None else []
        if self.unavailable:
            lines.append(str(CANNOT_OPEN))
            lines += [p.message() for p in self.unavailable]
        if self.folder_problem is not None and self.app.store is not None:
            lines.append(FOLDER_UNREADABLE.format(folder=str(self.app.store.root),
                                                  reason=self.folder_problem))
        return lines

    def _notice_height(self, size: tuple[int, int]) -> int:
        """The notice panel's height (0: no notice), at most what leaves one row seen."""
        messages = self.notice_lines()
        if not messages:
            return 0
        w, h = size
        width, px = min(w - 40, font_px(size, 1000)), font_px(size, 14)
        lines = sum(len(wrap(m, px, width - 24)) for m in messages)
        height = 16 + lines * int(px * 1.32) + int(px * 0.3) * len(messages)
        room = (h - font_px(size, 42) - font_px(size, 36) - font_px(size, 10) - _top(size)
                - (self.row_height(size) if self.summaries else 0))  # one match stays seen
        return min(height, max(room, h // 4))

    def notice_rect(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Under the rows shown: above them, one told while the list was open pushed every
        row down, and the row under the pointer was another."""
        if not (height := self._notice_height(size)):
            return None
        area = self.list_rect(size)
        shown = max(1, min(len(self.summaries), area.height // self.row_height(size)))
        top = min(area.y + shown * self.row_height(size), area.bottom) + font_px(size, 10)
        return pygame.Rect(area.x, top, area.width, height)

    def list_rect(self, size: tuple[int, int]) -> pygame.Rect:
        (w, h), top, notice = size, _top(size), self._notice_height(size)
        width = min(w - 40, font_px(size, 1000))
        bottom = h - font_px(size, 42) - font_px(size, 36) - (notice and notice + font_px(size, 10))
        return pygame.Rect((w - width) // 2, top, width, max(bottom - top, 0))

    def row_height(self, size: tuple[int, int]) -> int:
        two_lines = int(font_px(size, 17) * 1.35 + font_px(size, 14) * 1.35) + 20
        return max(font_px(size, 62), two_lines)

    def row_rects(self, size: tuple[int, int]) -> list[tuple[int, pygame.Rect]]:
        area = self.list_rect(size)
        rh = self.row_height(size)
        per_page = max(1, area.height // rh)
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + per_page:
            self.scroll = self.selected - per_page + 1
        self.scroll = max(0, min(self.scroll, max(len(self.summaries) - per_page, 0)))
        out = []
        for k, i in enumerate(range(self.scroll, min(len(self.summaries), self.scroll + per_page))):
            out.append((i, pygame.Rect(area.x, area.y + k * rh, area.width, rh - 6)))
        return out

    def date_style(self, size: tuple[int, int]) -> str | None:
        """How the list writes its dates (``saved_rows.date_style``; None: no rows)."""
        rows = self.row_rects(size)
        return date_style(size, rows[0][1].width, self.summaries) if rows else None

    def place(self, size: tuple[int, int]) -> None:
        place_buttons([b for b in (self.damaged, self.new, self.cont, self.rematch, self.watch,
                                   self.review, self.delete) if b.visible], self.back, size)
        self.row_rects(size)  # keeps the selection scrolled into view

    # --- drawing ---------------------------------------------------------------------------
    row_mark = staticmethod(row_mark)  # the mark of a match played with help (saved_rows)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        notice = self.notice_rect(size)
        if notice is not None:
            lines = self.notice_lines()  # only matches listed again: good news, calm
            draw_notice(surface, lines, notice, font_px(size, 14),
                        calm=lines == [line() for line in self.elsewhere])
        area = self.list_rect(size)
        px = font_px(size, 17)
        if (self.app.store is None or not self.summaries) and self.folder_problem is None:
            empty = NO_OPENABLE if self.has_damaged or self.unavailable else NO_MATCHES
            draw_text(surface, NO_STORE if self.app.store is None else empty,
                      (size[0] // 2, area.y + font_px(size, 40)), px, WHITE, anchor="midtop")
        rows = self.row_rects(size)
        style = self.date_style(size)
        for i, rect in rows:
            draw_row(surface, rect, self.summaries[i], i == self.selected, style)
        if rows and rows[0][0] > 0:
            draw_text(surface, MORE_ABOVE, (area.right + 4, area.y), px, WHITE)
        if rows and rows[-1][0] < len(self.summaries) - 1:
            draw_text(surface, MORE_BELOW, (area.right + 4, area.bottom - px * 2), px, WHITE)
        for b in self._buttons():
            b.draw(surface)  # the note is in the notice (notice_lines)
