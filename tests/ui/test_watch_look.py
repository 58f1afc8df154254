"""The watch-again screen's line under the title ("Round 1 of 15 · move 0 of 37") keeps
clear of the title in small windows (its offset was a font size, never below 10 px)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.persistence.saves import iter_rounds
from ginrummy_desktop.ui.scenes.watch import WatchScene
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_the_line_under_the_title_keeps_clear_of_it(size: tuple[int, int], lang: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.ui.scenes.watch as watch_module
    import ginrummy_desktop.ui.screen as screen_module

    app = make_app(size=size)
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    titles = _drawn(monkeypatch, screen_module)
    lines = _drawn(monkeypatch, watch_module)
    step(app)
    title = next(r for t, _c, r in titles if t == str(scene.title))
    under = [r for t, _c, r in lines if r.top < title.bottom + 20 and t.strip()]
    assert under, "the round and move line is drawn under the title"
    assert [r for r in under if r.colliderect(title)] == [], (title, under)
    app.stack.clear()


def test_the_names_over_the_hands_have_single_spaces(monkeypatch: pytest.MonkeyPatch) -> None:
    """Watch (800x520 German): "Computer  (Geber)" and "Du  \u2190  (Geber)" had two spaces
    each. The names now read "Computer (Geber)" and "Du (Geber) \u2190"."""
    import ginrummy_desktop.ui.scenes.watch as watch_module
    from ginrummy_desktop.i18n import terms as T

    app = make_app(size=(800, 520))
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    lines = _drawn(monkeypatch, watch_module)
    step(app)
    names = [t for t, _c, _r in lines
             if t.startswith((str(T.YOU), str(T.OPPONENT))) and ":" not in t]
    assert len(names) == 2, names
    assert all("  " not in t for t in names), names
    assert {t.removesuffix(" \u2190") for t in names} in (
        {f"{T.OPPONENT} ({T.DEALER})", str(T.YOU)}, {f"{T.YOU} ({T.DEALER})", str(T.OPPONENT)})
    assert sum(t.endswith(" \u2190") for t in names) == 1, "one seat is to move"
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_every_text_is_at_least_the_game_s_smallest_size(size: tuple[int, int], lang: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """"Speed 2 of 4" was drawn 2 px under the line above it: 8 px at 640x420, unreadable
    ("Tempo 2 von 4", German). Every text of the screen is 10 px at least (``font_px``'s
    floor), the speed line too, and it stays clear of the score above it."""
    from typing import Any

    import pygame

    import ginrummy_desktop.ui.scenes.watch as watch_module
    from ginrummy_desktop.ui.scenes.watch import SPEED

    app = make_app(size=size)
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    seen: list[tuple[str, int, pygame.Rect]] = []
    original = watch_module.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, *args: Any,
                  **kwargs: Any) -> pygame.Rect:
        rect = original(surface, text, pos, px, *args, **kwargs)
        seen.append((str(text), px, rect))
        return rect

    monkeypatch.setattr(watch_module, "draw_text", recording)
    step(app)
    assert len(seen) > 5
    assert [(t, px) for t, px, _r in seen if px < 10] == []
    line = SPEED.format(n=scene.model.speed + 1, total=len(watch_module.SPEEDS))
    speed = [r for t, _px, r in seen if t == line]
    assert len(speed) == 1
    others = [r for t, _px, r in seen if r is not speed[0] and r.colliderect(speed[0])]
    assert others == []
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_back_is_as_tall_as_the_controls_on_their_row(size: tuple[int, int]) -> None:
    """Watch again at 1920x1080: Back (the screen's 42 px at 1280x800) stood taller than
    the controls beside it (40 px), its top above theirs."""
    app = make_app(size=size)
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    step(app)
    bottom_row = [b.rect for b in scene.controls if b.rect.bottom == scene.back.rect.bottom]
    assert bottom_row, "Back stands on the controls' bottom row"
    assert {r.height for r in bottom_row} == {scene.back.rect.height}
    assert {r.top for r in bottom_row} == {scene.back.rect.top}
    app.stack.clear()
