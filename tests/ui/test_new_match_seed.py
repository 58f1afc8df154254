"""``--seed`` is the first new match's seed (``--help``); the next ones count on from it. Each
new match of the session took the seed itself: started with ``--seed 5 --table``, a new match
from the finished table's "New match..." dealt the very cards of the first again (1920x1080
German, Short: three matches, one deal)."""

from __future__ import annotations

from ginrummy_desktop.ui.cli import parse_args
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import key, step, step_until
from .menu_helpers import menu_app


def _start_from_the_new_match_screen(app) -> TableScene:  # type: ignore[no-untyped-def]
    app.to_menu()
    app.open("new_match")
    assert isinstance(app.stack.top, NewMatchScene)
    step(app)
    key(app, Command.CONFIRM)  # the focus is on the chosen rule set: Start
    step_until(app, lambda: app.stack.find(TableScene) is not None, frames=10)
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene)
    return table


def test_the_seed_is_the_first_matchs_and_the_next_count_on() -> None:
    app = menu_app()
    try:
        app.seed = 5
        first = _start_from_the_new_match_screen(app)
        assert first.ctrl.match.seed == 5
        cards = first.ctrl.match.round.hand(0)
        second = _start_from_the_new_match_screen(app)
        assert second.ctrl.match.seed == 6
        assert second.ctrl.match.round.hand(0) != cards, "not the first deal again"
    finally:
        app.stack.clear()


def test_with_table_the_first_match_takes_the_seed() -> None:
    args = parse_args(["--seed", "5", "--table"])
    app = menu_app()
    try:
        app.seed = args.seed
        app.new_match(rules=args.rules)  # as ``cli`` does for --table
        table = app.stack.find(TableScene)
        assert table is not None and table.ctrl.match.seed == 5
        assert _start_from_the_new_match_screen(app).ctrl.match.seed == 6
    finally:
        app.stack.clear()


def test_without_a_seed_each_match_is_dealt_at_random() -> None:
    app = menu_app()
    try:
        assert app.seed is None
        seeds = {_start_from_the_new_match_screen(app).ctrl.match.seed for _ in range(3)}
        assert len(seeds) == 3
    finally:
        app.stack.clear()
