"""How much better would Master play if its search saw the opponent's cards?

    .venv/bin/python benchmarks/master_oracle.py [--opponent simple] [--rules classic]
        [--matches 60] [--seed t12] [--modes normal,hand,full] [--jobs 1] [--compare 0]

A harness that cheats (never part of Master): it plays the arena's matches (pairs on one deal
seed with swapped seats, the arena's deal and bot seeds, so ``normal`` gives the arena's
result) with Master's search fed, instead of sampled deals, by the true round:

* ``normal``: Master as it is (sampled deals, the opponent's kind learnt over the match);
* ``hand``: every deal holds the opponent's true hand, the true stock cards in a random order,
  and the opponent is played as an early knocker when it is one (``--opponent simple``), else
  as Master plays it;
* ``full``: the true hand and the true stock order (every deal the same: 16 suffice);
* ``dead``: Master's sampled deals, kept only where the sampled hand's deadwood is within 2
  of the true hand's (at most ``PARTIAL_TRIES`` tries): is knowing how near the opponent is
  to knocking enough?
* ``feed``: ... kept only where the sampled hand would take from the pile exactly the cards
  of Master's hand that the true hand would: is knowing which throws feed it enough?

Everything else (Strong's choice, the candidates, the margin and standard errors) is Master's.
If even ``full`` stays far from a target, no sampler can reach it and the decision structure
(the candidates, the margin, the playout policy) is the limit.

``--compare N``: N more matches of normal Master in which, at each searched decision, the
``hand`` oracle's choice is computed too; where the two differ, both actions are valued with
the oracle's deals (``--cost-deals``) and the difference (the oracle's choice minus Master's,
in the search's match-scaled points) is summed by the kind of decision; for the differing
discards also how often each choice feeds the opponent (its true hand takes the card for a
meld), the deadwood each leaves, and how often each is Strong's choice.

Measured (``--matches 120 --jobs 2 --seed t12 --compare 60``, against Simple, classic):
normal 94/120 78.3% (95% CI 70.1-84.8%, net +5.79 points a round), hand 116/120 96.7%
(91.7-98.7%, +17.55; 22 matches won that normal lost, none lost that it won), full 120/120
(+29.27); ``--modes dead``: 100/120 83.3% (+5.77); ``--modes feed``: 110/120 91.7%
(85.3-95.4%, +9.33). Compare, 60 matches: discards 557 of
3,112 differ (8.83 points each), draws 165 of 3,071 (5.06), knock or play on 92 (12.13),
offers 76 of 451 (3.73). See ``ai/master.py``.
"""

from __future__ import annotations

import argparse
import importlib
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import ginrummy_desktop.ai.master as master_mod
from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.master import EARLY_MAX, MasterOpponent
from ginrummy_desktop.ai.playout import Policy, wants_pile
from ginrummy_desktop.ai.search import Search, early_share
from ginrummy_desktop.arena import MatchStats, summarize, tally
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of

EARLY_KINDS = ("simple",)  # opponents that knock as soon as they may
PARTIAL_TRIES = 200  # sampled deals tried for one that agrees with the true hand (dead, feed)


def oracle_search(match: Match, mode: str, early_kind: bool) -> type[Search]:
    """A ``Search`` whose deals come from the true round ``match.round``."""
    rnd = match.round
    stock = [c.bit for c in rnd.stock]

    class OracleSearch(Search):
        def deal(self) -> tuple[int, list[int], Policy]:
            opp = rnd.hands[1 - self.seat]
            if mode in ("dead", "feed"):
                return self.partial(opp)
            if early_kind:
                policy = self.early_policy
            else:
                policy = self.early_policy if self.rng.random() < self.early else self.policy
            if mode == "full":
                return opp, list(stock), policy
            rest = list(stock)
            self.rng.shuffle(rest)
            return opp, rest, policy

        def partial(self, opp: int) -> tuple[int, list[int], Policy]:
            # a sampled deal that agrees with the true hand in one respect only
            true_dead = deadwood_of(opp)
            mine = rnd.hands[self.seat]
            wants = [b for b in (1 << i for i in range(52)) if b & mine and wants_pile(opp, b)]
            got = super().deal()
            for _ in range(PARTIAL_TRIES):
                hand = got[0]
                if mode == "dead" and abs(deadwood_of(hand) - true_dead) <= 2:
                    break
                if mode == "feed" and all(
                    wants_pile(hand, b) == (b in wants)
                    for b in (1 << i for i in range(52)) if b & mine
                ):
                    break
                got = super().deal()
            return got

    return OracleSearch


class OracleMaster(MasterOpponent):
    """Master whose search deals the true round (``mode`` hand or full); ``match`` is set by
    the harness before every decision."""

    def __init__(self, seed: int | str | None, mode: str, early_kind: bool,
                 **kw: Any) -> None:
        super().__init__(seed, **kw)
        self.mode = mode
        self.early_kind = early_kind
        self.match: Match | None = None

    def choose(self, view: SeatView) -> Action:
        if self.mode == "normal" or self.match is None:
            return super().choose(view)
        # Master builds its search by the module's name ``Search``: swapped for this decision
        master_mod.Search = oracle_search(  # type: ignore[attr-defined]
            self.match, self.mode, self.early_kind)
        try:
            return super().choose(view)
        finally:
            master_mod.Search = Search  # type: ignore[attr-defined]


def make_master(mode: str, seed: str, opponent: str, margin: float | None) -> OracleMaster:
    early_kind = opponent in EARLY_KINDS
    if mode == "full":
        return OracleMaster(seed, mode, early_kind, budget_discard=16, budget_draw=16,
                            extend=1, margin=margin)
    return OracleMaster(seed, mode, early_kind, margin=margin)


def decision_kind(view: SeatView, a: Action, b: Action) -> str:
    if view.phase is Phase.OFFER:
        return "offer"
    if view.phase is Phase.DRAW:
        return "draw"
    if (a.kind is Kind.KNOCK) != (b.kind is Kind.KNOCK):
        return "knock or play on"
    return "discard"


def play(mode: str, opponent: str, rules: str, seed: str, i: int, margin: float | None,
         compare: bool, cost_deals: int) -> tuple[MatchStats, dict[str, list[float]]]:
    """One arena match (number ``i``) with Master as side A."""
    a_seat = i % 2
    bot_seed = f"{seed}/{i}"
    master = make_master(mode, f"{bot_seed}/a", opponent, margin)
    probe = make_master("hand", f"{bot_seed}/a", opponent, margin) if compare else None
    bots = {a_seat: master, 1 - a_seat: make_opponent(opponent, seed=f"{bot_seed}/b")}
    m = Match(RuleSet.preset(rules), f"{seed}/{i // 2}")
    # kind -> [decisions, differing, summed cost]
    diffs: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    while not m.is_over:
        seat = m.round.turn
        view = m.view(seat)
        if seat == a_seat:
            master.match = m
            action = master.choose(view)
            if probe is not None and view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
                probe.match = m
                other = probe.choose(view)
                kind = decision_kind(view, action, other)
                row = diffs[kind]
                row[0] += 1
                if other != action:
                    row[1] += 1
                    early = min(EARLY_MAX, early_share(view, master.early_prior))
                    search_cls = oracle_search(m, "hand", opponent in EARLY_KINDS)
                    s = search_cls(view, f"cost/{bot_seed}", early=early)
                    samples = s.play([action, other], cost_deals)
                    row[2] += samples.difference(other, action)[0]
                    if kind == "discard" and action.card is not None and other.card is not None:
                        opp_hand = m.round.hands[1 - seat]
                        feed = diffs["  feeds the opponent"]
                        feed[0] += 1
                        feed[1] += wants_pile(opp_hand, action.card.bit)
                        feed[2] += wants_pile(opp_hand, other.card.bit)
                        dw = diffs["  deadwood left"]
                        dw[0] += 1
                        dw[1] += deadwood_of(view.hand_mask ^ action.card.bit)
                        dw[2] += deadwood_of(view.hand_mask ^ other.card.bit)
                        same = diffs["  is Strong's choice"]
                        base = master.strong.choose(view)
                        same[0] += 1
                        same[1] += action == base
                        same[2] += other == base
        else:
            action = bots[seat].choose(view)
        m.apply(action)
    return tally(m, a_seat), dict(diffs)


def _job(args: tuple[Any, ...]) -> tuple[MatchStats, dict[str, list[float]]]:
    return play(*args)


def run(mode: str, opponent: str, rules: str, seed: str, matches: int, jobs: int,
        margin: float | None, compare: bool = False, cost_deals: int = 128,
        first: int = 0) -> tuple[dict[str, Any], list[bool], dict[str, list[float]]]:
    tasks = [(mode, opponent, rules, seed, i, margin, compare, cost_deals)
             for i in range(first, first + matches)]
    mapper: Callable[..., Any]
    if jobs > 1:
        ex = ProcessPoolExecutor(max_workers=jobs)
        mapper = ex.map
    else:
        ex = None
        mapper = map
    try:
        results = list(mapper(_job, tasks))
    finally:
        if ex is not None:
            ex.shutdown()
    stats = [r[0] for r in results]
    diffs: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for _st, d in results:
        for k, row in d.items():
            for j in range(3):
                diffs[k][j] += row[j]
    return summarize(stats, "master-" + mode, opponent, rules), [s.a_won for s in stats], diffs


def line(r: dict[str, Any]) -> str:
    o = r["outcomes"]
    return (f"{r['a']:14} {r['wins_a']:4d}/{r['matches']:<4d} {100 * r['win_rate_a']:5.1f}% "
            f"(CI {100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f})  net "
            f"{r['mean_net_points_per_round_a']:+5.2f}/round  rounds {r['rounds']:4d}  "
            f"won A gin {o['gin']['a']} knock {o['knock']['a']} undercut {o['undercut']['a']}"
            f" | B gin {o['gin']['b']} knock {o['knock']['b']} undercut {o['undercut']['b']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opponent", default="simple")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--matches", type=int, default=60)
    ap.add_argument("--first", type=int, default=0, help="first match number (a pair starts even)")
    ap.add_argument("--seed", default="t12")
    ap.add_argument("--modes", default="normal,hand,full")
    ap.add_argument("--margin", type=float, default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--compare", type=int, default=0)
    ap.add_argument("--cost-deals", type=int, default=128)
    ap.add_argument("--set", action="append", default=[],
                    help="tuning: module.NAME=value of ginrummy_desktop.ai (repeatable)")
    a = ap.parse_args()
    for item in a.set:
        # tuning: module.NAME=value (a float or int), set before the worker processes fork
        name, value = item.split("=")
        mod_name, attr = name.rsplit(".", 1)
        mod = importlib.import_module(f"ginrummy_desktop.ai.{mod_name}")
        old = getattr(mod, attr)
        setattr(mod, attr, type(old)(float(value)) if not isinstance(old, bool)
                else value.lower() in ("1", "true"))
        print(f"set {name} = {getattr(mod, attr)!r} (was {old!r})")
    won: dict[str, list[bool]] = {}
    for mode in [x for x in a.modes.split(",") if x]:
        r, w, _d = run(mode, a.opponent, a.rules, a.seed, a.matches, a.jobs, a.margin,
                       first=a.first)
        won[mode] = w
        print(line(r), flush=True)
    if "normal" in won:
        for mode, w in won.items():
            if mode != "normal":
                gained = sum(x and not y for x, y in zip(w, won["normal"], strict=True))
                lost = sum(y and not x for x, y in zip(w, won["normal"], strict=True))
                print(f"{mode}: matches won that normal lost {gained}, lost that it won {lost}")
    if a.compare:
        r, _w, diffs = run("normal", a.opponent, a.rules, a.seed, a.compare, a.jobs, a.margin,
                           compare=True, cost_deals=a.cost_deals, first=a.first)
        print(line(r))
        print(f"{'decision':18} {'n':>6} {'differ':>6} {'cost/differing':>14} {'cost total':>10}")
        for kind, (n, differ, cost) in sorted(diffs.items()):
            if kind.startswith(" "):
                continue
            per = cost / differ if differ else 0.0
            print(f"{kind:18} {int(n):6d} {int(differ):6d} {per:14.2f} {cost:10.1f}")
        print("the differing discards (means of Master's, the oracle's):")
        for kind, (n, x, y) in sorted(diffs.items()):
            if kind.startswith(" ") and n:
                print(f"{kind:48} {x / n:6.2f} {y / n:6.2f}")


if __name__ == "__main__":
    main()
