"""Stark / Strong: card tracking, a one-draw look-ahead over the unseen cards, discard safety
and knock timing that plays for Gin.

Everything comes from the view:

* ``track`` rebuilds which cards are dead (own hand, discard pile), which the opponent took
  from the pile, threw away or left lying. Each unseen card gets a chance of being in the
  opponent's hand: more near the cards they collect, less near the ones they shun.
* A kept ten-card hand is worth its expected deadwood after one more stock draw, taken over
  the unseen cards weighted by their chance of being in the stock (``Evaluator.lookahead``),
  with a surcharge for a deadwood above the knock limit. That keeps pairs and near-runs with
  live outs and drops the ones whose cards are gone.
* A discard costs the chance that it completes a meld in the opponent's hand ("danger"),
  weighted more as the opponent collects cards and as the round ages.
* The pile card is taken when it becomes part of a meld.
* Knocking: Gin at once. Otherwise, while the stock lasts, it plays on for Gin instead of
  knocking: against a player who knocks as soon as they may this scores more (the Gin bonus,
  and their early knock is usually undercut by a hand this low). Where a round won counts
  more than its points (the single-round preset) it knocks as soon as it may.
* The variants (``_hold_stock``, ``_shutout_threat``): in an Oklahoma round whose upcard set a
  low knock limit (4 or less) the opponent can seldom knock, so it plays on for Gin down to
  the last three stock cards; with Hollywood scoring it knocks as soon as it may while an
  open game its next win would enter holds entries of the opponent's and none of its own (a
  shutout there costs that game's 100 and its boxes). A spade's doubling changes no timing:
  it doubles every point of the round alike, and both ways measured worse (see below).

Variants, 200 matches against Simple (seed 11): Oklahoma 77.0% before, 78.5% with the low
limit's longer hold (knocking as soon as legal: 65.0% in 120 matches; knocking at once in a
doubled round: 72.5%; playing on longer there: 76.5%); Hollywood 72.0% before, 73.5% with the
shutout rule (mean margin 183 -> 251; knocking whenever legal: 70.0%; whenever a win enters
two games or more: 62.5%).

Measured with ``python -m ginrummy_desktop.arena --a strong --b simple --matches 400 --rules
classic --seed 11``: 78.5% of matches (95% CI 74.2-82.2%) against Simple, 66.7% (62.0-71.2%)
against Medium. Decisions take about 0.2 ms (median), under 25 ms at the 99th percentile.
"""

from __future__ import annotations

from ginrummy_desktop.ai.base import (
    NEIGHBOURS,
    VALUE_OF_INDEX,
    LazyRng,
    Tracking,
    bits_of,
    card_of,
    draw_choice,
    holding_weights,
    track,
    value_of_bit,
)
from ginrummy_desktop.engine import Action, Phase, SeatView
from ginrummy_desktop.engine.cards import SUIT_BITS
from ginrummy_desktop.engine.melds import deadwood_of, discard_deadwoods, melded_value

# Weights tuned with seeded arena runs against Simple (single rounds and whole matches).
DANGER_WEIGHT = 2.0  # points of expected deadwood one certain opponent meld is worth


class Evaluator:
    """The numbers one decision needs, built once from the tracking."""

    def __init__(self, tracking: Tracking, knock_limit: int = 10, over_cost: float = 0.0) -> None:
        self.tracking = tracking
        self.knock_limit = knock_limit
        self.over_cost = over_cost  # added to a deadwood above the knock limit
        unseen = bits_of(tracking.unseen)
        # weight of each unseen card being in the opponent's hand
        weight = holding_weights(tracking, 2.0, 0.6, 0.75)
        total = sum(weight.values())
        held: dict[int, float] = {}
        if total > 0:
            scale = tracking.opp_hidden / total
            for b, w in weight.items():
                held[b] = min(0.95, w * scale)
        self.opp_holds_unseen = held  # chance that an unseen card is in the opponent's hand
        self.stock_chance = [(b, 1.0 - held[b]) for b in unseen]  # ... or in the stock
        self.stock_chance_total = sum(p for _, p in self.stock_chance) or 1.0
        self._lookahead_cache: dict[int, float] = {}

    def opp_holds(self, bit: int) -> float:
        """Chance the opponent holds ``bit``."""
        if self.tracking.opp_known & bit:
            return 1.0
        return self.opp_holds_unseen.get(bit, 0.0)

    def lookahead(self, hand10: int) -> float:
        """Expected deadwood of ``hand10`` after one more stock draw and the best discard."""
        got = self._lookahead_cache.get(hand10)
        if got is not None:
            return got
        deadwood_now = deadwood_of(hand10)
        # A drawn card that shares no rank and no suit neighbour (within two) with the hand
        # joins no meld: then the best is to keep it in place of the best nine's discard.
        best_nine = min(d for _b, d in discard_deadwoods(hand10))
        expected = 0.0
        limit, over_cost = self.knock_limit, self.over_cost
        for b, p in self.stock_chance:
            i = b.bit_length() - 1
            same_rank, near = NEIGHBOURS[i]
            if (same_rank | near) & hand10:
                best = deadwood_now
                for _bit, d in discard_deadwoods(hand10 | b):
                    if d < best:
                        best = d
            else:
                best = min(deadwood_now, best_nine + VALUE_OF_INDEX[i])
            if best > limit:
                expected += p * (best + over_cost)
            else:
                expected += p * best
        value = expected / self.stock_chance_total
        self._lookahead_cache[hand10] = value
        return value

    def danger(self, bit: int) -> float:
        """Chance that the card ``bit`` completes or joins a meld in the opponent's hand."""
        suit, rank = divmod(bit.bit_length() - 1, SUIT_BITS)
        same_rank = [
            self.opp_holds(1 << (t * SUIT_BITS + rank)) for t in range(4) if t != suit
        ]
        a, b, c = same_rank
        p_set = a * b + a * c + b * c - 2 * a * b * c  # at least two of the three
        base = suit * SUIT_BITS

        def holds_rank(r: int) -> float:
            return self.opp_holds(1 << (base + r)) if 0 <= r < SUIT_BITS else 0.0

        two_below, one_below = holds_rank(rank - 2), holds_rank(rank - 1)
        one_above, two_above = holds_rank(rank + 1), holds_rank(rank + 2)
        p_run = 1 - (
            (1 - two_below * one_below) * (1 - one_below * one_above)
            * (1 - one_above * two_above)
        )
        return 1 - (1 - p_set) * (1 - p_run)


class StrongOpponent:
    level = "strong"
    danger_weight = DANGER_WEIGHT
    over_limit = 5.0  # extra cost of a deadwood above the knock limit
    hold_max = 10  # with this little deadwood, play on for Gin (an undercut awaits a knock)
    hold_min_stock = 6
    late_knock_max = 10  # near the end of the stock: knock with this much deadwood or less
    single_hold_max = 0  # one round decides the match: win it, do not chase points
    low_limit = 4  # Oklahoma: a round knock limit this low ...
    low_limit_hold_stock = 3  # ... plays on for Gin while this many stock cards remain

    def __init__(self, seed: int | str | None = None) -> None:
        self.seed = seed

    # -- choosing --------------------------------------------------------------------------
    def choose(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.LAYOFF:
            return Action.finish_layoff()
        tracking = track(view)
        if phase in (Phase.OFFER, Phase.DRAW):
            hand = tracking.hand
            # the pile card is taken when it becomes part of a meld
            return draw_choice(view, lambda bit: melded_value(hand | bit) > melded_value(hand))
        if phase is Phase.DISCARD:
            evaluator = Evaluator(tracking, view.knock_limit, self.over_limit)
            return self._discard(view, tracking, evaluator)
        raise ValueError(f"no decision in phase {phase.value}")

    def _score(self, evaluator: Evaluator, hand10: int, bit: int, danger_weight: float) -> float:
        """Expected deadwood of the kept ten after the next draw, plus the danger of feeding
        the opponent the discard ``bit``."""
        expected = evaluator.lookahead(hand10)
        return expected + danger_weight * evaluator.danger(bit) * (1.0 + value_of_bit(bit) / 10)

    def _danger_weight(self, tracking: Tracking) -> float:
        # the opponent's collecting and the age of the round make feeding them costlier
        picks = tracking.opp_picked.bit_count()
        age = 0.6 + 0.4 * min(1.0, tracking.turns / 16)
        return self.danger_weight * (1.0 + 0.5 * picks) * age

    def _candidates(self, view: SeatView) -> list[tuple[int, int]]:
        options = [(c.bit, d) for c, d in view.discard_options()]
        least = min(d for _, d in options)
        # only discards near the least deadwood are worth a look-ahead
        return [(b, d) for b, d in options if d <= least + 12]

    def _best_discard(
        self, evaluator: Evaluator, tracking: Tracking, view: SeatView
    ) -> tuple[float, int, int]:
        """(score, bit, deadwood left) of the best plain discard."""
        danger_weight = self._danger_weight(tracking)
        hand11 = tracking.hand
        best_key = (1e9, 0, 0)
        best = (1e9, 0, 0)
        for b, d in self._candidates(view):
            score = self._score(evaluator, hand11 ^ b, b, danger_weight)
            key = (score, -value_of_bit(b), b)
            if key < best_key:
                best_key, best = key, (score, b, d)
        return best

    def _discard(self, view: SeatView, tracking: Tracking, evaluator: Evaluator) -> Action:
        if view.is_legal(Action.big_gin()):
            return Action.big_gin()
        knock = view.best_knock()
        if knock is not None:
            knock_deadwood = view.deadwood_after(knock)
            if knock_deadwood == 0 or self._should_knock(view, tracking, knock_deadwood):
                return Action.knock(knock)
        _score, bit, _deadwood = self._best_discard(evaluator, tracking, view)
        if not bit:
            legal_bits = sorted(c.bit for c, _ in view.discard_options())
            bit = LazyRng(self.seed, view).get().choice(legal_bits)
        return Action.discard(card_of(bit))

    def _should_knock(self, view: SeatView, tracking: Tracking, knock_deadwood: int) -> bool:
        """Knock now, or play on for Gin?

        Against a player who knocks as soon as they may, playing on is worth more points: a
        Gin scores 25 more, and their early knock is usually undercut by a hand this low. But
        it wins fewer rounds. So it is not done where winning the round is all that counts
        (the single-round preset).
        """
        hold_max = self.single_hold_max if view.rules.target is None else self.hold_max
        if self._shutout_threat(view):
            return True
        if tracking.stock >= self._hold_stock(view):
            return knock_deadwood > hold_max
        return knock_deadwood <= self.late_knock_max

    def _hold_stock(self, view: SeatView) -> int:
        """While this many stock cards remain, play on for Gin. In an Oklahoma round with a
        low limit the opponent can seldom knock first, so waiting longer costs little."""
        if view.rules.oklahoma and view.knock_limit <= self.low_limit:
            return self.low_limit_hold_stock
        return self.hold_min_stock

    def _shutout_threat(self, view: SeatView) -> bool:
        """Hollywood: an open game that this seat's next won round would be entered in
        (``games_entered``) holds the opponent's entries and none of this seat's: winning
        the round now saves that game from a shutout (+100 and the boxes to the opponent)."""
        me, opp = view.seat, 1 - view.seat
        return any(view.games[g - 1][me] == 0 and view.games[g - 1][opp] > 0
                   for g in view.games_entered(me))
