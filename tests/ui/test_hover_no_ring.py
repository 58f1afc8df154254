"""A hovered button lights its face only: its light edge looked like a second keyboard ring
beside the focused entry (German 1280x800, keys and mouse). The focus keeps its ring."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.widgets import BUTTON_COLOURS, HIGHLIGHT, Button


@pytest.mark.parametrize("primary", [False, True])
def test_hover_keeps_the_edge_and_only_focus_has_a_ring(primary: bool) -> None:
    pygame.init()
    colours = BUTTON_COLOURS["primary" if primary else "plain"]
    surface = pygame.Surface((300, 120))

    def edge(hover: bool, focused: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
        surface.fill((0, 0, 0))
        b = Button("Settings", lambda: None, primary=primary)
        b.rect = pygame.Rect(50, 40, 200, 40)
        b.hover, b.focused = hover, focused
        b.draw(surface, 16)
        return tuple(surface.get_at((50, 60)))[:3], tuple(surface.get_at((46, 60)))[:3]

    normal, hovered = edge(False, False), edge(True, False)
    assert hovered[0] == normal[0] == colours["normal"][2]  # the same dark edge
    assert hovered[1] == normal[1] == (0, 0, 0)  # nothing outside it
    assert colours["hover"][0] != colours["normal"][0]  # the face still lights up
    assert edge(False, True)[1] == HIGHLIGHT[:3]  # the ring is the focus's alone
