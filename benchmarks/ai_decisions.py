"""Decision times of the computer levels, the Simple-vs-Simple throughput, and the speed of
Master's playouts against the real engine, on one core.

    .venv/bin/python benchmarks/ai_decisions.py [--rounds 200] [--seed 1] [--levels master]
        [--master-rounds 60] [--after 0]

For each level, plays the first round of seeded classic matches against Simple (with
``--after N``: the round after N scored rounds of Simple against Simple) and times
every decision of that level (median, 99th percentile, maximum, in ms), by the wall clock and
by the process's CPU time (on a machine shared with other work the CPU time is what one core
of its own would take). Master searches and is slower: it plays ``--master-rounds`` rounds.
Then plays Simple against Simple in one process and prints rounds per second (views,
decisions and the engine included), by the wall clock and by the process's CPU time.

Last, rollouts per second: whole rounds from the deal played by the playout policy, once
through the bit-mask playout of ``ai/playout.py`` (what the search uses) and once through the
real engine (``Round``, a ``SeatView`` and a ``PolicyOpponent`` decision per move), on the
same decks; both must end every round the same way, and the script says so.
"""

from __future__ import annotations

import argparse
import time

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.ai.playout import OFFER, Policy, PolicyOpponent, deal_masks, play_out
from ginrummy_desktop.arena import percentile
from ginrummy_desktop.engine import Match, Round, RuleSet, round_view, shuffled_deck


def decision_times(level: str, rounds: int, seed: int,
                   after: int = 0) -> tuple[list[float], list[float]]:
    """(wall-clock seconds, CPU seconds of this process) of every decision of ``level``, in
    the round after ``after`` scored rounds played by Simple for both seats (so the match's
    record shows the opponent's early knocks, and Master plays its sampled opponents partly
    as early knockers)."""
    rules = RuleSet.preset("classic")  # to 100, so Strong plays as in a match
    times: list[float] = []
    cpu: list[float] = []
    for r in range(rounds):
        m = Match(rules, f"bench/{seed}/{r}")
        me = r % 2
        warm = make_opponent("simple", seed=r)
        while len(m.scored) < after and not m.is_over:
            m.apply(warm.choose(m.view(m.round.turn)))
        if m.is_over:
            continue
        bots = {me: make_opponent(level, seed=r), 1 - me: make_opponent("simple", seed=r)}
        while len(m.scored) <= after:  # the next scored round of the match
            seat = m.round.turn
            view = m.view(seat)
            t0 = time.perf_counter()
            c0 = time.process_time()
            action = bots[seat].choose(view)
            if seat == me:
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            m.apply(action)
    return times, cpu


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


def rollouts(n: int, seed: int) -> tuple[float, float]:
    """(playouts per CPU second, engine rounds per CPU second) on the same ``n`` decks."""
    rules = RuleSet.preset("classic")
    policy = Policy()
    decks = [shuffled_deck(f"roll/{seed}/{i}") for i in range(n)]
    c0 = time.process_time()
    fast = []
    for i, deck in enumerate(decks):
        hands, stock, pile = deal_masks(deck, i % 2)
        fast.append(play_out(rules, hands, stock, pile, 1 - i % 2, OFFER, i % 2, policy))
    c1 = time.process_time()
    bot = PolicyOpponent(policy)
    slow = []
    for i, deck in enumerate(decks):
        rnd = Round(rules, i % 2, deck)
        while not rnd.is_over:
            rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
        slow.append(rnd.result)
    c2 = time.process_time()
    same = all(
        (f.outcome, f.winner, f.points) == (r.outcome, r.winner, r.points)
        for f, r in zip(fast, slow, strict=True) if r is not None
    )
    if not same:
        raise SystemExit("the playout and the engine disagree")
    return n / (c1 - c0), n / (c2 - c1)


def search_rate(positions: int, seed: int) -> float:
    """Playouts per CPU second inside the search: Master's candidates of discard decisions
    from Strong-vs-Simple rounds, 32 sampled deals each (the discard cache warm as in play)."""
    from ginrummy_desktop.ai.master import MasterOpponent
    from ginrummy_desktop.ai.search import sample_values
    from ginrummy_desktop.engine import Phase

    probe = MasterOpponent(seed=0)
    strong = make_opponent("strong", seed=0)
    views = []
    r = 0
    while len(views) < positions:
        m = Match(RuleSet.preset("classic"), f"rate/{seed}/{r}")
        bots = [strong, make_opponent("simple", seed=r)]
        while not m.scored:
            v = m.view(m.round.turn)
            if v.phase is Phase.DISCARD and m.round.turn == 0 and len(views) < positions:
                views.append(v)
            m.apply(bots[m.round.turn].choose(v))
        r += 1
    c0 = time.process_time()
    n = 0
    for v in views:
        cands = probe.candidates(v, strong.choose(v))
        sample_values(v, cands, 32, seed=1)
        n += 32 * len(cands)
    return n / (time.process_time() - c0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", nargs="*", default=list(LEVELS), choices=LEVELS)
    ap.add_argument("--master-rounds", type=int, default=60,
                    help="rounds for Master's decision times (it searches: slower)")
    ap.add_argument("--after", type=int, default=0,
                    help="time the round after this many scored rounds of Simple against "
                         "Simple (2: Master plays its opponents partly as early knockers)")
    args = ap.parse_args()
    print(f"{'level':8} {'decisions':>9} {'median ms':>10} {'p99 ms':>8} {'max ms':>8}"
          f"   {'CPU: median':>11} {'p99':>8} {'max':>8}")
    for level in args.levels:
        n = args.master_rounds if level == "master" else args.rounds
        ts, cs = decision_times(level, n, args.seed, args.after)
        print(f"{level:8} {len(ts):9d} {1000 * percentile(ts, 50):10.3f} "
              f"{1000 * percentile(ts, 99):8.3f} {1000 * max(ts):8.3f}"
              f"   {1000 * percentile(cs, 50):11.3f} {1000 * percentile(cs, 99):8.3f} "
              f"{1000 * max(cs):8.3f}")
    rate, cpu_rate, n = simple_throughput(args.rounds * 5, args.seed)
    print(f"simple vs simple, one process: {rate:.0f} rounds/s wall clock, {cpu_rate:.0f} rounds "
          f"per CPU second ({n} rounds, void deals included)")
    fast, slow = rollouts(args.rounds * 2, args.seed)
    print(f"rollouts from the deal, policy play, per CPU second: bit-mask playout {fast:.0f}, "
          f"real engine {slow:.0f} ({fast / slow:.1f}x); same results on all "
          f"{args.rounds * 2} decks")
    print(f"playouts inside the search (discard decisions, from mid-round): "
          f"{search_rate(args.rounds // 2 or 1, args.seed):.0f} per CPU second")


if __name__ == "__main__":
    main()
