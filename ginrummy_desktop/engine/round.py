"""One round (deal) of Gin Rummy as an explicit phase machine.

A round is made from the rules, a dealer and a deck order, and deals itself: ten cards each,
one at a time, alternating, starting with the non-dealer; the next card is the upcard that
opens the discard pile; 31 cards stay in the stock. Then:

* ``OFFER``: the non-dealer may take the upcard or pass, then the dealer. Whoever takes it
  discards next. If both pass, the non-dealer must draw from the stock.
* ``DRAW`` then ``DISCARD`` alternate. The card just taken from the discard pile may not be
  discarded (or knocked with) in the same turn. Knocking replaces the discard when the ten
  kept cards have deadwood <= the knock limit; at 0 it is Gin. Big Gin is declared with all
  eleven cards melded, without discarding, where the rules allow it.
* Once the stock holds two cards, a plain discard ends the round void (dead hand).
* Oklahoma: the first upcard (``deck[20]``) sets the round's ``knock_limit`` (an ace: 0, so
  only Gin) and, where spades double, a spade makes every point of the round count twice.
  A dead hand's next round has its own first upcard, so its own limit.
* After a knock (not Gin or Big Gin) the defender lays off in ``LAYOFF``: single cards onto
  the knocker's melds if they like, then ``done``, which lays off the rest at best (the exact
  minimum of ``best_layoff``) and scores the round.

``apply`` validates every action and raises ``IllegalActionError`` naming the action, the
phase and the reason, leaving the round unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ginrummy_desktop.engine.actions import Action, Kind
from ginrummy_desktop.engine.cards import Card, cards_mask, mask_cards, mask_value
from ginrummy_desktop.engine.errors import IllegalActionError, RulesError
from ginrummy_desktop.engine.layoff import best_layoff_mask, can_lay_off
from ginrummy_desktop.engine.legal import Phase, legal_actions
from ginrummy_desktop.engine.melds import (
    Arrangement,
    best_arrangement_mask,
    deadwood_of,
    meld_layoff_mask,
    melded_value,
)
from ginrummy_desktop.engine.outcome import Outcome, Side
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.engine.scoring import score_round
from ginrummy_desktop.engine.view import PastRound, SeatView

STOCK_FLOOR = 2
"""Stock cards that are never drawn: with this many left no one draws from the stock, and a
discard (not a knock) ends the round without a score."""


@dataclass(frozen=True)
class RoundResult:
    """How a round ended, with everything the lay-off review and the score sheet show.

    ``outcome`` is an :class:`Outcome` (knock, gin, big_gin, void; equal to its text). For a
    knock ``undercut`` tells whether
    the defender won. ``layoffs`` lists (card, knocker meld index) in the order they were laid.
    """

    outcome: Outcome
    dealer: int
    knocker: int | None = None
    winner: int | None = None
    points: int = 0
    bonus: int = 0
    undercut: bool = False
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    defender_deadwood_before: int = 0
    knocker_melds: tuple[tuple[Card, ...], ...] = ()
    knocker_loose: tuple[Card, ...] = ()
    defender_melds: tuple[tuple[Card, ...], ...] = ()
    defender_loose: tuple[Card, ...] = ()
    layoffs: tuple[tuple[Card, int], ...] = ()
    knock_card: Card | None = None
    doubled: bool = False  # every point (bonus included) counted twice: a spade upcard
    knock_limit: int | None = None  # Oklahoma: the round's knock limit (its upcard's)

    @property
    def defender(self) -> int | None:
        return None if self.knocker is None else 1 - self.knocker


class Round:
    """The state of one deal. Seats are 0 and 1."""

    def __init__(self, rules: RuleSet, dealer: int, deck: Sequence[Card]) -> None:
        if dealer not in (0, 1) or len(deck) != 52 or len(set(deck)) != 52:
            raise RulesError(
                "bad_history", detail="a round needs dealer 0 or 1 and 52 different cards"
            )
        self.rules = rules
        self.dealer = dealer
        first = 1 - dealer
        self.hands: list[int] = [0, 0]
        for i in range(20):
            self.hands[first if i % 2 == 0 else dealer] |= deck[i].bit
        self.discard_pile: list[Card] = [deck[20]]
        self.first_upcard: Card = deck[20]
        self.knock_limit: int = rules.round_knock_limit(deck[20])
        self.doubled: bool = rules.round_doubles(deck[20])
        self.stock: list[Card] = list(deck[21:])  # index 0 is the top
        self.phase = Phase.OFFER
        self.turn = first
        self.offer_passes = 0
        self.upcard_passed = False  # both passed: the non-dealer must draw from the stock
        self.taken_from_discard: Card | None = None
        self.known: list[int] = [0, 0]  # cards each seat took from the pile and still holds
        self.moves: list[tuple[int, Action]] = []
        # the public move log as each seat sees it (built once per move, read by every view)
        self.move_texts: tuple[list[tuple[int, str]], list[tuple[int, str]]] = ([], [])
        self.last_drawn: list[Card | None] = [None, None]  # each seat's last stock draw
        self.knocker: int | None = None
        self.knock_card: Card | None = None
        self.knocker_arrangement: Arrangement | None = None
        self.knocker_melds: list[int] = []  # grow as cards are laid off
        self.layoffs: list[tuple[Card, int]] = []
        self.result: RoundResult | None = None

    # --- questions -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase.over

    def hand(self, seat: int) -> list[Card]:
        """A seat's cards in index order (suit by suit)."""
        return mask_cards(self.hands[seat])

    @property
    def upcard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    def legal_actions(self) -> list[Action]:
        if self.phase.over:
            return []
        return legal_actions(
            self.phase,
            self.hands[self.turn],
            self.rules,
            taken_from_discard=self.taken_from_discard,
            may_draw_discard=not self.upcard_passed and bool(self.discard_pile),
            knocker_melds=self.knocker_melds,
            knock_limit=self.knock_limit,
        )

    def deadwood(self, seat: int) -> int:
        """Deadwood of a seat's hand in its best arrangement."""
        return deadwood_of(self.hands[seat])

    # --- applying --------------------------------------------------------------------------
    def check(self, action: Action) -> IllegalActionError | None:
        """Why the seat to act may not play ``action`` now, or None if it may.

        Asks exactly what ``apply`` asks and changes nothing: ``apply`` raises this error.
        """
        rule = _RULES.get((self.phase, action.kind))
        if rule is None:
            if self.phase.over:
                return IllegalActionError("round_over", action=action.text())
            # in the draw phase with the pile closed (the upcard passed by both) the stock is
            # the only way on: the player's sentence says so (``stock_only``)
            only = {"stock_only": True} if self.phase is Phase.DRAW and (
                self.upcard_passed or not self.discard_pile) else {}
            return IllegalActionError("wrong_phase", action=action.text(), phase=self.phase.value,
                                      **only)
        return rule[0](self, action)

    def apply(self, action: Action) -> None:
        """Apply one action of the seat to act (``self.turn``); an illegal one raises the
        ``IllegalActionError`` of :meth:`check` and leaves the round unchanged."""
        err = self.check(action)
        if err is not None:
            raise err
        actor = self.turn
        _RULES[(self.phase, action.kind)][1](self, action)
        self.moves.append((actor, action))
        text = action.text()
        hidden = "knock" if action.kind is Kind.KNOCK else text
        self.move_texts[actor].append((actor, text))
        self.move_texts[1 - actor].append((actor, hidden))

    def _refuse(self, reason: str, action: Action, **args: object) -> IllegalActionError:
        return IllegalActionError(reason, action=action.text(), phase=self.phase.value, **args)

    # Each action has a check (returns the refusal, changes nothing) and an apply (runs only
    # after its check passed).

    def _ok(self, action: Action) -> IllegalActionError | None:
        return None

    def _check_card(self, action: Action) -> IllegalActionError | None:
        card = action.card
        assert card is not None  # parse() and the constructors guarantee it
        if not self.hands[self.turn] & card.bit:
            return self._refuse("card_not_in_hand", action, card=str(card))
        return None

    # OFFER
    def _take(self, action: Action) -> None:
        card = self.discard_pile.pop()
        self.hands[self.turn] |= card.bit
        self.known[self.turn] |= card.bit
        self.taken_from_discard = card
        self.phase = Phase.DISCARD

    def _pass(self, action: Action) -> None:
        self.offer_passes += 1
        if self.offer_passes == 1:
            self.turn = self.dealer
        else:
            self.upcard_passed = True
            self.turn = 1 - self.dealer
            self.phase = Phase.DRAW

    # DRAW
    def _check_draw_stock(self, action: Action) -> IllegalActionError | None:
        if len(self.stock) <= STOCK_FLOOR:
            return self._refuse("stock_exhausted", action)
        return None

    def _draw_stock(self, action: Action) -> None:
        card = self.stock.pop(0)
        self.hands[self.turn] |= card.bit
        self.last_drawn[self.turn] = card
        self.taken_from_discard = None
        self.upcard_passed = False
        self.phase = Phase.DISCARD

    def _check_draw_discard(self, action: Action) -> IllegalActionError | None:
        if self.upcard_passed:
            return self._refuse("upcard_passed", action)
        if not self.discard_pile:
            return self._refuse("wrong_phase", action)
        return None

    # DISCARD
    def _check_discard(self, action: Action) -> IllegalActionError | None:
        err = self._check_card(action)
        if err is None and action.card == self.taken_from_discard:
            return self._refuse("discard_just_taken", action, card=str(action.card))
        return err

    def _discard(self, action: Action) -> None:
        card = action.card
        assert card is not None
        seat = self.turn
        self.hands[seat] &= ~card.bit
        self.known[seat] &= ~card.bit
        self.discard_pile.append(card)
        self.taken_from_discard = None
        if len(self.stock) <= STOCK_FLOOR:
            self.phase = Phase.VOID
            self.result = RoundResult(Outcome.VOID, self.dealer, knock_limit=self.knock_limit
                                      if self.rules.oklahoma else None)
            return
        self.turn = 1 - seat
        self.phase = Phase.DRAW

    def _check_knock(self, action: Action) -> IllegalActionError | None:
        err = self._check_discard(action)
        if err is not None:
            return err
        card = action.card
        assert card is not None
        dead = deadwood_of(self.hands[self.turn] & ~card.bit)
        if dead > self.knock_limit == 0 and self.rules.knock_limit == 0:  # the rules' limit
            return self._refuse("knock_gin_rules", action, card=str(card), deadwood=dead)
        if dead > self.knock_limit == 0:  # Oklahoma, an ace turned up: only Gin
            return self._refuse("knock_gin_only", action, card=str(card), deadwood=dead)
        if dead > self.knock_limit:
            return self._refuse(
                "knock_too_high", action, card=str(card), deadwood=dead, limit=self.knock_limit,
            )
        return None

    def _knock(self, action: Action) -> None:
        card = action.card
        assert card is not None
        seat = self.turn
        kept = self.hands[seat] & ~card.bit
        self.hands[seat] = kept
        self.known[seat] &= ~card.bit
        self.knocker = seat
        self.knock_card = card
        # the knock card went face down: nobody can lay it off, so it is no open target
        seen = cards_mask(self.discard_pile) | card.bit
        self.knocker_arrangement = best_arrangement_mask(kept, seen)
        self.knocker_melds = list(self.knocker_arrangement.meld_masks)
        if self.knocker_arrangement.deadwood_value == 0:
            self._finish(Outcome.GIN)
        else:
            self.turn = 1 - seat
            self.phase = Phase.LAYOFF

    def _check_big_gin(self, action: Action) -> IllegalActionError | None:
        if not self.rules.big_gin_allowed:
            return self._refuse("big_gin_not_allowed", action)
        hand = self.hands[self.turn]
        if melded_value(hand) != mask_value(hand):
            return self._refuse("no_big_gin", action)
        return None

    def _big_gin(self, action: Action) -> None:
        seat = self.turn
        self.knocker = seat
        hand = self.hands[seat]
        self.knocker_arrangement = best_arrangement_mask(hand, cards_mask(self.discard_pile))
        self.knocker_melds = list(self.knocker_arrangement.meld_masks)
        self._finish(Outcome.BIG_GIN)

    # LAYOFF
    def _check_lay_off(self, action: Action) -> IllegalActionError | None:
        err = self._check_card(action)
        if err is not None:
            return err
        i = action.meld
        if i is None or not 0 <= i < len(self.knocker_melds):
            return self._refuse("no_such_meld", action, meld=i)
        assert action.card is not None
        meld = self.knocker_melds[i]
        if can_lay_off(meld, action.card.bit):
            return None
        # a set of four takes nothing: said so ("does not fit onto that meld" read as the
        # wrong rank)
        if not meld_layoff_mask(meld):  # the set named: "it has all four cards of its
            # rank", said of four kings to an ace, read as being about the ace
            return self._refuse("set_complete", action, card=str(action.card),
                                cards=" ".join(str(c) for c in mask_cards(meld)))
        return self._refuse("cannot_lay_off", action, card=str(action.card))

    def _lay_off(self, action: Action) -> None:
        card, i = action.card, action.meld
        assert card is not None and i is not None
        self.hands[self.turn] &= ~card.bit
        self.knocker_melds[i] |= card.bit
        self.layoffs.append((card, i))

    def _finish_layoff(self, action: Action) -> None:
        placements, _kept = best_layoff_mask(self.knocker_melds, self.hands[self.turn])
        for bit, i in placements:
            self.hands[self.turn] &= ~bit
            self.knocker_melds[i] |= bit
            self.layoffs.append((Card.from_index(bit.bit_length() - 1), i))
        self._finish(Outcome.KNOCK)

    # scoring
    def _finish(self, outcome: Outcome) -> None:
        assert self.knocker is not None and self.knocker_arrangement is not None
        k_seat = self.knocker
        d_seat = 1 - k_seat
        k_arr = self.knocker_arrangement
        laid_mask = cards_mask(c for c, _ in self.layoffs)
        before = deadwood_of(self.hands[d_seat] | laid_mask)
        d_arr = best_arrangement_mask(self.hands[d_seat])
        d = d_arr.deadwood_value if outcome is Outcome.KNOCK else before
        score = score_round(self.rules, outcome, k_arr.deadwood_value, d,
                            knock_limit=self.knock_limit, doubled=self.doubled)
        winner = k_seat if score.winner is Side.KNOCKER else d_seat
        self.result = RoundResult(
            outcome=outcome,
            dealer=self.dealer,
            knocker=k_seat,
            winner=winner,
            points=score.points,
            bonus=score.bonus,
            undercut=score.undercut,
            knocker_deadwood=k_arr.deadwood_value,
            defender_deadwood=d,
            defender_deadwood_before=before,
            knocker_melds=k_arr.melds,
            knocker_loose=k_arr.deadwood,
            defender_melds=d_arr.melds,
            defender_loose=d_arr.deadwood,
            layoffs=tuple(self.layoffs),
            knock_card=self.knock_card,
            doubled=self.doubled,
            knock_limit=self.knock_limit if self.rules.oklahoma else None,
        )
        self.phase = Phase.SCORED


_Check = Callable[[Round, Action], "IllegalActionError | None"]
_Apply = Callable[[Round, Action], None]

_RULES: dict[tuple[Phase, Kind], tuple[_Check, _Apply]] = {
    (Phase.OFFER, Kind.TAKE_UPCARD): (Round._ok, Round._take),
    (Phase.OFFER, Kind.PASS): (Round._ok, Round._pass),
    (Phase.DRAW, Kind.DRAW_STOCK): (Round._check_draw_stock, Round._draw_stock),
    (Phase.DRAW, Kind.DRAW_DISCARD): (Round._check_draw_discard, Round._take),
    (Phase.DISCARD, Kind.DISCARD): (Round._check_discard, Round._discard),
    (Phase.DISCARD, Kind.KNOCK): (Round._check_knock, Round._knock),
    (Phase.DISCARD, Kind.BIG_GIN): (Round._check_big_gin, Round._big_gin),
    (Phase.LAYOFF, Kind.LAY_OFF): (Round._check_lay_off, Round._lay_off),
    (Phase.LAYOFF, Kind.FINISH_LAYOFF): (Round._ok, Round._finish_layoff),
}


def round_view(
    rnd: Round, seat: int, scores: tuple[int, int] = (0, 0), round_number: int = 0,
    *, games: tuple[tuple[int, int, bool], ...] = (), rounds_won: tuple[int, int] = (0, 0),
    past_rounds: tuple[PastRound, ...] = (),
) -> SeatView:
    """What ``seat`` may see of ``rnd``. The other seat's knock discard stays face down."""
    other = 1 - seat
    moves = tuple(rnd.move_texts[seat])
    in_layoff = rnd.phase is Phase.LAYOFF or rnd.phase.over
    arr = rnd.knocker_arrangement
    return SeatView(
        seat=seat,
        rules=rnd.rules,
        phase=rnd.phase,
        turn=rnd.turn,
        dealer=rnd.dealer,
        hand=tuple(mask_cards(rnd.hands[seat])),
        discard_pile=tuple(rnd.discard_pile),
        stock_size=len(rnd.stock),
        opponent_hand_size=rnd.hands[other].bit_count(),
        opponent_known=tuple(mask_cards(rnd.known[other])),
        moves=moves,
        taken_from_discard=rnd.taken_from_discard if rnd.turn == seat else None,
        upcard_passed=rnd.upcard_passed,
        knocker_melds=tuple(tuple(_sorted_meld(m)) for m in rnd.knocker_melds)
        if in_layoff
        else (),
        knocker_loose=tuple(arr.deadwood) if in_layoff and arr is not None else (),
        scores=scores,
        round_number=round_number,
        first_upcard=rnd.first_upcard,
        games=games,
        rounds_won=rounds_won,
        past_rounds=past_rounds,
    )


def past_round(rnd: Round) -> PastRound:
    """The public facts of the finished round ``rnd`` (see ``PastRound``)."""
    res = rnd.result
    if res is None:
        raise ValueError("the round has not ended")
    if res.knocker is None:
        return PastRound(res.outcome, None, 0, 0, len(rnd.stock), rnd.knock_limit)
    return PastRound(res.outcome, res.knocker, res.knocker_deadwood,
                     res.defender_deadwood_before, len(rnd.stock), rnd.knock_limit)


def _sorted_meld(mask: int) -> list[Card]:
    cards = mask_cards(mask)
    return sorted(cards, key=lambda c: (c.rank, c.suit))
