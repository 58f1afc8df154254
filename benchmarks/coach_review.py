"""Benchmark: is the round review right (against ten times the budget), and is it fast?

    .venv/bin/python benchmarks/coach_review.py [--positions 100] [--rounds 8] [--budget 900]
                                                [--seed 1] [--fixed DEALS]

**Agreement.** Positions: every third decision of seat 0 that the review judges (offer, draw
or discard with two or more legal actions) in seeded classic matches of Strong against Strong.
Each is judged as the review judges it (``coach.judge.judge_view``, every legal action, the
action Strong played as the one played) with ``--budget`` playouts and, on other deals, with
ten times as many. Printed: how often the best action (the leader, whatever was played) is
the same; how often the small budget's best is at least *as good as* the large budget's best
at the large budget's precision (still in its race at the end: not separated from it; an
action the race left on few deals is often not separated either, so this count is generous); how
often the large budget's review, had the small budget's best been played, finds no loss (a
tie within its noise: the review's own rule); and where the two differ, the loss: the large
budget's value of its own best minus its value of the small budget's best (points in match
terms; mean and largest), and how often it is below one point and below two (a mistake is
two points or more: ``coach.review.MISTAKE_LOSS``).
``--fixed DEALS`` judges the old way instead (every legal action on DEALS deals, best by
mean, ``ai.search.evaluate``; the reference then has ten times the deals), for comparison.

**Speed.** ``--rounds`` first rounds of seeded classic matches (Medium at seat 0, Strong at
seat 1), each reviewed for seat 0 as the table does (``coach.steps``: one decision at a time),
CPU time per round (one core): median and worst, and the decisions per round.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.search import evaluate
from ginrummy_desktop.coach.hint import searchable
from ginrummy_desktop.coach.judge import judge_view
from ginrummy_desktop.coach.steps import judge, round_decisions
from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView


def positions(n: int, seed: int) -> list[tuple[SeatView, Action]]:
    out: list[tuple[SeatView, Action]] = []
    r = 0
    k = 0
    while len(out) < n:
        m = Match(RuleSet.preset("classic"), f"coach-review/{seed}/{r}")
        bots = [make_opponent("strong", seed=r), make_opponent("strong", seed=r + 1)]
        while not m.is_over and len(out) < n:
            seat = m.round.turn
            view = m.view(seat)
            action = bots[seat].choose(view)
            if seat == 0 and searchable(view):
                k += 1
                if k % 3 == 0:
                    out.append((view, action))
            m.apply(action)
        r += 1
    return out


def fixed(view: SeatView, deals: int, seed: str) -> tuple[Action, dict[Action, float]]:
    values = evaluate(view, deals, seed=seed, actions=view.legal_actions())
    means = {a: v.mean for a, v in values.items()}
    return max(means, key=lambda a: means[a]), means


def agreement(n: int, seed: int, budget: int, deals: int | None) -> None:
    views = positions(n, seed)
    same = as_good = no_loss = 0
    losses: list[float] = []
    spent: list[int] = []
    t0 = time.process_time()
    for view, played in views:
        legal = view.legal_actions()
        if deals is not None:
            small, _ = fixed(view, deals, "small")
            big, big_values = fixed(view, 10 * deals, "big")
            contenders: tuple[Action, ...] = (big,)
            spent.append(deals * len(legal))
            no_loss += small == big
        else:
            j = judge_view(view, legal, played, "small", budget)
            b = judge_view(view, legal, played, "big", 10 * budget)
            small, big, big_values, contenders = j.leader, b.leader, b.values, b.contenders
            spent.append(j.playouts)
            no_loss += b.verdict(small)[1] == 0
        if small == big:
            same += 1
        else:
            losses.append(big_values[big] - big_values[small])
        if small in contenders:
            as_good += 1
    cpu = time.process_time() - t0
    how = (f"fixed {deals} deals against {10 * deals}" if deals is not None
           else f"race of {budget} playouts against {10 * budget}")
    print(f"agreement: {n} positions, {how}, {cpu:.0f} CPU s; playouts per decision "
          f"(small budget) median {statistics.median(spent):.0f}, max {max(spent)}")
    print(f"  best action the same: {same}/{n} ({100 * same / n:.1f}%)")
    print(f"  best at least as good as the large budget's best (not separated from it): "
          f"{as_good}/{n} ({100 * as_good / n:.1f}%)")
    print(f"  the large budget's review, had the small budget's best been played, finds no "
          f"loss (within its noise): {no_loss}/{n} ({100 * no_loss / n:.1f}%)")
    for limit in (1.0, 2.0):
        near = same + sum(1 for x in losses if x < limit)
        print(f"  best the same or less than {limit:.0f} point(s) worse at the large budget: "
              f"{near}/{n} ({100 * near / n:.1f}%)")
    print(f"  where they differ: loss {sum(losses) / max(1, len(losses)):.2f} points on "
          f"average, {max(losses, default=0.0):.2f} at most (large budget's values)")


def speed(rounds: int, seed: int, budget: int) -> None:
    times: list[float] = []
    counts: list[int] = []
    for r in range(rounds):
        m = Match(RuleSet.preset("classic"), f"coach-speed/{seed}/{r}")
        bots = [make_opponent("medium", seed=r), make_opponent("strong", seed=r + 1)]
        while not m.results:
            m.apply(bots[m.round.turn].choose(m.view(m.round.turn)))
        data = m.to_dict()
        t0 = time.process_time()
        steps = round_decisions(data, 0, 1)
        for p in steps:
            judge(p, budget)
        times.append(time.process_time() - t0)
        counts.append(len(steps))
    print(f"speed: {rounds} classic rounds reviewed ({budget} playouts per decision), CPU s "
          f"per round: median {statistics.median(times):.2f}, worst {max(times):.2f}; "
          f"decisions per round: median {statistics.median(counts):.0f}, max {max(counts)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--budget", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fixed", type=int, default=None, metavar="DEALS")
    args = ap.parse_args()
    from ginrummy_desktop.coach.review import REVIEW_BUDGET
    budget = args.budget or REVIEW_BUDGET
    if args.rounds:
        speed(args.rounds, args.seed, budget)
    if args.positions:
        agreement(args.positions, args.seed, budget, args.fixed)


if __name__ == "__main__":
    main()
