"""Start-up and listing with many saved matches (issue 11, "Saves list without replay").

    python benchmarks/saves_startup.py [--counts 0,100,500] [--runs 3] [--data DIR]
                                       [--repo PATH]

For each count N, a scratch data directory holds N matches played by ``--autoplay`` (made once
and kept in ``--data``, default ``/tmp/ginrummy-bench-saves``, so a second run, or a run of
another checkout with ``--repo``, measures the same files). Printed per N:

- ``first frame``: ``python -m ginrummy_desktop --first-frame-exit`` with that data directory
  (launch to the line printed after the first flip, wall clock, median of ``--runs``), and
  the CPU time the process had used by then (the steadier figure on a shared machine); the
  first run of each N is a warm-up that is not counted (a new version may add summaries to
  older saves, and the index of summaries, on first read); the counts take turns run by run;
- ``list``: ``MatchStore().list()`` in a fresh process (what the Saved matches screen does the
  first time), median of ``--runs``;
- ``parse``: reading and ``json.loads`` of the same files, the floor a list can reach.

Targets (issue 11): first frame with 500 <= 1.2x with none; list 500 <= 3x parse 500.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LIST_SNIPPET = """
import json, sys, time
from ginrummy_desktop.persistence import MatchStore
from pathlib import Path
t0 = time.perf_counter()
summaries, problems = MatchStore().list()
t1 = time.perf_counter()
root = MatchStore().root
files = sorted(p for p in root.glob('*.json') if not p.name.startswith('.'))
t2 = time.perf_counter()
for p in files:
    json.loads(p.read_bytes())
t3 = time.perf_counter()
print(f"{t1 - t0:.4f} {t3 - t2:.4f} {len(summaries)} {len(problems)}")
"""


def env_for(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["SDL_VIDEODRIVER"] = env.get("SDL_VIDEODRIVER", "dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_CACHE_HOME"] = str(home / "cache")
    env["GINRUMMY_LANG"] = "en"
    return env


def generate(home: Path, n: int, repo: Path) -> None:
    matches = home / "data" / "ginrummy-desktop" / "matches"
    home.mkdir(parents=True, exist_ok=True)
    have = len(list(matches.glob("*.json"))) if matches.is_dir() else 0
    if have >= n:
        return
    print(f"generating {n - have} matches in {home} ...", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, "-m", "ginrummy_desktop", "--autoplay", str(n - have),
                    "--seed", str(1000 + have)], cwd=repo, env=env_for(home), check=True,
                   stdout=subprocess.DEVNULL)


def first_frame(home: Path, repo: Path) -> tuple[float, float]:
    """Launch to the ``first frame after`` line (printed right after the first flip): (wall
    seconds, the process's CPU seconds, or nan from a version that does not print them); the
    shutdown that follows is not counted."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "ginrummy_desktop", "--first-frame-exit"],
                            cwd=repo, env=env_for(home), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    seen = None
    cpu = float("nan")
    lines = []
    for line in proc.stdout:
        lines.append(line)
        if seen is None and line.startswith("first frame after"):
            seen = time.perf_counter() - start
            found = re.search(r"CPU ([0-9.]+) s", line)
            if found:
                cpu = float(found.group(1))
    code = proc.wait(timeout=600)
    if code != 0 or seen is None:
        raise RuntimeError(f"start failed ({code}):\n{''.join(lines)}")
    return seen, cpu


def listing(home: Path, repo: Path) -> tuple[float, float, int]:
    proc = subprocess.run([sys.executable, "-c", LIST_SNIPPET], cwd=repo, env=env_for(home),
                          capture_output=True, text=True, timeout=600, check=True)
    lst, parse, n, _ = proc.stdout.split()
    return float(lst), float(parse), int(n)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--counts", default="0,100,500")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--data", type=Path, default=Path("/tmp/ginrummy-bench-saves"))
    p.add_argument("--repo", type=Path, default=ROOT, help="checkout to measure")
    args = p.parse_args(argv)
    counts = [int(c) for c in args.counts.split(",")]
    results: dict[int, tuple[float, float, float, float, int]] = {}
    homes: dict[int, Path] = {}
    for n in counts:
        source = args.data / f"n{n}"
        generate(source, n, args.repo)
        home = args.data / f"run-n{n}"  # a copy, so the measured version may rewrite it
        shutil.rmtree(home, ignore_errors=True)
        shutil.copytree(source, home, symlinks=True)
        first_frame(home, args.repo)  # warm-up (caches, summaries of older saves)
        homes[n] = home
    # the counts take turns, so a change of the machine's load falls on all of them alike
    frames: dict[int, list[tuple[float, float]]] = {n: [] for n in counts}
    lists: dict[int, list[tuple[float, float, int]]] = {n: [] for n in counts}
    for _ in range(args.runs):
        for n in counts:
            frames[n].append(first_frame(homes[n], args.repo))
    for _ in range(args.runs):
        for n in counts:
            lists[n].append(listing(homes[n], args.repo))
    for n in counts:
        results[n] = (statistics.median(f[0] for f in frames[n]),
                      statistics.median(f[1] for f in frames[n]),
                      statistics.median(x[0] for x in lists[n]),
                      statistics.median(x[1] for x in lists[n]), lists[n][0][2])
    base, base_cpu = results[counts[0]][0], results[counts[0]][1]
    print(f"{'saved':>6} {'first frame s':>14} {'x none':>7} {'CPU s':>7} {'x none':>7} "
          f"{'list s':>8} {'parse s':>8} {'list/parse':>10}")
    for frame, cpu, lst, parse, listed in results.values():
        ratio = lst / parse if parse > 0 else float("nan")
        print(f"{listed:>6} {frame:>14.3f} {frame / base:>7.2f} {cpu:>7.3f} "
              f"{cpu / base_cpu:>7.2f} {lst:>8.4f} {parse:>8.4f} {ratio:>10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
