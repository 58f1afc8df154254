"""Are the search's sampled opponent hands as good as the real ones?

    .venv/bin/python benchmarks/sampler_bias.py [--opponent strong] [--rules short]
        [--matches 12] [--deals 48] [--seed bias] [--models now,3,5]

Master plays seeded matches against ``--opponent`` (Master in seat 0 in even matches, seat 1
in odd ones). At each of Master's discard decisions where it may knock (not Gin), the harness,
which sees both hands (Master never does), draws ``--deals`` sampled deals as Master's search
draws them (``Search.deal``, the opponent's kind as Master plays it), once per model of how
many extra cards the sampled opponent chooses from (``--models``: ``now`` is
``search.extra_cards``; a number is that many at every stage), and compares, by the stock
left:

* the opponent's deadwood: mean over the samples against the true hand's;
* the points of knocking now with the best knock card (``finish_knock``): mean over the
  samples against the true result, and the chance of losing the knock (undercut or Gin).

A sampler that is right on average shows sampled and true columns alike in every row.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.master import EARLY_MAX, MasterOpponent
from ginrummy_desktop.ai.search import Search, _act_and_play, early_share, extra_cards
from ginrummy_desktop.engine import Action, Match, Phase, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of

BANDS = ("stock>=20", "stock 10-19", "stock<10", "all")


def band_of(stock: int) -> str:
    return BANDS[0] if stock >= 20 else BANDS[1] if stock >= 10 else BANDS[2]


def extra_of(model: str, view: SeatView) -> int:
    return extra_cards(view) if model == "now" else int(model)


def measure(opponent: str, rules: str, matches: int, deals: int, seed: str,
            models: list[str]) -> dict[tuple[str, str], list[list[float]]]:
    """(model, band) -> rows of [sampled deadwood, true deadwood, sampled knock points,
    true knock points, sampled chance to lose the knock, lost it truly (0 or 1)]."""
    rows: dict[tuple[str, str], list[list[float]]] = defaultdict(list)
    for k in range(matches):
        master = MasterOpponent(seed=f"{seed}/{k}")
        bots = {k % 2: master, 1 - k % 2: make_opponent(opponent, seed=f"{seed}/{k}/o")}
        m = Match(RuleSet.preset(rules), f"{seed}/{k}")
        while not m.is_over:
            seat = m.round.turn
            view = m.view(seat)
            card = view.best_knock() if view.phase is Phase.DISCARD else None
            if (bots[seat] is master and card is not None
                    and deadwood_of(view.hand_mask ^ card.bit) > 0):
                early = min(EARLY_MAX, early_share(view, master.early_prior))
                knock = Action.knock(card)
                true_hand = m.round.hands[1 - seat]
                for model in models:
                    s = Search(view, f"{seed}/{k}", early=early, extra=extra_of(model, view))
                    true_pts = _act_and_play(s.pos, true_hand, [], knock, s.policy) \
                        .points_for(seat)
                    dw = pts = lost = 0.0
                    for _ in range(deals):
                        opp, stock, pol = s.deal()
                        dw += deadwood_of(opp)
                        p = _act_and_play(s.pos, opp, stock, knock, pol).points_for(seat)
                        pts += p
                        lost += p < 0
                    row = [dw / deals, deadwood_of(true_hand), pts / deals, true_pts,
                           lost / deals, float(true_pts < 0)]
                    for band in (band_of(view.stock_size), "all"):
                        rows[model, band].append(row)
            m.apply(bots[seat].choose(view))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opponent", default="strong")
    ap.add_argument("--rules", default="short")
    ap.add_argument("--matches", type=int, default=12)
    ap.add_argument("--deals", type=int, default=48)
    ap.add_argument("--seed", default="bias")
    ap.add_argument("--models", default="now,3,5")
    a = ap.parse_args()
    models = a.models.split(",")
    rows = measure(a.opponent, a.rules, a.matches, a.deals, a.seed, models)
    print(f"{'extra':6} {'':12} {'n':>4} {'deadwood':>8} {'true':>6} {'knock pts':>9} "
          f"{'true':>6} {'P(lose)':>7} {'true':>5}")
    for model in models:
        for band in BANDS:
            r = rows.get((model, band), [])
            if not r:
                continue
            n = len(r)
            mean = [sum(x[i] for x in r) / n for i in range(6)]
            print(f"{model:6} {band:12} {n:4d} {mean[0]:8.1f} {mean[1]:6.1f} {mean[2]:9.1f} "
                  f"{mean[3]:6.1f} {mean[4]:7.2f} {mean[5]:5.2f}")


if __name__ == "__main__":
    main()
