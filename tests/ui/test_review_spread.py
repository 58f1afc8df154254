"""The lay-off review spreads a row's cards over the room it has: ten loose cards lay 29 px
apart at 800x520 (less than half a card, only their corners showing) with a third of the
panel empty on each side. A group's cards now overlap only as much as the row needs, at most
by a quarter of a card, and a long row still fits the panel."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import parse_cards
from ginrummy_desktop.ui.scenes.layoff_review import MOST_SPREAD, Group

from .helpers import make_app
from .test_review_drag import _review

SIZES = [(640, 420), (800, 520), (1280, 800), (1920, 1080)]
TEN_LOOSE: list[Group] = [(parse_cards("AS 3H 5C 7D 9S JH KC 2D 4S 6H"), None)]
MELDS_AND_LOOSE: list[Group] = [(parse_cards("2S 2H 2D 2C"), 0), (parse_cards("5S 6S 7S 8S"), 1),
                                (parse_cards("3S 3H 4C"), None)]
LONGEST: list[Group] = [(parse_cards("AS 2S 3S 4S 5S 6S"), 0), (parse_cards("7H 8H 9H TH JH"), 1),
                        (parse_cards("QC QD QS QH"), 2), (parse_cards("KD"), None)]


@pytest.mark.parametrize("size", SIZES)
def test_ten_loose_cards_show_three_quarters_of_each(size: tuple[int, int]) -> None:
    app = make_app(size=size)
    try:
        review, _m = _review(app)
        cw = review.card_size()[0]
        (ps,) = review.group_positions(TEN_LOOSE, 100)
        steps = {b[0] - a[0] for a, b in zip(ps, ps[1:], strict=False)}
        assert steps == {int(cw * MOST_SPREAD)}, (steps, cw)  # was 0.45 of a card
        panel = review.panel()
        assert panel.x + 20 <= ps[0][0] and ps[-1][0] + cw <= panel.right - 20
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("groups", [MELDS_AND_LOOSE, LONGEST])
def test_a_row_uses_its_room_and_fits_the_panel(size: tuple[int, int],
                                                groups: list[Group]) -> None:
    app = make_app(size=size)
    try:
        review, _m = _review(app)
        cw = review.card_size()[0]
        rows = review.group_positions(groups, 100)
        panel = review.panel()
        assert panel.x + 20 <= rows[0][0][0] and rows[-1][-1][0] + cw <= panel.right - 20
        steps = {b[0] - a[0] for ps in rows for a, b in zip(ps, ps[1:], strict=False)}
        assert len(steps) == 1, steps  # one fan for the whole row
        (step,) = steps
        spare = panel.width - 40 - (rows[-1][-1][0] + cw - rows[0][0][0])
        n = sum(len(c) for c, _ in groups)
        # either the widest fan, or no room for a pixel more between each two cards
        assert step == int(cw * MOST_SPREAD) or spare < n - len(groups), (step, spare)
        for ps, next_ps in zip(rows, rows[1:], strict=False):  # the groups stay apart
            assert next_ps[0][0] - (ps[-1][0] + cw) >= cw // 2 - 1
    finally:
        app.stack.clear()
