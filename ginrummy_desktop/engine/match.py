"""A match: rounds to the target, dealer rotation, end bonuses, and its history.

A match is its rule set, its seed and its list of actions. Everything else (the cut for the
deal, every deck, every state) follows from those, so ``Match.from_dict(m.to_dict())`` rebuilds
the same match by replaying, and a save can never hold an impossible state.

>>> m = Match(RuleSet.preset("classic"), seed=7)
>>> m.round.phase.value, len(m.round.stock)
('offer', 31)
>>> m2 = Match.from_dict(m.to_dict()); m2.round.hand(0) == m.round.hand(0)
True

A match can also start from prepared decks (a tutorial, a puzzle, a test): ``decks`` are dealt
first, in order, then the seeded shuffles take over; ``first_dealer`` fixes who deals first.
They belong to the match's history like the seed (``to_dict`` keeps them).

>>> from ginrummy_desktop.engine.cards import ALL_CARDS
>>> p = Match(RuleSet.preset("classic"), seed=7, decks=[ALL_CARDS], first_dealer=1)
>>> p.round.dealer, p.round.discard_pile[0] == ALL_CARDS[20]
(1, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeGuard

from ginrummy_desktop.engine.actions import Action
from ginrummy_desktop.engine.cards import Card, parse_cards, shuffled_deck
from ginrummy_desktop.engine.errors import EngineError, IllegalActionError, RulesError
from ginrummy_desktop.engine.legal import Phase
from ginrummy_desktop.engine.outcome import Outcome
from ginrummy_desktop.engine.round import Round, RoundResult, past_round, round_view
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.engine.scoring import (
    FinalScores,
    HollywoodGame,
    final_scores,
    hollywood_games,
)
from ginrummy_desktop.engine.view import PastRound, SeatView

HISTORY_VERSION = 1


def is_seed(value: object) -> TypeGuard[int | str]:
    """Whether ``value`` can seed a match: an int (not a bool) or a string.

    >>> is_seed(7), is_seed("abc"), is_seed(True), is_seed(1.5)
    (True, True, False, False)
    """
    return isinstance(value, (int, str)) and not isinstance(value, bool)


def cut_for_deal(seed: int | str) -> tuple[list[tuple[Card, Card]], int]:
    """Both seats cut a seeded deck until the ranks differ; the lower card deals (ace low).

    Returns every pair cut (seat 0's card, seat 1's card) and the first dealer.
    """
    rng = random.Random(f"{seed}/cut")
    pairs: list[tuple[Card, Card]] = []
    while True:
        deck = shuffled_deck(rng.getrandbits(64))
        a, b = deck[rng.randrange(52)], deck[rng.randrange(52)]
        while b == a:
            b = deck[rng.randrange(52)]
        pairs.append((a, b))
        if a.rank != b.rank:
            return pairs, 0 if a.rank < b.rank else 1


AGAIN = "again"
"""The first word of a seed that deals a round of another match again (see :func:`again_seed`)."""


def again_seed(seed: int | str, number: int, dealer: int) -> str:
    """The seed of a new match whose first round is deal ``number`` (from 1) of the match
    seeded ``seed``, dealt by ``dealer``: the same 52 cards in the same order. With the other
    dealer the two hands change seats (the cards go out alternately from the non-dealer), so
    "deal this again, seats swapped" is ``again_seed(seed, n, 1 - dealer_of_round_n)``. Later
    rounds are dealt from this seed as in any match.

    >>> m = Match(RuleSet.preset("classic"), 7)
    >>> again = Match(m.rules, again_seed(7, 1, 1 - m.round.dealer))
    >>> again.round.hand(0) == m.round.hand(1) and again.round.hand(1) == m.round.hand(0)
    True
    >>> again.round.upcard == m.round.upcard, again.round.dealer != m.round.dealer
    (True, True)
    """
    if number < 1 or dealer not in (0, 1):
        raise RulesError("bad_rules", detail=f"deal {number} by seat {dealer}")
    return f"{AGAIN}:{dealer}:{number}:{seed}"


def parse_again(seed: int | str) -> tuple[str, int, int] | None:
    """(original seed as text, deal number, dealer) of a seed made by :func:`again_seed`;
    None for any other seed.

    >>> parse_again(again_seed("abc", 3, 1)), parse_again(7), parse_again("again:x")
    (('abc', 3, 1), None, None)
    """
    if not isinstance(seed, str) or not seed.startswith(AGAIN + ":"):
        return None
    parts = seed.split(":", 3)
    if len(parts) != 4 or parts[1] not in ("0", "1") or not parts[2].isdigit():
        return None
    number = int(parts[2])
    return (parts[3], number, int(parts[1])) if number >= 1 else None


def _check_deck(deck: Sequence[Card], index: int) -> tuple[Card, ...]:
    """``deck`` as a tuple if it holds 52 different cards, else ``RulesError("bad_rules")``."""
    cards = tuple(deck)
    if len(cards) != 52 or len(set(cards)) != 52 or not all(isinstance(c, Card) for c in cards):
        raise RulesError("bad_rules", detail=f"deck {index}: not 52 different cards")
    return cards


class Match:
    """A whole match between seat 0 and seat 1.

    ``decks``: prepared decks (52 different cards each, in dealing order: see
    :class:`~ginrummy_desktop.engine.round.Round`) for the first deals, void deals included;
    later deals are the seed's shuffles. ``first_dealer``: the seat that deals first (no cut
    then); None: as the rules say (a cut or a seeded draw). A bad deck or seat raises
    ``RulesError("bad_rules")`` at once, before anything is dealt.
    """

    def __init__(self, rules: RuleSet, seed: int | str, *, decks: Sequence[Sequence[Card]] = (),
                 first_dealer: int | None = None) -> None:
        if not is_seed(seed):
            raise RulesError("bad_rules", detail=f"seed {seed!r}")
        self.rules = rules
        self.seed = seed
        self.decks: tuple[tuple[Card, ...], ...] = tuple(_check_deck(d, i)
                                                          for i, d in enumerate(decks))
        """The prepared decks dealt first (empty: every deal is shuffled from the seed)."""
        self.given_dealer = first_dealer
        """The first dealer the match was made with (None: the rules chose)."""
        self.cuts: list[tuple[Card, Card]] = []
        self.again = parse_again(seed)  # a round of another match dealt again
        if first_dealer is not None:
            if first_dealer not in (0, 1) or isinstance(first_dealer, bool):
                raise RulesError("bad_rules", detail=f"first dealer {first_dealer!r}")
            self.first_dealer = first_dealer
        elif self.again is not None:
            self.first_dealer = self.again[2]
        elif rules.first_dealer == "cut":
            self.cuts, self.first_dealer = cut_for_deal(seed)
        else:
            self.first_dealer = random.Random(f"{seed}/dealer").randrange(2)
        self.history: list[Action] = []
        self.results: list[RoundResult] = []  # every finished round, void ones too
        self.past_rounds: tuple[PastRound, ...] = ()  # their public facts (the views show them)
        self.deals = 0
        self.ended: tuple[Round, int] | None = None
        """The round that ended last, as it ended, and its number (``ended_view``)."""
        # kept as rounds end, so an action costs the same early and late in a long match
        self._scored: list[tuple[int, int]] = []
        self._points = [0, 0]
        self._over = False
        self._final: FinalScores | None = None
        self._won = [0, 0]
        self._games: tuple[HollywoodGame, ...] = (
            hollywood_games(rules, []) if rules.hollywood else ()
        )
        self.round = self._deal(self.first_dealer)

    def _deal(self, dealer: int) -> Round:
        if self.deals < len(self.decks):
            deck: Sequence[Card] = self.decks[self.deals]
        elif self.deals == 0 and self.again is not None:  # the other match's deal, again
            deck = shuffled_deck(f"{self.again[0]}/deal/{self.again[1] - 1}")
        else:
            deck = shuffled_deck(f"{self.seed}/deal/{self.deals}")
        self.deals += 1
        return Round(self.rules, dealer, deck)

    def fresh(self) -> Match:
        """A new match as this one started: same rules, seed, prepared decks and first
        dealer, no action played (what a replay of this match's history starts from)."""
        return Match(self.rules, self.seed, decks=self.decks, first_dealer=self.given_dealer)

    # --- questions -------------------------------------------------------------------------
    @property
    def scored(self) -> list[tuple[int, int]]:
        """(winner seat, points) of every scored round, in order."""
        return list(self._scored)

    @property
    def scores(self) -> tuple[int, int]:
        """Round points of each seat so far (before end bonuses)."""
        return self._points[0], self._points[1]

    @property
    def is_over(self) -> bool:
        return self._over

    def _record(self, result: RoundResult) -> None:
        """Add a finished round to the results, the points and the end of the match."""
        self.results.append(result)
        self.past_rounds = (*self.past_rounds, past_round(self.round))
        if result.winner is None:
            return
        self._scored.append((result.winner, result.points))
        self._points[result.winner] += result.points
        self._won[result.winner] += 1
        self._final = None
        if self.rules.target is None:
            self._over = True
        elif self.rules.hollywood:
            self._games = hollywood_games(self.rules, self._scored)
            self._over = all(g.closed for g in self._games)
        else:
            self._over = max(self._points) >= self.rules.target

    @property
    def hollywood_games(self) -> tuple[HollywoodGame, ...]:
        """The three games of a Hollywood score sheet so far; () without Hollywood scoring."""
        return self._games

    @property
    def open_game(self) -> HollywoodGame | None:
        """The lowest Hollywood game still open, the one the table's score line counts; None
        without Hollywood scoring or once all three have closed."""
        return next((g for g in self._games if not g.closed), None)

    @property
    def rounds_won(self) -> tuple[int, int]:
        """Rounds won by each seat so far (an undercut is a won round)."""
        return self._won[0], self._won[1]

    @property
    def turn(self) -> int | None:
        """The seat to act, or None when the match is over."""
        return None if self.is_over else self.round.turn

    @property
    def phase(self) -> Phase:
        return self.round.phase

    @property
    def final(self) -> FinalScores:
        """Totals with the end bonuses (meaningful once the match is over)."""
        if self._final is None:
            self._final = final_scores(self.rules, self._scored)
        return self._final

    @property
    def winner(self) -> int | None:
        return self.final.winner if self.is_over else None

    @property
    def round_number(self) -> int:
        """Number of the current deal, from 1 (void deals count)."""
        return self.deals

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else self.round.legal_actions()

    def view(self, seat: int) -> SeatView:
        return self._view_of(self.round, self.deals, seat)

    def round_views(self, seat: int) -> list[SeatView]:
        """``seat``'s views of the round in progress: after its deal, then after each move
        since, replayed from the history (the table colours the player's melds by the order
        they came in, also on a match opened from its save). Empty once the match is over.

        >>> m = Match(RuleSet.preset("classic"), seed=7)
        >>> _ = m.apply("pass")
        >>> [len(v.hand) for v in m.round_views(0)], m.round_views(0)[-1] == m.view(0)
        ([10, 10], True)
        """
        if self.is_over:
            return []
        moves = self.round.moves
        again = Match.replay(self.rules, self.seed, self.history[:len(self.history) - len(moves)],
                             decks=self.decks, first_dealer=self.given_dealer)
        views = [again.view(seat)]
        for _actor, action in moves:
            again.apply(action)
            views.append(again.view(seat))
        return views

    def ended_view(self, seat: int) -> SeatView | None:
        """What ``seat`` sees of the round that ended last, as it ended (the next round is
        dealt at once, so ``view`` shows that one): a dead hand's last discard on the pile,
        for instance. None before any round ended."""
        if self.ended is None:
            return None
        rnd, number = self.ended
        return self._view_of(rnd, number, seat)

    def _view_of(self, rnd: Round, number: int, seat: int) -> SeatView:
        games = tuple((g.points[0], g.points[1], g.closed) for g in self.hollywood_games)
        return round_view(rnd, seat, self.scores, number, games=games,
                          rounds_won=self.rounds_won, past_rounds=self.past_rounds)

    def check(self, action: Action, seat: int | None = None) -> IllegalActionError | None:
        """Why ``action`` of ``seat`` (None: the seat to act) would be refused now, or None
        when ``apply`` would accept it. Nothing changes; ``apply`` raises this very error.

        >>> m = Match(RuleSet.preset("classic"), seed=7)
        >>> m.check(Action.draw_stock()).reason
        'wrong_phase'
        >>> m.check(Action.pass_(), seat=1 - m.turn).reason
        'not_your_turn'
        >>> m.check(Action.pass_()) is None
        True
        """
        if self.is_over:
            return IllegalActionError("match_over", action=action.text())
        if seat is not None and seat != self.round.turn:
            return IllegalActionError("not_your_turn", seat=seat, action=action.text())
        return self.round.check(action)

    # --- applying --------------------------------------------------------------------------
    def apply(self, action: Action | str, seat: int | None = None) -> RoundResult | None:
        """Apply the action of the seat to act; returns the round's result if it ended it.

        A finished round is recorded and the next one dealt at once: the dealer alternates
        after a scored round and stays after a void one.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        err = self.check(action, seat)
        if err is not None:
            raise err
        self.round.apply(action)
        self.history.append(action)
        result = self.round.result
        if result is None:
            return None
        self._record(result)
        self.ended = (self.round, self.deals)
        if not self._over:
            dealer = self.round.dealer if result.outcome is Outcome.VOID else 1 - self.round.dealer
            self.round = self._deal(dealer)
        return result

    # --- history ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready history: version, rules, seed, actions (and the prepared decks and the
        given first dealer, if the match was made with them)."""
        data: dict[str, Any] = {
            "version": HISTORY_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "actions": [a.text() for a in self.history],
        }
        if self.decks:
            data["decks"] = [" ".join(str(c) for c in deck) for deck in self.decks]
        if self.given_dealer is not None:
            data["first_dealer"] = self.given_dealer
        return data

    @classmethod
    def replay(cls, rules: RuleSet, seed: int | str, actions: Iterable[Action | str], *,
               decks: Sequence[Sequence[Card]] = (), first_dealer: int | None = None) -> Match:
        """Rebuild a match from its history (``decks`` and ``first_dealer`` as for
        :class:`Match`); an action that does not apply raises ``RulesError("bad_history")``
        naming its position."""
        m = cls(rules, seed, decks=decks, first_dealer=first_dealer)
        for i, a in enumerate(actions):
            try:
                m.apply(a)
            except EngineError as e:
                raise RulesError("bad_history", detail=f"action {i} ({a}): {e}") from None
        return m

    @staticmethod
    def prepared_from_dict(data: Mapping[str, Any]) -> tuple[list[list[Card]], int | None]:
        """(prepared decks, given first dealer) of a history (``to_dict``): none and None
        where the match was shuffled from its seed. Malformed ones raise ``RulesError``."""
        texts = data.get("decks", [])
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise RulesError("bad_history", detail="decks must be a list of strings")
        try:
            decks = [parse_cards(t) for t in texts]
        except ValueError as e:
            raise RulesError("bad_history", detail=f"decks: {e}") from None
        dealer = data.get("first_dealer")
        if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)):
            raise RulesError("bad_history", detail=f"first dealer {dealer!r}")
        return decks, dealer

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Inverse of ``to_dict``; anything malformed raises ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError("bad_history", detail="not an object")
        if data.get("version") != HISTORY_VERSION:
            raise RulesError("bad_history", detail=f"version {data.get('version')!r}")
        actions = data.get("actions")
        seed = data.get("seed")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RulesError("bad_history", detail="actions must be a list of strings")
        if not is_seed(seed):
            raise RulesError("bad_history", detail=f"seed {seed!r}")
        decks, dealer = cls.prepared_from_dict(data)
        return cls.replay(RuleSet.from_dict(data.get("rules")), seed, actions, decks=decks,
                          first_dealer=dealer)
