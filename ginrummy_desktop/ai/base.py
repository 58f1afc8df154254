"""What every computer opponent shares: the ``Opponent`` protocol, the per-decision random
generator, and card tracking rebuilt from a seat's view.

An opponent decides from a ``SeatView`` alone. It keeps no memory between calls: everything it
knows about the round (which cards are dead, which the opponent picked up or threw away) is
rebuilt from the view's public record (``view.pile_events``: which card each move took, left
or threw), so the same view always gives the same choice, whatever was asked before and from
whichever thread. What is legal is asked of the view too (``legal_actions``, ``is_legal``,
``discard_options``, ``best_knock``), never worked out here.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ginrummy_desktop.engine import Action, Card, Kind, Phase, SeatView
from ginrummy_desktop.engine.cards import SUIT_BITS, cards_mask

FULL = (1 << 52) - 1


class Opponent(Protocol):
    """A computer player: returns one of ``view.legal_actions()``."""

    level: str

    def choose(self, view: SeatView) -> Action: ...


class LazyRng:
    """A ``random.Random`` seeded from (seed, the view's content), made on first use.

    Hashing the view costs more than most decisions, so it is only done when a tie has to be
    broken at random.
    """

    def __init__(self, seed: int | str | None, view: SeatView) -> None:
        self._seed = seed
        self._view = view
        self._rng: random.Random | None = None

    def get(self) -> random.Random:
        if self._rng is None:
            self._rng = view_rng(self._seed, self._view)
        return self._rng


def view_rng(seed: int | str | None, view: SeatView) -> random.Random:
    """The generator for one decision: same seed and same view, same numbers."""
    text = json.dumps([seed, view.seed_data()], sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def draw_choice(view: SeatView, wants: Callable[[int], bool]) -> Action:
    """The upcard offer or the draw: take the top of the pile if the engine allows it and
    ``wants(its bit)``, else pass the offer or draw from the stock."""
    take = Action.take() if view.phase is Phase.OFFER else Action.draw_discard()
    top = view.discard_top
    if top is not None and view.is_legal(take) and wants(top.bit):
        return take
    return Action.pass_() if view.phase is Phase.OFFER else Action.draw_stock()


def card_of(bit: int) -> Card:
    return Card.from_index(bit.bit_length() - 1)


def bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _neighbours(index: int) -> tuple[int, int]:
    """(same-rank cards of other suits, same-suit cards one or two ranks away) as masks."""
    s, r = divmod(index, SUIT_BITS)
    same_rank = 0
    for t in range(4):
        if t != s:
            same_rank |= 1 << (t * SUIT_BITS + r)
    near = 0
    for d in (-2, -1, 1, 2):
        if 0 <= r + d < SUIT_BITS:
            near |= 1 << (s * SUIT_BITS + r + d)
    return same_rank, near


NEIGHBOURS = tuple(_neighbours(i) for i in range(52))


VALUE_OF_INDEX = tuple(min(i % SUIT_BITS + 1, 10) for i in range(52))


def value_of_bit(bit: int) -> int:
    return VALUE_OF_INDEX[bit.bit_length() - 1]


@dataclass(frozen=True)
class Tracking:
    """What a seat can know about the cards, as masks.

    * ``hand``: own cards; ``pile``: the discard pile now.
    * ``opp_known``: cards the opponent took from the pile and still holds.
    * ``opp_picked``: every card the opponent took from the pile this round.
    * ``opp_discarded``: every card the opponent threw away (face up) this round.
    * ``opp_refused``: cards the opponent could have taken from the pile but left.
    * ``unseen``: cards in the stock or the opponent's hidden cards.
    * ``opp_hidden``: how many of the opponent's cards are unknown.
    * ``turns``: draws made so far in the round (both seats).
    """

    hand: int
    pile: int
    opp_known: int
    opp_picked: int
    opp_discarded: int
    opp_refused: int
    unseen: int
    opp_hidden: int
    stock: int
    turns: int

    @property
    def p_opp(self) -> float:
        """Prior chance that one unseen card is in the opponent's hand."""
        n = self.unseen.bit_count()
        return self.opp_hidden / n if n else 0.0


def holding_weights(t: Tracking, collect_w: float, same_rank_w: float,
                    near_w: float) -> dict[int, float]:
    """Weight of each unseen card being in the opponent's hand: raised by ``collect_w`` next to
    a card it picked, lowered by ``same_rank_w`` / ``near_w`` next to one it threw or passed.
    Strong and the search use it with factors of their own."""
    collect = t.opp_picked
    shun = t.opp_discarded | t.opp_refused
    out: dict[int, float] = {}
    for b in bits_of(t.unseen):
        same_rank, near = NEIGHBOURS[b.bit_length() - 1]
        w = 1.0
        if collect & (same_rank | near):
            w *= collect_w
        if shun & same_rank:
            w *= same_rank_w
        if shun & near:
            w *= near_w
        out[b] = w
    return out


def track(view: SeatView) -> Tracking:
    """Rebuild the card knowledge of ``view.seat`` from the view's public record."""
    me = view.seat
    hand = view.hand_mask
    pile_now = cards_mask(view.discard_pile)
    opp_known = cards_mask(view.opponent_known)
    picked = discarded = refused = 0
    turns = 0
    opp_took_unknown = False
    for event in view.pile_events:
        kind, card = event.kind, event.card
        if kind in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD):
            turns += 1
        if event.seat == me:
            continue
        if kind in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
            if card is None:
                opp_took_unknown = True
            else:
                picked |= card.bit
        elif kind in (Kind.PASS, Kind.DRAW_STOCK):
            if card is not None:
                refused |= card.bit
        elif kind is Kind.DISCARD and card is not None:
            discarded |= card.bit
    if opp_took_unknown:
        rest = opp_known & ~picked
        if rest.bit_count() == 1:
            picked |= rest
    picked |= opp_known
    refused &= ~picked
    unseen = FULL & ~hand & ~pile_now & ~opp_known
    opp_hidden = max(0, view.opponent_hand_size - opp_known.bit_count())
    return Tracking(
        hand=hand,
        pile=pile_now,
        opp_known=opp_known,
        opp_picked=picked,
        opp_discarded=discarded,
        opp_refused=refused,
        unseen=unseen,
        opp_hidden=opp_hidden,
        stock=view.stock_size,
        turns=turns,
    )
