"""On a finished table the keyboard's ring stays on its button whatever other key is pressed:
H there (the hint has nothing to say once the match is over) took the ring from "Rematch" to
a hand with nothing to choose, and the next Enter only put it back (800x520)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.input import Command

from .helpers import key
from .test_after_match import assert_rematch, finished_table


@pytest.mark.parametrize("other", [Command.HINT, Command.SORT, Command.KNOCK, Command.UNDO])
def test_keys_that_do_nothing_there_leave_the_ring_on_rematch(other: Command) -> None:
    app, table = finished_table()
    try:
        key(app, Command.CONFIRM)
        rematch = table.buttons["rematch"]
        assert table.ring.at is rematch
        key(app, other)
        assert table.ring.at is rematch, other
        key(app, Command.CONFIRM)  # and the next Enter plays it
        assert_rematch(app, table)
    finally:
        app.stack.clear()


def test_tab_still_walks_the_finished_table_s_buttons() -> None:
    app, table = finished_table()
    try:
        key(app, Command.CONFIRM)
        first = table.ring.at
        key(app, Command.NEXT)
        assert table.ring.at is not first
    finally:
        app.stack.clear()
