"""Benchmark: how often the hint names an action that a race of ten times its budget, on
other deals, finds worse, and by how much.

    python benchmarks/hint_quality.py [--positions 150] [--preset short] [--seed 101]
                                      [--every 2] [--phase discard]

Plays Strong against Strong and, at every ``--every``-th decision of seat 0 in the offer, the
draw and the discard (``--phase``: only those of one phase), asks the hint and runs a
reference race of ten times its budget (seed "reference"). Where the hint's action is not the
reference's leader, its loss is read on 1,024 fresh deals of the reference
(``coach.judge.fresh_reading``; below 0 counts 0). Prints the positions where the two differ,
the mean loss, the losses of two and five points or more, and the hint's median and largest
CPU time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach.hint import HINT_PLAYOUTS, hint, searchable
from ginrummy_desktop.coach.judge import Race, fresh_reading
from ginrummy_desktop.engine import Match, RuleSet


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=150)
    ap.add_argument("--preset", default="short")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--phase", default=None, help="only decisions of this phase (discard)")
    args = ap.parse_args()
    losses: list[float] = []
    times: list[float] = []
    seed = args.seed
    while len(losses) < args.positions:
        m = Match(RuleSet.preset(args.preset), seed)
        bots = [make_opponent("strong", seed), make_opponent("strong", seed + 1)]
        k = 0
        while not m.is_over and len(losses) < args.positions:
            view = m.view(m.round.turn)
            if view.seat == 0 and searchable(view) and args.phase in (None, view.phase.value):
                k += 1
                if k % args.every == 0:
                    legal = view.legal_actions()
                    ref = Race(view, legal, "reference").run(10 * HINT_PLAYOUTS).leader()
                    t0 = time.process_time()
                    best = hint(view).best
                    times.append((time.process_time() - t0) * 1000)
                    loss = 0.0 if best == ref else max(
                        0.0, fresh_reading(view, "reference", ref, best, 1024)[0])
                    losses.append(loss)
                    print(len(losses), view.phase.value, len(legal), f"{loss:.1f}", flush=True)
            m.apply(bots[m.round.turn].choose(view))
        seed += 1
    times.sort()
    print(f"{args.preset}: {len(losses)} positions, differ {sum(x > 0 for x in losses)}, "
          f"mean loss {statistics.mean(losses):.2f}, >=2: {sum(x >= 2 for x in losses)}, "
          f">=5: {sum(x >= 5 for x in losses)}; hint CPU ms median "
          f"{statistics.median(times):.0f}, max {times[-1]:.0f}")


if __name__ == "__main__":
    main()
