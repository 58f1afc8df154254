"""The round review: every decision of one seat, judged on what it could see at that moment.

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> from ginrummy_desktop.ai import make_opponent
>>> m = Match(RuleSet.preset("single"), seed=5)
>>> bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
>>> while not m.is_over:
...     _ = m.apply(bots[m.turn].choose(m.view(m.turn)))
>>> review = review_match(m.to_dict(), seat=0, budget=4)
>>> all(d.loss >= 0 for r in review.rounds for d in r.decisions)
True

Each decision of the seat in the offer, the draw or the discard with more than one legal
action is judged by a race of every legal action on common sampled deals
(``coach.judge.judge_view``), with the seat's own view (never the other hand or the stock):
``best`` is the action of the highest value, or the action played where the two cannot be
told apart (an equal choice is no mistake); ``loss`` the value of the best minus the value of
the action played (0 when the best was played, never negative). Values are expected points in
match terms (see ``ai/search.py``). The same match, seat and budget (playouts per decision)
always give the same review.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ginrummy_desktop.coach.judge import REVIEW_PLAYOUTS, judge_view
from ginrummy_desktop.engine import Action, Match, Phase, RulesError, RuleSet, SeatView

REVIEW_BUDGET = REVIEW_PLAYOUTS  # playouts per decision (see ``coach/judge.py``)
MISTAKE_LOSS = 2.0  # a decision that loses this many points or more is a mistake


@dataclass(frozen=True)
class Decision:
    """One reviewed decision."""

    round_number: int
    index: int  # position of the action in the match's history
    phase: str
    played: Action
    best: Action
    values: dict[Action, float]
    loss: float

    def to_data(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "phase": self.phase,
            "played": self.played.text(),
            "best": self.best.text(),
            "values": {a.text(): round(v, 2) for a, v in self.values.items()},
            "loss": round(self.loss, 2),
        }


@dataclass
class RoundReview:
    round_number: int
    decisions: list[Decision] = field(default_factory=list)

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def mistakes(self, count: int = 3) -> list[Decision]:
        """The largest losses (at least ``MISTAKE_LOSS``), largest first."""
        big = [d for d in self.decisions if d.loss >= MISTAKE_LOSS]
        return sorted(big, key=lambda d: (-d.loss, d.index))[:count]

    def to_data(self) -> dict[str, Any]:
        marked = {d.index for d in self.mistakes()}
        return {
            "round": self.round_number,
            "decisions": [{**d.to_data(), "mistake": d.index in marked}
                          for d in self.decisions],
            "total_loss": round(self.total_loss, 2),
        }


@dataclass
class MatchReview:
    seat: int
    rounds: list[RoundReview]

    @property
    def total_loss(self) -> float:
        return sum(r.total_loss for r in self.rounds)

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "rounds": [r.to_data() for r in self.rounds],
            "total_loss": round(self.total_loss, 2),
        }


def decide(round_number: int, index: int, view: SeatView, legal: list[Action],
           played: Action, budget: int = REVIEW_BUDGET) -> Decision:
    """The reviewed decision at history position ``index`` (seeded by the position, so the
    whole review and the review in steps agree)."""
    j = judge_view(view, legal, played, seed=f"review/{index}", playouts=budget)
    return Decision(round_number, index, view.phase.value, played, j.best, j.values, j.loss)


def match_from_data(data: Mapping[str, Any]) -> tuple[RuleSet, int | str, list[str]]:
    """(rules, seed, action texts) of a match history (``Match.to_dict``) or a saved match
    file; anything else raises ``RulesError("bad_history")``."""
    if not isinstance(data, Mapping):
        raise RulesError("bad_history", detail="not an object")
    actions = data.get("actions")
    seed = data.get("seed")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RulesError("bad_history", detail="actions must be a list of strings")
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise RulesError("bad_history", detail=f"seed {seed!r}")
    return RuleSet.from_dict(dict(data.get("rules") or {})), seed, list(actions)


def review_match(
    data: Mapping[str, Any],
    seat: int = 0,
    rounds: set[int] | None = None,
    budget: int = REVIEW_BUDGET,
    progress: Callable[[int, int], None] | None = None,
) -> MatchReview:
    """Review the decisions of ``seat`` in a match history (only ``rounds``, numbered from 1
    as the deals, if given). ``progress(done, total)`` is called after each action."""
    if seat not in (0, 1):
        raise ValueError(f"seat {seat!r}")
    rules, seed, actions = match_from_data(data)
    m = Match(rules, seed)
    by_round: dict[int, RoundReview] = {}
    for i, text in enumerate(actions):
        if m.is_over:
            raise RulesError("bad_history", detail=f"action {i} ({text}) after the end")
        number = m.round_number
        if (rounds is None or number in rounds) and m.round.turn == seat:
            view = m.view(seat)
            legal = view.legal_actions()
            if view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD) and len(legal) > 1:
                played = Action.parse(text)
                if played not in legal:
                    raise RulesError("bad_history", detail=f"action {i} ({text}) is illegal")
                rr = by_round.setdefault(number, RoundReview(number))
                rr.decisions.append(decide(number, i, view, legal, played, budget))
        try:
            m.apply(text)
        except Exception as e:  # noqa: BLE001 - every engine refusal names the action
            raise RulesError("bad_history", detail=f"action {i} ({text}): {e}") from None
        if progress:
            progress(i + 1, len(actions))
    return MatchReview(seat, [by_round[k] for k in sorted(by_round)])
