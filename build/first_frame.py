"""Start-up time of the built app: launch to first drawn frame, median of a few runs.

    python build/first_frame.py [APP] [--runs N] [--limit SECONDS]

APP defaults to the one-folder build ``dist/GinRummy/GinRummy``. Each run starts
``APP --first-frame-exit`` (with SDL's dummy video driver unless ``SDL_VIDEODRIVER`` is set)
and measures the wall-clock time from launching the process until it prints
``first frame after ...`` (the line is written right after the first ``pygame.display.flip``).
Exits 1 if a run fails, or if ``--limit`` is given and the median is above it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_APP = ROOT / "dist" / "GinRummy" / ("GinRummy.exe" if os.name == "nt" else "GinRummy")


def one_run(app: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([str(app), "--first-frame-exit"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env)
    assert proc.stdout is not None
    seen = None
    lines = []
    for line in proc.stdout:
        lines.append(line)
        if seen is None and line.startswith("first frame after"):
            seen = time.perf_counter() - start
    code = proc.wait(timeout=60)
    if code != 0 or seen is None:
        raise RuntimeError(f"{app} --first-frame-exit: exit {code}\n{''.join(lines)}")
    return seen


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("app", nargs="?", type=Path, default=DEFAULT_APP)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--limit", type=float, help="fail if the median is above this (seconds)")
    args = p.parse_args(argv)
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:  # no settings or saves of the user
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = home
        try:
            times = [one_run(args.app, env) for _ in range(args.runs)]
        except RuntimeError as exc:
            print(exc, file=sys.stderr)
            return 1
    median = statistics.median(times)
    print("first frame: " + ", ".join(f"{t:.3f}" for t in times)
          + f" s; median {median:.3f} s ({args.app})")
    if args.limit is not None and median > args.limit:
        print(f"first frame: median {median:.3f} s is above {args.limit} s", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
