"""Watching a saved match again, move by move: a pygame-free model of the replay.

A saved match is its rules, seed and actions; :class:`ReplayModel` replays them through the
engine (nothing is recomputed here) and keeps one :class:`Position` per move of the round on
show: both hands, the stock, the discard pile, the knocker's melds while the defender lays
off, and the move that led there (who, what, which card). It plays by itself at a speed
(``update(dt)``), pauses, steps back and forth, and crosses from one round to the next.

The rounds come from ``MatchStore.replay_rounds`` (``persistence.saves.RoundReplay``: the
round's actions and a fresh match at its start).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import (
    Action,
    Card,
    Kind,
    Match,
    Phase,
    Round,
    RoundResult,
    SeatView,
    mask_cards,
    round_view,
)

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import RoundReplay

SPEEDS: tuple[float, ...] = (2.0, 1.2, 0.7, 0.35)
"""Seconds per move, from slow to fast."""
RESULT_HOLD = 4.0
"""Seconds a round's end stays at least while playing, whatever the speed: its score box (how
it ended, K, D, the sum, the points) went by in about a second (German 1920x1080)."""
DEFAULT_SPEED = 1


@dataclass(frozen=True)
class Move:
    """One move as the replay shows it: ``seat`` 0 is the player, 1 the computer; ``card``
    the card involved (the one drawn from the stock included: a replay shows both hands)."""

    seat: int
    kind: Kind
    card: Card | None = None


@dataclass(frozen=True)
class Position:
    """The table after ``step`` moves of a round (0: just dealt)."""

    step: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: int
    discard: tuple[Card, ...]
    phase: Phase
    turn: int | None
    dealer: int
    move: Move | None
    knocker_melds: tuple[tuple[Card, ...], ...]
    laid_off: tuple[Card, ...]
    result: RoundResult | None
    knock_card: Card | None = None
    """The knocker's last card, face down on the discard pile from the knock on (it was on
    neither the pile nor in the melds at a Gin's last move; English 800x520)."""


def _hand_order(view: SeatView) -> tuple[Card, ...]:
    """The seat's hand: melds first (as the engine arranges them), then the loose cards."""
    melded = [c for meld in view.arrangement.melds for c in meld]
    loose = [c for c in view.hand if c not in set(melded)]
    return tuple(melded + loose)


def round_positions(start: Match, actions: Sequence[str | Action]) -> list[Position]:
    """Every position of one round: the deal, then one after each of ``actions`` (applied to
    ``start``, a match just dealt for the round; it is changed)."""
    rnd = start.round
    out = [_position(rnd, 0, None)]
    for i, a in enumerate(actions, 1):
        act = a if isinstance(a, Action) else Action.parse(a)
        seat = rnd.turn
        before = set(rnd.hand(seat))
        start.apply(act)
        card = act.card
        if act.kind in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD, Kind.TAKE_UPCARD):
            new = [c for c in rnd.hand(seat) if c not in before]
            card = new[0] if new else None
        out.append(_position(rnd, i, Move(seat, act.kind, card)))
    return out


def _position(rnd: Round, step: int, move: Move | None) -> Position:
    melds = tuple(tuple(mask_cards(m)) for m in getattr(rnd, "knocker_melds", []) or [])
    over = rnd.phase.over
    return Position(
        step=step,
        hands=(_hand_order(round_view(rnd, 0)), _hand_order(round_view(rnd, 1))),
        stock=len(rnd.stock),
        discard=tuple(rnd.discard_pile),
        phase=rnd.phase,
        turn=None if over else rnd.turn,
        dealer=rnd.dealer,
        move=move,
        knocker_melds=melds,
        laid_off=tuple(c for c, _ in rnd.layoffs),
        result=rnd.result,
        knock_card=rnd.knock_card,
    )


class ReplayModel:
    """Where the replay is (round, move), whether it plays, and how fast.

    ``rounds`` are persistence's ``RoundReplay`` (``actions``, ``match_at_start()``,
    ``result``, ``scores_before``, ``scores_after``, ``match_over``)."""

    def __init__(self, rounds: Sequence[RoundReplay]) -> None:
        self.rounds = list(rounds)
        self.round_index = 0
        self.step = 0
        self.playing = False
        self.speed = DEFAULT_SPEED
        self.clock = 0.0
        self._positions: dict[int, list[Position]] = {}
        self._final: tuple[int, ...] | None = None
        self._bonus = False  # the end bonuses changed the totals (known with ``_final``)

    # --- questions -------------------------------------------------------------------------
    def positions(self, i: int | None = None) -> list[Position]:
        """The positions of round ``i`` (default: the one on show), replayed once."""
        i = self.round_index if i is None else i
        got = self._positions.get(i)
        if got is None:
            rep = self.rounds[i]
            got = round_positions(rep.match_at_start(), rep.actions)
            self._positions[i] = got
        return got

    @property
    def empty(self) -> bool:
        return not self.rounds

    @property
    def current(self) -> Position:
        return self.positions()[self.step]

    @property
    def round(self) -> RoundReplay:
        return self.rounds[self.round_index]

    @property
    def moves_in_round(self) -> int:
        return len(self.positions()) - 1

    @property
    def at_start(self) -> bool:
        return self.round_index == 0 and self.step == 0

    @property
    def at_end(self) -> bool:
        return (self.round_index == len(self.rounds) - 1
                and self.step == self.moves_in_round)

    @property
    def seconds_per_move(self) -> float:
        return SPEEDS[self.speed]

    def final_totals(self) -> tuple[int, int]:
        """The match's final totals with every bonus (replayed once, after its last round)."""
        if self._final is None:
            final = self.rounds[-1].match_at_end().final
            self._final = tuple(final.totals)
            self._bonus = tuple(final.totals) != tuple(final.round_points)
        return self._final  # type: ignore[return-value]

    def final_has_bonuses(self) -> bool:
        """End bonuses make the final totals another number than the rounds' points (not
        in Classic, whose end said "Final totals with bonuses")."""
        self.final_totals()
        return self._bonus

    def recent_moves(self, n: int) -> list[Move]:
        """The last ``n`` moves up to the one on show, oldest first."""
        pos = self.positions()[max(1, self.step - n + 1): self.step + 1]
        return [p.move for p in pos if p.move is not None]

    # --- changes ---------------------------------------------------------------------------
    def forward(self) -> bool:
        """One move on (into the next round after the last); False at the very end."""
        if self.empty or self.at_end:
            self.playing = False
            return False
        if self.step < self.moves_in_round:
            self.step += 1
        else:
            self.round_index += 1
            self.step = 0
        return True

    def back(self) -> bool:
        """One move back (to the end of the previous round before the first)."""
        if self.empty or self.at_start:
            return False
        if self.step > 0:
            self.step -= 1
        else:
            self.round_index -= 1
            self.step = self.moves_in_round
        return True

    def go_round(self, delta: int) -> None:
        """To the deal of the previous/next round."""
        if self.empty:
            return
        self.round_index = max(0, min(len(self.rounds) - 1, self.round_index + delta))
        self.step = 0
        self.clock = 0.0

    def to_edge(self, end: bool) -> None:
        """To the deal (Home) or the end (End) of the round on show."""
        if self.empty:
            return
        self.playing = False
        self.step = self.moves_in_round if end else 0
        self.clock = 0.0

    def toggle(self) -> None:
        """Play or pause (playing from the very end starts over)."""
        if self.empty:
            return
        if not self.playing and self.at_end:
            self.round_index, self.step = 0, 0
        self.playing = not self.playing
        self.clock = 0.0

    def faster(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))

    def update(self, dt: float) -> None:
        """While playing, one move every ``seconds_per_move`` (a round's end lingers twice
        as long, and at least :data:`RESULT_HOLD`, so its result can be read)."""
        if not self.playing:
            return
        self.clock += dt
        while self.playing:
            wait = self.seconds_per_move
            if self.current.result is not None:
                wait = max(RESULT_HOLD, 2 * wait)
            if self.clock < wait:
                break
            self.clock -= wait
            self.forward()


def melds_out(pos: Position) -> bool:
    """Whether the knocker's melds lie beside the discard pile: in the lay-off and at the
    round's end (they were laid out only where something had been laid off; a Gin or a knock
    without lay-offs left both hands flat rows of ten; German 1920x1080)."""
    return bool(pos.knocker_melds) and (pos.phase is Phase.LAYOFF or bool(pos.laid_off)
                                        or pos.result is not None)


def shown_hand(pos: Position, seat: int) -> tuple[Card, ...]:
    """The cards shown in ``seat``'s row: the knocker's melds, once laid out beside the
    discard pile, leave its row (its deadwood stays): they stood in both places at a round's
    end (German 1280x720)."""
    cards = pos.hands[seat]
    if not melds_out(pos):
        return cards
    melded = {c for meld in pos.knocker_melds for c in meld} - set(pos.laid_off)
    if not melded <= set(cards):
        return cards  # the defender
    return tuple(c for c in cards if c not in melded)
