"""The round review in steps, for a worker that answers one question at a time.

``review_match`` (``coach/review.py``) reviews a whole history in one call; the table's
"Review this round" wants a progress bar and a window that stays responsive, so it finds the
round's decisions here first (replaying the history: milliseconds), then hands the jobs of a
:class:`RoundWork` (one pass of one decision's race each: the round's budget is pooled, see
``coach/review.py``) to the computer's worker process with :func:`run_race`, one at a time.
Every decision is valued exactly as ``review_match`` values it (the same seeds, budget and
passes), so the two give the same review (``tests/coach/test_steps.py``).

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> from ginrummy_desktop.ai import make_opponent
>>> m = Match(RuleSet.preset("single"), seed=5)
>>> bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
>>> while not m.is_over:
...     _ = m.apply(bots[m.turn].choose(m.view(m.turn)))
>>> steps = round_decisions(m.to_dict(), seat=0, round_number=1)
>>> all(p.played in p.legal for p in steps)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ginrummy_desktop.coach.review import (
    Decision,
    Job,
    Pending,
    RoundReview,
    RoundWork,
    pending_decisions,
    run_race,
)


def round_decisions(data: Mapping[str, Any], seat: int, round_number: int) -> list[Pending]:
    """The decisions of ``seat`` in round ``round_number`` (from 1) of a match history that
    ``review_match`` would value, in order."""
    return pending_decisions(data, seat, {round_number})


def round_review(number: int, decisions: list[Decision]) -> RoundReview:
    return RoundReview(number, list(decisions))


__all__ = ["Job", "Pending", "RoundWork", "round_decisions", "round_review",
           "run_race"]
