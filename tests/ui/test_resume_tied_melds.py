"""A hand sorted by melds comes back from a restart as it was shown, where two arrangements
tie: "2♠ 2♥ 2♣ | A♠ A♦ 3♠ 3♣" came back as "A♠ 2♠ 3♠ | A♦ 2♥ 2♣ 3♣" (German 1920x1080), the
engine breaking the tie by the cards seen."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Match, Phase
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.model import SortMode
from ginrummy_desktop.ui.table.start import continue_match

from .helpers import find_match, make_app, step


def _meld_sets(melds: Any) -> set[frozenset[Any]]:
    return {frozenset(m) for m in melds}


def _tied(m: Match) -> bool:
    if m.round.turn != 0 or m.phase is not Phase.DRAW:
        return False
    view = m.view(0)
    return len({frozenset(map(frozenset, a.melds)) for a in view.arrangements}) >= 2


def test_the_arrangement_shown_comes_back() -> None:
    m = find_match(_tied)
    view = m.view(0)
    first = view.arrangement.melds
    other = next(a for a in view.arrangements if _meld_sets(a.melds) != _meld_sets(first))
    placed = [c for meld in other.melds for c in meld]
    order = placed + [c for c in view.hand if c not in placed]
    app = make_app(size=(800, 520))
    try:
        app.to_menu()
        store = app.store = MatchStore()
        saved = store.new(m.rules, m.seed, opponent="simple")
        saved.hand_sort, saved.hand_order = "melds", tuple(str(c) for c in order)
        store.save(saved, m)
        assert continue_match(app, saved.id) is None
        step(app, 2)
        table = app.stack.find(TableScene)
        assert isinstance(table, TableScene) and table.model.sort_mode is SortMode.MELDS
        assert _meld_sets(table.melds) == _meld_sets(other.melds)
        for meld in other.melds:  # each meld's cards side by side, under one bar
            at = sorted(table.hand.index(c) for c in meld)
            assert at[-1] - at[0] == len(at) - 1, (meld, table.hand)
    finally:
        app.stack.clear()
