"""The window resized at any moment, as a player does it (found with ``xdotool windowsize``
on a real window under Xvfb)."""

from __future__ import annotations

import warnings

import pygame
import pytest

from ginrummy_desktop.ui.display import MIN_SIZE

from .helpers import find_match, make_app, step, table_for


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app(size=(800, 520))
    yield a
    a.stack.clear()


def _window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_window_never_gets_smaller_than_the_game_is_laid_out_for(app) -> None:  # type: ignore[no-untyped-def]
    """Every scene's texts are checked at 640x420, yet the window could be made 400x250: the
    deadwood line ran under the buttons, the opponent's name was cut off."""
    table_for(app, find_match(lambda m: not m.history))
    win = _window()
    assert tuple(win.minimum_size) == MIN_SIZE  # the window manager is told
    win.minimum_size = (1, 1)  # one that ignores it (X11 without a window manager)
    win.size = (400, 250)  # the player drags the edge: SDL reports the new size
    step(app, 2)
    assert app.size == MIN_SIZE
    assert tuple(win.minimum_size) == MIN_SIZE
    win.size = (1000, 700)  # larger is fine
    step(app, 2)
    assert app.size == (1000, 700)
