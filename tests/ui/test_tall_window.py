"""A window much taller than wide (``layout.TALL``) lays the table out for its height: the row
of the piles and the knock area is centred and the round's lines stand above it, so the cards
grow as far as the hand of eleven allows. At 900x1200 the cards followed the width alone
(94 px of 900) between two bands of empty felt some 300 px high. The usual windows keep their
layout to the pixel."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.table.info import info_panel
from ginrummy_desktop.ui.widgets import font

from .helpers import find_match, make_app, step, table_for

TALL_SIZES = [(900, 1200), (640, 900), (1080, 1920)]

KEPT = {  # card, stock, discard, knock area, the hand's top, the info panel: as before
    ((640, 420), False): ((65, 91), (234, 122, 65, 91), (341, 122, 65, 91), (471, 113, 97, 109), 275, (18, 122, 184, 91)),  # noqa: E501
    ((640, 420), True): ((74, 103), (222, 103, 74, 103), (344, 103, 74, 103), (492, 93, 111, 123), 263, (22, 103, 163, 103)),  # noqa: E501
    ((800, 520), False): ((80, 112), (294, 152, 80, 112), (426, 152, 80, 112), (586, 141, 120, 134), 341, (24, 152, 230, 112)),  # noqa: E501
    ((800, 520), True): ((91, 127), (279, 127, 91, 127), (430, 127, 91, 127), (612, 115, 136, 152), 326, (26, 127, 208, 127)),  # noqa: E501
    ((1280, 800), False): ((124, 173), (475, 234, 124, 173), (681, 234, 124, 173), (929, 217, 186, 207), 523, (36, 234, 377, 173)),  # noqa: E501
    ((1280, 800), True): ((141, 197), (452, 195, 141, 197), (687, 195, 141, 197), (969, 176, 211, 236), 499, (42, 195, 340, 197)),  # noqa: E501
    ((1920, 1080), False): ((167, 233), (738, 316, 167, 233), (1015, 316, 167, 233), (1349, 293, 250, 279), 707, (50, 316, 605, 233)),  # noqa: E501
    ((1920, 1080), True): ((190, 266), (707, 262, 190, 266), (1023, 262, 190, 266), (1403, 236, 285, 319), 674, (56, 262, 556, 266)),  # noqa: E501
}


@pytest.mark.parametrize("size, large", sorted(KEPT))
def test_the_usual_windows_keep_their_layout(size: tuple[int, int], large: bool) -> None:
    lay = TableLayout(size, large)
    assert not lay.tall
    got = (lay.card, tuple(lay.stock_rect), tuple(lay.discard_rect), tuple(lay.knock_rect),
           lay.player_top, tuple(lay.side_panel))
    assert got == KEPT[size, large]


@pytest.mark.parametrize("size", TALL_SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_a_tall_window_has_large_cards_and_a_centred_row(size: tuple[int, int],
                                                         large: bool) -> None:
    lay = TableLayout(size, large)
    w, h = size
    assert lay.tall
    assert lay.card[0] >= w / 7, "the cards grow (they followed the width alone: w / 9.5)"
    s, d, k = lay.stock_rect, lay.discard_rect, lay.knock_rect
    assert s.right < d.left and d.right < k.left
    assert abs(s.left - (w - k.right)) <= 2, "the row of the piles and the knock area centred"
    assert lay.margin <= s.left and k.right <= w - lay.margin
    # eleven cards of the hand fit across, each showing its corner index
    pos = lay.hand_positions(11, lay.player_top, (3, 6, 9))
    assert pos[0][0] >= lay.margin and pos[-1][0] + lay.card[0] <= w - lay.margin
    assert min(b[0] - a[0] for a, b in zip(pos, pos[1:], strict=False)) >= lay.card[0] * 0.4
    # the bands between the computer's hand, the piles and the hand are no wider than
    # the cards are high (at 900x1200 each was more than two cards high)
    above = s.top - (lay.opponent_top + lay.opp_card[1])
    below = lay.player_top - s.bottom
    assert above <= 2 * lay.card[1] and below <= 2 * lay.card[1], (above, below)


@pytest.mark.parametrize("size", TALL_SIZES)
def test_the_rounds_lines_stand_above_the_piles(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    try:
        m = find_match(lambda m: m.round_number >= 2, rules="oklahoma")  # the most lines
        table = table_for(app, m)
        step(app, 2)
        lay = table.layout
        placed = [p for p in info_panel(table) if p.text]
        assert placed
        opp_bottom = lay.opponent_top + lay.opp_card[1]
        count_top = lay.stock_rect.top - 4 - font(max(10, round(14 * 0.7))).get_height()
        for p in placed:
            r = pygame.Rect(p.pos, font(p.px, p.bold).size(p.text))
            assert r.top > opp_bottom, (p.text, r)
            assert r.bottom <= lay.stock_rect.top - 4, (p.text, r)
            assert r.right <= lay.w // 2 + lay.margin * 2, (p.text, r)
        assert count_top > 0
        for b in table.buttons.values():  # the bottom row stays under the hand
            if b.visible and b.rect.top > lay.player_top:
                assert b.rect.top >= lay.player_top + lay.card[1], b.label
    finally:
        app.stack.clear()


def test_the_final_board_is_no_tower_in_a_tall_window() -> None:
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

    app = make_app(size=(900, 1200))
    try:
        m = play_until(Match(RuleSet.parse("short"), 3), lambda m: False)
        table_for(app, m)
        board = app.open("scoreboard", match=m, result=m.results[-1])
        assert isinstance(board, ScoreboardScene) and board.final
        step(app, 2)
        r = board.panel()
        assert r.height <= r.width * 1.1, r  # its chart stood 900 px high
        assert r.top >= 0 and r.bottom <= 1200
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(900, 1200), (640, 900)])
def test_the_tutorials_welcome_has_room_in_a_tall_window(size: tuple[int, int]) -> None:
    """The welcome stands between the hands, right of the panel left of the stock: in a tall
    window that panel's lines moved above the piles, and the welcome was squeezed into a
    column 95 px wide over the upcard (900x1200). Nothing stands left of the stock there
    now: the welcome is as wide as the room beside the knock area, clear of both hands, of
    the round's lines and of Take and Pass."""
    from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial

    from .helpers import step_until
    from .menu_helpers import menu_app

    a = menu_app(size=size)
    try:
        table = start_tutorial(a)
        step_until(a, lambda: a.stack.top is table)
        step(a)
        policy = table.policy
        assert isinstance(policy, TutorialPolicy) and policy.step().key == "welcome"
        r, lay = policy.hint_rect(), table.layout
        assert r.width >= size[0] // 2, r
        cards = [pygame.Rect(p, lay.card) for p in table.hand_positions()]
        cards += [pygame.Rect(p, lay.opp_card) for p in table.opponent_positions(10)]
        assert not [c for c in cards if c.colliderect(r)], r
        for name in ("take", "pass"):
            assert not table.buttons[name].rect.colliderect(r), name
        for p in info_panel(table):
            if p.text:
                assert not pygame.Rect(p.pos, font(p.px, p.bold).size(p.text)).colliderect(r)
    finally:
        a.stack.clear()
