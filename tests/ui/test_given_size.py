"""A size given by ``--size`` is for that run: closing the window kept it as the remembered
size, so one run at 800x520 (for a screenshot) made every later start 800x520. Resized by
the player during that run, the new size is remembered as always."""

from __future__ import annotations

import pygame

from ginrummy_desktop.persistence import Settings, load_settings, save_settings
from ginrummy_desktop.ui.app import App
from ginrummy_desktop.ui.cli import start_app

from .helpers import step


def _start(*argv: str) -> App:
    app = start_app(["--animation", "off", "--lang", "en", *argv])
    assert isinstance(app, App)
    step(app, 2)
    return app


def _quit(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    app.shutdown()
    app.close_workers()


def test_a_size_given_for_one_run_is_not_remembered() -> None:
    save_settings(Settings(window_size=(1000, 700)))
    app = _start("--size", "800x520")
    assert app.size == (800, 520) and app.given_size == (800, 520)
    _quit(app)
    settings, problem = load_settings()
    assert problem is None and tuple(settings.window_size) == (1000, 700)
    app = _start()  # the next start without --size: the remembered size
    assert app.size == (1000, 700) and app.given_size is None
    _quit(app)


def test_a_window_resized_during_that_run_is_remembered() -> None:
    save_settings(Settings(window_size=(1000, 700)))
    app = _start("--size", "800x520")
    app.screen = pygame.display.set_mode((900, 600), pygame.RESIZABLE)  # the player's drag
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=600, size=(900, 600)))
    step(app, 2)
    assert app.size == (900, 600)
    _quit(app)
    settings, _problem = load_settings()
    assert tuple(settings.window_size) == (900, 600)
