"""Rules and help, the Tutorial tab by keys: Enter presses the button the ring is on. It
started the tutorial wherever the ring was (Back, "Rules", "Keys": 800x520 English, Tab to
Back and Enter dealt the tutorial). Enter on the tab shown, where the arrows leave the ring,
still starts it."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.menu import MenuScene

from .helpers import key, make_app, step


def _help_on_tutorial(size: tuple[int, int] = (800, 520)):  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    app.to_menu()
    app.open("help", tab="tutorial")
    step(app)
    scene = app.stack.top
    assert isinstance(scene, HelpScene) and scene.tab == "tutorial"
    return app, scene


def _ring_on(app, scene: HelpScene, label: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(10):
        buttons = scene._buttons()
        if str(buttons[scene.focus % len(buttons)].label) == label:
            return
        key(app, Command.NEXT)
    raise AssertionError(f"no ring on {label}")


def test_enter_on_back_goes_back() -> None:
    app, scene = _help_on_tutorial()
    try:
        _ring_on(app, scene, "Back")
        key(app, Command.CONFIRM)
        step(app)
        assert isinstance(app.stack.top, MenuScene)
        assert app.stack.named("table") is None
    finally:
        app.stack.clear()


@pytest.mark.parametrize(("label", "tab"), [("Rules", "rules"), ("Keys", "keys")])
def test_enter_on_another_tab_shows_it(label: str, tab: str) -> None:
    app, scene = _help_on_tutorial()
    try:
        _ring_on(app, scene, label)
        key(app, Command.CONFIRM)
        assert app.stack.top is scene and scene.tab == tab
        assert app.stack.named("table") is None
    finally:
        app.stack.clear()


@pytest.mark.parametrize("label", ["Tutorial", "Start the tutorial"])
def test_enter_on_the_tab_or_start_starts_the_tutorial(label: str) -> None:
    app, scene = _help_on_tutorial()
    try:
        _ring_on(app, scene, label)
        key(app, Command.CONFIRM)
        assert app.stack.named("table") is not None
    finally:
        app.stack.clear()


def test_the_tutorial_from_the_help_over_a_match_says_the_match_is_kept() -> None:
    """English 2560x1440: Escape, Rules and help, Tutorial, "Start the tutorial" over a
    running match put the tutorial in its place at once, with no word that the match was
    kept. It asks first; Cancel leaves the match and the help as they were."""
    from ginrummy_desktop.engine import Match, RuleSet
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
    from ginrummy_desktop.ui.scenes.help import MATCH_KEPT
    from ginrummy_desktop.ui.tutorial import TutorialController

    from .helpers import click, table_for

    app = make_app(size=(1280, 800))
    try:
        table = table_for(app, Match(RuleSet.preset("classic"), 5))
        app.open("help", tab="tutorial")
        step(app)
        scene = app.stack.top
        assert isinstance(scene, HelpScene)
        click(app, scene.start.rect.center)
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene) and ask.text is MATCH_KEPT
        assert "Continue" in str(ask.text) and str(ask.yes.label) == "Start the tutorial"
        from ginrummy_desktop.i18n import Localizer, use_localizer

        with use_localizer(Localizer("de")):  # the German help calls it "Einführung"
            assert "Einführung" in str(ask.text) and "Tutorial" not in str(ask.text)
            assert "Weiterspielen" in str(ask.text)
        click(app, ask.no.rect.center)
        assert app.stack.top is scene and app.stack.find(type(table)) is table
        click(app, scene.start.rect.center)
        click(app, app.stack.top.yes.rect.center)
        step(app, 3)
        started = app.stack.named("table")
        assert started is not None and started is not table
        assert isinstance(started.ctrl, TutorialController)
    finally:
        app.stack.clear()


def test_the_tutorial_from_the_help_without_a_match_starts_at_once() -> None:
    app, scene = _help_on_tutorial()
    try:
        from .helpers import click

        click(app, scene.start.rect.center)
        step(app, 3)
        from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
        from ginrummy_desktop.ui.tutorial import TutorialController

        table = app.stack.named("table")
        assert table is not None and isinstance(table.ctrl, TutorialController)
        assert app.stack.find(ConfirmScene) is None, "nothing to keep: no question"
    finally:
        app.stack.clear()
