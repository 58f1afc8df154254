"""The summary a match file carries beside its history (like a PGN's tags before the moves).

The history stays the truth; the summary is what the saved matches list, "continue" and the
statistics read, so none of them replays a match. It is written with every save, checked
against the replay when the match is opened (a mismatch makes the file damaged), and added
to an older file the first time it is read. All counts are from the human's side (seat 0).

``"summary"`` in a match file::

    {"status": "running", "scores": [35, 20], "totals": [35, 20], "rounds_played": 3,
     "round_number": 4, "winner": null, "margin": null, "actions": 187,
     "rounds_won": 2, "gins": 1, "big_gins": 0, "undercuts_given": 0, "undercuts_received": 1,
     "knocks": 2, "knock_deadwood": 9, "opponent_knocks": 1}

``status`` is ``"running"`` or ``"finished"``; ``totals`` add the end bonuses once finished;
``winner`` (0 or 1) and ``margin`` (winner's total minus the loser's) are set once finished;
``actions`` is the length of the file's action list. ``knocks`` counts the human's knocks that
were not Gin (undercut or not), ``knock_deadwood`` their deadwood added up, ``opponent_knocks``
the computer's. A summary written before these three keys existed is treated as no summary:
the match is replayed once and the summary written anew (``ADDED_KEYS``).

``game`` (only in a running Hollywood match) is the lowest game still open as ``[number,
your points, the computer's]``: the table's header counts that game, and so do "continue" and
the saved matches list (the whole match's round points matched no game once game 1 had
closed). A summary written before it existed has no ``game`` and still loads: those lines then
say the round points as before, until the match is saved again. Beside it ``games_won`` is
how many of the closed games each side won, ``[yours, the computer's]`` ("Game 3: You 0 : 0
Computer" said nothing of games 1 and 2); an older summary without it loads as well.

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> s = summarize(Match(RuleSet.preset("classic"), 7))
>>> s["status"], s["scores"], s["actions"], s["round_number"]
('running', [0, 0], 0, 1)
>>> check_summary(s, 0) == s
True
"""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.persistence.errors import DamagedSaveError
from ginrummy_desktop.persistence.validate import check_int

__all__ = ["ADDED_KEYS", "COUNT_KEYS", "MAX_POINTS", "check_summary", "summarize"]

MAX_POINTS = 10**9
"""Bound of any score or total in a summary (real ones stay in the hundreds)."""
COUNT_KEYS: tuple[str, ...] = (
    "rounds_won",
    "gins",
    "big_gins",
    "undercuts_given",
    "undercuts_received",
    "knocks",
    "opponent_knocks",
)
ADDED_KEYS: tuple[str, ...] = ("knocks", "knock_deadwood", "opponent_knocks")
"""Keys a summary of an older version of the game lacks (it is then made again)."""


def summarize(match: Match, me: int = 0) -> dict[str, Any]:
    """The summary of ``match`` (see the module docstring)."""
    counts = dict.fromkeys(COUNT_KEYS, 0)
    knock_deadwood = 0
    for r in match.results:
        if r.winner == me:
            counts["rounds_won"] += 1
            if r.outcome == "gin":
                counts["gins"] += 1
            elif r.outcome == "big_gin":
                counts["big_gins"] += 1
        if r.undercut:
            if r.knocker == me:
                counts["undercuts_received"] += 1
            elif r.knocker is not None:
                counts["undercuts_given"] += 1
        if r.outcome == "knock" and r.knocker is not None:
            if r.knocker == me:
                counts["knocks"] += 1
                knock_deadwood += r.knocker_deadwood
            else:
                counts["opponent_knocks"] += 1
    finished = match.is_over
    scores = list(match.scores)
    final = match.final if finished else None
    open_game = match.open_game
    won = [sum(1 for g in match.hollywood_games if g.final is not None
               and g.final.winner == seat) for seat in (me, 1 - me)]
    game = {} if finished or open_game is None else {
        "game": [open_game.number, open_game.points[me], open_game.points[1 - me]],
        "games_won": won}
    return {
        "status": "finished" if finished else "running",
        "scores": scores,
        "totals": list(final.totals) if final is not None else scores,
        "rounds_played": len(match.results),
        "round_number": match.round_number,
        "winner": final.winner if final is not None else None,
        "margin": final.margin if final is not None else None,
        "actions": len(match.history),
        **counts,
        "knock_deadwood": knock_deadwood,
        **game,
    }


def _pair(value: Any, name: str) -> list[int]:
    if not isinstance(value, list) or len(value) != 2:
        raise DamagedSaveError("wrong_shape", f"summary.{name} must be two numbers")
    return [check_int(v, f"summary.{name}", 0, MAX_POINTS) for v in value]


def check_summary(data: Any, actions: int) -> dict[str, Any]:
    """``data`` as a valid summary of a history of ``actions`` actions, or
    ``DamagedSaveError("wrong_shape")``."""
    if not isinstance(data, dict):
        raise DamagedSaveError("wrong_shape", "summary must be an object")
    status = data.get("status")
    if status not in ("running", "finished"):
        raise DamagedSaveError("wrong_shape", "summary.status")
    finished = status == "finished"
    out: dict[str, Any] = {"status": status}
    out["scores"] = _pair(data.get("scores"), "scores")
    out["totals"] = _pair(data.get("totals"), "totals")
    out["rounds_played"] = check_int(data.get("rounds_played"), "summary.rounds_played", 0,
                                     actions)
    out["round_number"] = check_int(data.get("round_number"), "summary.round_number", 1,
                                    actions + 1)
    winner = data.get("winner")
    margin = data.get("margin")
    if finished:
        out["winner"] = check_int(winner, "summary.winner", 0, 1)
        out["margin"] = check_int(margin, "summary.margin", 0, MAX_POINTS)
    elif winner is not None or margin is not None:
        raise DamagedSaveError("wrong_shape", "summary: a running match has no winner")
    else:
        out["winner"] = out["margin"] = None
    out["actions"] = check_int(data.get("actions"), "summary.actions", actions, actions)
    for key in COUNT_KEYS:
        out[key] = check_int(data.get(key), f"summary.{key}", 0, out["rounds_played"])
    out["knock_deadwood"] = check_int(data.get("knock_deadwood"), "summary.knock_deadwood", 0,
                                      MAX_POINTS)
    if "game" in data:  # absent in older summaries (and when no Hollywood game is open)
        game = data["game"]
        if finished or not isinstance(game, list) or len(game) != 3:
            raise DamagedSaveError("wrong_shape", "summary.game must be three numbers")
        out["game"] = [check_int(game[0], "summary.game", 1, 3),
                       *_pair(game[1:], "game")]
    if "games_won" in data:  # absent in older summaries
        won = _pair(data["games_won"], "games_won")
        if "game" not in out or sum(won) > 3:
            raise DamagedSaveError("wrong_shape", "summary.games_won")
        out["games_won"] = won
    return out
