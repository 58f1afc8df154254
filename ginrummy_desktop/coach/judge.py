"""Valuing one decision for the review: a race between the legal actions on common deals.

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> m = Match(RuleSet.preset("classic"), seed=4)
>>> view = m.view(m.turn)
>>> j = judge_view(view, view.legal_actions(), view.legal_actions()[0], seed=1, playouts=120)
>>> j.loss >= 0 and j.values[j.leader] == max(j.values.values())
True

The review must name the best action reliably (the issue: it agrees with ten times the budget
in >= 90% of positions) and review a whole classic round in a few seconds, so the samples go
where the answer is still open:

1. **Common deals.** Every action is played on the same sampled deals (``ai.search.Search``:
   the seat's own view, never the hidden cards), and every comparison is the *paired*
   difference of two actions deal by deal; the luck of the deal cancels out. The opponent
   draws from the bottom of each sampled stock (``split``: no chance changes), so when one
   action makes it take from the pile and another does not, the seat still draws the same
   cards after both.
2. **A race for the best.** All legal actions get ``FIRST`` deals. Then, step by step, the
   deals go to the leader and one challenger only: the action with the largest *expected
   gain* over the leader (``E[max(0, X)]`` for its paired difference ``X``, normal with the
   mean and standard error found so far), which is large both for an action close to the
   leader and for one judged on few deals. The challenger is played on ``STEP`` more deals
   (the deals are kept: an action that fell behind catches up on the same deals,
   ``Search.extend``), together with the leader once it has caught up. The results of a deal
   are heavy-tailed (most deals end alike after either action, a few swing by 50 points), so
   after a few deals the spread is often too small: each standard error here counts ``N0``
   deals of the typical spread ``SIGMA0`` too. The race ends when ``playouts`` (every action
   on a deal counts one) are spent, or when every other action is ``Z_STOP`` standard errors
   behind the leader (a clear decision costs little). A race may go on later with more
   playouts (``Race.run``: the round's review gives the open decisions what the clear ones
   left, ``coach/review.py``). The leader is the action with the best
   paired difference to the action with the most deals (the leader itself, usually). The
   action played comes first: while the tie rule (4.) cannot separate it from the leader and
   it has fewer deals, it is the challenger, so a loss rests on enough deals to tell (a
   blunder separates after a few dozen) and an equal choice is judged on as many as the best.
3. **Values.** The leader's value is its mean over all its deals; every other action's value
   is the leader's plus its paired difference to the leader (on the deals both were played
   on), at most the leader's, so all values are on the same footing and the best has the
   highest value. ``contenders`` are the actions not clearly worse than the leader at the
   end (difference plus ``z(n) = KEEP_Z * sqrt(1 + KEEP_N / n)`` standard errors >= 0).
4. **Ties.** The played action is *as good as the best* when the race could not separate them:
   its paired difference to the leader is below ``TIE_POINTS``, or below ``TIE_Z`` standard
   errors. Then the played action is the best (loss 0): an equal choice is never a mistake.
   Otherwise the loss is the leader's value minus the played action's (positive).
5. **The loss on fresh deals.** The race's deals decided which action leads and when to
   stop, so a difference read on them is too large: the leader is the luckiest of many
   actions on its first deals, and a race stops when a gap looks wide. Where the played
   action is behind the leader (not tied), ``Race.confirm`` plays the two on ``CONFIRM``
   fresh deals (a search of its own seed) and the loss is their paired difference there
   (below ``TIE_POINTS``: a tie). ``benchmarks/review_loss_bias.py`` (round 1 of 30 matches
   of Medium against Strong, the 82 decisions with a loss, each against 1,500 other fresh
   deals): read on the race's deals the losses were 1.20 points too large on average
   (+- 0.26; 5.39 against 4.18; once 23.2 where the reference says 10.0), on fresh deals
   0.22 too small (+- 0.17). The playouts count apart from the round's pool: a round's review
   took 1.02 times as long in the median and 1.07 times at worst (8 rounds, old and new in
   one run, ``coach_review.py --positions 0``).

Values are expected points in match terms (``ai/search.py``). The same view, seed and budget
give the same judgement. ``benchmarks/coach_review.py`` measures the agreement with ten times
the budget and the time per round.

Measured (``benchmarks/coach_review.py``, one run each, CPU time on a busy two-core machine).
**Agreement as the review runs**: whole rounds of Strong against Strong reviewed for seat 0
as the table reviews them (the round's budget pooled, ``coach/review.py``), every third
decision compared with a race of ten times the budget alone on other deals, 100 positions
each of seeds 1, 7 and 9. Now (``REVIEW_PLAYOUTS`` 3,000, against 30,000; a round's pool of 16
decisions' budget): the same best action in 93, 92 and 90, **275 of 300 (91.7%)**, the issue's
90%; where they differ, the review's best is 0.70, 0.36 and 0.51 points worse on average (1.39,
1.49 and 1.25 at most) by the large race's values, always less than two points, and the large
race finds no loss in the review's best in 95, 97 and 96. **The ceiling**: two races of 30,000
playouts on other deals name the same best in 96, 97 and 95 (288 of 300, 96.0%). With a pool
of 15 decisions' budget: 90, 92, 90 (272, 90.7%). Measured with the sampler as it was before
its extra cards by the stock left (``ai/search.py``): a pool of 16 gave 92, 91, 89 (272), a
pool of 15 87, 92, 88 (267), half of the share in the first pass (the rest by doubt) 87, 92,
87 (266), the ceiling 96, 98 and 94 (288).
The differences between these variants are within the noise of 300 positions; the pool of 16
came out ahead at 1,800 playouts too (260 against 257), and it is the budget per decision of a
round of 16 decisions (the median). Allocating the pool by the expected gain in agreement (a
flat prior on the true gap, which gives the near-ties less than doubt does) instead of by
doubt: 254 against 257 at 1,800, not kept. The paired differences do not follow features of
the sampled stock whose mean is known (the seat's deadwood after drawing the top cards, the
opponent's after drawing the bottom ones: R^2 0.04 on 22 close draw decisions of a tuning
seed), so a control variate would not help. What paid for the budget is speed: the playouts
are 1.7 times faster (``ai/playout.py``: the same choices and values; in a round's review,
whose early playouts are long and whose sampler now deals more extra cards, 1.78 times the
playouts take 1.15-1.2 times the time).
**Speed** (8 classic rounds, ``--positions 0``, each round the least of two runs, old and new
in one run on a busy machine): a whole round in 3.84 s (median) and 4.21 s at worst, against
3.19 s and 3.66 s for the code before at 1,800 playouts (1.15 times at worst); with a pool of
15, 3.57 s and 3.96 s.

Before (1,800 playouts, against 18,000, a pool of 15): 87, 87 and 83, 257 of 300 (85.7%);
where they differed, the review's best was 1.10, 0.82 and 0.86 points worse on average (3.85,
3.27, 3.04 at most) by the large race's values; the ceiling 93, 95 and 96 (284 of 300, 94.7%).
Before the pooling (each decision its ``share``, one pass) 248 (82.7%). Each position judged
alone (``--isolated``; seeds 1, 7, 9 together, against 18,000) gave 86.7% with 1,800
playouts, 88.7% with 3,600, 91.7% with 5,400 and 93.3% with 9,000. The rest are near-ties (the
two bests less than a point apart by the large race) and draw decisions between two actions
about a point apart, where one deal's paired difference spreads by about 25 points. A round
then took 3.31 s (median) and 3.82 s at worst.

Before (the race of 800 playouts where every surviving action got every deal, all on one
stock): 76 of 100 on seed 1, loss 4.3 points on average and 18.6 at most where they differ, a
round in 2.7 s. What each step gave (seed 7, the first 200 or 100 positions): the race above
instead of every survivor getting every deal, 800 playouts: 78.0% (74.5% with the opponent
drawing from the bottom) -> 80.0% (with it), loss where they differ 2.2 -> 1.5; choosing the
challenger by expected gain instead of by the smallest difference in standard errors, 2,000
playouts: 86 -> 88 of 100 (loss 1.5 -> 1.05, largest 6.3 -> 3.8: an action unlucky on its first
deals was never asked again); faster playouts (``ai/playout.py``, 1.55x) and sampling (1.4x),
and the early end of clear decisions (about 10% of a round's time), paid for most of the 2.25
times the playouts (a round 2.7 s -> 3.3 s). The opponent drawing from the bottom of the stock
lowered the spread of the paired difference of the two best actions from 29.5 to 24.8 points (30
positions, 300 deals; from about 34 to 24 in draw decisions, little in discards), but the
agreement did not show it (the old race: 74.5% with it, 78.0% without; the new: 86 with, 89
without, all within the noise of 100-200 positions); it is kept for the smaller spread.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ginrummy_desktop.ai.search import Samples, Search
from ginrummy_desktop.engine import Action, SeatView

REVIEW_PLAYOUTS = 3000  # playouts per decision at most (every action on a deal counts one)
FIRST = 16  # deals for every legal action before the race goes to the close ones
STEP = 8  # deals added per step to the challenger (and to the leader)
SIGMA0 = 30.0  # typical spread (points) of the paired difference of two actions on one deal,
N0 = 8.0  # counted as this many deals in every standard error of the race
Z_STOP = 4.0  # the race ends once every other action is this many standard errors behind
KEEP_Z = 2.0  # the contenders at the end: (difference to the leader) + z(n) * se >= 0, with
KEEP_N = 48  # z(n) = KEEP_Z * sqrt(1 + KEEP_N / n) after n deals
TIE_Z = 2.0  # the played action ties with the leader within this many standard errors...
TIE_POINTS = 0.25  # ...or when its paired difference is below this many points
SPLIT = True  # the opponent draws from the bottom of the sampled stock (``Search(split)``)
CONFIRM = 256  # fresh deals on which a loss is read (``Race.confirm``)
MISTAKE_LOSS = 2.0  # a decision that loses this many points or more is a mistake
BORDER = 4 * CONFIRM  # fresh deals in all for a loss read within a standard error of it


@dataclass(frozen=True)
class Judgement:
    """What the race found for one decision."""

    leader: Action  # the action of the highest value (whatever was played)
    best: Action  # the leader, or the played action where the two tie
    values: dict[Action, float]  # each action's value (see the module docstring)
    loss: float  # values[leader] - values[played], 0 where they tie; never negative
    contenders: tuple[Action, ...]  # the actions still in the race at the end, leader first
    judged: dict[Action, int]  # the deals each action was played on
    playouts: int  # playouts spent (at least two deals for every action, whatever the budget)
    samples: Samples = field(repr=False, compare=False)
    confirmed: dict[Action, float] = field(default_factory=dict)
    """Losses read again on fresh deals (``Race.confirm``): the action played's, ``also``'s."""

    def verdict(self, played: Action) -> tuple[Action, float]:
        """(best, loss) had ``played`` been played: the tie rule of the module docstring;
        a loss confirmed on fresh deals is that one (below ``TIE_POINTS`` a tie)."""
        lead = self.leader
        if played == lead or _tied(self.samples, lead, played):
            return played, 0.0
        if played in self.confirmed:
            loss = self.confirmed[played]
            return (played, 0.0) if loss < TIE_POINTS else (lead, loss)
        return lead, max(0.0, self.values[lead] - self.values[played])


def _diff(samples: Samples, a: Action, b: Action) -> tuple[float, float]:
    return samples.difference(a, b)


def _tied(samples: Samples, lead: Action, a: Action) -> bool:
    """The tie rule: ``a`` is not separated from ``lead`` (see the module docstring)."""
    gap, se = _diff(samples, lead, a)
    return gap < TIE_POINTS or gap <= TIE_Z * se


def _upper(diff: tuple[float, float], n: int) -> float:
    return diff[0] + KEEP_Z * math.sqrt(1 + KEEP_N / max(1, n)) * diff[1]


class _Pairs:
    """Paired differences of two actions' utilities on their common deals, kept as running
    sums (the deals only grow, so a pair's sums are extended, never recomputed)."""

    def __init__(self, samples: Samples) -> None:
        self.samples = samples
        self.sums: dict[tuple[Action, Action], list[float]] = {}

    def stats(self, a: Action, b: Action) -> tuple[int, float, float]:
        """(deals, mean, sum of squared deviations) of a - b on their common deals."""
        u, v = self.samples.utility[a], self.samples.utility[b]
        n = min(len(u), len(v))
        got = self.sums.get((a, b))
        if got is None:
            got = self.sums[a, b] = [0, 0.0, 0.0]
        k, s1, s2 = int(got[0]), got[1], got[2]
        for i in range(k, n):
            d = u[i] - v[i]
            s1 += d
            s2 += d * d
        got[0], got[1], got[2] = n, s1, s2
        if n == 0:
            return 0, 0.0, 0.0
        mean = s1 / n
        return n, mean, max(0.0, s2 - n * mean * mean)

    def gain(self, lead: Action, a: Action) -> float:
        """The expected amount by which ``a`` beats ``lead`` (0 where it does not): large for a
        close action and for one judged on few deals."""
        n, mean, ss = self.stats(lead, a)
        se = math.sqrt((ss + N0 * SIGMA0 ** 2) / (n - 1 + N0) / n)
        z = mean / se
        return se * math.exp(-z * z / 2) / math.sqrt(2 * math.pi) - mean * 0.5 * math.erfc(
            z / math.sqrt(2))

    def score(self, lead: Action, a: Action) -> float:
        """How clearly ``a`` is worse than ``lead``: the paired difference over a standard
        error whose variance is shrunk towards ``SIGMA0`` (``N0`` deals' worth)."""
        n, mean, ss = self.stats(lead, a)
        var = (ss + N0 * SIGMA0 ** 2) / (n - 1 + N0)
        return mean / math.sqrt(var / n)


SHARE_DEALS = 50  # deals a knock must be read on for its undercut share to be said


def undercut_share(points: Sequence[int]) -> float | None:
    """The share of a knock's ``points`` on a race's deals that are an undercut (the
    knocker's points below 0: only an undercut beats a knock), or None where it was read on
    fewer than ``SHARE_DEALS``. The reason the search's figure for a knock stands on:
    "Knocking now with 5 deadwood would be worth 15.3 points less" gave a new player no
    reason, and "risks an undercut" was said whatever the risk (``coach.hint.with_undercut``)."""
    if len(points) < SHARE_DEALS:
        return None
    return sum(1 for p in points if p < 0) / len(points)


class Race:
    """The race of one decision (see the module docstring), resumable: :meth:`run` plays on
    until a budget is spent or the race is decided; a later :meth:`run` with a larger budget
    goes on from there (the review's second pass, ``coach/review.py``). The same view, seed,
    played action and sequence of budgets give the same race; the race pickles (a worker
    process may run one pass and another process the next)."""

    def __init__(self, view: SeatView, legal: Sequence[Action], seed: int | str | None,
                 played: Action | None = None, also: Action | None = None) -> None:
        self.view = view
        self.seed = seed
        self.search = Search(view, seed, split=SPLIT, keep=True)
        self.legal = list(legal)
        self.order = {a: i for i, a in enumerate(self.legal)}
        self.played = played
        self.counts = {a: 0 for a in self.legal}
        self.used = 0  # playouts spent
        self.decided = False  # every other action is clearly behind: more deals change nothing
        self.samples = self.search.samples
        self.pairs = _Pairs(self.samples)
        self.confirmed: tuple[Action, float] | None = None
        """(leader, paired difference leader - played) on ``CONFIRM`` fresh deals
        (``confirm``), or None."""
        self.also = None if also == played else also
        """Another action whose loss is read on fresh deals too, tied or not: the hint a player
        did not follow. Read on the race's first deals only, the review said the hint's discard
        of the jack of clubs was "25.3 points lower", where "Try again" with it read 0.6 below
        the best on the fresh deals (English 1280x720, Short)."""
        self.also_confirmed: tuple[Action, float] | None = None  # (leader, its loss), or None
        self.confirm_used = 0  # playouts spent confirming (beyond the race's budget)
        self.undercut: dict[Action, float] = {}  # its knocks' undercut shares (the review's)

    @property
    def open(self) -> bool:
        """Whether more playouts could still change the race (it was not decided)."""
        return not self.decided

    def leader(self) -> Action:
        counts, order, pairs = self.counts, self.order, self.pairs
        ref = max(self.legal, key=lambda a: (counts[a], -order[a]))
        return max(self.legal, key=lambda a: (0.0 if a == ref else pairs.stats(a, ref)[1],
                                              -order[a]))

    def _extend(self, a: Action, step: int) -> None:
        self.search.extend(a, self.counts[a] + step)
        self.counts[a] += step
        self.used += step

    def run(self, playouts: int) -> Race:
        """Race on until ``playouts`` are spent in all (this pass and the earlier ones) or
        the race is decided; the first pass gives every action ``FIRST`` deals (fewer where
        ``playouts`` cannot pay for them, at least two)."""
        if playouts <= 0:
            raise ValueError("the budget must be at least one playout")
        legal, counts, played, pairs = self.legal, self.counts, self.played, self.pairs
        if self.used == 0:
            first = max(2, min(FIRST, playouts // max(1, len(legal))))
            for a in legal:
                self._extend(a, first)
        while self.used < playouts and not self.decided:
            lead = self.leader()
            top = max(counts.values())
            if counts[lead] < top:
                self._extend(lead, min(top - counts[lead], playouts - self.used))
                continue
            others = [a for a in legal if a != lead]
            if not others or min(pairs.score(lead, a) for a in others) >= Z_STOP:
                self.decided = True
                break
            if (played is not None and played != lead and counts[played] < counts[lead]
                    and _tied(self.samples, lead, played)):
                c = played
            else:
                c = max(others, key=lambda a: (pairs.gain(lead, a), -self.order[a]))
            if counts[c] < counts[lead]:
                self._extend(c, min(STEP, counts[lead] - counts[c], playouts - self.used))
            elif playouts - self.used < 2:
                break
            else:
                step = min(STEP, (playouts - self.used) // 2)
                self._extend(lead, step)
                self._extend(c, step)
        return self.confirm()

    def confirm(self, deals: int = CONFIRM) -> Race:
        """Read the played action's loss again on ``deals`` fresh deals (a search of its
        own seed): the leader and the played action only, both on every deal. The race's
        own deals decided which action leads and when to stop, so a difference read on them
        is too large (the leader is the luckiest of many on its first deals, and a race
        stops when a gap looks wide); on fresh deals it is not. Nothing to do where the
        played action leads or ties with the leader, or this leader was confirmed already.
        ``also`` (the hint not followed) is read likewise wherever it does not lead.
        The playouts count apart (``confirm_used``): the round's pool is not touched."""
        lead = self.leader()
        played = self.played
        if played is not None and played != lead and not _tied(self.samples, lead, played):
            self.confirmed = self._read_again(played, self.confirmed, lead, deals)
        if self.also is not None and self.also != lead:
            self.also_confirmed = self._read_again(self.also, self.also_confirmed, lead, deals)
        return self

    def _read_again(self, action: Action, before: tuple[Action, float] | None, lead: Action,
                    deals: int) -> tuple[Action, float]:
        """(``lead``, ``action``'s loss against it on fresh deals): ``before`` where it was
        read against this leader already."""
        if before is not None and before[0] == lead:
            return before
        loss, _, read = fresh_reading(self.view, self.seed, lead, action, deals)
        self.confirm_used += 2 * read
        return lead, loss

    def doubt(self) -> float:
        """How likely another action is better than the leader after all: the normal tail
        beyond the smallest number of (shrunk) standard errors by which another action is
        behind it (``_Pairs.score``); 0 with one action."""
        lead = self.leader()
        z = min((self.pairs.score(lead, a) for a in self.legal if a != lead),
                default=math.inf)
        return 0.5 * math.erfc(z / math.sqrt(2))

    def contenders(self) -> list[Action]:
        """The actions not clearly worse than the leader now (leader included)."""
        lead = self.leader()
        samples = self.samples
        return [a for a in self.legal
                if a == lead or _upper(_diff(samples, a, lead), len(samples.utility[a])) >= 0]

    def judgement(self, played: Action) -> Judgement:
        """The judgement of ``played`` on the race so far (see the module docstring)."""
        legal, samples = self.legal, self.samples
        lead = self.leader()
        alive = self.contenders()
        top = samples.value(lead).mean
        values = {a: top if a == lead else top + min(0.0, _diff(samples, a, lead)[0])
                  for a in legal}
        rest = sorted((a for a in alive if a != lead),
                      key=lambda a: (-values[a], legal.index(a)))
        fresh = {a: read[1] for a, read in ((self.played, self.confirmed),
                                            (self.also, self.also_confirmed))
                 if a is not None and read is not None and read[0] == lead}
        for a, loss in fresh.items():  # the values agree with the loss read on fresh deals
            values[a] = top - max(0.0, loss)
        j = Judgement(lead, lead, values, 0.0, (lead, *rest),
                      {a: len(samples.utility[a]) for a in legal}, self.used, samples, fresh)
        best, loss = j.verdict(played)
        return replace(j, best=best, loss=loss)


def fresh_difference(view: SeatView, seed: int | str | None, lead: Action, action: Action,
                     deals: int = CONFIRM) -> tuple[float, float]:
    """(mean, standard error) of ``lead`` minus ``action`` on fresh deals of the race of
    ``seed`` (``fresh_reading``)."""
    return fresh_reading(view, seed, lead, action, deals)[:2]


def fresh_reading(view: SeatView, seed: int | str | None, lead: Action, action: Action,
                  deals: int = CONFIRM) -> tuple[float, float, int]:
    """(mean, standard error, deals) of ``lead`` minus ``action`` on ``deals`` fresh deals of
    the race of ``seed`` (``Race.confirm``; the same deals for every action, so the losses of
    two actions read this way are paired), or on ``BORDER`` where the first ``deals`` read
    a loss within one standard error of ``MISTAKE_LOSS``: on 256 deals a standard error is
    about 1.6 points, and a reading of 3.2 made a mistake of a draw 1.8 points worse than
    the best (2,048 deals each of three other seeds: 2.1, 2.0 and 1.3, +- 0.6; classic seed
    503, a player taking every hint)."""
    fresh = Search(view, f"{seed}/confirm", split=SPLIT)
    mean, se = fresh.play([lead, action], deals).difference(lead, action)
    if abs(mean - MISTAKE_LOSS) < se and deals < BORDER:
        mean, se = fresh.play([lead, action], BORDER - deals).difference(lead, action)
        return mean, se, BORDER
    return mean, se, deals


def race(view: SeatView, legal: Sequence[Action], seed: int | str | None,
         playouts: int, played: Action | None = None,
         ) -> tuple[Samples, list[Action], Action, int]:
    """Run the race (see the module docstring) in one pass: (samples, the contenders at the
    end, leader, playouts spent). The ``played`` action is the challenger first while the tie
    rule cannot separate it from the leader on fewer deals than the leader's: its loss rests
    on as many deals as it takes to tell."""
    r = Race(view, legal, seed, played).run(playouts)
    return r.samples, r.contenders(), r.leader(), r.used


def judge_view(view: SeatView, legal: Sequence[Action], played: Action,
               seed: int | str | None, playouts: int = REVIEW_PLAYOUTS) -> Judgement:
    """Judge ``played`` among ``legal`` (the seat's legal actions in ``view``)."""
    legal = list(legal)
    if played not in legal:
        raise ValueError(f"{played.text()} is not one of the legal actions")
    return Race(view, legal, seed, played).run(playouts).judgement(played)


__all__ = ["BORDER", "CONFIRM", "MISTAKE_LOSS", "REVIEW_PLAYOUTS", "Judgement", "Race",
           "fresh_difference", "fresh_reading", "judge_view", "race"]
