"""The score board's foot line says what is true now (German 1024x700, by keys).

A board recalled mid-round (R or L at the table, "Zurück zur Runde") said "Die nächste Runde
wartet auf dich." under it after an arrow key, while round 3 was being played. And after an
early Enter the line "Jetzt geht es mit Eingabe weiter: „Schließen“" stood on with the ring
moved to "Rückblick auf diese Runde", which Enter then opened. Real key events."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.i18n import _
from ginrummy_desktop.ui.board_footer import COUNTDOWN_STOPPED, GOES_ON_NOW, footer_lines
from ginrummy_desktop.ui.input import ENTER_NAME, Command
from ginrummy_desktop.ui.scene import INPUT_GRACE
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import DT, find_match, key, make_app, step
from .test_board_early_key_answer import _enter
from .test_board_recalled import _board


def test_a_recalled_board_does_not_say_the_next_round_waits(lang: str) -> None:
    app = make_app(size=(1024, 700))
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 2 and m.phase is Phase.DRAW)
    board = _board(app, m)
    key(app, Command.DOWN)  # reading: the board stops, as a board after a round does
    step(app, 2)
    texts = [t for t, _c in footer_lines(board, 14)]
    assert str(COUNTDOWN_STOPPED) not in texts and texts == []
    app.stack.clear()


@pytest.mark.parametrize("size", [(800, 520), (1024, 700)])
def test_the_line_after_an_early_enter_names_the_ringed_button(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    app.settings.summary_seconds = 0
    m = find_match(lambda m: len(m.results) == 1 and not m.is_over, rules="short")
    app.stack.clear(MenuScene(app))
    opened: list[bool] = []
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None,
                     review=lambda: opened.append(True))
    assert isinstance(board, ScoreboardScene)
    step(app, int((INPUT_GRACE + 0.2) / DT))
    _enter(app)  # too soon: kept
    step(app, int(READ_FIRST / DT) + 2)
    key(app, Command.PREV)  # the ring back onto "Review this round"
    assert board.ring.at is board.review_button
    texts = " ".join(t for t, _c in footer_lines(board, 14))
    assert GOES_ON_NOW.format(key=_(ENTER_NAME), button=board.review_button.label) in texts
    _enter(app)
    assert opened == [True]  # what the line said
    app.stack.clear()


def test_with_the_countdown_off_the_board_says_the_next_round_waits(lang: str) -> None:
    """German 1280x800, "Nächste Runde nach: Aus": some boards said "Die nächste Runde wartet
    auf dich.", others nothing (the line came only once a key or the mouse had stopped a
    countdown there was none of). Off, every round's board says it from the start; a final
    board and one recalled mid-round do not."""
    app = make_app(size=(1280, 800))
    app.settings.summary_seconds = 0
    m = find_match(lambda m: len(m.results) == 1 and not m.is_over, rules="short")
    app.stack.clear(MenuScene(app))
    board = app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
    assert isinstance(board, ScoreboardScene) and board.auto_close is None
    step(app, 2)
    assert [t for t, _c in footer_lines(board, 14)] == [str(COUNTDOWN_STOPPED)]
    over = finished_match(seed=5, rules="short")
    final = app.open("scoreboard", match=over, result=over.results[-1], on_close=lambda: None)
    step(app, 2)
    assert footer_lines(final, 14) == []
    app.stack.clear()
