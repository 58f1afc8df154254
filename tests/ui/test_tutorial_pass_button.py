"""The tutorial's pass step: the button it asks for is the filled one. The hint said "press
Pass (key P)" and outlined Pass, while Take stood filled in gold as the table's default
(800x520 German: "Nehmen" gold, "Passen" plain). Enter there presses Pass: it rang the upcard
and then took it, and the tutorial refused that again and again ("please do what the hint
says"; 800x520 English)."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Kind
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial

from .helpers import key, step, step_until
from .menu_helpers import menu_app


def _tutorial() -> tuple[Any, Any, TutorialPolicy]:
    """(app, table, policy): the tutorial started from the menu, at its welcome."""
    app = menu_app(size=(800, 520))
    table = start_tutorial(app)
    step_until(app, lambda: app.stack.top is table)
    policy = table.policy
    assert isinstance(policy, TutorialPolicy)
    step(app)
    assert policy.step().key == "welcome"
    return app, table, policy


def _to_pass_step(app: Any, policy: TutorialPolicy) -> None:
    """Enter past the welcome, the piles and the melds, to "press Pass"."""
    for _ in range(3):
        key(app, Command.CONFIRM)
    step(app)
    assert policy.step().key == "pass"


def test_pass_is_the_filled_button_at_the_pass_step() -> None:
    app, table, policy = _tutorial()
    try:
        take, pass_ = table.buttons["take"], table.buttons["pass"]
        assert take.primary and not pass_.primary
        _to_pass_step(app, policy)
        assert pass_.visible and take.visible
        assert pass_.primary and not take.primary
        assert policy.targets() == [pass_.rect]  # the outlined button is the filled one
        step(app, 5)
        assert pass_.primary and not take.primary  # frame after frame
    finally:
        app.stack.clear()


def test_enter_at_the_pass_step_passes() -> None:
    app, table, policy = _tutorial()
    try:
        _to_pass_step(app, policy)
        assert table.ring.at is table.buttons["pass"]
        key(app, Command.CONFIRM)
        step(app)
        assert table.ctrl.match.history[0].kind is Kind.PASS
        assert table.ctrl.refused == 0, "nothing refused on the way"
        step_until(app, lambda: policy.step().key not in ("pass", "computer_pass"))
        assert policy.step().key == "draw"
    finally:
        app.stack.clear()
