"""New match by keys: Right on the last rule set before "Custom rules" opened the rules editor
when no own rules had been made (English 1920x1080, keys only: Right was meant to go on to the
opponents). An arrow never opens the editor; Enter on "Custom rules" or "Change rules..." does."""

from __future__ import annotations

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.newmatch import CHOICES, NewMatchScene

from .helpers import key, step
from .menu_helpers import menu_app


def _on_last_preset(app) -> NewMatchScene:  # type: ignore[no-untyped-def]
    scene = app.open("new_match")
    assert isinstance(scene, NewMatchScene)
    step(app)
    scene.preset = CHOICES[-2]  # Hollywood
    buttons = scene._buttons()
    scene.focus = buttons.index(dict(scene.presets.buttons)[scene.preset])
    step(app)
    return scene


def test_right_on_the_last_rule_set_opens_no_editor() -> None:
    app = menu_app(size=(1920, 1080))
    scene = _on_last_preset(app)
    assert scene.custom is None
    key(app, Command.RIGHT)
    step(app)
    assert app.stack.top is scene and scene.preset == CHOICES[-2]
    key(app, Command.LEFT)  # Left still steps back
    assert app.stack.top is scene and scene.preset == CHOICES[-3]
    app.stack.clear()


def test_with_own_rules_right_chooses_them() -> None:
    from ginrummy_desktop.engine import RuleSet

    app = menu_app(size=(1280, 800))
    app.settings.custom_rules = RuleSet.preset("classic").custom(knock_limit=7).text()
    scene = _on_last_preset(app)
    assert scene.custom is not None
    key(app, Command.RIGHT)
    step(app)
    assert app.stack.top is scene and scene.preset == "custom"
    app.stack.clear()
