"""Sound effects: ``app.sounds.play("place")``.

The app makes one :class:`Sounds`. It starts ``pygame.mixer`` only when the first effect is
played, and only if the ``sound`` setting is on; if the mixer cannot start (no audio device)
or a file cannot be loaded, it stays silent and never raises. The effects are the WAVs of
``assets/sounds/`` (made by ``tools/make_sounds.py``):

``draw``     a card drawn from the stock or the discard pile
``place``    a card put onto the discard pile (or into a hand)
``knock``    a knock
``deal``     a card dealt
``win``      the player won the round or the match
``illegal``  the rules refused a move
"""

from __future__ import annotations

import logging
from collections import deque
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.assets import asset_path
from ginrummy_desktop.ui.settings import setting

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

EFFECTS = ("draw", "place", "knock", "deal", "win", "illegal")
VOLUME = 0.8


class Sounds:
    """Plays named effects while ``settings.sound`` is on; ``played`` keeps the last names
    played (for tests and debugging), whether or not a device made them audible."""

    def __init__(self, app: App) -> None:
        self.app = app  # reads ``app.settings`` at every play: a settings change counts at once
        self.played: deque[str] = deque(maxlen=64)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._state: bool | None = None  # None: not tried yet; False: no audio; True: ready

    @property
    def enabled(self) -> bool:
        return bool(setting(self.app.settings, "sound", True))

    @property
    def available(self) -> bool:
        """Whether the mixer runs and the effects are loaded (tries to start it once)."""
        return self._ready()

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        if not self._ready():
            return
        snd = self._sounds.get(name)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass

    def _ready(self) -> bool:
        if self._state is True and not pygame.mixer.get_init():
            self._state, self._sounds = None, {}  # pygame.quit() in between: start again
        if self._state is None:
            self._state = self._start()
        return self._state

    def _start(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError) as err:
            log.info("no sound: %s", err)
            return False
        for name in EFFECTS:
            try:
                snd = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
                snd.set_volume(VOLUME)
                self._sounds[name] = snd
            except (pygame.error, OSError, FileNotFoundError) as err:
                log.info("sound %s not loaded: %s", name, err)
        return True

    def close(self) -> None:
        """Stop and forget the effects (the mixer itself is left to ``pygame.quit``)."""
        self._sounds = {}
        self._state = None
