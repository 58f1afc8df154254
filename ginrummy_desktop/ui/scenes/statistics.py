"""Statistics: matches and rounds played and won, Gins, Big Gins, undercuts given and
received and the best match margin, in total and per opponent level and rule set (computed
from the saved matches by persistence's ``load_statistics``).

The buttons on top choose the group (all, a level, a rule set); Left/Right walk them.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from ginrummy_desktop.engine import PRESET_NAMES
from ginrummy_desktop.i18n import N_, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import register_scene
from ginrummy_desktop.ui.scenes.common import Screen, draw_notice
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, draw_panel, draw_text

log = logging.getLogger(__name__)

ALL = N_("All matches")
NO_DATA = N_("No statistics yet: play a match first.")
ROWS = [
    ("matches_played", N_("Matches played")),
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
NONE = "\u2013"
LEVELS = ("simple", "medium", "strong")


class StatisticsScene(Screen):
    title = T.STATISTICS

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.stats: Any = None
        self.problems: list[Any] = []
        self.group = "all"
        self.tabs = [("all", Button(ALL, lambda: self._group("all")))]
        self.tabs += [(f"level:{lv}", Button(T.LEVEL_NAMES[lv], self._chooser(f"level:{lv}")))
                      for lv in LEVELS]
        self.tabs += [(f"preset:{p}", Button(T.PRESET_NAMES[p], self._chooser(f"preset:{p}")))
                      for p in PRESET_NAMES]
        self.load()

    def _chooser(self, key: str) -> Any:
        return lambda: self._group(key)

    def _group(self, key: str) -> None:
        self.group = key

    def load(self) -> None:
        store = self.app.store
        if store is None:
            return
        try:
            from ginrummy_desktop.persistence import compute_statistics, load_statistics
            from ginrummy_desktop.persistence.paths import matches_dir

            if store.root == matches_dir():
                self.stats, problems = load_statistics(store)  # with the cache
            else:  # another folder (tests, smoke test): no cache in the user's folder
                loaded, problems = store.load_all()
                self.stats = compute_statistics(loaded)
        except Exception:
            log.exception("computing the statistics failed")
            return
        self.problems.extend(problems)

    def tally(self) -> Any:
        from ginrummy_desktop.persistence import Tally

        if self.stats is None:
            return Tally()
        kind, _, name = self.group.partition(":")
        if kind == "level":
            return self.stats.by_level.get(name, Tally())
        if kind == "preset":
            return self.stats.by_preset.get(name, Tally())
        return self.stats.total

    def focus_order(self) -> list[Button]:
        return [b for _, b in self.tabs]

    def on_key(self, intent: Key) -> bool:
        if intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            keys = [k for k, _ in self.tabs]
            i = keys.index(self.group)
            self.group = keys[(i + (1 if intent.key == pygame.K_RIGHT else -1)) % len(keys)]
            self.focus = i = keys.index(self.group)
            return True
        return False

    def tab_rows(self, size: tuple[int, int]) -> tuple[int, int, int]:
        """Top of the tabs, their height and the x of the labels column."""
        w, h = size
        return font_px(size, 22) + int(font_px(size, 38) * 1.5), font_px(size, 36), w

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        top, bh, _ = self.tab_rows(size)
        gap = font_px(size, 8)
        width = min(w - 40, font_px(size, 1100))
        x0 = (w - width) // 2
        # row 1: all + levels; row 2: presets
        rows = [self.tabs[:1 + len(LEVELS)], self.tabs[1 + len(LEVELS):]]
        for r, row in enumerate(rows):
            bw = (width - gap * (len(row) - 1)) // len(row)
            for i, (key, b) in enumerate(row):
                b.rect = pygame.Rect(x0 + i * (bw + gap), top + r * (bh + gap), bw, bh)
                b.primary = key == self.group

    def table_rect(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        top, bh, _ = self.tab_rows(size)
        y = top + 2 * bh + font_px(size, 30)
        width = min(w - 40, font_px(size, 640))
        bottom = h - font_px(size, 42) - font_px(size, 30)
        return pygame.Rect((w - width) // 2, y, width, bottom - y)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        for b in self._buttons():
            b.draw(surface)
        r = self.table_rect(size)
        if self.problems:
            notice = pygame.Rect(r.x, r.bottom - font_px(size, 70), r.width, font_px(size, 70))
            r.height -= notice.height + 8
            draw_notice(surface, [p.message() for p in self.problems], notice, font_px(size, 13))
        draw_panel(surface, r)
        t = self.tally()
        px = font_px(size, 18)
        row_h = min(int(px * 1.7), (r.height - 20) // (len(ROWS) + 1))
        px = min(px, int(row_h / 1.5))
        y = r.y + 12
        label = {"all": ALL}.get(self.group)
        if label is None:
            kind, _, name = self.group.partition(":")
            names = T.LEVEL_NAMES if kind == "level" else T.PRESET_NAMES
            prefix = T.OPPONENT_LEVEL if kind == "level" else T.RULE_SET
            label = f"{prefix}: {names[name]}"
        draw_text(surface, label, (r.centerx, y), px, GOLD, bold=True, anchor="midtop")
        y += row_h
        if self.stats is None or (t.matches_played == 0 and t.matches_unfinished == 0):
            draw_text(surface, NO_DATA, (r.centerx, y + row_h), px, WHITE, anchor="midtop")
            return
        for name, text in ROWS:
            value = getattr(t, name)
            shown = NONE if value is None else format_number(value)
            draw_text(surface, text, (r.x + 24, y), px, WHITE)
            draw_text(surface, shown, (r.right - 24, y), px, WHITE, bold=True, anchor="topright")
            y += row_h


def _smoke(app: Any) -> Any:
    from ginrummy_desktop.ui.scenes.saves import _smoke_saves

    _smoke_saves(app)  # a temporary store with a finished and a running match
    return StatisticsScene(app)


register_scene("statistics", _smoke)
