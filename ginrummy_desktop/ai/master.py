"""Meister / Master: Strong's play, overruled where a search over the hidden cards says so.

For every decision that matters (take or pass the upcard, which pile to draw from, what to
throw, knock now or play on, Big Gin) Master asks Strong first, then plays Strong's choice and
a few alternatives on the same sampled deals (``ai/search.py``). It switches away from Strong's
choice only when an alternative wins by ``MARGIN`` points or more *and* by ``Z`` standard
errors of the paired difference: with a few dozen samples most differences are noise, and the
prototype that always trusted the search lost to Strong (38%), while keeping the heuristic's
choice unless beaten by a margin won. The search values a round in match terms, so knocking
early or playing on for Gin follows the knock limit, the bonuses, the target and the score.

The alternatives looked at:

* offer and draw: both choices, when the pile card shares a rank or a near suit neighbour with
  the hand (otherwise the stock, as Strong draws);
* discard: Strong's card, the ``DISCARDS`` cards that leave the least deadwood, and knocking
  with the best knock card (or, when Strong knocks, playing on with it); Gin and Big Gin at once.

The lay-off is Strong's (``done`` lays off at best).

How much to search: ``BUDGET_DISCARD`` / ``BUDGET_DRAW`` deals, in steps of ``STEP``, the
alternatives that cannot reach the margin dropped on the way (most decisions end early). An
alternative still alive at the budget but not proven better goes on being searched, up to
``EXTEND`` times the budget, until it is proven or dropped: the larger searches of the
agreement benchmark found gains of 4-9 points that 64 deals could not prove. Chosen with
``benchmarks/search_agreement.py``'s positions (same choice as with ten times both budgets
in N of 100; mean loss where it differs, by a third search of 640 deals): 64/48 deals, margin
2: 87 (4.5 points); margin 3: 90 (5.0); margin 2 and 2.5 standard errors: 91 (5.7); with
``EXTEND`` 4: 86 (1.8); 128/96 deals: 88 (2.4); 128/96 and ``EXTEND`` 2: 88 (1.3), margin
2.5: 92 (1.4), margin 3: 93 (0.8), which Master uses. Against Simple the larger budget
changed little (seed t2, 60 paired classic matches: 81.7% and net 6.2 points a round at
64/48, 83.3% and 6.9 at 128/96).

Measured with the opponent played as one of two kinds (``ai/search.py``: a Gin player or an
early knocker, each sample fitting the opponent's play so far; seed 11, pairs with swapped
seats, the arena's matches), still with 64/48 deals and margin 2: classic against Simple
82.0% of 200 matches (95% CI 76.1-86.7%, net +6.2 points a round; it was 74.5% when the
opponent was always played as a Gin player), classic against Strong 68.0% of 400 matches
(63.3-72.4%, net +4.3 points a round; it was 66.8%). Tuning (seed t1, 40 paired
matches against Simple): the early knockers' share 0 -> 72.5%, one half 85%, all 80% (net
points a round 3.5, 5.4, 5.7); one half against Strong 62.5% of the same 40. Earlier tuning
chose the margin (2 points and 2 standard errors 68% against Strong, 2 and 1.5 65%, 1 and
1.5 62%, 0.5 and 1 52%); 96 instead of 64 deals per discard, or dealing the opponent 5 extra
cards instead of 3, did not help then. Tried against Simple and left out (seed t2, 60 paired
classic matches, 81.7% and net 6.2 points a round before): Master's own playouts knocking as
soon as they may (or at 5 or less) in the deals where the opponent is an early knocker, 81.7%
and 5.9 (78.3% and 6.1); margin 1, 80.0% and 6.1. Strong's playing on for Gin is right
against Simple: knocking at the first chance instead would have scored 13.9 points a round
where Strong played on for 21.9 (Strong against Simple, 60 matches, the 234 of 467 rounds
with a chance to knock); Simple's points come from the other half, where its early knock
comes before Master's hand is down to the limit.

With 128/96 deals, margin 3 and ``EXTEND`` 2, the opponent half Gin player, half early
knocker in every round: seed 11, 400 matches each, classic against Strong 69.5%, To 100
against Strong 72.0%, Short against Strong 57.75% (95% CI 52.9-62.5%; it was 62.3% with
the opponent always a Gin player and 64/48 deals, margin 2); classic against Simple 82.5% of
200 (76.6-87.1%).

**The opponent's kind learnt over the match** (``EARLY_PRIOR``, ``EARLY_MAX``,
``search.early_share``): the search plays the opponent as a Gin player until the match's
earlier rounds show it knocking early (a knock with six or more stock cards left), and each
round that shows it playing on with a hand it could have knocked with counts the other way;
the share of early knockers is the Beta posterior of these counts (prior worth one round),
at most one half. The fixed half made Master fear early knocks that Strong never makes, in
every round: Short against Strong (tuning seed t6, 200 paired matches) 63.0% with half
early knockers, 68.0% with none (net points a round 4.5 -> 6.3). Against Simple (classic,
tuning seed t7, 60 paired matches): the fixed half 71.7% (net 3.9 points a round), the
posterior from none 66.7% (3.1; prior worth two rounds 68.3%, 3.2), capped at one half
70.0% (3.6), which Master uses (in the earlier tuning all early knockers did worse than
half of them too). Strong never knocks before the stock is short, so against Strong the
share stays 0. Tried on Short against Strong and left out: dealing the opponent 5 extra
cards instead of 3 (seed t6, 62.0% of 200, with the fixed half). At seed 11 (pairs with
swapped seats, ``--jobs 1``): Short against Strong 61.0% of 400 (95% CI 56.1-65.7%, net
+4.1 points a round; 57.75% with the fixed half), classic against Simple 80.0% of 200
(73.9-85.0%, net +5.5; 82.5% with the fixed half, within the noise); classic against
Strong 65.75% of 400 (61.0-70.2%, net +4.5; 69.5% with the fixed half), To 100 against Strong
68.75% of 400 (64.0-73.1%; 72.0%): every change within one run's noise.
``benchmarks/search_agreement.py`` with the opponent
played as Master plays it: Master's choice the same with ten times both budgets in 92 of
100 positions (loss where it differs 0.28 points on average, 5.6 at most), the best action
by mean in 68 (loss 1.07, 5.1 at most). Decisions on a machine loaded by two arenas and the
test suite (CPU time, same command as below): median 35 ms, 99th percentile 193 ms, at
most 204 ms.

**The sampled opponent's hand by the stage of the round** (``search.extra_cards``): Strong
undercut 131 of Master's 458 knocks in Short at seed 11 (29%). ``benchmarks/sampler_bias.py``
showed why: with 10-19 stock cards left the sampled opponents held 17 deadwood where Strong
truly held 10, so knocking looked worth +2.6 points where it lost 12. Dealing the sampled
opponent five cards more than it holds there (its worst thrown out; three early, four late)
removed the bias; Short against Strong (tuning seeds t9, t10; 60 and 80 paired matches)
56.7% -> 63.3% and 65.0% -> 73.8%, net points a round 3.1 -> 5.8 and 6.0 -> 8.8; classic
against Simple (t9, 60) 80.0% -> 85.0% (net 6.3 -> 7.0). At seed 11 (pairs with swapped seats,
the arena's matches): Short against Strong 65.75% of 400 (95% CI 61.0-70.2%, net +5.5 points
a round; 61.0% before), Strong undercutting 86 of Master's 363 knocks (24%); classic against
Strong 68.75% of 400 (64.0-73.1%, net +5.0; 65.75% before), 193 of 728 knocks undercut (27%,
was 31%); classic against Simple 81.0% of 200 (75.0-85.8%, net +6.0; 80.0% before).
Decisions (``benchmarks/ai_decisions.py --levels master --master-rounds 40``, CPU time, on a
loaded machine): median 24 ms, 99th percentile 112 ms, at most 449 ms.

**Against Simple, where the gap to 90% is** (``benchmarks/master_oracle.py``, a harness that
cheats: Master's search fed the opponent's true hand instead of sampled ones; tuning seed
t12, 120 paired classic matches against Simple): Master as it is 78.3% (net +5.8 points a
round); with the true hand (the true stock cards shuffled, the opponent played as the early
knocker it is) 96.7% (+17.6), winning 22 matches Master lost and losing none it won; with
the true stock order too 100% (+29.3). The decision structure (Strong's choice unless an
alternative wins by the margin, the candidates, the playout policy) is not the limit; the
sampled hands are. Where Master and the true-hand search choose differently (60 matches,
each choice valued by 128 true-hand deals): discards 557 of 3,112 differ, 8.8 points each
(about 10 points a round in all), draws 165 of 3,071 (5.1 each), knock or play on 92 (12.1
each), offers 76 of 451 (3.7). Of 389 differing discards (40 more matches) Master's fed
Simple (it took the card for a meld) in 40%, the true-hand search's in 20%; the latter kept
more deadwood (26.3 against 24.8) and left Strong's choice in 341 where Master kept it in
326: it knows which cards are live, not how near Simple is to knocking. A search told only
Simple's true deadwood (sampled hands within 2 of it) won 83.3% at net +5.8 a round, the
same points as Master; one told only which cards of Master's hand Simple would take for a
meld (sampled hands that agree on each) 91.7% at +9.3: the throws that feed it are most of
the gap. Tried and dropped: sampled early knockers' hands made to explain the opponent's
recent turns (each card it left on the pile joined no meld of the hand it held then, back to
two stock draws; each discard back to one draw was its least-deadwood throw; the true hand
always passes): the sampled hidden cards right 37.0% -> 37.3% of the time, the Brier score
of "Simple would take this card of Master's hand" 0.140 -> 0.137 (always guessing the base
rate: 0.160); t12 80.8% (net +6.2), t13 77.5% (+5.3, was 77.5% and +5.6), in the noise; with
all sampled opponents early knockers (``EARLY_MAX`` 1.0) 77.5% (+5.7) on t12. What a sampler
can learn from the public play about which cards Simple holds is little (the card weights'
factors moved each way changed that Brier score by at most 0.008); 90% looks out of reach
for this design without a much stronger inference of which cards the opponent needs.

**The early knockers' hands from the whole round** (``Search(consistent=True)``,
``ai/hypotheses.py``): the deals played as early knockers take their hidden hands from
Metropolis chains over the opponent's deal and stock draws, kept where every move of its
round fits Simple's rules (and weighted by Simple's random choice among equally good
throws). Over the 604 decisions of the measure above: hidden cards right 37.0% -> 38.7%,
the Brier score 0.140 -> 0.132 (one chain of 20,000 moves, near the exact posterior, did no
better: 0.133 against 0.143 on a sixth of them; no sampler of the public play can learn
much more about which cards feed Simple), the sampled deadwood off the
truth by 10.5 -> 7.2 points on average (bias -4.2 -> 0.0). Without the ties' weight (Brier
0.133) t12 80.0% (net +5.83). With it (tuning seeds, 120 paired classic matches against
Simple): t12 78.3% -> 82.5% (95% CI 74.7-88.3%, net +5.79 -> +6.88 points a round), t13
77.5% -> 80.8% (72.9-86.9%, +5.55 -> +6.18). At seed 11
(the arena's 400 classic matches against Simple, pairs with swapped seats): 81.25% (95% CI
77.1-84.8%, net +6.62 points a round; it was 79.0%, +5.70), still short of 90%.
Against Strong nothing changes (its share of early knockers stays 0: the first 10 matches
of classic and of Short at seed 11 give the same summaries to the byte). Decisions after two
rounds of Simple against Simple (``benchmarks/ai_decisions.py --levels master
--master-rounds 40 --after 2``, CPU time, one run each, a busy machine): median 13.6 ->
57.5 ms (4.2 times), 99th percentile 69 -> 151 ms (2.2 times), at most 93 -> 200 ms.

Decisions
(``benchmarks/ai_decisions.py --levels master --master-rounds 40``, CPU time, 40 first rounds
against Simple, with the faster playouts of ``ai/playout.py``): median 22 ms, 99th percentile
120 ms, at most 172 ms. With ten times both budgets Master makes the same choice in 93 of 100
positions (where it differs the larger search's values put the loss at 0.96 points on
average, 3.6 at most), the best action by mean is the same in 82 (loss 0.99, 3.3 at most;
``benchmarks/search_agreement.py``).
"""

from __future__ import annotations

from ginrummy_desktop.ai.base import NEIGHBOURS
from ginrummy_desktop.ai.search import Search, early_share
from ginrummy_desktop.ai.strong import StrongOpponent
from ginrummy_desktop.engine import Action, Card, Kind, Phase, SeatView
from ginrummy_desktop.engine.cards import VALUE_BY_INDEX
from ginrummy_desktop.engine.melds import deadwood_of

BUDGET_DISCARD = 128  # sampled deals per discard decision (EXTEND times this at most)
BUDGET_DRAW = 96  # per offer or draw decision
MARGIN = 3.0  # points an alternative must win by
Z = 2.0  # and this many standard errors of the paired difference
DISCARDS = 3
FIRST = 16  # deals before the first look at the differences
STEP = 16  # deals added per round of the search
EXTEND = 2  # undecided at the budget: search on up to this many times the budget
DROP_Z = 2.0  # an alternative stays while its gain + DROP_Z standard errors reach the margin
EARLY_PRIOR = 0.0  # share of early knockers among the sampled opponents before any evidence
EARLY_MAX = 0.5  # ... and at most, whatever the evidence (all of them measured worse)


def _upper(diff: tuple[float, float]) -> float:
    gain, se = diff
    return gain + DROP_Z * se


class MasterOpponent:
    level = "master"

    def __init__(
        self,
        seed: int | str | None = None,
        budget_discard: int | None = None,
        budget_draw: int | None = None,
        margin: float | None = None,
        z: float | None = None,
        extend: int | None = None,
        early_prior: float | None = None,
    ) -> None:
        self.seed = seed
        self.strong = StrongOpponent(seed)
        self.budget_discard = BUDGET_DISCARD if budget_discard is None else budget_discard
        self.budget_draw = BUDGET_DRAW if budget_draw is None else budget_draw
        self.margin = MARGIN if margin is None else margin
        self.z = Z if z is None else z
        self.extend = EXTEND if extend is None else extend
        self.early_prior = EARLY_PRIOR if early_prior is None else early_prior

    def choose(self, view: SeatView) -> Action:
        base = self.strong.choose(view)
        if view.phase is Phase.LAYOFF or base.kind is Kind.BIG_GIN:
            return base
        if base.kind is Kind.KNOCK and deadwood_of(view.hand_mask ^ base.card.bit) == 0:  # type: ignore[union-attr]
            return base  # Gin
        candidates = self.candidates(view, base)
        if len(candidates) < 2:
            return base
        budget = self.budget_discard if view.phase is Phase.DISCARD else self.budget_draw
        early = min(EARLY_MAX, early_share(view, self.early_prior))
        search = Search(view, self.seed, early=early, consistent=True)
        alive = candidates[1:]
        n = min(FIRST, budget)
        samples = search.play(candidates, n)
        most = budget * self.extend
        while n < most:
            # drop the alternatives that cannot beat Strong's choice by the margin
            alive = [a for a in alive if _upper(samples.difference(a, base)) >= self.margin]
            if not alive:
                return base
            if n >= budget and any(self._beats(samples.difference(a, base)) for a in alive):
                break  # past the budget: go on only while nothing is decided
            step = min(STEP, most - n)
            samples = search.play([base, *alive], step)
            n += step
        best, best_gain = base, 0.0
        for a in alive:
            gain, se = samples.difference(a, base)
            if self._beats((gain, se)) and gain > best_gain:
                best, best_gain = a, gain
        return best

    def _beats(self, diff: tuple[float, float]) -> bool:
        gain, se = diff
        return gain >= self.margin and gain >= self.z * se

    def candidates(self, view: SeatView, base: Action) -> list[Action]:
        """Strong's choice first, then the alternatives worth a search."""
        legal = view.legal_actions()
        if view.phase in (Phase.OFFER, Phase.DRAW):
            top = view.discard_top
            if len(legal) < 2 or top is None:
                return [base]
            same_rank, near = NEIGHBOURS[top.index]
            if not (same_rank | near) & view.hand_mask:
                return [base]
            return [base] + [a for a in legal if a != base]
        out = [base]
        # the legal plain discards, least deadwood left first, then the higher card
        plain = sorted(
            (d, -VALUE_BY_INDEX[c.index], c.index) for c, d in view.discard_options()
        )
        for _d, _v, i in plain[:DISCARDS]:
            a = Action.discard(Card.from_index(i))
            if a not in out:
                out.append(a)
        knock_card = view.best_knock()
        if knock_card is not None:
            best_knock = Action.knock(knock_card)
            if best_knock not in out:
                out.append(best_knock)
            if base.kind is Kind.KNOCK:
                on = Action.discard(base.card)  # type: ignore[arg-type]
                if on not in out:
                    out.append(on)
        return out
