"""The window's name and icon: the game's name in the language chosen ("Gin Rommé", "Gin Rummy")
and the app icon in the taskbar or dock, whether the game runs from source, from an installed
wheel or as the frozen app.

Desktops name and group a window by what they know of the process, which from source or a
wheel is a Python interpreter. So, before SDL opens the display (:func:`prepare_process`):

- X11: ``SDL_VIDEO_X11_WMCLASS`` -> the window's ``WM_CLASS`` is ``ginrummy-desktop``, the
  ``StartupWMClass`` of ``build/linux/ginrummy-desktop.desktop`` (otherwise it would be the
  script's or executable's name: ``__main__.py``, ``python3``, ``GinRummy``);
- Wayland: ``SDL_VIDEO_WAYLAND_WMCLASS`` -> the app id, the desktop file's name;
- ``SDL_APP_NAME`` -> "Gin Rommé", the name SDL gives the process (audio streams, the
  screen-saver inhibitor);
- Windows: an AppUserModelID of the game's own, so the taskbar groups the window under its
  own icon instead of python.exe's.

Values already set in the environment are kept, except the X11 class that ``import pygame``
sets to the script's name (``__main__.py``) when nobody else has. Then :func:`name_window`
sets the title (the game's name in the language chosen: :func:`title_window`, again at each
change of language) and the icon. macOS: the Dock
shows the icon set here; the name a Dock shows for a plain interpreter stays "Python" (only
the frozen ``.app`` is named "Gin Rommé" there).
"""

from __future__ import annotations

import logging
import os
import sys

import pygame

from ginrummy_desktop import APP_NAME, DISTRIBUTION
from ginrummy_desktop.i18n import terms as T

log = logging.getLogger(__name__)

WINDOW_CLASS = DISTRIBUTION
"""X11 ``WM_CLASS`` / Wayland app id: the Linux desktop entry's ``StartupWMClass``."""

WINDOWS_APP_ID = "io.github.ginrummy-desktop"
"""The Windows taskbar's AppUserModelID (the macOS bundle id of ``build/pyinstaller.spec``)."""

ICON_SIZE = 256 if sys.platform == "darwin" else 64
"""The PNG given to ``set_icon``: the Dock draws it large, title bars and taskbars small."""

ENVIRONMENT = {
    "SDL_VIDEO_X11_WMCLASS": WINDOW_CLASS,
    "SDL_VIDEO_WAYLAND_WMCLASS": WINDOW_CLASS,
    "SDL_APP_NAME": APP_NAME,
}


def prepare_process() -> None:
    """Name the process for the desktop; call before ``pygame.display.init()``."""
    # `import pygame` fills in SDL_VIDEO_X11_WMCLASS with basename(argv[0]) if it is unset
    if os.environ.get("SDL_VIDEO_X11_WMCLASS") == os.path.basename(sys.argv[0]):
        del os.environ["SDL_VIDEO_X11_WMCLASS"]
    for key, value in ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(WINDOWS_APP_ID)
        except (AttributeError, OSError) as exc:  # an old Windows: python.exe's icon, no more
            log.info("no AppUserModelID: %s", exc)


def name_window() -> None:
    """The window's title and icon (after ``set_mode``)."""
    title_window()
    try:
        from ginrummy_desktop.assets import icon_path

        pygame.display.set_icon(pygame.image.load(str(icon_path(ICON_SIZE))))
    except (pygame.error, OSError) as exc:
        log.warning("no window icon: %s", exc)


def title_window() -> None:
    """The window's title: the game's name in the language of the moment, as its menu says
    it ("Gin Rommé" over an English menu titled "Gin Rummy" read as untranslated)."""
    if pygame.display.get_init():
        pygame.display.set_caption(str(T.GAME_NAME))
