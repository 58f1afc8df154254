"""A monkey at the keyboard and mouse: seeded random real events through the app's event loop.

Clicks anywhere (left and right, now and then double), every key of the keymap and a few
others, drags (a third of them from the piles and the hand to the discard pile, the knock
area or the hand, as a player drags), mouse wheels, window sizes from the minimum to 2000
wide (some in the middle of a drag) and waits long enough for the score board's countdown,
from the main menu, in German and English. Whatever the monkey does:

* the game never raises (a player's wrong click is refused, never a crash);
* while a round is played the table shows the engine's hand, card for card (the UI only
  shows engine state);
* every match it saved loads again, with no damaged file.

The seeds are chosen so that the monkey starts matches, plays rounds to their end and opens
most screens; the test checks that it did, so a change that leaves it stuck in one screen
fails here instead of testing nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui.input import KEYMAP

from .menu_helpers import menu_app

DT = 1 / 60
SIZES = [(640, 420), (700, 450), (800, 520), (1280, 800), (1920, 1080)]
KEYS = sorted({k for (k, _shift) in KEYMAP}) + [pygame.K_a, pygame.K_0, pygame.K_BACKSPACE]


def _post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


class Monkey:
    """Random events for one app; ``log`` keeps the last ones for a failure's message."""

    def __init__(self, seed: int, language: str) -> None:
        self.rng = random.Random(seed)
        self.language = language
        self.log: list[str] = []
        self.seen: set[str] = set()
        self.app = self.new_app()

    def new_app(self) -> Any:
        app = menu_app(size=self.rng.choice(SIZES), language=self.language)
        app.seed = 7  # new matches are dealt from this seed on: the run repeats exactly
        return app

    def run(self, events: int) -> None:
        for i in range(events):
            if not self.app.running or not len(self.app.stack):
                self.log.append("the app quit: a new one")
                self.app = self.new_app()
            top = self.app.stack.top
            self.seen.add(type(top).__name__)
            try:
                self.check_table(top)
                if type(top).__name__ == "TableScene" and self.rng.random() < 0.5:
                    self.player_drag(top)
                else:
                    self.any_event()
            except Exception as exc:
                raise AssertionError(
                    f"event {i} in {type(top).__name__} at {self.app.size}, after:\n  "
                    + "\n  ".join(self.log[-12:])) from exc

    def check_table(self, table: Any) -> None:
        if type(table).__name__ != "TableScene" or table.mode.value != "playing":
            return
        shown = sorted(c.index for c in table.hand)
        engine = sorted(c.index for c in table.ctrl.view().hand)
        assert shown == engine, f"the table shows {shown}, the engine holds {engine}"

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(DT)

    def drag(self, a: tuple[int, int], b: tuple[int, int], steps: int) -> None:
        _post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        self.step()
        for j in range(1, steps + 1):
            p = (a[0] + (b[0] - a[0]) * j // steps, a[1] + (b[1] - a[1]) * j // steps)
            _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            self.step()
            if self.rng.random() < 0.04:
                self.resize(self.rng.choice(SIZES))
        _post(pygame.MOUSEBUTTONUP, pos=b, button=1)
        self.step()

    def player_drag(self, table: Any) -> None:
        """A drag as a player makes it: from a pile or a hand card to a pile, the knock area
        or the hand."""
        lay = table.layout
        cw, ch = lay.card
        cards = [(x + min(cw // 2, lay.hand_step // 2), y + ch // 2)
                 for x, y in table.hand_positions()]
        hand = (self.app.size[0] // 2, cards[0][1]) if cards else lay.stock_rect.center
        r = self.rng.random()
        if r < 0.3 or not cards:
            a, b = lay.stock_rect.center, hand
        elif r < 0.4:
            a, b = lay.discard_rect.center, hand
        elif r < 0.8:
            a, b = self.rng.choice(cards), lay.discard_rect.center
        else:
            a, b = self.rng.choice(cards), self.rng.choice([lay.knock_rect.center, *cards])
        self.log.append(f"player drag {a} -> {b}")
        self.drag(a, b, 4)
        self.step(self.rng.randint(0, 20))

    def resize(self, size: tuple[int, int]) -> None:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        _post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        self.log.append(f"resize {size[0]}x{size[1]}")
        self.step()

    def any_event(self) -> None:
        rng = self.rng
        w, h = self.app.size
        r = rng.random()
        if r < 0.45:
            p = (rng.randrange(w), rng.randrange(h))
            button = rng.choice([1, 1, 1, 3])
            times = 2 if rng.random() < 0.1 else 1
            for _ in range(times):
                _post(pygame.MOUSEBUTTONDOWN, pos=p, button=button)
                _post(pygame.MOUSEBUTTONUP, pos=p, button=button)
            self.log.append(f"click {p} button {button} x{times}")
            self.step()
        elif r < 0.65:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_SHIFT if rng.random() < 0.2 else 0
            _post(pygame.KEYDOWN, key=k, mod=mod, unicode=chr(k) if 32 <= k < 127 else "")
            _post(pygame.KEYUP, key=k, mod=mod)
            self.log.append(f"key {pygame.key.name(k)} mod {mod}")
            self.step()
        elif r < 0.82:
            a = (rng.randrange(w), rng.randrange(int(h * 0.3), h))
            b = (rng.randrange(w), rng.randrange(h))
            self.log.append(f"drag {a} -> {b}")
            self.drag(a, b, rng.randint(1, 6))
        elif r < 0.86:
            self.resize(rng.choice(SIZES + [(rng.randint(640, 2000), rng.randint(420, 1200))]))
        elif r < 0.90:
            _post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)
            self.log.append("wheel")
            self.step()
        else:
            wait = rng.choice([DT, 0.5, 2.0, 11.0])  # 11 s: past the score board's countdown
            self.log.append(f"wait {wait} s")
            self.step(rng.randint(1, 30))
            if wait > DT:
                self.app.step(wait)


@pytest.fixture(autouse=True)
def _no_file_manager(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Show the folder" would open the desktop's file manager."""
    from ginrummy_desktop.ui.scenes import saves

    monkeypatch.setattr(saves, "open_folder", lambda *a, **k: True)


# (seed, language): seeds whose runs reach the table, a round's end and the menus' screens
RUNS = [(1, "de"), (7, "en"), (10, "en")]  # chosen again when the New match keys changed


@pytest.mark.parametrize("seed, language", RUNS)
def test_random_events_never_crash_and_lose_nothing(seed: int, language: str) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer
    from ginrummy_desktop.persistence import MatchStore

    previous = set_localizer(Localizer(language))
    monkey = Monkey(seed, language)
    try:
        monkey.run(700)
        monkey.app.store.writer().flush()
    finally:
        set_localizer(previous)
    assert "TableScene" in monkey.seen, monkey.seen
    assert {"LayoffReviewScene", "ScoreboardScene"} & monkey.seen, monkey.seen
    assert len(monkey.seen) >= 5, monkey.seen
    loaded, problems = MatchStore().load_all()
    assert not problems
    assert loaded, "the monkey's matches were saved"
