"""A saved match's "Last played" is the time of its last move: continuing a match and closing
the window (or leaving to the menu) without a move keeps the time it had (closing the window
used to stamp every open match with the moment it closed)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pygame

from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.pause import PauseScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.start import start_match

from .helpers import click, key, make_app, step, step_until


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def _last_played(app, saved_id: str) -> str:  # type: ignore[no-untyped-def]
    doc = json.loads((app.store.root / f"{saved_id}.json").read_text(encoding="utf-8"))
    return str(doc["last_played"])


def _played_then_left(app, clock: Clock) -> str:  # type: ignore[no-untyped-def]
    """Start a match, wait for the player's turn, leave to the menu; the match's id."""
    table = start_match(app, seed=13)
    step_until(app, lambda: app.stack.top is table)
    step_until(app, lambda: table.view.my_turn and table.model.playing)
    saved_id = str(table.ctrl.saved.id)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[5].rect.center)  # Quit to menu
    step_until(app, lambda: isinstance(app.stack.top, MenuScene))
    return saved_id


def _continue(app) -> TableScene:  # type: ignore[no-untyped-def]
    step(app)
    key(app, Command.CONFIRM)  # Continue: the first button of the menu
    table = app.stack.find(TableScene)
    assert table is not None
    step_until(app, lambda: app.stack.top is table)
    step_until(app, lambda: table.view.my_turn and table.model.playing)
    return table


def test_closing_the_window_after_continuing_keeps_last_played() -> None:
    clock = Clock()
    app = make_app()
    app.store = MatchStore(clock=clock)
    try:
        saved_id = _played_then_left(app, clock)
        before = _last_played(app, saved_id)
        clock.now += timedelta(hours=3)
        _continue(app)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        step(app)
        assert not app.running
        assert app.store.writer().flush(timeout=30)
        assert _last_played(app, saved_id) == before
    finally:
        app.stack.clear()


def test_a_move_after_continuing_moves_last_played_on() -> None:
    clock = Clock()
    app = make_app()
    app.store = MatchStore(clock=clock)
    try:
        saved_id = _played_then_left(app, clock)
        before = _last_played(app, saved_id)
        clock.now += timedelta(hours=3)
        table = _continue(app)
        legal = table.ctrl.match.legal_actions()
        table.ctrl.play(legal[0])
        table.ctrl.save()
        after = _last_played(app, saved_id)
        assert after != before
        assert datetime.fromisoformat(after) == clock.now
    finally:
        app.stack.clear()
