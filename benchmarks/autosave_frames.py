"""Frames that contain an autosave against frames that do not (issue 11, "Autosave off the
frame loop").

    python benchmarks/autosave_frames.py [--frames 400] [--size 1280x800] [--repo PATH]

A real table (SDL dummy video driver unless ``SDL_VIDEODRIVER`` is set) with a real store in
a scratch data directory, fsync included. Every other frame the match is autosaved the way the
table does it after an action (``ctrl.autosave()``) inside the timed frame; the others are
plain frames. Printed: median, p99 and max of both kinds, and the p99 ratio (target <= 1.5).
``--repo`` measures another checkout (e.g. the commit before the change) with this script.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=400)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
    args = p.parse_args(argv)
    sys.path.insert(0, str(args.repo.resolve()))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    home = tempfile.mkdtemp(prefix="ginrummy-bench-autosave-")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = home
    import ginrummy_desktop
    import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)
    from ginrummy_desktop.persistence import MatchStore, Settings
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scenes.table import TableScene

    try:
        from ginrummy_desktop.ui.table.start import start_match
    except ImportError:  # a checkout from before the table package
        from ginrummy_desktop.ui.scenes.table import start_match  # type: ignore[attr-defined,no-redef]

    print(f"measuring {Path(ginrummy_desktop.__file__).parent}", file=sys.stderr)
    w, h = (int(x) for x in args.size.split("x"))
    app = App((w, h), settings=Settings(language="en", animation_speed="off"),
              store=MatchStore())
    start_match(app, seed=7, rules="classic")
    for _ in range(60):  # deal, first images
        app.step(1 / 60)
    table = app.stack.find(TableScene)
    assert table is not None
    with_save: list[float] = []
    without: list[float] = []
    for i in range(args.frames):
        saving = i % 2 == 1
        start = time.perf_counter()
        if saving:
            table.ctrl.autosave()
        app.step(1 / 60)
        took = (time.perf_counter() - start) * 1000
        (with_save if saving else without).append(took)
    flush = getattr(table.ctrl, "flush_saves", None)
    if flush is not None:
        flush()
    app.stack.clear()
    close = getattr(app, "close_workers", None)
    if close is not None:
        close()
    for name, values in (("without autosave", without), ("with autosave", with_save)):
        print(f"{name:>17}: median {statistics.median(values):6.2f} ms  "
              f"p99 {pct(values, 0.99):6.2f} ms  max {max(values):6.2f} ms  "
              f"over 16.7 ms: {sum(v > 16.7 for v in values)}/{len(values)}")
    print(f"p99 ratio (with / without): {pct(with_save, 0.99) / pct(without, 0.99):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
