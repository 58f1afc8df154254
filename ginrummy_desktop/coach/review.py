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

A decision played as the coach's hint said (the match's ``"hinted"``: the history index of
each decision the table showed a hint for, and the action it named) is the player's best: its
``loss`` is 0 and it is never a mistake, whatever this race reads; the race's values are kept,
so the board can say where it reads another action ahead (``Decision.followed``). The hint and
the review are two races on different deals: on close calls they read the noise differently,
and a player who took every hint of a Short match was charged 0.7 to 1.7 points in 4 of about
40 hinted decisions ("Discard the 5 of hearts - about as good as the next best", then "Best:
discard the jack of hearts, 1.1"), the coach marking down its own advice. The same holds for
the move the hint called about as good as its own (the next best of a close hint: "Discard the
8 of hearts - about as good as the next best: discard the 5 of spades"; a hint entry
``"discard 8H|discard 5S"``, ``Decision.equal``): the review had called the 5 of spades a
mistake of 2.7 points (German 1024x600).

A round's review pools its budget (:class:`RoundWork`): ``ROUND_POOL`` decisions' worth of
playouts in all. Each decision's race first gets its ``share``; a clear decision ends its
race early, and what the round has left then goes to the decisions still open, by their
doubt, whose races go on from where they stopped (``coach.judge.Race``). So the close
decisions, where the best action is hard to tell, get the playouts the clear ones did not
need, and a short round's budget goes to its few hard decisions. The review's best action
agrees with ten times the budget in 275 of 300 positions as the review runs (91.7%, at 3,000
playouts per decision; 257 at the 1,800 before the faster playouts, 248 before the pooling;
``coach/judge.py`` has the figures), a round in 3.8 s (median) and 4.2 s at worst (3.2 s and
3.7 s for the 1,800 before, in the same run).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ginrummy_desktop.coach.judge import (
    MISTAKE_LOSS,
    REVIEW_PLAYOUTS,
    TIE_POINTS,
    Race,
    fresh_difference,
    undercut_share,
)
from ginrummy_desktop.engine import (
    Action,
    EngineError,
    Kind,
    Match,
    Phase,
    RulesError,
    RuleSet,
    SeatView,
    deadwood_of,
)

REVIEW_BUDGET = REVIEW_PLAYOUTS  # playouts per decision (see ``coach/judge.py``)
ROUND_DECISIONS = 16  # a long round's first pass shares this many decisions' budget
ROUND_POOL = 16  # a round's review spends at most this many decisions' budget in all (or
# what its first pass spent, in a long round): the budget per decision on average in a round
# of 16 (the median). At 3,000 playouts per decision: the same best as ten times the budget in
# 275 of 300 positions with 16, 272 with 15 (within the noise of 300 positions; at 1,800 it was
# 260 and 257); the worst round 4.21 s with 16, 3.96 s with 15 (3.66 s for the code before, in
# the same run). The pooled playouts are mostly early in the round, where a playout is longest
UNDERCUT_DEALS = 200  # deals each knock's undercut share is read on (``undercut_shares``)
PASSES = 3  # passes over a round's open decisions at most (``RoundWork``)
MIN_EXTRA = 64  # playouts an open decision gets at least in a further pass (else none)
# (the pool goes by doubt: with a pool of 16 decisions, 260 of 300 positions agreed with
# ten times the budget, 252 in equal parts: ``benchmarks/coach_review.py``, seeds 1, 7, 9)


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
    hint: Action | None = None  # what the hint shown at this decision named (None: no hint)
    undercut: dict[Action, float] = field(default_factory=dict)
    """Each legal knock that is no Gin: the share of the race's deals it was undercut on
    (``coach.judge.undercut_share``, read on ``UNDERCUT_DEALS``), for the knock's reason."""
    equal: Action | None = None  # what the hint called about as good as its own, if any

    @property
    def followed(self) -> bool:
        """The player played what the hint named, or what it called about as good (``equal``):
        the best, with no loss (module docstring)."""
        return self.played in (self.hint, self.equal)

    def rated_above(self) -> tuple[Action, float] | None:
        """(the action the race reads highest, by how many points) where that is another
        action than the one played (a tie counted as the best, a hint followed); else None."""
        action = max(self.values, key=lambda a: (self.values[a], a == self.played))
        gap = self.values[action] - self.values[self.played]
        return (action, gap) if action != self.played and gap > 1e-9 else None

    def ahead(self) -> tuple[Action, float] | None:
        """Where a hint was followed: :meth:`rated_above` where it is at least ``TIE_POINTS``
        ahead of the one played; else None."""
        above = self.rated_above() if self.followed else None
        return above if above is not None and above[1] >= TIE_POINTS else None

    def hint_behind(self) -> float | None:
        """Where a hint was shown and not followed and named another action than the race's
        best: how many points the race reads it below the best (never negative); else None.
        The hint and this race play out different deals, and on a close call they read it
        differently: the hint named the ace of spades 1.6 points ahead, the player threw the
        king, and the review said "the same, 0.0" with no word of the hint (English 1024x640,
        Short); the board now says what the hint named and how the review reads it, on the
        fresh deals "Try again" reads it on (``Race.also``)."""
        hint = self.hint
        if hint is None or self.followed or hint == self.best or hint not in self.values:
            return None
        return max(0.0, self.values[self.best] - self.values[hint])

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "index": self.index,
            "phase": self.phase,
            "played": self.played.text(),
            "best": self.best.text(),
            "values": {a.text(): round(v, 2) for a, v in self.values.items()},
            "loss": round(self.loss, 2),
        }
        if self.hint is not None:
            data["hint"] = self.hint.text()
        if self.equal is not None:
            data["equal"] = self.equal.text()
        if self.undercut:
            data["undercut"] = {a.text(): round(v, 3) for a, v in self.undercut.items()}
        return data

    @classmethod
    def from_data(cls, round_number: int, data: Mapping[str, Any]) -> Decision:
        """Inverse of :meth:`to_data` (values as stored: to two decimals); ``ValueError``
        for anything else."""
        try:
            values = {Action.parse(k): float(v) for k, v in data["values"].items()}
            played, best = Action.parse(data["played"]), Action.parse(data["best"])
            hint = Action.parse(data["hint"]) if data.get("hint") is not None else None
            undercut = {Action.parse(k): float(v)
                        for k, v in (data.get("undercut") or {}).items()}
            equal = Action.parse(data["equal"]) if data.get("equal") is not None else None
            d = cls(round_number, int(data["index"]), str(data["phase"]), played, best,
                    values, float(data["loss"]), hint, undercut, equal)
        except (KeyError, TypeError, AttributeError, EngineError) as e:
            raise ValueError(f"not a reviewed decision: {e}") from None
        if played not in values or best not in values or d.loss < 0:
            raise ValueError("not a reviewed decision")
        return d

    def runner_up(self) -> tuple[Action, float] | None:
        """(the next best action, how many points less it was worth than the best) where the
        best was played; None where it was not (the loss says it then) or nothing else was
        legal. What a right choice was worth: a review of a round played as the hint said was
        all "the same", 0.0, and told a good player nothing. The margin is never negative (the
        best played within ``TIE_POINTS`` of the race's leader: the leader is the runner-up,
        about as good).

        >>> from ginrummy_desktop.engine import Action
        >>> a, b, c = (Action.parse(t) for t in ("discard KC", "discard 5D", "discard 2S"))
        >>> d = Decision(1, 4, "discard", a, a, {a: 3.0, b: 1.75, c: -2.0}, 0.0)
        >>> d.runner_up() == (b, 1.25)
        True
        """
        if self.played != self.best:
            return None
        others = [(v, a) for a, v in self.values.items() if a != self.best]
        if not others:
            return None
        value, action = max(others, key=lambda va: (va[0], va[1].text()))
        return action, max(0.0, self.values[self.best] - value)


@dataclass
class RoundReview:
    round_number: int
    decisions: list[Decision] = field(default_factory=list)
    chosen: int = field(default=0, compare=False, repr=False)
    """The decision its review screen showed chosen last (kept while the game runs, never
    stored): opened again, the list stood at row 1 and "Try again" was gone (German, keys)."""

    @property
    def total_loss(self) -> float:
        """The losses added up as they are stored (to two decimals, ``Decision.to_data``), so
        a review read back from a saved match has the same total as when it was made."""
        return sum(round(d.loss, 2) for d in self.decisions)

    def mistakes(self) -> list[Decision]:
        """Every loss of at least ``MISTAKE_LOSS``, largest first. Only the three largest were
        marked: a row losing 4.1 points stood unmarked under one losing 4.2 marked "Mistake"
        (and the foot said three mistakes), German 1024x768."""
        big = [d for d in self.decisions if d.loss >= MISTAKE_LOSS]
        return sorted(big, key=lambda d: (-d.loss, d.index))

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
    hint: Action | None = None  # what the hint shown at this decision named, if one was
    equal: Action | None = None  # what that hint called about as good, if it did


def share(budget: int, in_round: int) -> int:
    """Playouts for one decision of a round with ``in_round`` decisions in the first pass:
    ``budget``, but a long round shares ``ROUND_DECISIONS * budget`` among its decisions, so
    that a whole classic round is reviewed in a few seconds (``benchmarks/coach_review.py``)."""
    return max(1, min(budget, ROUND_DECISIONS * budget // max(1, in_round)))


def round_budget(budget: int) -> int:
    """Playouts a round's review spends at most in all passes (a long round's first pass
    may spend more: ``share``; then there is no second pass)."""
    return ROUND_POOL * budget


def race_seed(p: Pending) -> str:
    """The seed of a decision's race: its position in the history (so the whole review and
    the review in steps agree)."""
    return f"review/{p.index}"


def start(p: Pending) -> Race:
    """The race of one decision, before its first pass; a hint not followed is read on the
    fresh deals "Try again" reads it on (``Race.also``, ``other_loss``)."""
    hint = None if p.played in (p.hint, p.equal) else p.hint
    return Race(p.view, p.legal, race_seed(p), p.played, also=hint)


def other_loss(p: Pending, best: Action, action: Action) -> float:
    """What ``action`` (another choice than the one played, "try again") loses against
    ``best``, read as the played action's loss is (``Race.confirm``: the same fresh deals),
    not on the race's own deals; 0 below ``TIE_POINTS`` (runs in the worker)."""
    gap = fresh_difference(p.view, race_seed(p), best, action)[0]
    return 0.0 if gap < TIE_POINTS else gap


def run_race(p: Pending, race: Race | None, playouts: int) -> Race:
    """One pass of a decision's race (runs in the worker): a new race (``race`` None) or the
    race of the last pass, run on until ``playouts`` are spent in all or it is decided; then
    its knocks' undercut shares (``undercut_shares``), read here, not where the decisions
    are made (the table's frame: 5-27 ms a round)."""
    race = (race if race is not None else start(p)).run(playouts)
    race.undercut = undercut_shares(p, race)
    return race


@dataclass(frozen=True)
class Job:
    """One pass of one decision's race: ``run_race(pending, race, playouts)``."""

    slot: int  # the decision's place in the round
    pending: Pending
    race: Race | None
    playouts: int


class RoundWork:
    """The review of one round's decisions, in passes that pool the round's budget.

    Pass 1 runs each decision's race with its ``share`` of the budget; a clear decision ends
    early (``coach/judge.py``: every other action far behind). What the round has left of
    ``round_budget`` then goes to the decisions still open, in proportion to their *doubt*
    (``Race.doubt``: how likely the leader is not the best after all), and their races go on
    from where they stopped (pass 2; pass 3 likewise with what pass 2 left, at most
    ``PASSES`` passes; a decision whose part is below ``MIN_EXTRA`` is left as it is): the
    playouts a clear decision did not need go to the close ones, most to the closest.
    Every pass is a list of :class:`Job` for a worker (``next_job`` / ``take``), so a table
    can show a progress bar; the plan depends only on the races, so the same decisions and
    budget always give the same review, made here at once or job by job elsewhere."""

    def __init__(self, pendings: Sequence[Pending], budget: int = REVIEW_BUDGET) -> None:
        self.pendings = list(pendings)
        self.budget = budget
        self.total_budget = round_budget(budget)
        self.races: list[Race | None] = [None] * len(self.pendings)
        self.final = [False] * len(self.pendings)  # no further pass for this decision
        self.passes = 0
        self.queue: list[Job] = []
        self.waiting = 0  # jobs handed out and not taken back yet
        self._plan()

    @property
    def spent(self) -> int:
        return sum(r.used for r in self.races if r is not None)

    def _plan(self) -> None:
        """The next pass's jobs (none: the review is made)."""
        n = len(self.pendings)
        if self.passes == 0:
            self.queue = [Job(i, p, None, share(self.budget, p.in_round))
                          for i, p in enumerate(self.pendings)]
        else:
            left = self.total_budget - self.spent
            open_ = [i for i, r in enumerate(self.races)
                     if r is not None and r.open and not self.final[i]]
            if self.passes >= PASSES or not open_ or left < MIN_EXTRA * len(open_):
                self.queue = []
                self.final = [True] * n
                return
            doubt = {i: self.races[i].doubt() for i in open_}  # type: ignore[union-attr]
            weight = sum(doubt.values())
            self.queue = []
            for i in open_:
                race = self.races[i]
                assert race is not None
                extra = int(left * doubt[i] / weight) if weight > 0 else left // len(open_)
                if extra >= MIN_EXTRA:
                    self.queue.append(Job(i, self.pendings[i], race, race.used + extra))
                else:
                    self.final[i] = True  # too sure to need more
            if not self.queue:
                self.final = [True] * n
                return
        self.passes += 1

    def next_job(self) -> Job | None:
        """The next job to run (``run_race(job.pending, job.race, job.playouts)``), None
        while the jobs of this pass are still out or when the review is made."""
        if not self.queue and self.waiting == 0 and not self.made:
            self._plan()
        if not self.queue:
            return None
        self.waiting += 1
        return self.queue.pop(0)

    def take(self, job: Job, race: Race) -> None:
        """The race a job returned."""
        self.waiting -= 1
        self.races[job.slot] = race
        if not race.open:
            self.final[job.slot] = True

    @property
    def made(self) -> bool:
        return all(self.final)

    def judged(self) -> int:
        """Decisions valued at least once (pass 1 done for them); the later passes only
        look again at the close ones."""
        return sum(r is not None for r in self.races)

    def fraction(self) -> float:
        """How far the work is, by playouts (its time) against the round's budget (all of
        it, unless every decision is clear before: then the work ends sooner)."""
        if self.made:
            return 1.0
        return min(1.0, self.spent / max(1, self.total_budget))

    def run(self) -> list[Decision]:
        """Run every job here (one process), then the decisions."""
        while (job := self.next_job()) is not None:
            self.take(job, run_race(job.pending, job.race, job.playouts))
        return self.decisions()

    def decisions(self) -> list[Decision]:
        """The reviewed decisions, in order (the review must be made)."""
        if not self.made:
            raise ValueError("the review is not made yet")
        out = []
        for p, race in zip(self.pendings, self.races, strict=True):
            assert race is not None
            out.append(decision(p, race))
        return out


def decision(p: Pending, race: Race) -> Decision:
    """The reviewed decision on a finished race: a hint followed is the best, with no loss
    (the module docstring)."""
    j = race.judgement(p.played)
    best, loss = (p.played, 0.0) if p.played in (p.hint, p.equal) else (j.best, j.loss)
    return Decision(p.round_number, p.index, p.view.phase.value, p.played, best, j.values,
                    loss, p.hint, dict(race.undercut), p.equal)


def undercut_shares(p: Pending, race: Race) -> dict[Action, float]:
    """Each legal knock of ``p`` that is no Gin, and the share of the race's first
    ``UNDERCUT_DEALS`` deals (a knock ends the round: its playouts are short) it is undercut
    on, read without recording it: the race's values stay its own."""
    out: dict[Action, float] = {}
    hand = p.view.hand_mask
    for a in p.legal:
        if a.kind is not Kind.KNOCK or a.card is None or not deadwood_of(hand ^ a.card.bit):
            continue
        share = undercut_share(race.search.points_on(a, UNDERCUT_DEALS))
        if share is not None:
            out[a] = share
    return out


def hinted_actions(data: Mapping[str, Any]) -> dict[int, tuple[Action, Action | None]]:
    """The hints a match history records (``"hinted"``: history index -> the action the hint
    named, and after a "|" the one it called about as good where it did, ``"discard 8H|discard
    5S"``; keys as numbers or digit strings): index -> (named, about as good or None). An
    entry that cannot be read is left out (the decision is then judged as one without a
    hint)."""
    raw = data.get("hinted")
    out: dict[int, tuple[Action, Action | None]] = {}
    if not isinstance(raw, Mapping):
        return out
    for key, text in raw.items():
        try:
            index = int(key)
            named, _bar, equal = text.partition("|")
            action = (Action.parse(named), Action.parse(equal) if equal else None)
        except (TypeError, ValueError, AttributeError, EngineError):
            continue
        if index >= 0:
            out[index] = action
    return out


def pending_decisions(data: Mapping[str, Any], seat: int,
                      rounds: set[int] | None = None) -> list[Pending]:
    """The decisions of ``seat`` that the review values (offer, draw and discard with more
    than one legal action) in ``rounds`` (all: None) of a match history, in order, each with
    the hint shown for it (``hinted_actions``). A history the engine refuses raises
    ``RulesError("bad_history")``."""
    if seat not in (0, 1):
        raise ValueError(f"seat {seat!r}")
    rules, seed, actions = match_from_data(data)
    decks, dealer = Match.prepared_from_dict(data)  # a match dealt from prepared decks
    m = Match(rules, seed, decks=decks, first_dealer=dealer)
    hinted = hinted_actions(data)
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
                hint, equal = hinted.get(i, (None, None))
                out.append(Pending(number, i, view, tuple(legal), played,
                                   hint=hint if hint in legal else None,
                                   equal=equal if hint in legal and equal in legal else None))
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
    stored: Mapping[int, RoundReview] | None = None,
) -> MatchReview:
    """Review the decisions of ``seat`` in a match history (only ``rounds``, numbered from 1
    as the deals, if given). ``stored`` holds rounds already reviewed (for this seat): they
    are taken as they are."""
    stored = stored or {}
    todo = [p for p in pending_decisions(data, seat, rounds) if p.round_number not in stored]
    by_round = {k: v for k, v in stored.items() if rounds is None or k in rounds}
    for number in sorted({p.round_number for p in todo}):
        work = RoundWork([p for p in todo if p.round_number == number], budget)
        by_round[number] = RoundReview(number, work.run())
    return MatchReview(seat, [by_round[k] for k in sorted(by_round)])
