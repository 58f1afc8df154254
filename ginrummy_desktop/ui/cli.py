"""The command line: ``run(argv)`` is called by ``python -m ginrummy_desktop``; it reads the
flags, loads the settings and the match store, and runs the :class:`~ginrummy_desktop.ui.app.App`
(or the smoke test, or autoplay)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

import pygame

from ginrummy_desktop.i18n import set_language, system_language
from ginrummy_desktop.ui.app import App
from ginrummy_desktop.ui.display import MIN_SIZE
from ginrummy_desktop.ui.input import Command, Resize, key_for
from ginrummy_desktop.ui.scene import Scene, registered_scenes
from ginrummy_desktop.ui.settings import UiSettings

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import DamagedFile, MatchStore
    from ginrummy_desktop.ui.settings import AppSettings

log = logging.getLogger(__name__)


# --- command line ---------------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    """A bad value is one line on stderr and exit status 2 (no usage block, no traceback)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


MAX_AUTOPLAY = 100_000


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WxH (e.g. 1280x800)") from None
    from ginrummy_desktop.persistence.settings import MAX_WINDOW

    if not (MIN_SIZE[0] <= w <= MAX_WINDOW[0] and MIN_SIZE[1] <= h <= MAX_WINDOW[1]):
        raise argparse.ArgumentTypeError(
            f"{text!r} is out of range ({MIN_SIZE[0]}x{MIN_SIZE[1]} to "
            f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]})")
    return w, h


def _rules(text: str) -> str:
    from ginrummy_desktop.engine import RuleSet
    from ginrummy_desktop.engine.rules import PRESET_NAMES

    try:
        RuleSet.parse(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(
            f"{err}; choose a preset from {', '.join(PRESET_NAMES)}, optionally with changes "
            "such as 'oklahoma,target=200'") from None
    return text


def _bounded(lo: int, hi: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is out of range ({lo} to {hi})")
        return value
    return parse


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line; a bad value exits with status 2 and a one-line error."""
    p = _Parser(prog="ginrummy_desktop", description="Gin Rummy (Gin Rommé)")
    p.add_argument("--smoke-test", action="store_true",
                   help="headless: draw every registered scene, exit 0 or non-zero")
    p.add_argument("--autoplay", type=_bounded(0, MAX_AUTOPLAY), metavar="N",
                   help="the computer plays both seats for N matches, then exits "
                        "(non-zero if a match could not be saved)")
    p.add_argument("--lang", choices=["de", "en"], help="language (default: settings/system)")
    p.add_argument("--seed", type=_bounded(0, 2**63 - 1), help="seed of the first new match")
    p.add_argument("--table", action="store_true", help="start at the table with a new match")
    p.add_argument("--rules", type=_rules,
                   help="rules for --table/--autoplay: a preset (classic, short, bonus, single, "
                        "to100, oklahoma, hollywood) or a preset with changes, e.g. "
                        "'hollywood,target=150'")
    p.add_argument("--scene", help="open a registered scene by name (see --smoke-test)")
    p.add_argument("--size", type=_size, help="window size WxH (default: from the settings, "
                                              "1280x800)")
    p.add_argument("--animation", choices=["off", "fast", "normal", "slow"])
    # Answered by __main__ before the UI starts; listed here so that --help names them (the
    # README told of --version, which --help left out).
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--check-bundle", action="store_true",
                   help="check that the game's data is found and usable, then exit")
    return p.parse_args(argv)


def _load_settings() -> tuple[AppSettings, DamagedFile | None]:
    """The settings and the damaged-file problem to tell the player (or None)."""
    try:
        from ginrummy_desktop.persistence import load_settings

        settings, problem = load_settings()
        if problem is not None:
            log.warning("settings: %s", problem.detail)
        return settings, problem
    except Exception:
        log.exception("loading the settings failed")
        return UiSettings(), None


def _load_store() -> MatchStore | None:
    try:
        from ginrummy_desktop.persistence import MatchStore

        return MatchStore()
    except Exception:
        return None


def session_language(args: argparse.Namespace, settings: AppSettings) -> str:
    """``--lang`` or GINRUMMY_LANG, else the saved setting, else the system's language. A
    language given on the command line becomes the settings' language too: otherwise the
    next change of any setting (``apply_settings``) switched the game back to the saved one."""
    forced = args.lang or os.environ.get("GINRUMMY_LANG")
    if forced:
        settings.language = forced
        return str(forced)
    return str(getattr(settings, "language", None) or system_language())


def start_app(argv: list[str]) -> App | int:
    """Everything ``run`` does before the loop: the command line, the settings (a damaged
    file is told to the player once, on the menu), the window, the first scene. An exit
    status instead of an app for ``--autoplay``, ``--smoke-test`` and errors."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    if args.smoke_test or args.autoplay is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    settings, problem = _load_settings()
    if args.animation:
        settings.animation_speed = args.animation
    set_language(session_language(args, settings))
    if args.autoplay is not None:
        from ginrummy_desktop.ui.autoplay import autoplay

        return autoplay(args.autoplay, seed=args.seed or 1, rules=args.rules or "classic",
                        store=_load_store())
    w, h = args.size or _window_size(settings)
    # Only a remembered size is fitted to the screen; an explicit --size is taken as given.
    app = App((w, h), settings=settings, store=_load_store(), seed=args.seed,
              fit_to_screen=args.size is None)
    app.given_size = args.size
    if problem is not None:
        app.startup_problems.append(problem)
    import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)

    if args.smoke_test:
        app.store = None  # the smoke test leaves no saved matches behind
        return smoke_test(app)
    app.to_menu()
    app.prepare_workers(defer=True)
    if args.scene:
        factory = registered_scenes().get(args.scene)
        if factory is None:
            print(f"ginrummy_desktop: error: unknown scene {args.scene!r}; known: "
                  f"{', '.join(registered_scenes())}", file=sys.stderr)
            pygame.quit()
            return 2
        _open(app, factory)
    elif args.table:
        app.new_match(rules=args.rules)
    return app


def _window_size(settings: AppSettings) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in getattr(settings, "window_size", (1280, 800)))
    except (TypeError, ValueError):
        return 1280, 800
    return max(w, 320), max(h, 240)


def run(argv: list[str]) -> int:
    started = start_app(argv)
    if isinstance(started, int):
        return started
    app = started
    try:
        app.run_loop()
        app.shutdown()  # every scene exits: the table saves and stops the opponent's thread
    finally:
        app.close_workers()
    pygame.quit()
    return 0


def _open(app: App, factory: Callable[[App], Scene]) -> Scene:
    scene = factory(app)
    if scene not in app.stack:
        app.push(scene)
    return scene


def smoke_test(app: App, frames: int = 40, sizes: tuple[tuple[int, int], ...] = ((1280, 800),
               (800, 520))) -> int:
    """Draw every registered scene for a few frames, with a click and a key in between, in
    both languages and two window sizes. 0 if all went well; 1 and the traceback if not."""
    failures = 0
    for name, factory in registered_scenes().items():
        before = failures
        for lang in ("en", "de"):
            for size in sizes:
                try:
                    set_language(lang)
                    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
                    app.stack.clear()
                    _open(app, factory)
                    for i in range(frames):
                        if i == frames // 2:
                            app.stack.handle(Resize(size))
                            app.stack.handle(key_for(Command.RIGHT))
                        app.step(1 / 60)
                except Exception:
                    failures += 1
                    print(f"smoke test: scene {name!r} ({lang}, {size}) failed:", file=sys.stderr)
                    traceback.print_exc()
        print(f"smoke test: {name} {'ok' if failures == before else 'FAILED'}")
    for hook in list(app.quit_hooks):
        app.quit_hooks.remove(hook)
    app.stack.clear()
    pygame.quit()
    return 1 if failures else 0
