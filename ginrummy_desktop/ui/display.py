"""Full screen or a window, as the settings say; where the window is.

The window comes back where it was and as large as it was (``settings.window_pos`` and
``window_size``, kept when the window closes by :func:`remember_window`). Going full screen
remembers the window's size and place (``app.windowed``), and leaving full screen returns to
them, not to the size saved at the last start.
"""

from __future__ import annotations

import logging
import os
import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.persistence.settings import MIN_WINDOW
from ginrummy_desktop.ui.settings import setting

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

Point = tuple[int, int]
Size = tuple[int, int]

MIN_SIZE: Size = MIN_WINDOW
"""The smallest window the game lays out (every scene's texts are checked at this size):
the window cannot be made smaller (:func:`keep_minimum`); the settings keep a window size
from this size on (``persistence.settings.MIN_WINDOW``, the same numbers)."""

VISIBLE = 80
"""Pixels of the window's top-left part that must lie on a screen for a saved place to be
used (a place on a screen that is gone is dropped: the system places the window)."""


def on_screen(pos: Point, desktops: Sequence[Size]) -> bool:
    """Whether a window at ``pos`` shows its top-left corner on one of the desktops, taken
    side by side from x = 0 (where SDL puts the screens next to the primary one; a place left
    of the primary screen counts as long as there are other screens to hold it).

    >>> on_screen((100, 50), [(1920, 1080)])
    True
    >>> on_screen((2500, 50), [(1920, 1080)]), on_screen((2500, 50), [(1920, 1080), (1280, 1024)])
    (False, True)
    >>> on_screen((100, 1070), [(1920, 1080)]), on_screen((-300, 0), [(1920, 1080)])
    (False, False)
    """
    if not desktops:
        return False
    width = sum(w for w, _ in desktops)
    height = max(h for _, h in desktops)
    left = -(width - desktops[0][0])
    x, y = pos
    return left <= x <= width - VISIBLE and 0 <= y <= height - VISIBLE


def fit_position(pos: Point, size: Size, desktops: Sequence[Size]) -> Point | None:
    """``pos`` moved just enough that a window of ``size`` lies on the screens (as far as it
    can); None if ``pos`` is not on a screen at all (see :func:`on_screen`).

    >>> fit_position((300, 200), (1280, 760), [(1280, 800)])
    (0, 40)
    >>> fit_position((100, 50), (800, 500), [(1920, 1080)])
    (100, 50)
    >>> fit_position((5000, 50), (800, 500), [(1920, 1080)]) is None
    True
    """
    if not on_screen(pos, desktops):
        return None
    width = sum(w for w, _ in desktops)
    height = max(h for _, h in desktops)
    left = -(width - desktops[0][0])
    x = max(left, min(pos[0], width - size[0]))
    y = max(0, min(pos[1], height - size[1]))
    return x, y


def _window() -> pygame.Window | None:
    """The display module's window (pygame-ce warns that drawing should go through the
    ``Window`` then; only its place is read and set here)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def window_position() -> Point | None:
    """Where the window is on the desktop (None: unknown)."""
    win = _window()
    if win is None:
        return None
    x, y = win.position
    return int(x), int(y)


def is_fullscreen() -> bool:
    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


def place_window(pos: Point | None) -> bool:
    """Move the window to ``pos`` if that lies on a screen; True if it was moved."""
    win = _window()
    if pos is None or win is None or not on_screen(pos, screen_sizes()):
        return False
    try:
        win.position = pos
    except pygame.error:
        return False
    return True


def screen_sizes() -> list[Size]:
    """The screens' sizes as SDL reports them (also the dummy driver's one screen, unlike
    ``app.desktop_sizes``, which fits a new window only to real screens)."""
    try:
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except pygame.error:
        return []


def minimum_size() -> Size:
    """:data:`MIN_SIZE`, or less on a screen smaller than that (the window still fits)."""
    screens = screen_sizes()
    if not screens:
        return MIN_SIZE
    return (min(MIN_SIZE[0], max(w for w, _ in screens)),
            min(MIN_SIZE[1], max(h for _, h in screens)))


def keep_minimum(app: App) -> None:
    """The window is never smaller than :func:`minimum_size`: the window manager is told
    (so dragging its edge stops there), and a window made smaller anyway (X11 without a
    window manager, ``xdotool windowsize``, which ignores the hint: played at 400x250, the
    deadwood line ran under the buttons and the opponent's name was cut) is given the
    minimum back at once."""
    win = _window()
    if win is None or is_fullscreen():
        return
    least = minimum_size()
    try:
        if tuple(win.minimum_size) != least:
            win.minimum_size = least
        w, h = app.size
        if w < least[0] or h < least[1]:
            win.size = (max(w, least[0]), max(h, least[1]))
            app.screen = pygame.display.get_surface() or app.screen
    except (pygame.error, ValueError):
        log.exception("could not keep the window's minimum size")


def open_window(size: Size, pos: Point | None) -> pygame.Surface:
    """The first ``set_mode``: a resizable window of ``size``, created at ``pos`` if that
    lies on a screen, moved as far as needed for the whole window to show (so it does not
    appear elsewhere first); a ``SDL_VIDEO_WINDOW_POS`` the user set is kept."""
    env = "SDL_VIDEO_WINDOW_POS"
    if pos is not None:
        pos = fit_position(pos, size, screen_sizes())
    ours = pos is not None and env not in os.environ
    if ours and pos is not None:
        os.environ[env] = f"{pos[0]},{pos[1]}"
    try:
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    finally:
        if ours:
            os.environ.pop(env, None)
    if ours and window_position() != pos:  # a window that existed already keeps its place
        place_window(pos)
    return surface


def apply_display(app: App) -> None:
    """Switch between full screen and a window to match ``settings.fullscreen``; leaving
    full screen gives back the window's size and place from before."""
    want = bool(setting(app.settings, "fullscreen", False))
    surface = pygame.display.get_surface()
    if surface is None:
        return
    if want == is_fullscreen():
        return
    try:
        if want:
            app.windowed = (app.size, window_position())
            app.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            if app.windowed is not None:
                size, pos = app.windowed
            else:
                w, h = setting(app.settings, "window_size", (1280, 800))
                size, pos = (int(w), int(h)), setting(app.settings, "window_pos", None)
            with warnings.catch_warnings():  # "forcibly resized": put right just below
                warnings.simplefilter("ignore", RuntimeWarning)
                app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            if app.screen.get_size() != size:
                # X11 without a window manager (and SDL's plain framebuffer) keeps the full
                # screen's size when leaving it; the window's own size call gives it back
                win = _window()
                if win is not None:
                    win.size = size
                app.screen = pygame.display.get_surface() or app.screen
            place_window(pos)
            keep_minimum(app)
            app.windowed = None
    except pygame.error:
        log.exception("switching the display failed")


def toggle_full_screen(app: App) -> None:
    """F11: full screen on or off, remembered in the settings as the switch in Settings does
    (leaving it gives back the window's size and place from before)."""
    from ginrummy_desktop.ui.screen import persist_settings

    app.settings.fullscreen = not bool(setting(app.settings, "fullscreen", False))
    persist_settings(app)
    apply_display(app)
    app.screen = pygame.display.get_surface() or app.screen


def remember_window(app: App) -> None:
    """Keep the window's size and place in the settings for the next start; in full screen,
    the window's from before (persistence's ``Settings`` only: the stand-in settings are not
    saved); not a size ``--size`` gave this run (``app.given_size``): one run at 800x520 for
    a screenshot made every later start 800x520. A quit hook of the app: runs when the
    window closes."""
    if is_fullscreen() and app.windowed is not None:
        size, pos = app.windowed
    else:
        size, pos = (app.size[0], app.size[1]), window_position()
    if is_fullscreen() and app.windowed is None:
        return  # started full screen: no window size seen yet
    changed = False
    big_enough = size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]
    given = size == app.given_size  # asked by --size for this run, not chosen by the player
    if big_enough and not given and tuple(app.settings.window_size) != size:
        app.settings.window_size = size
        changed = True
    if pos is not None and app.settings.window_pos != pos:
        app.settings.window_pos = pos
        changed = True
    if not changed:
        return
    try:
        from ginrummy_desktop.persistence import Settings, save_settings

        if isinstance(app.settings, Settings):
            save_settings(app.settings)
    except Exception:
        log.exception("could not save the window's size and place")
