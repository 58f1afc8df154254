"""F1 opens Rules and help, on its keys, over the lay-off review and the round's board as
it does at the table (the help lists F1 among the table's keys): there it did nothing
(800x520 English, the player's lay-off review and the board after it). The help shows the
match's rules; Back returns to the review or the board, whose countdown waits."""

from __future__ import annotations

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import key, make_app, step, step_until
from .test_review_drag import _review


def _f1_and_back(app, below, rules) -> None:  # type: ignore[no-untyped-def]
    key(app, Command.HELP)
    step(app)
    help_scene = app.stack.top
    assert isinstance(help_scene, HelpScene) and help_scene.tab == "keys"
    assert help_scene.rules == rules
    key(app, Command.CANCEL)
    step(app)
    assert app.stack.top is below


def test_f1_over_the_lay_off_review_and_the_board() -> None:
    app = make_app(size=(800, 520))
    app.settings.last_preset = "short"  # the new-match screen's last choice: not shown
    try:
        review, m = _review(app)
        assert isinstance(app.stack.top, LayoffReviewScene)
        _f1_and_back(app, review, m.rules)
        key(app, Command.CONFIRM)  # Done
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
        board = app.stack.top
        _f1_and_back(app, board, m.rules)
        assert board.stopped and board.auto_close is None  # the next round waits
    finally:
        app.stack.clear()
