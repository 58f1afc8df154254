"""The scoring board over the table: the round's result as the rules compute it (K, D,
lay-offs, bonus), the running score sheet of the match beside a small chart of both totals over
the rounds, and at the end of a match the final totals with the bonuses and the margin above
the chart (the totals: ``ui/final_board.py``).

While the match goes on it closes by itself after the ``summary_seconds`` setting (off, 5,
10 or 20 s; the countdown shows) and the next round is dealt; its button "Next round" (or
Enter) does that at once. The countdown never hurries: it stops for good once the mouse moves
over it (anywhere after ``READ_FIRST`` s), another key is touched or the window is resized.
The final board stays until closed and offers the rematch. L recalls it mid-round.

A key that moves on (Enter, Space, Escape) is taken after the board has been on screen
``READ_FIRST`` s; before, it stops the countdown, and the footer says that the board stays a
moment and then that Enter goes on (``ui/board_footer.py``). A click on a button is aimed:
taken at once (after the stack's grace if the board opened by itself). A click anywhere else,
on the sheet, the chart or beside the board, only stops the countdown: a player clicking a
row of the sheet to look at it had the next round dealt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Match, RoundResult
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import hollywood_sheet as sheets
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.board_footer import (  # noqa: F401  (the board's words, for tests)
    CLOSES_IN,
    CLOSES_IN_SHORT,
    COUNTDOWN_STOPPED,
    HOW_TO_STAY,
    countdown_lines,
    draw_footer,
    edge,
    footer_need,
    room_under,
)
from ginrummy_desktop.ui.board_headline import (  # noqa: F401  (REVIEW_ROUND for tests)
    REVIEW_ROUND,
    headline,
    review_label,
)
from ginrummy_desktop.ui.board_rounds import open_round, open_round_at
from ginrummy_desktop.ui.button_ring import ButtonRing
from ginrummy_desktop.ui.chart import draw_score_chart
from ginrummy_desktop.ui.chart_scale import running_totals
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.final_board import draw_final, final_rows, one_round
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.loop import LONGEST_FRAME
from ginrummy_desktop.ui.round_text import fit_lines, next_deal_lines, round_lines
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.score_sheet import ScoreSheet, sheet_px
from ginrummy_desktop.ui.settings import summary_seconds
from ginrummy_desktop.ui.table.buttons import REMATCH
from ginrummy_desktop.ui.widgets import (
    GOLD,
    WHITE,
    Button,
    dim,
    draw_panel,
    draw_text,
    font,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

READ_FIRST = 2.0
"""Seconds on screen before a key or a click beside the buttons moves on (800x520: an Enter
still pressed from the round dealt the next round), or a mouse beside it stops the countdown."""

AUTO_CLOSE = 10.0
"""The countdown when the settings do not say (seconds)."""

CLOSE = N_("Close")
NEXT_ROUND = N_("Next round")
BACK_TO_ROUND = N_("Back to the round")
SHEET_KEYS = {I.Command.UP: 1, I.Command.DOWN: -1, I.Command.PAGE_UP: 1, I.Command.PAGE_DOWN: -1}
"""Keys that scroll the score sheet (towards the first round: +)."""
FOCUS_KEYS = {I.Command.LEFT: -1, I.Command.RIGHT: 1, I.Command.NEXT: 1, I.Command.PREV: -1}
"""Keys that move the keyboard's ring over the buttons ("Rematch" had no key; 1920x1080)."""
CHART_ROWS = 10
"""A round summary is at least this many sheet rows tall, so the chart beside it fits."""


@scene("scoreboard")
class ScoreboardScene(Scene):
    """Over the table; ``on_close`` is called when it closes after a round (the table deals
    on), not when recalled. Without ``on_close`` (a saved match's summary): no countdown."""

    transparent = True

    def __init__(self, app: App, *, match: Match, result: RoundResult, announce: bool = False,
                 recall: bool = False, on_close: Callable[[], object] | None = None,
                 review: Callable[[], object] | None = None,
                 rematch: Callable[[], object] | None = None, lesson: bool = False) -> None:
        super().__init__(app)
        self.lesson = lesson  # the tutorial's round: the headline names the round's winner
        self.recall = recall  # recalled mid-round (L): no countdown; closing goes back to it
        self.stopped = False  # the mouse went over it or a key was touched: no countdown
        self.refused = False  # a key that moves on came while settling: the footer answers
        self.announce = announce  # the round has just ended: a chime if the player won
        self.on_close = on_close
        self.result = result
        self.match = match
        self.t = 0.0
        self.final = self.match.is_over and result is self.match.results[-1]
        self.number = next((i for i, r in enumerate(match.results, 1) if r is result),
                           len(match.results))
        """The round's number (1 = the match's first)."""
        label = CLOSE if self.match.is_over else BACK_TO_ROUND if recall else NEXT_ROUND
        self.close_button = Button(label, self.dismiss, primary=True)
        self.close_button.focused = True
        self.ring = ButtonRing(back=())  # Enter presses the ringed button, else closes
        self.review = review  # opens the coach's review of this round (None: no review here)
        self.review_button = Button(review_label(self), self.open_review)
        self.review_button.visible = review is not None
        self.rematch_button = Button(REMATCH, rematch or self.close)
        """The final board's "Rematch" (``rematch``): the table's, without closing first."""
        self.rematch_button.visible = self.final and rematch is not None
        self.sheet = ScoreSheet(match, result)  # the wheel and Up/Down scroll it

    def enter(self) -> None:
        won = self.match.winner if self.final else self.result.winner
        if self.announce and won == HUMAN:
            self.app.sounds.play("win")

    @property
    def auto_close(self) -> float | None:
        """Seconds until it closes by itself, or None (no countdown, or it was stopped)."""
        return None if self.stopped else self.countdown

    @property
    def countdown(self) -> float | None:
        """The countdown this summary has, stopped or not (None: match over, recalled,
        setting off): room is kept for its lines either way, so nothing moves then."""
        if self.match.is_over or self.recall or self.on_close is None:
            return None
        return summary_seconds(self.app.settings, AUTO_CLOSE)

    @property
    def settling(self) -> bool:
        """Too new on screen to move on by a key or a stray click (``READ_FIRST``); a board
        recalled mid-round only goes back to the round, at once."""
        return not self.recall and self.t < READ_FIRST

    @property
    def busy(self) -> bool:
        """Counting down or settling: frames keep coming, its time runs as the clock does
        (the idle loop's frame answering a key is one frame's time: 1920x1080)."""
        return self.auto_close is not None or self.settling

    def dismiss(self) -> None:
        self.close()
        if self.on_close is not None and not self.recall:
            self.on_close()

    def open_review(self) -> None:
        self.stopped = True  # the next round waits while the player studies this one
        if self.review is not None:
            self.review()

    def handle(self, intent: I.Intent) -> None:
        self._layout()
        if self.close_button.handle(intent):
            return
        if any(b.visible and b.handle(intent) for b in (self.review_button, self.rematch_button)):
            return
        key = intent.command if isinstance(intent, I.Key) else None
        if key is I.Command.REVIEW and self.review:
            self.open_review()
            return
        if key is I.Command.HELP:  # F1 as at the table (it did nothing): the board waits
            self.stopped = True
            self.app.open("help", tab="keys", rules=self.match.rules)
            return
        if key is I.Command.NEW_MATCH and self.rematch_button.visible:
            self.rematch_button.press()  # N, as at the finished table
            return
        if isinstance(intent, I.Key) and open_round(self, intent.number):  # 1-9: its board
            return
        buttons = [b for b in (self.rematch_button, self.review_button, self.close_button)
                   if b.visible]
        if key in FOCUS_KEYS and len(buttons) > 1:
            self.stopped = True  # the player is choosing
            self.ring.go(FOCUS_KEYS[key], buttons, self.close_button)
            self.ring.show(buttons, self.close_button)
            return
        if key in (I.Command.CONFIRM, I.Command.SELECT) and self.ring.at not in (
                None, self.close_button):
            self.ring.handle(key, buttons, self.close_button)
            return
        if (rows := self.sheet.scroll_asked(intent)) is not None:  # the wheel or an arrow:
            self.scroll_sheet(rows)  # the sheet scrolls; the player is reading
            self.stopped = True
            return
        if isinstance(intent, I.Key) and intent.command in SHEET_KEYS:
            page = max(1, self.sheet_fit() - 1)
            self.scroll_sheet(SHEET_KEYS[intent.command] * (1 if intent.command in (
                I.Command.UP, I.Command.DOWN) else page))
        if isinstance(intent, I.Pointer) and intent.kind == I.CLICK:
            self.stopped = True  # beside the board (on the dimmed table's Menu button, say)
            open_round_at(self, intent.pos)  # on the sheet: another round's row, its board
            return  # (it dealt the next round, unasked: Oklahoma 1366x768, Hollywood 1600x900)
        if key in (I.Command.CONFIRM, I.Command.SELECT, I.Command.CANCEL):
            if self.settling:  # meant for what was there before: the board stays
                self.stopped = self.refused = True
                return
            self.dismiss()
        elif isinstance(intent, I.Key):
            self.stopped = True  # any other key: the player is reading
        elif isinstance(intent, I.Pointer) and (  # (after a knock and "Done" it never
                not self.settling or self.panel().collidepoint(intent.pos)):  # counted down)
            self.stopped = True
        elif isinstance(intent, I.Resize):  # the window is being fitted to read it by
            self.stopped = True

    def update(self, dt: float) -> None:
        self.t += min(dt, LONGEST_FRAME)  # on screen: a long frame is not seconds read
        self._layout()
        limit = self.auto_close
        if limit is not None and self.t >= limit:
            self.dismiss()

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        # the final board: all but a margin (at 640x420 Hollywood's charts had no room)
        pw = min(w - 20, max(620 if self.final else 560, int(w * 0.78)))
        ph = min(h - max(20, h // 12), max(pw, 560))  # a tall window: no chart 900 px high
        if not self.final or one_round(self.match, self.lesson):  # as tall as its lines
            big, px, small = font_px((w, h), 30), font_px((w, h), 17), sheet_px((w, h))
            rows = max(min(len(self.match.results), 12) + 4, 0 if self.final else CHART_ROWS)
            lines = max(7, len(self.round_lines()))  # an undercut's 8 left 5 of 6 rounds
            need = int(big * 1.6 + lines * px * 1.45 + px + rows * small * 1.5) + 24 \
                + room_under((w, h))  # the footer's lines too (1920x1080 German hid round 1)
            if not (self.match.rules.hollywood or self.final):  # Hollywood: games' sheet
                pw = min(pw, max(560, int(w * 0.6)))
            ph = min(ph, need)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _layout(self) -> None:
        r = self.panel()
        bh, e = font_px(self.app.size, 40), edge(self.app.size)
        px = max(11, int(bh * 0.42))
        bw = max(font_px(self.app.size, 150),
                 font(px).size(str(self.close_button.label))[0] + font_px(self.app.size, 36))
        self.close_button.rect = pygame.Rect(r.right - bw - e - 2, r.bottom - bh - e, bw, bh)
        x = self.close_button.rect.x
        self.review_button.label = review_label(self)
        for b in (self.review_button, self.rematch_button):  # leftwards from "Close"
            if b.visible:
                w = font(px).size(str(b.label))[0] + font_px(self.app.size, 36)
                b.rect = pygame.Rect(x - w - 12, r.bottom - bh - e, w, bh)
                x = b.rect.x

    # --- text ------------------------------------------------------------------------------
    @property
    def recalled(self) -> bool:
        """Recalled while a later round is played: the board names its round."""
        return self.recall and not self.final

    def headline(self) -> str:
        return headline(self)

    def round_lines(self) -> list[str]:  # and who deals next, but not mid-round (recalled)
        later = [] if self.recall else next_deal_lines(self.match, self.result)
        return round_lines(self.result) + later

    def round_text(self) -> tuple[int, list[tuple[str, bool]]]:
        """The round's lines as drawn: (text size, [(line, is the heading)]). They stay in
        the left column where the right one starts beside them (Hollywood, the final
        board), else within the panel (``round_text.fit_lines``)."""
        size = self.app.size
        width = (self.column_width() if self.match.rules.hollywood or self.final
                 else self.panel().width - 48)
        px, drawn = fit_lines(tuple(self.round_lines()), font_px(size, 17),
                              font_px(size, 14), width)
        return px, list(drawn)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout()  # also when it was never updated (under the round review)
        dim(surface, 140)
        r = self.panel()
        draw_panel(surface, r, (8, 40, 26, 255))
        size = self.app.size
        big, px, small = font_px(size, 30), font_px(size, 17), font_px(size, 14)
        draw_text(surface, self.headline(), (r.centerx, r.y + 14), big, GOLD, bold=True,
                  anchor="midtop")
        y = r.y + 14 + int(big * 1.6)
        left = r.x + 24
        line_px, lines = self.round_text()
        for line, heading in lines:
            draw_text(surface, line, (left, y), line_px, GOLD if heading else WHITE,
                      bold=heading)
            y += int(line_px * 1.45)
        self.sheet.draw(surface, *self.sheet_area())
        if self.match.rules.hollywood:
            right = self.right_column(r.y + 14 + int(big * 1.6), r.height // 2)
            sheets.draw_games(surface, right, px if self.final else small, self.match,
                              self.final)
            self._draw_chart(surface, self.chart_area(), small)  # where it fits
        elif self.final:
            right = self.right_column(r.y + 14 + int(big * 1.6), r.height // 2)
            draw_final(surface, right, px, self.match)
            self._draw_chart(surface, self.chart_area(), small)
        else:  # the match so far, beside the score sheet
            self._draw_chart(surface, self.round_chart_area(), small)
        draw_footer(surface, self)
        for b in (self.close_button, self.review_button, self.rematch_button):
            if b.visible:
                b.draw(surface)

    def countdown_lines(self, n: int, px: int) -> list[str]:
        """The countdown's lines left of the buttons (``board_footer.countdown_lines``)."""
        return countdown_lines(self, n, px)

    # --- the score sheet ---------------------------------------------------------------------
    def sheet_area(self) -> tuple[pygame.Rect, int]:
        """Where the score sheet goes (left column, under the round's lines), its text size."""
        r = self.panel()
        size = self.app.size
        big, px, small = font_px(size, 30), font_px(size, 17), sheet_px(size)
        line_px, lines = self.round_text()
        top = r.y + 14 + int(big * 1.6) + len(lines) * int(line_px * 1.45) + px
        return (pygame.Rect(r.x + 24, top, self.column_width(), self.above_buttons() - top),
                min(small, line_px))  # never larger than the round's lines above it

    def above_buttons(self) -> int:
        """Where the sheet and the chart end: over the buttons (at 2560x1440 the chart's
        "Round" ran under "Review this round"), and over the footer's lines, which stand on
        the buttons' line and above it (``board_footer``). A round summary keeps some room
        there; the final board's charts take what its footer leaves."""
        bh = font_px(self.app.size, 40)
        self._layout()
        return self.panel().bottom - max(bh + edge(self.app.size) + 12, footer_need(self),
                                         0 if self.final else 70)

    def sheet_fit(self) -> int:
        """How many rounds the sheet shows at once."""
        return self.sheet.fitting(*self.sheet_area())

    def sheet_rows(self) -> list[tuple[int, RoundResult]]:
        """The rounds shown (number, result): the last ones, or earlier after scrolling."""
        return self.sheet.rows(self.sheet_fit())

    def scroll_sheet(self, rows: int) -> None:
        """``rows`` > 0: towards the first round; < 0: back towards the last."""
        self.sheet.scroll(rows, self.sheet_fit())

    def chart_area(self) -> pygame.Rect:
        """Where the final board's chart goes, and a Hollywood round's three charts (whose
        board left the lower half of its right column empty; 1920x1080, 800x520): the right
        column, under the final totals (as many lines as they have, the heads and the margin;
        at 1920x1080 a board without end bonuses left four empty lines over its chart)."""
        r = self.panel()
        size = self.app.size
        big, px = font_px(size, 30), font_px(size, 17 if self.final else 14)
        # Hollywood: the title, eight rows and (on the final board) the margin
        lines = (10 if self.final else 9) if self.match.rules.hollywood else (
            len(final_rows(self.match)) + 2)
        top = r.y + 14 + int(big * 1.6) + int(px * 1.45) * lines + 10
        return self.right_column(top, self.above_buttons() - 10 - top)

    def round_chart_area(self) -> pygame.Rect:
        """Where a round summary's chart goes: the right column, beside the score sheet."""
        sheet, _ = self.sheet_area()
        return self.right_column(sheet.y, sheet.height)

    def column_width(self) -> int:
        """The left column's width (the score sheet, 24 pixels in from the panel's side)."""
        return (self.panel().width - 48) // 2

    def right_column(self, top: int, height: int) -> pygame.Rect:
        """The right column from ``top``, ``height`` high, 24 px after the left one."""
        col_w = self.column_width()
        return pygame.Rect(self.panel().x + 48 + col_w, top, col_w - 24, height)

    def chart_totals(self) -> list[tuple[int, int]]:
        """Both totals after each round (the chart's points)."""
        return running_totals([
            (res.points if res.winner == 0 else 0, res.points if res.winner == 1 else 0)
            for res in self.match.results])

    def game_chart_totals(self) -> list[list[tuple[int, int]]]:
        """Hollywood: both totals after each entry, per game."""
        return sheets.game_chart_totals(self.match)

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        if not self.match.rules.hollywood and not one_round(self.match, self.lesson):
            draw_score_chart(surface, area, self.chart_totals(), self.match.rules.target, px,
                             [T.YOU, T.OPPONENT])
        elif self.match.rules.hollywood:
            sheets.draw_game_charts(surface, area, px, self.match)
