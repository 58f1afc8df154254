"""Watch again at a round's end: the knocker's melds stay inside the window (a third meld ran
off the right edge, its 9♠ half gone; English 1280x800 and 640x420), each meld whole on a
row, and the scoring panel leaves the player's name under it readable ("You (Dealer)" read
"...ealer)" at 640x420)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import ginrummy_desktop.ui.scenes.watch as watch_module
from ginrummy_desktop.ui.scenes.watch import seat_label

from .helpers import make_app, step, watch_finished


@pytest.mark.parametrize("size", [(640, 420), (1280, 800)])
def test_every_round_end_fits(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    try:
        scene, rounds = watch_finished(app, "oklahoma")
        cards: list[pygame.Rect] = []
        panels: list[pygame.Rect] = []
        names: list[pygame.Rect] = []
        real_card, real_panel, real_text = (watch_module.draw_card, watch_module.draw_panel,
                                            watch_module.draw_text)

        def card(surface: Any, images: Any, c: Any, pos: Any, sz: Any, *a: Any,
                 **k: Any) -> Any:
            cards.append(pygame.Rect(pos, sz))
            return real_card(surface, images, c, pos, sz, *a, **k)

        def panel(surface: Any, rect: Any, *a: Any, **k: Any) -> Any:
            panels.append(pygame.Rect(rect))
            return real_panel(surface, rect, *a, **k)

        def text(surface: Any, t: Any, *a: Any, **k: Any) -> pygame.Rect:
            rect = real_text(surface, t, *a, **k)
            if str(t) in {seat_label(0, turn, dealer) for turn in (False, True)
                          for dealer in (False, True)}:
                names.append(rect)
            return rect

        monkeypatch.setattr(watch_module, "draw_card", card)
        monkeypatch.setattr(watch_module, "draw_panel", panel)
        monkeypatch.setattr(watch_module, "draw_text", text)
        melded = 0
        for i in range(len(rounds)):
            scene.model.go_round(i - scene.model.round_index)
            while scene.model.current.result is None:
                scene.model.forward()
            cards.clear(), panels.clear(), names.clear()
            step(app)
            melded += bool(scene.model.current.knocker_melds)
            assert all(0 <= r.left and r.right <= size[0] for r in cards), (i, cards)
            assert panels and names
            assert not any(p.colliderect(n) for p in panels for n in names), (i, panels, names)
        assert melded >= 3
    finally:
        app.stack.clear()
