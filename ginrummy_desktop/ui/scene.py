"""Scenes and the scene stack (a pushdown automaton).

A :class:`Scene` is one screen or overlay. The :class:`SceneStack` holds them; only the top
scene gets input. The top scene gets ``update(dt)``, and so does a covered scene that sets
``update_covered`` (the table: its flights land and its clock runs under the deal, the lay-off
review and the summary), unless a scene above it sets ``pauses_below`` (the pause menu stops
time). Drawing starts at the highest opaque scene and goes up,
so a ``transparent`` scene (a dialog, the lay-off review, the pause menu) draws over the one
below. A scene that opens by itself (during ``update``: the score panel after the round's
show, the lay-off review after the computer's knock) takes no click or confirming key for
``INPUT_GRACE`` seconds: the player may have been clicking what was there a moment before.
A double click's second click goes to the scene its first click went to, or nowhere: where
the first click opened or closed a screen, the second was the same press of the same button
(a double-clicked "Settings" in the menu set the sound on, the row under the pointer).
Hooks are symmetric: ``enter``/``exit`` when a scene is pushed/popped, ``pause``/
``resume`` when another scene covers it / uncovers it.

Scenes are opened by name: a scene class registers itself with :func:`scene` and is opened
with ``app.open("scoreboard", result=..., on_close=...)``; it reports back through the
callbacks it was given, never by reaching into another scene, so no scene module imports
another. Demo factories for the smoke test (``--smoke-test``, ``--scene NAME``) are
registered with :func:`register_scene` (in :mod:`ginrummy_desktop.ui.demo`): a factory
builds a scene ready to draw from the app alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, RIGHT_CLICK, Command, Key, Pointer

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.input import Intent

INPUT_GRACE = 0.8
"""Seconds a scene that opened by itself ignores clicks and confirming keys: a click or key
already on its way when the scene appeared was meant for the one before. Played in a real
window: "Done" clicked as the score panel opened by itself landed on its "Next round", and
the scores were never seen; with 0.3 s (a reaction time) a key pressed to skip the end of a
Gin ("click or press a key to see the scores now") about 0.4 s after that end had passed by
itself still dealt the next round unseen. Nobody reads a score panel in 0.8 s."""

CONFIRMING = (Command.CONFIRM, Command.SELECT, Command.CANCEL)


def meant_for_before(intent: Intent) -> bool:
    """A click or a key that closes or confirms: what a scene that opened by itself does not
    take in its first ``INPUT_GRACE`` seconds (hovering, pressing and other keys it does)."""
    if isinstance(intent, Pointer):
        return intent.kind in (CLICK, DOUBLE_CLICK, RIGHT_CLICK)
    return isinstance(intent, Key) and intent.command in CONFIRMING


class Scene:
    """Base class. Override what you need; every hook has a harmless default.

    ``update(dt)`` changes state (``dt`` in seconds, injected by the app, so tests step time);
    ``draw(surface)`` only paints and never changes state.
    """

    transparent = False
    """Draw the scene below first (overlays, dialogs)."""

    update_covered = False
    """Get ``update(dt)`` also while covered (unless a scene above ``pauses_below``)."""

    pauses_below = False
    """While this scene is open, the scenes below it get no ``update`` (the pause menu)."""

    name = ""
    """The name it was opened by (``app.open``); "" for a scene built directly."""

    quiet_until = 0.0
    """The stack's time (``SceneStack.now``) before which this scene takes no click or
    confirming key: set when it opened by itself (``INPUT_GRACE``)."""

    def __init__(self, app: App) -> None:
        self.app = app

    # lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack (or replaced)."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # frame ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        """An input intent (see :mod:`ginrummy_desktop.ui.input`); only the top scene gets it."""

    def arrange(self, size: tuple[int, int]) -> None:
        """Place widgets for the window size. Called every frame for *every* scene on the
        stack (also the covered ones, which are still drawn), before ``update``."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene onto ``surface`` (the window)."""

    @property
    def busy(self) -> bool:
        """True while animating: the app then keeps 60 frames a second."""
        return False

    @property
    def settling(self) -> bool:
        """Too new on screen to move on by a key (the score board: ``READ_FIRST``); only
        a test's player waits for it, as one who reads first."""
        return False

    def wakes_in(self) -> float | None:
        """Seconds until ``update`` changes what is shown by itself (a message timing out),
        or None: the idle loop then sleeps until input (or its slow tick). Only scenes that
        are not ``busy`` need it."""
        return None

    # helpers -------------------------------------------------------------------------------
    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.app.stack.top is self:
            self.app.stack.pop()


class SceneStack:
    """The stack of scenes; the last one is on top."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.now = 0.0
        """Seconds of ``update`` so far (the injected clock)."""
        self._updating = False  # in ``update``: a scene opened now opened by itself
        self._clicked: Scene | None = None  # the top scene when the last click came

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __contains__(self, scene: object) -> bool:
        return scene in self.scenes

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self._quiet_if_unasked(scene)
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.scenes:
            self.scenes.pop().exit()
        self._quiet_if_unasked(scene)
        self.scenes.append(scene)
        scene.enter()
        return scene

    def clear(self, then: Scene | None = None) -> None:
        """Pop everything (each gets ``exit``), then push ``then`` if given."""
        while self.scenes:
            self.scenes.pop().exit()
        if then is not None:
            self.push(then)

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (used when a scene below closes itself)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def find(self, kind: type[S]) -> S | None:
        """The topmost scene of a class, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def named(self, name: str) -> Scene | None:
        """The topmost scene opened by ``name``, or None."""
        for scene in reversed(self.scenes):
            if scene.name == name:
                return scene
        return None

    def _quiet_if_unasked(self, scene: Scene) -> None:
        if self._updating:
            scene.quiet_until = self.now + INPUT_GRACE

    def handle(self, intent: Intent) -> None:
        """Give ``intent`` to the top scene (unless it is a click or a confirming key and the
        top scene opened by itself less than ``INPUT_GRACE`` seconds ago, or the second click
        of a double click whose first went to another scene)."""
        if not self.scenes:
            return
        top = self.scenes[-1]
        if isinstance(intent, Pointer) and intent.kind in (CLICK, DOUBLE_CLICK):
            clicked, self._clicked = self._clicked, top
            if intent.kind == DOUBLE_CLICK and clicked is not top:
                return  # its first click opened or closed a screen: not this one's
        if self.now < top.quiet_until and meant_for_before(intent):
            return
        top.handle(intent)

    def arrange(self, size: tuple[int, int]) -> None:
        for scene in list(self.scenes):
            scene.arrange(size)

    def update(self, dt: float) -> None:
        """The top scene, then the covered scenes that keep their time (see the module's
        docstring), from the top down, until a scene that pauses those below it."""
        self.now += dt
        scenes = list(self.scenes)
        if not scenes:
            return
        self._updating = True
        try:
            scenes[-1].update(dt)
            for i in range(len(scenes) - 2, -1, -1):
                if scenes[i + 1].pauses_below:
                    break
                if scenes[i].update_covered and scenes[i] in self.scenes:
                    scenes[i].update(dt)
        finally:
            self._updating = False

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)

    @property
    def busy(self) -> bool:
        return any(s.busy for s in self.scenes)

    def wakes_in(self) -> float | None:
        """The soonest :meth:`Scene.wakes_in` of the scenes on the stack (None: none)."""
        times = [t for s in self.scenes if (t := s.wakes_in()) is not None]
        return min(times) if times else None


S = TypeVar("S", bound=Scene)
SceneFactory = Callable[["App"], Scene]
_REGISTRY: dict[str, SceneFactory] = {}
_SCENES: dict[str, Callable[..., Scene]] = {}


def scene(name: str) -> Callable[[type[S]], type[S]]:
    """Class decorator: the scene class is opened as ``app.open(name, **kwargs)``, which calls
    ``cls(app, **kwargs)``."""

    def register(cls: type[S]) -> type[S]:
        _SCENES[name] = cls
        return cls

    return register


def build_scene(app: App, name: str, **kwargs: object) -> Scene:
    """A new scene of the class registered as ``name`` (see :func:`scene`)."""
    try:
        cls = _SCENES[name]
    except KeyError:
        raise KeyError(f"no scene named {name!r}; known: {', '.join(sorted(_SCENES))}") from None
    made = cls(app, **kwargs)
    made.name = name
    return made


def register_scene(name: str, factory: SceneFactory) -> SceneFactory:
    """Register a factory that builds a ready-to-draw scene from the app (for the smoke test
    and for ``--scene NAME``). Scenes that need a scene below (overlays) push it themselves
    in the factory. Returns the factory, so it can be used as a decorator."""
    _REGISTRY[name] = factory
    return factory


def registered_scenes() -> dict[str, SceneFactory]:
    """Name -> demo factory of every scene, in registration order (see ``ui.demo``)."""
    import ginrummy_desktop.ui.demo  # noqa: F401  (registers the demo factories)

    return dict(_REGISTRY)
