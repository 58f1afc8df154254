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

The round's own terms come in as ``limit`` (its knock limit: Oklahoma's first upcard lowers it,
an ace makes it 0, Gin only) and ``doubled`` (a spade as Oklahoma's first upcard doubles every
point); without them a playout uses the rule set's limit and no doubling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginrummy_desktop.engine import Action, Card, Phase, RuleSet, SeatView
from ginrummy_desktop.engine.cards import SUIT_BITS, SUIT_MASK, mask_value
from ginrummy_desktop.engine.layoff import best_layoff_mask
from ginrummy_desktop.engine.melds import (
    RUN_VALUE,
    SUIT_VALUE,
    best_arrangement_mask,
    deadwood_of,
    melded_value,
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


_MEMO: dict[int, tuple[int, int]] = {}
_PILE_MEMO: dict[int, bool] = {}
_MEMO_MAX = 1 << 17


def best_plain_discard(hand: int, banned: int) -> tuple[int, int]:
    """(bit, deadwood left) of the policy's discard: the least deadwood left, then the
    higher card, then the lower bit (remembered: the seat's own hands repeat often across
    the sampled deals of one decision)."""
    key = hand | banned << 52
    got = _MEMO.get(key)
    if got is None:
        if len(_MEMO) >= _MEMO_MAX:
            _MEMO.clear()
        got = _MEMO[key] = plain_discard(hand, banned)
    return got


def plain_discard(hand: int, banned: int) -> tuple[int, int]:
    """``best_plain_discard``, computed (not remembered; any cards may be ``banned``).

    The same choice as the smallest of ``discard_deadwoods`` without its list: once the
    sets of the hand are chosen (``set_states``: none for most hands), the rest is melded in
    runs alone, a discard changes only its own suit, and the best discard of a suit is a
    table look-up (``_SUIT_DROP``); the best over the set choices is the best discard."""
    p0 = hand & SUIT_MASK
    p1 = (hand >> 13) & SUIT_MASK
    p2 = (hand >> 26) & SUIT_MASK
    p3 = hand >> 39
    sv = SUIT_VALUE
    rv = RUN_VALUE
    total = sv[p0] + sv[p1] + sv[p2] + sv[p3]
    triple = (p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))
    states = set_states(hand, triple) if triple else ((0, 0),)
    best_d, best_v, best_i = 1 << 30, 0, 0
    for used, v in states:
        rem = hand & ~used
        ps = (rem & SUIT_MASK, (rem >> 13) & SUIT_MASK, (rem >> 26) & SUIT_MASK, rem >> 39)
        base = total - v - rv[ps[0]] - rv[ps[1]] - rv[ps[2]] - rv[ps[3]]
        for s in range(4):
            p = ps[s]
            if not p:
                continue
            shift = s * SUIT_BITS
            ban = banned >> shift & p
            if ban:
                if ban == p:
                    continue
                g, cv, r = _suit_drop(p, ban)
            else:
                g, cv, r = _SUIT_DROP[p]
            d = base - g
            i = shift + r
            if d < best_d or (d == best_d and (cv > best_v or (cv == best_v and i < best_i))):
                best_d, best_v, best_i = d, cv, i
    return 1 << best_i, best_d


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


def wants_pile(hand: int, top: int) -> bool:
    """The policy's draw: the pile card is taken when it joins a meld."""
    i = top.bit_length() - 1
    if not RELATED[i] & hand:
        return False
    both = hand | top
    p0 = both & SUIT_MASK
    p1 = (both >> 13) & SUIT_MASK
    p2 = (both >> 26) & SUIT_MASK
    p3 = both >> 39
    if not ((p0 & p1 & (p2 | p3)) | (p2 & p3 & (p0 | p1))):
        # no rank held three times, before or after: only the runs of its suit can change
        shift = i - i % SUIT_BITS
        p = (hand >> shift) & SUIT_MASK
        return RUN_VALUE[p | top >> shift] > RUN_VALUE[p]
    key = both | top << 52
    got = _PILE_MEMO.get(key)
    if got is None:
        if len(_PILE_MEMO) >= _MEMO_MAX:
            _PILE_MEMO.clear()
        got = _PILE_MEMO[key] = melded_value(both) > melded_value(hand)
    return got


def knock_or_discard(
    hand: int, banned: int, stock_left: int, rules: RuleSet, hold: int, hold_stock: int,
    limit: int | None = None,
) -> tuple[str, int]:
    """The policy's move with eleven cards: ("big_gin", 0), ("knock", bit) or ("discard", bit).
    ``limit`` is the round's knock limit (None: the rule set's)."""
    bit, dead = best_plain_discard(hand, banned)
    # all eleven melded needs a meld of four or more, whose end card leaves deadwood 0
    if dead == 0 and rules.big_gin_allowed and melded_value(hand) == mask_value(hand):
        return "big_gin", 0
    if dead <= (rules.knock_limit if limit is None else limit) and (
        dead == 0 or stock_left < hold_stock or dead <= hold
    ):
        return "knock", bit
    return "discard", bit


def finish_knock(
    rules: RuleSet, knocker: int, kept: int, defender: int, seen: int,
    limit: int | None = None, doubled: bool = False,
) -> Outcome:
    """Score a knock (or Gin) as the engine does: the knocker's arrangement with the pile
    ``seen``, the defender's best lay-off; ``limit`` and ``doubled`` are the round's terms."""
    dead = deadwood_of(kept)
    if dead == 0:
        s = score_round(rules, "gin", 0, deadwood_of(defender), doubled=doubled)
        return Outcome("gin", knocker, s.points, knocker)
    arr = best_arrangement_mask(kept, seen)
    _placed, rest = best_layoff_mask(list(arr.meld_masks), defender)
    s = score_round(rules, "knock", dead, deadwood_of(rest), knock_limit=limit, doubled=doubled)
    winner = knocker if s.winner == "knocker" else 1 - knocker
    return Outcome("knock", winner, s.points, knocker)


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
    """
    h = [hands[0], hands[1]]
    stock = list(stock)
    pile = list(pile)
    pile_mask = 0
    for b in pile:
        pile_mask |= b
    top_i = 0
    bot_i = len(stock) - 1  # the bottom card not yet drawn
    hold = policy.hold
    hold_stock = policy.hold_stock
    while True:
        hand = h[turn]
        if phase == OFFER:
            top = pile[-1]
            if wants_pile(hand, top):
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
            continue
        if phase == DRAW:
            top = pile[-1] if pile and not upcard_passed else 0
            if top and wants_pile(hand, top):
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
        # DISCARD
        left = bot_i + 1 - top_i
        what, bit = knock_or_discard(hand, banned, left, rules, hold[turn], hold_stock, limit)
        if what == "big_gin":
            s = score_round(rules, "big_gin", 0, deadwood_of(h[1 - turn]), doubled=doubled)
            return Outcome("big_gin", turn, s.points, turn)
        if what == "knock":
            return finish_knock(rules, turn, hand ^ bit, h[1 - turn], pile_mask | bit,
                                limit, doubled)
        h[turn] = hand ^ bit
        pile.append(bit)
        pile_mask |= bit
        if left <= 2:
            return Outcome("void", None, 0)
        turn = 1 - turn
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

