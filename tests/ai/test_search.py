"""The search's deals: kept deals let an action fall behind and catch up on the same deals."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.search import Search
from ginrummy_desktop.engine import Match, RuleSet, SeatView


def _discard_view() -> SeatView:
    m = Match(RuleSet.preset("classic"), seed=11)
    while True:
        view = m.view(m.turn)
        if view.phase.value == "discard" and len(view.legal_actions()) > 5:
            return view
        m.apply(view.legal_actions()[0])


def test_an_action_catches_up_on_the_same_deals() -> None:
    """``extend`` plays an action on the first n deals: one that fell behind and caught up
    has exactly the results it would have had played on every deal from the start."""
    view = _discard_view()
    a, b, c = view.legal_actions()[:3]
    together = Search(view, "same", split=True).play([a, b, c], 30)
    s = Search(view, "same", split=True, keep=True)
    s.extend(a, 12)
    s.extend(b, 5)
    s.extend(a, 30)  # new deals drawn
    s.extend(c, 30)
    got = s.extend(b, 30)  # back to the kept deals
    for x in (a, b, c):
        assert got.utility[x] == together.utility[x]
        assert got.points[x] == together.points[x]
    assert len(set(together.points[a]) | set(together.points[b])) > 1  # real results


def test_extend_needs_the_kept_deals() -> None:
    view = _discard_view()
    with pytest.raises(ValueError):
        Search(view, 1).extend(view.legal_actions()[0], 4)
