"""A reviewed round on the table as it was: one decision at a time, and "try again".

Opened from the coach's review (a row, "On the table", or "Try again" on a mistake). For each
of the player's decisions it shows what the player saw then and nothing more: their hand
(melds first), the stock, the discard pile, and the computer's hand face down except the
cards the player saw it take from the pile. Below: what was played, the best action, the
points lost and, where the two differ, one line of why (``coach.hint.reason``, of the best
against the action played). Left/Right (or the buttons) step through the decisions.

"Try again" hides the answer: the player chooses again (a card of the hand to discard, K to
knock with it; a click on a pile, or the buttons for taking, passing and drawing) and only
then sees what the new choice is worth against the best, read on the fresh deals of the
decision's race as the played action's loss is (``ui/fresh_losses.py``, on the worker).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action, Card, Kind
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.fresh_losses import FreshLosses, Submit
from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, Command, Key, Pointer
from ginrummy_desktop.ui.layout import TableLayout, font_px, gap_px
from ginrummy_desktop.ui.pile_labels import draw_pile_labels, draw_round_rules
from ginrummy_desktop.ui.review_board_words import answer_lines, fitted, why_not, words_bottom
from ginrummy_desktop.ui.review_drop import gesture
from ginrummy_desktop.ui.review_rows import MISTAKE_RED, draw_beside
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.table.hint import COACH
from ginrummy_desktop.ui.table.hint_words import action_words, points_text
from ginrummy_desktop.ui.table.model import SortMode, TableModel
from ginrummy_desktop.ui.widgets import GOLD, MARK_BLUE, WHITE, Button, draw_text, layout_row

if TYPE_CHECKING:
    from ginrummy_desktop.coach.review import Decision, RoundReview
    from ginrummy_desktop.coach.steps import Pending
    from ginrummy_desktop.ui.app import App

TITLE = N_("Round {n} on the table")
WHERE = N_("Decision {k} of {total}")
PREV = N_("\u25c0 Decision")
NEXT = N_("Decision \u25b6")
TRY = N_("Try again")
SHOW_ANSWER = N_("Show the answer")
ASK_CARD = N_("Try again: which card do you throw? Click it, then \u201cDiscard it\u201d or "
              "\u201cKnock with it\u201d; or the arrows and Enter (K knocks with it).")
ASK_BUTTONS = N_("Try again: what do you play here? Click a pile or choose below.")
NOW_BEST = N_("Your choice now: {action} \u2013 the best move!")
NOW_AS_GOOD = N_("Your choice now: {action} \u2013 as good as the best move!")
NOW_WORSE = N_("Your choice now: {action} \u2013 {points} points below the best ({best}).")
FIRST = N_("The first time: {action} ({points} points lost).")
WORKING = N_("Your choice now: {action} \u2013 working out what it is worth\u2026")
KNOWN = N_("Face up: the cards you saw the computer take")
DISCARD_IT = N_("Discard it")
KNOCK_IT = N_("Knock with it")


@scene("review_board")
class ReviewBoardScene(Screen):
    """Round ``review.round_number`` at each of ``pendings`` (the decisions as seen then,
    ``coach.steps.round_decisions``), starting at the one of history index ``index``."""

    steady_focus = True  # not on "◀ Decision" at the first, not onto "Try again" as it shows

    def __init__(self, app: App, *, pendings: list[Pending], review: RoundReview,
                 index: int, trying: bool = False, submit: Submit | None = None) -> None:
        super().__init__(app)
        self.fresh = FreshLosses(submit)  # "try again": other choices' losses (worker)
        self.title = TITLE.format(n=review.round_number)
        by_index = {d.index: d for d in review.decisions}
        self.steps = [(p, by_index[p.index]) for p in pendings if p.index in by_index]
        self.mistakes = {d.index for d in review.mistakes()}
        self.k = next((i for i, (p, _d) in enumerate(self.steps) if p.index == index), 0)
        self.prev = Button(PREV, lambda: self.go(-1))
        self.next = Button(NEXT, lambda: self.go(1))
        self.try_button = Button(TRY, self.start_try, primary=True)
        self.answer_button = Button(SHOW_ANSWER, self.give_up)
        self.discard_button = Button(DISCARD_IT, lambda: self._chosen_card(Kind.DISCARD))
        self.knock_button = Button(KNOCK_IT, lambda: self._chosen_card(Kind.KNOCK))
        self.choices: list[tuple[Action, Button]] = []
        self.trying = False
        self.tried: Action | None = None  # the new choice (its answer shown)
        self.chosen: Card | None = None
        self.refused: str | None = None  # why the card chosen may not be played so
        self.hand: list[Card] = []
        self.row_end = 0  # where the bottom row of buttons ends (``place``)
        self._show()
        if trying:
            self.start_try()

    # --- the model -------------------------------------------------------------------------
    @property
    def pending(self) -> Pending:
        return self.steps[self.k][0]

    @property
    def decision(self) -> Decision:
        return self.steps[self.k][1]

    @property
    def answer_shown(self) -> bool:
        return not self.trying or self.tried is not None

    def _show(self) -> None:
        """Set up the hand of the decision ``k`` (melds first, as the table sorts it)."""
        self.trying, self.tried, self.chosen = False, None, None
        if not self.steps:
            self.hand = []
            return
        view = self.pending.view
        model = TableModel()
        model.sync(view.hand)
        model.sort(SortMode.MELDS, view.arrangement.melds)
        self.hand = model.hand
        top = view.discard_top
        self.choices = [(a, Button(_capital(action_words(a, view.hand_mask, top)),
                                   self._chooser(a)))
                        for a in self.pending.legal if a.card is None]

    def _chooser(self, action: Action) -> Callable[[], object]:
        return lambda: self.choose(action)

    def go(self, step: int) -> None:
        """The previous or next decision."""
        j = self.k + step
        if 0 <= j < len(self.steps):
            self.k = j
            self._show()

    def start_try(self) -> None:
        """Hide the answer; the player chooses again."""
        if self.steps:
            self.trying, self.tried, self.chosen, self.refused = True, None, None, None

    def give_up(self) -> None:
        self.trying = False

    def choose(self, action: Action) -> bool:
        """The player's new choice in "try again": legal then, it shows the answer."""
        if not self.trying or self.tried is not None or action not in self.pending.legal:
            return False
        self.tried = action
        self.fresh.ask(self.pending, self.decision, action)
        return True

    @property
    def busy(self) -> bool:
        return self.fresh.working

    def update(self, dt: float) -> None:
        super().update(dt)
        self.fresh.poll()

    def exit(self) -> None:
        self.fresh.cancel()

    def _chosen_card(self, kind: Kind) -> None:
        if self.chosen is not None and not self.choose(action := Action(kind, self.chosen)) \
                and self.trying and self.tried is None:
            self.refused = why_not(self.pending.view, action)

    def _choose_card(self, card: Card) -> None:
        """``card`` chosen (an arrow, a click): the ring goes onto "Discard it" (Enter rang
        "Show the answer" and threw the card), or where it may not be thrown, the line says why."""
        self.chosen, self.refused = card, None
        buttons = self._buttons()
        for b in (self.discard_button, self.knock_button):
            if b in buttons:
                self.focus = buttons.index(b)
                self._focused = (self.focus, b)
                return
        self.refused = why_not(self.pending.view, Action.discard(card))

    def value_text(self, action: Action) -> tuple[str, bool]:
        """The line for the new choice ``action`` and whether it was the best: its loss on
        fresh deals as the played action's (``coach.review.other_loss``, while that is
        worked out a line saying so), else from the race's values."""
        words = self._words(action)
        if self.fresh.working:
            return WORKING.format(action=words), True
        d = self.decision
        loss = self.fresh.loss(d, action)
        if loss <= 1e-9:  # another card than the review's best, as good: not "the best"
            return (NOW_BEST if action == d.best else NOW_AS_GOOD).format(action=words), True
        return NOW_WORSE.format(action=words, points=points_text(loss),
                                best=self._words(d.best)), False

    def _words(self, action: Action) -> str:
        view = self.pending.view
        return action_words(action, view.hand_mask, view.discard_top)

    # --- input -----------------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        trying = self.trying and self.tried is None
        self.prev.visible = self.next.visible = not trying
        self.prev.enabled = self.k > 0
        self.next.enabled = self.k < len(self.steps) - 1
        self.try_button.visible = bool(self.steps) and not trying and \
            self.decision.index in self.mistakes
        self.answer_button.visible = trying
        legal = self.pending.legal if self.steps else ()
        card = self.chosen
        self.discard_button.visible = trying and card is not None and \
            Action.discard(card) in legal
        self.knock_button.visible = trying and card is not None and Action.knock(card) in legal
        for _a, b in self.choices:
            b.visible = trying
        return [self.try_button, self.prev, self.next, *[b for _a, b in self.choices],
                self.discard_button, self.knock_button, self.answer_button]

    def on_key(self, intent: Key) -> bool:
        cmd = intent.command
        trying = self.trying and self.tried is None
        if cmd in (Command.LEFT, Command.RIGHT):
            step = -1 if cmd is Command.LEFT else 1
            if trying:
                self._move_choice(step)
            else:
                self.go(step)
            return True
        if trying and cmd is Command.KNOCK:
            self._chosen_card(Kind.KNOCK)
            return True
        if cmd is Command.CANCEL and trying:  # once the answer shows, Escape goes back
            self.give_up()
            return True
        return False

    def _move_choice(self, step: int) -> None:
        if not self.hand:
            return
        start = 0 if step > 0 else -1  # the first Left: the last card (German 1024x768)
        i = self.hand.index(self.chosen) + step if self.chosen in self.hand else start
        self._choose_card(self.hand[i % len(self.hand)])

    def on_pointer(self, intent: Pointer) -> None:
        if gesture(self, intent) or intent.kind not in (CLICK, DOUBLE_CLICK) or not (
                self.trying and self.tried is None):  # a drag, a pile after a card: gesture
            return
        for card, rect in reversed(self.card_rects(self.app.size)):
            if rect.collidepoint(intent.pos):
                if intent.kind == DOUBLE_CLICK or self.chosen == card:
                    self.chosen = card
                    self._chosen_card(Kind.DISCARD)
                else:
                    self._choose_card(card)
                return
        stock, pile = self.pile_rects(self.app.size)  # a pile: draw from it (or take)
        if stock.collidepoint(intent.pos):  # at the offer it said nothing (German 1366x768)
            if not self.choose(Action.draw_stock()):
                self.refused = why_not(self.pending.view, Action.draw_stock())
        elif pile.collidepoint(intent.pos):
            for a in (Action.draw_discard(), Action.take()):
                if self.choose(a):
                    return

    # --- layout ----------------------------------------------------------------------------
    def _rows(self, size: tuple[int, int]) -> tuple[TableLayout, int, int, int]:
        """(layout, y of the computer's row, y of the piles, y of the hand)."""
        lay = TableLayout(size)
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5) + int(font_px(size, 16) * 1.6)
        opp_y = top
        piles_y = opp_y + lay.opp_card[1] + font_px(size, 14) * 2
        hand_y = piles_y + lay.card[1] + font_px(size, 14) * 2
        # the height the words and the two rows of buttons leave spreads the rows (a tall
        # window had them in its top half, the piles' names touching the hand: 660x900)
        below = (font_px(size, 12) + int(font_px(size, 16) * 1.5) * 4
                 + 2 * (font_px(size, 40) + font_px(size, 18)))
        spare = size[1] - (hand_y + lay.card[1] + below)
        extra = min(max(0, spare) // 3, lay.card[1])
        return lay, opp_y, piles_y + extra, hand_y + 2 * extra

    def pile_rects(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the stock and the discard pile's top card are drawn."""
        lay, _o, piles_y, _h = self._rows(size)
        cw, _ch = lay.card
        n = len(self.pending.view.discard_pile[-4:]) if self.steps else 1
        x = size[0] // 2 + cw // 3 + max(0, n - 1) * max(8, cw // 4)
        return (pygame.Rect((size[0] // 2 - cw - cw // 2, piles_y), lay.card),
                pygame.Rect((x, piles_y), lay.card))

    def card_rects(self, size: tuple[int, int]) -> list[tuple[Card, pygame.Rect]]:
        lay, _o, _p, hand_y = self._rows(size)
        positions = lay.hand_positions(len(self.hand), hand_y)
        return [(c, pygame.Rect(pos, lay.card)) for c, pos in zip(self.hand, positions,
                                                                  strict=True)]

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        bh = font_px(size, 40)
        px = font_px(size, 15)
        gap = font_px(size, 8)
        self.back_in_row(size, bh)
        left = self.back.rect.right + gap * 2
        self.focus_order()
        # "Try again" after the arrows: before them, it came at a mistake and pushed them
        # right, and a player clicking "Decision ▶" on hit "◀ Decision" (1366x768)
        self.row_end = layout_row([self.prev, self.next, self.try_button, self.answer_button],
                                  left, h - bh - font_px(size, 18), bh, gap, px,
                                  pad=font_px(size, 10))
        _lay, _o, _p, hand_y = self._rows(size)
        y = hand_y + TableLayout(size).card[1] + font_px(size, 12)
        row = [self.discard_button, self.knock_button, *[b for _a, b in self.choices]]
        right = layout_row(row, 0, y, bh, gap, px, pad=font_px(size, 10))
        for b in row:
            b.rect.x += (w - right) // 2

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        top = self.draw_title(surface)
        px = font_px(size, 16)
        if self.steps:
            draw_text(surface, WHERE.format(k=self.k + 1, total=len(self.steps)),
                      (size[0] // 2, top - gap_px(size, 8)), px, WHITE, bold=True, anchor="midtop")
            self._draw_position(surface, size)
            self._draw_words(surface, size)
        for b in self._buttons():
            b.draw(surface, font_px(size, 15))
        self.draw_note(surface)

    def _draw_position(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        view = self.pending.view
        lay, opp_y, piles_y, _hand_y = self._rows(size)
        small = font_px(size, 13)
        known = list(view.opponent_known)
        backs: list[Card | None] = [None] * max(0, view.opponent_hand_size - len(known))
        opp: list[Card | None] = [*known, *backs]
        for c, pos in zip(opp, lay.hand_positions(len(opp), opp_y, small=True), strict=True):
            draw_card(surface, self.app.cards, c, pos, lay.opp_card)
        if known:
            draw_text(surface, KNOWN, (size[0] // 2, opp_y + lay.opp_card[1] + 2), small,
                      WHITE, anchor="midtop")
        cw, ch = lay.card
        sx = size[0] // 2 - cw - cw // 2
        if view.stock_size:
            draw_card(surface, self.app.cards, None, (sx, piles_y), lay.card)
        dx, fan = size[0] // 2 + cw // 3, max(8, cw // 4)
        for i, c in enumerate(view.discard_pile[-4:]):
            draw_card(surface, self.app.cards, c, (dx + i * fan, piles_y), lay.card)
        draw_pile_labels(surface, view.stock_size, view.phase, (sx, dx), cw, piles_y + ch + 2,
                         small)
        draw_round_rules(surface, view, font_px(size, 24), piles_y, sx - font_px(size, 16), small)
        marks = self._card_marks()
        for card, rect in self.card_rects(size):
            draw_card(surface, self.app.cards, card, rect.topleft, lay.card,
                      outline=marks.get(card), lifted=card == self.chosen)

    def _card_marks(self) -> dict[Card, tuple[int, int, int]]:
        """Outlines: the card chosen now, or (answer shown) the card played and the best."""
        if self.trying and self.tried is None:  # blue: the ring is on "Discard it"
            return {self.chosen: MARK_BLUE} if self.chosen is not None else {}
        d = self.decision
        marks: dict[Card, tuple[int, int, int]] = {}
        played = self.tried if self.tried is not None else d.played
        good = played == d.best or (self.tried is not None and self.value_text(played)[1])
        if played.card is not None:  # a new choice as good as the best is green, as its line
            marks[played.card] = COACH if good else MISTAKE_RED
        if d.best.card is not None:
            marks.setdefault(d.best.card, COACH)  # knocked with it: red, as its line
        return marks

    def _draw_words(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        d = self.decision
        px = font_px(size, 16)
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        if self.trying and self.tried is None:  # beside the buttons: the choices above them
            ask = ASK_BUTTONS if self.choices else ASK_CARD  # covered it (640x420 German)
            right = size[0] - font_px(size, 24)
            draw_beside(surface, self.refused or str(ask), self.row_end + px, right,
                        self.back.rect, px, MISTAKE_RED if self.refused else GOLD)
            return
        if self.tried is not None:
            text, best = self.value_text(self.tried)
            lines.append((text, COACH if best else MISTAKE_RED, True))
            lines.append((FIRST.format(action=self._words(d.played),
                                       points=points_text(d.loss)), WHITE, False))
        else:
            lines = answer_lines(d, self.pending.view, d.index in self.mistakes)
        step = int(px * 1.5)
        hand = max((r.bottom for _c, r in self.card_rects(size)), default=0)
        bottom = words_bottom(self.back.rect.top, hand, px)
        parts = fitted(lines, px, size[0] - 2 * font_px(size, 24),
                       max(3, (bottom - hand) // step))
        y = bottom - step * max(3, len(parts))
        if y - hand > 4 * step:  # a tall window: under the hand, not a third of it lower
            y = hand + step
        for part, colour, bold in parts:
            draw_text(surface, part, (size[0] // 2, y), px, colour, bold=bold, anchor="midtop")
            y += step


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
