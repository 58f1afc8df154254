"""The table: the player's hand, the opponent's hand, stock, discard pile and knock area.

A thin scene over small parts: the :class:`~ginrummy_desktop.ui.table.model.TableModel` (hand
order, choice, focus, sort, mode), the gesture mapper (:mod:`~ginrummy_desktop.ui.table.gestures`),
the :class:`~ginrummy_desktop.ui.table.director.OpponentDirector` (the computer's moves), the
:class:`~ginrummy_desktop.ui.animator.Animator` (flights) and the
:class:`~ginrummy_desktop.ui.table.painter.TablePainter` (drawing). Actions go to the engine
through the :class:`MatchController`; a refused move snaps back with the engine's reason,
translated. Nothing here decides what is legal; a :class:`TablePolicy` may narrow it (tutorial).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import (
    Action,
    Card,
    IllegalActionError,
    Kind,
    Phase,
    RoundResult,
    SeatView,
)
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.animator import Animator
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN, MatchController
from ginrummy_desktop.ui.drag import Drag
from ginrummy_desktop.ui.layout import TableLayout, table_layout
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.table import after_match as after
from ginrummy_desktop.ui.table import gestures as G
from ginrummy_desktop.ui.table.asks import ask_big_gin
from ginrummy_desktop.ui.table.buttons import arrange_buttons, make_buttons, table_ring
from ginrummy_desktop.ui.table.director import BOT_FAILED, LastMove, OpponentDirector
from ginrummy_desktop.ui.table.geometry import TableGeometry
from ginrummy_desktop.ui.table.hand_order import deal_hand, keep_hand, show_ended, show_hand
from ginrummy_desktop.ui.table.hint import HintBox
from ginrummy_desktop.ui.table.keys import ring_for_keys, ring_the_draw, table_key
from ginrummy_desktop.ui.table.model import HandFocus, Message, Mode, Pile, SortMode, TableModel
from ginrummy_desktop.ui.table.painter import TablePainter
from ginrummy_desktop.ui.table.pointer import Hover, hover_at, table_pointer, take_upcard
from ginrummy_desktop.ui.table.policy import TablePolicy
from ginrummy_desktop.ui.table.save_notice import SaveNotice
from ginrummy_desktop.ui.table.takeback import TakeBack

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.table.model import Words

NO_SUMMARY_YET = N_("No round of this match has ended yet.")


@scene("table")
class TableScene(Scene):
    """The match table; ``start_round`` deals (the deal scene over it)."""

    update_covered = True  # flights land and the clock runs under the deal and the review

    def __init__(self, app: App, controller: MatchController,
                 policy: TablePolicy | None = None) -> None:
        super().__init__(app)
        self.ctrl = controller
        self.policy = policy or TablePolicy()
        self.model = TableModel()
        self.view: SeatView = controller.view(HUMAN)
        self.flights = Animator()
        self.director = OpponentDirector(controller, self.flights, self.app.sounds.play)
        self.painter = TablePainter(self)
        self.drag: Drag[G.Source] | None = None
        self.pointer: tuple[int, int] | None = None  # the mouse, from pointer intents
        self.hover: Hover | None = None  # what a press there would pick up
        self.message: Message | None = None
        self.buttons = make_buttons({
            "take": lambda: take_upcard(self), "pass": lambda: self.play(Action.pass_()),
            "sort_melds": lambda: self.sort(SortMode.MELDS),
            "sort_suit": lambda: self.sort(SortMode.SUIT),
            "sort_rank": lambda: self.sort(SortMode.RANK),
            "big_gin": lambda: ask_big_gin(self), "summary": self.show_last_summary,
            "rematch": lambda: after.rematch(self), "new": lambda: after.choose_new_match(self),
            "menu": self.open_pause, "hint": self.ask_hint, "takeback": lambda: self.takeback.ask(),
        })
        self.ring = table_ring(self.model)  # Tab's, over the buttons
        self.hint = HintBox(self)
        self.takeback = TakeBack(self)
        self._arranged_for: tuple[int, int] | None = None
        self._legal_view: SeatView | None = None
        self._legal: list[Action] = []
        show_hand(controller, self.model, self.view.hand, self.melds)  # as saved, if resumed
        app.quit_hooks.append(self.save_on_quit)
        self.save_notice = SaveNotice(app, controller)
        self.save_notice.attach()
        app.quit_guards.append(self.save_notice.confirm_quit)
        self.policy.attach(self)

    # --- the model, read by the painter and the tests ---------------------------------------
    @property
    def hand(self) -> list[Card]:
        return self.model.hand

    @property
    def selected(self) -> Card | None:
        return self.model.selected

    @property
    def focus(self) -> HandFocus | Pile | None:
        return self.model.focus

    @property
    def sort_mode(self) -> SortMode | None:
        return self.model.sort_mode

    @property
    def mode(self) -> Mode:
        return self.model.mode

    @property
    def dealing(self) -> bool:
        return self.model.mode is Mode.DEALING

    @property
    def frozen(self) -> bool:
        """The round shown has ended: the table keeps showing its last state."""
        return self.model.finished

    @property
    def last_move(self) -> LastMove | None:
        return self.director.last_move

    @property
    def layout(self) -> TableLayout:
        return table_layout(self.app.size, self.app.settings)

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        """The engine's melds of the shown hand (the bars under it, the melds sort)."""
        return self.model.melds_of(self.view)

    @property
    def deadwood(self) -> int:
        return self.view.deadwood

    def deadwood_after(self, card: Card) -> int:
        """The deadwood the engine counts once ``card`` is gone (discarded or knocked)."""
        return self.view.deadwood_after(card)

    @property
    def geometry(self) -> TableGeometry:
        return TableGeometry(self.layout, self.model, self.melds)

    @property
    def legal(self) -> list[Action]:
        """The engine's legal actions for the shown view (asked once per view)."""
        if not self.model.playing:
            return []
        if self._legal_view is not self.view:
            self._legal_view = self.view
            self._legal = self.view.legal_actions()
        return self._legal

    @property
    def busy(self) -> bool:
        """Animating, dragging, dealing, just dealt (``settling``: its time must run), or what
        ``update`` is about to do: the computer's move, the round's end, the lay-off review."""
        if self.flights or self.drag or self.dealing or self.settling or self.hint.pending:
            return True
        if self.app.stack.top is not self:
            return False
        if self.frozen:
            return self.model.mode is Mode.ROUND_ENDED
        return self.model.playing and (self.ctrl.turn == COMPUTER or (
            self.view.phase is Phase.LAYOFF and self.view.turn == HUMAN))

    @property
    def settling(self) -> bool:
        """Just dealt: keys that play wait (``model.FIRST_LOOK``); a test's player too."""
        return self.app.stack.now < self.model.look_until

    def wakes_in(self) -> float | None:
        """The message or the save notice's passing line times out (the idle loop redraws)."""
        times = [max(0.0, self.message.time)] if self.message is not None else []
        if self.save_notice.info:
            times.append(max(0.0, self.save_notice.info_time))
        return min(times) if times else None

    def hand_positions(self) -> list[tuple[int, int]]:
        return self.geometry.hand_positions()

    def opponent_positions(self, n: int) -> list[tuple[int, int]]:
        return self.geometry.opponent_positions(n)

    def lit_targets(self) -> set[G.Target]:
        d = self.drag
        return set() if d is None else G.lit_targets(d.source, d.card, self.legal)

    def arrange(self, size: tuple[int, int]) -> None:
        arrange_buttons(self)
        if size != self._arranged_for:  # after a resize, drop card images of the old size
            self._arranged_for = size
            self.app.cards.forget_other_sizes(table_layout(size, self.app.settings).sizes)
        self.policy.arrange(size)

    # --- the engine ------------------------------------------------------------------------
    def refresh(self, insert_at: int | None = None) -> list[Card]:
        """Take a fresh view from the controller; returns the cards new in the hand."""
        self.view = self.ctrl.view(HUMAN)
        return self.model.sync(self.view.hand, insert_at, self.melds)

    def sort(self, mode: SortMode) -> None:
        self.takeback.before_reorder()
        self.model.sort(mode, self.melds)

    def play(self, action: Action, insert_at: int | None = None) -> IllegalActionError | None:
        """Send the human's action; show the engine's (or the policy's) reason if refused."""
        if not self.model.playing:  # a finished hand: the engine's reason, and nothing
            self.refuse(action)  # flies (a card of a finished match flew to the pile)
            return IllegalActionError("not playing", action=action.text())
        note = self.policy.refuse(action)
        if note is not None:
            self.say(note, error=True)
            return IllegalActionError("tutorial", action=action.text())
        outcome = self.takeback.play(action)  # the controller plays; the order is kept
        if outcome.error is not None:
            self.say(outcome.error, error=True)
            return outcome.error
        self.message = None
        if action.kind in (Kind.KNOCK, Kind.BIG_GIN):
            self.app.sounds.play("knock")
        result = outcome.result
        if result is not None:
            self._round_ended()
        else:
            self.refresh(insert_at)
        self.model.selected = None
        self.director.pause(self.app.anim)
        return None

    def refuse(self, action: Action) -> None:
        """Say why the engine refuses ``action`` (asked, nothing applied)."""
        if (err := self.ctrl.check(action)) is not None:
            self.say(err, error=True)

    def say(self, text: Words, error: bool = False) -> None:
        """A line over the hand for a few seconds, in the language of the moment (Message)."""
        self.message = Message(text, error=error)
        if error:
            self.app.sounds.play("illegal")

    # --- rounds and the scenes over the table -----------------------------------------------
    def start_round(self) -> None:
        """Deal: the deal scene runs over the table, then play begins."""
        self.message = None
        self.director.last_move = None
        self.flights.clear()
        self.director.pause(self.app.anim)
        self.view = self.ctrl.view(HUMAN)
        deal_hand(self.ctrl, self.model, self.view.hand, self.melds)  # as saved, if resumed
        m = self.ctrl.match
        cuts = list(m.cuts) if not m.results and m.round_number == 1 else []
        self.app.open("deal", geometry=lambda: self.geometry, hand=list(self.hand),
                      dealer=self.view.dealer, upcard=self.view.discard_top, cuts=cuts,
                      on_done=self.model.dealt, on_pause=self.open_pause)

    def _round_ended(self) -> None:
        """The round ended; a dead hand shows its last discard (``MatchController.void_view``)."""
        self.model.round_ended()
        if self.ctrl.void_view is not None:  # now: no review comes before its summary
            show_ended(self)
        self.drag = None

    def _show_round_end(self) -> None:
        self.model.mode = Mode.SHOWING_RESULT
        result = self.ctrl.last_result
        if result is not None and result.outcome == "void":
            self._open_summary(result, announce=False)
        elif result is not None:
            self.open_review(result)

    def _open_layoff(self) -> None:
        self.model.mode = Mode.LAYING_OFF
        self.app.open("layoff_review", ctrl=self.ctrl, card_size=lambda: self.layout.review_card,
                      on_result=self.layoff_finished, on_scored=self._open_summary,
                      on_pause=self.open_pause, places=self.geometry.card_places(self.view))

    def open_review(self, result: RoundResult) -> Scene:
        """The lay-off review of a finished round over the table; Done opens the summary."""
        return self.app.open("layoff_review", ctrl=self.ctrl, result=result,
                             card_size=lambda: self.layout.review_card,
                             on_scored=self._open_summary, on_pause=self.open_pause,
                             places=self.geometry.card_places(self.view),
                             waits=self.policy.review_waits)

    def layoff_finished(self) -> None:
        """The interactive lay-off review got its result from the engine."""
        self.model.mode = Mode.SHOWING_RESULT
        self.model.clear_choice()

    def _open_summary(self, result: RoundResult, announce: bool = True,
                      recall: bool = False) -> None:
        """The round's summary over it as it ended; ``recall``: asked mid-round (L)."""
        show_ended(self)
        number = next((i for i, r in enumerate(self.ctrl.match.results, 1) if r is result),
                      len(self.ctrl.match.results))
        self.app.open("scoreboard", match=self.ctrl.match, result=result, announce=announce,
                      recall=recall, on_close=self.summary_closed, lesson=self.policy.lesson,
                      review=(lambda: self.open_round_review(number)) if self.policy.coach
                      else None,
                      rematch=(lambda: after.rematch(self)) if after.can_rematch(self) else None)

    def open_round_review(self, number: int) -> Scene:
        """The coach's review of round ``number`` on the worker (the other rounds a key away)."""
        c = self.ctrl
        return self.app.open("round_review", match=c.match, round_number=number, hinted=c.hinted,
                             submit=c.submit, cache=c.reviews, level=after.match_level(c),
                             rounds=list(range(1, len(c.match.results) + 1)))

    def summary_closed(self) -> None:
        """The round summary closed: deal the next round, or stay on the finished match."""
        after.board_closed(self)

    def show_last_summary(self) -> None:
        if self.ctrl.last_result is not None:
            self._open_summary(self.ctrl.last_result, announce=False, recall=True)
        else:  # L before the first round ends: say so rather than nothing
            self.say(NO_SUMMARY_YET)

    def open_pause(self) -> None:
        """The pause menu; a finished match's offers the rematch and a new match."""
        after.open_pause(self)

    def ask_hint(self) -> None:
        """The Hint button and H: the coach's best action now (computed on the worker)."""
        if self.policy.coach:
            self.hint.ask()

    def save_on_quit(self) -> None:
        self.ctrl.save()

    def exit(self) -> None:
        if self.save_on_quit in self.app.quit_hooks:
            self.app.quit_hooks.remove(self.save_on_quit)
        if self.save_notice.confirm_quit in self.app.quit_guards:
            self.app.quit_guards.remove(self.save_notice.confirm_quit)
        self.save_notice.detach()
        self.policy.exit()
        self.ctrl.save()
        self.ctrl.shutdown()

    # --- input: keys (table.keys) and the pointer (table.pointer) -------------------------
    def handle(self, intent: I.Intent) -> None:
        arrange_buttons(self)
        if self.save_notice.handle(intent) or self.policy.handle(intent):
            return
        self.hint.keyed = isinstance(intent, I.Key) or self.model.focus is not None  # (hint)
        if isinstance(intent, I.Key):
            table_key(self, intent)
        elif isinstance(intent, I.Pointer):
            table_pointer(self, intent)
        elif isinstance(intent, I.Resize):
            self.drag = None  # the card goes home unremarked: the layout moved under it;
            self.app.input.reset()  # the press too (else the card now under it came up)

    # --- update and draw -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.model.colours.update(self.melds)  # each meld keeps its colour (by its cards)
        self.save_notice.update(dt)
        self.hover = hover_at(self, self.pointer)  # the hand or the phase may have changed
        for landed in self.flights.update(dt):
            if landed.sound:
                self.app.sounds.play(landed.sound)
        m = self.message  # it times out, or the turn makes it untrue (Hint.stale)
        if m is not None and (m.tick(dt) or self.hint.stale(m.text)):
            self.message = None
        self.policy.update(dt)
        self.hint.update()
        keep_hand(self.ctrl, self.model)  # the shown order is saved with the match
        if self.drag is not None or self.flights or self.app.stack.top is not self:
            return
        if self.model.mode is Mode.ROUND_ENDED:
            self._show_round_end()
        elif self.model.playing and self.view.phase is Phase.LAYOFF and self.view.turn == HUMAN:
            self._open_layoff()
        elif self.model.playing:
            played = self.director.update(dt, self.view, self.geometry, self.app.anim)
            if self.director.take_failure():
                self.say(BOT_FAILED, error=True)
            if played is not None and played.result is not None:
                self._round_ended()
            elif played is not None:
                self.refresh()
                ring_the_draw(self)
            ring_for_keys(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.hint.draw(surface)
        self.policy.draw(surface)
