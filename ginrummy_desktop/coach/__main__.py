"""Review a saved match from the command line.

    python -m ginrummy_desktop.coach MATCH.json [--round N] [--seat 0] [--json]
                                                [--budget 3000] [--lang de|en] [--fresh]

MATCH.json is a saved match (the game's ``matches/<id>.json``) or a match history
(``Match.to_dict()``). Every decision of the seat (0, the human, by default) in the offer, the
draw and the discard is judged on what that seat could see; the text lists, per round, the
action played, the best action and the points lost, and marks the largest losses as mistakes.
Rounds the game already reviewed are stored in the saved match (``"reviews"``) and taken
from there (``--fresh`` reviews them again). ``--json`` prints the same as one JSON object: per
round a list of decisions with ``phase``, ``played``, ``best``, ``values`` (action text ->
expected points), ``loss`` and ``mistake`` (and ``hint``, the action the hint shown for it
named, if the game showed one: a hint followed is the best, no loss), and the total loss per
round and for the match;
``"stored"`` lists the rounds taken from the file.

The text is in the language of ``--lang``, else the game's language setting, else the
system's; the JSON is the same in every language (the engine's action texts).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ginrummy_desktop.coach.review import (
    REVIEW_BUDGET,
    RoundReview,
    match_from_data,
    pending_decisions,
    review_match,
)
from ginrummy_desktop.coach.words import review_text
from ginrummy_desktop.engine import Card, EngineError
from ginrummy_desktop.i18n import N_, SUPPORTED_LANGUAGES, set_language

DESCRIPTION = N_("Review the decisions of a saved Gin Rummy match: the action played, the best "
                 "action and the expected points lost, judged on what the player could see.")
HELP_MATCH = N_("a saved match or match history (JSON)")
HELP_ROUND = N_("review only this round (from 1; may be given more than once)")
HELP_SEAT = N_("the seat to review (0: the player)")
HELP_JSON = N_("print one JSON object")
HELP_BUDGET = N_("playouts per decision (every action on a sampled deal counts one)")
HELP_LANG = N_("language of the text (de or en; default: the game's setting)")
HELP_FRESH = N_("review again the rounds stored with the match")
BAD_BUDGET = N_("--budget must be positive")
CANNOT_READ = N_("cannot read {file}: {reason}")
NOT_JSON = N_("{file} is not JSON: {reason}")
NOT_A_MATCH = N_("{file} is not a match that can be replayed: {reason}")


def choose_language(argv: list[str]) -> str:
    """The language of ``--lang`` in ``argv``, else the game's setting (else the system's);
    set as the current language."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang", choices=SUPPORTED_LANGUAGES)
    known, _ = pre.parse_known_args(argv)
    code = known.lang
    if code is None:
        try:
            from ginrummy_desktop.persistence.settings import load_settings

            code = load_settings()[0].language
        except Exception:  # noqa: BLE001 - no settings: the system's language
            code = None
    return set_language(code)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m ginrummy_desktop.coach",
                                 description=str(DESCRIPTION))
    ap.add_argument("match", help=str(HELP_MATCH))
    ap.add_argument("--round", type=int, action="append", dest="rounds", help=str(HELP_ROUND))
    ap.add_argument("--seat", type=int, default=0, choices=(0, 1), help=str(HELP_SEAT))
    ap.add_argument("--json", action="store_true", help=str(HELP_JSON))
    ap.add_argument("--budget", type=int, default=REVIEW_BUDGET, help=str(HELP_BUDGET))
    ap.add_argument("--lang", choices=SUPPORTED_LANGUAGES, help=str(HELP_LANG))
    ap.add_argument("--fresh", action="store_true", help=str(HELP_FRESH))
    return ap


def stored_reviews(data: Any, seat: int) -> dict[int, RoundReview]:
    """The round reviews of ``seat`` stored in a saved match (those that read back)."""
    from ginrummy_desktop.persistence.reviews import check_reviews

    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return {}
    out: dict[int, RoundReview] = {}
    for number, stored in check_reviews(data.get("reviews"), len(data["actions"]),
                                        len(data["actions"])).items():
        if stored["seat"] == seat:
            try:
                out[number] = RoundReview.from_data(stored)
            except ValueError:
                continue  # made again
    return out


def pile_tops(data: Any, seat: int, rounds: set[int] | None) -> dict[int, Card]:
    """The discard pile's card at each decision (a take or a pick names it)."""
    return seen_at(data, seat, rounds)[0]


def seen_at(data: Any, seat: int,
            rounds: set[int] | None) -> tuple[dict[int, Card], dict[int, int]]:
    """(the discard pile's card, the hand) at each decision, by its index: a take or a pick
    names the card, a knock that leaves no deadwood reads as a Gin."""
    pending = pending_decisions(data, seat, rounds)
    return ({p.index: p.view.discard_top for p in pending if p.view.discard_top is not None},
            {p.index: p.view.hand_mask for p in pending})


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    choose_language(argv)
    ap = parser()
    args = ap.parse_args(argv)
    if args.budget <= 0:
        ap.error(str(BAD_BUDGET))
    try:
        with open(args.match, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as e:
        print(CANNOT_READ.format(file=args.match, reason=e.strerror), file=sys.stderr)
        return 2
    except (ValueError, UnicodeDecodeError) as e:
        print(NOT_JSON.format(file=args.match, reason=e), file=sys.stderr)
        return 2
    rounds = set(args.rounds) if args.rounds else None
    try:
        match_from_data(data)
        stored = {} if args.fresh else stored_reviews(data, args.seat)
        review = review_match(data, args.seat, rounds, args.budget, stored=stored)
        tops, hands = seen_at(data, args.seat, rounds) if not args.json else ({}, {})
    except EngineError as e:
        print(NOT_A_MATCH.format(file=args.match, reason=e), file=sys.stderr)
        return 2
    used = {r.round_number for r in review.rounds} & set(stored)
    if args.json:
        print(json.dumps({**review.to_data(), "stored": sorted(used)}, sort_keys=True))
    else:
        print(review_text(review, tops, used, hands))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
