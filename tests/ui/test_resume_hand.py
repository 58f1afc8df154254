"""Resume restores the hand order the player had: the order (and the sort) is saved with the
match and shown again when the match is continued, driven by real events."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.pause import PauseScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.model import SortMode, TableModel
from ginrummy_desktop.ui.table.start import start_match

from .helpers import card_center, click, drag, key, make_app, step, step_until


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    a.store = MatchStore()
    yield a
    a.stack.clear()


def _my_turn(app, seed: int = 13) -> TableScene:  # type: ignore[no-untyped-def]
    table = start_match(app, seed=seed)
    step_until(app, lambda: app.stack.top is table)
    step_until(app, lambda: table.view.my_turn and table.model.playing)
    return table


def _save_quit_and_continue(app, table: TableScene) -> TableScene:  # type: ignore[no-untyped-def]
    """Escape, Save, Quit to menu, Continue: all by keys and clicks."""
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[4].rect.center)  # Save
    assert pause.note == "The match is saved."
    click(app, pause.buttons[5].rect.center)  # Quit to menu
    step_until(app, lambda: isinstance(app.stack.top, MenuScene))
    assert app.stack.find(TableScene) is None
    step(app)
    key(app, Command.CONFIRM)  # Continue: the first button of the menu
    again = app.stack.find(TableScene)
    assert again is not None and again is not table
    step_until(app, lambda: app.stack.top is again)
    return again


def test_a_hand_reordered_by_drag_comes_back_in_that_order(app) -> None:  # type: ignore[no-untyped-def]
    table = _my_turn(app)
    first = table.hand[0]
    last_pos = table.hand_positions()[-1]
    drag(app, card_center(table, first), (last_pos[0] + table.layout.card[0], last_pos[1] + 30))
    assert table.hand[-1] == first and table.sort_mode is None
    order = list(table.hand)
    fresh = TableModel()  # what a table without the saved order would show
    fresh.sync(order)
    fresh.sort(SortMode.MELDS, table.melds)
    assert fresh.hand != order  # else the test would prove nothing
    step(app)
    saved_id = table.ctrl.saved.id
    again = _save_quit_and_continue(app, table)
    assert again.hand == order and again.sort_mode is None
    doc = json.loads((app.store.root / f"{saved_id}.json").read_text(encoding="utf-8"))
    assert doc["hand"] == {"sort": "own", "order": [str(c) for c in order]}


def test_the_sort_chosen_comes_back_too(app) -> None:  # type: ignore[no-untyped-def]
    table = _my_turn(app, seed=21)
    key(app, Command.SORT)  # melds -> suit
    assert table.sort_mode is SortMode.SUIT
    order = list(table.hand)
    again = _save_quit_and_continue(app, table)
    assert again.sort_mode is SortMode.SUIT and again.hand == order


def test_a_match_saved_without_an_order_is_sorted_as_before(app) -> None:  # type: ignore[no-untyped-def]
    table = _my_turn(app, seed=5)
    saved = table.ctrl.saved
    path = app.store.root / f"{saved.id}.json"
    # the autosave writer is a real thread: on a busy machine the table's own save on leaving
    # (5 s) may not be written before the menu looks, so wait for it here, before and after
    assert table.ctrl.save(timeout=60)
    app.to_menu()
    assert table.ctrl.flush_saves(timeout=60)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("hand", None)
    path.write_text(json.dumps(doc), encoding="utf-8")
    step(app)
    key(app, Command.CONFIRM)
    again = app.stack.find(TableScene)
    assert again is not None and again.sort_mode is SortMode.MELDS
    fresh = list(again.hand)
    again.model.sort(SortMode.MELDS, again.melds)
    assert again.hand == fresh
