"""Saved matches by keys: Left/Right walk the row of buttons as it stands on the screen and
Home/End go to the first and the last match. Seen (German 1280x800, keys only): Left/Right did
nothing, so Left then Enter watched a finished match again where "Rematch" was meant."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import key, step
from .menu_helpers import menu_app


def _focused(scene: SavesScene) -> str:
    return next(str(b.label) for b in scene._buttons() if b.focused)


def test_left_and_right_walk_the_buttons_and_home_end_the_matches() -> None:
    app = menu_app(size=(1280, 800))
    try:
        done = finished_match(seed=5, rules="bonus")
        app.store.save(app.store.new(done.rules, done.seed, opponent="strong"), done)
        for seed in (11, 12):
            m = play_until(Match(RuleSet.preset("classic"), seed), lambda m: len(m.results) >= 1)
            app.store.save(app.store.new(m.rules, m.seed, opponent="simple"), m)
        scene = SavesScene(app)
        app.push(scene)
        step(app)
        assert len(scene.summaries) == 3
        key(app, Command.END)
        assert scene.current is not None and scene.current.finished and scene.selected == 2
        step(app)
        assert _focused(scene) == "Watch again"  # the gold one
        row = sorted((b for b in scene._buttons() if b.visible), key=lambda b: b.rect.x)
        names = [str(b.label) for b in row]
        assert names[:3] == ["Back", "Rematch", "Watch again"]
        key(app, Command.LEFT)
        step(app)
        assert _focused(scene) == "Rematch"
        key(app, Command.LEFT), key(app, Command.LEFT), key(app, Command.LEFT)
        step(app)
        assert _focused(scene) == "Back"  # it stops at the end
        key(app, Command.RIGHT), key(app, Command.RIGHT), key(app, Command.RIGHT)
        step(app)
        assert _focused(scene) == names[3]
        key(app, Command.HOME)
        assert scene.selected == 0
        key(app, Command.END), key(app, Command.LEFT)
        key(app, Command.CONFIRM)  # Rematch: its rules and opponent again, dealt at once
        step(app, 3)
        assert app.stack.find(TableScene) is not None
    finally:
        app.stack.clear()


def test_back_from_a_review_the_focus_is_where_it_was() -> None:
    """Saved matches, keys (German 800x520): Right to "Review", Enter, Escape, and the focus
    stood on "Watch again"; one Left (meant for "Watch again") went to "Rematch", and Enter
    dealt a new match. Back from the review the focus is on "Review" again."""
    from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

    from .test_hint import GatedExecutor

    app = menu_app(size=(800, 520))
    app.executor = GatedExecutor()  # the review is not made here: its screen is enough
    try:
        done = finished_match(seed=5, rules="bonus")
        app.store.save(app.store.new(done.rules, done.seed, opponent="strong"), done)
        scene = SavesScene(app)
        app.push(scene)
        step(app)
        assert _focused(scene) == "Watch again"
        key(app, Command.RIGHT)
        step(app)
        assert _focused(scene) == "Review"
        key(app, Command.CONFIRM)
        step(app)
        assert isinstance(app.stack.top, RoundReviewScene)
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is scene and _focused(scene) == "Review"
        key(app, Command.LEFT)
        step(app)
        assert _focused(scene) == "Watch again"
        key(app, Command.DOWN)  # another match chosen (there is none): the first action
        step(app)
        assert _focused(scene) == "Watch again"
    finally:
        app.stack.clear()
