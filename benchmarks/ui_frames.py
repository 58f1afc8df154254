"""Frame times of the game as a player sees them: a cold run (nothing rendered or imported
ahead, the flip counted), the frame rate the window holds, the CPU used at an idle table, and
frame times while the computer thinks.

Parts (all by default; ``--only`` picks some):

``cold``   A fresh app with empty caches (a scratch user cache directory) deals a round, drags
           a card across the table and plays the round to its end and the summary. Every frame
           is timed whole (events, update, draw and ``flip``). Counted apart: card images
           rendered in a frame (SVG or PNG loaded on the main thread), felts and card shadows
           first made in a frame, and modules first imported in a frame (Babel and the like).
           Target: no frame over 16.7 ms from any of them.
``fps``    The app's loop paced at 60 frames a second as ``run_loop`` paces it, during deals and
           during a drag: frames shown per second, flips counted. Target >= 55.
``idle``   The real ``App.run_loop`` at the table, the human to move, no input: the CPU time of
           the process and its children per second of wall time (% of one core).
           Target <= 1 % with XShm, <= 3 % under software OpenGL.
``think``  Dragging at 60 frames a second while the computer of ``--level`` thinks, through the
           executor the table uses: the frame times' p99. Target <= 16.7 ms.

Headless by default (SDL's dummy driver: no window system, the flip costs nothing). In a real
window on a virtual screen: ``--xvfb`` starts ``Xvfb`` itself (it must be installed) on a free
display and uses SDL's x11 driver. ``--framebuffer 0|1`` sets ``SDL_FRAMEBUFFER_ACCELERATION``
(1: SDL's OpenGL window framebuffer, i.e. software OpenGL under Xvfb; 0: XShm); without it
the app decides.

    .venv/bin/python benchmarks/ui_frames.py                       # headless, all parts
    .venv/bin/python benchmarks/ui_frames.py --xvfb --size 1920x1080
    .venv/bin/python benchmarks/ui_frames.py --xvfb --framebuffer 1 --only fps,idle
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FRAME_MS = 1000 / 60
DT = 1 / 60
PARTS = ("cold", "fps", "idle", "think")


# --- environment (before pygame is imported) --------------------------------------------------
def start_xvfb(size: tuple[int, int]) -> subprocess.Popen[bytes]:
    """Start Xvfb on a free display big enough for ``size``; sets DISPLAY."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("--xvfb: Xvfb is not installed (apt-get install xvfb)")
    disp = 70
    while os.path.exists(f"/tmp/.X{disp}-lock") or os.path.exists(f"/tmp/.X11-unix/X{disp}"):
        disp += 1
    w, h = max(size[0], 1280) + 64, max(size[1], 800) + 64
    proc = subprocess.Popen(["Xvfb", f":{disp}", "-screen", "0", f"{w}x{h}x24", "-nolisten",
                             "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if os.path.exists(f"/tmp/.X11-unix/X{disp}"):
            break
        time.sleep(0.05)
    XSERVER_PID.append(proc.pid)
    os.environ["DISPLAY"] = f":{disp}"
    os.environ["SDL_VIDEODRIVER"] = "x11"
    return proc


# --- measuring --------------------------------------------------------------------------------
class Meter:
    """Times whole frames (wall and main-thread CPU) and sees what happens inside them:
    card images loaded on the main thread and modules imported by it."""

    def __init__(self) -> None:
        import pygame

        self.pygame = pygame
        self.in_frame = False
        self.main = threading.get_ident()
        self.renders: list[float] = []  # ms of each image load inside a frame
        self.imports: list[str] = []  # modules first imported inside a frame
        self.frame_imports: list[tuple[float, list[str]]] = []
        self.firsts: list[str] = []  # felts and card shadows first made inside a frame
        self._patch_images()
        self._patch_firsts()
        sys.addaudithook(self._audit)

    def _patch_images(self) -> None:
        image = self.pygame.image
        meter = self
        for name in ("load_sized_svg", "load"):
            real = getattr(image, name)

            def timed(*a: Any, _real: Any = real, **k: Any) -> Any:
                if not (meter.in_frame and threading.get_ident() == meter.main):
                    return _real(*a, **k)
                t0 = time.perf_counter()
                try:
                    return _real(*a, **k)
                finally:
                    meter.renders.append((time.perf_counter() - t0) * 1000)

            setattr(image, name, timed)

    def _patch_firsts(self) -> None:
        """Count the table's other first renders: a felt for a window size, a card shadow."""
        from ginrummy_desktop.ui import felt, sprites

        meter = self
        for module, name, kind in ((felt, "_vignette", "felt"),
                                   (sprites, "_make_shadow", "shadow")):
            real = getattr(module, name, None)
            if real is None:
                continue

            def counted(*a: Any, _real: Any = real, _kind: str = kind, **k: Any) -> Any:
                if meter.in_frame and threading.get_ident() == meter.main:
                    meter.firsts.append(_kind)
                return _real(*a, **k)

            setattr(module, name, counted)

    def _audit(self, event: str, args: tuple[Any, ...]) -> None:
        if event == "import" and self.in_frame and threading.get_ident() == self.main:
            mod = str(args[0])
            if mod not in sys.modules:
                self.imports.append(mod)

    def frame(self, app: Any, dt: float = DT) -> tuple[float, float, int, list[str], list[str]]:
        """One ``app.step(dt)``: (wall ms, CPU ms of this thread, images loaded, imports,
        felts and shadows made)."""
        n_r, n_i, n_f = len(self.renders), len(self.imports), len(self.firsts)
        self.in_frame = True
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            app.step(dt)
        finally:
            self.in_frame = False
        wall = (time.perf_counter() - t0) * 1000
        cpu = (time.thread_time() - c0) * 1000
        return wall, cpu, len(self.renders) - n_r, self.imports[n_i:], self.firsts[n_f:]


def p99(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.99 * (len(s) - 1))))] if s else 0.0


XSERVER_PID: list[int] = []  # the Xvfb this script started, counted apart


def tree_cpu_seconds(xserver: bool = False) -> float:
    """CPU seconds (user + system) of this process and its child processes (Linux /proc);
    with ``xserver`` those of the Xvfb started by ``--xvfb`` instead."""
    tick = os.sysconf("SC_CLK_TCK")
    me = os.getpid()
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid, ppid = int(entry), int(fields[1])
        if xserver != (pid in XSERVER_PID):
            continue
        if pid == me or ppid == me:
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def _start_match() -> Any:
    """``start_match(app, seed, rules)`` wherever this version of the UI keeps it."""
    try:
        from ginrummy_desktop.ui.table.start import start_match
    except ImportError:  # before the UI's table package
        from ginrummy_desktop.ui.scenes.table import start_match  # type: ignore[no-redef]
    return start_match


# --- the app ------------------------------------------------------------------------------------
def make_app(size: tuple[int, int], level: str = "medium") -> Any:
    import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.settings import UiSettings

    settings = UiSettings(animation_speed="normal")
    settings.opponent = level  # type: ignore[attr-defined]
    app = App(size, settings=settings)
    prepare = getattr(app, "prepare_workers", None)  # the real program's workers, if any
    if prepare is not None:
        prepare()
    return app


def human_move(table: Any) -> bool:
    """Play the human's turn with the simple level's choice through the table (as a click
    would); True if something was played."""
    from ginrummy_desktop.ai import make_opponent
    from ginrummy_desktop.engine import Phase

    view = table.view
    if table.frozen or table.dealing or table.flights or not view.my_turn or \
            view.phase is Phase.LAYOFF:
        return False
    table.play(make_opponent("simple", 1).choose(view))
    return True


def drag_frames(meter: Any, app: Any, table: Any, frames: int, results: list[Any],
                pace: Any = None) -> None:
    """Press a hand card and drag it across the table and back for ``frames`` frames."""
    pygame = meter.pygame
    x, y = table.hand_positions()[0]
    start = (x + 10, y + 40)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    meter.frame(app)
    w, h = app.size
    for i in range(frames):
        f = (i % 240) / 240
        px = int(w * 0.05 + w * 0.9 * (2 * f if f < 0.5 else 2 - 2 * f))
        py = int(start[1] - h * 0.45 * abs(((i % 120) / 60) - 1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(px, py), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        results.append(meter.frame(app))
        if pace is not None:
            pace()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    meter.frame(app)


def wait_images(app: Any, timeout: float = 20.0) -> None:
    """Let a background pre-render finish (if the app has one) by stepping idle frames."""
    ready = getattr(app.cards, "ready", None)
    end = time.monotonic() + timeout
    while ready is not None and not ready() and time.monotonic() < end:
        app.step(DT)
        time.sleep(0.01)


# --- parts --------------------------------------------------------------------------------------
def bench_cold(meter: Meter, size: tuple[int, int]) -> dict[str, Any]:
    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.ui.scenes.deal import DealScene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
    from ginrummy_desktop.ui.scenes.table import TableScene
    start_match = _start_match()

    app = make_app(size, "simple")
    out: dict[str, list[Any]] = {}
    out["menu"] = []
    for _ in range(3):  # the menu's first frames (the real program starts there)
        out["menu"].append(meter.frame(app))
    table = start_match(app, seed=11, rules="classic")
    out.update({"deal": [], "drag": [], "play to the round's end": []})
    while isinstance(app.stack.top, DealScene):
        out["deal"].append(meter.frame(app))
    while not (table.view.my_turn and table.view.phase in (Phase.DRAW, Phase.OFFER)):
        out["deal"].append(meter.frame(app))
        if len(out["deal"]) > 5000:
            raise SystemExit("the computer did not move")
    if table.view.phase is Phase.OFFER:
        from ginrummy_desktop.engine import Action

        table.play(Action.pass_())
        while not (table.view.my_turn and table.view.phase is Phase.DRAW):
            out["deal"].append(meter.frame(app))
    drag_frames(meter, app, table, 240, out["drag"])
    shown = 0
    rows = out["play to the round's end"]
    for i in range(20000):
        top = app.stack.top
        if isinstance(top, TableScene):
            human_move(table)
        elif not isinstance(top, (ScoreboardScene, DealScene)) and i % 30 == 0:
            pygame = meter.pygame
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
        rows.append(meter.frame(app))
        if isinstance(app.stack.top, ScoreboardScene):
            shown += 1
            if shown > 60:
                break
        time.sleep(0.0005)  # the opponent thinks on its worker
    else:
        raise SystemExit("the round did not end")
    app.stack.clear()
    res: dict[str, Any] = {}
    for name, rows_ in out.items():
        wall = [r[0] for r in rows_]
        res[name] = {
            "frames": len(rows_), "median": statistics.median(wall), "p99": p99(wall),
            "max": max(wall), "over": sum(1 for w in wall if w > FRAME_MS),
            "cpu_median": statistics.median(r[1] for r in rows_),
            "cpu_p99": p99([r[1] for r in rows_]),
            "render_frames": [(r[0], r[2]) for r in rows_ if r[2]],
            "import_frames": [(r[0], r[3]) for r in rows_ if r[3]],
            "first_frames": [(r[0], r[4]) for r in rows_ if r[4]],
            "first_render_over": sum(1 for r in rows_ if r[0] > FRAME_MS and (r[2] or r[4])),
        }
    return res


def bench_fps(meter: Meter, size: tuple[int, int], deals: int, frames: int) -> dict[str, float]:
    import pygame

    from ginrummy_desktop.ui.scenes.deal import DealScene
    from ginrummy_desktop.ui.scenes.table import TableScene
    start_match = _start_match()

    app = make_app(size, "simple")
    clock = pygame.time.Clock()

    def pace() -> None:
        clock.tick(60)

    start_match(app, seed=5, rules="classic")
    wait_images(app)
    app.stack.clear()
    n, t0 = 0, time.perf_counter()
    rows: list[Any] = []
    for k in range(deals):
        start_match(app, seed=100 + k, rules="short")
        while isinstance(app.stack.top, DealScene):
            rows.append(meter.frame(app))
            pace()
            n += 1
    deal_fps = n / (time.perf_counter() - t0)
    deal_wall = [r[0] for r in rows]
    table = app.stack.find(TableScene)
    rows = []
    t0 = time.perf_counter()
    drag_frames(meter, app, table, frames, rows, pace)
    drag_fps = len(rows) / (time.perf_counter() - t0)
    drag_wall = [r[0] for r in rows]
    app.stack.clear()
    return {"deal_fps": deal_fps, "drag_fps": drag_fps,
            "deal_frame_median": statistics.median(deal_wall), "deal_frame_p99": p99(deal_wall),
            "drag_frame_median": statistics.median(drag_wall), "drag_frame_p99": p99(drag_wall)}


def bench_idle(size: tuple[int, int], seconds: float) -> dict[str, float]:
    import pygame

    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.ui.scenes.deal import DealScene
    start_match = _start_match()

    app = make_app(size, "simple")
    table = start_match(app, seed=11, rules="classic")
    while isinstance(app.stack.top, DealScene) or not table.view.my_turn or table.flights:
        app.step(DT)
        time.sleep(0.002)
    assert table.view.phase in (Phase.DRAW, Phase.OFFER, Phase.DISCARD)
    wait_images(app)
    flips = [0]
    real_flip = pygame.display.flip

    def counted_flip(*a: Any) -> None:
        flips[0] += 1
        real_flip(*a)

    pygame.display.flip = counted_flip
    result: dict[str, float] = {}

    def measure() -> None:
        time.sleep(1.0)  # settle
        c0, x0, t0, f0 = tree_cpu_seconds(), tree_cpu_seconds(True), time.perf_counter(), \
            flips[0]
        time.sleep(seconds)
        c1, x1, t1, f1 = tree_cpu_seconds(), tree_cpu_seconds(True), time.perf_counter(), \
            flips[0]
        result.update(cpu_percent=100 * (c1 - c0) / (t1 - t0), flips_per_s=(f1 - f0) / (t1 - t0),
                      xserver_percent=100 * (x1 - x0) / (t1 - t0))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    th = threading.Thread(target=measure, daemon=True)
    th.start()
    app.run_loop()
    th.join()
    pygame.display.flip = real_flip
    app.stack.clear()
    return result


def bench_think(meter: Meter, size: tuple[int, int], level: str, frames: int,
                on_thread: bool = False) -> dict[str, Any]:
    import pygame

    from ginrummy_desktop.ai import make_opponent
    from ginrummy_desktop.engine import Action, Match, Phase, RuleSet
    from ginrummy_desktop.ui.scenes.table import TableScene
    start_match = _start_match()

    app = make_app(size, level)
    table = start_match(app, seed=21, rules="classic")
    app.stack.pop() if app.stack.top is not table else None
    try:  # (newer tables: popping the deal scene set the table playing)
        table.dealing = False
    except AttributeError:
        pass
    wait_images(app)
    # positions for the computer to think about: a match played by the simple level
    m = Match(RuleSet.preset("classic"), 3)
    views = []
    bot = make_opponent("simple", 2)
    while len(views) < 40 and not m.is_over:
        if m.phase is Phase.LAYOFF or m.turn is None:
            break
        views.append(m.view(m.turn))
        m.apply(bot.choose(m.view(m.turn)))
    assert isinstance(app.stack.top, TableScene)
    executor = table.ctrl._executor  # what the table's controller thinks with
    if on_thread:  # for comparison in the same run: a thread, as the controller had
        import concurrent.futures as cf

        executor = cf.ThreadPoolExecutor(max_workers=1)
    opp = make_opponent(level, 21)
    thinking = threading.Event()
    stop = threading.Event()
    decisions: list[float] = []

    def feed() -> None:
        i = 0
        while not stop.is_set():
            thinking.set()
            t0 = time.perf_counter()
            executor.submit(opp.choose, views[i % len(views)]).result()
            decisions.append(time.perf_counter() - t0)
            i += 1

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    thinking.wait()
    clock = pygame.time.Clock()
    rows: list[Any] = []
    del Action
    drag_frames(meter, app, table, frames, rows, lambda: clock.tick(60))
    stop.set()
    feeder.join(timeout=30)
    app.stack.clear()
    wall = [r[0] for r in rows]
    return {"frames": len(rows), "median": statistics.median(wall), "p99": p99(wall),
            "max": max(wall), "over": sum(1 for w in wall if w > FRAME_MS),
            "decision_median_ms": 1000 * statistics.median(decisions) if decisions else 0.0,
            "decisions": len(decisions)}


# --- main ---------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", default="1280x800", help="window size WxH")
    p.add_argument("--only", default=",".join(PARTS), help="comma-separated parts")
    p.add_argument("--xvfb", action="store_true", help="start Xvfb and use a real X11 window")
    p.add_argument("--framebuffer", choices=["0", "1"],
                   help="SDL_FRAMEBUFFER_ACCELERATION (default: the app decides)")
    p.add_argument("--frames", type=int, default=360, help="frames of dragging (fps, think)")
    p.add_argument("--deals", type=int, default=3, help="deals (fps)")
    p.add_argument("--idle-seconds", type=float, default=8.0)
    p.add_argument("--level", default="strong", help="the thinking level (think)")
    args = p.parse_args(argv)
    size = tuple(int(x) for x in args.size.lower().split("x"))
    assert len(size) == 2
    parts = [x for x in args.only.split(",") if x]
    xvfb = start_xvfb(size) if args.xvfb else None
    if args.framebuffer is not None:
        os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = args.framebuffer
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    cache = tempfile.mkdtemp(prefix="ginrummy-bench-cache-")
    os.environ["XDG_CACHE_HOME"] = cache  # a cold user cache: nothing rendered ahead on disk
    try:
        meter = Meter()
        print(f"video driver {os.environ['SDL_VIDEODRIVER']}, size {size[0]}x{size[1]}, "
              f"SDL_FRAMEBUFFER_ACCELERATION={os.environ.get('SDL_FRAMEBUFFER_ACCELERATION')}"
              f" (unset: the app decides); frame times are wall ms with the flip")
        if "cold" in parts:
            for name, r in bench_cold(meter, size).items():  # type: ignore[arg-type]
                print(f"cold {name:<24} frames {r['frames']:5d}  median {r['median']:5.2f}  "
                      f"p99 {r['p99']:6.2f}  max {r['max']:6.2f} ms  over 16.7 ms: "
                      f"{r['over']:3d}  (CPU median {r['cpu_median']:.2f}, "
                      f"p99 {r['cpu_p99']:.2f} ms)")
                if r["render_frames"]:
                    ms = [w for w, _ in r["render_frames"]]
                    n = sum(k for _, k in r["render_frames"])
                    print(f"     {n} card images rendered on the frame loop in "
                          f"{len(ms)} frames (max frame {max(ms):.1f} ms, "
                          f"{sum(1 for w in ms if w > FRAME_MS)} over 16.7 ms)")
                else:
                    print("     no card image rendered on the frame loop")
                for wall, made in r["first_frames"]:
                    print(f"     made in a frame of {wall:.1f} ms: "
                          f"{', '.join(f'{made.count(k)} {k}' for k in sorted(set(made)))}")
                print(f"     frames over 16.7 ms with a first render (image, felt, shadow): "
                      f"{r['first_render_over']}")
                for wall, mods in r["import_frames"]:
                    shown = ", ".join(sorted({x.split(".")[0] for x in mods}))
                    print(f"     first imports in a frame of {wall:.1f} ms: {shown} "
                          f"({len(mods)} modules)")
        if "fps" in parts:
            r = bench_fps(meter, size, args.deals, args.frames)  # type: ignore[arg-type]
            print(f"fps  deal {r['deal_fps']:5.1f}/s (frame median {r['deal_frame_median']:.2f}"
                  f", p99 {r['deal_frame_p99']:.2f} ms)   drag {r['drag_fps']:5.1f}/s (frame "
                  f"median {r['drag_frame_median']:.2f}, p99 {r['drag_frame_p99']:.2f} ms)")
        if "idle" in parts:
            r = bench_idle(size, args.idle_seconds)  # type: ignore[arg-type]
            xs = f" (+ the X server {r['xserver_percent']:.2f} %)" if XSERVER_PID else ""
            print(f"idle at the table: {r['cpu_percent']:.2f} % of a core{xs}, "
                  f"{r['flips_per_s']:.1f} flips/s over {args.idle_seconds:.0f} s")
        if "think" in parts:
            for where, on_thread in (("the app's executor", False), ("a thread", True)):
                r = bench_think(meter, size, args.level, args.frames,  # type: ignore[arg-type]
                                on_thread)
                print(f"think ({args.level}) on {where:<18} frames {r['frames']}  median "
                      f"{r['median']:.2f}  p99 {r['p99']:.2f}  max {r['max']:.2f} ms  over "
                      f"16.7 ms: {r['over']}  ({r['decisions']} decisions, median "
                      f"{r['decision_median_ms']:.0f} ms)")
    finally:
        import pygame

        pygame.quit()
        shutil.rmtree(cache, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
