"""The round review in steps, for a worker that answers one question at a time.

``review_match`` (``coach/review.py``) reviews a whole history in one call; the table's
"Review this round" wants a progress bar and a window that stays responsive, so it finds the
round's decisions here first (replaying the history: milliseconds), then sends each
:class:`Pending` to the computer's worker process with :func:`judge`. Every decision is
valued exactly as ``review_match`` values it (the same seeds and budget), so the two give the
same review (``tests/coach/test_steps.py``).

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
from dataclasses import dataclass
from typing import Any

from ginrummy_desktop.coach.review import (
    REVIEW_BUDGET,
    Decision,
    RoundReview,
    decide,
    match_from_data,
)
from ginrummy_desktop.engine import Action, Match, Phase, RulesError, SeatView


@dataclass(frozen=True)
class Pending:
    """One decision of the round, not yet valued: what the seat saw and what it played."""

    round_number: int
    index: int  # position of the action in the match's history
    view: SeatView
    legal: tuple[Action, ...]
    played: Action


def round_decisions(data: Mapping[str, Any], seat: int, round_number: int) -> list[Pending]:
    """The decisions of ``seat`` in round ``round_number`` (from 1) of a match history that
    ``review_match`` would value, in order."""
    rules, seed, actions = match_from_data(data)
    m = Match(rules, seed)
    out: list[Pending] = []
    for i, text in enumerate(actions):
        if m.is_over or m.round_number > round_number:
            break
        if m.round_number == round_number and m.round.turn == seat:
            view = m.view(seat)
            legal = view.legal_actions()
            if view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD) and len(legal) > 1:
                played = Action.parse(text)
                if played not in legal:
                    raise RulesError("bad_history", detail=f"action {i} ({text}) is illegal")
                out.append(Pending(round_number, i, view, tuple(legal), played))
        m.apply(text)
    return out


def judge(p: Pending, budget: int = REVIEW_BUDGET) -> Decision:
    """Value one decision as ``review_match`` does (runs in the worker)."""
    return decide(p.round_number, p.index, p.view, list(p.legal), p.played, budget)


def round_review(number: int, decisions: list[Decision]) -> RoundReview:
    return RoundReview(number, list(decisions))


__all__ = ["Pending", "judge", "round_decisions", "round_review"]
