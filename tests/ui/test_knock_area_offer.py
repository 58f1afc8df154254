"""The knock area while the upcard is offered (800x520 German): while the computer decided
on the upcard the area said "Klopfen / Hierher ziehen zum Klopfen", a knock the player could
not make (nobody knocks before the first draw). Now its place says what the computer
decides; on the player's own turn to draw the area is back."""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable
from typing import Any

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.table.knock_area import KNOCK_HERE
from ginrummy_desktop.ui.table.painter import THEIR_OFFER

from .helpers import make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


class Thinking(cf.Executor):
    """The computer never answers: it is still deciding."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        return cf.Future()


def test_no_knock_is_offered_while_the_computer_decides_on_the_upcard(
        drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=(800, 520))
    m = Match(RuleSet.preset("classic"), 1)
    assert m.round.phase is Phase.OFFER and m.round.turn == COMPUTER
    table = table_for(app, m, executor=Thinking())
    drawn.clear()
    step(app, 3)
    assert table.view.phase is Phase.OFFER
    assert str(KNOCK_HERE) not in drawn.joined() and str(T.KNOCK) not in drawn.texts
    assert any(t in str(THEIR_OFFER) for t in drawn.texts if len(t) > 8), "it says why"
    app.stack.clear()
