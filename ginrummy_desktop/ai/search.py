"""The search: what each legal action of a seat is worth, by playing sampled deals to the end.

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> m = Match(RuleSet.preset("classic"), seed=4)
>>> values = evaluate(m.view(m.turn), budget=8, seed=1)
>>> sorted(a.text() for a in values)
['pass', 'take']
>>> all(v.samples == 8 for v in values.values())
True

How it works (determinised playouts with common random numbers):

1. **Sampling what the seat cannot see.** The cards not in the seat's hand, not in the
   discard pile and not known to be held by the opponent (taken from the pile) are "unseen":
   the opponent's hidden cards plus the stock. Each unseen card gets a weight: higher next to
   the cards the opponent took from the pile (same rank, or within two in the suit), lower next
   to the cards it threw away or left lying. A sample draws ``hidden + EXTRA`` unseen cards by
   weight (without replacement), adds the known picks, and throws out the ``EXTRA`` cards that
   an opponent would have discarded (the worst for its deadwood); the rest, shuffled, is the
   stock. Hands dealt uniformly at random are far worse than real ones: in the prototype they
   held about 50 deadwood where the true hands fell from 48 to 8 over a round, and knocking
   looked far too good (the bot that trusted it won 27.5% against Strong). Letting the
   opponent "have discarded its worst" brings the sampled deadwood near the truth.
   **How many extra cards** depends on the stage (``EXTRA_BY_STOCK``, ``extra_cards``).
   ``benchmarks/sampler_bias.py`` compares, at Master's knock decisions in real games, the
   sampled opponents with the true hand (which only the harness sees): against Strong
   (Short, three seeds of 12 matches, 216 decisions) three extra cards were right early
   (20 or more stock cards: deadwood 22.4 sampled, 22.6 true; knocking worth 9.3 points
   sampled, 9.5 truly) but far too poor with 10-19 stock cards (deadwood 17.2 against 9.7:
   knocking looked worth +2.6 points where it lost 12.0, and Strong undercut 29% of Master's
   knocks), where five are right (9.9; knocking -9.6); late, three were a little poor (9.9
   against 8.3) and five too good (4.5): four. An opponent played as an early knocker keeps
   three (``Search.extra_early``): its hand is filtered to hold more than the knock limit
   already, and against Simple three extra cards were near the truth (classic, 56
   decisions: deadwood 25 against 24, knocking 15 points against 16). Short against Strong
   (tuning seeds t9 and t10, 60 and 80 paired matches): 56.7% -> 63.3% and 65.0% -> 73.8%,
   net points a round 3.1 -> 5.8 and 6.0 -> 8.8, Master's knocks undercut 53 times -> 24.
   On a seed not used to choose them (b9, 10 Short matches, 55 decisions) knocking was worth
   -1.9 points sampled against -3.4 truly (three extra cards at every stage: +5.4), the
   chance to lose the knock 0.34 sampled against 0.36 truly (three: 0.20).
   **Which kind of opponent.** The playouts need the opponent's knock timing, and players
   differ most there: Strong plays on for Gin while six or more stock cards remain, Simple
   (and many people) knock as soon as they may. Each sample is played with one of the two
   kinds (half and half before any evidence, ``EARLY``) and must fit what the opponent did:
   once it has thrown a card without knocking, an early knocker holds more than the knock
   limit, a Gin player holds no Gin (and, with the stock short, more than the limit too);
   samples that do not fit are drawn again (rejection, at most ``TRIES`` times), which
   weights each kind by how well it explains the play and gives the search, against an
   early knocker, the knowledge that its hand is still poor. Where one round decides the
   match both seats of the playouts knock as soon as they may, so every opponent that
   discarded holds more than the limit. Where ``TRIES`` deals in a row do not fit, the
   extra cards are too many for the hand the opponent really drew (late in a single round
   four extra cards left no hand above the limit in 40 tries, and the last unfit one was
   played: 300 samples of 3.0 deadwood on average against a true 20, and a knock with 1
   was called 37.9 points worse than playing on), so the search deals one extra card fewer
   from then on (in ten classic matches of Master against Strong that never happened).
   Against Simple the rejection raised Master from 72.5% to 85% of 40 paired classic
   matches (tuning seed t1; net points per round 3.5 -> 5.4), where the opponent was always
   played as a Gin player before, and from 74.5% to 82.0% of the 200 matches of seed 11.
   **Learning the kind over a match.** The earlier rounds' public facts
   (``SeatView.past_rounds``: who knocked, both deadwoods as laid down, the stock left)
   show the kind: an opponent that knocked (not Gin) with six or more stock cards left is an
   early knocker; one whose hand, laid down at this seat's knock with six or more stock
   cards left, was within the limit (no Gin) played on where an early knocker would have
   knocked (``kind_evidence``). ``early_share`` turns the counts into a Beta posterior
   (prior mean and ``PRIOR_WEIGHT`` rounds); Master starts from no early knockers at all
   (``master.EARLY_PRIOR``), since the fixed half of them made it fear early knocks that
   Strong never makes: Short against Strong, tuning seed t6, 200 paired matches, 63.0% with
   half early knockers, 68.0% with none (net points a round 4.5 -> 6.3). Against Simple the
   evidence comes at once (five to nine early knocks in a classic match); Master caps the
   share at one half (``master.EARLY_MAX``: all early knockers measured worse against
   Simple than half of them). ``Search`` alone (the coach) keeps the fixed share ``EARLY``.
   **Early knockers' hands that explain the whole round** (``consistent``, Master only):
   an early knocker's moves follow from its cards, so its deals come from a pool of hidden
   hands that explain every move of its round under Simple's rules (``ai/hypotheses.py``:
   Metropolis chains over its deal and stock draws), each with a fresh shuffle of the rest
   as the stock; where no such hand is found quickly the filtered samples above are used.
   The Gin player's deals are unchanged, so where the share of early knockers is 0 (Master
   against Strong) the search deals exactly as before.
2. **Playing out.** Every action is played on the same sampled deals (so their differences
   are not buried in the deal's luck), then the round is finished by the light policy of
   ``ai/playout.py`` for both seats, on bit masks. ``benchmarks/ai_decisions.py`` measured
   (busy machine, CPU time): whole rounds from the deal, 1,010 playouts per second against
   856 through the real engine (``Round``, a view and an action object per move, the same
   policy functions), the same result on all 200 decks; inside the search, from the middle
   of a round with the policy's discard table warm, about 3,300 playouts per second. The
   engine path is only 1.2-1.6 times slower (both spend most of their time in
   ``discard_deadwoods``); what decided it is that a sampled position in the middle of a
   round is three masks and a list here, while the engine can only start a round from a
   whole deck. ``tests/ai/test_playout.py`` checks that both end every round alike.
3. **Match terms.** A round's result is turned into the change of the chance to win the
   match (``match_equity``: a small table over the points each side still needs, with a
   typical distribution of round results), divided by what ten points are worth at the
   current score, so ``mean`` reads as points early in a match and as the chance to win it
   near the target; ``points`` is the plain expected round points, ``win`` the chance to win
   the match (or, in a single-round match, the round) after this round. A single-round match
   counts a round won as +25 and lost as -25. In Hollywood the race is the lowest game still
   open (``_Utility``).

Information-set MCTS was not tried: with one decision searched at a time and the rest of the
round played by a policy, flat sampling over the few candidate actions spends every playout
on the choice at hand, and its mean and standard error are exactly what the coach shows.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ginrummy_desktop.ai.base import Tracking, bits_of, holding_weights, track
from ginrummy_desktop.ai.hypotheses import RoundModel, consistent_hands
from ginrummy_desktop.ai.playout import (
    DISCARD,
    DRAW,
    OFFER,
    PHASE_CODE,
    Outcome,
    Policy,
    finish_knock,
    plain_discard,
    play_out,
)
from ginrummy_desktop.engine import Action, Kind, Phase, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.engine.outcome import Outcome as Ended
from ginrummy_desktop.engine.scoring import score_round

EXTRA = 3  # unseen cards dealt to the opponent beyond its hand, its worst thrown out
# ... by the stock left: (at least this many stock cards, extra cards), first match wins
EXTRA_BY_STOCK: tuple[tuple[int, int], ...] = ((20, 3), (10, 5), (0, 4))
SINGLE_ROUND_WORTH = 25.0  # points a won round is worth where one round decides the match
SEARCHED = (Phase.OFFER, Phase.DRAW, Phase.DISCARD)

# A typical round result (points to its winner) and its share, from Strong against Strong in
# classic matches; void rounds are left out (they change nothing).
ROUND_POINTS: tuple[tuple[int, float], ...] = (
    (4, 0.10), (8, 0.13), (12, 0.13), (17, 0.12), (22, 0.10), (27, 0.09),
    (32, 0.09), (38, 0.08), (46, 0.07), (60, 0.06), (80, 0.03),
)


@dataclass(frozen=True)
class ActionValue:
    """What one action is worth to the seat, over ``samples`` sampled deals.

    ``mean`` (with its ``stderr``) is in match terms scaled to points (see the module
    docstring); ``points`` is the expected round points (won positive, lost negative);
    ``win`` the chance to win the match after this round.
    """

    action: Action
    mean: float
    stderr: float
    samples: int
    points: float
    win: float


@dataclass
class Samples:
    """The raw per-sample values behind ``evaluate``: ``utility[action][i]`` and
    ``points[action][i]`` are action's results on sample deal i (the same deals for all)."""

    actions: tuple[Action, ...]
    utility: dict[Action, list[float]]
    points: dict[Action, list[int]]
    win: dict[Action, list[float]]

    def value(self, action: Action) -> ActionValue:
        u = self.utility[action]
        n = len(u)
        mean = sum(u) / n if n else 0.0
        var = sum((x - mean) ** 2 for x in u) / (n - 1) if n > 1 else 0.0
        pts = self.points[action]
        win = self.win[action]
        return ActionValue(
            action, mean, math.sqrt(var / n) if n else 0.0, n,
            sum(pts) / n if n else 0.0, sum(win) / n if n else 0.0,
        )

    def difference(self, a: Action, b: Action) -> tuple[float, float]:
        """(mean, standard error) of ``a``'s utility minus ``b``'s, paired by deal (on the
        deals both were played on)."""
        d = [x - y for x, y in zip(self.utility[a], self.utility[b], strict=False)]
        n = len(d)
        if n == 0:
            return 0.0, 0.0
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
        return mean, math.sqrt(var / n)


# --- match equity --------------------------------------------------------------------------
@lru_cache(maxsize=16)
def _equity_table(target: int) -> tuple[int, list[list[float]]]:
    """(step, table[need_me][need_opp] in steps): the chance to win the match for the seat
    that needs ``need_me`` more points while the other needs ``need_opp``, each round won by
    either side with even chances and worth ``ROUND_POINTS``."""
    step = max(1, math.ceil(target / 100))
    n = math.ceil(target / step)
    dist = [(max(1, round(p / step)), w) for p, w in ROUND_POINTS]
    table = [[0.0] * (n + 1) for _ in range(n + 1)]
    for a in range(1, n + 1):
        row = table[a]
        for b in range(1, n + 1):
            acc = 0.0
            for p, w in dist:
                win = 1.0 if a - p <= 0 else table[a - p][b]
                lose = 0.0 if b - p <= 0 else row[b - p]
                acc += w * (win + lose)
            row[b] = 0.5 * acc
    return step, table


def match_equity(rules: RuleSet, me: int, opp: int) -> float:
    """The chance that the seat with ``me`` points beats the one with ``opp`` to the target."""
    if rules.target is None:
        return 0.5
    target = rules.target
    if me >= target or opp >= target:
        return 1.0 if me > opp else 0.0 if opp > me else 0.5
    step, table = _equity_table(target)
    return table[math.ceil((target - me) / step)][math.ceil((target - opp) / step)]


class _Utility:
    """Turns a round's points for the seat into (utility, chance to win the match).

    In Hollywood the race is the lowest game still open (each game is played to the target;
    while the first is open its points are the match's round points): its total round points
    run past the target while games stay open, and their equity, flat there, made a round
    worth nothing or 10,000 points (the coach said "1290.0 points more" in a set to 10).
    Master against Strong, 16 Hollywood matches at seed 5: the totals' equity won 14 (margin
    +579 a match), this race 14 (+634), the lead in the sum of the three games with box and
    game bonuses (tried) 12 (+326)."""

    def __init__(self, rules: RuleSet, scores: tuple[int, int], seat: int,
                 games: Sequence[tuple[int, int, bool]] = ()) -> None:
        self.rules = rules
        open_games = [g for g in games if not g[2]]
        race = (open_games[0][0], open_games[0][1]) if rules.hollywood and open_games else scores
        self.me = race[seat]
        self.opp = race[1 - seat]
        if rules.target is None:
            self.now = 0.5
            self.scale = 0.0
        else:
            self.now = match_equity(rules, self.me, self.opp)
            slope = (match_equity(rules, self.me + 10, self.opp)
                     - match_equity(rules, self.me, self.opp + 10)) / 20
            self.scale = 1.0 / max(slope, 1e-4)
        self._cache: dict[int, tuple[float, float]] = {}

    def __call__(self, points: int) -> tuple[float, float]:
        got = self._cache.get(points)
        if got is not None:
            return got
        if self.rules.target is None:
            win = 0.5 if points == 0 else 1.0 if points > 0 else 0.0
            got = (SINGLE_ROUND_WORTH * (2 * win - 1), win)
        else:
            me = self.me + max(points, 0)
            opp = self.opp + max(-points, 0)
            win = match_equity(self.rules, me, opp)
            got = ((win - self.now) * self.scale, win)
        self._cache[points] = got
        return got


# --- sampling ------------------------------------------------------------------------------
def card_weights(t: Tracking) -> dict[int, float]:
    """Weight of each unseen card being in the opponent's hand, from its picks and throws."""
    return holding_weights(t, 2.5, 0.5, 0.7)


def sample_deal(
    t: Tracking, weights: dict[int, float], rng: random.Random, extra: int | None = None,
    powers: list[float] | None = None,
) -> tuple[int, list[int]]:
    """(the opponent's whole hand, the stock top first) of one sample consistent with ``t``.

    ``weights`` holds every unseen card (see ``card_weights``); ``powers``, where given, is
    ``1 / weight`` of each in that order (``Search`` works it out once for all its deals)."""
    unseen = list(weights)
    hidden = t.opp_hidden
    extra = max(0, min(EXTRA if extra is None else extra, len(unseen) - hidden))
    take = hidden + extra
    # weighted sampling without replacement (Efraimidis-Spirakis keys)
    if powers is None:
        powers = [1.0 / weights[b] for b in unseen]
    r = rng.random
    keys = [r() ** e for e in powers]
    keyed = [unseen[i] for i in sorted(range(len(unseen)), key=keys.__getitem__, reverse=True)]
    chosen = keyed[:take]
    rest = keyed[take:]
    sampled = 0
    for b in chosen:
        sampled |= b
    hand = t.opp_known | sampled
    for _ in range(extra):
        # the sampled card whose loss leaves the least deadwood, the higher card on a tie
        # (then the lower bit), as the playout policy throws
        best_b = plain_discard(hand, hand & ~sampled)[0]
        hand ^= best_b
        sampled ^= best_b
        rest.append(best_b)
    rng.shuffle(rest)
    # a view from plain data may place fewer cards than a deck has: the stock is its size
    return hand, rest[: t.stock]


# --- one action, then the playout ----------------------------------------------------------
@dataclass
class _Position:
    rules: RuleSet
    me: int
    dealer: int
    phase: int
    hand: int
    pile: list[int]
    banned: int
    upcard_passed: bool
    offer_passes: int
    limit: int  # the round's knock limit (Oklahoma: from the first upcard)
    doubled: bool  # the round's points count double (Oklahoma: a spade turned up)
    back: int | None = None  # the seat that draws from the bottom of the stock (``play_out``)


def _act_and_play(
    pos: _Position, opp_hand: int, stock: list[int], action: Action, policy: Policy
) -> Outcome:
    """Apply the seat's ``action`` on one sampled deal, then play the round out."""
    me = pos.me
    rules = pos.rules
    hands = [0, 0]
    hands[me] = pos.hand
    hands[1 - me] = opp_hand
    pile = pos.pile
    kind = action.kind
    lim, dbl = pos.limit, pos.doubled
    if kind is Kind.TAKE_UPCARD or kind is Kind.DRAW_DISCARD:
        top = pile[-1]
        hands[me] |= top
        return play_out(rules, hands, stock, pile[:-1], me, DISCARD, pos.dealer, policy, top,
                        limit=lim, doubled=dbl, back=pos.back)
    if kind is Kind.PASS:
        passes = pos.offer_passes + 1
        if passes == 1:
            return play_out(rules, hands, stock, pile, pos.dealer, OFFER, pos.dealer, policy,
                            0, False, passes, limit=lim, doubled=dbl, back=pos.back)
        return play_out(rules, hands, stock, pile, 1 - pos.dealer, DRAW, pos.dealer, policy,
                        0, True, passes, limit=lim, doubled=dbl, back=pos.back)
    if kind is Kind.DRAW_STOCK:
        hands[me] |= stock[0]
        return play_out(rules, hands, stock[1:], pile, me, DISCARD, pos.dealer, policy,
                        limit=lim, doubled=dbl, back=pos.back)
    if kind is Kind.BIG_GIN:
        s = score_round(rules, "big_gin", 0, deadwood_of(opp_hand), doubled=pos.doubled)
        return Outcome("big_gin", me, s.points, me)
    assert action.card is not None
    bit = action.card.bit
    if kind is Kind.KNOCK:
        seen = bit
        for b in pile:
            seen |= b
        return finish_knock(rules, me, pos.hand ^ bit, opp_hand, seen, pos.limit, pos.doubled)
    # a plain discard
    hands[me] = pos.hand ^ bit
    if len(stock) <= 2:
        return Outcome("void", None, 0)
    return play_out(rules, hands, stock, [*pile, bit], 1 - me, DRAW, pos.dealer, policy,
                    limit=lim, doubled=dbl, back=pos.back)


OWN_HOLD = -1  # the searching seat in the playouts: plays on for Gin while the stock lasts
OPP_HOLD = -1  # the opponent likewise (as Strong does)
EARLY = 0.5  # prior share of sampled opponents that knock as soon as they may (as Simple does)
PRIOR_WEIGHT = 1.0  # the prior counts as this many earlier rounds of evidence (``early_share``)
TRIES = 40  # sampled deals tried for one that fits the opponent's play so far
CONSISTENT = True  # Master's early knockers: hidden hands that explain the whole round
POOL_SALT = 0x5EED  # the pool's generator: the view's seed with this mixed in


def opponent_policy(rules: RuleSet, seat: int, limit: int | None = None) -> Policy:
    """The playout policy: while the stock lasts both seats knock only at or below their
    ``hold`` (-1: only Gin, as Strong plays), later as soon as they may; where one round
    decides the match, both knock as soon as they may (``limit``: the round's knock limit)."""
    if rules.target is None:
        lim = rules.knock_limit if limit is None else limit
        return Policy(hold=(lim, lim))
    hold = [OPP_HOLD, OPP_HOLD]
    hold[seat] = OWN_HOLD
    return Policy(hold=(hold[0], hold[1]))


def kind_evidence(view: SeatView, hold_stock: int = Policy.hold_stock) -> tuple[int, int]:
    """(early, gin): the match's earlier rounds in which the opponent showed itself an early
    knocker or a Gin player, from their public facts (``SeatView.past_rounds``).

    Early: it knocked (not Gin) while ``hold_stock`` or more stock cards were left, where a
    Gin player plays on. Gin: this seat ended the round and the opponent's hand, as laid down,
    was within the knock limit (but no Gin) with ``hold_stock`` or more stock cards left: its
    last discard left a hand it could have knocked with, and an early knocker would have."""
    opp = 1 - view.seat
    early = gin = 0
    for r in view.past_rounds:
        if r.stock_left < hold_stock:
            continue
        if r.knocker == opp and r.outcome is Ended.KNOCK:
            early += 1
        elif (r.knocker == view.seat and r.outcome is not Ended.VOID
              and 0 < r.defender_deadwood <= r.knock_limit):
            gin += 1
    return early, gin


def early_share(view: SeatView, prior: float = EARLY, weight: float | None = None) -> float:
    """The share of sampled opponents to play as early knockers: a Beta posterior with mean
    ``prior`` worth ``weight`` rounds (default ``PRIOR_WEIGHT``), updated by the evidence of
    the match's earlier rounds (``kind_evidence``). Master passes it to ``Search``."""
    w = PRIOR_WEIGHT if weight is None else weight
    early, gin = kind_evidence(view)
    total = w + early + gin
    return (prior * w + early) / total if total > 0 else prior


def _opponent_discarded(view: SeatView) -> bool:
    """Has the opponent thrown a card this round (so it could have knocked)?"""
    opp = 1 - view.seat
    return any(seat == opp and text.startswith("discard") for seat, text in view.moves)


def opponent_stock_draws(view: SeatView) -> int:
    """How many cards the opponent has drawn from the stock this round."""
    opp = 1 - view.seat
    return sum(1 for e in view.pile_events if e.seat == opp and e.kind is Kind.DRAW_STOCK)


def extra_cards(view: SeatView) -> int:
    """How many unseen cards beyond its hidden ones a sampled opponent is dealt (its worst
    thrown out again), by the stock left (``EXTRA_BY_STOCK``)."""
    for least, extra in EXTRA_BY_STOCK:
        if view.stock_size >= least:
            return extra
    return EXTRA


def view_seed(seed: int | str | None, view: SeatView) -> int:
    """A 64-bit seed from (seed, the view's content): same seed and view, same samples."""
    text = json.dumps([seed, view.seed_data()], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class Search:
    """Sampled deals of one decision, drawn on demand: ``play(actions, n)`` draws ``n`` more
    deals and plays each of ``actions`` on them. Actions may be dropped as the search goes on
    (their samples stop growing); every action's samples are the first deals in order, so any
    two actions can be compared on the deals both were played on. ``split``: the opponent
    draws from the bottom of each sampled stock (``playout.play_out``'s ``back``): the same
    chances, but the seat's own draws do not shift when the opponent takes from the pile
    after one action and not after another."""

    def __init__(
        self, view: SeatView, seed: int | str | None = 0, policy: Policy | None = None,
        early: float | None = None, split: bool = False, keep: bool = False,
        extra: int | None = None, consistent: bool = False,
    ) -> None:
        if view.phase not in SEARCHED or not view.my_turn:
            raise ValueError(f"no searched decision in phase {view.phase.value}")
        self.seat = view.seat
        self.t = track(view)
        self.extra = extra_cards(view) if extra is None else extra
        self.extra_early = EXTRA  # ... for one played as an early knocker (``deal``)
        self.rng = random.Random(view_seed(seed, view))
        self.weights = card_weights(self.t)
        self.powers = [1.0 / w for w in self.weights.values()]
        self.policy = policy or opponent_policy(view.rules, view.seat, view.knock_limit)
        # the opponent's kinds: plays on for Gin (``policy``), or knocks as soon as it may
        self.early = EARLY if early is None else early
        if policy is not None or view.rules.target is None:
            self.early = 0.0  # one given policy; a single round: both knock at once anyway
        hold = list(self.policy.hold)
        hold[1 - view.seat] = view.knock_limit
        self.early_policy = Policy(hold=(hold[0], hold[1]), hold_stock=self.policy.hold_stock)
        self.limit = view.knock_limit
        self.checked = _opponent_discarded(view)
        # the early knockers' hidden hands, each explaining the opponent's whole round
        # (``ai/hypotheses.py``): made on the first early deal (empty where none was found:
        # then the early knockers are sampled and filtered as without it)
        self.view = view
        self.seed = seed
        self.consistent = consistent and CONSISTENT and self.checked and self.early > 0.0
        self.pool: list[int] | None = None
        self.pooled = 0
        self.pos = _Position(
            rules=view.rules, me=view.seat, dealer=view.dealer, phase=PHASE_CODE[view.phase],
            hand=view.hand_mask, pile=[c.bit for c in view.discard_pile],
            banned=view.taken_from_discard.bit if view.taken_from_discard else 0,
            upcard_passed=view.upcard_passed,
            offer_passes=sum(1 for _s, m in view.moves if m == "pass"),
            limit=view.knock_limit, doubled=view.doubles,
            back=1 - view.seat if split else None,
        )
        self.utility = _Utility(view.rules, view.scores, view.seat, view.games)
        self.samples = Samples((), {}, {}, {})
        self.deals = 0
        self.dealt: list[tuple[int, list[int], Policy]] | None = [] if keep else None

    def play(self, actions: Sequence[Action], n: int) -> Samples:
        """Draw ``n`` more deals and play every action of ``actions`` on them (an action not
        played on the earlier deals starts from deal 0 instead, so it catches up)."""
        s = self.samples
        for a in actions:
            if a not in s.utility:
                if self.deals:
                    raise ValueError("an action must be searched from the first deal")
                s.utility[a], s.points[a], s.win[a] = [], [], []
                s.actions = (*s.actions, a)
        seat = self.seat
        for _ in range(n):
            opp_hand, stock, policy = self.deal()
            self.deals += 1
            if self.dealt is not None:
                self.dealt.append((opp_hand, stock, policy))
            for a in actions:
                p = _act_and_play(self.pos, opp_hand, stock, a, policy).points_for(seat)
                u, w = self.utility(p)
                s.utility[a].append(u)
                s.points[a].append(p)
                s.win[a].append(w)
        return s

    def points_on(self, action: Action, n: int) -> list[int]:
        """``action``'s points on the first ``n`` kept deals (at most those drawn so far), not
        recorded: the search's own readings stay as they are (the coach's undercut shares).
        Needs ``keep``."""
        if self.dealt is None:
            raise ValueError("points_on needs a search that keeps its deals")
        return [_act_and_play(self.pos, hand, stock, action, policy).points_for(self.seat)
                for hand, stock, policy in self.dealt[:n]]

    def extend(self, action: Action, n: int) -> Samples:
        """Play ``action`` on the first ``n`` deals (those it was not played on yet; new deals
        are drawn where ``n`` is beyond them), so it may fall behind and catch up later; needs
        ``keep`` (the deals are kept)."""
        if self.dealt is None:
            raise ValueError("extend needs a search that keeps its deals")
        s = self.samples
        if action not in s.utility:
            s.utility[action], s.points[action], s.win[action] = [], [], []
            s.actions = (*s.actions, action)
        if n > self.deals:
            self.play([], n - self.deals)
        u, pts, win = s.utility[action], s.points[action], s.win[action]
        seat = self.seat
        for i in range(len(u), n):
            opp_hand, stock, policy = self.dealt[i]
            p = _act_and_play(self.pos, opp_hand, stock, action, policy).points_for(seat)
            uu, w = self.utility(p)
            u.append(uu)
            pts.append(p)
            win.append(w)
        return s

    def deal(self) -> tuple[int, list[int], Policy]:
        """One sampled deal and the opponent's policy in it, consistent with its play so
        far: an opponent that knocks as soon as it may (share ``early`` before the evidence)
        holds more than the knock limit now, since it did not knock with its last discard;
        one that plays on for Gin holds no Gin, and once the stock ran short it too would
        have knocked (``fits``). Deals that do not fit are drawn again (at most ``TRIES``
        times, then with one extra card fewer, and so on), so the kinds end up weighted by
        how well each explains the play. With ``consistent`` an early knocker's hand comes
        from the pool of hands that explain its whole round (``_pooled``)."""
        rng = self.rng
        for _ in range(TRIES):
            early = self.early > 0.0 and rng.random() < self.early
            if early and self.consistent:
                pooled = self._pooled()
                if pooled is not None:
                    return pooled
            opp_hand, stock = sample_deal(self.t, self.weights, rng,
                                          self.extra_early if early else self.extra,
                                          self.powers)
            if not self.checked or self.fits(opp_hand, early):
                break
        else:
            if self.extra > 0 or self.extra_early > 0:
                # none fit: hands this good would have knocked already, so the opponent
                # has drawn worse than the extra cards assume; fewer from now on
                self.extra = max(0, self.extra - 1)
                self.extra_early = max(0, self.extra_early - 1)
                return self.deal()
        return opp_hand, stock, self.early_policy if early else self.policy

    def fits(self, hand: int, early: bool) -> bool:
        """Whether the opponent, played by its policy (``early``: as an early knocker), would
        have made its last discard with ``hand`` without knocking: it holds no Gin, and more
        deadwood than its policy knocks with (the knock limit once the stock runs short, and
        for an early knocker or where one round decides the match at once)."""
        dead = deadwood_of(hand)
        policy = self.early_policy if early else self.policy
        if self.t.stock < policy.hold_stock:
            return dead > self.limit
        return dead > max(policy.hold[1 - self.seat], 0)

    def _pooled(self) -> tuple[int, list[int], Policy] | None:
        """The next early knocker's deal from the pool of hands that explain the round
        (made on first use, by a generator of its own), the stock shuffled; None where no
        such hand was found."""
        if self.pool is None:
            rng = random.Random(view_seed(self.seed, self.view) ^ POOL_SALT)
            model = RoundModel(self.view)
            self.pool = []
            if model.ok:
                def start() -> int:
                    hand = sample_deal(self.t, self.weights, rng, self.extra_early, self.powers)[0]
                    return hand & ~self.t.opp_known

                self.pool = consistent_hands(model, start, rng)
        if not self.pool:
            return None
        hidden = self.pool[self.pooled % len(self.pool)]
        self.pooled += 1
        rest = bits_of(self.t.unseen & ~hidden)
        self.rng.shuffle(rest)
        return self.t.opp_known | hidden, rest[: self.t.stock], self.early_policy


def sample_values(
    view: SeatView,
    actions: Sequence[Action],
    budget: int,
    seed: int | str | None = 0,
    policy: Policy | None = None,
    early: float | None = None,
) -> Samples:
    """Play every action of ``actions`` on the same ``budget`` sampled deals (``early``: the
    share of early-knocking opponents, as for ``Search``)."""
    if budget <= 0:
        raise ValueError("the budget must be at least one sample")
    return Search(view, seed, policy, early=early).play(list(actions), budget)


def evaluate(
    view: SeatView,
    budget: int = 64,
    seed: int | str | None = 0,
    actions: Sequence[Action] | None = None,
) -> dict[Action, ActionValue]:
    """The value of each legal action (or of ``actions``) of the seat to act.

    ``budget`` is the number of sampled deals; every action is played on all of them. The same
    view, budget and seed always give the same values. Only the decisions of the offer, the
    draw and the discard are searched (a lay-off is best done at best, which ``done`` does).
    """
    acts = list(actions) if actions is not None else view.legal_actions()
    s = sample_values(view, acts, budget, seed)
    return {a: s.value(a) for a in acts}


def best_action(values: dict[Action, ActionValue]) -> Action:
    """The action with the highest mean (ties: the first in order)."""
    return max(values, key=lambda a: values[a].mean)


__all__ = [
    "ActionValue", "Samples", "Search", "best_action", "card_weights", "early_share",
    "evaluate", "kind_evidence", "match_equity", "sample_deal", "sample_values",
]
