"""The review list says why under a chosen mistake: the best move and its reason stood only
behind "On the table", and a newcomer reading the list learnt no reason (English 1440x900,
a row "Discard the 7♦ / Discard the 5♥ / 4.9 Mistake" only chosen). And opened again, the
list stands where it was left. Real clicks on rows."""

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
    assert line.startswith("Better: ") and ". You played: " in line and len(line) > 40
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


def test_the_review_opened_again_stands_where_it_was_left() -> None:
    """German, keys: the review opened again from the board stood at row 1, and "Try again"
    was gone until the mistake was chosen again. It opens on the decision chosen last (while
    the game runs), with its buttons; another round's review keeps its own."""
    from ginrummy_desktop.ui.input import Command

    from .helpers import key
    from .test_round_review import _review_by_r

    app = make_app(size=(1024, 768))
    rv = _review(app)
    mistake = rv.review.mistakes()[0]
    i = rv.review.decisions.index(mistake)
    rv.scroll = max(0, min(i, len(rv.review.decisions) - rv.rows_shown()))
    click(app, _row_center(rv, i))
    assert rv.try_button.visible
    key(app, Command.CANCEL)  # back to the board
    assert app.stack.top is not rv
    again = _review_by_r(app)
    assert again is not rv and again.selected == i and again.selected_decision() is mistake
    step(app)
    assert again.try_button.visible and again.scroll <= i < again.scroll + again.rows_shown()
    app.stack.clear()
