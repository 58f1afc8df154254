"""The tutorial's welcome comes once the cards lie: it said "Your ten cards are at the
bottom" over the cards still flying from the deal, above the deal's "Click or press a key to
skip" (800x520, English, a new player). While the deal runs, no hint is drawn; after it,
the welcome is, and its Next button takes Enter."""

from __future__ import annotations

import pytest

import ginrummy_desktop.ui.tutorial as tutorial_module
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial
from ginrummy_desktop.ui.tutorial_steps import TUTORIAL

from .helpers import key, step, step_until
from .menu_helpers import menu_app
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_welcome_waits_for_the_deal(size: tuple[int, int], lang: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app(size=size, language=lang)
    try:
        app.settings.animation_speed = "normal"
        table = start_tutorial(app)
        policy = table.policy
        assert isinstance(policy, TutorialPolicy)
        seen = _drawn(monkeypatch, tutorial_module)
        frames = 0
        while isinstance(app.stack.top, DealScene):
            assert not policy.showing()
            step(app)
            frames += 1
            if isinstance(app.stack.top, DealScene):  # drawn with the deal on top
                assert str(TUTORIAL) not in [t for t, _c, _r in seen], "no hint over the deal"
            seen.clear()
        assert frames > 30, "the deal was seen being dealt"
        step_until(app, lambda: app.stack.top is table)
        step(app, 2)
        assert policy.showing() and policy.step().key == "welcome"
        assert str(TUTORIAL) in [t for t, _c, _r in seen]
        key(app, Command.CONFIRM)
        assert policy.step().key != "welcome", "Next goes on"
    finally:
        app.stack.clear()
