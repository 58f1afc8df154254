"""``--scene layoff_defend`` is the player's lay-off review as the game opens it: Done shows
the round's board (the demo built the review without the table's ``on_scored``, so Done
left a bare table with no board)."""

from __future__ import annotations

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scene import registered_scenes
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import key, make_app, step, step_until


def test_the_defend_demo_shows_the_board_after_done() -> None:
    app = make_app(size=(800, 520))
    try:
        review = registered_scenes()["layoff_defend"](app)
        if review not in app.stack:
            app.push(review)
        assert isinstance(app.stack.top, LayoffReviewScene) and review.interactive
        step_until(app, lambda: review.show.intro_over)
        step(app)
        key(app, Command.CONFIRM)  # Done
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
        table = app.stack.named("table")
        assert app.stack.top.result is table.ctrl.match.results[-1]
    finally:
        app.stack.clear()
