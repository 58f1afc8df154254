"""The coach's review of one round, over the score board ("Review this round", R).

Every decision of the player in the round (take or pass the upcard, which pile, which card to
throw or knock with), in order: the action played, the best action and the expected points
lost (0 where the best was played), judged on what the player could see at that moment
(``coach.steps``: the same values as ``python -m ginrummy_desktop.coach``). The largest losses
are marked as mistakes. The decisions are valued one at a time on the computer's worker (the
window stays responsive; a bar shows how far it is); the finished review is kept on the
match's controller, so opening it again shows it at once.

"The computer's round" (fair play) lists every move the computer made in the round, the
cards it drew from the stock included, and the deal seed (``ui/fair_play.py``). Up/Down and
Page Up/Down choose a decision; Enter, a double click or "On the table" show the round at
that decision as it was, "Try again" (on a mistake) asks the player to choose again before
the answer is shown (the scene ``review_board``). Escape or "Close" go back. Opened from the
saved matches with ``rounds`` (every finished round of the match), "◀ Round" / "Round ▶"
(or Left/Right) switch between them.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
from collections.abc import Mapping, MutableMapping
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.coach.judge import Race
from ginrummy_desktop.coach.review import REVIEW_BUDGET, Decision, RoundReview, run_race
from ginrummy_desktop.coach.steps import Job, Pending, RoundWork, round_decisions, round_review
from ginrummy_desktop.coach.words import PHASES  # noqa: F401  (the review's words, for tests)
from ginrummy_desktop.engine import Card, Match
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.button_ring import ButtonRing
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.fair_play import (
    DEAL_AGAIN,
    ask_deal_again,
    computer_round,
    copy_text,
    fair_lines,
)
from ginrummy_desktop.ui.fresh_losses import Submit
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.review_keys import MOVES, jump
from ginrummy_desktop.ui.review_rows import (
    MISTAKE_RED,
    button_px,
    button_width,
    close_width,
    draw_judged,
    draw_progress,
    draw_rows,
    draw_theirs,
    judged_height,
    row_at,
    row_width,
    theirs_rows,
    why_room,
)
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, dim, draw_panel, draw_text, font

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

TITLE = N_("Review of round {n}")
FAILED = N_("The review could not be made: {reason}")
NOTHING = N_("You had no choice to make in this round.")
CLOSE = N_("Close")
THEIR_ROUND = N_("The computer's round")
YOUR_DECISIONS = N_("Your decisions")
COPY_SEED = N_("Copy seed")
COPIED = N_("Copied: {seed}")
NO_CLIPBOARD = N_("No clipboard here: the seed is {seed}")
ON_TABLE = N_("On the table")
TRY_AGAIN = N_("Try again")
PREV_ROUND = N_("\u25c0 Round")
NEXT_ROUND = N_("Round \u25b6")

@scene("round_review")
class RoundReviewScene(Scene):
    """The review of round ``round_number`` of ``match`` for the player; ``submit(fn, *args)``
    runs a job on the worker, ``cache`` keeps finished reviews, ``hinted`` the hints shown,
    ``level`` the computer's level in ``match`` (a deal played again is played against it)."""

    transparent = True

    def __init__(self, app: App, *, match: Match, round_number: int, submit: Submit,
                 cache: MutableMapping[int, RoundReview] | None = None, seat: int = HUMAN,
                 budget: int | None = None, rounds: list[int] | None = None,
                 hinted: Mapping[int, str] | None = None, level: str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.hinted = hinted or {}  # history index -> action text (``MatchController.hinted``)
        self.seat = seat
        self.rounds = rounds or [round_number]
        self.submit = submit
        self.cache: MutableMapping[int, RoundReview] = cache if cache is not None else {}
        self.budget = budget or app.coach_playouts or REVIEW_BUDGET  # playouts per decision
        self.close_button = Button(CLOSE, self.close, primary=True)
        self.ring = ButtonRing()  # Tab's ring over the buttons (none: the list has it)
        self.theirs_button = Button(THEIR_ROUND, self.toggle_theirs)
        self.prev_button = Button(PREV_ROUND, lambda: self.go_round(-1))
        self.next_button = Button(NEXT_ROUND, lambda: self.go_round(1))
        self.copy_button = Button(COPY_SEED, self.copy_seed)
        self.again_button = Button(  # the deal with the seats swapped, at ``level``
            DEAL_AGAIN, lambda: ask_deal_again(app, match, self.number, level))
        self.copied: str | None = None
        self.board_button = Button(ON_TABLE, lambda: self.open_board(False))
        self.try_button = Button(TRY_AGAIN, lambda: self.open_board(True))
        self.pendings: list[Pending] = []
        self.selected = 0
        self.board: Scene | None = None
        self.seed = match.seed
        self.future: cf.Future[Race] | None = None
        self.job: Job | None = None
        self.load(round_number)

    def load(self, number: int) -> None:
        """Show the review of round ``number``: at once if it was made before (``cache``),
        else its decisions go to the worker one at a time."""
        if self.future is not None:
            self.future.cancel()
            self.future = None
        self.number = number
        self.review: RoundReview | None = self.cache.get(number)
        self.work: RoundWork | None = None
        self.total = 0
        self.error: str | None = None
        self.scroll = self.other_scroll = 0  # the list's first row shown; the other page's
        self.selected = 0
        self.showing_theirs = False
        self.theirs_button.label = THEIR_ROUND
        self.their_moves: list[str] = []
        self.their_lines: list[tuple[str, bool]] = []
        self.tops: dict[int, Card] = {}  # the pile's card at each decision
        self.hands: dict[int, int] = {}  # the player's hand at each decision (bit mask)
        try:
            todo = round_decisions({**self.match.to_dict(), "hinted": self.hinted}, self.seat,
                                   number)
        except Exception as e:  # a history the engine refuses: say so, never crash
            log.exception("the round review could not replay the match")
            self.error = str(e)
            return
        self.pendings = list(todo)
        self.tops = {p.index: t for p in todo if (t := p.view.discard_top) is not None}
        self.hands = {p.index: p.view.hand_mask for p in todo}
        fair = computer_round(self.match, number)
        self.their_moves = [mv.text for mv in fair]
        self.their_lines = fair_lines(fair)
        if self.review is None:
            self.work = RoundWork(todo, self.budget)
            self.total = len(todo)
            self._next()
        self.select(self.review.chosen if self.review is not None else 0)  # as left last

    def selected_decision(self) -> Decision | None:
        if self.review is None or not self.review.decisions or self.showing_theirs:
            return None
        return self.review.decisions[min(self.selected, len(self.review.decisions) - 1)]

    def open_board(self, trying: bool) -> Scene | None:
        """The round on the table at the chosen decision (``trying``: choose again first)."""
        d = self.selected_decision()
        if d is None or self.review is None:
            return None
        self.board = self.app.open("review_board", pendings=self.pendings, review=self.review,
                                   index=d.index, trying=trying, submit=self.submit)
        return self.board

    def resume(self) -> None:
        """Back from the table: the list shows the decision the player looked at last."""
        board, self.board = self.board, None  # a review board (its module is not imported)
        d = getattr(board, "decision", None) if getattr(board, "steps", None) else None
        rows = [x.index for x in self.review.decisions] if self.review is not None else []
        if isinstance(d, Decision) and d.index in rows:
            self.select(rows.index(d.index))

    def ring_buttons(self) -> tuple[list[Button], Button | None]:
        """The buttons in Tab's order, and what Enter presses with none ringed (None: the
        chosen decision on the table)."""
        rows = not self.showing_theirs and self.selected_decision() is not None
        return [self.prev_button, self.next_button, self.copy_button, self.again_button,
                self.try_button, self.board_button, self.theirs_button,
                self.close_button], None if rows else self.close_button

    def select(self, i: int) -> None:
        """Choose decision ``i`` (the view scrolls to keep it shown)."""
        n = len(self.review.decisions) if self.review is not None else 0
        self.selected = max(0, min(i, n - 1))
        if self.review is not None:
            self.review.chosen = self.selected
        shown = self.rows_shown()
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + shown:
            self.scroll = self.selected - shown + 1

    def copy_seed(self) -> bool:
        """Put the deal seed on the clipboard (or say it cannot be)."""
        ok = copy_text(str(self.seed))
        self.copied = (COPIED if ok else NO_CLIPBOARD).format(seed=self.seed)
        return ok

    def go_round(self, step: int) -> None:
        """The previous or next finished round (from the saved matches)."""
        j = (self.rounds.index(self.number) if self.number in self.rounds else 0) + step
        if 0 <= j < len(self.rounds):
            self.load(self.rounds[j])

    def toggle_theirs(self) -> None:
        """Between the player's decisions and the computer's whole round (fair play)."""
        self.showing_theirs = not self.showing_theirs
        self.scroll, self.other_scroll = self.other_scroll, self.scroll  # each page stays
        self.copied = None
        self.theirs_button.label = YOUR_DECISIONS if self.showing_theirs else THEIR_ROUND

    # --- the work --------------------------------------------------------------------------
    @property
    def done(self) -> int:
        """Decisions valued so far (for the progress line; the bar goes by playouts)."""
        return self.work.judged() if self.work is not None else self.total

    @property
    def fraction(self) -> float:
        """How far the review is, by the playouts it has spent (its time)."""
        return self.work.fraction() if self.work is not None else 1.0

    def _next(self) -> None:
        work = self.work
        assert work is not None
        self.job = work.next_job()
        if self.job is not None:
            self.future = self.submit(run_race, self.job.pending, self.job.race,
                                      self.job.playouts)
            return
        self.future = None
        self.review = round_review(self.number, work.decisions())
        self.cache[self.number] = self.review
        self.work = None

    def update(self, dt: float) -> None:
        f = self.future
        if f is None or not f.done():
            return
        try:
            race = f.result()
        except Exception as e:
            log.exception("a decision of the review failed")
            self.error = str(e)
            self.future = None
            return
        assert self.work is not None and self.job is not None
        self.work.take(self.job, race)
        self._next()

    @property
    def busy(self) -> bool:
        return self.future is not None

    def exit(self) -> None:
        if self.future is not None:
            self.future.cancel()
            self.future = None

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> None:
        self._layout()
        if self.close_button.handle(intent):
            return
        if self.theirs_button.handle(intent):
            return
        if self.prev_button.handle(intent) or self.next_button.handle(intent):
            return
        if self.board_button.handle(intent) or self.try_button.handle(intent):
            return
        if self.copy_button.handle(intent) or self.again_button.handle(intent):
            return
        rows = not self.showing_theirs and self.selected_decision() is not None
        if isinstance(intent, I.Key) and self.ring.handle(intent.command, *self.ring_buttons()):
            return
        if isinstance(intent, I.Key):
            cmd = intent.command
            if cmd in (I.Command.CONFIRM, I.Command.SELECT) and rows:
                self.open_board(False)
            elif cmd in (I.Command.CANCEL, I.Command.CONFIRM, I.Command.SELECT):
                self.close()
            elif cmd in (I.Command.LEFT, I.Command.RIGHT):
                self.go_round(-1 if cmd is I.Command.LEFT else 1)
            elif cmd in MOVES:  # a row, a page, or (Home, End) to the first or the last
                step = jump(cmd, max(1, self.rows_shown() - 1))
                if rows:
                    self.select(self.selected + step)
                else:
                    self._scroll(step)
        if isinstance(intent, I.Pointer) and intent.kind in (I.CLICK, I.DOUBLE_CLICK) and rows:
            row = row_at(self, intent.pos)
            if row is not None:
                self.select(row)
                self.ring.at = None
                if intent.kind == I.DOUBLE_CLICK:
                    self.open_board(False)
        if isinstance(intent, I.Wheel):  # three rows a notch, as the help (decision 30 of
            self._scroll(-3 * int(getattr(intent, "dy", 0)))  # 30 took 15 notches)

    def _scroll(self, step: int) -> None:
        n = len(self.review.decisions) if self.review is not None else 0
        if self.showing_theirs:
            n = len(theirs_rows(self))
        self.scroll = max(0, min(self.scroll + step, n - self.rows_shown()))

    # --- layout and drawing ----------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        row = row_width((w, h), ((COPY_SEED,), (DEAL_AGAIN,), (THEIR_ROUND, YOUR_DECISIONS)), CLOSE)
        pw = min(w - 20, max(760, int(w * 0.66), row))
        ph = h - max(20, h // 10)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _layout(self) -> None:
        r = self.panel()
        bh, px = button_px(self.app.size)
        bw = close_width(self.app.size, self.close_button.label)
        self.close_button.rect = pygame.Rect(r.right - bw - 16, r.bottom - bh - 14, bw, bh)
        tw = button_width(self.app.size, THEIR_ROUND, YOUR_DECISIONS)
        self.theirs_button.rect = pygame.Rect(self.close_button.rect.x - tw - 12,
                                              r.bottom - bh - 14, tw, bh)
        many = len(self.rounds) > 1
        i = self.rounds.index(self.number) if self.number in self.rounds else 0
        self.prev_button.visible = self.next_button.visible = many
        self.prev_button.enabled = i > 0
        self.next_button.enabled = i < len(self.rounds) - 1
        nw = max(font(px).size(str(t))[0] for t in (PREV_ROUND, NEXT_ROUND))
        nw += font_px(self.app.size, 24)
        self.prev_button.rect = pygame.Rect(r.x + 16, r.y + 12, nw, bh)
        x = r.x + 16
        for b in (self.copy_button, self.again_button):
            b.visible = self.showing_theirs
            bw3 = button_width(self.app.size, b.label)
            b.rect = pygame.Rect(x, r.bottom - bh - 14, bw3, bh)
            x += bw3 + 12
        self.again_button.visible = self.showing_theirs and \
            1 <= self.number <= len(self.match.results)
        d = self.selected_decision()
        self.board_button.visible = d is not None
        self.try_button.visible = d is not None and self.review is not None and \
            d.index in {m.index for m in self.review.mistakes()}
        x = self.theirs_button.rect.x  # "Try again" left of "On the table": coming at a
        for b in (self.board_button, self.try_button):  # mistake it pushed that aside (1280x720)
            bw2 = button_width(self.app.size, b.label)
            if b.visible:
                x -= bw2 + 12
                b.rect = pygame.Rect(x, r.bottom - bh - 14, bw2, bh)
        self.next_button.rect = pygame.Rect(r.right - 16 - nw, r.y + 12, nw, bh)
        self.ring.show(*self.ring_buttons())

    def _metrics(self) -> tuple[int, int, int, int]:
        """(title px, text px, top of the table's first row, row height)."""
        size = self.app.size
        big, px = font_px(size, 28), font_px(size, 16)
        r = self.panel()
        under_title = max(int(px * 1.5), judged_height(size, r.width) + int(px * 0.5))
        top = r.y + 14 + int(big * 1.5) + under_title + int(px * 1.6)
        return big, px, top, int(px * 1.55)

    def rows_shown(self) -> int:
        _big, px, top, row_h = self._metrics()
        bottom = self.panel().bottom - font_px(self.app.size, 40) - 14 - int(px * 2.2) \
            - why_room(self, px)
        return max(1, (bottom - top) // row_h)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout()
        dim(surface, 150)
        r = self.panel()
        draw_panel(surface, r, (8, 40, 26, 255))
        big, px, top, row_h = self._metrics()
        draw_text(surface, TITLE.format(n=self.number), (r.centerx, r.y + 14), big, GOLD,
                  bold=True, anchor="midtop")
        left = r.x + 24
        y = r.y + 14 + int(big * 1.5)
        if not self.showing_theirs:  # the computer's page says what it shows in its own line
            draw_judged(surface, self.app.size, (left, y), r.width)
        if self.showing_theirs:
            draw_theirs(self, surface, r, top - int(px * 1.6), px, row_h)
        elif self.error is not None:
            draw_text(surface, FAILED.format(reason=self.error), (left, top), px, MISTAKE_RED)
        elif self.review is None:
            draw_progress(self, surface, r, top, px)
        elif not self.review.decisions:
            draw_text(surface, NOTHING, (left, top), px, WHITE)
        else:
            draw_rows(self, surface, r, top - int(px * 1.6), px, row_h)
        for b in self.ring_buttons()[0]:
            b.draw(surface)
