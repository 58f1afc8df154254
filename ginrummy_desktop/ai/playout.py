"""Fast playouts: the rest of one round on card masks, with a light policy for both seats.

The search (``ai/search.py``) plays thousands of sampled deals to the end of the round per
decision, each starting in the middle of a round. The real engine (``Round`` with a
``SeatView`` per decision) can only start from a whole deck and spends its time on views and
action objects too, so the playouts run on plain integers here: two hand masks, the stock as
a list of card bits (top first), the discard pile. Everything that decides a result comes
from the engine's own functions (``discard_deadwoods``, ``deadwood_of``, ``melded_value``,
``best_arrangement_mask``, ``best_layoff_mask``, ``score_round``), and
``tests/ai/test_playout.py`` checks that a playout and the real engine, given the same deck
and the same policy (``PolicyOpponent`` makes the policy's choices from a view), end every
round the same way: outcome, winner, points.

The policy (``Policy``) is Strong without its look-ahead and discard safety:

* draw: take the pile card if it joins a meld (Strong's rule), else draw from the stock;
* discard: the card that leaves the least deadwood (ties: the higher card, then the lower bit);
* knock: Gin at once, Big Gin where allowed; otherwise, while ``hold_stock`` or more stock cards
  remain, only with deadwood <= ``hold[seat]`` (Strong plays on for Gin: ``hold`` -1), later
  as soon as the knock limit allows.

The policy's discard (``best_plain_discard``) does not build the engine's list of every
discard: once the hand's sets are chosen the rest is melded in runs alone, so the best discard
of each suit is a table look-up (``_SUIT_DROP``), and the pile check compares one suit's runs
where no rank is held three times. The same choices as before on every hand
(``tests/ai/test_playout.py``); the review's race (``coach/judge.py``) ran 1.55 times faster
(30 positions, the same values to the last digit, one run on a busy machine).

Then (the issue's review agreement wants more playouts in the same time) the loop itself:
``play_out`` makes the policy's moves inline, each seat's deadwood is carried from its last
discard (the draw's "does the pile card join a meld" and the knock's scoring need it; the
discard's table work gives it, with the whole hand's deadwood, ``discard_facts``), the set
choices of a hand are remembered by the cards of its three-of-a-rank ranks (``set_states`` in
``engine/melds.py``: a few thousand keys), a taken card's suit has its own remembered best
discard (``_one_banned_discard_facts``), the pile check rejects at once a card whose rank is in
no set choice and that adds to no run of its suit, and a knock skips the lay-off search when no
card of the defender lies next to a meld, else keeps only the deadwood (``layoff_deadwood``).
The same choices and results (``tests/ai/test_playout.py``; ``judge_view`` on 40 positions
gives the same values to the last digit); the search's playouts (40 positions of
``benchmarks/coach_review.py`` seed 11, 60 deals each, 17,460 playouts, best of three, old and
new alternately on a busy machine) 1.48-1.54 s -> 0.88-0.89 s, 1.7 times faster (1.45 times
with the first half of these steps).

The round's own terms come in as ``limit`` (its knock limit: Oklahoma's first upcard lowers it,
an ace makes it 0, Gin only) and ``doubled`` (a spade as Oklahoma's first upcard doubles every
point); without them a playout uses the rule set's limit and no doubling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from ginrummy_desktop.engine import Action, Card, Phase, RuleSet, SeatView
from ginrummy_desktop.engine.cards import SUIT_BITS, SUIT_MASK
from ginrummy_desktop.engine.melds import (
    RUN_VALUE,
    SUIT_VALUE,
    best_arrangement_mask,
    meld_layoff_mask,
    set_states,
)
from ginrummy_desktop.engine.scoring import score_round

OFFER, DRAW, DISCARD = 0, 1, 2
_RANK_VALUE = tuple(min(r + 1, 10) for r in range(13))  # by bit position in a suit
PHASE_CODE = {Phase.OFFER: OFFER, Phase.DRAW: DRAW, Phase.DISCARD: DISCARD}


@dataclass(frozen=True)
class Policy:
    """The light policy of both seats in a playout (see the module docstring)."""

    hold: tuple[int, int] = (-1, -1)  # while the stock lasts, knock only at or below this
    hold_stock: int = 6  # "the stock lasts": at least this many cards left


@dataclass(frozen=True)
class Outcome:
    """The end of a played-out round: ``winner`` None for a void round."""

    outcome: str  # "knock", "gin", "big_gin", "void"
    winner: int | None
    points: int
    knocker: int | None = None

    def points_for(self, seat: int) -> int:
        """The round's points as ``seat`` sees them: won positive, lost negative."""
        if self.winner is None:
            return 0
        return self.points if self.winner == seat else -self.points


def _suit_drop(p: int, banned: int = 0) -> tuple[int, int, int]:
    """The policy's discard inside one suit of a hand without sets: (gain, value, rank) of
    the card of 13-bit pattern ``p`` (not in ``banned``) whose removal lowers the deadwood
    most (``gain``: its value minus the run value it breaks), the higher card on a tie, then
    the lower rank; (-99, 0, 0) for none."""
    best = (-99, 0, 0)
    base = RUN_VALUE[p]
    q = p & ~banned
    while q:
        b = q & -q
        q ^= b
        r = b.bit_length() - 1
        v = _RANK_VALUE[r]
        g = v + RUN_VALUE[p ^ b] - base
        if g > best[0] or (g == best[0] and v > best[1]):
            best = (g, v, r)
    return best


_SUIT_DROP: list[tuple[int, int, int]] = [_suit_drop(p) for p in range(1 << SUIT_BITS)]


_DROP_SCORE: list[int] = [g * 32 + v for g, v, _r in _SUIT_DROP]
"""``_SUIT_DROP``'s (gain, value) as one number that orders alike (a card's value is 1-10)."""


_ALL_SUITS = 1 | 1 << 13 | 1 << 26 | 1 << 39  # times a rank pattern: that rank in every suit
_MEMO: dict[int, tuple[int, int, int]] = {}
_PILE_MEMO: dict[int, bool] = {}
_MEMO_MAX = 1 << 17


def best_plain_discard(hand: int, banned: int) -> tuple[int, int]:
    """(bit, deadwood left) of the policy's discard: the least deadwood left, then the
    higher card, then the lower bit (remembered: the seat's own hands repeat often across
    the sampled deals of one decision)."""
    got = discard_facts(hand, banned)
    return got[0], got[1]


def discard_facts(hand: int, banned: int) -> tuple[int, int, int]:
    """(bit, deadwood left, deadwood of the whole hand) of the policy's discard, remembered
    (``plain_discard``; the whole hand's deadwood comes from the same set choices)."""
    key = hand | banned << 52
    got = _MEMO.get(key)
    if got is None:
        if len(_MEMO) >= _MEMO_MAX:
            _MEMO.clear()
        got = _MEMO[key] = _discard_facts(hand, banned)
    return got


def plain_discard(hand: int, banned: int) -> tuple[int, int]:
    """``best_plain_discard``, computed (not remembered; any cards may be ``banned``).

    The same choice as the smallest of ``discard_deadwoods`` without its list: once the
    sets of the hand are chosen (``set_states``: none for most hands), the rest is melded in
    runs alone, a discard changes only its own suit, and the best discard of a suit is a
    table look-up (``_SUIT_DROP``); the best over the set choices is the best discard."""
    got = _discard_facts(hand, banned)
    return got[0], got[1]


def _discard_facts(hand: int, banned: int) -> tuple[int, int, int]:
    """``discard_facts``, computed: ``plain_discard`` and, from the same set choices, the
    deadwood of the whole hand (its value less ``melded_value``)."""
    if banned:
        if banned & (banned - 1):  # several (the sampling's known cards)
            return _banned_discard_facts(hand, banned)
        return _one_banned_discard_facts(hand, banned)
    p0 = hand & SUIT_MASK
    p1 = (hand >> 13) & SUIT_MASK
    p2 = (hand >> 26) & SUIT_MASK
    p3 = hand >> 39
    sv = SUIT_VALUE
    rv = RUN_VALUE
    ds = _DROP_SCORE
    total = sv[p0] + sv[p1] + sv[p2] + sv[p3]
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    if not triple:  # no set: one choice, the best suit's best card (a tie: the lower suit)
        base = total - rv[p0] - rv[p1] - rv[p2] - rv[p3]
        top, s, p = ds[p0], 0, p0
        if ds[p1] > top:
            top, s, p = ds[p1], 13, p1
        if ds[p2] > top:
            top, s, p = ds[p2], 26, p2
        if ds[p3] > top:
            s, p = 39, p3
        g, _v, r = _SUIT_DROP[p]
        return 1 << (s + r), base - g, base
    states = set_states(hand, triple)
    best_d, best_v, best_i, whole = 1 << 30, 0, 0, 1 << 30
    for used, v in states:
        rem = hand & ~used
        q0 = rem & SUIT_MASK
        q1 = (rem >> 13) & SUIT_MASK
        q2 = (rem >> 26) & SUIT_MASK
        q3 = rem >> 39
        base = total - v - rv[q0] - rv[q1] - rv[q2] - rv[q3]
        if base < whole:
            whole = base
        if not rem:
            continue
        top, s, p = ds[q0], 0, q0
        if ds[q1] > top:
            top, s, p = ds[q1], 13, q1
        if ds[q2] > top:
            top, s, p = ds[q2], 26, q2
        if ds[q3] > top:
            s, p = 39, q3
        g, cv, r = _SUIT_DROP[p]
        d = base - g
        i = s + r
        if d < best_d or (d == best_d and (cv > best_v or (cv == best_v and i < best_i))):
            best_d, best_v, best_i = d, cv, i
    return 1 << best_i, best_d, whole


_BANNED_DROP: dict[int, tuple[int, int, int]] = {}


def _banned_drop(p: int, ban: int) -> tuple[int, int, int]:
    """``_suit_drop(p, ban)``, remembered."""
    key = p | ban << SUIT_BITS
    got = _BANNED_DROP.get(key)
    if got is None:
        got = _BANNED_DROP[key] = _suit_drop(p, ban)
    return got


def _one_banned_discard_facts(hand: int, banned: int) -> tuple[int, int, int]:
    """``_discard_facts`` where the one card ``banned`` may not be thrown (taken from the
    pile this turn): as without it, but that card's suit has its own best discard."""
    p0 = hand & SUIT_MASK
    p1 = (hand >> 13) & SUIT_MASK
    p2 = (hand >> 26) & SUIT_MASK
    p3 = hand >> 39
    sv = SUIT_VALUE
    rv = RUN_VALUE
    ds = _DROP_SCORE
    total = sv[p0] + sv[p1] + sv[p2] + sv[p3]
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    states = set_states(hand, triple) if triple else ((0, 0),)
    k = (banned.bit_length() - 1) // SUIT_BITS
    bshift = k * SUIT_BITS
    bb = banned >> bshift
    best_d, best_v, best_i, whole = 1 << 30, 0, 0, 1 << 30
    for used, v in states:
        rem = hand & ~used
        q0 = rem & SUIT_MASK
        q1 = (rem >> 13) & SUIT_MASK
        q2 = (rem >> 26) & SUIT_MASK
        q3 = rem >> 39
        base = total - v - rv[q0] - rv[q1] - rv[q2] - rv[q3]
        if base < whole:
            whole = base
        qb = (rem >> bshift) & SUIT_MASK
        # the banned card's suit: its best discard without that card (if this choice's
        # sets did not take it)
        eb = _banned_drop(qb, bb) if qb & bb else _SUIT_DROP[qb]
        xb = eb[0] * 32 + eb[1]
        top, s = (xb if k == 0 else ds[q0]), 0
        x = xb if k == 1 else ds[q1]
        if x > top:
            top, s = x, 1
        x = xb if k == 2 else ds[q2]
        if x > top:
            top, s = x, 2
        x = xb if k == 3 else ds[q3]
        if x > top:
            top, s = x, 3
        if top < -3000:  # nothing this choice may throw
            continue
        g, cv, r = eb if s == k else _SUIT_DROP[(rem >> (s * SUIT_BITS)) & SUIT_MASK]
        d = base - g
        i = s * SUIT_BITS + r
        if d < best_d or (d == best_d and (cv > best_v or (cv == best_v and i < best_i))):
            best_d, best_v, best_i = d, cv, i
    return 1 << best_i, best_d, whole


def _banned_discard_facts(hand: int, banned: int) -> tuple[int, int, int]:
    """``_discard_facts`` where some cards may not be thrown (any number of them)."""
    p0 = hand & SUIT_MASK
    p1 = (hand >> 13) & SUIT_MASK
    p2 = (hand >> 26) & SUIT_MASK
    p3 = hand >> 39
    sv = SUIT_VALUE
    rv = RUN_VALUE
    total = sv[p0] + sv[p1] + sv[p2] + sv[p3]
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    states = set_states(hand, triple) if triple else ((0, 0),)
    best_d, best_v, best_i, whole = 1 << 30, 0, 0, 1 << 30
    for used, v in states:
        rem = hand & ~used
        ps = (rem & SUIT_MASK, (rem >> 13) & SUIT_MASK, (rem >> 26) & SUIT_MASK, rem >> 39)
        base = total - v - rv[ps[0]] - rv[ps[1]] - rv[ps[2]] - rv[ps[3]]
        if base < whole:
            whole = base
        for s in range(4):
            p = ps[s]
            if not p:
                continue
            shift = s * SUIT_BITS
            ban = banned >> shift & p
            if ban:
                if ban == p:
                    continue
                g, cv, r = _banned_drop(p, ban)
            else:
                g, cv, r = _SUIT_DROP[p]
            d = base - g
            i = shift + r
            if d < best_d or (d == best_d and (cv > best_v or (cv == best_v and i < best_i))):
                best_d, best_v, best_i = d, cv, i
    return 1 << best_i, best_d, whole


def hand_deadwood(hand: int) -> int:
    """``deadwood_of(hand)``, with the set choices remembered (``set_states``)."""
    p0 = hand & SUIT_MASK
    p1 = (hand >> 13) & SUIT_MASK
    p2 = (hand >> 26) & SUIT_MASK
    p3 = hand >> 39
    sv = SUIT_VALUE
    rv = RUN_VALUE
    total = sv[p0] + sv[p1] + sv[p2] + sv[p3]
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    if not triple:
        return total - rv[p0] - rv[p1] - rv[p2] - rv[p3]
    best = 0
    for used, v in set_states(hand, triple):
        rem = hand & ~used
        v += rv[rem & SUIT_MASK] + rv[(rem >> 13) & SUIT_MASK] + rv[(rem >> 26) & SUIT_MASK]
        v += rv[rem >> 39]
        if v > best:
            best = v
    return total - best


def mask_total(hand: int) -> int:
    """The value of all the cards of ``hand`` (four table look-ups)."""
    sv = SUIT_VALUE
    return sv[hand & SUIT_MASK] + sv[(hand >> 13) & SUIT_MASK] + sv[(hand >> 26) & SUIT_MASK] + sv[
        hand >> 39]


def _build_related() -> tuple[int, ...]:
    """For each card: the cards it could share a meld with (same rank, or within two in its
    suit). A card with none of them in a hand joins no meld of that hand."""
    out = []
    for i in range(52):
        s, r = divmod(i, 13)
        m = 0
        for t in range(4):
            if t != s:
                m |= 1 << (t * 13 + r)
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 13:
                m |= 1 << (s * 13 + r + d)
        out.append(m)
    return tuple(out)


RELATED = _build_related()


def wants_pile(hand: int, top: int, dead: int = -1) -> bool:
    """The policy's draw: the pile card is taken when it joins a meld (the melded value of
    the hand grows). ``dead``: the deadwood of ``hand`` where known (else -1)."""
    i = top.bit_length() - 1
    if not RELATED[i] & hand:
        return False
    both = hand | top
    p0 = both & SUIT_MASK
    p1 = (both >> 13) & SUIT_MASK
    p2 = (both >> 26) & SUIT_MASK
    p3 = both >> 39
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    if not triple:
        # no rank held three times, before or after: only the runs of its suit can change
        shift = i - i % SUIT_BITS
        p = (hand >> shift) & SUIT_MASK
        return RUN_VALUE[p | top >> shift] > RUN_VALUE[p]
    shift = i - i % SUIT_BITS
    if not triple >> (i - shift) & 1:
        # the card's rank is in no set choice: the choices are the hand's, and the card adds
        # to a choice's runs only where it adds to the runs of all its suit's cards
        p = (hand >> shift) & SUIT_MASK
        if RUN_VALUE[p | top >> shift] == RUN_VALUE[p]:
            return False
    key = both | top << 52
    got = _PILE_MEMO.get(key)
    if got is not None:
        return got
    if len(_PILE_MEMO) >= _MEMO_MAX:
        _PILE_MEMO.clear()
    if dead < 0:
        dead = hand_deadwood(hand)
    rv = RUN_VALUE
    states = set_states(both, triple)
    melded = 0
    for used, v in states:
        rem = both & ~used
        v += rv[rem & SUIT_MASK] + rv[(rem >> 13) & SUIT_MASK] + rv[(rem >> 26) & SUIT_MASK]
        v += rv[rem >> 39]
        if v > melded:
            melded = v
    # melded_value(both) > melded_value(hand), the hand's from its deadwood
    got = _PILE_MEMO[key] = melded > mask_total(hand) - dead
    return got


def knock_or_discard(
    hand: int, banned: int, stock_left: int, rules: RuleSet, hold: int, hold_stock: int,
    limit: int | None = None,
) -> tuple[str, int]:
    """The policy's move with eleven cards: ("big_gin", 0), ("knock", bit) or ("discard", bit).
    ``limit`` is the round's knock limit (None: the rule set's)."""
    bit, dead, whole = discard_facts(hand, banned)
    # all eleven melded: the whole hand's deadwood is 0
    if dead == 0 and rules.big_gin_allowed and whole == 0:
        return "big_gin", 0
    if dead <= (rules.knock_limit if limit is None else limit) and (
        dead == 0 or stock_left < hold_stock or dead <= hold
    ):
        return "knock", bit
    return "discard", bit


def finish_knock(
    rules: RuleSet, knocker: int, kept: int, defender: int, seen: int,
    limit: int | None = None, doubled: bool = False, kept_dead: int = -1,
    defender_dead: int = -1,
) -> Outcome:
    """Score a knock (or Gin) as the engine does: the knocker's arrangement with the pile
    ``seen``, the defender's best lay-off; ``limit`` and ``doubled`` are the round's terms;
    ``kept_dead`` and ``defender_dead`` the two hands' deadwoods where known (else -1)."""
    dead = hand_deadwood(kept) if kept_dead < 0 else kept_dead
    if dead == 0:
        other = hand_deadwood(defender) if defender_dead < 0 else defender_dead
        s = score_round(rules, "gin", 0, other, doubled=doubled)
        return Outcome("gin", knocker, s.points, knocker)
    arr = best_arrangement_mask(kept, seen)
    targets = 0
    for m in arr.meld_masks:
        targets |= meld_layoff_mask(m)
    if defender & targets:
        other = layoff_deadwood(arr.meld_masks, defender)
    else:  # no card to lay off (every lay-off starts with a card next to a meld)
        other = hand_deadwood(defender) if defender_dead < 0 else defender_dead
    s = score_round(rules, "knock", dead, other, knock_limit=limit, doubled=doubled)
    winner = knocker if s.winner == "knocker" else 1 - knocker
    return Outcome("knock", winner, s.points, knocker)


_RANK_ALL = tuple(_ALL_SUITS << r for r in range(SUIT_BITS))  # a rank's four cards


def _layoff_options(meld: int, hand: int) -> list[int]:
    """What ``hand`` could lay onto one meld, as masks (0: nothing), as the engine's lay-off
    tries them: a set of three its fourth card; a run the cards next to it below, one after
    another, and likewise above, each number below with each above."""
    low = meld & -meld
    r = (low.bit_length() - 1) % SUIT_BITS
    if not meld & ~_RANK_ALL[r]:  # a set
        if meld.bit_count() >= 4:
            return [0]
        missing = _RANK_ALL[r] & ~meld & hand
        return [0, missing] if missing else [0]
    below = [0]
    b = low >> 1 if r > 0 else 0
    while b & hand:
        below.append(below[-1] | b)
        if (b.bit_length() - 1) % SUIT_BITS == 0:
            break
        b >>= 1
    high = 1 << (meld.bit_length() - 1)
    above = [0]
    b = high << 1 if (high.bit_length() - 1) % SUIT_BITS < SUIT_BITS - 1 else 0
    while b & hand:
        above.append(above[-1] | b)
        if (b.bit_length() - 1) % SUIT_BITS == SUIT_BITS - 1:
            break
        b <<= 1
    return [x | y for x in below for y in above]


def layoff_deadwood(melds: Sequence[int], defender: int) -> int:
    """The defender's deadwood after its best lay-off onto the knocker's ``melds`` (what
    ``best_layoff_mask`` leaves, by deadwood only: the scoring needs no more)."""
    best = 1 << 30
    for combo in product(*[_layoff_options(m, defender) for m in melds]):
        laid = 0
        for x in combo:
            if laid & x:
                break
            laid |= x
        else:
            d = hand_deadwood(defender & ~laid)
            if d < best:
                best = d
    return best


def play_out(
    rules: RuleSet,
    hands: Sequence[int],
    stock: Sequence[int],
    pile: Sequence[int],
    turn: int,
    phase: int,
    dealer: int,
    policy: Policy,
    banned: int = 0,
    upcard_passed: bool = False,
    offer_passes: int = 0,
    limit: int | None = None,
    doubled: bool = False,
    back: int | None = None,
) -> Outcome:
    """Play the round from this position to its end with ``policy`` for both seats.

    ``stock`` is top first; ``pile`` bottom first (card bits); ``banned`` the card the seat to
    act took from the pile this turn; ``limit`` and ``doubled`` the round's knock limit (None:
    the rule set's) and whether its points count double. ``back``: the seat that draws from
    the bottom of ``stock`` (None: both draw from the top, as the engine deals). For a stock
    shuffled at random this changes no result's chance (every card drawn is still one of the
    cards left, each as likely), but the seats' draws no longer shift when one of them takes
    from the pile instead: two actions played on the same sampled deal stay alike for longer
    (the search's common deals, ``ai/search.py``).

    The policy's moves are those of ``wants_pile`` and ``knock_or_discard``, written out here
    (this loop is most of the search's time): each seat's deadwood is carried from its last
    discard, which spares the draw and the knock working it out again.
    """
    h = [hands[0], hands[1]]
    dead = [-1, -1]  # each hand's deadwood, once known
    pile = list(pile)
    pile_mask = 0
    for b in pile:
        pile_mask |= b
    top_i = 0
    bot_i = len(stock) - 1  # the bottom card not yet drawn
    hold = policy.hold
    hold_stock = policy.hold_stock
    knock_limit = rules.knock_limit if limit is None else limit
    big_gin = rules.big_gin_allowed
    memo = _MEMO
    related = RELATED
    while True:
        hand = h[turn]
        if phase == DISCARD:
            key = hand | banned << 52
            got = memo.get(key)
            if got is None:
                got = discard_facts(hand, banned)
            bit, d, whole = got
            left = bot_i + 1 - top_i
            if d == 0 and big_gin and whole == 0:
                other = dead[1 - turn]
                if other < 0:
                    other = hand_deadwood(h[1 - turn])
                s = score_round(rules, "big_gin", 0, other, doubled=doubled)
                return Outcome("big_gin", turn, s.points, turn)
            if d <= knock_limit and (d == 0 or left < hold_stock or d <= hold[turn]):
                return finish_knock(rules, turn, hand ^ bit, h[1 - turn], pile_mask | bit,
                                    limit, doubled, d, dead[1 - turn])
            h[turn] = hand ^ bit
            dead[turn] = d
            pile.append(bit)
            pile_mask |= bit
            if left <= 2:
                return Outcome("void", None, 0)
            turn = 1 - turn
            phase = DRAW
            continue
        if phase == DRAW:
            top = pile[-1] if pile and not upcard_passed else 0
            if top and related[top.bit_length() - 1] & hand and wants_pile(
                    hand, top, dead[turn]):
                pile.pop()
                pile_mask ^= top
                h[turn] = hand | top
                banned = top
            else:
                if turn == back:
                    h[turn] = hand | stock[bot_i]
                    bot_i -= 1
                else:
                    h[turn] = hand | stock[top_i]
                    top_i += 1
                banned = 0
                upcard_passed = False
            phase = DISCARD
            continue
        # OFFER
        top = pile[-1]
        if wants_pile(hand, top, dead[turn]):
            pile.pop()
            pile_mask ^= top
            h[turn] = hand | top
            banned = top
            phase = DISCARD
        else:
            offer_passes += 1
            if offer_passes == 1:
                turn = dealer
            else:
                upcard_passed = True
                turn = 1 - dealer
                phase = DRAW


def deal_masks(deck: Sequence[Card], dealer: int) -> tuple[list[int], list[int], list[int]]:
    """(hands, stock top first, pile) of a fresh deal, dealt as ``Round`` deals."""
    first = 1 - dealer
    hands = [0, 0]
    for i in range(20):
        hands[first if i % 2 == 0 else dealer] |= deck[i].bit
    return hands, [c.bit for c in deck[21:]], [deck[20].bit]


class PolicyOpponent:
    """The playout policy as an ``Opponent`` that decides from a view (for the engine check
    and the rollout benchmark)."""

    level = "policy"

    def __init__(self, policy: Policy | None = None) -> None:
        self.policy = policy or Policy()

    def choose(self, view: SeatView) -> Action:
        hand = view.hand_mask
        top = view.discard_top
        if view.phase is Phase.OFFER:
            return Action.take() if top and wants_pile(hand, top.bit) else Action.pass_()
        if view.phase is Phase.DRAW:
            ok = top is not None and not view.upcard_passed and wants_pile(hand, top.bit)
            return Action.draw_discard() if ok else Action.draw_stock()
        if view.phase is Phase.DISCARD:
            banned = view.taken_from_discard.bit if view.taken_from_discard else 0
            what, bit = knock_or_discard(
                hand, banned, view.stock_size, view.rules,
                self.policy.hold[view.seat], self.policy.hold_stock, view.knock_limit,
            )
            if what == "big_gin":
                return Action.big_gin()
            card = Card.from_index(bit.bit_length() - 1)
            return Action.knock(card) if what == "knock" else Action.discard(card)
        if view.phase is Phase.LAYOFF:
            return Action.finish_layoff()
        raise ValueError(f"no decision in phase {view.phase.value}")

