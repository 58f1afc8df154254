"""The lay-off review's deadwood lines stand under the loose cards they count.

Centred in the panel, the computer's "Deadwood: 5" stood under the red bar of its second
meld (1920x1080, the computer's 5-6-7-8 and 10-J-Q of clubs, loose A-2 of spades and 2 of
clubs) and read as that meld's count."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.engine.melds import best_arrangement_mask
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import review_paint

from .helpers import make_app
from .test_hollywood_sheet import _drawn
from .test_review_drag import _review

SIZES = [(640, 420), (800, 520), (1280, 800), (1920, 1080)]


def _knocker_has_two_melds_and_loose_cards(m: Any) -> bool:
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    theirs = best_arrangement_mask(m.round.hands[1])
    mine = m.view(0).layoff.defender_loose or ()
    return len(theirs.melds) >= 2 and bool(theirs.deadwood) and bool(mine)


def _loose_span(review: Any, seat: int) -> tuple[int, int]:
    if seat == review.knocker():
        groups = review.knocker_groups()
        places = review.group_positions(groups, review.seat_top(seat))
    else:
        groups, places = review.defender_row()
    ps = [ps for (_cards, idx), ps in zip(groups, places, strict=True) if idx is None][-1]
    return ps[0][0], ps[-1][0] + review.card_size()[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_deadwood_line_stands_under_the_loose_cards(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        review, _m = _review(app, _knocker_has_two_melds_and_loose_cards)
        seen = _drawn(monkeypatch, review_paint)
        review.draw(app.screen)
        panel = review.panel()
        for seat in (0, 1):
            line = review.painter._deadwood(seat)
            assert line is not None
            rect = next(r for text, _c, r in seen if text == line)
            left, right = _loose_span(review, seat)
            assert panel.x < rect.left and rect.right < panel.right, (seat, rect, panel)
            # centred under the loose cards, unless that would push it over the panel's edge
            middle = (left + right) // 2
            lo, hi = panel.x + 20 + rect.width // 2, panel.right - 20 - rect.width // 2
            assert abs(rect.centerx - max(lo, min(middle, hi))) <= 1, (seat, line, rect, middle)
    finally:
        set_localizer(previous)
        app.stack.clear()
