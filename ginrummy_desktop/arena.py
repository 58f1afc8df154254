"""The arena: complete seeded matches between two computer levels, with statistics.

    python -m ginrummy_desktop.arena --a strong --b simple --matches 400 --rules classic --seed 11

Matches come in pairs on the same deal seed, once with A in seat 0 and once in seat 1, so
both sides see the same cards from both seats and both dealer orders (this removes seat and
dealer bias and much of the luck). Matches run in parallel processes (``--jobs``); a progress
bar goes to the terminal's stderr. ``--json`` prints one JSON object instead of the table.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.engine import PRESET_NAMES, Match, RuleSet


@dataclass
class MatchStats:
    """One match seen from side A."""

    a_won: bool
    a_seat: int
    rounds: int = 0  # scored rounds
    voids: int = 0
    points_a: int = 0  # round points won by A
    points_b: int = 0
    total_a: int = 0  # final totals with bonuses
    total_b: int = 0
    counts: dict[str, list[int]] = field(default_factory=dict)  # outcome -> [by A, by B]
    times_a: list[float] = field(default_factory=list)  # decision seconds
    times_b: list[float] = field(default_factory=list)


def play_match(
    level_a: str, level_b: str, rules: RuleSet, seed: int | str, a_seat: int,
    bot_seed: int | str | None = None,
) -> MatchStats:
    """Play one complete match; A sits in ``a_seat``."""
    bots = {a_seat: make_opponent(level_a, seed=f"{bot_seed}/a"),
            1 - a_seat: make_opponent(level_b, seed=f"{bot_seed}/b")}
    times: dict[int, list[float]] = {0: [], 1: []}
    m = Match(rules, seed)
    clock = time.perf_counter
    while not m.is_over:
        seat = m.round.turn
        view = m.view(seat)
        t0 = clock()
        action = bots[seat].choose(view)
        times[seat].append(clock() - t0)
        m.apply(action)
    st = tally(m, a_seat)
    st.times_a, st.times_b = times[a_seat], times[1 - a_seat]
    return st


def tally(m: Match, a_seat: int) -> MatchStats:
    """The statistics of a finished match ``m`` from side A (in ``a_seat``), without
    decision times."""
    counts = {k: [0, 0] for k in ("gin", "big_gin", "knock", "undercut", "void")}
    st = MatchStats(a_won=m.winner == a_seat, a_seat=a_seat, counts=counts)
    for r in m.results:
        if r.outcome == "void":
            st.voids += 1
            counts["void"][0] += 1
            continue
        st.rounds += 1
        side = 0 if r.winner == a_seat else 1
        if r.winner == a_seat:
            st.points_a += r.points
        else:
            st.points_b += r.points
        if r.undercut:
            counts["undercut"][side] += 1  # the defender undercut the knocker
        else:
            counts[r.outcome][side] += 1
    fin = m.final
    st.total_a, st.total_b = fin.totals[a_seat], fin.totals[1 - a_seat]
    return st


def _job(args: tuple[str, str, str, int | str, int, int | str | None]) -> MatchStats:
    level_a, level_b, rules_name, seed, a_seat, bot_seed = args
    return play_match(level_a, level_b, RuleSet.preset(rules_name), seed, a_seat, bot_seed)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    k = min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))
    return s[k]


def summarize(stats: list[MatchStats], level_a: str, level_b: str, rules: str) -> dict[str, Any]:
    n = len(stats)
    wins_a = sum(s.a_won for s in stats)
    rounds = sum(s.rounds for s in stats)
    pa = sum(s.points_a for s in stats)
    pb = sum(s.points_b for s in stats)
    counts: dict[str, dict[str, int]] = {}
    for key in ("gin", "big_gin", "knock", "undercut"):
        counts[key] = {
            "a": sum(s.counts[key][0] for s in stats),
            "b": sum(s.counts[key][1] for s in stats),
        }
    ta = [t for s in stats for t in s.times_a]
    tb = [t for s in stats for t in s.times_b]
    lo, hi = wilson(wins_a, n)
    return {
        "a": level_a,
        "b": level_b,
        "rules": rules,
        "matches": n,
        "wins_a": wins_a,
        "wins_b": n - wins_a,
        "win_rate_a": wins_a / n if n else 0.0,
        "ci95": [lo, hi],
        "rounds": rounds,
        "void_rounds": sum(s.voids for s in stats),
        "mean_points_per_round_a": pa / rounds if rounds else 0.0,
        "mean_points_per_round_b": pb / rounds if rounds else 0.0,
        "mean_net_points_per_round_a": (pa - pb) / rounds if rounds else 0.0,
        "mean_points_per_match_a": sum(s.total_a for s in stats) / n if n else 0.0,
        "mean_points_per_match_b": sum(s.total_b for s in stats) / n if n else 0.0,
        "mean_margin_per_match_a": sum(s.total_a - s.total_b for s in stats) / n if n else 0.0,
        "wins_as_seat0_a": sum(s.a_won for s in stats if s.a_seat == 0),
        "wins_as_seat1_a": sum(s.a_won for s in stats if s.a_seat == 1),
        "outcomes": counts,
        "decisions": {"a": len(ta), "b": len(tb)},
        "median_decision_ms": {"a": 1000 * percentile(ta, 50), "b": 1000 * percentile(tb, 50)},
        "p99_decision_ms": {"a": 1000 * percentile(ta, 99), "b": 1000 * percentile(tb, 99)},
        "max_decision_ms": {"a": 1000 * max(ta, default=0.0), "b": 1000 * max(tb, default=0.0)},
    }


def run(
    level_a: str, level_b: str, matches: int, rules: str = "classic", seed: int | str = 0,
    jobs: int = 1, progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches (pairs on one deal seed, seats swapped) and summarize them."""
    tasks = [
        (level_a, level_b, rules, f"{seed}/{i // 2}", i % 2, f"{seed}/{i}")
        for i in range(matches)
    ]
    stats: list[MatchStats] = []
    results: Iterable[MatchStats]
    t0 = time.perf_counter()
    if jobs <= 1:
        results = map(_job, tasks)
        for st in results:
            stats.append(st)
            if progress:
                progress(len(stats), matches)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as ex:
            for st in ex.map(_job, tasks, chunksize=max(1, min(8, matches // (jobs * 8) or 1))):
                stats.append(st)
                if progress:
                    progress(len(stats), matches)
    out = summarize(stats, level_a, level_b, rules)
    out["seconds"] = time.perf_counter() - t0
    out["jobs"] = jobs
    return out


def _bar(done: int, total: int) -> None:
    width = 40
    fill = int(width * done / total) if total else width
    sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def format_report(r: dict[str, Any]) -> str:
    o = r["outcomes"]
    lines = [
        f"{r['a']} (A) vs {r['b']} (B), rules {r['rules']}: {r['matches']} matches, "
        f"{r['rounds']} scored rounds, {r['void_rounds']} void, {r['seconds']:.1f} s",
        f"wins: A {r['wins_a']}  B {r['wins_b']}   win rate A {100 * r['win_rate_a']:.1f}% "
        f"(95% CI {100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f}%)",
        f"A wins as seat 0: {r['wins_as_seat0_a']}, as seat 1: {r['wins_as_seat1_a']}",
        f"points per round: A {r['mean_points_per_round_a']:.2f}  B "
        f"{r['mean_points_per_round_b']:.2f}  (net A {r['mean_net_points_per_round_a']:+.2f})",
        f"points per match (with bonuses): A {r['mean_points_per_match_a']:.1f}  "
        f"B {r['mean_points_per_match_b']:.1f}  (margin A {r['mean_margin_per_match_a']:+.1f})",
        "rounds won by      gin  big gin  knock  undercut",
        f"  A            {o['gin']['a']:7d}  {o['big_gin']['a']:7d}  {o['knock']['a']:5d}  "
        f"{o['undercut']['a']:8d}",
        f"  B            {o['gin']['b']:7d}  {o['big_gin']['b']:7d}  {o['knock']['b']:5d}  "
        f"{o['undercut']['b']:8d}",
        f"decision time ms: median A {r['median_decision_ms']['a']:.3f}  "
        f"B {r['median_decision_ms']['b']:.3f};  p99 A {r['p99_decision_ms']['a']:.3f}  "
        f"B {r['p99_decision_ms']['b']:.3f}",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ginrummy_desktop.arena", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", default="strong", choices=LEVELS, help="level of side A")
    ap.add_argument("--b", default="simple", choices=LEVELS, help="level of side B")
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--rules", default="classic", choices=PRESET_NAMES)
    ap.add_argument("--seed", default="0")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                    help="parallel processes (default: up to 2)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    if args.matches <= 0:
        ap.error("--matches must be positive")
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    progress = _bar if sys.stderr.isatty() else None
    report = run(args.a, args.b, args.matches, args.rules, seed, args.jobs, progress)
    print(json.dumps(report, sort_keys=True) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
