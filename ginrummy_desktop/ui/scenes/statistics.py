"""Statistics: matches and rounds played and won, Gins, Big Gins, undercuts given and
received and the best match margin, in total and per opponent level and rule set (computed
from the saved matches by persistence's ``load_statistics``); beside them (a second column)
the rates: Gin rate, undercut rates, the average deadwood when knocking, the points lost per
decision the coach reviewed, the Elo-like rating against the chosen opponents, and how many
matches with hints or take-backs are counted apart (they are in no other number).

The buttons on top choose the group (all, a level, a rule set: every preset, and "Custom
rules" for all matches with the player's own rules) and whether it is the matches without
help or those with help (their own numbers, kept apart; the screen opens on them for a
player who has only those); Left/Right walk a row, Up/Down go from row to row (and to Back).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING

import pygame
from babel.numbers import format_percent

from ginrummy_desktop.engine import PRESET_NAMES
from ginrummy_desktop.i18n import N_, NP_, format_number, get_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.lazy import LazyString
from ginrummy_desktop.ui.damage_notice import notice_lines
from ginrummy_desktop.ui.input import Command, Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen, draw_notice
from ginrummy_desktop.ui.widgets import (
    GOLD,
    WHITE,
    Button,
    draw_panel,
    draw_text,
    fit,
    font,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import DamagedFile, Statistics, Tally
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

ALL = N_("All matches")
ALL_LEVELS = N_("All opponents")
ALL_PRESETS = N_("All rule sets")
NO_DATA = N_("No statistics yet: play a match first.")
NO_DATA_HERE = N_("No matches with these choices yet.")
ONLY_HELPED = NP_(
    "So far {n} match with help (hints or take-backs): such matches are counted apart. "
    "Their numbers are under \u201cWith help\u201d above.",
    "So far {n} matches with help (hints or take-backs): such matches are counted apart. "
    "Their numbers are under \u201cWith help\u201d above.")
WITHOUT_HELP = N_("Without help")
WITH_HELP = N_("With help")
ALL_WITH_HELP = N_("All matches with help")
ALL_WITHOUT_HELP = N_("All matches without help")
ROWS = [
    ("matches_played", N_("Matches finished")),  # "played" beside "not finished" read as all
    ("matches_won", N_("Matches won")),
    ("matches_unfinished", N_("Matches not finished")),
    ("rounds_played", N_("Rounds played")),
    ("rounds_won", N_("Rounds won")),
    ("gins", N_("Gins")),
    ("big_gins", N_("Big Gins")),
    ("undercuts_given", N_("Undercuts by you")),
    ("undercuts_received", N_("Undercuts against you")),
    ("best_margin", N_("Best match margin")),
]
RATES = [
    ("gin_rate", N_("Gin rate, Big Gin included (of rounds played)")),  # what it counts: it
    # said only "Gin rate 33%" and "Average deadwood when knocking 5.0" of knocks 5, Gin, Gin
    # (English); "Big Gin included": "Gins 0", "Big Gins 1", "Gin rate 25%" (German 1024x768)
    ("undercut_rate", N_("Your knocks undercut")),
    ("undercutting_rate", N_("Computer's knocks you undercut")),
    ("knock_deadwood_average", N_("Average deadwood when knocking (Gin not counted)")),
    ("loss_per_decision", N_("Points lost per reviewed decision")),
    ("rating", N_("Elo against these opponents (0 = equal)")),
]
ASSISTED = N_("Matches with help (counted apart)")
NONE = "\u2013"
LEVELS = ("simple", "medium", "strong", "master")


def _need(rows: list[tuple[LazyString, str]], px: int) -> int:
    """The width the widest row of a column takes at ``px``: label, a gap, value."""
    return max(font(px).size(str(text))[0] + font(px, True).size(shown)[0] + px
               for text, shown in rows)


def column_layout(columns: list[list[tuple[LazyString, str]]], px: int,
                  width: int) -> tuple[int, list[int]]:
    """(text size, each column's width): the largest size up to ``px`` at which every
    column's rows fit ``width`` side by side, each column as wide as its longest row needs
    and the room left shared out (German labels are long in a small window, and the right
    column's are the longest: split in halves, "Elo gegen diese Gegner (0 = gleich stark)"
    was cut at 640x420 while the left column had room to spare). Each column keeps a margin
    of 20 px on either side."""
    margins = 40 * len(columns)
    while True:
        needs = [_need(rows, px) for rows in columns]
        if sum(needs) + margins <= width or px <= 9:
            break
        px -= 1
    spare = max(0, width - margins - sum(needs))
    widths = [n + 40 + spare // len(columns) for n in needs]
    if sum(needs) + margins > width:  # even the smallest size is too wide: halves, cut
        widths = [width // len(columns)] * len(columns)
    return px, widths


def half_up(v: float, places: int) -> Decimal:
    """``v`` rounded to ``places`` decimals as a player rounds, a half up (away from zero):
    an average knock of 13 / 4 = 3.25 showed "3,2" (Python rounds a half to even; German
    1920x1080).

    >>> half_up(3.25, 1), half_up(0.125, 2), half_up(-2.5, 0)
    (Decimal('3.3'), Decimal('0.13'), Decimal('-3'))
    """
    return Decimal(repr(v)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def _any(t: Tally) -> bool:
    """Whether a group holds a match, finished or not."""
    return bool(t.matches_played or t.matches_unfinished)


@scene("statistics")
class StatisticsScene(Screen):
    """Three filters: the opponent level (or all), the rule set (or all), and without or with
    help; the counts shown are the total, a level's, a rule set's, or one level with one rule
    set, of the matches without help or of those with help."""

    title = T.STATISTICS

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats: Statistics | None = None
        self.problems: list[DamagedFile] = []
        self.level = "all"
        self.preset = "all"
        self.help = "without"
        """"with": the matches played with help (counted apart) instead of those without."""
        self.level_tabs = [("all", Button(ALL_LEVELS, self._level_setter("all")))]
        self.level_tabs += [(lv, Button(T.LEVEL_NAMES[lv], self._level_setter(lv)))
                            for lv in LEVELS]
        self.preset_tabs = [("all", Button(ALL_PRESETS, self._preset_setter("all")))]
        self.preset_tabs += [(p, Button(T.PRESET_NAMES[p], self._preset_setter(p)))
                             for p in (*PRESET_NAMES, "custom")]
        self.help_tabs = [("without", Button(WITHOUT_HELP, self._help_setter("without"))),
                          ("with", Button(WITH_HELP, self._help_setter("with")))]
        self.latest_assisted = False  # the match finished last (else played last) had help
        self.load()
        if self.stats is not None and _any(self.stats.assisted) and (
                self.latest_assisted or not _any(self.stats.total)):
            self.help = "with"  # the match just played (with a hint) among its own numbers:
            # a player who had just won it saw "Matches won 0" under "Without help"

    def _level_setter(self, level: str) -> Callable[[], None]:
        def choose() -> None:
            self.level = level
        return choose

    def _preset_setter(self, preset: str) -> Callable[[], None]:
        def choose() -> None:
            self.preset = preset
        return choose

    def _help_setter(self, help: str) -> Callable[[], None]:
        def choose() -> None:
            self.help = help
        return choose

    @property
    def with_help(self) -> bool:
        return self.help == "with"

    def load(self) -> None:
        store = self.app.store
        if store is None:
            return
        try:
            from ginrummy_desktop.persistence import load_statistics
            from ginrummy_desktop.persistence.paths import matches_dir
            from ginrummy_desktop.persistence.statistics import statistics_of

            summaries, problems = store.list()  # most recently played first (each damaged
            # file told once); a rematch begun and left after a win with a hint opened the
            # screen on its group, without the win (English 800x520)
            last = next((s for s in summaries if s.finished), summaries[0] if summaries else None)
            self.latest_assisted = last is not None and last.assisted
            if store.root == matches_dir():
                self.stats, more = load_statistics(store)  # with the cache
                problems = [*problems, *more]
            else:  # another folder (tests, smoke test): no cache in the user's folder
                self.stats = statistics_of(summaries)
        except Exception:
            log.exception("computing the statistics failed")
            return
        self.problems.extend(problems)

    def tally(self) -> Tally:
        from ginrummy_desktop.persistence import Tally

        if self.stats is None:
            return Tally()
        if self.with_help:
            return self.stats.assisted_in(self.level, self.preset)
        if self.level != "all" and self.preset != "all":
            return self.stats.by_level_and_preset.get(f"{self.level}/{self.preset}", Tally())
        if self.level != "all":
            return self.stats.by_level.get(self.level, Tally())
        if self.preset != "all":
            return self.stats.by_preset.get(self.preset, Tally())
        return self.stats.total

    def focus_order(self) -> list[Button]:
        return [b for _, b in self.level_tabs] + [b for _, b in self.preset_tabs] + [
            b for _, b in self.help_tabs]

    def on_key(self, intent: Key) -> bool:
        """Up/Down go to the row above or below (the levels, the rule sets, Back), onto its
        chosen filter or the button nearest below/above; Left/Right change the filter of
        the row the focus is in."""
        buttons = self._buttons()
        focused = buttons[self.focus % len(buttons)]
        if intent.command in (Command.UP, Command.DOWN):
            rows = [[b for _, b in row] for row, _ in self.tab_lines(self.app.size)]
            rows.append([self.back])
            r = next(i for i, row in enumerate(rows) if any(b is focused for b in row))
            row = rows[(r + (1 if intent.command is Command.DOWN else -1)) % len(rows)]
            chosen = [b for b in row if b.primary]
            x = focused.rect.centerx
            to = chosen[0] if chosen else min(row, key=lambda b: abs(b.rect.centerx - x))
            self.focus = buttons.index(to)
            return True
        if intent.command not in (Command.LEFT, Command.RIGHT) or focused is self.back:
            return False
        delta = 1 if intent.command is Command.RIGHT else -1
        tabs, attr = next((t, a) for t, a in ((self.level_tabs, "level"),
                                              (self.preset_tabs, "preset"),
                                              (self.help_tabs, "help"))
                          if any(b is focused for _, b in t))
        keys = [k for k, _ in tabs]
        new = keys[(keys.index(getattr(self, attr)) + delta) % len(keys)]
        setattr(self, attr, new)
        self.focus = buttons.index(dict(tabs)[new])
        return True

    def tab_rows(self, size: tuple[int, int]) -> tuple[int, int]:
        """Top of the filter rows and their height."""
        return font_px(size, 22) + int(font_px(size, 38) * 1.5), font_px(size, 36)

    def tab_lines(self, size: tuple[int, int]) -> list[tuple[list[tuple[str, Button]], str]]:
        """The filter rows: the levels, then the rule sets in one row, or in two where one
        would make the buttons too narrow to read (a small window), then without or with
        help."""
        width = min(size[0] - 40, font_px(size, 1100))
        gap = font_px(size, 8)
        bw = (width - gap * (len(self.preset_tabs) - 1)) // len(self.preset_tabs)
        if bw >= font_px(size, 118):
            presets = [self.preset_tabs]
        else:
            half = (len(self.preset_tabs) + 1) // 2
            presets = [self.preset_tabs[:half], self.preset_tabs[half:]]
        return [(self.level_tabs, self.level)] + [(row, self.preset) for row in presets] + [
            (self.help_tabs, self.help)]

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        top, bh = self.tab_rows(size)
        gap = font_px(size, 8)
        width = min(w - 40, font_px(size, 1100))
        x0 = (w - width) // 2
        level_w = (width - gap * (len(self.level_tabs) - 1)) // len(self.level_tabs)
        for r, (row, chosen) in enumerate(self.tab_lines(size)):
            bw = (width - gap * (len(row) - 1)) // len(row)
            x = x0
            if row is self.help_tabs:  # two buttons as wide as the levels', centred
                bw = level_w
                x = x0 + (width - 2 * bw - gap) // 2
            for i, (key, b) in enumerate(row):
                b.rect = pygame.Rect(x + i * (bw + gap), top + r * (bh + gap), bw, bh)
                b.primary = key == chosen

    def table_rect(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        top, bh = self.tab_rows(size)
        lines = len(self.tab_lines(size))
        y = top + lines * bh + (lines - 1) * font_px(size, 8) + font_px(size, 24)
        width = min(w - 40, font_px(size, 1100))
        bottom = h - font_px(size, 42) - font_px(size, 30)
        return pygame.Rect((w - width) // 2, y, width, bottom - y)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        for b in self._buttons():
            b.draw(surface)
        r = self.table_rect(size)
        if self.problems:
            npx = font_px(size, 13)
            messages = notice_lines(self.problems)
            lines = sum(len(wrap(m, npx, r.width - 24)) for m in messages)
            height = 18 + lines * int(npx * 1.32) + int(npx * 0.3) * len(messages)
            height = min(r.height // 2, height)
            notice = pygame.Rect(r.x, r.bottom - height, r.width, height)
            r.height -= notice.height + 8
            draw_notice(surface, messages, notice, npx)
        draw_panel(surface, r)
        t = self.tally()
        px = font_px(size, 18)
        row_h = min(int(px * 1.7), (r.height - 20) // (len(ROWS) + 1))
        px = min(px, int(row_h / 1.5))
        y = r.y + 12
        parts = []
        if self.level != "all":
            parts.append(f"{T.OPPONENT_LEVEL}: {T.LEVEL_NAMES[self.level]}")
        if self.preset != "all":
            parts.append(f"{T.RULE_SET}: {T.PRESET_NAMES[self.preset]}")
        label = " \u00b7 ".join(parts) if parts else str(ALL)
        if self.stats is not None and _any(self.stats.assisted):  # say which of the two
            words = WITH_HELP if self.with_help else WITHOUT_HELP
            label = f"{label} \u00b7 {words}" if parts else str(
                ALL_WITH_HELP if self.with_help else ALL_WITHOUT_HELP)
        draw_text(surface, label, (r.centerx, y), px, GOLD, bold=True, anchor="midtop")
        y += row_h
        if self.stats is None or (t.matches_played == 0 and t.matches_unfinished == 0):
            for line in wrap(self.no_data(), px, r.width - 48):
                y += row_h
                draw_text(surface, line, (r.centerx, y), px, WHITE, anchor="midtop")
            return
        counts = [(text, NONE if getattr(t, name) is None else format_number(getattr(t, name)))
                  for name, text in ROWS]
        columns = [counts, self.rate_rows(t)]
        cpx, widths = column_layout(columns, px, r.width)
        x = r.x
        for rows, w in zip(columns, widths, strict=True):
            yy = y
            for text, shown in rows:  # cut where even the smallest size is too wide
                room = w - 40 - font(cpx, True).size(shown)[0] - cpx
                draw_text(surface, fit(text, cpx, room), (x + 20, yy), cpx, WHITE)
                draw_text(surface, shown, (x + w - 20, yy), cpx, WHITE, bold=True,
                          anchor="topright")
                yy += row_h
            x += w

    def no_data(self) -> str:
        """Why the chosen group shows no numbers: no match at all; none with these choices;
        or only matches with help, which are counted apart (a new player who asked for one
        hint was told to "play a match first" after a whole match; 800x520 English)."""
        helped = self.helped()  # with the chosen opponent and rules
        if helped and not self.with_help:
            return ONLY_HELPED(helped).format(n=helped)
        if self.stats is not None and any(
                t.matches_played or t.matches_unfinished
                for t in (self.stats.total, self.stats.assisted)):
            return str(NO_DATA_HERE)  # a level or rule set without a match
        return str(NO_DATA)

    def helped(self) -> int:
        """How many matches against the chosen opponent with the chosen rules were played
        with help (counted apart); it counted every opponent's under one opponent's filter."""
        if self.stats is None:
            return 0
        assisted = self.stats.assisted_in(self.level, self.preset)
        return assisted.matches_played + assisted.matches_unfinished

    def rate_rows(self, t: Tally) -> list[tuple[LazyString, str]]:
        """The second column: (label, value as text)."""
        def pct(v: float | None) -> str:
            return NONE if v is None else format_percent(half_up(v, 2),
                                                         locale=get_localizer().locale)

        def num(v: float | None, places: int = 1) -> str:
            return NONE if v is None else format_number(half_up(v, places), places)

        rating = t.rating
        shown = {
            "gin_rate": pct(t.gin_rate),
            "undercut_rate": pct(t.undercut_rate),
            "undercutting_rate": pct(t.undercutting_rate),
            "knock_deadwood_average": num(t.knock_deadwood_average),
            "loss_per_decision": num(t.loss_per_decision, 2),
            "rating": NONE if rating is None else f"{int(half_up(rating, 0)):+d}",
        }
        rows = [(text, shown[k]) for k, text in RATES]
        # the matches with help are one group of every level and rule set: not under a choice
        if self.level == "all" and self.preset == "all" and not self.with_help:
            rows.append((ASSISTED, format_number(self.helped())))
        return rows
