"""Under a best move played, the reviewed round on the table says what it was worth: the next
best, the points it gave away, and why the move played beats it. A round played as the hint
said was all "That was the best move." and told a good player nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ginrummy_desktop.coach.hint import reason
from ginrummy_desktop.coach.judge import TIE_POINTS
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.review_board_words import worth_lines
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.table.hint_words import points_text, why_text

from .helpers import key, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_round_review import opened_review


def _board_at_a_best_move(app: Any) -> ReviewBoardScene:
    """The review's table at the first decision where the best was played and another
    action was legal, opened from its row with Enter."""
    rv = opened_review(app, seed=7)
    assert rv.review is not None
    row = next(i for i, d in enumerate(rv.review.decisions)
               if d.played == d.best and len(d.values) > 1)
    for _ in range(row - rv.selected):
        key(app, Command.DOWN)
    key(app, Command.CONFIRM)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.decision.played == board.decision.best
    return board


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_a_best_move_names_the_next_best_and_what_it_was_worth_less(
        drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    board = _board_at_a_best_move(app)
    d, view = board.decision, board.pending.view
    others = {a: v for a, v in d.values.items() if a != d.best}
    other = max(others, key=lambda a: others[a])
    margin = d.values[d.best] - others[other]
    assert margin >= 0
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "That was the best move." in text
    name = board._words(other)
    if margin < TIE_POINTS:
        assert f"The next best, {name}, was about as good." in text, text
    else:
        assert f"The next best, {name}, was worth {points_text(margin)} points less." in text, text
    why = why_text(*reason(view, d.played, other, close=margin < TIE_POINTS))
    assert why and why in text


def test_the_worth_in_german_and_about_as_good_where_the_margin_is_within_the_tie(
        drawn: DrawnTexts) -> None:  # noqa: F811
    from ginrummy_desktop.i18n import set_language

    app = make_app()
    board = _board_at_a_best_move(app)
    d, view = board.decision, board.pending.view
    other = max((a for a in d.values if a != d.best), key=lambda a: d.values[a])
    set_language("de")
    top = d.values[d.best]

    def valued(gap: float) -> Any:  # ``other`` ``gap`` below the best, the rest far below
        return replace(d, values={a: top if a == d.best else top - gap if a == other
                                  else top - 20 for a in d.values})

    lines = worth_lines(valued(3.5), view)
    assert lines[0] == f"Der nächstbeste Zug, {board._words(other)}, war 3,5 Punkte weniger " \
        "wert.", lines
    assert "war 0,3 Punkte weniger wert" in worth_lines(valued(0.3), view)[0]
    assert "etwa so gut" in worth_lines(valued(0.2), view)[0]  # the review's tie: the same
    lines = worth_lines(valued(0.02), view)
    assert lines[0] == f"Der nächstbeste Zug, {board._words(other)}, war etwa so gut.", lines
    assert lines[1] == why_text(*reason(view, d.played, other, close=True))
    # the best played within the tie of a leader worth more: never "-0.3 less", and the
    # leader named as rated a little higher (tests/ui/test_review_tie_words.py)
    assert "etwas höher" in worth_lines(valued(-0.2), view)[0]


def test_nothing_is_added_under_a_mistake_or_a_move_with_no_other_choice() -> None:
    app = make_app()
    board = _board_at_a_best_move(app)
    d, view = board.decision, board.pending.view
    other = next(a for a in d.values if a != d.best)
    assert worth_lines(replace(d, played=other, loss=1.0), view) == []
    assert worth_lines(replace(d, values={d.best: d.values[d.best]}), view) == []


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080), (660, 900)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_words_under_every_decision_stay_between_the_hand_and_the_buttons(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under a best move the words are three lines now, where they were one: wrapped in a
    small window they must still end above the buttons and start under the hand."""
    import ginrummy_desktop.ui.scenes.review_board as board_module
    from ginrummy_desktop.i18n import Localizer, set_localizer

    from .test_hollywood_sheet import _drawn

    previous = set_localizer(Localizer(lang))
    try:
        app = make_app(size=size)
        board = _board_at_a_best_move(app)
        while board.k > 0:
            key(app, Command.LEFT)
        lines = _drawn(monkeypatch, board_module)
        for k in range(len(board.steps)):
            assert board.k == k
            lines.clear()
            step(app)
            other = ("Decision", "Entscheidung", "Face up", "Offen")  # its place, the known
            words = [r for t, _c, r in lines  # the words are centred, as these two
                     if r.centerx == size[0] // 2 and not t.startswith(other)]
            assert words, k
            hand = max(r.bottom for _c, r in board.card_rects(size))
            assert min(r.top for r in words) >= hand, (k, hand, words)
            assert max(r.bottom for r in words) <= board.back.rect.top, (k, words)
            if size[1] > size[0]:  # a tall window: right under the hand (they stood at
                # the bottom, a third of the window under it: 660x900)
                assert min(r.top for r in words) - hand <= 2 * words[0].height, (k, hand)
            key(app, Command.RIGHT)
    finally:
        app.stack.clear()
        set_localizer(previous)
