"""The window remembers its place as well as its size, and leaving full screen returns to
the window from before (SDL's dummy driver: one 1024x768 screen, windows that can be moved;
the full-screen switch is clicked in the settings screen)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.persistence import Settings, load_settings, save_settings
from ginrummy_desktop.ui.app import App
from ginrummy_desktop.ui.display import is_fullscreen, on_screen, place_window, window_position
from ginrummy_desktop.ui.scenes.settings import FULLSCREEN, SettingsScene

from .helpers import click, step


@pytest.fixture
def made() -> list[App]:  # type: ignore[misc]
    apps: list[App] = []
    yield apps
    for a in apps:
        a.stack.clear()


def _app(made: list[App], settings: Settings, size: tuple[int, int] = (900, 600)) -> App:
    import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)

    app = App(size, settings=settings)
    made.append(app)
    return app


def _quit(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running


def test_the_window_opens_where_it_was_and_keeps_where_it_is(made) -> None:  # type: ignore[no-untyped-def]
    app = _app(made, Settings(window_size=(900, 600), window_pos=(120, 80)))
    assert window_position() == (120, 80) and app.size == (900, 600)
    assert place_window((200, 90))  # the player moves the window
    _quit(app)
    settings, problem = load_settings()
    assert problem is None
    assert settings.window_pos == (200, 90) and tuple(settings.window_size) == (900, 600)


def test_a_place_on_a_screen_that_is_gone_is_left_to_the_system(made) -> None:  # type: ignore[no-untyped-def]
    _app(made, Settings(window_pos=(5000, 3000)))
    assert window_position() != (5000, 3000)
    assert not on_screen((5000, 3000), [(1024, 768)])


def _switch(app: App, on: bool) -> None:
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    step(app)  # laid out for the window as it is now
    row = next(r for r in screen.rows if r.label is FULLSCREEN)
    button = dict(row.buttons)[on]
    click(app, button.rect.center)
    step(app)


def test_leaving_full_screen_gives_back_the_window_from_before(made) -> None:  # type: ignore[no-untyped-def]
    app = _app(made, Settings(window_size=(900, 600), window_pos=(60, 40)))
    # the player makes the window larger, then goes full screen in the settings
    app.screen = pygame.display.set_mode((1000, 650), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=650, size=(1000, 650)))
    step(app, 2)
    app.open("settings")
    _switch(app, True)
    assert is_fullscreen() and app.size == (1024, 768) and app.settings.fullscreen
    _switch(app, False)
    assert not is_fullscreen()
    assert app.size == (1000, 650)  # the window from before, not the size saved at start
    assert window_position() == (60, 40)
    saved, _ = load_settings()
    assert saved.fullscreen is False


def test_closing_in_full_screen_keeps_the_window_size_not_the_screens(made) -> None:  # type: ignore[no-untyped-def]
    app = _app(made, Settings(window_size=(900, 600), window_pos=(30, 20)))
    app.open("settings")
    _switch(app, True)
    assert app.size == (1024, 768)
    _quit(app)
    settings, _ = load_settings()
    assert tuple(settings.window_size) == (900, 600) and settings.window_pos == (30, 20)
    assert settings.fullscreen is True  # and the next start is full screen again


def test_a_place_that_would_cut_the_window_off_is_moved_onto_the_screen(made) -> None:  # type: ignore[no-untyped-def]
    app = _app(made, Settings(window_size=(900, 600), window_pos=(600, 400)))
    assert app.size == (900, 600)
    assert window_position() == (1024 - 900, 768 - 600)  # the whole window shows


def test_f11_switches_full_screen_on_any_screen_and_the_settings_follow(made) -> None:  # type: ignore[no-untyped-def]
    """F11 (a real key event) is the app's key: on the main menu, at the table's place in the
    stack or in the settings, it goes full screen and back to the window from before, and the
    choice is remembered as the switch in Settings remembers it."""
    from ginrummy_desktop.ui.input import Command

    from .helpers import key

    app = _app(made, Settings(window_size=(900, 600), window_pos=(60, 40)))
    step(app)
    key(app, Command.FULL_SCREEN)
    step(app)
    assert is_fullscreen() and app.size == (1024, 768) and app.settings.fullscreen
    saved, _ = load_settings()
    assert saved.fullscreen is True
    app.open("settings")
    step(app)
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    row = next(r for r in screen.rows if r.label is FULLSCREEN)
    assert row.get() is True  # the switch shows it
    key(app, Command.FULL_SCREEN)
    step(app)
    assert not is_fullscreen() and app.size == (900, 600)
    assert window_position() == (60, 40)
    saved, _ = load_settings()
    assert saved.fullscreen is False


def test_a_window_at_the_minimum_is_remembered_and_kept(made) -> None:  # type: ignore[no-untyped-def]
    """The window goes down to 640x420 (``MIN_SIZE``), the settings kept a size only from
    640x480: a 640x450 window was used but not remembered, and a saved one was dropped."""
    from ginrummy_desktop.persistence.settings import MIN_WINDOW
    from ginrummy_desktop.ui.display import MIN_SIZE

    assert tuple(MIN_WINDOW) == tuple(MIN_SIZE) == (640, 420)
    app = _app(made, Settings(window_size=(900, 600), window_pos=(60, 40)), size=(640, 450))
    assert app.size == (640, 450)
    _quit(app)
    settings, problem = load_settings()
    assert problem is None and tuple(settings.window_size) == (640, 450)
    save_settings(Settings(window_size=(640, 420)))  # the next start keeps it
    settings, problem = load_settings()
    assert problem is None and tuple(settings.window_size) == (640, 420)
    save_settings(Settings(window_size=(640, 419)))  # below the minimum: the default
    settings, _ = load_settings()
    assert tuple(settings.window_size) == tuple(Settings().window_size)
