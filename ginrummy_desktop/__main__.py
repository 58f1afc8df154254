"""Entry point: ``python -m ginrummy_desktop``, and the frozen app's ``GinRummy``.

Three flags are handled here, before the UI is imported (everything else goes to
``ginrummy_desktop.ui.cli.run``):

``--version``
    Print ``Gin Rommé (ginrummy-desktop) <version>`` and exit 0 (the version of
    ``pyproject.toml``, kept in ``ginrummy_desktop.__version__``; the About screen shows it).

``--check-bundle``
    Check that the data is found (cards, fonts, icon, sounds, the German catalog, the licence
    files), that German and English formatting work and that a child process starts (the
    frozen app needs ``freeze_support()`` for that); print what was found and exit 0, or 1
    naming what is missing.
    Used by ``build/smoke.sh`` on the frozen app (it needs no display).
``--first-frame-exit``
    Start normally but quit after the first frame has been drawn, printing
    ``first frame after <s> s (CPU <s> s)`` (the process's CPU time: on a busy machine the
    steadier figure). Sets ``GINRUMMY_FIRST_FRAME_EXIT=1`` for the UI and, so that it
    works whether or not the UI honours that variable, wraps ``pygame.display.flip``: after the
    first flip it posts a ``QUIT`` event, which the app's own loop handles as a closed window.
    Used by ``build/first_frame.py`` to measure start-up.
"""

from __future__ import annotations

import os
import sys
import time
from datetime import UTC

FIRST_FRAME_ENV = "GINRUMMY_FIRST_FRAME_EXIT"

_T0 = time.perf_counter()


def check_bundle() -> int:
    """``--check-bundle``: data found and locales usable? 0 if so, 1 (and why) if not."""
    from datetime import datetime

    from ginrummy_desktop.assets import (
        asset_path,
        card_svg_path,
        data_root,
        font_path,
        icon_path,
        licence_path,
    )
    from ginrummy_desktop.i18n.localizer import DOMAIN, Localizer, locale_dir

    problems: list[str] = []
    print(f"frozen: {bool(getattr(sys, 'frozen', False))}  data: {data_root()}")
    print(version_text())
    for path in (card_svg_path("TD"), card_svg_path("AS", "4color"), font_path(),
                 font_path(bold=True), icon_path(64), asset_path("sounds", "place.wav"),
                 licence_path("LICENSE"), licence_path("THIRD_PARTY_NOTICES.md")):
        if not path.is_file():
            problems.append(f"missing {path}")
    catalog = locale_dir() / "de" / "LC_MESSAGES"
    if not any((catalog / f"{DOMAIN}{ext}").is_file() for ext in (".mo", ".po")):
        problems.append(f"no German catalog in {catalog}")
    when = datetime(2026, 3, 1, 18, 5, tzinfo=UTC)
    expected = {
        "de": ("Klopfen", "01.03.26, 18:05", "1.234,5", "3 Punkte"),
        "en": ("Knock", "01/03/2026, 18:05", "1,234.5", "3 points"),
    }
    for lang, want in expected.items():
        try:
            loc = Localizer(lang)
            got = (loc.gettext("Knock"), loc.format_datetime(when, "short", UTC),
                   loc.format_number(1234.5), loc.format_points(3))
        except Exception as exc:  # a missing Babel locale file shows up here
            problems.append(f"{lang}: {type(exc).__name__}: {exc}")
            continue
        print(f"{lang}: {' | '.join(got)}")
        if got != want:
            problems.append(f"{lang}: expected {want}, got {got}")
    problem = _child_process_problem()
    if problem:
        problems.append(problem)
    for problem in problems:
        print(f"check-bundle: {problem}", file=sys.stderr)
    print("check-bundle: ok" if not problems else f"check-bundle: {len(problems)} problem(s)")
    return 1 if problems else 0


def _child_process_problem() -> str | None:
    """Start one child process the way the game does (spawn) and let it answer; None if it
    did. In a frozen app this fails unless the entry point calls ``freeze_support()``."""
    import concurrent.futures as cf
    import multiprocessing

    try:
        with cf.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
            pid = pool.submit(os.getpid).result(timeout=120)
    except Exception as exc:
        return f"a child process did not start: {type(exc).__name__}: {exc}"
    if pid == os.getpid():
        return "the child process is this process"
    print("child process: ok")
    return None


def version_text() -> str:
    """What ``--version`` prints: the app's name, the distribution's name and the version."""
    from ginrummy_desktop import APP_NAME, DISTRIBUTION, __version__

    return f"{APP_NAME} ({DISTRIBUTION}) {__version__}"


def _exit_after_first_frame() -> None:
    """``--first-frame-exit``: report the first ``flip`` and close the window after it."""
    os.environ[FIRST_FRAME_ENV] = "1"
    import pygame

    flip = pygame.display.flip
    done = False

    def flip_once(*args: object) -> None:
        nonlocal done
        flip(*args)
        if not done:
            done = True
            print(f"first frame after {time.perf_counter() - _T0:.3f} s "
                  f"(CPU {time.process_time():.3f} s)", flush=True)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    pygame.display.flip = flip_once


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the frozen app's child processes (card images, the
        import multiprocessing  # computer's thinking) start through this entry point

        multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    if "--version" in args:
        print(version_text())
        return 0
    if "--check-bundle" in args:
        return check_bundle()
    if "--first-frame-exit" in args:
        args.remove("--first-frame-exit")
        _exit_after_first_frame()
    # pygame's greeting ("pygame-ce 2.5.8 (SDL ...)") is no part of the game's output: it
    # stood over --help's usage line (the computer's worker processes hide it already).
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ginrummy_desktop.ui.cli import run

    return run(args)


if __name__ == "__main__":
    import multiprocessing

    # In the frozen app a child process (card images, the computer's thinking) is this
    # executable started again with multiprocessing's arguments: run the child, not the game.
    multiprocessing.freeze_support()
    raise SystemExit(main())
