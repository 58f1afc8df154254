"""A match left while its last save is still on the way to a slow disk: the menu shows
"Continue" for it as soon as the autosave thread has written it (played by real clicks)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.controller import MatchController
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.pause import PauseScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.start import start_match

from .helpers import click, key, make_app, step, step_until


@pytest.fixture
def slow_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, threading.Event]]:
    """An app whose store writes only once ``gate`` is set, and whose table waits 0.05 s
    (not 5 s) for its save on leaving, so leaving runs out of time as on a slow disk."""
    gate = threading.Event()
    app = make_app()
    store = MatchStore()
    write = store._write

    def gated(saved: Any, root: Path | None = None) -> Path:
        gate.wait(30)
        return write(saved, root)

    monkeypatch.setattr(store, "_write", gated)
    app.store = store
    save = MatchController.save
    monkeypatch.setattr(MatchController, "save", lambda self, timeout=5.0: save(self, 0.05))
    yield app, gate
    gate.set()
    store.writer().close(timeout=30)
    app.stack.clear()


def _leave_to_menu(app: Any) -> MenuScene:
    table = start_match(app, seed=13)
    step_until(app, lambda: app.stack.top is table)
    step_until(app, lambda: table.view.my_turn and table.model.playing)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[5].rect.center)  # Quit to menu
    step_until(app, lambda: isinstance(app.stack.top, MenuScene))
    assert app.stack.find(TableScene) is None
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu


def test_continue_appears_once_the_slow_save_is_written(slow_disk) -> None:  # type: ignore[no-untyped-def]
    app, gate = slow_disk
    menu = _leave_to_menu(app)
    step(app)
    assert menu.latest is None and not menu.buttons[0].visible  # not on disk yet
    assert menu.wakes_in() == MenuScene.LOOK_AGAIN  # the idle loop looks again soon
    gate.set()
    assert app.store.writer().flush(timeout=30)
    step(app)
    assert menu.latest is not None and menu.buttons[0].visible
    assert menu.wakes_in() is None  # nothing on its way: the menu sleeps again
    key(app, Command.CONFIRM)  # Continue, the first button
    again = app.stack.find(TableScene)
    assert again is not None


def test_the_menu_does_not_look_again_without_a_write(slow_disk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, gate = slow_disk
    menu = _leave_to_menu(app)
    looks: list[int] = []
    look = MenuScene._look_for_saves
    monkeypatch.setattr(MenuScene, "_look_for_saves",
                        lambda self: (looks.append(1), look(self))[1])
    step(app, 5)
    assert looks == [] and menu.latest is None


def test_closing_the_window_during_a_slow_save_asks_without_a_blank_reason(
        slow_disk, lang: str) -> None:  # type: ignore[no-untyped-def]
    app, gate = slow_disk
    table = start_match(app, seed=13)
    step_until(app, lambda: app.stack.top is table)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    ask = app.stack.top
    assert app.running and isinstance(ask, ConfirmScene)
    text = str(ask.text)
    assert "()" not in text
    assert ("still being saved" in text) if lang == "en" else ("noch gespeichert" in text)
    key(app, Command.CANCEL)  # no: keep playing
    assert app.running and app.stack.top is table
    gate.set()  # the disk catches up: closing now asks nothing
    assert app.store.writer().flush(timeout=30)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    assert not app.running
