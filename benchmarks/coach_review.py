"""Benchmark: is the round review right (against ten times the budget), and is it fast?

    .venv/bin/python benchmarks/coach_review.py [--positions 100] [--rounds 8] [--budget 3000]
                                                [--seed 1] [--isolated] [--ceiling]
                                                [--passes N] [--refs DIR] [--fixed DEALS]
                                                [--repeat N] [--pool N]

**Agreement, as the review runs** (the default). Positions: every third decision of seat 0
that the review judges (offer, draw or discard with two or more legal actions) in seeded
classic matches of Strong against Strong. Each round holding such a position is reviewed for
seat 0 as the table reviews it (``coach.review.RoundWork``: the round's budget pooled over
its decisions, the races of the close ones going on in a second pass), and the review's best
action of each position (the leader of its race, whatever was played) is compared with the
best of a race of ten times the budget alone on that position (other deals: seed "big").
Printed: how often the two name the same best action; how often the large budget's review,
had the small budget's best been played, finds no loss (a tie within its noise: the review's
own rule); and where the two differ, the loss: the large budget's value of its own best minus
its value of the review's best (points in match terms; mean and largest), and how often it is
below one point and below two (a mistake is two points or more: ``coach.review.MISTAKE_LOSS``).
``--ceiling``: a second race of ten times the budget on other deals (seed "big2"): how often
two such large judgements agree with each other, the most any review can agree with one.
``--isolated``: each position judged alone with ``--budget`` playouts (``judge_view``, one
pass: the review before the round's budget was pooled) instead of in its round's review.
``--fixed DEALS`` judges the old way instead (every legal action on DEALS deals, best by
mean, ``ai.search.evaluate``; the reference then has ten times the deals), for comparison.
``--passes 1``: the review without pooling (each decision its share only), for comparison.
``--refs DIR`` keeps the large judgements in DIR (one JSON file per seed and deals' seed) and
reads them back on the next run. They depend on the positions, the budget and the code of the
search: each file's name carries ``code_fingerprint()`` (a hash of the engine's, the AI's and
the coach's sources), so a change to the search never compares against stale judgements.

**Speed.** ``--rounds`` first rounds of seeded classic matches (Medium at seat 0, Strong at
seat 1), each reviewed for seat 0 as the table does (``coach.steps``: one pass of one decision
at a time, each race pickled to and from the worker as a process pool does), CPU time per
round (one core): median and worst, the decisions per round and the playouts spent.
``--repeat N`` reviews each round N times and takes the least time (other work on a busy
machine only adds to it). ``--pool N``: a round's pool of N decisions' budget
(``coach.review.ROUND_POOL``), for comparison.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import statistics
import time
from pathlib import Path
from typing import Any

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.search import evaluate
from ginrummy_desktop.coach import review as review_module
from ginrummy_desktop.coach.hint import searchable
from ginrummy_desktop.coach.judge import Judgement, judge_view
from ginrummy_desktop.coach.steps import RoundWork, round_decisions, run_race
from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView


def positions(n: int, seed: int) -> list[tuple[SeatView, Action, dict[str, Any], int, int]]:
    """(view, action played, the match's history, round number, index in the history) of
    ``n`` positions; each match is played to its end (its rounds are reviewed whole)."""
    out: list[tuple[SeatView, Action, dict[str, Any], int, int]] = []
    r = 0
    k = 0
    while len(out) < n:
        m = Match(RuleSet.preset("classic"), f"coach-review/{seed}/{r}")
        bots = [make_opponent("strong", seed=r), make_opponent("strong", seed=r + 1)]
        mine: list[tuple[SeatView, Action, int, int]] = []
        while not m.is_over:
            seat = m.round.turn
            view = m.view(seat)
            action = bots[seat].choose(view)
            if seat == 0 and searchable(view) and len(out) + len(mine) < n:
                k += 1
                if k % 3 == 0:
                    mine.append((view, action, m.round_number, len(m.history)))
            m.apply(action)
        data = m.to_dict()
        out += [(v, a, data, number, index) for v, a, number, index in mine]
        r += 1
    return out


def fixed(view: SeatView, deals: int, seed: str) -> tuple[Action, dict[Action, float]]:
    values = evaluate(view, deals, seed=seed, actions=view.legal_actions())
    means = {a: v.mean for a, v in values.items()}
    return max(means, key=lambda a: means[a]), means


PACKAGE = Path(__file__).resolve().parent.parent / "ginrummy_desktop"
JUDGED_BY = ("engine", "ai", "coach")  # the packages whose code decides a judgement


def code_fingerprint(package: Path = PACKAGE) -> str:
    """12 hex digits that change whenever a source file of ``JUDGED_BY`` changes."""
    h = hashlib.blake2b(digest_size=6)
    for sub in JUDGED_BY:
        for f in sorted((package / sub).rglob("*.py")):
            h.update(f.relative_to(package).as_posix().encode() + b"\0")
            h.update(f.read_bytes() + b"\0")
    return h.hexdigest()


class Reference:
    """The large judgement of a position: its best, values, and the actions its review
    would find no loss in; kept in ``--refs`` when given."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.known: dict[str, dict[str, Any]] = {}
        if path is not None and path.exists():
            self.known = json.loads(path.read_text())

    def get(self, key: str, view: SeatView, played: Action, seed: str,
            playouts: int) -> dict[str, Any]:
        got = self.known.get(key)
        if got is None:
            j: Judgement = judge_view(view, view.legal_actions(), played, seed, playouts)
            got = self.known[key] = {
                "best": j.leader.text(),
                "values": {a.text(): v for a, v in j.values.items()},
                "no_loss": [a.text() for a in j.values if j.verdict(a)[1] == 0],
            }
            if self.path is not None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self.path.write_text(json.dumps(self.known))
        return got


def reviewed(pos: list[tuple[SeatView, Action, dict[str, Any], int, int]], budget: int,
             ) -> tuple[list[Action], list[int]]:
    """The review's best action at each position (its round reviewed whole, as the table
    does), and the playouts its race spent."""
    best: dict[tuple[int, int], Action] = {}
    spent: dict[tuple[int, int], int] = {}
    rounds: dict[tuple[int, int], dict[str, Any]] = {}
    for _v, _a, data, number, _i in pos:
        rounds.setdefault((id(data), number), data)
    for (_d, number), data in rounds.items():
        work = RoundWork(round_decisions(data, 0, number), budget)
        work.run()
        for p, race in zip(work.pendings, work.races, strict=True):
            assert race is not None
            best[id(data), p.index] = race.leader()
            spent[id(data), p.index] = race.used
    keys = [(id(data), index) for _v, _a, data, _n, index in pos]
    return [best[k] for k in keys], [spent[k] for k in keys]


def agreement(n: int, seed: int, budget: int, deals: int | None, isolated: bool,
              ceiling: bool, refs: Path | None) -> None:
    t0 = time.process_time()
    pos = positions(n, seed)
    same = no_loss = agree10 = 0
    losses: list[float] = []
    spent: list[int] = []
    if deals is not None:
        smalls = [fixed(view, deals, "small")[0] for view, *_ in pos]
        spent = [deals * len(view.legal_actions()) for view, *_ in pos]
    elif isolated:
        js = [judge_view(view, view.legal_actions(), played, "small", budget)
              for view, played, *_ in pos]
        smalls, spent = [j.leader for j in js], [j.playouts for j in js]
    else:
        smalls, spent = reviewed(pos, budget)
    tag = f"{budget}" if deals is None else f"fixed{deals}"
    tag += f"-{code_fingerprint()}"
    big = Reference(refs / f"ref-{seed}-big-{tag}.json" if refs else None)
    big2 = Reference(refs / f"ref-{seed}-big2-{tag}.json" if refs else None)
    for i, ((view, played, _data, _number, index), small) in enumerate(
            zip(pos, smalls, strict=True)):
        key = f"{i}/{index}/{view.phase.value}/{view.hand_mask}"
        if deals is not None:
            b, vals = fixed(view, 10 * deals, "big")
            ref: dict[str, Any] = {"best": b.text(), "values": {a.text(): v
                                                                for a, v in vals.items()},
                                   "no_loss": [b.text()]}
        else:
            ref = big.get(key, view, played, "big", 10 * budget)
        if ceiling and deals is None:
            agree10 += big2.get(key, view, played, "big2", 10 * budget)["best"] == ref["best"]
        s = small.text()
        if s == ref["best"]:
            same += 1
        else:
            losses.append(ref["values"][ref["best"]] - ref["values"][s])
        no_loss += s in ref["no_loss"]
    cpu = time.process_time() - t0
    how = (f"fixed {deals} deals against {10 * deals}" if deals is not None
           else f"{'each position alone' if isolated else 'whole rounds reviewed'}, "
                f"{budget} playouts per decision against {10 * budget} alone"
                f"{'' if isolated else f' ({review_module.PASSES} passes at most)'}")
    print(f"agreement (seed {seed}): {n} positions, {how}, {cpu:.0f} CPU s; playouts per "
          f"decision (the review) median {statistics.median(spent):.0f}, max {max(spent)}")
    print(f"  best action the same: {same}/{n} ({100 * same / n:.1f}%)")
    print(f"  the large budget's review, had the review's best been played, finds no "
          f"loss (within its noise): {no_loss}/{n} ({100 * no_loss / n:.1f}%)")
    for limit in (1.0, 2.0):
        near = same + sum(1 for x in losses if x < limit)
        print(f"  best the same or less than {limit:.0f} point(s) worse at the large budget: "
              f"{near}/{n} ({100 * near / n:.1f}%)")
    print(f"  where they differ: loss {sum(losses) / max(1, len(losses)):.2f} points on "
          f"average, {max(losses, default=0.0):.2f} at most (large budget's values)")
    if ceiling and deals is None:
        print(f"  ceiling: two races of {10 * budget} playouts on other deals name the same "
              f"best: {agree10}/{n} ({100 * agree10 / n:.1f}%)")


def speed(rounds: int, seed: int, budget: int, repeat: int = 1) -> None:
    times: list[float] = []
    counts: list[int] = []
    playouts: list[int] = []
    for r in range(rounds):
        m = Match(RuleSet.preset("classic"), f"coach-speed/{seed}/{r}")
        bots = [make_opponent("medium", seed=r), make_opponent("strong", seed=r + 1)]
        while not m.results:
            m.apply(bots[m.round.turn].choose(m.view(m.round.turn)))
        data = m.to_dict()
        best = float("inf")
        for _ in range(repeat):  # the least of the repeats: a busy machine only adds time
            t0 = time.process_time()
            steps = round_decisions(data, 0, 1)
            work = RoundWork(steps, budget)
            while (job := work.next_job()) is not None:  # as to and from a worker process
                args = pickle.loads(pickle.dumps((job.pending, job.race, job.playouts)))
                work.take(job, pickle.loads(pickle.dumps(run_race(*args))))
            work.decisions()
            best = min(best, time.process_time() - t0)
        times.append(best)
        counts.append(len(steps))
        playouts.append(work.spent)
    print(f"speed: {rounds} classic rounds reviewed ({budget} playouts per decision, "
          f"{review_module.PASSES} passes at most, pool {review_module.ROUND_POOL} decisions' "
          f"budget{f', least of {repeat} runs' if repeat > 1 else ''}), CPU s per round: median "
          f"{statistics.median(times):.2f}, worst {max(times):.2f}; decisions per round: "
          f"median {statistics.median(counts):.0f}, max {max(counts)}; playouts per round: "
          f"median {statistics.median(playouts):.0f}, max {max(playouts)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--budget", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--isolated", action="store_true")
    ap.add_argument("--ceiling", action="store_true")
    ap.add_argument("--passes", type=int, default=None)
    ap.add_argument("--refs", type=Path, default=None)
    ap.add_argument("--fixed", type=int, default=None, metavar="DEALS")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--pool", type=int, default=None)
    args = ap.parse_args()
    if args.pool is not None:
        review_module.ROUND_POOL = args.pool
    budget = args.budget or review_module.REVIEW_BUDGET
    if args.passes is not None:
        review_module.PASSES = args.passes
    if args.rounds:
        speed(args.rounds, args.seed, budget, args.repeat)
    if args.positions:
        agreement(args.positions, args.seed, budget, args.fixed, args.isolated,
                  args.ceiling, args.refs)


if __name__ == "__main__":
    main()
