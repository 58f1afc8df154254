"""A scene built before a language switch shows the new language at its next frame."""

from __future__ import annotations

from ginrummy_desktop.i18n import LanguageWatch, Text, set_language
from ginrummy_desktop.i18n import terms as t


class FakeScene:
    """Caches its rendered text like a real scene caches surfaces."""

    def __init__(self, labels: list[Text]) -> None:
        self.labels = labels
        self.watch = LanguageWatch()
        self.renders = 0
        self.shown: list[str] = []

    def draw(self) -> list[str]:
        if self.watch.changed():
            self.renders += 1
            self.shown = [str(label) for label in self.labels]
        return self.shown


def test_open_scene_follows_a_switch_at_the_next_frame() -> None:
    scene = FakeScene([t.SETTINGS, t.LANGUAGE, t.PRESET_NAMES["bonus"], t.DONE])
    assert scene.draw() == ["Settings", "Language", "With bonuses", "Done"]
    assert scene.draw() == ["Settings", "Language", "With bonuses", "Done"]
    assert scene.renders == 1
    set_language("de")
    assert scene.draw() == ["Einstellungen", "Sprache", "Mit Boni", "Fertig"]
    assert scene.renders == 2
    set_language("de")  # the same language again: nothing to re-render
    scene.draw()
    assert scene.renders == 2
