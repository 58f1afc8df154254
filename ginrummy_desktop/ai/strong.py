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
    track,
    value_of_bit,
)
from ginrummy_desktop.engine import Action, Phase, SeatView
from ginrummy_desktop.engine.cards import SUIT_BITS
from ginrummy_desktop.engine.melds import deadwood_of, discard_deadwoods, melded_value

# Weights tuned with seeded arena runs against Simple (single rounds and whole matches).
DANGER_WEIGHT = 2.0  # points of expected deadwood one certain opponent meld is worth
TAKE_MARGIN = 1.0  # the pile card must beat the expected stock draw by this much


class Evaluator:
    """The numbers one decision needs, built once from the tracking."""

    def __init__(
        self, t: Tracking, limit: int = 10, over: float = 0.0, gin: float = 0.0
    ) -> None:
        self.t = t
        self.gin = gin
        self.limit = limit
        self.over = over
        unseen = bits_of(t.unseen)
        # weight of each unseen card being in the opponent's hand
        collect = t.opp_picked
        shun = t.opp_discarded | t.opp_refused
        raw: dict[int, float] = {}
        for b in unseen:
            i = b.bit_length() - 1
            same_rank, near = NEIGHBOURS[i]
            w = 1.0
            if collect & (same_rank | near):
                w *= 2.0
            if shun & same_rank:
                w *= 0.6
            if shun & near:
                w *= 0.75
            raw[b] = w
        total = sum(raw.values())
        q: dict[int, float] = {}
        if total > 0:
            scale = t.opp_hidden / total
            for b, w in raw.items():
                q[b] = min(0.95, w * scale)
        self.q_opp = q  # chance that an unseen card is in the opponent's hand
        self.p_stock = [(b, 1.0 - q[b]) for b in unseen]
        self.p_stock_total = sum(p for _, p in self.p_stock) or 1.0
        self._cache: dict[int, float] = {}

    def q(self, bit: int) -> float:
        """Chance the opponent holds ``bit``."""
        if self.t.opp_known & bit:
            return 1.0
        return self.q_opp.get(bit, 0.0)

    def lookahead(self, hand10: int) -> float:
        """Expected deadwood of ``hand10`` after one more stock draw and the best discard."""
        got = self._cache.get(hand10)
        if got is not None:
            return got
        d0 = deadwood_of(hand10)
        # A drawn card that shares no rank and no suit neighbour (within two) with the hand
        # joins no meld: then the best is to keep it in place of the best nine's discard.
        m9 = min(d for _b, d in discard_deadwoods(hand10))
        acc = 0.0
        limit, over = self.limit, self.over
        for b, p in self.p_stock:
            i = b.bit_length() - 1
            same_rank, near = NEIGHBOURS[i]
            if (same_rank | near) & hand10:
                best = d0
                for _bit, d in discard_deadwoods(hand10 | b):
                    if d < best:
                        best = d
            else:
                best = min(d0, m9 + VALUE_OF_INDEX[i])
            if best > limit:
                acc += p * (best + over)
            elif best == 0:
                acc -= p * self.gin
            else:
                acc += p * best
        v = acc / self.p_stock_total
        self._cache[hand10] = v
        return v

    def danger(self, bit: int) -> float:
        """Chance that the card ``bit`` completes or joins a meld in the opponent's hand."""
        i = bit.bit_length() - 1
        s, r = divmod(i, SUIT_BITS)
        qs = [self.q(1 << (t * SUIT_BITS + r)) for t in range(4) if t != s]
        a, b, c = qs
        p_set = a * b + a * c + b * c - 2 * a * b * c
        base = s * SUIT_BITS

        def qr(rank: int) -> float:
            return self.q(1 << (base + rank)) if 0 <= rank < SUIT_BITS else 0.0

        lo2, lo1, hi1, hi2 = qr(r - 2), qr(r - 1), qr(r + 1), qr(r + 2)
        p_run = 1 - (1 - lo2 * lo1) * (1 - lo1 * hi1) * (1 - hi1 * hi2)
        return 1 - (1 - p_set) * (1 - p_run)


class StrongOpponent:
    level = "strong"
    danger_weight = DANGER_WEIGHT
    take_margin = TAKE_MARGIN
    meld_slack = 2.0
    simple_draw = True
    use_lookahead = True
    potential = 1.0
    over_limit = 5.0  # extra cost of a deadwood above the knock limit
    hold_max = 10  # with this little deadwood, play on for Gin (an undercut awaits a knock)
    hold_min_stock = 6
    late_knock_max = 10  # near the end of the stock: knock with this much deadwood or less
    gin_value = 0.0  # extra worth of reaching Gin on the next draw
    single_hold_max = 0  # one round decides the match: win it, do not chase points
    box_hold_max = 10  # presets that pay for every round won
    near_hold_max = 10  # either side close to the target
    opp_near = 0
    me_near = 0

    def __init__(self, seed: int | str | None = None) -> None:
        self.seed = seed

    # -- choosing --------------------------------------------------------------------------
    def choose(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.LAYOFF:
            return Action.finish_layoff()
        t = track(view)
        ev = Evaluator(t, view.rules.knock_limit, self.over_limit, self.gin_value)
        if phase in (Phase.OFFER, Phase.DRAW):
            return draw_choice(view, lambda bit: self._wants(view, t, ev, bit))
        if phase is Phase.DISCARD:
            return self._discard(view, t, ev)
        raise ValueError(f"no decision in phase {phase.value}")

    def _score(self, ev: Evaluator, hand10: int, bit: int, danger_w: float) -> float:
        d0 = float(deadwood_of(hand10))
        if d0 > ev.limit:
            d0 += ev.over
        base = d0 - self.potential * (d0 - ev.lookahead(hand10)) if self.use_lookahead else d0
        return base + danger_w * ev.danger(bit) * (1.0 + value_of_bit(bit) / 10)

    def _danger_weight(self, t: Tracking) -> float:
        # the opponent's collecting and the age of the round make feeding them costlier
        picks = t.opp_picked.bit_count()
        return self.danger_weight * (1.0 + 0.5 * picks) * (0.6 + 0.4 * min(1.0, t.turns / 16))

    def _candidates(self, view: SeatView) -> list[tuple[int, int]]:
        opts = [(c.bit, d) for c, d in view.discard_options()]
        best = min(d for _, d in opts)
        # only discards near the least deadwood are worth a look-ahead
        return [(b, d) for b, d in opts if d <= best + 12]

    def _best_discard(
        self, ev: Evaluator, t: Tracking, view: SeatView
    ) -> tuple[float, int, int]:
        """(score, bit, deadwood left) of the best plain discard."""
        dw = self._danger_weight(t)
        hand11 = t.hand
        best_key = (1e9, 0, 0)
        best = (1e9, 0, 0)
        for b, d in self._candidates(view):
            s = self._score(ev, hand11 ^ b, b, dw)
            key = (s, -value_of_bit(b), b)
            if key < best_key:
                best_key, best = key, (s, b, d)
        return best

    def _wants(self, view: SeatView, t: Tracking, ev: Evaluator, top: int) -> bool:
        hand = t.hand
        if self.simple_draw:
            return melded_value(hand | top) > melded_value(hand)
        # expected lookahead after drawing from the stock and discarding at best (1 ply)
        stock = 0.0
        for b, p in ev.p_stock:
            best = 1 << 30
            for _bit, d in discard_deadwoods(hand | b):
                if d < best:
                    best = d
            stock += p * best
        stock /= ev.p_stock_total
        took = min(d for b, d in discard_deadwoods(hand | top) if b != top)
        if took <= view.rules.knock_limit and stock > view.rules.knock_limit:
            return True
        if melded_value(hand | top) > melded_value(hand):
            return took <= stock + self.meld_slack
        return took < stock - self.take_margin

    def _discard(self, view: SeatView, t: Tracking, ev: Evaluator) -> Action:
        if view.is_legal(Action.big_gin()):
            return Action.big_gin()
        knock = view.best_knock()
        if knock is not None:
            kdead = view.deadwood_after(knock)
            if kdead == 0 or self._should_knock(view, t, kdead):
                return Action.knock(knock)
        _s, bit, _d = self._best_discard(ev, t, view)
        if not bit:
            legal_bits = sorted(c.bit for c, _ in view.discard_options())
            bit = LazyRng(self.seed, view).get().choice(legal_bits)
        return Action.discard(card_of(bit))

    def _should_knock(self, view: SeatView, t: Tracking, kdead: int) -> bool:
        """Knock now, or play on for Gin?

        Against a player who knocks as soon as they may, playing on is worth more points: a
        Gin scores 25 more, and their early knock is usually undercut by a hand this low. But
        it wins fewer rounds. So it is not done where winning the round is all that counts
        (the single-round preset), nor where the match is about to end.
        """
        rules = view.rules
        hold_max = self.hold_max
        if rules.target is None:
            hold_max = self.single_hold_max
        else:
            me, opp = view.scores[view.seat], view.scores[1 - view.seat]
            if rules.target - opp <= self.opp_near or rules.target - me <= self.me_near:
                hold_max = self.near_hold_max
            elif rules.box_bonus:
                hold_max = self.box_hold_max
        if t.stock >= self.hold_min_stock:
            return kdead > hold_max
        return kdead <= self.late_knock_max
