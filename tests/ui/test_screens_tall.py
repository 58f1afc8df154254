"""Settings and the new match screen in a window over a quarter taller than 1280x800's shape
stand in its middle, as the main menu does (at 660x900 they filled the top half or third, the
rest empty); their bottom row (Back, Start) stays at the bottom. Other shapes keep them where
they were. Opened from the menu by a click, as a player does."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.settings import SettingsScene

from .helpers import click, step
from .menu_helpers import menu_app


def _opened(size: tuple[int, int], entry: str) -> Any:
    app = menu_app(size=size)
    step(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, next(b for b in menu.buttons if b.visible and str(b.label) == entry).rect.center)
    app.step(1 / 60)
    return app


def _content(screen: Any) -> list[pygame.Rect]:
    """The screen's buttons above its bottom row."""
    if isinstance(screen, SettingsScene):
        return [b.rect for row in screen.rows for _v, b in row.buttons]
    assert isinstance(screen, NewMatchScene)
    return [b.rect for _v, b in screen.presets.buttons + screen.levels.buttons]


@pytest.mark.parametrize("entry", ["Settings", "New match"])
@pytest.mark.parametrize("size", [(660, 900), (800, 1100)])
def test_a_tall_window_has_them_in_its_middle(entry: str, size: tuple[int, int]) -> None:
    app = _opened(size, entry)
    screen = app.stack.top
    w, h = size
    title = font_px(size, 22) + screen.shift(size)
    rects = _content(screen)
    top, bottom = min(r.top for r in rects), max(r.bottom for r in rects)
    assert title > h * 0.2, "the title still at the top"
    assert abs((title + bottom) / 2 - h / 2) < h * 0.12, (title, bottom)
    assert title < top and bottom < screen.back.rect.top
    assert screen.back.rect.bottom > h * 0.9, "Back stays on the bottom row"
    app.stack.clear()


@pytest.mark.parametrize("entry", ["Settings", "New match"])
@pytest.mark.parametrize("size", [(1280, 800), (640, 420), (1500, 560), (1920, 1080)])
def test_other_shapes_keep_them_at_the_top(entry: str, size: tuple[int, int]) -> None:
    app = _opened(size, entry)
    screen = app.stack.top
    assert screen.shift(size) == 0
    assert min(r.top for r in _content(screen)) < size[1] * 0.3
    app.stack.clear()
