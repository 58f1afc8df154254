"""The table: the player's hand, the opponent's hand, stock, discard pile and knock area.

The scene shows a snapshot of the human's :class:`SeatView` and turns intents into engine
actions through the :class:`MatchController`; whatever the engine refuses snaps back with
the engine's reason, translated (``describe_error``). Nothing here decides what is legal:
the lit drop targets are the answers of ``view.legal_actions()``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from ginrummy_desktop.engine import (
    Action,
    Card,
    IllegalActionError,
    Kind,
    Phase,
    RoundResult,
    RuleSet,
    SeatView,
    best_arrangement,
)
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN, MatchController
from ginrummy_desktop.ui.layout import TableLayout, font_px, table_layout
from ginrummy_desktop.ui.scene import Scene, register_scene
from ginrummy_desktop.ui.scenes.table_draw import TableDrawing
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.tween import Tween, travel_time
from ginrummy_desktop.ui.widgets import (
    Button,
    layout_row,
)

SORT_MELDS = N_("Sort: melds")
SORT_SUIT = N_("Sort: suit")
SORT_RANK = N_("Sort: rank")
LAST_SUMMARY = N_("Last summary")
MENU = N_("Menu")
NO_SUMMARY_YET = N_("No round of this match has ended yet.")
KNOCK_CONFIRM = N_("Knock with {card}? Your deadwood: {n}")
GIN_CONFIRM = N_("Declare Gin with {card}?")
BIG_GIN_CONFIRM = N_("Declare Big Gin?")
OPP_DREW_STOCK = N_("The computer drew from the stock.")
OPP_TOOK = N_("The computer took {card}.")
OPP_DISCARDED = N_("The computer discarded {card}.")
OPP_PASSED = N_("The computer passed.")
OPP_KNOCKED = N_("The computer knocks!")

# Every key of the table, for the help screen: (key name, lazy description).
KEYS: list[tuple[str, Any]] = [
    ("\u2190 \u2192", N_("Move between the cards, the stock and the discard pile")),
    ("\u2191 \u2193", N_("Switch between the hand and the piles")),
    ("Shift+\u2190 \u2192", N_("Move the chosen card within the hand")),
    ("Enter", N_("Play: draw from the chosen pile, or discard the chosen card")),
    ("K", N_("Knock with the chosen card")),
    ("G", N_("Declare Big Gin")),
    ("T / P", N_("Take or pass the upcard")),
    ("S", N_("Sort the hand (melds, suit, rank)")),
    ("L", N_("Show the last summary")),
    ("N", N_("New match, once the match is over")),
    ("Enter", N_("Done in the lay-off review; close the summary")),
    ("\u2190 \u2192, 1-9", N_("Lay-off review: choose one of your cards, lay it onto meld 1-9")),
    ("Esc", N_("Pause menu")),
]

SORTS = ("melds", "suit", "rank")
OPP_DELAY = 0.55  # seconds the computer "thinks" visibly before each move (times animation)


@dataclass
class Flight:
    """A card moving across the table; ``hide`` names the spot it is not yet drawn at."""

    card: Card | None
    tween: Tween
    hide: tuple[str, Any] = ("", None)
    small: bool = False  # drawn at the opponent's card size
    sound: str = ""  # the effect played when it lands (``ui.sound``)


@dataclass
class Drag:
    source: str  # "hand", "stock", "discard"
    card: Card | None
    offset: tuple[int, int]
    pos: tuple[int, int]
    origin: tuple[int, int]


@dataclass
class Message:
    text: str
    time: float = 3.5
    error: bool = False


class TableScene(TableDrawing, Scene):
    """The match table. Push a DealScene over it to deal (``start_round``). Its drawing is in
    :mod:`ginrummy_desktop.ui.scenes.table_draw`."""

    def __init__(self, app: Any, controller: MatchController) -> None:
        super().__init__(app)
        self.ctrl = controller
        self.view: SeatView = controller.view(HUMAN)
        self.hand: list[Card] = []
        self.sort_mode = "melds"
        self.selected: Card | None = None
        self.focus: int | None = None  # keyboard focus: hand index, or n (stock), n+1 (pile)
        self.drag: Drag | None = None
        self.pointer: tuple[int, int] | None = None  # the mouse, from pointer intents
        self.hover: tuple[str, Card | None] | None = None  # what a press there would pick up
        self.flights: list[Flight] = []
        self.message: Message | None = None
        self.last_move: tuple[str, Card | None] | None = None  # (text, marked discard)
        self.opp_wait = 0.0
        self.frozen = False  # the round ended: keep showing its last state
        self.dealing = False  # a DealScene is over us
        self.pending_result: RoundResult | None = None
        self.buttons = self._make_buttons()
        self._arranged_for: tuple[int, int] | None = None
        self._legal_view: SeatView | None = None
        self._legal: list[Action] = []
        self._sync_hand(sort=True)
        app.quit_hooks.append(self.save_on_quit)

    # --- buttons ---------------------------------------------------------------------------
    def _make_buttons(self) -> dict[str, Button]:
        return {
            "take": Button(T.TAKE, self.take_upcard, primary=True),
            "pass": Button(T.PASS, lambda: self.play(Action.pass_())),
            "sort_melds": Button(SORT_MELDS, lambda: self.sort("melds")),
            "sort_suit": Button(SORT_SUIT, lambda: self.sort("suit")),
            "sort_rank": Button(SORT_RANK, lambda: self.sort("rank")),
            "big_gin": Button(T.BIG_GIN, self.ask_big_gin, primary=True),
            "summary": Button(LAST_SUMMARY, self.show_last_summary, primary=True),
            "new": Button(T.NEW_MATCH, lambda: self.app.new_match()),
            "menu": Button(MENU, self.open_pause),
        }

    def arrange(self, size: tuple[int, int]) -> None:
        self._layout_buttons()
        if size != self._arranged_for:  # after a resize, drop card images of the old size
            self._arranged_for = size
            self.app.cards.forget_other_sizes(table_layout(size, self.app.settings).sizes)

    def _layout_buttons(self) -> None:
        lay = self.layout
        legal = self.legal
        mine = self.view.my_turn and not self.frozen and not self.dealing
        b = self.buttons
        over = self.ctrl.is_over and self.frozen
        b["take"].visible = mine and Action.take() in legal
        b["pass"].visible = mine and Action.pass_() in legal
        b["big_gin"].visible = mine and Action.big_gin() in legal
        b["summary"].visible = over and self.ctrl.last_result is not None
        b["new"].visible = over
        for key, mode in (("sort_melds", "melds"), ("sort_suit", "suit"), ("sort_rank", "rank")):
            b[key].focused = self.sort_mode == mode
        px = font_px(lay.size, 17)
        bh = int(px * 2.1)
        y = lay.h - bh - lay.margin
        row = [b["sort_melds"], b["sort_suit"], b["sort_rank"], b["big_gin"], b["summary"],
               b["new"]]
        menu_x = lay.w - lay.margin * 2 - self._btn_w(b["menu"], px)
        layout_row([b["menu"]], menu_x, y, bh, lay.margin, px)
        fit = px  # a narrow window: the row's labels shrink until it ends before "Menu"
        while (layout_row(row, lay.margin * 2, y, bh, lay.margin, fit, pad=max(4, fit * 14 // px))
               > menu_x and fit > 8):
            fit -= 1
        k = lay.knock_rect
        for i, key in enumerate(("take", "pass")):
            b[key].rect = pygame.Rect(k.x, k.centery - bh - lay.margin // 2 + i * (bh + lay.margin),
                                      k.width, bh)

    @staticmethod
    def _btn_w(b: Button, px: int) -> int:
        from ginrummy_desktop.ui.widgets import text_surface

        return text_surface(str(b.label), px).get_width() + 28

    # --- derived state ---------------------------------------------------------------------
    @property
    def layout(self) -> TableLayout:
        return table_layout(self.app.size, self.app.settings)

    @property
    def legal(self) -> list[Action]:
        """The engine's legal actions for the shown view (asked once per view)."""
        if self.frozen or self.dealing:
            return []
        if self._legal_view is not self.view:
            self._legal_view = self.view
            self._legal = self.view.legal_actions()
        return self._legal

    @property
    def busy(self) -> bool:
        """Animating, dragging, dealing, or something that ``update`` is about to do: the
        computer's move, the round's end, the lay-off review (the app's loop then runs at
        60 frames a second; otherwise it idles)."""
        if self.flights or self.drag or self.dealing:
            return True
        if self.app.stack.top is not self:
            return False
        if self.frozen:
            return self.pending_result is not None
        return self.ctrl.turn == COMPUTER or (
            self.view.phase is Phase.LAYOFF and self.view.turn == HUMAN)

    def hand_gaps(self) -> tuple[int, ...]:
        if self.sort_mode != "melds":
            return ()
        arr = best_arrangement(self.hand)
        group: dict[Card, int] = {}
        for i, meld in enumerate(arr.melds):
            for c in meld:
                group[c] = i
        gaps = []
        for i in range(1, len(self.hand)):
            if group.get(self.hand[i], -1) != group.get(self.hand[i - 1], -1):
                gaps.append(i)
        return tuple(gaps)

    def hand_positions(self) -> list[tuple[int, int]]:
        lay = self.layout
        pos = lay.hand_positions(len(self.hand), lay.player_top, self.hand_gaps())
        lift = lay.card[1] // 7
        return [
            (x, y - lift) if self.hand[i] == self.selected else (x, y)
            for i, (x, y) in enumerate(pos)
        ]

    def opponent_positions(self, n: int) -> list[tuple[int, int]]:
        return self.layout.hand_positions(n, self.layout.opponent_top, small=True)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        size = self.layout.card
        for i, p in reversed(list(enumerate(self.hand_positions()))):
            if pygame.Rect(p, size).collidepoint(pos):
                return i
        return None

    def hover_at(self, pos: tuple[int, int] | None) -> tuple[str, Card | None] | None:
        """What a press at ``pos`` would pick up: ``("hand", card)``, ``("stock", None)`` or
        ``("discard", None)`` when drawing from that pile is legal; None otherwise."""
        if pos is None or self.dealing or self.frozen or self.drag is not None:
            return None
        if any(b.visible and b.rect.collidepoint(pos) for b in self.buttons.values()):
            return None
        i = self.card_at(pos)
        if i is not None:
            return ("hand", self.hand[i])
        lay, legal = self.layout, self.legal
        if lay.stock_rect.collidepoint(pos) and Action.draw_stock() in legal:
            return ("stock", None)
        if lay.discard_rect.collidepoint(pos) and (
                Action.draw_discard() in legal or Action.take() in legal):
            return ("discard", None)
        return None

    def insert_index(self, x: int) -> int:
        positions = self.hand_positions()
        cw = self.layout.card[0]
        for i, (px, _) in enumerate(positions):
            if x < px + cw // 2:
                return i
        return len(positions)

    # --- engine ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Take a fresh view from the controller (not while a finished round is shown)."""
        if not self.frozen:
            self.view = self.ctrl.view(HUMAN)
            self._sync_hand()

    def _sync_hand(self, sort: bool = False, insert_at: int | None = None) -> None:
        cards = set(self.view.hand)
        kept = [c for c in self.hand if c in cards]
        new = [c for c in self.view.hand if c not in kept]
        if insert_at is not None and len(new) == 1:
            kept.insert(min(insert_at, len(kept)), new[0])
            self.hand = kept
        else:
            self.hand = kept + new
        if self.selected not in cards:
            self.selected = None
        if sort:
            self.sort(self.sort_mode)

    def sort(self, mode: str) -> None:
        self.sort_mode = mode
        if mode == "suit":
            self.hand.sort(key=lambda c: (c.suit, c.rank))
        elif mode == "rank":
            self.hand.sort(key=lambda c: (c.rank, c.suit))
        else:
            arr = best_arrangement(self.hand)
            order: list[Card] = []
            for meld in arr.melds:
                order.extend(sorted(meld, key=lambda c: (c.rank, c.suit)))
            order.extend(sorted(arr.deadwood, key=lambda c: (c.rank, c.suit)))
            self.hand = order

    def play(self, action: Action, insert_at: int | None = None) -> IllegalActionError | None:
        """Send the human's action; show the engine's reason if it refuses."""
        if self.frozen or self.dealing:
            return None
        outcome = self.ctrl.play(action)
        if outcome.error is not None:
            self.say(describe_error(outcome.error, human_seat=HUMAN), error=True)
            return outcome.error
        self.message = None
        if action.kind in (Kind.KNOCK, Kind.BIG_GIN):
            self.app.sounds.play("knock")
        result = outcome.result
        if result is not None:
            self._round_ended(result)
        else:
            self.view = self.ctrl.view(HUMAN)
            self._sync_hand(insert_at=insert_at)
        self.selected = None
        self.opp_wait = OPP_DELAY * self.app.anim
        return None

    def say(self, text: str, error: bool = False) -> None:
        self.message = Message(text, 3.5, error)
        if error:
            self.app.sounds.play("illegal")

    # --- round end -------------------------------------------------------------------------
    def _round_ended(self, result: RoundResult) -> None:
        self.frozen = True
        self.pending_result = result
        self.selected = None
        self.focus = None
        self.drag = None

    def _show_round_end(self) -> None:
        result = self.pending_result
        self.pending_result = None
        if result is None:
            return
        from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
        from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

        if result.outcome == "void":
            self.app.push(ScoreboardScene(self.app, self, result))
        else:
            self.app.push(LayoffReviewScene(self.app, self, result=result))

    def _open_layoff(self) -> None:
        from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

        self.app.push(LayoffReviewScene(self.app, self))

    def layoff_finished(self, result: RoundResult) -> None:
        """The interactive lay-off review got its result from the engine."""
        self.frozen = True
        self.pending_result = None

    def summary_closed(self) -> None:
        """The round summary closed: deal the next round, or stay on the finished match."""
        if self.ctrl.is_over:
            return
        self.start_round()

    def start_round(self) -> None:
        from ginrummy_desktop.ui.scenes.deal import DealScene

        self.frozen = False
        self.last_move = None
        self.message = None
        self.flights.clear()
        self.opp_wait = OPP_DELAY * self.app.anim
        self.view = self.ctrl.view(HUMAN)
        self.hand = []
        self.selected = None
        self.focus = None  # no keyboard focus left over from the last round's hand
        self._sync_hand(sort=True)
        self.app.push(DealScene(self.app, self))

    def show_last_summary(self) -> None:
        from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

        if self.ctrl.last_result is not None:
            self.app.push(ScoreboardScene(self.app, self, self.ctrl.last_result, recall=True))
        else:  # L before the first round ends: say so rather than nothing
            self.say(str(NO_SUMMARY_YET))

    # --- dialogs ---------------------------------------------------------------------------
    def open_pause(self) -> None:
        from ginrummy_desktop.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def ask_knock(self, card: Card) -> None:
        from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

        act = Action.knock(card)
        if act not in self.legal:
            err = self.ctrl.check(act)
            if err is not None:
                self.say(describe_error(err, human_seat=HUMAN), error=True)
            return
        rest = [c for c in self.hand if c != card]
        dead = best_arrangement(rest).deadwood_value
        text = (GIN_CONFIRM.format(card=card_name(card)) if dead == 0
                else KNOCK_CONFIRM.format(card=card_name(card), n=dead))
        self.app.push(ConfirmScene(self.app, text, lambda: self.play(act),
                                   yes=T.GIN if dead == 0 else T.KNOCK))

    def ask_big_gin(self) -> None:
        from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

        if Action.big_gin() not in self.legal:
            err = self._refusal(Action.big_gin())
            if err is not None:
                self.say(describe_error(err, human_seat=HUMAN), error=True)
            return
        self.app.push(ConfirmScene(self.app, str(BIG_GIN_CONFIRM),
                                   lambda: self.play(Action.big_gin()), yes=T.BIG_GIN))

    def _refusal(self, action: Action) -> IllegalActionError | None:
        """The engine's reason for refusing ``action``, asked without applying anything."""
        return self.ctrl.check(action)

    def save_on_quit(self) -> None:
        self.ctrl.save()

    def exit(self) -> None:
        if self.save_on_quit in self.app.quit_hooks:
            self.app.quit_hooks.remove(self.save_on_quit)
        self.ctrl.save()
        self.ctrl.shutdown()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> None:
        self._layout_buttons()
        if isinstance(intent, I.Key):
            self._key(intent)
            return
        if not isinstance(intent, I.Pointer):
            return
        self.pointer = intent.pos  # also while dragging: no stale hover where a drag began
        if intent.kind in (I.CLICK, I.DOUBLE_CLICK, I.MOVE, I.PRESS, I.DRAG, I.DROP):
            for b in self.buttons.values():
                if b.handle(intent):
                    return
        if self.dealing:
            return
        if intent.kind == I.MOVE:
            self.hover = self.hover_at(intent.pos)
        elif intent.kind == I.DRAG_START:
            self._drag_start(intent)
        elif intent.kind == I.DRAG and self.drag is not None:
            self.drag.pos = intent.pos
        elif intent.kind == I.DROP and self.drag is not None:
            self._drop(intent.pos)
        elif intent.kind == I.CLICK:
            self._click(intent.pos)
        elif intent.kind == I.DOUBLE_CLICK:
            self._double_click(intent.pos)

    def _drag_start(self, it: I.Pointer) -> None:
        lay = self.layout
        i = self.card_at(it.start)
        if i is not None:
            origin = self.hand_positions()[i]
            card: Card | None = self.hand[i]
            source = "hand"
        elif lay.stock_rect.collidepoint(it.start) and self.view.stock_size and not self.frozen:
            origin, card, source = lay.stock_rect.topleft, None, "stock"
        elif lay.discard_rect.collidepoint(it.start) and self.view.discard_top and not self.frozen:
            origin, card, source = lay.discard_rect.topleft, self.view.discard_top, "discard"
        else:
            return
        off = (it.start[0] - origin[0], it.start[1] - origin[1])
        self.drag = Drag(source, card, off, it.pos, origin)
        self.selected = None
        self.focus = None

    def _target(self, pos: tuple[int, int]) -> str | None:
        lay = self.layout
        if self.drag is None:
            return None
        grow = lay.card[0] // 3
        if self.drag.source == "hand":
            if lay.discard_rect.inflate(grow, grow).collidepoint(pos):
                return "discard"
            if lay.knock_rect.collidepoint(pos):
                return "knock"
        if lay.hand_rect.collidepoint(pos):
            return "hand"
        return None

    def lit_targets(self) -> set[str]:
        """The drop targets the engine would accept for the card being dragged."""
        d = self.drag
        if d is None:
            return set()
        legal = self.legal
        if d.source == "hand" and d.card is not None:
            out = {"hand"}
            if Action.discard(d.card) in legal:
                out.add("discard")
            if Action.knock(d.card) in legal:
                out.add("knock")
            return out
        if d.source == "stock" and Action.draw_stock() in legal:
            return {"hand"}
        if d.source == "discard" and (Action.draw_discard() in legal or Action.take() in legal):
            return {"hand"}
        return set()

    def _drop(self, pos: tuple[int, int]) -> None:
        d = self.drag
        assert d is not None
        target = self._target(pos)
        self.drag = None
        drop_tl = (pos[0] - d.offset[0], pos[1] - d.offset[1])
        err: IllegalActionError | None = None
        if d.source == "hand" and d.card is not None:
            if target == "discard":
                err = self.play(Action.discard(d.card))
                if err is None:
                    self.app.sounds.play("place")
            elif target == "knock":
                if Action.knock(d.card) in self.legal:
                    self.ask_knock(d.card)
                    self._snap(d, drop_tl, quiet=True)
                    return
                err = self._refusal(Action.knock(d.card))
                if err is not None:
                    self.say(describe_error(err, human_seat=HUMAN), error=True)
            elif target == "hand":
                j = self.insert_index(pos[0])
                i = self.hand.index(d.card)
                self.hand.pop(i)
                self.hand.insert(j - 1 if j > i else j, d.card)
                self.sort_mode = "custom"  # (as Shift+arrows) no sort undoes the player's order
                return
            if err is not None or target not in ("discard",):
                self._snap(d, drop_tl)
            return
        if target == "hand":
            at = self.insert_index(pos[0])
            if d.source == "stock":
                err = self.play(Action.draw_stock(), insert_at=at)
            else:
                act = Action.take() if self.view.phase is Phase.OFFER else Action.draw_discard()
                err = self.play(act, insert_at=at)
            if err is None:
                self.sort_mode = "custom"  # the player put the card where they wanted it
                self.app.sounds.play("draw")
                return
        self._snap(d, drop_tl)

    def _snap(self, d: Drag, from_pos: tuple[int, int], quiet: bool = False) -> None:
        """Animate the dragged card back to where it came from."""
        if d.source == "hand" and d.card in self.hand:
            to = self.hand_positions()[self.hand.index(d.card)]
            hide: tuple[str, Any] = ("hand", d.card)
        else:
            to = d.origin
            hide = (d.source, d.card)
        dur = travel_time(from_pos, to) * max(self.app.anim, 0.3)
        self.flights.append(Flight(d.card, Tween(from_pos, to, dur), hide))

    def _click(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        i = self.card_at(pos)
        if i is not None:
            card = self.hand[i]
            self.selected = None if self.selected == card else card
            self.focus = None  # the keyboard focus shows only while the keyboard is used
            return
        if lay.stock_rect.collidepoint(pos):
            self._animate_draw("stock")
        elif lay.discard_rect.collidepoint(pos):
            if self.selected is not None and self.view.phase is Phase.DISCARD:
                self._animate_discard(self.selected)
            else:  # nothing chosen, or it is time to draw: take the top card
                self._animate_draw("discard")
        elif lay.knock_rect.collidepoint(pos) and self.selected is not None:
            self.ask_knock(self.selected)

    def _double_click(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        i = self.card_at(pos)
        if i is not None:
            self._animate_discard(self.hand[i])
        elif lay.stock_rect.collidepoint(pos) and self.view.phase is Phase.DRAW:
            self._animate_draw("stock")
        elif lay.discard_rect.collidepoint(pos) and self.view.phase in (Phase.DRAW, Phase.OFFER):
            self._animate_draw("discard")

    def _animate_draw(self, source: str) -> None:
        """Draw by click: the card flies from the pile into the hand."""
        if source == "stock":
            act = Action.draw_stock()
            start = self.layout.stock_rect.topleft
        else:
            act = Action.take() if self.view.phase is Phase.OFFER else Action.draw_discard()
            start = self.layout.discard_rect.topleft
        before = set(self.hand)
        if self.play(act) is not None:
            return
        new = [c for c in self.hand if c not in before]
        if self.sort_mode in SORTS:  # a sorted hand stays sorted; the card flies to its place
            self.sort(self.sort_mode)
        if new and not self.frozen:
            self.focus = self.hand.index(new[0])
            to = self.hand_positions()[self.focus]
            dur = travel_time(start, to) * self.app.anim
            self.flights.append(Flight(new[0], Tween(start, to, dur), ("hand", new[0]),
                                       sound="draw"))

    def take_upcard(self) -> None:
        """The Take button and T: like a click on the upcard (it flies into a sorted hand)."""
        if self.view.phase is Phase.OFFER and Action.take() in self.legal:
            self._animate_draw("discard")
        else:
            self.play(Action.take())  # refused: the engine's reason is shown

    def _animate_discard(self, card: Card) -> None:
        if card not in self.hand:
            return
        start = self.hand_positions()[self.hand.index(card)]
        if self.play(Action.discard(card)) is not None:
            return
        to = self.layout.discard_rect.topleft
        dur = travel_time(start, to) * self.app.anim
        self.flights.append(Flight(card, Tween(start, to, dur), ("discard", card),
                                   sound="place"))

    def _key(self, it: I.Key) -> None:
        k = it.key
        n = len(self.hand)
        if k == pygame.K_ESCAPE:
            self.open_pause()
            return
        if self.dealing:
            return
        shift = bool(it.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if k == pygame.K_LEFT else 1
            if shift and self.focus is not None and self.focus < n:
                j = self.focus + step
                if 0 <= j < n:
                    self.hand[self.focus], self.hand[j] = self.hand[j], self.hand[self.focus]
                    self.focus = j
                    self.sort_mode = "custom"
                return
            if self.focus is None and self._drawing():  # start on the piles: draw first
                self.focus = n if step > 0 else n + 1
            elif self.focus is None:
                self.focus = 0 if step > 0 else n - 1
            else:
                self.focus = (self.focus + step) % (n + 2)
            self.selected = self.hand[self.focus] if self.focus < n else None
        elif k in (pygame.K_UP, pygame.K_DOWN):  # between the hand and the piles
            if k == pygame.K_UP:
                self.focus = n if self.focus is None or self.focus < n else self.focus
            else:
                self.focus = 0 if self.focus is None or self.focus >= n else self.focus
            self.selected = self.hand[self.focus] if self.focus < n else None
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            f = self.focus
            if f is None:
                return
            if f == n:
                self._animate_draw("stock")
            elif f == n + 1:
                self._animate_draw("discard")
            elif f < n:
                self._animate_discard(self.hand[f])
            if f < n:
                self.focus = min(f, len(self.hand) - 1)
        elif k == pygame.K_k:
            card = self.selected or self._best_knock_card()
            if card is None and self.hand:  # no knock: the engine says why for the closest card
                card = min(self.hand, key=lambda c: best_arrangement(
                    [x for x in self.hand if x != c]).deadwood_value)
            if card is not None:
                self.ask_knock(card)
        elif k == pygame.K_s:
            order = ("melds", "suit", "rank")
            cur = order.index(self.sort_mode) if self.sort_mode in order else -1
            self.sort(order[(cur + 1) % 3])
        elif k == pygame.K_g:
            self.ask_big_gin()
        elif k == pygame.K_t:
            self.take_upcard()
        elif k == pygame.K_p:
            self.play(Action.pass_())
        elif k == pygame.K_l:
            self.show_last_summary()
        elif k == pygame.K_n and self.ctrl.is_over and self.frozen:
            self.app.new_match()

    def _drawing(self) -> bool:
        """The human is to draw (or to take the upcard)."""
        return self.view.my_turn and self.view.phase in (Phase.DRAW, Phase.OFFER)

    def _best_knock_card(self) -> Card | None:
        knocks = [a.card for a in self.legal if a.kind is Kind.KNOCK and a.card is not None]
        if not knocks:
            return None
        return min(knocks, key=lambda c: best_arrangement(
            [x for x in self.hand if x != c]).deadwood_value)

    # --- update ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.hover = self.hover_at(self.pointer)  # the hand or the phase may have changed
        for f in self.flights:
            f.tween.update(dt)
            if f.tween.done and f.sound:
                self.app.sounds.play(f.sound)
        self.flights = [f for f in self.flights if not f.tween.done]
        if self.message is not None:
            self.message.time -= dt
            if self.message.time <= 0:
                self.message = None
        if self.dealing or self.drag is not None:
            return
        if self.frozen:
            if self.pending_result is not None and not self.flights:
                self._show_round_end()
            return
        if self.view.phase is Phase.LAYOFF and self.view.turn == HUMAN:
            if not self.flights:
                self._open_layoff()
            return
        self._opponent(dt)

    def _opponent(self, dt: float) -> None:
        if self.ctrl.turn != COMPUTER or self.flights:
            return
        action = self.ctrl.poll_opponent()
        self.opp_wait -= dt
        if action is None or self.opp_wait > 0:
            return
        before = self.view
        opp_slots = self.opponent_positions(before.opponent_hand_size + 1)
        lay = self.layout
        result = self.ctrl.apply_opponent(action)
        anim = self.app.anim
        k = action.kind
        text: str | None = None
        marked: Card | None = None
        if k is Kind.DRAW_STOCK:
            to = opp_slots[-1]
            self._fly(None, lay.stock_rect.topleft, to, ("opp", 1), anim, small=True,
                      sound="draw")
            text = str(OPP_DREW_STOCK)
        elif k in (Kind.DRAW_DISCARD, Kind.TAKE_UPCARD) and before.discard_top is not None:
            card = before.discard_top
            self._fly(card, lay.discard_rect.topleft, opp_slots[-1], ("opp", 1), anim, small=True,
                      sound="draw")
            text = OPP_TOOK.format(card=card_name(card))
        elif k is Kind.DISCARD and action.card is not None:
            src = opp_slots[random.Random(len(self.ctrl.match.history)).randrange(len(opp_slots))]
            self._fly(action.card, src, lay.discard_rect.topleft, ("discard", action.card), anim,
                      sound="place")
            text = OPP_DISCARDED.format(card=card_name(action.card))
            marked = action.card
        elif k is Kind.PASS:
            text = str(OPP_PASSED)
        elif k is Kind.KNOCK:
            self._fly(None, opp_slots[-1], lay.discard_rect.topleft, ("", None), anim,
                      sound="knock")
            text = str(OPP_KNOCKED)
        elif k is Kind.BIG_GIN:
            self.app.sounds.play("knock")
            text = str(T.BIG_GIN)
        if text is not None:
            if self.last_move is not None and k is not Kind.PASS and \
                    k not in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD, Kind.TAKE_UPCARD):
                text = self.last_move[0] + "  \u2013  " + text
            self.last_move = (text, marked)
        self.opp_wait = OPP_DELAY * anim
        if result is not None:
            self._round_ended(result)
        else:
            self.refresh()

    def _fly(self, card: Card | None, a: tuple[int, int], b: tuple[int, int],
             hide: tuple[str, Any], anim: float, small: bool = False, sound: str = "") -> None:
        tween = Tween(a, b, travel_time(a, b, 0.3) * anim)
        self.flights.append(Flight(card, tween, hide, small, sound))


def start_match(app: Any, seed: int | None = None, rules: Any = None) -> TableScene:
    """A new match on a fresh table, dealt by a DealScene (with the cut, if the rules cut)."""
    if seed is None:
        seed = random.randrange(1, 10**9)
    name = rules or setting(app.settings, "last_preset", "classic")
    rs = name if isinstance(name, RuleSet) else RuleSet.preset(name)
    level = setting(app.settings, "opponent", "medium")
    ctrl = MatchController.new(rs, seed, level, store=app.store)
    ctrl.autosave()
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    app.stack.clear(MenuScene(app))
    table = TableScene(app, ctrl)
    app.push(table)
    table.start_round()
    return table


def resume_match(app: Any, saved: Any, match: Any) -> TableScene:
    """Continue a saved match (``saved, match = app.store.load(id)``) on a fresh table:
    autosaving goes on into the same file; a round that has not started yet is dealt, a
    finished match shows its last summary."""
    from ginrummy_desktop.ui.controller import make_opponent
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    level = getattr(saved, "opponent", None) or setting(app.settings, "opponent", "medium")
    ctrl = MatchController(match, make_opponent(level, match.seed), app.store)
    ctrl.saved = saved
    if match.results:
        ctrl.last_result = match.results[-1]
    app.stack.clear(MenuScene(app))
    table = TableScene(app, ctrl)
    app.push(table)
    if match.is_over:
        table.frozen = True
        table.show_last_summary()
    elif not match.round.moves:
        table.start_round()
    return table


def _smoke_table(app: Any) -> Scene:
    table = start_match(app, seed=7)
    deal = app.stack.top
    if deal is not table:
        app.stack.pop()
        table.dealing = False
    return table


register_scene("table", _smoke_table)
