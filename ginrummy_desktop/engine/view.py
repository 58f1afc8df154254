"""What one seat may see: its own hand, the discard pile, the public moves, never the other
hand or the stock order.

A computer opponent decides from a ``SeatView`` alone. A view can also be built from plain
data (card codes), so the opponent can play inside another Gin Rummy program:

>>> v = SeatView.from_data({"seat": 0, "rules": "classic", "phase": "draw", "turn": 0,
...     "dealer": 1, "hand": "AS 2S 3S 7H 8H 9H KC KD KS 5D", "discard_pile": "QD",
...     "stock_size": 30})
>>> [a.text() for a in v.legal_actions()]
['draw', 'pick']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ginrummy_desktop.engine.actions import Action, Kind
from ginrummy_desktop.engine.cards import Card, cards_mask, mask_value, parse_cards
from ginrummy_desktop.engine.errors import CardError, EngineError, RulesError
from ginrummy_desktop.engine.layoff import best_layoff_mask
from ginrummy_desktop.engine.legal import Phase, legal_actions
from ginrummy_desktop.engine.melds import (
    Arrangement,
    all_best_arrangements,
    best_arrangement_mask,
    discard_deadwoods,
)
from ginrummy_desktop.engine.outcome import Outcome
from ginrummy_desktop.engine.record import PileEvent, PublicMove, parse_moves, pile_events
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.engine.scoring import RoundScore, score_round


@dataclass(frozen=True)
class KnockPreview:
    """What knocking with ``card`` would do, counted as the engine will count it.

    ``deadwood`` of the kept ten, ``gin`` when that is 0, ``arrangement`` the melds the engine
    would lay down (ties broken as at a real knock), ``bonus`` the Gin bonus it would earn,
    ``legal`` whether the engine accepts the knock now (see ``Match.check`` for why not).
    :meth:`score` is the round's score against a defender deadwood.
    """

    card: Card
    deadwood: int
    arrangement: Arrangement
    legal: bool
    rules: RuleSet = field(repr=False)
    knock_limit: int | None = None  # the round's own limit (Oklahoma); None: the rules'
    doubled: bool = False  # every point of the round counts double

    @property
    def gin(self) -> bool:
        return self.deadwood == 0

    @property
    def bonus(self) -> int:
        return self.rules.gin_bonus * (2 if self.doubled else 1) if self.gin else 0

    def score(self, defender_deadwood: int) -> RoundScore:
        """The round's score if the defender ends with ``defender_deadwood`` (after lay-offs
        for a knock, before them for Gin)."""
        outcome = Outcome.GIN if self.gin else Outcome.KNOCK
        return score_round(self.rules, outcome, self.deadwood, defender_deadwood,
                           knock_limit=self.knock_limit, doubled=self.doubled)


@dataclass(frozen=True)
class LayoffTally:
    """Both sides in the lay-off phase, as the engine counts them, whoever knocked.

    The knocker's melds (with the cards laid off so far) and loose cards are open to both
    seats. The defender's cards are known only to the defender: for the knocker's view the
    ``defender_*`` fields are None. ``defender_deadwood`` is what the held cards count now;
    ``defender_deadwood_at_best`` what they will count once "done" lays off the rest at best
    (the number that is scored); ``defender_deadwood_before`` the count before any lay-off.
    ``score`` is the round's score if the defender says "done" now.
    """

    knocker: int
    knocker_melds: tuple[tuple[Card, ...], ...]
    knocker_loose: tuple[Card, ...]
    knocker_deadwood: int
    laid_off: tuple[tuple[Card, int], ...]
    defender_arrangement: Arrangement | None
    defender_deadwood: int | None
    defender_deadwood_at_best: int | None
    defender_deadwood_before: int | None
    score: RoundScore | None

    @property
    def defender(self) -> int:
        return 1 - self.knocker

    @property
    def defender_melds(self) -> tuple[tuple[Card, ...], ...] | None:
        arr = self.defender_arrangement
        return None if arr is None else arr.melds

    @property
    def defender_loose(self) -> tuple[Card, ...] | None:
        arr = self.defender_arrangement
        return None if arr is None else arr.deadwood


@dataclass(frozen=True)
class PastRound:
    """The public facts of an earlier round of the match, as both seats saw them at its end.

    ``outcome`` (knock, gin, big_gin, void), ``knocker`` (the seat that knocked or declared
    Big Gin; None for a void round), ``knocker_deadwood``, ``defender_deadwood`` (the
    defender's hand as it was laid down, before lay-offs: both hands are shown once a round
    is scored), ``stock_left`` (the stock cards left when the round ended) and the round's
    ``knock_limit``. No card: only the counts every seat has seen. A computer opponent may
    learn from them how the other seat plays (``ai/search.py``: does it knock as soon as it
    may, or play on for Gin?). A void round holds 0 deadwoods.

    >>> PastRound.from_data(PastRound("knock", 1, 7, 23, 19, 10).to_data()).stock_left
    19
    """

    outcome: Outcome
    knocker: int | None = None
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    stock_left: int = 0
    knock_limit: int = 10

    def __post_init__(self) -> None:
        object.__setattr__(self, "outcome", Outcome(self.outcome))

    def to_data(self) -> dict[str, Any]:
        """JSON-ready data; ``from_data`` reads it back."""
        return {
            "outcome": self.outcome.value, "knocker": self.knocker,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "stock_left": self.stock_left, "knock_limit": self.knock_limit,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> PastRound:
        """Read ``to_data``'s dict back (a bad value raises ``ValueError`` or ``KeyError``)."""
        knocker = data.get("knocker")
        if data["outcome"] == Outcome.VOID.value:
            if knocker is not None:
                raise ValueError("a void round has no knocker")
        else:
            knocker = _seat(knocker)
        numbers = [int(data.get(k, d)) for k, d in (
            ("knocker_deadwood", 0), ("defender_deadwood", 0), ("stock_left", 0),
            ("knock_limit", 10))]
        if any(n < 0 for n in numbers):
            raise ValueError(f"negative count in {dict(data)!r}")
        return cls(Outcome(data["outcome"]), knocker, *numbers)


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of a round (and the match score)."""

    seat: int
    rules: RuleSet
    phase: Phase
    turn: int
    dealer: int
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...] = ()  # bottom first, top last
    stock_size: int = 31
    opponent_hand_size: int = 10
    opponent_known: tuple[Card, ...] = ()  # taken from the pile by the opponent, still held
    moves: tuple[tuple[int, str], ...] = ()  # (seat, action text) of the round so far
    taken_from_discard: Card | None = None  # the card this seat may not discard this turn
    upcard_passed: bool = False  # both passed the upcard: only the stock may be drawn
    knocker_melds: tuple[tuple[Card, ...], ...] = ()  # in the lay-off phase
    knocker_loose: tuple[Card, ...] = ()
    scores: tuple[int, int] = (0, 0)  # round points of the match so far
    round_number: int = 0
    first_upcard: Card | None = None  # the round's first upcard (Oklahoma: sets the limit)
    # Hollywood: each game's points (seat 0, seat 1) and whether it has closed; rounds won
    games: tuple[tuple[int, int, bool], ...] = ()
    rounds_won: tuple[int, int] = (0, 0)
    # the public facts of the match's earlier rounds, oldest first (see ``PastRound``)
    past_rounds: tuple[PastRound, ...] = ()
    _hand_mask: int = field(default=0, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hand_mask", cards_mask(self.hand))

    @property
    def hand_mask(self) -> int:
        return self._hand_mask

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and not self.phase.over

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def knock_limit(self) -> int:
        """The round's knock limit: the rule set's, or with Oklahoma the first upcard's
        (0 after an ace: only Gin)."""
        if self.first_upcard is None:
            return self.rules.knock_limit
        return self.rules.round_knock_limit(self.first_upcard)

    @property
    def doubles(self) -> bool:
        """Whether every point of this round counts double (a spade as first upcard)."""
        return self.first_upcard is not None and self.rules.round_doubles(self.first_upcard)

    def games_entered(self, seat: int) -> tuple[int, ...]:
        """Hollywood: the numbers (1-3) of the games ``seat``'s next won round would be
        entered in; () without Hollywood scoring or once every game has closed."""
        open_games = [i + 1 for i, g in enumerate(self.games) if not g[2]]
        nxt = self.rounds_won[seat] + 1
        return tuple(g for g in open_games if g <= nxt) or tuple(open_games[:1])

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (none when it is not its turn)."""
        return list(self._legal)

    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        if not self.my_turn:
            return ()
        return tuple(legal_actions(
            self.phase,
            self._hand_mask,
            self.rules,
            taken_from_discard=self.taken_from_discard,
            may_draw_discard=not self.upcard_passed and bool(self.discard_pile),
            knocker_melds=[cards_mask(m) for m in self.knocker_melds],
            knock_limit=self.knock_limit,
        ))

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is one of :meth:`legal_actions`."""
        return action in self._legal

    # --- the own hand, counted by the engine ----------------------------------------------
    @cached_property
    def arrangement(self) -> Arrangement:
        """The own hand's best arrangement (least deadwood; ties broken as the engine does at a
        knock, by the fewest lay-off targets not in the discard pile)."""
        return best_arrangement_mask(self._hand_mask, cards_mask(self.discard_pile))

    @cached_property
    def arrangements(self) -> list[Arrangement]:
        """Every arrangement of the own hand with the least deadwood (``arrangement`` is the
        one the engine picks among them; a table may keep showing another one of them)."""
        return all_best_arrangements(self._hand_mask)

    @property
    def deadwood(self) -> int:
        """Deadwood of the own hand in its best arrangement."""
        return self.arrangement.deadwood_value

    @cached_property
    def _deadwood_after(self) -> dict[int, int]:
        return dict(discard_deadwoods(self._hand_mask))

    def deadwood_after(self, card: Card) -> int:
        """Deadwood of the own hand without ``card`` (after discarding or knocking with it).

        Raises ``CardError("card_not_in_hand")`` for a card the seat does not hold.
        """
        try:
            return self._deadwood_after[card.bit]
        except KeyError:
            raise CardError("card_not_in_hand", card=str(card)) from None

    def discard_options(self) -> list[tuple[Card, int]]:
        """Every legal plain discard now, with the deadwood it leaves (hand order)."""
        return [
            (a.card, self._deadwood_after[a.card.bit])
            for a in self._legal
            if a.kind is Kind.DISCARD and a.card is not None
        ]

    def knock_options(self) -> list[tuple[Card, int]]:
        """Every legal knock now, with the deadwood it leaves (hand order)."""
        return [
            (a.card, self._deadwood_after[a.card.bit])
            for a in self._legal
            if a.kind is Kind.KNOCK and a.card is not None
        ]

    def best_knock(self) -> Card | None:
        """The legal knock card that leaves the least deadwood, or None when no knock is legal.
        Ties go to the higher value, then to the lower index."""
        opts = self.knock_options()
        if not opts:
            return None
        return min(opts, key=lambda o: (o[1], -o[0].value, o[0].index))[0]

    def knock_preview(self, card: Card) -> KnockPreview:
        """What a knock with ``card`` (held) would leave and score; see :class:`KnockPreview`."""
        dead = self.deadwood_after(card)
        seen = cards_mask(self.discard_pile) | card.bit
        arr = best_arrangement_mask(self._hand_mask & ~card.bit, seen)
        return KnockPreview(card, dead, arr, Action.knock(card) in self._legal, self.rules,
                            self.knock_limit, self.doubles)

    # --- the public record -----------------------------------------------------------------
    @cached_property
    def public_moves(self) -> tuple[PublicMove, ...]:
        """The round's moves as typed values (the other seat's knock card stays None)."""
        return parse_moves(self.moves)

    @cached_property
    def pile_events(self) -> tuple[PileEvent, ...]:
        """Every move that touched the discard pile, with the card concerned; see
        :func:`ginrummy_desktop.engine.record.pile_events`."""
        return pile_events(self.public_moves, self.discard_pile, self.first_upcard)

    @property
    def knocker(self) -> int | None:
        """The seat that knocked (or declared Big Gin) this round, if any."""
        for move in reversed(self.public_moves):
            if move.kind in (Kind.KNOCK, Kind.BIG_GIN):
                return move.seat
        return None

    @cached_property
    def layoff(self) -> LayoffTally | None:
        """Both sides in the lay-off phase (None in any other phase)."""
        if self.phase is not Phase.LAYOFF:
            return None
        knocker = 1 - self.turn
        melds = tuple(cards_mask(m) for m in self.knocker_melds)
        laid = tuple(
            (m.card, m.meld) for m in self.public_moves
            if m.kind is Kind.LAY_OFF and m.card is not None and m.meld is not None
        )
        k_dead = mask_value(cards_mask(self.knocker_loose))
        if self.seat == knocker:
            return LayoffTally(
                knocker, self.knocker_melds, self.knocker_loose, k_dead, laid,
                None, None, None, None, None,
            )
        hand = self._hand_mask
        _placed, kept = best_layoff_mask(melds, hand)
        at_best = best_arrangement_mask(kept).deadwood_value
        before = best_arrangement_mask(hand | cards_mask(c for c, _ in laid)).deadwood_value
        return LayoffTally(
            knocker, self.knocker_melds, self.knocker_loose, k_dead, laid,
            self.arrangement, self.deadwood, at_best, before,
            score_round(self.rules, Outcome.KNOCK, k_dead, at_best, knock_limit=self.knock_limit,
                        doubled=self.doubles),
        )

    # --- plain data ------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """JSON-ready data; ``from_data`` reads it back."""

        def codes(cards: tuple[Card, ...]) -> str:
            return " ".join(str(c) for c in cards)

        return {
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "phase": self.phase.value,
            "turn": self.turn,
            "dealer": self.dealer,
            "hand": codes(self.hand),
            "discard_pile": codes(self.discard_pile),
            "stock_size": self.stock_size,
            "opponent_hand_size": self.opponent_hand_size,
            "opponent_known": codes(self.opponent_known),
            "moves": [[s, m] for s, m in self.moves],
            "taken_from_discard": str(self.taken_from_discard) if self.taken_from_discard else None,
            "upcard_passed": self.upcard_passed,
            "knocker_melds": [codes(m) for m in self.knocker_melds],
            "knocker_loose": codes(self.knocker_loose),
            "scores": list(self.scores),
            "round_number": self.round_number,
            "first_upcard": str(self.first_upcard) if self.first_upcard else None,
            "games": [list(g) for g in self.games],
            "rounds_won": list(self.rounds_won),
            # only when there are any: a first round's data stays as it was
            **({"past_rounds": [r.to_data() for r in self.past_rounds]}
               if self.past_rounds else {}),
        }

    def seed_data(self) -> dict[str, Any]:
        """``to_data`` without the earlier rounds' facts: what a computer opponent seeds its
        random numbers from, so a decision's numbers do not change with what the earlier
        rounds showed (an opponent that does not read them plays as before they were shown);
        nor the preset a custom rule set was made from (it names the rules, it plays no part)."""
        data = self.to_data()
        data.pop("past_rounds", None)
        data["rules"].pop("base", None)
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> SeatView:
        """Build a view from plain data: card lists as "AS 2S" strings or lists of codes,
        ``rules`` as a preset name or a rule-set dict. Raises ``RulesError("bad_view")``."""
        try:
            rules_data = data.get("rules", "classic")
            rules = (
                RuleSet.preset(rules_data)
                if isinstance(rules_data, str)
                else RuleSet.from_dict(rules_data)
            )
            taken = data.get("taken_from_discard")
            first = data.get("first_upcard")
            won = data.get("rounds_won", (0, 0))
            view = cls(
                seat=_seat(data["seat"]),
                rules=rules,
                phase=Phase(data["phase"]),
                turn=_seat(data["turn"]),
                dealer=_seat(data["dealer"]),
                hand=tuple(parse_cards(data["hand"])),
                discard_pile=tuple(parse_cards(data.get("discard_pile", ""))),
                stock_size=int(data.get("stock_size", 31)),
                opponent_hand_size=int(data.get("opponent_hand_size", 10)),
                opponent_known=tuple(parse_cards(data.get("opponent_known", ""))),
                moves=tuple((_seat(s), str(m)) for s, m in data.get("moves", ())),
                taken_from_discard=Card.parse(taken) if taken else None,
                upcard_passed=bool(data.get("upcard_passed", False)),
                knocker_melds=tuple(tuple(parse_cards(m)) for m in data.get("knocker_melds", ())),
                knocker_loose=tuple(parse_cards(data.get("knocker_loose", ""))),
                scores=(int(data.get("scores", (0, 0))[0]), int(data.get("scores", (0, 0))[1])),
                round_number=int(data.get("round_number", 0)),
                first_upcard=Card.parse(first) if first else None,
                games=tuple((int(a), int(b), bool(c)) for a, b, c in data.get("games", ())),
                rounds_won=(int(won[0]), int(won[1])),
                past_rounds=tuple(PastRound.from_data(r) for r in data.get("past_rounds", ())),
            )
            view.pile_events  # noqa: B018 - parses the moves: a bad one is a bad view
        except EngineError as e:
            raise RulesError("bad_view", detail=str(e)) from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise RulesError("bad_view", detail=f"{type(e).__name__}: {e}") from None
        seen = cards_mask(view.hand)
        for group in (view.discard_pile, view.opponent_known):
            m = cards_mask(group)
            if m & seen:
                raise RulesError("bad_view", detail="a card appears twice")
            seen |= m
        return view


def _seat(x: Any) -> int:
    if x not in (0, 1) or isinstance(x, bool):
        raise RulesError("bad_view", detail=f"seat {x!r}")
    return int(x)
