"""The review's "On the table" names the round's own rules, as the table does: in Oklahoma
its knock limit (from the first upcard) and, with spades doubling, whether they count double.
It said nothing of them, and "Try again" offered "Knock with it" with no word of the limit
(English 1600x900, Oklahoma against Master)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.coach.review import review_match
from ginrummy_desktop.coach.steps import round_decisions
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.table.info import ROUND_GIN_ONLY, ROUND_KNOCK_LIMIT, ROUND_NOT_DOUBLED

from .helpers import make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


@pytest.mark.parametrize("size", [(800, 520), (1600, 900)])
def test_on_the_table_names_the_rounds_knock_limit(size: tuple[int, int],
                                                   drawn: DrawnTexts) -> None:  # noqa: F811
    m = play_until(Match(RuleSet.preset("oklahoma"), 5), lambda m: len(m.results) >= 1)
    data = m.to_dict()
    review = review_match(data, 0, {1}, budget=30).rounds[0]
    pendings = round_decisions({**data, "hinted": {}}, 0, 1)
    view = pendings[0].view
    want = str(ROUND_GIN_ONLY) if view.knock_limit == 0 else \
        ROUND_KNOCK_LIMIT.format(n=view.knock_limit)
    app = make_app(size=size)
    board = app.open("review_board", pendings=pendings, review=review,
                     index=review.decisions[0].index)
    assert isinstance(board, ReviewBoardScene)
    drawn.clear()
    step(app)
    said = drawn.joined().replace("\n", " ")
    assert want in said
    if m.rules.spades_double and not view.doubles:
        assert str(ROUND_NOT_DOUBLED) in said
    app.stack.clear()
