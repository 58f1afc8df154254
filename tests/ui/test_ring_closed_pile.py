"""After both passed the upcard, the keyboard's ring does not stay on the closed discard
pile (800x520 German: H at the upcard rang the pile, Pass by mouse, the computer passed too;
the ring stood round "Diesmal gesperrt", and Enter there was refused). It goes to the stock,
where the first draw must come from, and Enter draws."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Match, Phase, RuleSet
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile

from .helpers import key, make_app, step, table_for


def _player_offered_first() -> Match:
    for seed in range(1, 50):
        m = Match(RuleSet.preset("classic"), seed)
        if m.phase is Phase.OFFER and m.round.turn == HUMAN:
            return m
    raise AssertionError("no such deal")


def test_the_ring_leaves_the_closed_pile_for_the_stock() -> None:
    app = make_app(size=(800, 520))
    try:
        t = table_for(app, _player_offered_first())  # the stand-in passes the upcard too
        m = t.ctrl.match
        key(app, Command.UP)
        while t.focus is not Pile.DISCARD:  # the arrows onto the upcard, as H rings it
            key(app, Command.RIGHT)
        key(app, Command.PASS)
        step(app, 5)
        assert m.history == [Action.pass_(), Action.pass_()]
        assert t.view.my_turn and t.view.phase is Phase.DRAW
        assert Action.draw_discard() not in t.legal  # the pile is closed
        assert t.focus is Pile.STOCK
        key(app, Command.CONFIRM)
        assert m.history[-1] == Action.draw_stock()
    finally:
        app.stack.clear()

