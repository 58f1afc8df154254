"""Every registered scene, drawn in German, shows no English text of the source catalog
(``i18n.audit.untranslated``): the texts are captured where they are rendered."""

from __future__ import annotations

import pytest

import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n.audit import untranslated
from ginrummy_desktop.ui.scene import registered_scenes

from .helpers import step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


@pytest.mark.parametrize("size", [(1280, 800), (800, 520)])
@pytest.mark.parametrize("name", sorted(registered_scenes()))
def test_scene_in_german_has_no_english(name: str, size: tuple[int, int],
                                        drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer("de")):
        app = menu_app(size=size, language="de")
        try:
            factory = registered_scenes()[name]
            scene = factory(app)
            if scene not in app.stack:
                app.push(scene)
            drawn.clear()
            step(app, 3)
            step(app, 1, dt=2.0)  # animations and timers move on
            step(app, 2)
            assert drawn.texts, f"{name} drew no text"
            leaks = untranslated(drawn.texts)
        finally:
            app.stack.clear()
    assert leaks == [], f"{name}: English in the German UI: {leaks}"


def test_the_audit_sees_english_when_it_is_there(drawn: DrawnTexts) -> None:  # noqa: F811
    """The capture works: the same menu in English is reported."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    app = menu_app()
    try:
        app.stack.clear(MenuScene(app))
        step(app, 2)
        assert ("Saved matches", "Saved matches") in untranslated(drawn.texts)
    finally:
        app.stack.clear()
