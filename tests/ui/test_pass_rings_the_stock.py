"""P passes the upcard and leaves the keyboard's ring on the stock, so the Enter of the next
draw draws at once. Where the computer then took the upcard (both piles open), nothing was
rung and the first Enter only showed the ring: "Enter is swallowed" (German 1280x800, a
keyboard-only player, 2 of 3 rounds that began with a pass)."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile

from .helpers import key, make_app, step, table_for
from .test_ring_after_computer_takes import TakesTheUpcard
from .test_ring_closed_pile import _player_offered_first


def test_after_p_and_the_computers_take_one_enter_draws() -> None:
    app = make_app(size=(1280, 800))
    try:
        t = table_for(app, _player_offered_first(), TakesTheUpcard())
        m = t.ctrl.match
        assert t.focus is None
        key(app, Command.PASS)
        step(app, 30)
        assert [a.kind.value for a in m.history[:3]] == ["pass", "take", "discard"]
        assert t.view.my_turn and t.view.phase is Phase.DRAW
        assert Action.draw_discard() in t.legal  # a choice: the computer's discard is open
        assert t.focus is Pile.STOCK
        key(app, Command.CONFIRM)
        assert m.history[-1] == Action.draw_stock()
    finally:
        app.stack.clear()
