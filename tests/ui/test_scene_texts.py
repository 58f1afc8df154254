"""Every registered scene, drawn in German and English in the smallest window (640x420) and
a very large one (2560x1440), keeps its texts apart: no two texts of the scene on top touch,
no text runs into a button, and all stay inside the window. A survey of this kind found, in
one sweep, the German "Beenden ohne Speichern" out of its button, the help's keys over
"Back", a saved match's line under its score, the watch log over the cards, the chart's
round numbers on their axis title and, at 2560x1440, "Round" under "Review this round"; each
had been seen in only one window by a player, or not at all."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pygame
import pytest

import ginrummy_desktop.ui as ui
import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui import widgets
from ginrummy_desktop.ui.scene import registered_scenes

from .helpers import step
from .menu_helpers import menu_app

GAP = 1
"""Pixels two texts on one line keep apart at least (each side)."""


def _drawing_modules() -> list[Any]:
    """The UI modules that draw text through their own ``draw_text`` name (by file: the
    ``ui/table`` folder has no ``__init__`` and ``pkgutil`` does not walk into it)."""
    root = Path(ui.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        module = importlib.import_module(".".join(("ginrummy_desktop", "ui", *parts)))
        if hasattr(module, "draw_text") and module is not widgets:
            found.append(module)
    return found


PANELS = ("ginrummy_desktop.ui.table.hint",)
"""Modules that draw a panel over the table (the coach's hint): their texts cover what lies
under the panel, so they are checked against each other and the buttons only."""


def _record(monkeypatch: pytest.MonkeyPatch, on: list[bool]) -> list[tuple[str, pygame.Rect]]:
    """Texts (and, as "[button] label", buttons; as "[panel] text", a panel's texts) drawn
    while ``on[0]``, where they landed."""
    seen: list[tuple[str, pygame.Rect]] = []
    for module in _drawing_modules():
        original = module.draw_text
        mark = "[panel] " if module.__name__ in PANELS else ""

        def recording(surface: Any, text: Any, pos: Any, px: int, *a: Any,
                      _o: Any = original, _m: str = mark, **k: Any) -> pygame.Rect:
            rect = _o(surface, text, pos, px, *a, **k)
            if on[0] and str(text).strip():
                seen.append((_m + str(text), pygame.Rect(rect)))
            return rect

        monkeypatch.setattr(module, "draw_text", recording)
    button_draw = widgets.Button.draw

    def drawing(self: widgets.Button, surface: Any, px: int | None = None) -> None:
        button_draw(self, surface, px)
        if on[0] and self.visible:
            seen.append((f"[button] {self.label}", pygame.Rect(self.rect)))

    monkeypatch.setattr(widgets.Button, "draw", drawing)
    return seen


@pytest.mark.parametrize("size", [(640, 420), (2560, 1440)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_no_scene_s_texts_touch(size: tuple[int, int], language: str,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    on = [False]
    seen = _record(monkeypatch, on)
    problems = []
    counted = 0
    with use_localizer(Localizer(language)):
        for name in sorted(registered_scenes()):
            app = menu_app(size=size, language=language)
            try:
                scene = registered_scenes()[name](app)
                if scene not in app.stack:
                    app.push(scene)
                step(app, 3)
                step(app, 1, dt=2.0)  # animations and timers move on
                step(app, 2)
                top = app.stack.top
                draw = top.draw

                def top_only(surface: pygame.Surface, _draw: Any = draw) -> None:
                    on[0] = True  # the scene on top only: the ones under it are dimmed
                    try:
                        _draw(surface)
                    finally:
                        on[0] = False

                monkeypatch.setattr(top, "draw", top_only)
                seen.clear()
                step(app)
                drawn = list({(t, tuple(r)): (t, r) for t, r in seen}.values())
                texts = [(t, r) for t, r in drawn if not t.startswith(("[button]", "[panel]"))]
                panel = [(t, r) for t, r in drawn if t.startswith("[panel]")]
                buttons = [(t, r) for t, r in drawn if t.startswith("[button]")]
                counted += len(texts)
                for group in (texts, panel):
                    for i, (a, ra) in enumerate(group):
                        problems += [(name, a, b) for b, rb in group[i + 1:]
                                     if ra.inflate(2 * GAP, 0).colliderect(rb)]
                        problems += [(name, a, b) for b, rb in buttons if ra.colliderect(rb)]
                window = app.screen.get_rect()
                problems += [(name, t, "outside") for t, r in drawn if not window.contains(r)]
            finally:
                app.stack.clear()
    assert counted > 10 * len(registered_scenes()), "the texts are recorded"
    assert problems == []
