"""Issue 17: the score chart (axes, round numbers, point labels, target line, one round as a
point), the round summary's countdown (a setting; shows; stops on mouse-over or a key; its
button says "Next round"), L recalling the summary mid-round without ending the round, and
the large-card setting. Real events through the app, at three sizes, German and English."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.chart import SEAT_COLOURS, ScoreChart, nice_step, running_totals
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import DT, click, key, key_without_command, make_app, step, table_for

SIZES = [(800, 520), (1280, 800), (1920, 1080)]
NEXT = {"en": "Next round", "de": "Nächste Runde"}


def _post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


# --- the chart ---------------------------------------------------------------------------------
def test_chart_geometry() -> None:
    assert running_totals([(10, 0), (0, 25), (7, 0)]) == [(10, 0), (10, 25), (17, 25)]
    assert [nice_step(v) for v in (1, 9, 100, 150, 400)] == [1, 2, 20, 50, 100]
    one = ScoreChart(pygame.Rect(0, 0, 400, 300), ((31, 0),), 100, 14)
    assert len(one.points(0)) == 1 and len(one.points(1)) == 1, "one round: one point each"
    assert one.x_ticks() == [1]
    assert one.y_ticks()[-1] >= 100 and one.y_ticks()[0] == 0
    assert one.y_of(0) == one.plot.bottom and one.y_of(one.top_value) == one.plot.top
    many = ScoreChart(pygame.Rect(0, 0, 200, 200), tuple((i, i) for i in range(40)), None, 14)
    assert many.x_ticks() == [10, 20, 30, 40], "round numbers thin out instead of overlapping"
    six = ScoreChart(pygame.Rect(0, 0, 200, 200), tuple((i, i) for i in range(6)), None, 14)
    assert six.x_ticks() == [2, 4, 6], "evenly: it labelled 1 3 6 (English 1366x768)"
    wide = ScoreChart(pygame.Rect(0, 0, 900, 200), tuple((i, i) for i in range(40)), None, 14)
    assert wide.x_ticks() == list(range(2, 41, 2))
    room = ScoreChart(pygame.Rect(0, 0, 400, 200), tuple((i, i) for i in range(23)), None, 14)
    assert room.x_ticks() == [1, 5, 10, 15, 20, 23], "round 1 and the last where they fit"
    xs = [p[0] for p in many.points(0)]
    assert xs == sorted(xs) and len(set(xs)) > 20


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rules", ["short"])  # one round: no chart (test_final_board_one_round)
def test_final_board_draws_the_chart(size: tuple[int, int], lang: str, rules: str) -> None:
    app = make_app(size=size)
    m = finished_match(seed=5, rules=rules)
    table = table_for(app, Match(RuleSet.preset("classic"), 1))
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=table.summary_closed)
    step(app, 2)
    area = board.chart_area()
    totals = board.chart_totals()
    assert len(totals) == len(m.results)
    px = max(10, round(14 * max(0.45, min(size[0] / 1280, size[1] / 800))))
    chart = ScoreChart(area, tuple(totals), m.rules.target, px)
    for seat in (0, 1):
        x, y = chart.points(seat)[-1]
        assert tuple(app.screen.get_at((x, y)))[:3] == SEAT_COLOURS[seat]
    ty = chart.y_of(m.rules.target)  # the dashed target line is on the chart
    row = [tuple(app.screen.get_at((x, ty)))[:3] for x in range(chart.plot.x + 1,
                                                                 chart.plot.right - 1)]
    assert (255, 140, 110) in row
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_round_summary_draws_the_match_so_far_beside_the_sheet(size: tuple[int, int],
                                                                lang: str) -> None:
    app = make_app(size=size)
    m = play_until(Match(RuleSet.preset("classic"), 4), lambda m: len(m.results) >= 3)
    table = table_for(app, m)
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=table.summary_closed)
    step(app, 2)
    assert not board.final
    area, sheet = board.round_chart_area(), board.sheet_area()[0]
    assert board.panel().contains(area) and area.left > sheet.right, "the right column"
    for b in (board.close_button, board.review_button):
        assert not (b.visible and area.colliderect(b.rect)), "clear of the buttons"
    px = max(10, round(14 * max(0.45, min(size[0] / 1280, size[1] / 800))))
    chart = ScoreChart(area, tuple(board.chart_totals()), m.rules.target, px)
    assert len(chart.points(0)) == len(m.results) == 3
    for seat in (0, 1):
        x, y = chart.points(seat)[-1]
        assert tuple(app.screen.get_at((x, y)))[:3] == SEAT_COLOURS[seat]
    app.stack.clear()


# --- the countdown ------------------------------------------------------------------------------
def _summary(app: Any, seconds: int) -> tuple[Any, Any]:
    app.settings.summary_seconds = seconds
    m = play_until(Match(RuleSet.preset("classic"), 3), lambda m: bool(m.results))
    assert not m.is_over
    table = table_for(app, m)
    board = app.open("scoreboard", match=m, result=m.results[-1], announce=True,
                     on_close=table.summary_closed)
    step(app, 2)
    return table, board


@pytest.mark.parametrize("size", SIZES)
def test_summary_counts_down_and_deals_the_next_round(size: tuple[int, int], lang: str) -> None:
    app = make_app(animation="normal", size=size)
    table, board = _summary(app, 5)
    assert str(board.close_button.label) == NEXT[lang]
    assert board.auto_close == 5
    step(app, 40, 0.1)
    assert app.stack.top is board, "not before its time"
    step(app, 20, 0.1)
    assert isinstance(app.stack.top, DealScene), "the next round is dealt"
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), *SIZES, (2560, 1440)])
def test_the_countdown_says_how_to_stay_and_never_runs_under_the_buttons(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """German at 1280x800 ran "Nächste Runde in 10 s – Maus hierher ..." under "Review this
    round"; then the short count alone stood there in nearly every window (English below
    1920x1080, German in all), and a player reading slowly with the mouse still was never
    told how to keep the board. Where the long line does not fit, the count stands over a
    line (or two) that says how to stay; all of it left of the buttons, under the sheet and
    the chart, over the countdown's bar."""
    import ginrummy_desktop.ui.board_footer as board_module
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.scenes.scoreboard import CLOSES_IN, HOW_TO_STAY

    from .test_hollywood_sheet import _drawn

    app = make_app(animation="normal", size=size)
    _, board = _summary(app, 10)
    board.review = lambda: None  # as in a game: "Review this round" beside "Next round"
    board.review_button.visible = True
    seen = _drawn(monkeypatch, board_module)
    step(app)
    px = font_px(app.size, 14)
    lines = board.countdown_lines(10, px)
    assert lines[0].startswith(NEXT[lang]) and "10" in lines[0]
    said = " ".join(lines)
    # the same words on one line and on two (a narrower board said others; English 800x600)
    assert said == CLOSES_IN.format(n=10) and said.endswith(str(HOW_TO_STAY)), said
    drawn = [(t, r) for t, _c, r in seen if t in lines]
    assert [t for t, _r in drawn] == lines, "every line is drawn, whole"
    buttons = [board.close_button.rect, board.review_button.rect]
    sheet, chart = board.sheet_area()[0], board.round_chart_area()
    for _t, r in drawn:
        assert board.panel().contains(r)
        assert r.right < min(b.left for b in buttons)
        assert r.top >= max(sheet.bottom, chart.bottom)
        assert r.bottom <= board.panel().bottom - 8, "over the bar"
    for a, b in zip(drawn, drawn[1:], strict=False):
        assert b[1].top >= a[1].bottom - 2, "lines do not overlap"
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_countdown_stops_on_mouse_over_and_on_a_key(size: tuple[int, int], lang: str) -> None:
    app = make_app(animation="normal", size=size)
    _, board = _summary(app, 5)
    _post(pygame.MOUSEMOTION, pos=board.panel().center, rel=(0, 0), buttons=(0, 0, 0))
    step(app, 20, 1.0)
    assert app.stack.top is board and board.auto_close is None
    click(app, board.close_button.rect.center)
    assert isinstance(app.stack.top, DealScene), "Next round deals at once"
    app.stack.clear()

    # anywhere in the window: a player reaching for the mouse was too late to get it over the
    # board (1280x720, a newcomer reading the undercut's working)
    app = make_app(animation="normal", size=size)
    _, board = _summary(app, 5)
    beside = (board.panel().right + 4, board.panel().bottom + 4)
    assert not board.panel().collidepoint(beside) and app.screen.get_rect().collidepoint(beside)
    _post(pygame.MOUSEMOTION, pos=beside, rel=(3, 3), buttons=(0, 0, 0))
    step(app)  # in the board's first moment: the hand still moving from the click on "Done"
    assert board.auto_close is not None, "after a knock it never counted down"
    step(app, int(READ_FIRST / DT) + 2)  # past its first moment (a long frame is not)
    _post(pygame.MOUSEMOTION, pos=beside, rel=(3, 3), buttons=(0, 0, 0))
    step(app, 20, 1.0)
    assert app.stack.top is board and board.auto_close is None
    app.stack.clear()

    app = make_app(animation="normal", size=size)
    _, board = _summary(app, 10)
    key_without_command(app)
    step(app, 30, 1.0)
    assert app.stack.top is board
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, DealScene)
    app.stack.clear()


@pytest.mark.parametrize("arrow", [Command.LEFT, Command.RIGHT, Command.UP, Command.DOWN])
def test_the_keys_the_countdown_names_keep_the_board(arrow: Command, lang: str) -> None:
    """It said "press a key to stay"; Space and Esc dealt the next round (1280x800 by keys).
    It names the arrows, and every arrow keeps the board; Enter, Space and Esc go on."""
    from ginrummy_desktop.ui.scenes.scoreboard import CLOSES_IN, HOW_TO_STAY

    assert "arrow" in CLOSES_IN.msgid and "arrow" in HOW_TO_STAY.msgid
    app = make_app(animation="normal", size=(1280, 800))
    _, board = _summary(app, 10)
    key(app, arrow)
    step(app, 30, 1.0)
    assert app.stack.top is board and board.stopped
    app.stack.clear()
    for goes_on in (Command.SELECT, Command.CANCEL):
        app = make_app(animation="normal", size=(1280, 800))
        _, board = _summary(app, 10)
        step(app, 3, 1.0)  # past the moment the board keeps every key, not the countdown
        key(app, goes_on)
        assert isinstance(app.stack.top, DealScene), goes_on
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_resizing_the_window_stops_the_countdown(size: tuple[int, int], lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Played in a real window: the player dragged the window larger to read the board, the
    mouse outside it, and the next round was dealt under the hand. Fitting the window is the
    player at work: the countdown stops and the board says the next round waits."""
    import ginrummy_desktop.ui.board_footer as board_module
    from ginrummy_desktop.ui.scenes.scoreboard import COUNTDOWN_STOPPED

    from .test_hollywood_sheet import _drawn

    app = make_app(animation="normal", size=size)
    _, board = _summary(app, 5)
    w, h = size
    _post(pygame.VIDEORESIZE, w=w - 100, h=h - 60, size=(w - 100, h - 60))
    step(app, 20, 1.0)
    assert app.stack.top is board and board.stopped and board.auto_close is None
    seen = _drawn(monkeypatch, board_module)
    step(app)
    assert str(COUNTDOWN_STOPPED) in [t for t, _c, _r in seen]
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, DealScene), "Next round still deals at once"
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_countdown_off_waits_for_the_player(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    _, board = _summary(app, 0)
    assert board.auto_close is None
    step(app, 40, 1.0)
    assert app.stack.top is board
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_recalled_summary_never_ends_the_round(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: bool(m.results) and m.phase is Phase.DRAW and m.round.turn == 0)
    table = table_for(app, m)
    table.ctrl.last_result = m.results[-1]  # as the controller keeps it after a round
    round_no, moves = m.round_number, len(m.round.moves) if hasattr(m.round, "moves") else 0
    key(app, Command.SUMMARY)
    board = app.stack.top
    assert isinstance(board, ScoreboardScene) and board.recall
    assert board.auto_close is None, "no countdown on a recalled summary"
    step(app, 30, 1.0)
    assert app.stack.top is board
    key(app, Command.CANCEL)
    assert app.stack.top is table, "back to the round, no new deal"
    assert m.round_number == round_no and not table.frozen
    if hasattr(m.round, "moves"):
        assert len(m.round.moves) == moves
    app.stack.clear()


# --- card size ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_large_cards_are_larger_and_the_hand_still_fits(size: tuple[int, int],
                                                        lang: str) -> None:
    normal, large = TableLayout(size), TableLayout(size, large=True)
    assert large.card[0] >= normal.card[0] * 1.12
    xs = large.hand_positions(11, large.player_top)
    assert xs[0][0] >= 0 and xs[-1][0] + large.card[0] <= size[0]
    assert large.middle_top > large.opponent_top + large.opp_card[1] + 20
    assert large.middle_top + large.card[1] < large.player_top
    app = make_app(size=size)
    app.settings.card_size = "large"
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: m.phase is Phase.DISCARD and m.round.turn == 0)
    table = table_for(app, m)
    assert table.layout.card == large.card
    pos = table.hand_positions()
    assert len(pos) == 11
    assert pos[0][0] >= 0 and pos[-1][0] + large.card[0] <= size[0]
    app.stack.clear()


def test_the_round_numbers_keep_clear_of_a_total_still_at_zero() -> None:
    """Round 1 with one seat still at 0: its mark sits on the x axis, and the "1" below the
    axis started where the mark ended (seen in real windows at 800x520 and 1920x1080)."""
    from ginrummy_desktop.ui.widgets import font

    for px in (11, 14, 19, 24):
        chart = ScoreChart(pygame.Rect(0, 0, 400, 300), ((31, 0),), 100, px)
        p = chart.plot
        (x, y), = chart.points(1)
        assert y == p.bottom  # on the axis
        mark = pygame.Rect(x - chart.mark, y - chart.mark, 2 * chart.mark + 1,
                           2 * chart.mark + 1)
        w, h = font(px).size("1")
        label = pygame.Rect(x - w // 2, p.bottom + chart.tick_gap, w, h)
        assert label.top - mark.bottom >= 2, px
        # the axis title has a whole line under the numbers (it touched them before)
        title_h = font(px).size("Round")[1]
        assert chart.area.bottom - 2 - label.bottom >= title_h, px


@pytest.mark.parametrize("seconds", [10, 20])
def test_the_countdown_lines_stay_as_they_are_while_it_counts_down(seconds: int,
                                                                    lang: str) -> None:
    """At 1920x1080 (English, "Review this round" beside "Next round") "Next round in 10 s."
    stood over "Move the mouse ...", and from "9 s" the two were one line: the words jumped
    under the player's eyes. One way of putting them, whatever the count, at every width."""
    from ginrummy_desktop.ui.layout import font_px

    app = make_app(animation="normal", size=(1280, 800))
    _, board = _summary(app, seconds)
    board.review = lambda: None
    board.review_button.visible = True
    for width in range(1100, 2600, 20):
        h = width * 9 // 16
        app.screen = pygame.display.set_mode((width, h), pygame.RESIZABLE)  # the player's drag
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=width, h=h, size=(width, h)))
        step(app)
        assert app.size == (width, h)
        px = font_px(app.size, 14)
        shapes = {len(board.countdown_lines(n, px)) for n in range(seconds, 0, -1)}
        assert len(shapes) == 1, (app.size, shapes)
    app.stack.clear()
