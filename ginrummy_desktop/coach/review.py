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
from dataclasses import dataclass, field, replace
from typing import Any

from ginrummy_desktop.coach.judge import REVIEW_PLAYOUTS, judge_view
from ginrummy_desktop.engine import (
    Action,
    EngineError,
    Match,
    Phase,
    RulesError,
    RuleSet,
    SeatView,
)

REVIEW_BUDGET = REVIEW_PLAYOUTS  # playouts per decision (see ``coach/judge.py``)
ROUND_DECISIONS = 16  # a round's review spends at most this many decisions' budget in all
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

    @classmethod
    def from_data(cls, round_number: int, data: Mapping[str, Any]) -> Decision:
        """Inverse of :meth:`to_data` (values as stored: to two decimals); ``ValueError``
        for anything else."""
        try:
            values = {Action.parse(k): float(v) for k, v in data["values"].items()}
            played, best = Action.parse(data["played"]), Action.parse(data["best"])
            d = cls(round_number, int(data["index"]), str(data["phase"]), played, best,
                    values, float(data["loss"]))
        except (KeyError, TypeError, AttributeError, EngineError) as e:
            raise ValueError(f"not a reviewed decision: {e}") from None
        if played not in values or best not in values or d.loss < 0:
            raise ValueError("not a reviewed decision")
        return d


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

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> RoundReview:
        """Inverse of :meth:`to_data` (a stored review); ``ValueError`` for anything else."""
        try:
            number = int(data["round"])
            decisions = [Decision.from_data(number, d) for d in data["decisions"]]
        except (KeyError, TypeError) as e:
            raise ValueError(f"not a round review: {e}") from None
        return cls(number, decisions)


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


@dataclass(frozen=True)
class Pending:
    """One decision of a round, not yet valued: what the seat saw and what it played;
    ``in_round`` is the number of the seat's decisions in that round (see :func:`share`)."""

    round_number: int
    index: int  # position of the action in the match's history
    view: SeatView
    legal: tuple[Action, ...]
    played: Action
    in_round: int = 1


def share(budget: int, in_round: int) -> int:
    """Playouts for one decision of a round with ``in_round`` decisions: ``budget``, but a
    long round shares ``ROUND_DECISIONS * budget`` among its decisions, so that a whole
    classic round is reviewed in a few seconds (``benchmarks/coach_review.py``)."""
    return max(1, min(budget, ROUND_DECISIONS * budget // max(1, in_round)))


def decide(p: Pending, budget: int = REVIEW_BUDGET) -> Decision:
    """The reviewed decision (seeded by its position in the history, so the whole review
    and the review in steps agree)."""
    j = judge_view(p.view, p.legal, p.played, seed=f"review/{p.index}",
                   playouts=share(budget, p.in_round))
    return Decision(p.round_number, p.index, p.view.phase.value, p.played, j.best, j.values,
                    j.loss)


def pending_decisions(data: Mapping[str, Any], seat: int,
                      rounds: set[int] | None = None) -> list[Pending]:
    """The decisions of ``seat`` that the review values (offer, draw and discard with more
    than one legal action) in ``rounds`` (all: None) of a match history, in order. A history
    the engine refuses raises ``RulesError("bad_history")``."""
    if seat not in (0, 1):
        raise ValueError(f"seat {seat!r}")
    rules, seed, actions = match_from_data(data)
    decks, dealer = Match.prepared_from_dict(data)  # a match dealt from prepared decks
    m = Match(rules, seed, decks=decks, first_dealer=dealer)
    out: list[Pending] = []
    last = max(rounds) if rounds else None
    for i, text in enumerate(actions):
        if m.is_over:
            raise RulesError("bad_history", detail=f"action {i} ({text}) after the end")
        number = m.round_number
        if last is not None and number > last:
            break
        if (rounds is None or number in rounds) and m.round.turn == seat:
            view = m.view(seat)
            legal = view.legal_actions()
            if view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD) and len(legal) > 1:
                try:
                    played = Action.parse(text)
                except EngineError:
                    played = None
                if played not in legal:
                    raise RulesError("bad_history", detail=f"action {i} ({text}) is illegal")
                assert played is not None
                out.append(Pending(number, i, view, tuple(legal), played))
        try:
            m.apply(text)
        except Exception as e:  # noqa: BLE001 - every engine refusal names the action
            raise RulesError("bad_history", detail=f"action {i} ({text}): {e}") from None
    counts: dict[int, int] = {}
    for p in out:
        counts[p.round_number] = counts.get(p.round_number, 0) + 1
    return [replace(p, in_round=counts[p.round_number]) for p in out]


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
    stored: Mapping[int, RoundReview] | None = None,
) -> MatchReview:
    """Review the decisions of ``seat`` in a match history (only ``rounds``, numbered from 1
    as the deals, if given). ``stored`` holds rounds already reviewed (for this seat): they
    are taken as they are. ``progress(done, total)`` is called after each decision."""
    stored = stored or {}
    todo = [p for p in pending_decisions(data, seat, rounds) if p.round_number not in stored]
    by_round = {k: v for k, v in stored.items() if rounds is None or k in rounds}
    for n, p in enumerate(todo):
        by_round.setdefault(p.round_number, RoundReview(p.round_number)).decisions.append(
            decide(p, budget))
        if progress:
            progress(n + 1, len(todo))
    return MatchReview(seat, [by_round[k] for k in sorted(by_round)])
