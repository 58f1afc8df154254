"""Frame times of the table at 1280x800 (headless): the deal animation and a drag across the
table. Prints the median and the 99th percentile of the work per frame (events, update,
draw; the display's ``flip`` is timed apart); both should stay under 8 ms.
Headless by default; ``SDL_VIDEODRIVER=x11`` measures in a real window.

    .venv/bin/python benchmarks/ui_frames.py [--frames N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from ginrummy_desktop.engine import Action, Match, Phase, RuleSet  # noqa: E402

BUDGET_MS = 8.0
DT = 1 / 60


def _app():  # type: ignore[no-untyped-def]
    import ginrummy_desktop.ui.scenes  # noqa: F401
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.settings import UiSettings

    app = App((1280, 800), settings=UiSettings(animation_speed="normal"))
    return app


_flip_ms: list[float] = []
_real_flip = pygame.display.flip


_flip_cpu_ms: list[float] = []


def _timed_flip() -> None:
    t0, c0 = time.perf_counter(), time.thread_time()
    _real_flip()
    _flip_cpu_ms.append((time.thread_time() - c0) * 1000)
    _flip_ms.append((time.perf_counter() - t0) * 1000)


pygame.display.flip = _timed_flip  # type: ignore[assignment]


def _timed_step(app, times: list[float]) -> None:  # type: ignore[no-untyped-def]
    """The work of one frame: events, update, draw - without handing the frame to the
    display (``flip``), which is the window system's cost and is reported apart. Measured
    as the main thread's CPU time, so other programs on a busy machine do not count; the
    wall-clock time is kept too."""
    _flip_ms.clear()
    _flip_cpu_ms.clear()
    t0, c0 = time.perf_counter(), time.thread_time()
    app.step(DT)
    c1, t1 = time.thread_time(), time.perf_counter()
    times.append((c1 - c0) * 1000 - sum(_flip_cpu_ms))
    wall.append((t1 - t0) * 1000 - sum(_flip_ms))
    flips.extend(_flip_ms)


flips: list[float] = []
wall: list[float] = []


def _p99(times: list[float]) -> float:
    times = sorted(times)
    return times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]


def _report(name: str, times: list[float]) -> bool:
    med = statistics.median(times)
    p99 = _p99(times)
    ok = med < BUDGET_MS and p99 < BUDGET_MS
    print(f"{name:<24} frames {len(times):4d}  CPU median {med:5.2f} ms  p99 {p99:5.2f} ms  "
          f"max {max(times):5.2f} ms  (wall median {statistics.median(wall):5.2f} ms, "
          f"p99 {_p99(wall):5.2f} ms)  {'ok' if ok else 'OVER BUDGET'}")
    wall.clear()
    return ok


def bench_deal(repeats: int) -> list[float]:
    from ginrummy_desktop.ui.scenes.deal import DealScene
    from ginrummy_desktop.ui.scenes.table import start_match

    app = _app()
    times: list[float] = []
    for k in range(repeats):
        table = start_match(app, seed=100 + k, rules="short")  # random dealer: no cut
        app.cards.warm(table.layout.card)
        app.cards.warm(table.layout.opp_card)
        while isinstance(app.stack.top, DealScene):
            _timed_step(app, times)
    app.stack.clear()
    return times


def bench_drag(frames: int) -> list[float]:
    from ginrummy_desktop.ai import make_opponent
    from ginrummy_desktop.ui.controller import MatchController
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    app = _app()
    m = Match(RuleSet.preset("classic"), 7)
    while not (m.round.turn == 0 and m.phase is Phase.DISCARD):
        m.apply(make_opponent("simple", 0).choose(m.view(m.round.turn)) if m.round.turn == 1
                else (Action.pass_() if m.phase is Phase.OFFER else Action.draw_stock()))
    app.stack.clear(MenuScene(app))
    table = TableScene(app, MatchController(m, make_opponent("simple", 0)))
    app.push(table)
    app.cards.warm(table.layout.card)
    app.cards.warm(table.layout.opp_card)
    app.step(DT)
    x, y = table.hand_positions()[0]
    start = (x + 10, y + 40)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(DT)
    times: list[float] = []
    for i in range(frames):  # across the table and back, over the piles and the knock area
        f = (i % 240) / 240
        px = int(60 + 1160 * (2 * f if f < 0.5 else 2 - 2 * f))
        py = int(start[1] - 350 * abs(((i % 120) / 60) - 1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(px, py), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        _timed_step(app, times)
    assert table.drag is not None, "the press did not become a drag"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.step(DT)
    app.stack.clear()
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--frames", type=int, default=600, help="frames of dragging")
    p.add_argument("--deals", type=int, default=5, help="deal animations")
    args = p.parse_args(argv)
    print(f"video driver: {os.environ.get('SDL_VIDEODRIVER')}; times are the work per frame "
          f"(events, update, draw) without flip, as CPU time of the main thread")
    ok = _report("deal animation", bench_deal(args.deals))
    ok = _report("drag across the table", bench_drag(args.frames)) and ok
    if flips:
        print(f"flip (the display's cost, apart): median {statistics.median(flips):.2f} ms")
    pygame.quit()
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
