"""The hand's meld bars and its melds sort agree when the engine's tie-break changes its mind.

Seen in a real window (a single round, seed 909, 800x520 German and 1280x800): the hand was
sorted J♠ J♦ J♣ first, then the computer threw the K♦, the engine's best arrangement became
10♦ J♦ Q♦ (the same 60 deadwood: ties go by the cards seen), and the bar ran under J♦, 10♦ and
Q♦ far apart, joined by a thin line. The table keeps the melds it showed while they are
still a best arrangement of the hand."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN
from ginrummy_desktop.ui.table.model import SortMode, TableModel

from .helpers import StandInOpponent, make_app, step, table_for


def _sets(melds: object) -> set[frozenset[str]]:
    return {frozenset(str(c) for c in m) for m in melds}  # type: ignore[attr-defined]


def test_the_melds_shown_stay_while_still_best() -> None:
    m = Match(RuleSet.preset("single"), 909)
    before = m.view(HUMAN)
    model = TableModel()
    model.sync(before.hand)
    model.sort(SortMode.MELDS, model.melds_of(before))
    assert _sets(model.melds_of(before)) == {frozenset({"JS", "JD", "JC"})}
    assert m.round.turn == COMPUTER
    m.apply(Action.take())
    m.apply(Action.parse("discard KD"))
    after = m.view(HUMAN)
    assert _sets(after.arrangement.melds) == {frozenset({"TD", "JD", "QD"})}  # the engine's
    assert after.deadwood == before.deadwood == 60
    assert _sets(model.melds_of(after)) == {frozenset({"JS", "JD", "JC"})}  # kept
    # a new best arrangement (not a tie) is taken at once
    m.apply(Action.draw_stock())
    drawn = m.view(HUMAN)
    if drawn.arrangement.deadwood_value < 60 and \
            _sets(drawn.arrangement.melds) != {frozenset({"JS", "JD", "JC"})}:
        assert _sets(model.melds_of(drawn)) == _sets(drawn.arrangement.melds)


class _Script(StandInOpponent):
    """The computer's first moves of seed 909 as Master played them: the 5♦, then the K♦."""

    def __init__(self) -> None:
        self.first = [Action.take(), Action.parse("discard KD")]

    def choose(self, view: SeatView) -> Action:
        return self.first.pop(0) if self.first else super().choose(view)


def test_the_bars_lie_under_cards_side_by_side_on_the_table() -> None:
    app = make_app(size=(800, 520))
    try:
        t = table_for(app, Match(RuleSet.preset("single"), 909), opponent=_Script())
        step(app, 30)
        assert t.view.my_turn and "KD" in [str(c) for c in t.view.discard_pile]
        hand = [str(c) for c in t.model.hand]
        assert t.melds
        for meld in t.melds:  # each bar under cards side by side, as the sort put them
            at = sorted(hand.index(str(c)) for c in meld)
            assert at == list(range(at[0], at[0] + len(at))), (hand, meld)
        bars = t.geometry.meld_bars(t.model.colours.colours)
        assert len(bars) == len(t.melds)
    finally:
        app.stack.clear()
