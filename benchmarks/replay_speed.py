"""Replay speed: time per action of ``Match.replay`` on a short and a very long history.

    .venv/bin/python benchmarks/replay_speed.py [--long 10000] [--short 150] [--repeat 5]

Loading a save replays its actions through the engine, so the time per action must not grow
with the length of the match (issue "Responsive", target: within 1.5x from a 150-action
history to a 10,000-action one). The long history is a legal save of dead hands: both seats
pass the upcard, then draw from the stock and throw the drawn card away until the stock is
down to two cards (60 actions a round, nobody ever scores, so the match never ends). The
short one is the first ``--short`` actions of the same kind of play, so both time the same
actions and only the length differs; a played match (Simple against Simple, knocks and
lay-offs included) of about the short length is timed too, for reference.

Times are the best of ``--repeat`` runs (process CPU time); the ratio is what to trust.
``--long 240000`` is the save of 4,000 dead hands of issue "No file can crash or hang the
game" (it took 12 s to load while every action re-added all past round scores).
"""

from __future__ import annotations

import argparse
import time

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet

RULES = RuleSet.preset("classic")
SEED = "replay-bench"


def dead_hands(n: int) -> list[str]:
    """``n`` legal actions of dead hands: pass, pass, then draw and discard the drawn card."""
    m = Match(RULES, SEED)
    out: list[str] = []
    while len(out) < n:
        r = m.round
        if r.phase is Phase.OFFER:
            act = Action.pass_()
        elif r.phase is Phase.DRAW:
            act = Action.draw_stock()
        else:
            drawn = r.last_drawn[r.turn]
            assert drawn is not None
            act = Action.discard(drawn)
        m.apply(act)
        out.append(act.text())
    assert not m.scored
    return out


def played(n: int) -> list[str]:
    """The actions of Simple against Simple from the start, at least ``n`` of them (whole
    matches of the seed; a match that ends early is followed by the next seed's)."""
    bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
    m = Match(RULES, SEED)
    out: list[str] = []
    while len(out) < n and not m.is_over:
        seat = m.round.turn
        act = bots[seat].choose(m.view(seat))
        m.apply(act)
        out.append(act.text())
    return out


def per_action(actions: list[str], repeat: int) -> float:
    """Best CPU seconds per action of replaying ``actions`` from the start."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        Match.replay(RULES, SEED, actions)
        best = min(best, time.process_time() - t0)
    return best / len(actions)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--short", type=int, default=150)
    ap.add_argument("--long", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    long_actions = dead_hands(args.long)
    short_actions = long_actions[: args.short]
    game = played(args.short)
    kinds = {Kind(a.split()[0]) for a in game}
    t_short = per_action(short_actions, args.repeat * 20)
    t_long = per_action(long_actions, args.repeat)
    t_game = per_action(game, args.repeat * 20)
    rounds = sum(1 for a in long_actions if a == "pass") // 2
    print(f"dead hands, {len(short_actions):>6} actions: {t_short * 1e6:8.1f} us/action")
    print(f"dead hands, {len(long_actions):>6} actions: {t_long * 1e6:8.1f} us/action"
          f"  ({rounds} rounds)")
    print(f"played match, {len(game):>4} actions: {t_game * 1e6:8.1f} us/action"
          f"  ({', '.join(sorted(k.value for k in kinds))})")
    print(f"ratio long/short: {t_long / t_short:.2f}x (target <= 1.5x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
