"""The statistics screen by keys: Up/Down go from row to row (the levels, the rule sets,
Back), Left/Right along a row, choosing its filter. Down walked along the levels' row."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene
from ginrummy_desktop.ui.widgets import Button

from .helpers import key, step
from .menu_helpers import menu_app


def _focused(s: StatisticsScene) -> Button:
    focused = [b for b in s._buttons() if b.focused]
    assert len(focused) == 1
    return focused[0]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_up_down_go_from_row_to_row_and_left_right_along_one(
        size: tuple[int, int], lang: str) -> None:
    a = menu_app(size=size, language=lang)
    try:
        s = StatisticsScene(a)
        a.push(s)
        step(a)
        levels = [b for _, b in s.level_tabs]
        presets = dict(s.preset_tabs)
        rows = s.tab_lines(size)
        assert _focused(s) is levels[0]
        key(a, Command.RIGHT)  # along the levels' row: the next level, chosen
        step(a)
        assert _focused(s) is levels[1] and s.level == "simple"
        key(a, Command.DOWN)  # down to the rule sets, on the chosen one
        step(a)
        assert _focused(s) is presets["all"] and s.level == "simple"
        key(a, Command.RIGHT)
        step(a)
        assert _focused(s) is presets[s.preset_tabs[1][0]] and s.preset == s.preset_tabs[1][0]
        for _ in range(len(rows) - 1):  # through the rule sets' rows (two in a small window)
            key(a, Command.DOWN)
            step(a)
        assert _focused(s) is s.back
        key(a, Command.LEFT)  # Back has no row to walk: the filters stay
        step(a)
        assert _focused(s) is s.back and s.level == "simple"
        key(a, Command.DOWN)  # from Back round to the levels, on the chosen one
        step(a)
        assert _focused(s) is levels[1]
        key(a, Command.UP)
        step(a)
        assert _focused(s) is s.back
        for _ in range(len(rows) - 1):
            key(a, Command.UP)
            step(a)
        assert _focused(s) in presets.values()
        key(a, Command.UP)
        step(a)
        assert _focused(s) is levels[1]
    finally:
        a.stack.clear()
