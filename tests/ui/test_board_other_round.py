"""A round's row on the score sheet opens that round's board (German 1280x800, own rules: a
board closed by an Enter too many could not be checked anywhere; the pause menu's score
sheet showed the last round only, and a click on row 1 did nothing). Real clicks."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import click, key, make_app, step
from .test_board_recalled import _board


@pytest.mark.parametrize("size", [(800, 520), (1280, 800)])
def test_a_click_on_an_earlier_rounds_row_opens_its_board(size: tuple[int, int],
                                                          lang: str) -> None:
    app = make_app(size=size)
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 3 and m.phase is Phase.DRAW)
    board = _board(app, m)
    step(app, 2)
    assert set(board.sheet.rounds_at) == {1, 2, 3}
    click(app, board.sheet.rounds_at[3].center)  # its own round: nothing new
    assert app.stack.top is board
    click(app, board.sheet.rounds_at[1].center)  # (a recalled board is never too new)
    first = app.stack.top
    assert isinstance(first, ScoreboardScene) and first is not board
    assert first.result is m.results[0] and first.number == 1
    assert first.sheet.current is m.results[0], "its row marked"
    assert first.auto_close is None and str(first.close_button.label) == str(T.BACK)
    step(app, 2)
    assert first.round_lines() != board.round_lines(), "round 1's own breakdown"
    click(app, first.sheet.rounds_at[2].center)  # and on from there: in its place (they
    second = app.stack.top  # piled up, seven Escapes deep, the table black; German)
    assert isinstance(second, ScoreboardScene) and second.result is m.results[1]
    assert first not in app.stack.scenes
    assert [s for s in app.stack.scenes if isinstance(s, ScoreboardScene)] == [board, second]
    key(app, Command.CANCEL)
    assert app.stack.top is board, "Back: the board it was opened from"
    assert not m.is_over and m.phase is Phase.DRAW and len(m.results) == 3, "nothing dealt"
    click(app, board.sheet.rounds_at[1].center)  # at the table: round 1's own review too
    first = app.stack.top
    assert isinstance(first, ScoreboardScene) and first.review_button.visible
    key(app, Command.REVIEW)
    review = app.stack.top
    assert isinstance(review, RoundReviewScene) and review.number == 1
    app.stack.clear()


def test_a_click_on_a_new_boards_row_opens_nothing_until_it_is_read(lang: str) -> None:
    """A board that came by itself after a round takes no click beside its buttons in its
    first moment (``READ_FIRST``): one meant for the table opened no old round's board."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST

    from .helpers import DT
    from .test_board_read_first import _click_now

    app = make_app(size=(1280, 800))
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 3 and m.phase is Phase.DRAW)
    app.stack.clear(MenuScene(app))
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
    assert isinstance(board, ScoreboardScene)
    step(app, 2)
    _click_now(app, board.sheet.rounds_at[1].center)  # the player does not wait
    assert app.stack.top is board
    step(app, int(READ_FIRST / DT) + 1)
    click(app, board.sheet.rounds_at[1].center)
    assert isinstance(app.stack.top, ScoreboardScene) and app.stack.top.number == 1
    app.stack.clear()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080), (2560, 1440)])
def test_a_rounds_board_shows_every_round_where_the_window_has_room(size: tuple[int, int],
                                                                     lang: str) -> None:
    """German 1920x1080: the board of round 6 listed rounds 2-6 under "↑" with half the
    window's height unused; the countdown's three lines took round 1's place. Up to seven
    rounds show whole, with the countdown, at every size from 1024x768."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    app = make_app(size=size)
    for n in range(4, 8):
        m = play_until(Match(RuleSet.preset("classic"), 1), lambda m, n=n: len(m.results) == n)
        assert not m.is_over
        app.stack.clear(MenuScene(app))
        board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None,
                         review=lambda: None)
        assert isinstance(board, ScoreboardScene) and board.countdown is not None
        step(app, 2)
        assert board.sheet_fit() >= n, (n, board.sheet_fit())
        assert board.panel().height < size[1]
    app.stack.clear()


def test_a_digit_opens_that_rounds_board_by_keys(lang: str) -> None:
    """Keys only (German 1366x768): no key reached an earlier round's board, Up did nothing.
    On a board, 1-9 opens that round's (its own number and a round not played do nothing);
    Escape goes back."""
    app = make_app(size=(1366, 768))
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 3 and m.phase is Phase.DRAW)
    board = _board(app, m)
    step(app, 2)
    for n in (3, 7):  # its own round; none played
        key(app, Command.NUMBER, number=n)
        assert app.stack.top is board
    key(app, Command.NUMBER, number=2)
    second = app.stack.top
    assert isinstance(second, ScoreboardScene) and second.number == 2
    key(app, Command.NUMBER, number=1)  # from there on, in its place
    first = app.stack.top
    assert isinstance(first, ScoreboardScene) and first.number == 1
    assert second not in app.stack.scenes
    key(app, Command.CANCEL)
    assert app.stack.top is board
    app.stack.clear()
