"""Benchmark: how long the hint takes (one core), over positions of real matches.

    python benchmarks/coach_hint.py [--positions 40] [--seed 1]

Plays Strong against Strong and asks for a hint at every ``k``-th decision of seat 0 in the
offer, the draw and the discard; prints the median, p90 and max milliseconds per hint and the
share of hints by phase. The target is a median of at most 300 ms on one core.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach.hint import HINT_PLAYOUTS, hint, searchable
from ginrummy_desktop.engine import Match, RuleSet


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=3)
    args = ap.parse_args()
    times: list[float] = []
    phases: dict[str, int] = {}
    seed = args.seed
    while len(times) < args.positions:
        m = Match(RuleSet.preset("classic"), seed)
        bots = [make_opponent("strong", seed), make_opponent("strong", seed + 1)]
        k = 0
        while not m.is_over and len(times) < args.positions:
            view = m.view(m.round.turn)
            if view.seat == 0 and searchable(view):
                k += 1
                if k % args.every == 0:
                    t0 = time.process_time()
                    hint(view)
                    times.append((time.process_time() - t0) * 1000)
                    phases[view.phase.value] = phases.get(view.phase.value, 0) + 1
            m.apply(bots[m.round.turn].choose(view))
        seed += 1
    times.sort()
    print(f"hint ({HINT_PLAYOUTS} playouts), {len(times)} positions, CPU ms: "
          f"median {statistics.median(times):.0f}, p90 {times[int(len(times) * 0.9)]:.0f}, "
          f"max {times[-1]:.0f}; phases {phases}")


if __name__ == "__main__":
    main()
