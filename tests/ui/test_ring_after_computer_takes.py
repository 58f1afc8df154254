"""The keyboard's ring does not stay on the discard pile once the computer has changed it:
H at the upcard rang the 6 of spades, Pass by mouse, the computer took the 6 and threw the
king of diamonds; the ring stood round the king through the computer's turn and after, where
Enter would take a card that neither the player nor the hint had chosen (800x520 English).
It goes to the stock, as after a discard by Enter."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Phase, SeatView
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import Pile

from .helpers import StandInOpponent, click, key, make_app, step, table_for
from .test_ring_closed_pile import _player_offered_first


class TakesTheUpcard(StandInOpponent):
    """The stand-in, but it takes the upcard when offered."""

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.OFFER:
            return Action.take()
        return super().choose(view)


def test_the_ring_leaves_the_pile_the_computer_changed() -> None:
    app = make_app(size=(800, 520))
    try:
        m = _player_offered_first()
        upcard = m.view(HUMAN).discard_top
        t = table_for(app, m, opponent=TakesTheUpcard())
        key(app, Command.UP)
        while t.focus is not Pile.DISCARD:  # the ring on the upcard, as H rings it
            key(app, Command.RIGHT)
        click(app, t.buttons["pass"].rect.center)  # Pass, by mouse
        step(app, 5)
        assert m.history[:2] == [Action.pass_(), Action.take()]
        assert t.view.my_turn and t.view.phase is Phase.DRAW
        assert t.view.discard_top != upcard and Action.draw_discard() in t.legal
        assert t.focus is Pile.STOCK, "the ring left the computer's discard"
        key(app, Command.CONFIRM)
        assert m.history[-1] == Action.draw_stock()
    finally:
        app.stack.clear()
