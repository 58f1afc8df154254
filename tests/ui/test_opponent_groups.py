"""Once the computer's hand lies face up at a round's end, its melds stand apart from each
other and from its deadwood, as the player's own hand does: in one even row ("4♥5♥6♥7♥8♣9♣
10♣A♦2♠4♦", 800x520) a first-time player could not tell which cards were the deadwood the
board counted."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Outcome
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.smoke import finished_match
from ginrummy_desktop.ui.table.hand_order import opponent_shown
from ginrummy_desktop.ui.table.info import computer_column
from ginrummy_desktop.ui.table.model import Mode

from .helpers import make_app, step, table_for


def _groups(m: Any) -> list[tuple[Any, ...]]:
    """The computer's groups as shown: melds (with the player's cards laid off on them, as
    it knocked), deadwood, (as the player knocked) the cards it laid off."""
    r = m.results[-1]
    if r.knocker == COMPUTER:
        melds = [tuple(sorted([*meld, *(c for c, j in r.layoffs if j == i)],
                              key=lambda c: (c.rank, c.suit)))
                 for i, meld in enumerate(r.knocker_melds)]
        return [*melds, r.knocker_loose]
    return [*r.defender_melds, r.defender_loose, tuple(c for c, _ in r.layoffs)]


@pytest.mark.parametrize("size", [(640, 420), (1024, 640), (1920, 1080), (1080, 1920)])
@pytest.mark.parametrize("knocker", [0, 1])
def test_the_cards_laid_off_stay_on_the_table(knocker: int, size: tuple[int, int]) -> None:
    """After the tutorial's round the 10 of hearts and the 3 of clubs the computer had laid
    off were in neither hand on the table (English 700x460): the player's hand shows without
    the cards it laid off, and the computer's row had neither its own nor the player's. Now
    every card of both hands lies on the table, the player's laid off on the computer's
    melds."""
    m = next(m for seed in range(3, 200) if (r := (m := finished_match(seed=seed)).results[-1])
             .layoffs and r.knocker == knocker)
    app = make_app(size=size)
    try:
        table = table_for(app, m)
        table.model.mode = Mode.SHOWING_RESULT
        step(app)
        shown = opponent_shown(table)
        laid = [c for c, _ in m.results[-1].layoffs]
        assert None not in shown and set(laid) <= set(shown)
        assert not set(shown) & set(table.hand)
        assert len(shown) + len(table.hand) == 20
        assert shown == [c for g in _groups(m) if g for c in g]
        # no wider than ten cards with their gaps: the tutorial's end at 1024x640 laid the
        # computer's two laid-off cards over its name and moves; each group ends whole
        groups = [g for g in _groups(m) if g]
        starts = [sum(len(g) for g in groups[:i]) for i in range(1, len(groups))]
        xs = [p[0] for p in table.opponent_positions(len(shown))]
        ten = table.layout.hand_positions(10, table.layout.opponent_top,
                                          tuple(i for i in starts if i < 10), small=True)
        card = table.layout.opp_card[0]
        assert xs[-1] - xs[0] <= ten[-1][0] - ten[0][0]
        _name, (x, y), _w = computer_column(table, 15)
        if y == table.layout.opponent_top:  # beside the row (not under it): after its end
            assert x >= xs[-1] + card, "the computer's name and moves after its row"
        for i in starts:  # (a tall window narrows the gaps to keep its side columns)
            assert table.layout.tall or xs[i] - xs[i - 1] >= card, "a group ends whole"
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_computers_melds_and_deadwood_stand_apart_once_shown(size: tuple[int, int]) -> None:
    m = next(m for seed in range(3, 40) if (m := finished_match(seed=seed)).results[-1].outcome
             is not Outcome.VOID and len([g for g in _groups(m) if g]) >= 3)
    app = make_app(size=size)
    try:
        table = table_for(app, m)
        table.model.mode = Mode.SHOWING_RESULT  # as a finished match is shown (start.py)
        step(app)
        shown = opponent_shown(table)
        groups = [g for g in _groups(m) if g]
        assert shown == [c for g in groups for c in g]
        xs = [p[0] for p in table.opponent_positions(len(shown))]
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        starts = {sum(len(g) for g in groups[:i]) for i in range(1, len(groups))}
        within = {s for i, s in enumerate(steps, 1) if i not in starts}
        between = {s for i, s in enumerate(steps, 1) if i in starts}
        assert len(within) == 1 and len(between) == 1, (within, between)
        lay = table.layout
        assert between.pop() >= lay.opp_card[0] + 4 > within.pop()  # a group ends whole
        assert xs[0] > 0 and xs[-1] + lay.opp_card[0] < lay.w
        # while a round is played the computer's cards lie evenly, face down
        table.model.mode = Mode.PLAYING
        step(app)
        xs = [p[0] for p in table.opponent_positions(len(shown))]
        assert len({b - a for a, b in zip(xs, xs[1:], strict=False)}) == 1
    finally:
        app.stack.clear()
