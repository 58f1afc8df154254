"""The review list says why under a chosen mistake: the best move and its reason stood only
behind "On the table", and a newcomer reading the list learnt no reason (English 1440x900,
a row "Discard the 7♦ / Discard the 5♥ / 4.9 Mistake" only chosen). Real clicks on rows."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.review_board_words import mistake_line
from ginrummy_desktop.ui.review_rows import chosen_why

from .helpers import click, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_review_board import _review


def _row_center(rv, i: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    _big, _px, top, row_h = rv._metrics()
    return rv.panel().centerx, top + (i - rv.scroll) * row_h + row_h // 2


@pytest.mark.parametrize("size", [(800, 520), (1440, 900)])
def test_a_chosen_mistake_says_why_under_the_list(size: tuple[int, int],
                                                   drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=size)
    rv = _review(app)
    decisions = rv.review.decisions
    mistake = rv.review.mistakes()[0]
    i = decisions.index(mistake)
    rv.scroll = max(0, min(i, len(decisions) - rv.rows_shown()))
    click(app, _row_center(rv, i))
    assert rv.selected_decision() is mistake
    view = next(p.view for p in rv.pendings if p.index == mistake.index)
    line = mistake_line(mistake, view)
    assert line.startswith("Best: ") and len(line) > len("Best: ") + 20
    drawn.clear()
    step(app)
    shown = drawn.joined()
    assert line in shown or line[:30] in shown, "the line, cut only where it cannot fit"
    good = next(k for k, d in enumerate(decisions) if d not in rv.review.mistakes())
    rv.scroll = max(0, min(good, len(decisions) - rv.rows_shown()))
    click(app, _row_center(rv, good))
    assert rv.selected_decision() is decisions[good] and chosen_why(rv) is None
    drawn.clear()
    step(app)
    assert line[:30] not in drawn.joined()
    app.stack.clear()
