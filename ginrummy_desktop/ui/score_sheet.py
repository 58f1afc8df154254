"""The score sheet of the scoring board: a row per round (number, how it ended, the points
of the side that scored) and the totals. When the rounds do not all fit, the last ones show
and the mouse wheel (or Up/Down, Page Up/Down) scrolls back to the earlier ones; arrows at
the side say that more rows lie above or below, and a click on one scrolls that way.
"""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Match, RoundResult, hollywood_entries
from ginrummy_desktop.i18n import N_, NC_, Text, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.final_board import ROUND_POINTS, final_rows
from ginrummy_desktop.ui.layout import scale
from ginrummy_desktop.ui.rules_form import rules_title, unbroken
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text, fit, font, wrap

MORE_ABOVE = "\u2191"
MORE_BELOW = "\u2193"
HOVER_ROW = (28, 78, 50)
"""Under the row of another round the pointer is over: a click opens its board."""
NAME_LINES = 3
"""Lines at most for a rule set's name under the sheet's title (a custom set's changes)."""
# TRANSLATORS: Hollywood score sheet, the column of the games (1-3) each won round went into
GAMES = N_("Games")
# TRANSLATORS: a round that ended void (the stock ran down), in the score sheet's narrow
# column (German "Ungültige Runde" was cut to "Ungültige Run…" at 1920x1080)
DEAD_SHORT = NC_("score sheet", "Dead hand")


def sheet_px(size: tuple[int, int]) -> int:
    """The sheet's text size in a window of ``size``: 14 px at 1280x800 and below (as
    ``font_px``), growing faster above it, to the round's 17 px lines at 1920x1080 (there the
    sheet's 19 px stood small under the round's 23 px text).

    >>> sheet_px((1280, 800)), sheet_px((1920, 1080)), sheet_px((640, 420))
    (14, 23, 10)
    """
    k = scale(size)
    return max(10, round((14 + min(3.0, max(0.0, (k - 1) * 8))) * k))


def rows_fitting(area: pygame.Rect, px: int, title_rows: int = 1) -> int:
    """How many rounds a sheet in ``area`` with text size ``px`` shows at once (besides the
    title of ``title_rows`` lines, the heads and the totals)."""
    row_h = int(px * 1.5)
    return max(1, (area.height - row_h * (3 + title_rows)) // row_h)


class ScoreSheet:
    """The rows of ``match`` with the round of ``current`` marked; ``back`` is how many rounds
    the view is scrolled back from the last one."""

    def __init__(self, match: Match, current: RoundResult) -> None:
        self.match = match
        self.current = current
        self.back = 0
        self.rounds_at: dict[int, pygame.Rect] = {}
        """Where each round's row was drawn last, by number (a click opens its board)."""
        self.arrows: dict[int, pygame.Rect] = {}
        """Where the arrows were drawn last (rows a click on them scrolls: 1 for the one
        over the sheet, towards the first round; -1 for the one under it)."""
        won = [n for n, r in enumerate(match.results, 1) if r.winner is not None]
        self.games: dict[int, tuple[int, ...]] = (
            dict(zip(won, hollywood_entries(match.rules, match.scored), strict=True))
            if match.rules.hollywood else {})
        """Hollywood: the games each won round (by number) went into (the sheet said only
        the points, where a Hollywood player checks which games a round counted in)."""

    def rows(self, fit: int) -> list[tuple[int, RoundResult]]:
        """The rounds shown (number from 1, result): the last ``fit`` ones, or earlier ones
        after scrolling."""
        results = self.match.results
        end = len(results) - self.back
        return list(enumerate(results, 1))[max(0, end - fit):end]

    def scroll(self, rows: int, fit: int) -> None:
        """``rows`` > 0: towards the first round; < 0: back towards the last."""
        most = max(0, len(self.match.results) - fit)
        self.back = max(0, min(most, self.back + rows))

    def round_at(self, pos: tuple[int, int]) -> int | None:
        """The number of the round whose row is at ``pos`` (short of the arrows), or None."""
        return next((n for n, r in self.rounds_at.items() if r.collidepoint(pos)), None)

    def scroll_asked(self, intent: I.Intent) -> int | None:
        """The rows ``intent`` scrolls by: the wheel's turn, or a click on an arrow (a click
        on "↑" closed the board and dealt the next round, 1600x900); None: not a scroll."""
        if isinstance(intent, I.Wheel):
            return intent.dy
        if isinstance(intent, I.Pointer) and intent.kind == I.CLICK:
            return next((k for k, r in self.arrows.items() if r.collidepoint(intent.pos)), None)
        return None

    def sum_label(self) -> Text:
        """The label of the rounds' sum: "Total", or "Round points" on a final board whose
        totals add bonuses (or Hollywood's games) beside it, where two "Total" rows (122 here,
        422 there) left the player to guess which was the match's; and in every Hollywood
        board, whose games' totals stand beside it from the first round ("Total 58" under
        the rounds, "Total · You 283" beside them, 800x520)."""
        m = self.match
        if m.rules.hollywood or (m.is_over and len(final_rows(m)) > 2):
            return ROUND_POINTS
        return T.TOTAL

    def title(self, area: pygame.Rect, px: int) -> list[tuple[str, int]]:
        """The title's lines and their text sizes, with the rule set played (RULES.md: a
        custom rule set is shown on the score sheet): on one line where it fits, else the
        rule set on a line of its own, smaller down to the rows' size where that keeps it
        whole (at 640x420 "Hollywood-Wertung + bis 150, Oklahoma" was cut), else on up to
        ``NAME_LINES`` lines (cut only beyond them), all short of the arrow for earlier rounds."""
        room = area.width - 2 * px
        name = rules_title(self.match.rules)
        one = f"{T.SCORE_SHEET} \u00b7 {name}"
        if font(px + 2, bold=True).size(one)[0] <= room:
            return [(one, px + 2)]
        size = px + 2
        while size > px and font(size, bold=True).size(name)[0] > room:
            size -= 1
        if font(size, bold=True).size(name)[0] <= room:
            return [(str(T.SCORE_SHEET), px + 2), (name, size)]
        # up to three lines, each change whole, smaller by up to 3 px before the last is cut
        # (at 1366x768 "Short + knock 7, Gin 30, undercut 20, game b..." hid the player's own
        # bonuses; at 1280x800 German own rules ended "..., Rundenbonus 20, Zu-nul...")
        def wrapped(at: int) -> list[str]:
            return [t.replace("\u00a0", " ") for t in wrap(unbroken(name), at, room, bold=True)]

        lines = wrapped(size)
        while len(lines) > NAME_LINES and size > max(9, px - 3):
            size -= 1
            lines = wrapped(size)
        if len(lines) > NAME_LINES:
            lines[NAME_LINES - 1:] = [fit(" ".join(lines[NAME_LINES - 1:]), size, room, True)]
        return [(str(T.SCORE_SHEET), px + 2), *((t, size) for t in lines)]

    def fitting(self, area: pygame.Rect, px: int) -> int:
        """How many rounds show at once in ``area`` (:func:`rows_fitting` with the title)."""
        return rows_fitting(area, px, len(self.title(area, px)))

    def draw(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        row_h = int(px * 1.5)
        title = self.title(area, px)
        for i, (line, size) in enumerate(title):
            draw_text(surface, line, (area.x, area.y + i * row_h), size, GOLD, bold=True)
        shown = self.rows(self.fitting(area, px))
        self.arrows, self.rounds_at = {}, {}
        if shown and shown[0][0] > 1:  # earlier rounds above: the wheel brings them
            self.arrows[1] = draw_text(surface, MORE_ABOVE, (area.right, area.y), px + 2, GOLD,
                                       anchor="topright").inflate(px, px // 2)
        holly = self.match.rules.hollywood
        # Hollywood: the games a round went into, between how it ended and the points
        stops = (0.11, 0.45, 0.63, 0.8) if holly else (0.18, 0.55, 0.8)
        cols = [area.x, *(area.x + area.width * k for k in stops)]
        y = area.y + len(title) * row_h + 4
        heads: list[Text] = [T.ROUND, "", *([GAMES] if holly else []), T.YOU, T.OPPONENT]
        for x, h in zip(cols, heads, strict=True):
            draw_text(surface, h, (int(x), y), px, GOLD)
        y += row_h
        pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for n, res in shown:
            row = pygame.Rect(area.x, y - 2, area.width - 2 * px, row_h)
            if pointer is not None and res is not self.current and row.collidepoint(pointer):
                pygame.draw.rect(surface, HOVER_ROW, row.inflate(px // 2, 0), border_radius=4)
            word = str(DEAD_SHORT if res.winner is None else
                       T.UNDERCUT if res.undercut else
                       {"gin": T.GIN, "big_gin": T.BIG_GIN}.get(res.outcome, T.KNOCK))
            if res.doubled and res.winner is not None:  # a spade upcard (Oklahoma): the
                word = f"{word} \u00d72"  # sheet's "4 Knock 58" did not say why so much
            pts = ["", ""]
            if res.winner is not None:
                pts[res.winner] = format_number(res.points)
            color = GOLD if res is self.current else WHITE
            room = int(cols[2] - cols[1]) - px // 2
            games = [", ".join(map(str, self.games.get(n, ())))] if holly else []
            for x, text in zip(cols, [str(n), fit(word, px, room), *games, pts[0], pts[1]],
                               strict=True):
                draw_text(surface, text, (int(x), y), px, color)
            self.rounds_at[n] = row
            y += row_h
        if self.back:  # later rounds below
            self.arrows[-1] = draw_text(surface, MORE_BELOW, (area.right, y - row_h), px + 2,
                                        GOLD, anchor="topright").inflate(px, px // 2)
        pygame.draw.line(surface, WHITE, (area.x, y + 2), (area.right, y + 2), 1)
        y += 6
        s = self.match.scores
        for x, text in zip(cols, [str(self.sum_label()), "", *([""] if holly else []),
                                  format_number(s[0]), format_number(s[1])], strict=True):
            draw_text(surface, text, (int(x), y), px, WHITE, bold=True)
