"""Full screen or a window, as the settings say."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.settings import setting

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App


def apply_display(app: App) -> None:
    """Switch between full screen and a window to match ``settings.fullscreen``."""
    want = bool(setting(app.settings, "fullscreen", False))
    surface = pygame.display.get_surface()
    if surface is None:
        return
    now = bool(surface.get_flags() & pygame.FULLSCREEN)
    if want == now:
        return
    try:
        if want:
            app.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = tuple(setting(app.settings, "window_size", (1280, 800)))
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    except pygame.error:
        pass
