"""Issue 17: the hand uses the width it has. Cards overlap only as much as the window needs
(normal and large cards), melds sit together with a small gap, each meld keeps one colour from
turn to turn (known by its cards, not by the engine's index), and its underline runs under
its cards side by side, in one row, however the hand is sorted or overlapped. At 800x520,
1280x800 and 1920x1080, in German and English."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase, parse_cards
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.table.meld_colours import MeldColours
from ginrummy_desktop.ui.table.model import SortMode
from ginrummy_desktop.ui.widgets import MELD_COLORS

from .helpers import card_center, click, drag, find_match, make_app, step, step_until, table_for

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("n", [10, 11])
def test_the_hand_fills_the_width_it_needs_and_no_more(size: tuple[int, int], large: bool,
                                                       n: int) -> None:
    lay = TableLayout(size, large=large)
    gaps = (3, 6, 9)  # three melds of three, then the loose cards
    pos = lay.hand_positions(n, lay.player_top, gaps)
    cw, step_ = lay.card[0], lay.player_step(n, len(gaps))
    assert pos[0][0] >= lay.margin - 1 and pos[-1][0] + cw <= lay.w - lay.margin + 1
    for i in range(1, n):  # a small gap between melds, the same step inside them
        want = step_ + (lay.meld_gap if i in gaps else 0)
        assert pos[i][0] - pos[i - 1][0] == want
    assert 0 < lay.meld_gap < cw // 3
    eleven = cw + 10 * step_ + len(gaps) * lay.meld_gap
    if step_ < cw:  # overlapping: because eleven cards need the width, and they fill it
        assert eleven > lay.w - 2 * lay.margin - 10 - (cw + cw // 16 - step_)
        assert lay.w - 2 * lay.margin - eleven < 10
    assert step_ > lay.hand_step, "wider than the old fixed overlap"


def test_a_big_window_shows_the_hand_almost_or_wholly_side_by_side() -> None:
    full_hd = TableLayout((1920, 1080))
    assert full_hd.player_step(11, 3) >= full_hd.card[0] * 0.9
    wide = TableLayout((2560, 1200))
    assert wide.player_step(11, 3) >= wide.card[0], "no overlap where the width allows"


def _table(size: tuple[int, int], card_size: str = "normal") -> tuple[Any, Any]:
    app = make_app(size=size)
    app.settings.card_size = card_size
    m = find_match(lambda m: m.phase is Phase.DRAW and m.round.turn == 0
                   and len(m.view(0).arrangement.melds) >= 2)
    return app, table_for(app, m)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_size", ["normal", "large"])
def test_the_drawn_hand_is_on_screen_with_gaps_between_melds(
        size: tuple[int, int], card_size: str, lang: str) -> None:
    app, table = _table(size, card_size)
    try:
        step(app, 2)
        lay, pos = table.layout, table.hand_positions()
        assert table.sort_mode is SortMode.MELDS
        for x, y in pos:
            assert 0 <= x and x + lay.card[0] <= lay.w and y + lay.card[1] <= lay.h
        gaps = table.model.gaps(table.melds)
        assert gaps, "the hand has melds"
        steps = [b[0] - a[0] for a, b in zip(pos, pos[1:], strict=False)]
        inside = min(s for i, s in enumerate(steps, 1) if i not in gaps)
        assert all(steps[i - 1] > inside for i in gaps)
    finally:
        app.stack.clear()


def test_meld_colours_follow_the_cards_not_the_engines_order() -> None:
    run, sevens, kings = (parse_cards(s) for s in ("5S 6S 7S", "7H 7D 7C", "KS KH KD"))
    colours = MeldColours()
    colours.update([run, sevens])
    first = colours.of(run), colours.of(sevens)
    colours.update([kings, sevens, run])  # a new meld comes first in the engine's list
    assert (colours.of(run), colours.of(sevens)) == first
    assert colours.of(kings) not in first
    grown = parse_cards("5S 6S 7S 8S")
    colours.update([sevens, grown])  # the run grows by a card: still its colour
    assert colours.of(grown) == first[0] and colours.of(sevens) == first[1]


@pytest.mark.parametrize("size", SIZES)
def test_a_meld_keeps_its_colour_across_the_players_turns(size: tuple[int, int],
                                                          lang: str) -> None:
    app, table = _table(size)
    try:
        m = table.ctrl.match
        snapshots = []
        for _ in range(4):
            if table.frozen or m.round.turn != 0 or m.phase is not Phase.DRAW:
                break
            snapshots.append({frozenset(x): table.model.colours.of(x) for x in table.melds})
            click(app, table.layout.stock_rect.center)  # draw
            melded = {c for meld in table.melds for c in meld}
            loose = [c for c in table.hand if c not in melded
                     and any(a.card == c and a.kind.value == "discard" for a in table.legal)]
            if not loose:
                break
            drag(app, card_center(table, loose[-1]), table.layout.discard_rect.center)
            step_until(app, lambda: table.frozen or (m.round.turn == 0 and
                                                     m.phase is Phase.DRAW
                                                     and not table.flights))
            snapshots.append({frozenset(x): table.model.colours.of(x) for x in table.melds})
        kept = 0
        for before, after in zip(snapshots, snapshots[1:], strict=False):
            for meld, colour in before.items():
                if meld in after:
                    kept += 1
                    assert after[meld] == colour, "a meld kept from turn to turn keeps its colour"
            assert len(set(after.values())) == len(after), "no two melds share a colour"
        assert kept >= 2
    finally:
        app.stack.clear()


def _own_order(table: Any) -> None:
    """The melds' cards taken in turn, one from each (the player's own order, dragged)."""
    melds = [sorted(m) for m in table.melds]
    order = [m[k] for k in range(5) for m in melds if k < len(m)]
    table.model.hand[:] = order + [c for c in table.hand if c not in order]
    table.model.sort_mode = None


def _check_bars(app: Any, table: Any) -> None:
    """Each meld's bar: a stretch under each run of its cards side by side, nothing over
    another card, all in one row; on the screen each stretch is one run of its colour."""
    bars = table.geometry.meld_bars(table.model.colours.colours)
    assert len(bars) == len(table.melds)
    lay = table.layout
    pos = table.hand_positions()
    for bar in bars:
        at = sorted(table.hand.index(c) for c in bar.meld)
        runs = [k for k in range(len(at)) if k == 0 or at[k] != at[k - 1] + 1]
        assert len(bar.spans) == len(runs), "one stretch for each part side by side"
        for c in bar.meld:  # the bar reaches under every card of its meld
            x = pos[table.hand.index(c)][0]
            assert any(a <= x < b for a, b in bar.spans)
        for i, c in enumerate(table.hand):  # and under no other card's left edge
            if c not in bar.meld:
                assert not any(a <= pos[i][0] < b for a, b in bar.spans), (c, bar.spans)
    spans = sorted(sp for bar in bars for sp in bar.spans)
    assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False)), "no overlap"
    app.screen.fill((0, 0, 0))
    table.draw(app.screen)
    bar_h = max(4, lay.card[1] // 22)
    y = lay.player_top + lay.card[1] + 3 + bar_h // 2
    for bar in bars:
        col = MELD_COLORS[bar.colour % len(MELD_COLORS)]
        for a, b in bar.spans:
            xs = [x for x in range(a, b) if tuple(app.screen.get_at((x, y)))[:3] == col]
            assert len(xs) >= b - a - 2, "the stretch is drawn, in one piece"
        between = [x for x in range(bar.x0, bar.x1)
                   if not any(a <= x < b for a, b in bar.spans)]
        assert not [x for x in between if tuple(app.screen.get_at((x, y)))[:3] == col], \
            "nothing of the bar between its parts"
        assert tuple(app.screen.get_at((bar.x0 + 2, y + bar_h + 1)))[:3] != col, "one row"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("sort", [SortMode.MELDS, SortMode.SUIT, SortMode.RANK, None])
def test_each_meld_has_its_bar_under_its_cards_side_by_side(
        size: tuple[int, int], sort: SortMode | None, lang: str) -> None:
    app, table = _table(size, "large" if size[0] < 1000 else "normal")
    try:
        if sort is None:
            _own_order(table)
        else:
            table.sort(sort)
        step(app, 2)
        _check_bars(app, table)
    finally:
        app.stack.clear()


def test_in_the_players_own_order_a_split_meld_has_a_bar_under_each_part() -> None:
    """The player dragged the kings apart (800x520, seed 218: K♣ 10♦ J♦ K♥ Q♦ A♥ K♠): the
    kings' bar ran thin across the diamonds, the diamonds' bar on a second lane crossed it."""
    from ginrummy_desktop.engine import Match, RuleSet
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, Match(RuleSet.preset("classic"), 218))
        step(app, 2)
        order = parse_cards("KC TD JD KH QD AH KS")
        table.model.hand[:] = order + [c for c in table.hand if c not in order]
        table.model.sort_mode = None
        step(app, 2)
        bars = table.geometry.meld_bars(table.model.colours.colours)
        kings = next(b for b in bars if parse_cards("KC")[0] in b.meld)
        diamonds = next(b for b in bars if parse_cards("TD")[0] in b.meld)
        assert len(kings.spans) == 3 and len(diamonds.spans) == 2
        _check_bars(app, table)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_players_melds_keep_their_table_colours_in_the_review(size: tuple[int, int],
                                                                  lang: str) -> None:
    from ginrummy_desktop.engine import Kind
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

    app = make_app(size=size)
    try:
        m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0
                       and any(a.kind is Kind.KNOCK for a in m.legal_actions())
                       and len(m.view(0).arrangement.melds) >= 2)
        table = table_for(app, m)
        knock = next(a for a in m.legal_actions() if a.kind is Kind.KNOCK)
        # colours the engine's order would not give: the last meld first
        melds = [frozenset(x) for x in table.melds]
        table.model.colours.colours = {x: len(melds) - 1 - k for k, x in enumerate(melds)}
        step(app)
        assert [table.model.colours.of(x) for x in melds] == list(range(len(melds)))[::-1]
        drag(app, card_center(table, knock.card), table.layout.knock_rect.center)
        assert isinstance(app.stack.top, ConfirmScene)
        click(app, app.stack.top.yes.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        review = app.stack.top
        kept = [(meld, colour) for meld, colour in zip(
            review.result.knocker_melds, review.meld_colours(0, review.result.knocker_melds),
            strict=True) if frozenset(meld) in table.model.colours.colours]
        assert kept, "a meld of the table is a meld of the round's end"
        for meld, colour in kept:
            assert colour == table.model.colours.of(meld)
        shown = {idx for _cards, idx in review.knocker_groups() if idx is not None}
        assert all(i < 3 for i in shown), "the player's colours, never the computer's"
    finally:
        app.stack.clear()
