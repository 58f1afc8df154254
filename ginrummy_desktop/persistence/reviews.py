"""The coach's round reviews kept in a match file.

An optional key of the match file (schema version 1 still: a file without it is read as
before, an older game ignores it)::

    "reviews": {"1": {"seat": 0, "budget": 800, "round": 1, "total_loss": 3.1,
                      "decisions": [{"index": 5, "phase": "discard", "played": "discard KS",
                                     "best": "discard 9C", "loss": 3.1, "mistake": true,
                                     "values": {"discard KS": -4.2, "discard 9C": -1.1}}]}}

A decision may also name ``"hint"``: the action the hint shown for it named, and ``"equal"``:
the one it called about as good (a decision played so is the best, with no loss:
``coach.review``); and ``"undercut"``: each legal knock's share of the review's deals on which
it was undercut (``{"knock 3C": 0.15}``), for the knock's reason.

``reviews`` holds the review of each finished round the player asked for, by round number
(from 1), as ``coach.review.RoundReview.to_data()`` plus the seat it judges and the budget it
was made with (playouts per decision). A finished round never changes, so a review is made
once and kept: it is never invalidated.

A review is derived data: one that does not have the shape above is left out (logged) and
the match loads as if that round had not been reviewed; the review is simply made again.

>>> check_reviews({"1": {"seat": 0, "budget": 8, "round": 1, "total_loss": 0,
...                      "decisions": []}}, rounds_played=1, actions=10)[1]["seat"]
0
>>> check_reviews({"7": {}}, rounds_played=1, actions=10)
{}
"""

from __future__ import annotations

import logging
import math
from typing import Any

from ginrummy_desktop.persistence.errors import DamagedSaveError
from ginrummy_desktop.persistence.validate import check_int, check_text

__all__ = ["MAX_COUNT", "check_reviews", "reviews_to_data"]

log = logging.getLogger(__name__)

MAX_COUNT = 10**9
MAX_VALUE = 1e6  # bound of any value or loss in a stored review (real ones are below 200)
MAX_ACTIONS_PER_DECISION = 64  # legal actions of one decision (at most 23 in a real one)
PHASES = ("offer", "draw", "discard")


def _number(value: Any, name: str, lo: float = -MAX_VALUE) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DamagedSaveError("wrong_shape", f"{name} is not a number")
    if not math.isfinite(value) or not lo <= value <= MAX_VALUE:
        raise DamagedSaveError("wrong_shape", f"{name} out of range")
    return float(value)


def _decision(data: Any, actions: int) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DamagedSaveError("wrong_shape", "a decision is not an object")
    values = data.get("values")
    if not isinstance(values, dict) or not 0 < len(values) <= MAX_ACTIONS_PER_DECISION:
        raise DamagedSaveError("wrong_shape", "decision values")
    checked = {check_text(k, "action", 32): _number(v, "value") for k, v in values.items()}
    out: dict[str, Any] = {
        "index": check_int(data.get("index"), "decision index", 0, max(0, actions - 1)),
        "phase": data.get("phase"),
        "played": check_text(data.get("played"), "played", 32),
        "best": check_text(data.get("best"), "best", 32),
        "loss": _number(data.get("loss"), "loss", 0.0),
        "values": checked,
        "mistake": bool(data.get("mistake", False)),
    }
    if data.get("hint") is not None:  # what the hint shown at this decision named
        out["hint"] = check_text(data.get("hint"), "hint", 32)
    if data.get("equal") is not None:  # ... and what it called about as good
        out["equal"] = check_text(data.get("equal"), "equal", 32)
    undercut = data.get("undercut")
    if undercut is not None:  # each knock's undercut share on the review's deals
        if not isinstance(undercut, dict) or len(undercut) > MAX_ACTIONS_PER_DECISION:
            raise DamagedSaveError("wrong_shape", "decision undercut shares")
        out["undercut"] = {check_text(k, "action", 32): _number(v, "undercut share", 0.0)
                           for k, v in undercut.items()}
        if any(v > 1.0 for v in out["undercut"].values()):
            raise DamagedSaveError("wrong_shape", "an undercut share above 1")
    if out["phase"] not in PHASES:
        raise DamagedSaveError("wrong_shape", "decision phase")
    if out["played"] not in checked or out["best"] not in checked:
        raise DamagedSaveError("wrong_shape", "a decision without the value of its actions")
    return out


def _review(number: int, data: Any, actions: int) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DamagedSaveError("wrong_shape", "not an object")
    decisions = data.get("decisions")
    if not isinstance(decisions, list) or len(decisions) > actions:
        raise DamagedSaveError("wrong_shape", "decisions")
    checked = [_decision(d, actions) for d in decisions]
    indexes = [d["index"] for d in checked]
    if indexes != sorted(set(indexes)):
        raise DamagedSaveError("wrong_shape", "decisions out of order")
    return {
        "round": check_int(data.get("round", number), "round", number, number),
        "seat": check_int(data.get("seat"), "seat", 0, 1),
        "budget": check_int(data.get("budget"), "budget", 1, MAX_COUNT),
        "decisions": checked,
        "total_loss": round(sum(d["loss"] for d in checked), 2),
    }


def check_reviews(data: Any, rounds_played: int, actions: int) -> dict[int, dict[str, Any]]:
    """The stored reviews that have the right shape (see the module docstring), by round;
    the others are left out and logged (never an error: a review is made again)."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        log.warning("stored reviews left out: not an object")
        return {}
    out: dict[int, dict[str, Any]] = {}
    for key, review in data.items():
        try:
            if not isinstance(key, str) or not key.isdigit() or len(key) > 6:
                raise DamagedSaveError("wrong_shape", f"round {key!r}"[:40])
            number = int(key)
            if not 1 <= number <= rounds_played:
                raise DamagedSaveError("wrong_shape", f"round {number} not finished")
            out[number] = _review(number, review, actions)
        except DamagedSaveError as e:
            log.warning("stored review of round %r left out: %s", key, e.detail)
    return out


def reviews_to_data(reviews: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The file's ``reviews`` object (round numbers as keys, in order)."""
    return {str(k): reviews[k] for k in sorted(reviews)}
