"""Decision times of the computer levels and the Simple-vs-Simple throughput, on one core.

    .venv/bin/python benchmarks/ai_decisions.py [--rounds 200] [--seed 1]

For each level, plays the first round of seeded classic matches against Simple and times
every decision of that level (median, 99th percentile, maximum, in ms). Then plays Simple
against Simple in one process and prints rounds per second (views, decisions and the engine
included), by the wall clock and by the process's CPU time (the figure for a core of its own
on a busy machine).
"""

from __future__ import annotations

import argparse
import time

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.arena import percentile
from ginrummy_desktop.engine import Match, RuleSet


def decision_times(level: str, rounds: int, seed: int) -> list[float]:
    rules = RuleSet.preset("classic")  # to 100, so Strong plays as in a match
    times: list[float] = []
    for r in range(rounds):
        m = Match(rules, f"bench/{seed}/{r}")
        me = r % 2
        bots = {me: make_opponent(level, seed=r), 1 - me: make_opponent("simple", seed=r)}
        while not m.scored:  # the first scored round of the match
            seat = m.round.turn
            view = m.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view)
            if seat == me:
                times.append(time.perf_counter() - t0)
            m.apply(action)
    return times


def simple_throughput(rounds: int, seed: int) -> tuple[float, float, int]:
    """(rounds per wall-clock second, rounds per CPU second of this process, rounds)."""
    rules = RuleSet.preset("classic").custom(target=None)
    bots = [make_opponent("simple", seed=1), make_opponent("simple", seed=2)]
    t0 = time.perf_counter()
    c0 = time.process_time()
    played = 0
    for r in range(rounds):
        m = Match(rules, f"thr/{seed}/{r}")
        while not m.is_over:
            seat = m.round.turn
            m.apply(bots[seat].choose(m.view(seat)))
        played += len(m.results)
    return (played / (time.perf_counter() - t0), played / (time.process_time() - c0), played)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{'level':8} {'decisions':>9} {'median ms':>10} {'p99 ms':>8} {'max ms':>8}")
    for level in LEVELS:
        ts = decision_times(level, args.rounds, args.seed)
        print(f"{level:8} {len(ts):9d} {1000 * percentile(ts, 50):10.3f} "
              f"{1000 * percentile(ts, 99):8.3f} {1000 * max(ts):8.3f}")
    rate, cpu_rate, n = simple_throughput(args.rounds * 5, args.seed)
    print(f"simple vs simple, one process: {rate:.0f} rounds/s wall clock, {cpu_rate:.0f} rounds "
          f"per CPU second ({n} rounds, void deals included)")


if __name__ == "__main__":
    main()
