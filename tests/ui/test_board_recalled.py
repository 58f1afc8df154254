"""A board recalled mid-round (L) names its round. In a real window (800x520, round 2) the
pause menu's "Score sheet" showed "You win the round" over "Review this round" while round 2
was being played: both meant round 1. Real events through the app, German and English."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import click, key, make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (the fixture)

WORDS = {
    "en": ("Round {n}: you won", "Round {n}: the computer won", "Review round {n}",
           "Review this round"),
    "de": ("Runde {n}: Du hast gewonnen", "Runde {n}: Der Computer hat gewonnen",
           "Rückblick auf Runde {n}", "Rückblick auf diese Runde"),
}


def _board(app: object, m: Match) -> ScoreboardScene:
    table = table_for(app, m)
    table.ctrl.last_result = m.results[-1]  # as the controller keeps it after a round
    key(app, Command.SUMMARY)
    board = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(board, ScoreboardScene) and board.recall
    return board


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
def test_the_recalled_board_names_the_round_it_shows(size: tuple[int, int], lang: str,
                                                    drawn: DrawnTexts) -> None:  # noqa: F811
    won, lost, review, this = WORDS[lang]
    app = make_app(size=size)
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 2 and m.phase is Phase.DRAW)
    board = _board(app, m)
    drawn.clear()
    step(app, 2)
    winner = m.results[-1].winner
    assert winner is not None
    assert (won if winner == 0 else lost).format(n=2) in drawn
    assert review.format(n=2) in drawn and this not in drawn
    assert board.review_button.rect.right <= board.close_button.rect.x
    assert board.review_button.rect.x >= board.panel().x
    # the button opens round 2's review, the one it names
    click(app, board.review_button.rect.center)
    top = app.stack.top
    assert isinstance(top, RoundReviewScene) and top.number == 2
    app.stack.clear()


def test_the_board_after_a_round_keeps_its_words(lang: str,
                                                drawn: DrawnTexts) -> None:  # noqa: F811
    """Shown as the round ends (not recalled), "this round" is the round just ended."""
    won, lost, review, this = WORDS[lang]
    app = make_app(size=(800, 520))
    m = play_until(Match(RuleSet.preset("classic"), 3), lambda m: len(m.results) == 1)
    table = table_for(app, m)
    table._open_summary(m.results[-1])
    drawn.clear()
    step(app, 2)
    assert this in drawn and review.format(n=1) not in drawn
    assert won.format(n=1) not in drawn and lost.format(n=1) not in drawn
    app.stack.clear()
