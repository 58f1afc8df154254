"""The coach's review of one round, over the score board ("Review this round", R).

Every decision of the player in the round (take or pass the upcard, which pile, which card to
throw or knock with), in order: the action played, the best action and the expected points
lost (0 where the best was played), judged on what the player could see at that moment
(``coach.steps``: the same values as ``python -m ginrummy_desktop.coach``). The largest losses
are marked as mistakes. The decisions are valued one at a time on the computer's worker (the
window stays responsive; a bar shows how far it is); the finished review is kept on the
match's controller, so opening it again shows it at once.

"The computer's round" (fair play) lists every move the computer made in the round, the
cards it drew from the stock included, and the deal seed. Up/Down and Page Up/Down scroll;
Enter, Escape or "Close" go back. Opened from the saved matches with ``rounds`` (every
finished round of the match), "◀ Round" / "Round ▶" (or Left/Right) switch between them.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from ginrummy_desktop.coach.review import REVIEW_BUDGET, Decision, RoundReview
from ginrummy_desktop.coach.steps import Pending, judge, round_decisions, round_review
from ginrummy_desktop.engine import Action, Card, Kind, Match
from ginrummy_desktop.i18n import N_, NC_
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.move_words import move_text
from ginrummy_desktop.ui.replay import round_positions
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.table.hint import action_words, points_text
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, dim, draw_panel, draw_text, font

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

MISTAKE_RED = (255, 150, 130)

TITLE = N_("Review of round {n}")
WORKING = N_("Reviewing your decisions\u2026 {done} of {total}")
FAILED = N_("The review could not be made: {reason}")
NOTHING = N_("You had no choice to make in this round.")
JUDGED = N_("Expected points, judged only on what you could see at that moment.")
TOTAL = N_("{n} decisions, {m} mistakes, {points} points lost in all")
HEAD_PLAYED = N_("You played")
HEAD_BEST = N_("Best")
HEAD_LOST = N_("Points lost")
MISTAKE = N_("Mistake")
BEST_PLAYED = N_("best")
CLOSE = N_("Close")
THEIR_ROUND = N_("The computer's round")
YOUR_DECISIONS = N_("Your decisions")
FAIR_PLAY = N_("Every move the computer made in this round, the cards it drew from the stock "
               "included.")
DEAL_SEED = N_("Deal seed: {seed}")
PREV_ROUND = N_("\u25c0 Round")
NEXT_ROUND = N_("Round \u25b6")
PHASES = {"offer": NC_("phase", "Upcard"), "draw": NC_("phase", "Draw"),
          "discard": NC_("phase", "Discard")}

R = TypeVar("R")


class Submit(Protocol):
    """Runs ``fn(*args)`` off the frame loop (``MatchController.submit``)."""

    def __call__(self, fn: Callable[..., R], /, *args: object) -> cf.Future[R]: ...


def short_action(action: Action, top: Card | None = None) -> str:
    """The action with the card's short name ("Discard the K♣"), capitalised; ``top`` is
    the discard pile's card then (the one a take or a pick takes)."""
    text = action_words(action, top=top, short=True)
    return text[:1].upper() + text[1:]


def computer_moves(match: Match, number: int) -> list[str]:
    """Every move of the computer in round ``number``, as sentences, the cards it drew from
    the stock named (the round is over: nothing is hidden any more)."""
    actions = [a.text() for a in match.history]
    start = Match(match.rules, match.seed)
    i = 0
    while i < len(actions) and start.round_number < number:
        start.apply(actions[i])
        i += 1
    j = i
    probe = len(start.results)
    check = Match(match.rules, match.seed)
    for a in actions[:i]:
        check.apply(a)
    while j < len(actions) and len(check.results) == probe:
        check.apply(actions[j])
        j += 1
    out = []
    for pos in round_positions(start, actions[i:j]):
        mv = pos.move
        if mv is not None and mv.seat == COMPUTER:
            gin = mv.kind is Kind.KNOCK and pos.result is not None and pos.result.outcome == "gin"
            out.append(move_text(COMPUTER, mv.kind, mv.card, gin=gin))
    return out


@scene("round_review")
class RoundReviewScene(Scene):
    """The review of round ``round_number`` of ``match`` for the player; ``submit(fn, *args)``
    runs a job on the worker (the controller's), ``cache`` keeps finished reviews by round."""

    transparent = True

    def __init__(self, app: App, *, match: Match, round_number: int, submit: Submit,
                 cache: dict[int, RoundReview] | None = None, seat: int = HUMAN,
                 budget: int = REVIEW_BUDGET, rounds: list[int] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.seat = seat
        self.rounds = rounds or [round_number]
        self.submit = submit
        self.cache = cache if cache is not None else {}
        self.budget = budget
        self.close_button = Button(CLOSE, self.close, primary=True)
        self.close_button.focused = True
        self.theirs_button = Button(THEIR_ROUND, self.toggle_theirs)
        self.prev_button = Button(PREV_ROUND, lambda: self.go_round(-1))
        self.next_button = Button(NEXT_ROUND, lambda: self.go_round(1))
        self.seed = match.seed
        self.future: cf.Future[Decision] | None = None
        self.load(round_number)

    def load(self, number: int) -> None:
        """Show the review of round ``number``: at once if it was made before (``cache``),
        else its decisions go to the worker one at a time."""
        if self.future is not None:
            self.future.cancel()
            self.future = None
        self.number = number
        self.review: RoundReview | None = self.cache.get(number)
        self.todo: list[Pending] = []
        self.done: list[Decision] = []
        self.total = 0
        self.error: str | None = None
        self.scroll = 0
        self.showing_theirs = False
        self.theirs_button.label = THEIR_ROUND
        self.their_moves: list[str] = []
        self.tops: dict[int, Card] = {}  # the pile's card at each decision
        try:
            todo = round_decisions(self.match.to_dict(), self.seat, number)
        except Exception as e:  # a history the engine refuses: say so, never crash
            log.exception("the round review could not replay the match")
            self.error = str(e)
            return
        self.tops = {p.index: p.view.discard_top for p in todo
                     if p.view.discard_top is not None}
        self.their_moves = computer_moves(self.match, number)
        if self.review is None:
            self.todo = todo
            self.total = len(self.todo)
            self._next()

    def go_round(self, step: int) -> None:
        """The previous or next finished round (from the saved matches)."""
        i = self.rounds.index(self.number) if self.number in self.rounds else 0
        j = i + step
        if 0 <= j < len(self.rounds):
            self.load(self.rounds[j])

    def toggle_theirs(self) -> None:
        """Between the player's decisions and the computer's whole round (fair play)."""
        self.showing_theirs = not self.showing_theirs
        self.scroll = 0
        self.theirs_button.label = YOUR_DECISIONS if self.showing_theirs else THEIR_ROUND

    # --- the work --------------------------------------------------------------------------
    def _next(self) -> None:
        if self.todo:
            self.future = self.submit(judge, self.todo.pop(0), self.budget)
            return
        self.future = None
        self.review = round_review(self.number, self.done)
        self.cache[self.number] = self.review

    def update(self, dt: float) -> None:
        f = self.future
        if f is None or not f.done():
            return
        try:
            self.done.append(f.result())
        except Exception as e:
            log.exception("a decision of the review failed")
            self.error = str(e)
            self.future = None
            return
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
        if isinstance(intent, I.Key):
            cmd = intent.command
            if cmd in (I.Command.CANCEL, I.Command.CONFIRM, I.Command.SELECT):
                self.close()
            elif cmd in (I.Command.LEFT, I.Command.RIGHT):
                self.go_round(-1 if cmd is I.Command.LEFT else 1)
            elif cmd in (I.Command.DOWN, I.Command.UP):
                self._scroll(1 if cmd is I.Command.DOWN else -1)
            elif cmd in (I.Command.PAGE_DOWN, I.Command.PAGE_UP):
                page = max(1, self.rows_shown() - 1)
                self._scroll(page if cmd is I.Command.PAGE_DOWN else -page)
        wheel = getattr(I, "Wheel", None)
        if wheel is not None and isinstance(intent, wheel):
            self._scroll(-int(getattr(intent, "dy", 0)))

    def _scroll(self, step: int) -> None:
        n = len(self.review.decisions) if self.review is not None else 0
        if self.showing_theirs:
            n = len(self.their_moves)
        self.scroll = max(0, min(self.scroll + step, n - self.rows_shown()))

    # --- layout and drawing ----------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        pw = min(w - 20, max(760, int(w * 0.66)))
        ph = h - max(20, h // 10)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _layout(self) -> None:
        r = self.panel()
        bh = font_px(self.app.size, 40)
        px = max(11, int(bh * 0.42))
        bw = max(font_px(self.app.size, 150),
                 font(px).size(str(self.close_button.label))[0] + font_px(self.app.size, 36))
        self.close_button.rect = pygame.Rect(r.right - bw - 16, r.bottom - bh - 14, bw, bh)
        tw = max(font(px).size(str(t))[0] for t in (THEIR_ROUND, YOUR_DECISIONS))
        tw += font_px(self.app.size, 36)
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
        self.next_button.rect = pygame.Rect(r.right - 16 - nw, r.y + 12, nw, bh)

    def _metrics(self) -> tuple[int, int, int, int]:
        """(title px, text px, top of the table's first row, row height)."""
        size = self.app.size
        big, px = font_px(size, 28), font_px(size, 16)
        r = self.panel()
        top = r.y + 14 + int(big * 1.5) + int(px * 1.5) + int(px * 1.6)
        return big, px, top, int(px * 1.55)

    def rows_shown(self) -> int:
        _big, px, top, row_h = self._metrics()
        bottom = self.panel().bottom - font_px(self.app.size, 40) - 14 - int(px * 2.2)
        return max(1, (bottom - top) // row_h)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout()
        dim(surface, 150)
        r = self.panel()
        draw_panel(surface, r, (8, 40, 26, 250))
        big, px, top, row_h = self._metrics()
        draw_text(surface, TITLE.format(n=self.number), (r.centerx, r.y + 14), big, GOLD,
                  bold=True, anchor="midtop")
        left = r.x + 24
        y = r.y + 14 + int(big * 1.5)
        draw_text(surface, JUDGED, (left, y), px - 2, WHITE)
        if self.showing_theirs:
            self._draw_theirs(surface, r, top - int(px * 1.6), px, row_h)
        elif self.error is not None:
            draw_text(surface, FAILED.format(reason=self.error), (left, top), px, MISTAKE_RED)
        elif self.review is None:
            self._draw_progress(surface, r, top, px)
        elif not self.review.decisions:
            draw_text(surface, NOTHING, (left, top), px, WHITE)
        else:
            self._draw_rows(surface, r, top - int(px * 1.6), px, row_h)
        self.close_button.draw(surface)
        self.theirs_button.draw(surface)
        self.prev_button.draw(surface)
        self.next_button.draw(surface)

    def _draw_theirs(self, surface: pygame.Surface, r: pygame.Rect, y: int, px: int,
                     row_h: int) -> None:
        draw_text(surface, FAIR_PLAY, (r.x + 24, y), px, GOLD, bold=True)
        y += int(px * 1.6)
        for text in self.their_moves[self.scroll:self.scroll + self.rows_shown()]:
            draw_text(surface, text, (r.x + 24, y), px, WHITE)
            y += row_h
        draw_text(surface, DEAL_SEED.format(seed=self.seed),
                  (r.x + 24, self.close_button.rect.centery), px, GOLD, bold=True,
                  anchor="midleft")

    def _draw_progress(self, surface: pygame.Surface, r: pygame.Rect, top: int,
                       px: int) -> None:
        done = len(self.done)
        draw_text(surface, WORKING.format(done=done, total=self.total), (r.centerx, top), px,
                  WHITE, anchor="midtop")
        bar = pygame.Rect(r.x + r.width // 6, top + int(px * 2), r.width * 2 // 3, px)
        pygame.draw.rect(surface, WHITE, bar, 1, border_radius=4)
        frac = done / self.total if self.total else 1.0
        fill = bar.inflate(-4, -4)
        fill.width = int(fill.width * frac)
        if fill.width > 0:
            pygame.draw.rect(surface, GOLD, fill, border_radius=3)

    def _draw_rows(self, surface: pygame.Surface, r: pygame.Rect, head_y: int, px: int,
                   row_h: int) -> None:
        review = self.review
        assert review is not None
        marked = {d.index for d in review.mistakes()}
        w = r.width - 48
        cols = [r.x + 24, r.x + 24 + int(w * 0.05), r.x + 24 + int(w * 0.17),
                r.x + 24 + int(w * 0.5), r.x + 24 + int(w * 0.83)]
        for x, head in zip(cols[2:], (HEAD_PLAYED, HEAD_BEST, HEAD_LOST), strict=True):
            draw_text(surface, head, (x, head_y), px, GOLD, bold=True)
        y = head_y + int(px * 1.6)
        shown = review.decisions[self.scroll:self.scroll + self.rows_shown()]
        for n, d in enumerate(shown, self.scroll + 1):
            mistake = d.index in marked
            col = MISTAKE_RED if mistake else WHITE
            top = self.tops.get(d.index)
            best = BEST_PLAYED if d.played == d.best else short_action(d.best, top)
            lost = points_text(d.loss)
            texts = [str(n), str(PHASES.get(d.phase, d.phase)), short_action(d.played, top),
                     str(best), lost]
            for x, text in zip(cols, texts, strict=True):
                draw_text(surface, text, (x, y), px, col, bold=mistake)
            if mistake:
                lx = cols[4] + font(px, True).size(lost)[0] + px
                draw_text(surface, MISTAKE, (lx, y), px, MISTAKE_RED, bold=True)
            y += row_h
        total = TOTAL.format(n=len(review.decisions), m=len(marked),
                             points=points_text(review.total_loss))
        draw_text(surface, total, (r.x + 24, self.close_button.rect.centery), px, GOLD,
                  bold=True, anchor="midleft")
