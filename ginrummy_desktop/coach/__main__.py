"""Review a saved match from the command line.

    python -m ginrummy_desktop.coach MATCH.json [--round N] [--seat 0] [--json] [--budget 800]

MATCH.json is a saved match (the game's ``matches/<id>.json``) or a match history
(``Match.to_dict()``). Every decision of the seat (0, the human, by default) in the offer, the
draw and the discard is valued on what that seat could see; the text lists, per round, the
action played, the best action and the points lost, and marks the largest losses as mistakes.
``--json`` prints the same as one JSON object: per round a list of decisions with ``phase``,
``played``, ``best``, ``values`` (action text -> expected points), ``loss`` and ``mistake``,
and the total loss per round and for the match.
"""

from __future__ import annotations

import argparse
import json
import sys

from ginrummy_desktop.coach.review import REVIEW_BUDGET, MatchReview, review_match
from ginrummy_desktop.engine import EngineError


def format_review(review: MatchReview) -> str:
    lines = [f"Review of seat {review.seat}: {review.total_loss:.1f} points lost in "
             f"{sum(len(r.decisions) for r in review.rounds)} decisions"]
    for r in review.rounds:
        marked = {d.index for d in r.mistakes()}
        lines.append(f"Round {r.round_number}: {r.total_loss:.1f} points lost")
        for d in r.decisions:
            flag = "  <- mistake" if d.index in marked else ""
            if d.played == d.best:
                lines.append(f"  {d.phase:8} {d.played.text():14} best{flag}")
            else:
                lines.append(f"  {d.phase:8} {d.played.text():14} best {d.best.text():14} "
                             f"loss {d.loss:5.1f}{flag}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ginrummy_desktop.coach", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("match", help="a saved match or match history (JSON)")
    ap.add_argument("--round", type=int, action="append", dest="rounds",
                    help="review only this round (from 1; may be given more than once)")
    ap.add_argument("--seat", type=int, default=0, choices=(0, 1))
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--budget", type=int, default=REVIEW_BUDGET,
                    help="playouts per decision (every action on a sampled deal counts one)")
    args = ap.parse_args(argv)
    if args.budget <= 0:
        ap.error("--budget must be positive")
    try:
        with open(args.match, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as e:
        print(f"cannot read {args.match}: {e.strerror}", file=sys.stderr)
        return 2
    except (ValueError, UnicodeDecodeError) as e:
        print(f"{args.match} is not JSON: {e}", file=sys.stderr)
        return 2
    try:
        review = review_match(data, args.seat, set(args.rounds) if args.rounds else None,
                              args.budget)
    except EngineError as e:
        print(f"{args.match} is not a match that can be replayed: {e}", file=sys.stderr)
        return 2
    print(json.dumps(review.to_data(), sort_keys=True) if args.json else format_review(review))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
