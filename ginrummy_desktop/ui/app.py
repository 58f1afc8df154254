"""The main loop: window, scene stack, input edge, injected time (the command line that
starts it is :mod:`ginrummy_desktop.ui.cli`). The loop is ``App.step(dt)``:
read pygame events -> intents -> top scene; ``stack.update(dt)``; draw; flip. Tests create an
:class:`App` under SDL's dummy drivers, post real events with ``pygame.event.post`` and call
``step(dt)`` themselves.

``run_loop`` paces it (:mod:`ginrummy_desktop.ui.loop`): 60 frames a second while a scene is
``busy``, otherwise idle until input, a wake-up or a scene's timer, on the app's ``clock``.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import set_language
from ginrummy_desktop.ui.display import (
    keep_minimum,
    open_window,
    remember_window,
    toggle_full_screen,
)
from ginrummy_desktop.ui.felt import felt_surface
from ginrummy_desktop.ui.felt import reset_cache as reset_felt
from ginrummy_desktop.ui.input import (
    PRESS,
    Command,
    InputMapper,
    Intent,
    Key,
    Pointer,
    Quit,
    Resize,
)
from ginrummy_desktop.ui.layout import table_layout
from ginrummy_desktop.ui.loop import LoopClock, idle_wait, run_loop
from ginrummy_desktop.ui.scene import Scene, SceneStack, build_scene
from ginrummy_desktop.ui.settings import AppSettings, UiSettings, animation_factor, setting
from ginrummy_desktop.ui.sound import Sounds
from ginrummy_desktop.ui.sprites import CardImages, prepare_shadows
from ginrummy_desktop.ui.widgets import reset_caches
from ginrummy_desktop.ui.window import name_window, prepare_process, title_window

if TYPE_CHECKING:
    from ginrummy_desktop.engine import RuleSet
    from ginrummy_desktop.persistence import DamagedFile, MatchStore
    from ginrummy_desktop.ui.thinking import OpponentProcess

log = logging.getLogger(__name__)


def choose_framebuffer() -> None:
    """Pick SDL's window framebuffer before the window is made (after ``display.init``).

    On X11, SDL by default draws the window through OpenGL, which where OpenGL is software
    (VMs, remote desktops, Xvfb) costs 25-40 ms a frame at 1280x800; the plain X11 framebuffer
    (XShm) costs 2-4 ms there and no more with a GPU, as the game composes its frames in
    software anyway. An ``SDL_FRAMEBUFFER_ACCELERATION`` set by the user is kept. Other
    drivers (Wayland, Windows, macOS) keep SDL's default: some have no other framebuffer.
    """
    if "SDL_FRAMEBUFFER_ACCELERATION" in os.environ:
        return
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"


def preload_late_imports() -> None:
    """What the game otherwise loads in a frame the first time it is used: Babel and the
    locale data of both languages (the first score summary formats numbers: 28-37 ms)."""
    from datetime import datetime

    from ginrummy_desktop.i18n import Localizer

    try:
        for lang in ("en", "de"):
            loc = Localizer(lang)
            loc.format_number(1234.5)
            loc.format_points(2)
            loc.format_datetime(datetime.now(), "short")
            loc.format_date(datetime.now().date())
    except Exception:
        log.exception("preloading Babel failed (it loads when first used)")


def desktop_sizes() -> list[tuple[int, int]]:
    """The sizes of the screens, or none where there is no real screen (dummy, offscreen)."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return []
    try:
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except pygame.error:
        return []


def fit_window(size: tuple[int, int], screens: list[tuple[int, int]]) -> tuple[int, int]:
    """A remembered window size shrunk to the largest screen there is now (a window made on a
    large monitor must not open larger than a laptop's screen); kept where no screen is known.

    >>> fit_window((1920, 1080), [(1280, 800)])
    (1280, 760)
    >>> fit_window((1024, 700), [(1280, 800)])
    (1024, 700)
    """
    if not screens:
        return size
    screen_w, screen_h = max(screens, key=lambda s: s[0] * s[1])
    # Leave room for the title bar and a panel; never below the smallest playable window.
    return (max(320, min(size[0], screen_w)), max(240, min(size[1], screen_h - 40)))


class App:
    """The window and the scene stack. One per process."""

    coach_playouts: int | None = None
    """Playouts per decision of the coach's hint and round review (None: the coach's own,
    ``coach.judge.REVIEW_PLAYOUTS``). The UI tests lower it: they check what the coach's
    screens show and do; ``tests/coach`` and the benchmarks check how well it judges."""

    def __init__(
        self, size: tuple[int, int] = (1280, 800), *, settings: AppSettings | None = None,
        store: MatchStore | None = None, seed: int | None = None, fit_to_screen: bool = False,
    ) -> None:
        prepare_process()  # window class and app name for the desktop (ui/window.py)
        pygame.display.init()
        pygame.font.init()
        reset_caches()
        reset_felt()
        choose_framebuffer()
        if fit_to_screen:
            size = fit_window(size, desktop_sizes())
        self.settings: AppSettings = (
            settings if settings is not None else UiSettings())
        # where the window was last (a place on a screen that is gone is left to the system)
        self.screen = open_window(size, setting(self.settings, "window_pos", None))
        keep_minimum(self)  # never smaller than every scene is laid out for
        name_window()  # the title "Gin Rommé" and the icon
        self.windowed: tuple[tuple[int, int], tuple[int, int] | None] | None = None
        self.given_size: tuple[int, int] | None = None
        """The size ``--size`` asked for this run (None: the remembered one): kept as the
        window's size for the next start only if the player resized the window."""
        """The window's size and place before it went full screen (``ui.display``)."""
        self.store = store
        self.seed = seed
        """``--seed``: the first new match's seed; the next ones count on from it."""
        self.seeds_dealt = 0
        self.executor: cf.Executor | None = None
        """Where new matches' computer players think (None: the default worker); the UI
        tests inject ``controller.InlineExecutor`` to step frames without waiting."""
        self.cards = CardImages(
            setting(self.settings, "deck_colours", "2color"),
            setting(self.settings, "card_back", "blue"),
        )
        self.sounds = Sounds(self)
        """``app.sounds.play(name)``: a sound effect, if the sound setting is on."""
        self.stack = SceneStack()
        self.input = InputMapper()
        self.time = 0.0
        """Seconds the loop has run, idle waits included: the input's clock (a double click,
        ``SceneStack.now``'s grace). The frames' ``dt`` leaves the idle waits out."""
        self.unseen = 0.0  # seconds an idle wait passed that no frame's dt counted
        self.running = True
        self.quit_hooks: list[Callable[[], None]] = [lambda: remember_window(self)]
        self.quit_guards: list[Callable[[], bool]] = []
        """Asked before closing: a guard returns False to keep the window open (the table
        does when moves could not be saved, and asks the player)."""
        self.startup_problems: list[DamagedFile] = []
        """Damaged files found before the first scene (the settings file): the main menu
        takes them over and shows them once."""
        self.overlays: list[Callable[[pygame.Surface], None]] = []
        """Drawn above every scene each frame (the tutorial's hint stays visible over the
        lay-off review and the summary); whoever adds one removes it."""
        self.clock = LoopClock()
        """The loop's time and waits (``ui.loop``; the idle loop's tests give their own)."""
        self.woken = threading.Event()  # set by :meth:`wake`, from any thread
        self.held: list[pygame.event.Event] = []  # events the idle wait took from SDL
        self.last_input = 0.0  # ``clock.now()`` of the last input the idle wait saw
        self.by_keys = False
        """The last press was a key, not a mouse button: the keyboard player's table rings the
        pile Enter plays at their turn (``table.keys.ring_for_keys``), also when the table was
        opened by Enter (resumed by keys, it showed no ring and the first Enter only rang the
        stock; German 1280x720, keys only). A click or a drag on the table ends it."""
        self.after_first_frame: list[Callable[[], None]] = []
        self.opponents: OpponentProcess | None = None  # once prepare_workers ran
        self.prepare_table_images()

    # --- geometry and settings -------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def anim(self) -> float:
        """Factor on animation durations from the settings (0 = off)."""
        return animation_factor(self.settings)

    def card_sizes(self) -> set[tuple[int, int]]:
        """The card sizes the table's scenes draw at this window size and card setting."""
        return table_layout(self.size, self.settings).sizes

    def prepare_table_images(self) -> None:
        """The felt for the window and the cards' shadows at the table's sizes, made now (at
        start; the shadows again after a resize or a new card size), so no frame makes them.
        A new window size's felt is made by the image worker (``CardImages.felt``)."""
        felt_surface(self.size)
        prepare_shadows(self.card_sizes())

    def apply_settings(self) -> None:
        """Call after changing settings: card faces/back and size, language."""
        self.cards.configure(
            setting(self.settings, "deck_colours", "2color"),
            setting(self.settings, "card_back", "blue"),
        )
        if self.cards.renderer is not None:
            self.cards.prepare(self.card_sizes())
        prepare_shadows(self.card_sizes())
        lang = getattr(self.settings, "language", None)
        if lang:
            set_language(lang)
            title_window()

    # --- loop ------------------------------------------------------------------------------
    def process_events(self) -> None:
        """Turn pending pygame events into intents and hand them to the top scene."""
        held, self.held = self.held, []
        for event in held + pygame.event.get():
            for intent in self.input.feed(event, self.time):
                self.dispatch(intent)

    def dispatch(self, intent: Intent) -> None:
        if isinstance(intent, Quit):
            self.quit()
            return
        if isinstance(intent, Resize):
            self.screen = pygame.display.get_surface() or self.screen
            keep_minimum(self)
            self.cards.prepare(self.card_sizes())  # rendered ahead, if a worker
            prepare_shadows(self.card_sizes())
        if isinstance(intent, Key):
            self.by_keys = True
        elif isinstance(intent, Pointer) and intent.kind == PRESS:
            self.by_keys = False
        if isinstance(intent, Key) and intent.command is Command.FULL_SCREEN:
            toggle_full_screen(self)  # F11: the app's key, whatever the scene
            return
        self.stack.handle(intent)

    def step(self, dt: float) -> None:
        """One frame: events, update(dt), draw, flip. The idle wait before it counts on the
        input's clock (``time``, ``stack.now``) though not in ``dt``: two clicks 3 s apart on
        an idle screen were a double click (the second went nowhere: New match's Back after
        the rules editor's, 640x420), and a click seconds after a scene opened by itself
        still fell in its grace."""
        waited, self.unseen = self.unseen, 0.0
        self.time += dt + waited
        self.stack.now += waited
        self.cards.pump()  # card images rendered ahead (nothing without prepare_workers)
        self.process_events()
        self.stack.arrange(self.size)
        self.stack.update(dt)
        self.render()

    def render(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        self.cards.felt(self.screen)  # made ahead for a new size if there is a worker
        self.stack.draw(self.screen)
        for overlay in list(self.overlays):
            overlay(self.screen)
        pygame.display.flip()

    def run_loop(self) -> None:
        """Frames until the window closes (``ui.loop.run_loop``)."""
        run_loop(self)

    def idle_wait(self) -> float:
        """Sleep until there is something to do; the next frame's ``dt`` (``ui.loop``)."""
        return idle_wait(self)

    # --- workers ----------------------------------------------------------------------------
    def prepare_workers(self, *, defer: bool = False) -> None:
        """The real program's helpers off the frame loop: card images rendered ahead in a
        child process (all 52 faces and the back at the table's sizes, PNG-cached on disk),
        the computer thinking in another child process, and Babel's import and locale data
        loaded on a thread. ``defer``: start them after the first frame is shown (so the
        window appears as fast as before). Undone by :meth:`close_workers`."""
        if defer:
            self.after_first_frame.append(self.prepare_workers)
            return
        from ginrummy_desktop.ui.image_cache import RenderWorker, cache_dir
        from ginrummy_desktop.ui.thinking import OpponentProcess, enable

        if self.cards.renderer is None:
            try:
                folder = cache_dir()
            except Exception:
                folder = None
            self.cards.renderer = RenderWorker(folder=folder, on_ready=self._image_ready)
            self.cards.prepare(self.card_sizes())
        if self.opponents is None:
            self.opponents = OpponentProcess(on_done=self.wake)
            self.opponents.start()
            enable(self.opponents)
        threading.Thread(target=preload_late_imports, name="preload", daemon=True).start()

    def close_workers(self) -> None:
        from ginrummy_desktop.ui.thinking import enable

        if self.cards.renderer is not None:
            self.cards.renderer.close()
        if self.opponents is not None:
            enable(None)
            self.opponents.close()
            self.opponents = None

    def _image_ready(self) -> None:
        if self.cards.stand_ins_drawn:  # a stand-in is on screen: show the real image
            self.wake()

    def wake(self) -> None:
        """Ask the idle loop for a frame soon (thread-safe: workers call it when a result is
        ready, e.g. a card image rendered ahead)."""
        self.woken.set()

    def quit(self, force: bool = False) -> None:
        """Closing the window: every quit guard may keep it open (unless ``force``), then every
        quit hook (the table saves) runs."""
        if not force:
            for guard in list(self.quit_guards):
                try:
                    if not guard():
                        return
                except Exception:
                    log.exception("quit guard failed")
        for hook in list(self.quit_hooks):
            try:
                hook()
            except Exception:
                log.exception("quit hook failed")
        self.running = False

    def shutdown(self) -> None:
        """After the loop: every scene exits (the table flushes its saves and stops the
        opponent's thread), and the autosave thread writes what is left."""
        self.stack.clear()
        writer = getattr(self.store, "_writer", None)
        if writer is not None:
            writer.close()

    # --- scenes ----------------------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        self.input.reset()
        return self.stack.push(scene)

    def open(self, name: str, *, replace: bool = False, clear: bool = False,
             **kwargs: object) -> Scene:
        """Open the scene registered as ``name`` with ``kwargs`` (its callbacks among them):
        pushed on top, or ``replace`` the top scene, or ``clear`` the stack down to the menu
        first. Scenes open each other only this way."""
        import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)

        made = build_scene(self, name, **kwargs)
        if clear:
            self.stack.clear(build_scene(self, "menu"))
        if replace:
            self.input.reset()
            return self.stack.replace(made)
        return self.push(made)

    def new_match(self, rules: RuleSet | str | None = None) -> Scene:
        """Start a new match on the table (the new-match screen, ``--table``), from the next
        seed after ``seed`` (random without one). Each got ``seed`` itself: every match of a
        session started with ``--seed 5`` dealt the same cards as the first."""
        from ginrummy_desktop.ui.table.start import start_match

        seed = None if self.seed is None else self.seed + self.seeds_dealt
        self.seeds_dealt += 1
        return start_match(self, seed=seed, rules=rules)

    def to_menu(self) -> None:
        import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)

        self.stack.clear(build_scene(self, "menu"))
