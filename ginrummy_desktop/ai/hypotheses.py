"""Hidden hands of an early knocker that explain its whole round.

Master's search plays a share of its sampled opponents as early knockers (``ai/search.py``):
players with Simple's well-known rules, which take a pile card only when it joins a meld,
throw the card that leaves the least deadwood (the higher card on a tie) and knock as soon as
they may. Such a player's moves follow from its cards, so its public moves say much about
them. This module finds hidden hands that explain every move of the round so far, from the
view alone (the seat's own hand, the discard pile, the public moves).

**A hypothesis** is the opponent's deal (ten cards) and the card of each of its stock draws.
Everything else is public: the cards it took from the pile, the cards it threw. The cards
that came to it from the deal or the stock are its hidden cards now and the cards it threw
that it had not taken from the pile; a hypothesis puts each of them in the deal or in one of
its stock draws (a thrown card drawn before it was thrown). ``RoundModel`` replays a
hypothesis from the deal, move by move, and counts the decisions an early knocker would not
have made (``violations``):

* a pile card left lying (a pass of the upcard, a draw from the stock) that joins a meld of
  the hand it held then, or one taken that joins none;
* a discard that is not its least-deadwood throw (as little deadwood left and as high a card
  count as the same), or after which it could have knocked.

The true hand of a Simple opponent always has none (``tests/ai/test_hypotheses.py`` replays
real rounds with the true deals and draws).

**Sampling.** All deals and stock orders are equally likely before the play, and the player
picks among equally good throws at random, so given the view a hypothesis without
violations has a chance proportional to one over the product, over its discards, of the
number of equally good throws (``RoundModel.ties``); the others have none.
``consistent_hands`` samples this posterior with Metropolis chains (``CHAINS`` of them, each
from one of the search's weighted samples with a random valid placement of the draws): a
move swaps a hidden card for an unseen one (in the same place: the deal or the same draw)
or swaps the places of two cards (a card of the deal with a drawn one, or two drawn ones);
a move that adds ``n`` violations is accepted with chance ``exp(-CHAIN_BETA * n)`` times the
ratio of the ties. After ``CHAIN_BURN`` moves every ``CHAIN_THIN``-th state without
violations is kept; a chain that finds none gives nothing, and where no chain does, the
search samples as before.

Measured over 604 of Master's decisions against Simple (after the opponent's first discard;
48 deals each, the true hand known to the measuring script only), today's weighted samples
(with the early knocker's filter) against this pool: the hidden cards right 37.0% -> 38.7%
of the time; the Brier score of "the opponent would take this card of Master's hand for a
meld" 0.140 -> 0.132 (always the base rate: 0.160; an earlier filter that checked only the
last two stock draws: 0.137); on every third of the decisions the sampled deadwood's mean
off the true one by 10.5 -> 7.2 points on average, biased -4.2 -> 0.0. Without the weight of the
ties the pool's hands were too poor (bias +3.8; the Brier score 0.133): hands with several
loose high cards explain a throw of one of them as well as a hand with one, but a player
throws that very card only one time in several.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ginrummy_desktop.ai.base import bits_of, track, value_of_bit
from ginrummy_desktop.ai.playout import discard_facts, hand_deadwood, wants_pile
from ginrummy_desktop.engine import Kind, SeatView

LEAVE, TAKE, DRAW, DISCARD = 0, 1, 2, 3  # the kinds of a replayed step
INVALID = 1 << 20  # violations of an impossible hypothesis (a card thrown before it came)
NEVER = 1 << 30  # the step at which a card still held was thrown
VALUE_MASK = {v: sum(1 << i for i in range(52) if min(i % 13 + 1, 10) == v) for v in range(1, 11)}

CHAINS = 3  # independent chains per pool, each from its own weighted sample
CHAIN_STEPS = 1000  # moves of each chain
CHAIN_BURN = 300  # moves before any state is kept
CHAIN_THIN = 10  # then every this many moves, a state without violations
CHAIN_BETA = 6.0  # a move adding n violations is accepted with chance exp(-beta * n)


class RoundModel:
    """The opponent's round so far, as steps to replay on a hypothesis.

    ``steps``: (kind, card or draw number, banned card) in order: ``LEAVE`` a pile card left
    lying, ``TAKE`` a pile card taken, ``DRAW`` the stock draw number ``n``, ``DISCARD`` a card
    thrown (``banned``: the card taken that turn, which may not be thrown). ``origin``: the
    cards thrown that it had not taken from the pile (they came from the deal or the stock),
    ``thrown_at`` the step of each one's first throw. ``ok`` is False where the view does not
    name a card the opponent took (a view from plain data without its first upcard)."""

    def __init__(self, view: SeatView) -> None:
        opp = 1 - view.seat
        t = track(view)
        self.ok = True
        self.limit = view.knock_limit
        self.known = t.opp_known
        self.hidden = t.opp_hidden
        self.unseen = t.unseen
        up = view.first_upcard.bit if view.first_upcard is not None else 0
        self.steps: list[tuple[int, int, int]] = []
        self.draw_steps: list[int] = []
        self.thrown_at: dict[int, int] = {}
        self.origin = 0
        taken = 0
        banned = 0
        prev: Kind | None = None
        for e in view.pile_events:
            kind = e.kind
            if e.seat != opp:
                prev = kind
                continue
            card = e.card.bit if e.card is not None else 0
            if not card and kind in (Kind.TAKE_UPCARD, Kind.PASS):
                card = up  # the upcard, once taken, is not named by the events
            if kind is Kind.PASS:
                if card:
                    self.steps.append((LEAVE, card, 0))
            elif kind is Kind.DRAW_STOCK:
                # after both passed the upcard the stock draw is forced: no choice to explain
                if card and prev is not Kind.PASS:
                    self.steps.append((LEAVE, card, 0))
                self.steps.append((DRAW, len(self.draw_steps), 0))
                self.draw_steps.append(len(self.steps) - 1)
                banned = 0
            elif kind in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
                if not card:
                    self.ok = False
                    return
                self.steps.append((TAKE, card, 0))
                taken |= card
                banned = card
            elif kind is Kind.DISCARD and card:
                self.steps.append((DISCARD, card, banned))
                if not card & taken and card not in self.thrown_at:
                    self.thrown_at[card] = len(self.steps) - 1
                    self.origin |= card
                banned = 0
            prev = kind
        self.taken = taken
        self.ties = 1

    def start(self, hidden: int, rng: random.Random) -> tuple[int, list[int]] | None:
        """A valid (deal, stock draws) in which the opponent holds ``hidden`` now: each draw
        a card held now or thrown after it, at random; None if there is none."""
        draws = [0] * len(self.draw_steps)
        pool = bits_of(hidden | self.origin)
        used = 0
        for i in range(len(draws) - 1, -1, -1):
            at = self.draw_steps[i]
            fits = [b for b in pool if not b & used and self.thrown_at.get(b, NEVER) > at]
            if not fits:
                return None
            b = rng.choice(fits)
            draws[i] = b
            used |= b
        return (hidden | self.origin) & ~used, draws

    def violations(self, deal: int, draws: list[int], cap: int = INVALID) -> int:
        """The decisions of the round an early knocker would not have made with this deal and
        these draws (counting stops past ``cap``); ``INVALID`` if a card is thrown before it
        came. ``ties`` is left with the product, over the discards, of the number of cards
        the player could have thrown as well (it picks one of them at random)."""
        hand = deal
        n = 0
        ties = 1
        limit = self.limit
        for kind, c, banned in self.steps:
            if kind == DRAW:
                x = draws[c]
                if hand & x:
                    return INVALID
                hand |= x
            elif kind == DISCARD:
                if not hand & c:
                    return INVALID
                best, left, _whole = discard_facts(hand, banned)
                v = value_of_bit(best)
                if left <= limit or (best != c and (
                        value_of_bit(c) != v or hand_deadwood(hand ^ c) != left)):
                    n += 1
                    if n > cap:
                        return n
                else:
                    same = 0
                    for b in bits_of(hand & ~banned & VALUE_MASK[v]):
                        if b == best or hand_deadwood(hand ^ b) == left:
                            same += 1
                    ties *= same
                hand ^= c
            elif kind == LEAVE:
                if wants_pile(hand, c):
                    n += 1
                    if n > cap:
                        return n
            else:  # TAKE
                if not wants_pile(hand, c):
                    n += 1
                    if n > cap:
                        return n
                hand |= c
        self.ties = ties
        return n

def chain(model: RoundModel, hidden: int, rng: random.Random, steps: int, thin: int,
          beta: float = CHAIN_BETA) -> list[tuple[int, int, int, list[int]]]:
    """(hidden cards, violations, deal, draws) every ``thin`` moves of a Metropolis chain
    over the hypotheses, from ``hidden`` with a random valid placement of the draws (empty
    if there is none)."""
    first = model.start(hidden, rng)
    out: list[tuple[int, int, int, list[int]]] = []
    if first is None:
        return out
    deal, draws = first
    cur = model.violations(deal, draws)
    ties = model.ties
    free = model.unseen & ~hidden
    slack = int(8 / beta) + 1  # beyond this many more violations a move is never accepted
    for step in range(steps):
        new_draws = list(draws)
        new_deal = deal
        new_hidden = hidden
        if not draws or rng.random() < 0.6:
            # a hidden card for an unseen one, in the same place
            z = rng.choice(bits_of(hidden))
            u = rng.choice(bits_of(free))
            new_hidden = hidden ^ z ^ u
            if deal & z:
                new_deal = deal ^ z ^ u
            else:
                new_draws[new_draws.index(z)] = u
        else:
            # a drawn card changes places with a card of the deal or another drawn one
            i = rng.randrange(len(draws))
            others = bits_of(deal) + [x for j, x in enumerate(draws) if j != i]
            y = rng.choice(others)
            if deal & y:
                new_deal = deal ^ y ^ draws[i]
                new_draws[i] = y
            else:
                j = draws.index(y)
                new_draws[i], new_draws[j] = y, draws[i]
        new = model.violations(new_deal, new_draws, cur + slack)
        if new > cur + slack or new >= INVALID:
            pass
        elif rng.random() < math.exp(-beta * (new - cur)) * ties / model.ties:
            deal, draws, hidden, cur, ties = new_deal, new_draws, new_hidden, new, model.ties
            free = model.unseen & ~hidden
        if (step + 1) % thin == 0:
            out.append((hidden, cur, deal, draws))
    return out


def consistent_hands(model: RoundModel, start: Callable[[], int],
                     rng: random.Random) -> list[int]:
    """The opponent's hidden cards in the states without violations of ``CHAINS`` chains,
    each started from ``start()`` (hidden cards), in a shuffled order; empty if none."""
    pool: list[int] = []
    for _ in range(CHAINS):
        out = chain(model, start(), rng, CHAIN_STEPS, CHAIN_THIN)
        pool += [h for i, (h, v, _d, _x) in enumerate(out)
                 if v == 0 and (i + 1) * CHAIN_THIN > CHAIN_BURN]
    rng.shuffle(pool)
    return pool
