"""Take-back on the table (Backspace, Z or Ctrl+Z, the "Take back" button).

The player's last doing is undone: a reorder of the hand (the order comes back), or their last
action, when the engine allows it (``engine.take_back_refusal``: no hidden card shown, the
computer has not acted since). The controller rebuilds the match without that action and
counts the take-back in the match's assists (saved with it); a refusal shows the engine's
reason in the player's language. The hand's order of the moment before the action comes back
with it (a discarded card returns to its place, not to the end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, Card, Kind, deadwood_of
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.controller import HUMAN, PlayOutcome
from ginrummy_desktop.ui.move_words import move_text
from ginrummy_desktop.ui.table.hand_order import mark_drawn
from ginrummy_desktop.ui.table.model import SortMode

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

ORDER_BACK = N_("The hand's order is back as it was.")
# TRANSLATORS: {move} is the player's move as a sentence ("You took the 3 of hearts.")
TAKEN_BACK = N_("{move} Taken back.")
NOT_NOW = N_("Nothing can be taken back now.")


class TakeBack:
    """The table's take-back: the orders to restore and the asking."""

    def __init__(self, t: TableScene) -> None:
        self.t = t
        self.reorder: tuple[list[Card], SortMode | None] | None = None
        """The hand's order (and sort) before the player's last reorder, if that was the
        last thing they did."""
        self._orders: dict[int, tuple[list[Card], SortMode | None]] = {}
        """The hand's order and sort before each action of this round, by the history's
        length then (a card dropped into the hand ends the sort: taken back, it is sorted
        again; it stayed the player's own order, and the next card drawn went to the end)."""
        self._round = t.ctrl.match.round_number
        self._shifting: Card | None = None  # the card the last Shift+arrow moved, if that
        # was the last reorder

    # --- what the table tells it -----------------------------------------------------------
    def before_reorder(self, shifting: Card | None = None) -> None:
        """The player is about to reorder the hand (drag, Shift+arrow, a sort). Shift+arrows
        in a row on one card (``shifting``) are one move: taken back, the card goes back to
        where it was before the first (three presses were taken back one place, and "The
        hand's order is back as it was." was said of it)."""
        m = self.t.model
        self._new_round_check()
        if shifting is None or shifting != self._shifting or self.reorder is None:
            self.reorder = (list(m.hand), m.sort_mode)
        self._shifting = shifting

    def play(self, action: Action) -> PlayOutcome:
        """Play ``action`` through the controller; if played, the hand's order of this moment
        comes back with its take-back, and a reorder is no longer the last thing done."""
        m = self.t.model
        moves, order = len(self.t.ctrl.match.history), (list(m.hand), m.sort_mode)
        outcome = self.t.ctrl.play(action)
        if outcome.error is None:
            self._new_round_check()
            self.reorder = None
            self._orders[moves] = order
        return outcome

    def _new_round_check(self) -> None:
        """Orders and a reorder belong to one round: forget them when a new one is dealt."""
        number = self.t.ctrl.match.round_number
        if number != self._round:
            self._round = number
            self.reorder = None
            self._orders.clear()

    # --- questions -------------------------------------------------------------------------
    def possible(self) -> bool:
        """Whether Backspace would take something back now (the button can be pressed then)."""
        t = self.t
        if not t.model.playing or t.dealing or not t.policy.coach:
            return False
        self._new_round_check()
        return self.reorder is not None or t.ctrl.take_back_refusal() is None

    # --- doing -----------------------------------------------------------------------------
    def ask(self) -> bool:
        """Take back the last doing, or say why not; True if something was taken back."""
        t = self.t
        if not t.model.playing or t.dealing or not t.policy.coach:
            t.say(NOT_NOW, error=True)
            return False
        if t.drag is not None:
            return False
        self._new_round_check()
        if self.reorder is not None:
            hand, mode = self.reorder
            self.reorder = None
            same = hand == t.model.hand and mode is t.model.sort_mode
            if set(hand) == set(t.model.hand) and not same:
                ringed = t.model.focused_card()
                t.model.hand = hand
                t.model.sort_mode = mode
                t.model.clear_choice()
                if ringed is not None:  # the keyboard's ring stays on its card
                    t.model.focus_card(ringed)
                    t.model.choose_focused()
                t.say(ORDER_BACK)
                return True
        outcome = t.ctrl.take_back()
        if outcome.error is not None:
            t.say(outcome.error, error=True)
            return False
        self._restore()
        # "Taken back: take the 3 of hearts." read as an order to take it again: the move
        # is said as done, as the replay says it
        action, top = outcome.action, t.view.discard_top
        card = action.card if action.card is not None else top
        gin = action.kind is Kind.KNOCK and action.card is not None \
            and deadwood_of(t.view.hand_mask ^ action.card.bit) == 0
        t.say(lambda: TAKEN_BACK.format(move=move_text(HUMAN, action.kind, card, gin=gin)))
        return True

    def _restore(self) -> None:
        t = self.t
        t.flights.clear()  # the card taken back may still be flying
        t.refresh()
        kept = self._orders.pop(len(t.ctrl.match.history), None)
        if kept is not None and set(kept[0]) == set(t.model.hand):
            t.model.hand, t.model.sort_mode = kept
        t.model.clear_choice()
        mark_drawn(t.ctrl.match, t.model)  # a discard taken back: the card drawn ringed again
        t.hint.clear()
        t.director.pause(t.app.anim)
