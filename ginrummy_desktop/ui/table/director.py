"""The opponent director: polls the computer's worker and shows its moves.

Each frame the table hands it ``dt``; while it is the computer's turn and nothing flies, the
director asks the controller for the computer's action (computed off the frame loop), waits
the visible "thinking" time, applies it and queues the card's flight on the table's animator,
and writes the line under the computer's hand ("The computer took the 7♥."). A bot that
fails is the controller's business (it logs, tells, and plays on for it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ginrummy_desktop.engine import Action, Card, Kind, RoundResult, SeatView
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.animator import Animator, Hide, Motion
from ginrummy_desktop.ui.controller import COMPUTER, MatchController
from ginrummy_desktop.ui.table.geometry import TableGeometry
from ginrummy_desktop.ui.tween import Tween, travel_time

OPP_DREW_STOCK = N_("The computer drew from the stock.")
OPP_TOOK = N_("The computer took {card}.")
OPP_DISCARDED = N_("The computer discarded {card}.")
OPP_PASSED = N_("The computer passed.")
OPP_KNOCKED = N_("The computer knocks!")
BOT_FAILED = N_("The computer's player made an error; a simple move was played for it.")

OPP_DELAY = 0.55  # seconds the computer "thinks" visibly before each move (times animation)

Pos = tuple[int, int]


@dataclass
class LastMove:
    """The line under the computer's hand and the discard it marks (``NEW_DISCARD`` outline)."""

    text: str
    marked: Card | None = None


@dataclass
class Played:
    """The computer played ``action``; ``result`` if that ended the round."""

    action: Action
    result: RoundResult | None


class OpponentDirector:
    def __init__(self, ctrl: MatchController, animator: Animator,
                 play_sound: Callable[[str], None]) -> None:
        self.ctrl = ctrl
        self.animator = animator
        self.play_sound = play_sound
        self.wait = 0.0
        self.last_move: LastMove | None = None
        self.failed = False  # the computer's player raised: the table says so

    def take_failure(self) -> bool:
        """True once after the computer's player raised (the table tells the player)."""
        failed, self.failed = self.failed, False
        return failed

    def pause(self, anim: float) -> None:
        """Start the visible thinking time again (after the human's move, a new round)."""
        self.wait = OPP_DELAY * anim

    def update(self, dt: float, before: SeatView, geometry: TableGeometry,
               anim: float) -> Played | None:
        """Advance the thinking; apply the computer's action when it is ready and due."""
        if self.ctrl.turn != COMPUTER or self.animator.busy:
            return None
        action = self.ctrl.poll_opponent()
        if self.ctrl.bot_failure is not None:  # told once; the fallback move is played
            self.ctrl.bot_failure = None
            self.failed = True
        self.wait -= dt
        if action is None or self.wait > 0:
            return None
        slots = geometry.opponent_positions(before.opponent_hand_size + 1)
        result = self.ctrl.apply_opponent(action)
        self._show(action, before, slots, geometry, anim)
        self.wait = OPP_DELAY * anim
        return Played(action, result)

    def _show(self, action: Action, before: SeatView, slots: list[Pos],
              geometry: TableGeometry, anim: float) -> None:
        lay = geometry.layout
        stock, pile = lay.stock_rect.topleft, lay.discard_rect.topleft
        k = action.kind
        text: str | None = None
        marked: Card | None = None
        if k is Kind.DRAW_STOCK:
            self._fly(None, stock, slots[-1], ("opp", 1), anim, small=True, sound="draw")
            text = str(OPP_DREW_STOCK)
        elif k in (Kind.DRAW_DISCARD, Kind.TAKE_UPCARD) and before.discard_top is not None:
            card = before.discard_top
            self._fly(card, pile, slots[-1], ("opp", 1), anim, small=True, sound="draw")
            text = OPP_TOOK.format(card=card_name(card))
        elif k is Kind.DISCARD and action.card is not None:
            src = slots[random.Random(len(self.ctrl.match.history)).randrange(len(slots))]
            self._fly(action.card, src, pile, ("discard", action.card), anim, sound="place")
            text = OPP_DISCARDED.format(card=card_name(action.card))
            marked = action.card
        elif k is Kind.PASS:
            text = str(OPP_PASSED)
        elif k is Kind.KNOCK:
            self._fly(None, slots[-1], pile, ("", None), anim, sound="knock")
            text = str(OPP_KNOCKED)
        elif k is Kind.BIG_GIN:
            self.play_sound("knock")
            text = str(T.BIG_GIN)
        if text is None:
            return
        drew = k in (Kind.PASS, Kind.DRAW_STOCK, Kind.DRAW_DISCARD, Kind.TAKE_UPCARD)
        if self.last_move is not None and not drew:  # "took the 7♥ – discarded the K♠"
            text = self.last_move.text + "  \u2013  " + text
        self.last_move = LastMove(text, marked)

    def _fly(self, card: Card | None, a: Pos, b: Pos, hide: Hide, anim: float,
             small: bool = False, sound: str = "") -> None:
        tween = Tween(a, b, travel_time(a, b, 0.3) * anim)
        self.animator.add(Motion(card, tween, hide, small=small, sound=sound))
