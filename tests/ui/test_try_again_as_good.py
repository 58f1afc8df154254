"""Try again: a new choice as good as the review's best is framed green like its line.

German 1024x700: "Deine Wahl jetzt: Kreuz 9 abwerfen - der beste Zug!" stood under the 9 of
clubs framed in red, the 4 of clubs (the review's best) in green. A choice found as good as
the best on fresh deals (a loss of 0) is now green and its line says "as good as the best
move"; a worse one stays red. Real clicks; the fresh reading is given as the worker gives it."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Kind
from ginrummy_desktop.ui.review_rows import MISTAKE_RED
from ginrummy_desktop.ui.scenes.review_board import NOW_AS_GOOD, ReviewBoardScene
from ginrummy_desktop.ui.table.hint import COACH

from .helpers import click, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_review_board import _review


def _tried(app: object, loss: float) -> tuple[ReviewBoardScene, object]:
    rv = _review(app)
    mistake = next(d for d in rv.review.mistakes() if d.phase == "discard")
    rv.select(rv.review.decisions.index(mistake))
    board = rv.open_board(False)
    assert isinstance(board, ReviewBoardScene)
    step(app)
    click(app, board.try_button.rect.center)
    other = next(a for a in board.pending.legal if a.kind is Kind.DISCARD
                 and a not in (mistake.best, mistake.played))
    board.fresh.losses[(mistake.index, other)] = loss  # what the worker read on fresh deals
    assert board.choose(other) and board.answer_shown
    return board, other


def test_a_choice_as_good_as_the_best_is_green(drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    board, other = _tried(app, 0.0)
    marks = board._card_marks()
    assert marks[other.card] == COACH and marks[board.decision.best.card] == COACH
    drawn.clear()
    step(app)
    assert NOW_AS_GOOD.format(action=board._words(other)) in drawn.joined()
    app.stack.clear()


def test_a_worse_choice_stays_red() -> None:
    app = make_app()
    board, other = _tried(app, 3.0)
    assert board._card_marks()[other.card] == MISTAKE_RED
    app.stack.clear()


def test_a_worse_move_with_the_best_moves_card_stays_red() -> None:
    """English, "Try again" at a knock: the card knocked with was the one the best move
    discards, and it was framed only green while the line said "14.1 points lost". The
    played move's colour wins on a card both name; the best's own card stays green."""
    app = make_app()
    board, _other = _tried(app, 0.0)
    d = board.decision
    assert d.best.card is not None
    knock = Action.knock(d.best.card)
    board.fresh.losses[(d.index, knock)] = 14.1
    board.tried = knock
    assert board._card_marks() == {d.best.card: MISTAKE_RED}
    board.tried = d.best
    assert board._card_marks()[d.best.card] == COACH
    app.stack.clear()
