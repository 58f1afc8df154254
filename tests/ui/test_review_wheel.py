"""The mouse wheel over the round's review list: three rows a notch, as the help scrolls.
A round of 30 decisions took 15 notches to reach its last row (English 1366x768, one row a
notch); posted as real wheel events through the app's loop."""

from __future__ import annotations

from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

from .helpers import make_app
from .test_help_and_wheel import _wheel
from .test_round_review import opened_review


def test_the_wheel_scrolls_the_review_three_rows_a_notch() -> None:
    app = make_app(size=(640, 420))
    rv = opened_review(app, seed=7)
    assert isinstance(rv, RoundReviewScene)
    assert rv.review is not None
    n, shown = len(rv.review.decisions), rv.rows_shown()
    assert n - shown >= 4, (n, shown)
    centre = rv.panel().center
    _wheel(app, -1, centre)
    assert rv.scroll == 3
    _wheel(app, 1, centre)
    assert rv.scroll == 0
    for _ in range(n):
        _wheel(app, -1, centre)
    assert rv.scroll == n - shown, "the last row shown, no further"
    app.stack.clear()
