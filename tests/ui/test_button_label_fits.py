"""A button's label never runs over its border: the shrink for a long translation took a size
in proportion, and a font's widths are not proportional (at 640x420 in German "Sortieren:
Kombinationen" overlapped its button's left and right edges on the finished table)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui import widgets
from ginrummy_desktop.ui.widgets import Button, text_surface

LABELS = ["Sortieren: Kombinationen", "Neue Partie \u2026", "R\u00fcckblick auf diese Runde",
          "Sort: melds", "Weiterspielen"]


@pytest.mark.parametrize("label", LABELS)
def test_the_drawn_label_fits_inside_the_border(label: str, monkeypatch: pytest.MonkeyPatch
                                                 ) -> None:
    pygame.init()
    surface = pygame.Surface((400, 60))
    drawn: list[pygame.Surface] = []
    original = widgets.text_surface

    def recording(text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        surf = original(text, *args, **kwargs)
        drawn.append(surf)
        return surf

    monkeypatch.setattr(widgets, "text_surface", recording)
    full = text_surface(label, 17).get_width()
    smallest = text_surface(label, widgets.MIN_LABEL_PX).get_width()
    for width in range(smallest + 8, full + 12):
        for px in (10, 12, 14, 17):
            drawn.clear()
            Button(label, lambda: None, rect=pygame.Rect(0, 0, width, 30)).draw(surface, px)
            assert drawn[-1].get_width() <= width - 8, (label, width, px)
