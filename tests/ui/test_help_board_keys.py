"""The help's keys tab lists the keys of a reviewed round on the table ("On the table", "Try
again"): its arrows step through the decisions and choose a card, K knocks, Escape goes back
or shows the answer, and no heading told so (1920x1080). Each key listed does that."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command, key_names
from ginrummy_desktop.ui.review_keys import BOARD_HEADING, BOARD_KEYS
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene

from .helpers import key, make_app, step
from .test_review_board import on_the_table
from .test_review_home_end import keys_under


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_keys_tab_lists_the_review_tables_keys(language: str) -> None:
    lines = keys_under(BOARD_HEADING, language)
    with use_localizer(Localizer(language)):
        listed = {k for k, _w, _h in lines[1:12] if k}
        assert {key_names(commands) for commands, _t in BOARD_KEYS} <= listed


def test_each_key_listed_does_what_it_says_on_the_table() -> None:
    app = make_app()
    rv, board = on_the_table(app)
    key(app, Command.RIGHT)
    assert board.k == 1
    key(app, Command.LEFT)
    assert board.k == 0
    focused = [b for b in board._buttons() if b.focused]
    key(app, Command.NEXT)
    assert [b for b in board._buttons() if b.focused] != focused
    key(app, Command.CANCEL)
    assert app.stack.top is rv  # back to the list
    mistake = rv.review.mistakes()[0]
    rv.select(rv.review.decisions.index(mistake))
    board = rv.open_board(True)
    assert isinstance(board, ReviewBoardScene) and board.trying
    step(app)
    key(app, Command.RIGHT)  # trying: another card
    assert board.chosen is not None
    key(app, Command.CANCEL)  # trying: the answer shows
    assert app.stack.top is board and board.answer_shown
    app.stack.clear()
