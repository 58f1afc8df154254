"""The coach's core (no pygame): the review of a match's decisions, on the search of
``ai/search.py``. The command line::

    python -m ginrummy_desktop.coach MATCH.json [--round N] [--seat 0] [--json] [--budget 3000]
"""

from __future__ import annotations

from ginrummy_desktop.coach.review import (
    Decision,
    MatchReview,
    RoundReview,
    match_from_data,
    review_match,
)

__all__ = ["Decision", "MatchReview", "RoundReview", "match_from_data", "review_match"]
