"""Does the search's answer hold up with ten times the samples?

    .venv/bin/python benchmarks/search_agreement.py [--positions 100] [--budget 128] [--seed 1]

Positions: every third offer, draw or discard decision of seeded classic rounds of Strong
against Strong where Master would search (two or more candidate actions). For each, the
candidates (``MasterOpponent.candidates``) are valued by ``search.sample_values`` with the
budget and with ten times the budget (other deals), the opponent played as Master plays it
(``search.early_share`` with ``master.EARLY_PRIOR``). Printed:

* how often the best action by mean is the same with both budgets, and the loss where it
  differs: the large budget's value of its own best minus its value of the small budget's best
  (points in match terms; mean and largest);
* the same for Master's decision rule (Strong's choice unless beaten by the margin), where
  ``MasterOpponent`` is run with its own budgets (``BUDGET_DISCARD``, ``BUDGET_DRAW``) and
  with ten times both.
"""

from __future__ import annotations

import argparse
import time

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.master import BUDGET_DISCARD, BUDGET_DRAW, EARLY_PRIOR, MasterOpponent
from ginrummy_desktop.ai.search import early_share, sample_values
from ginrummy_desktop.engine import Match, Phase, RuleSet, SeatView


def positions(n: int, seed: int) -> list[SeatView]:
    out: list[SeatView] = []
    probe = MasterOpponent(seed=0)
    r = 0
    k = 0
    while len(out) < n:
        m = Match(RuleSet.preset("classic"), f"agree/{seed}/{r}")
        bots = [make_opponent("strong", seed=r), make_opponent("strong", seed=r + 1)]
        while not m.scored and len(out) < n:
            seat = m.round.turn
            view = m.view(seat)
            action = bots[seat].choose(view)
            if view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
                if len(probe.candidates(view, action)) > 1:
                    k += 1
                    if k % 3 == 0:
                        out.append(view)
            m.apply(action)
        r += 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--budget", type=int, default=BUDGET_DISCARD)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    views = positions(args.positions, args.seed)
    small_b, big_b = args.budget, 10 * args.budget
    same = 0
    losses: list[float] = []
    m_same = 0
    m_losses: list[float] = []
    small_master = MasterOpponent(seed=1)
    big_master = MasterOpponent(seed=1, budget_discard=10 * BUDGET_DISCARD,
                                budget_draw=10 * BUDGET_DRAW)
    strong = make_opponent("strong", seed=1)
    t0 = time.process_time()
    for v in views:
        cands = small_master.candidates(v, strong.choose(v))
        early = early_share(v, EARLY_PRIOR)
        small = sample_values(v, cands, small_b, seed="small", early=early)
        big = sample_values(v, cands, big_b, seed="big", early=early)
        big_vals = {a: big.value(a).mean for a in cands}
        a_small = max(cands, key=lambda a: small.value(a).mean)
        a_big = max(cands, key=lambda a: big_vals[a])
        if a_small == a_big:
            same += 1
        else:
            losses.append(big_vals[a_big] - big_vals[a_small])
        c_small, c_big = small_master.choose(v), big_master.choose(v)
        if c_small == c_big:
            m_same += 1
        else:
            m_losses.append(big_vals.get(c_big, 0.0) - big_vals.get(c_small, 0.0))
    n = len(views)
    print(f"{n} positions, budget {small_b} against {big_b} sampled deals, "
          f"{time.process_time() - t0:.0f} CPU s")
    print(f"best action by mean: same in {same}/{n} ({100 * same / n:.1f}%); where it differs "
          f"the loss is {sum(losses) / max(1, len(losses)):.2f} points on average, "
          f"{max(losses, default=0.0):.2f} at most (large budget's values)")
    print(f"Master's decision (budgets {BUDGET_DISCARD}/{BUDGET_DRAW} against ten times "
          f"both): same in {m_same}/{n} ({100 * m_same / n:.1f}%); where it "
          f"differs the loss is {sum(m_losses) / max(1, len(m_losses)):.2f} points on average, "
          f"{max(m_losses, default=0.0):.2f} at most")


if __name__ == "__main__":
    main()
