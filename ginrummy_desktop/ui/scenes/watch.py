"""Watch again: a finished saved match replayed move by move, every round, lay-offs included,
with both hands face up.

Buttons and keys: play/pause (Space), one move back/on (Left/Right), the previous/next round
(Page Up/Page Down), slower/faster (-/+), Escape goes back. The model is
:class:`ginrummy_desktop.ui.replay.ReplayModel`; this scene only maps input to it and draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Kind
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command, Key
from ginrummy_desktop.ui.layout import TableLayout, font_px, gap_px, table_layout
from ginrummy_desktop.ui.move_words import move_text
from ginrummy_desktop.ui.pile_labels import draw_pile_labels
from ginrummy_desktop.ui.replay import SPEEDS, ReplayModel, melds_out, shown_hand
from ginrummy_desktop.ui.round_text import round_lines
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.table.info import rule_lines
from ginrummy_desktop.ui.watch_rows import draw_row, row_groups, row_width
from ginrummy_desktop.ui.widgets import (
    GOLD,
    HIGHLIGHT,
    MELD_COLORS,
    WHITE,
    Button,
    draw_panel,
    draw_text,
    fit,
    layout_row,
    text_width,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card, RoundResult
    from ginrummy_desktop.persistence import MatchSummary, RoundReplay
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.input import Wheel
    from ginrummy_desktop.ui.replay import Position

WATCH_TITLE = N_("Watch again")
PLAY = N_("Play")
PAUSE = N_("Pause")
STEP_BACK = N_("\u25c0 Move")
STEP_ON = N_("Move \u25b6")
PREV_ROUND = N_("\u25c0\u25c0 Round")
NEXT_ROUND = N_("Round \u25b6\u25b6")
SLOWER = N_("Slower")
FASTER = N_("Faster")
# TRANSLATORS: the replay's position, e.g. "Round 2 of 5 · move 14 of 37".
WHERE = N_("Round {n} of {total} \u00b7 move {step} of {moves}")
ALL_MELDED = N_("All cards in melds, beside the discard pile")
"""In the row of a knocker whose every card lies in the melds beside the discard pile (Gin,
Big Gin): the row stood empty, and it read as cards gone missing."""
SPEED = N_("Speed {n} of {total}")
DEALT = N_("The cards are dealt.")
NO_ROUNDS = N_("No round of this match was finished.")
SCORE = N_("You {you} : {opp} Computer")
LAID_OFF_ONTO = N_("Knocker's melds")
FINAL_TOTALS = N_("Final totals with bonuses: You {you} : {opp} Computer")
FINAL_SCORE = N_("Final score: You {you} : {opp} Computer")
"""Where no end bonus changed the totals (Classic)."""


def seat_label(seat: int, turn: bool, dealer: bool) -> str:
    """The name over a hand: "Computer (Geber)", with an arrow after it on the seat to move
    ("Du (Geber) \u2190"); single spaces (it read "Computer  (Geber)" and "Du  \u2190  (Geber)").
    """
    name = str(T.YOU if seat == 0 else T.OPPONENT)
    if dealer:
        name = f"{name} ({T.DEALER})"
    return f"{name} \u2190" if turn else name


@scene("watch")
class WatchScene(Screen):
    """The replay of ``rounds`` (``MatchStore.replay_rounds``)."""

    title = WATCH_TITLE

    def __init__(self, app: App, rounds: list[RoundReplay],
                 summary: MatchSummary | None = None) -> None:
        super().__init__(app)
        self.summary = summary
        self.model = ReplayModel(rounds)
        m = self.model
        self.prev_round = Button(PREV_ROUND, lambda: m.go_round(-1))
        self.step_back = Button(STEP_BACK, self._back)
        self.play = Button(PLAY, m.toggle, primary=True)
        self.step_on = Button(STEP_ON, self._on)
        self.next_round = Button(NEXT_ROUND, lambda: m.go_round(1))
        self.slower = Button(SLOWER, lambda: m.faster(-1))
        self.faster = Button(FASTER, lambda: m.faster(1))
        self.controls = [self.prev_round, self.step_back, self.play, self.step_on,
                         self.next_round, self.slower, self.faster]
        self.focus = self.controls.index(self.play)  # not on "previous round": disabled at first
        self._rules: dict[tuple[int, bool], list[tuple[str, tuple[int, int, int]]]] = {}
        """The rule lines by round and whether it has ended (``rule_texts``)."""

    def _back(self) -> None:
        self.model.playing = False
        self.model.back()

    def _on(self) -> None:
        self.model.playing = False
        self.model.forward()

    # --- input -----------------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        m = self.model
        self.play.label = PAUSE if m.playing else PLAY
        for b in self.controls:
            b.enabled = not m.empty
        self.step_back.enabled = self.prev_round.enabled = not m.empty and not m.at_start
        self.step_on.enabled = not m.empty and not m.at_end
        self.next_round.enabled = not m.empty and m.round_index < len(m.rounds) - 1
        self.slower.enabled = not m.empty and m.speed > 0
        self.faster.enabled = not m.empty and m.speed < len(SPEEDS) - 1
        return self.controls

    def on_key(self, intent: Key) -> bool:
        m = self.model
        k = intent.command
        if k is Command.SELECT:
            m.toggle()
        elif k is Command.LEFT:
            self._back()
        elif k is Command.RIGHT:
            self._on()
        elif k is Command.PAGE_UP:
            m.go_round(-1)
        elif k is Command.PAGE_DOWN:
            m.go_round(1)
        elif k in (Command.HOME, Command.END):  # they did nothing: the round's deal, its end
            m.to_edge(k is Command.END)
        elif k is Command.SLOWER:
            m.faster(-1)
        elif k is Command.FASTER:
            m.faster(1)
        else:
            return False
        return True

    def on_wheel(self, intent: Wheel) -> None:
        """The wheel steps through the moves (towards the player: on)."""
        for _ in range(abs(intent.dy)):
            (self._on if intent.dy < 0 else self._back)()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.model.update(dt)

    @property
    def busy(self) -> bool:
        return self.model.playing

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        px = font_px(size, 15)
        bh = font_px(size, 40)
        self.focus_order()
        shown = self.play.label  # laid out as wide as the wider of Play and Pause: a press
        self.play.label = max((PLAY, PAUSE), key=lambda t: text_width(t, px))  # moves nothing
        gap = font_px(size, 8)
        self.back_in_row(size, bh)
        left = self.back.rect.right + gap * 2
        right = layout_row(self.controls, left, h - bh - font_px(size, 18), bh, gap, px,
                           pad=font_px(size, 10))
        if right > w - gap:  # too wide: a second row above
            layout_row(self.controls[:5], left, h - 2 * bh - font_px(size, 18) - gap, bh, gap,
                       px, pad=font_px(size, 10))
            layout_row(self.controls[5:], left, h - bh - font_px(size, 18), bh, gap, px,
                       pad=font_px(size, 10))
        self.play.label = shown
        buttons = self._buttons()  # a button greyed under the ring ("Move ▶" at the end): the
        if buttons and not buttons[self.focus % len(buttons)].enabled and self.play.enabled:
            self.focus = buttons.index(self.play)  # ring to Play (it stayed on the greyed one)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        top = self.draw_title(surface)
        px = font_px(size, 16)
        if self.model.empty:
            draw_text(surface, NO_ROUNDS, (size[0] // 2, top + px), px, WHITE, anchor="midtop")
        else:
            self._draw_position(surface, size, top)
        for b in self._buttons():
            b.draw(surface, font_px(size, 15))
        self.draw_note(surface)

    def _draw_position(self, surface: pygame.Surface, size: tuple[int, int], top: int) -> None:
        m = self.model
        pos = m.current
        w, h = size
        lay = table_layout(size, self.app.settings)  # Large cards too (they were not)
        cw, ch = lay.review_card
        px, small = font_px(size, 16), font_px(size, 14)
        rep = m.round
        line = top - gap_px(size, 10)  # under the title (font_px's 10 px floor made it
        draw_text(surface, WHERE.format(n=m.round_index + 1, total=len(m.rounds),  # touch
                                        step=pos.step, moves=m.moves_in_round),  # the title)
                  (w // 2, line), px, WHITE, bold=True, anchor="midtop")
        room = w // 2 - text_width(WHERE.format(n=99, total=99, step=99, moves=99), px) // 2
        # Oklahoma's knock limit and doubling on the left (a replay of a round scored x2 did
        # not say why)
        for i, (text, colour) in enumerate(self.rule_texts()[:2]):
            draw_text(surface, fit(text, small, room - font_px(size, 30)),
                      (font_px(size, 20), line + int(i * px * 1.4)), small, colour)
        score = rep.scores_after if pos.result is not None else rep.scores_before
        draw_text(surface, SCORE.format(you=score[0], opp=score[1]),
                  (w - font_px(size, 20), line), px, GOLD, bold=True, anchor="topright")
        draw_text(surface, SPEED.format(n=m.speed + 1, total=len(SPEEDS)),  # small: at px - 2
                  (w - font_px(size, 20), line + int(px * 1.4)), small, WHITE,  # it was 8 px
                  anchor="topright")  # at 640x420, too small to read
        controls_top = min(b.rect.top for b in self.controls)
        y = top + int(px * 1.2)
        step = max(12, min(int(cw * 0.62), (w - 2 * font_px(size, 30) - cw) // 11))
        # the computer's hand (face up in a replay), then the piles, then the player's hand
        rows_h = controls_top - y - font_px(size, 10)
        gap = max(4, (rows_h - 3 * ch - 2 * int(small * 1.4)) // 3)
        self._hand(surface, pos, 1, (w // 2, y), step, (cw, ch), small)
        mid = y + int(small * 1.4) + ch + gap
        self._piles(surface, pos, mid, (cw, ch), small, lay)
        self._hand(surface, pos, 0, (w // 2, mid + ch + gap), step, (cw, ch), small)
        if pos.result is None:
            self._log(surface, pos, (font_px(size, 20), mid), small,
                      lay.stock_rect.left - cw // 2, mid + ch + gap - font_px(size, 4))
        else:  # where the log was (its last moves it tells), left of the discard pile (right
            left, room = font_px(size, 16), mid - gap + 3  # of it the knocker's melds),
            label = f"{T.STOCK}: {pos.stock}"  # between the hands
            stock = pygame.Rect(w // 2 - cw - cw // 2 - 6, mid - 6, cw + 6, ch + 6).union(
                pygame.Rect(0, mid + ch + 3, text_width(label, small), int(small * 1.3)).move(
                    w // 2 - cw - text_width(label, small) // 2, 0))
            name = seat_label(0, pos.turn == 0, pos.dealer == 0)
            you = pygame.Rect(0, 0, text_width(name, small), int(small * 1.3))
            you.midtop = (w // 2, mid + ch + gap)
            self._result(surface, pos, mid, pygame.Rect(
                left, room, w // 2 + cw // 3 - gap_px(size, 12) - left,
                ch + 2 * gap + int(small * 1.4) - 6), stock, you)

    def rule_texts(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The round's rule lines as the table shows them (Oklahoma: its knock limit and
        whether its points count double; the Hollywood games before it, and at its end after
        it: they stood one round behind, "Du 12 : 0" over "Spiele: 0-0 · 0-0 · 0-0", and the
        last round of a finished match never showed its closed games; German 1920x1080)."""
        i = self.model.round_index
        ended = self.model.current.result is not None
        if (i, ended) not in self._rules:
            rep = self.model.rounds[i]
            start = rep.match_at_start()
            lines = rule_lines(start, start.view(0))
            if ended and start.rules.hollywood:
                end = rep.match_at_end()
                lines = lines[:-1] + rule_lines(end, end.view(0))[-1:]
            self._rules[(i, ended)] = [(text, c) for text, c, _b in lines]
        return self._rules[(i, ended)]

    def _hand(self, surface: pygame.Surface, pos: Position, seat: int, at: tuple[int, int],
              step: int, size: tuple[int, int], px: int) -> None:
        cards = shown_hand(pos, seat)
        turn = pos.turn == seat
        draw_text(surface, seat_label(seat, turn, pos.dealer == seat), (at[0], at[1]), px,
                  GOLD if turn else WHITE, bold=turn, anchor="midtop")
        y = at[1] + int(px * 1.4)
        groups, melds = row_groups(pos, seat, cards)
        x = at[0] - row_width(groups, step, size[0]) // 2
        moved = pos.move.card if pos.move is not None and pos.move.seat == seat else None
        if not cards and melds_out(pos):
            draw_text(surface, ALL_MELDED, (at[0], y + size[1] // 2), px, WHITE, anchor="center")
        draw_row(surface, self.app.cards, groups, melds, x, y, step, size, moved)

    def _piles(self, surface: pygame.Surface, pos: Position, y: int, size: tuple[int, int],
               px: int, lay: TableLayout) -> None:
        cw, ch = size
        w = lay.w
        sx = w // 2 - cw - cw // 2
        if pos.stock > 0:
            for layer in range(min(3, pos.stock)):
                draw_card(surface, self.app.cards, None, (sx - layer * 2, y - layer * 2), size)
        # the discard pile fanned: the last few discards, newest on top, then the knock
        # card face down (as the table lays it)
        shown: list[Card | None] = list(pos.discard[-3 if pos.knock_card else -4:])
        if pos.knock_card is not None:
            shown.append(None)
        dx = w // 2 + cw // 3
        fan = max(8, cw // 4)
        for i, c in enumerate(shown):
            last = i == len(shown) - 1
            moved = pos.move is not None and pos.move.kind in (Kind.DISCARD, Kind.KNOCK) and (
                pos.move.card == c or (c is None and pos.move.kind is Kind.KNOCK))
            draw_card(surface, self.app.cards, c, (dx + i * fan, y), size,
                      outline=HIGHLIGHT if last and moved else None)
        draw_pile_labels(surface, pos.stock, pos.phase, (sx, dx), cw, y + ch + 3, px)
        if melds_out(pos):
            self._melds(surface, pos, (dx + fan * 4 + cw, y), size, px, lay)

    def _melds(self, surface: pygame.Surface, pos: Position, at: tuple[int, int],
               size: tuple[int, int], px: int, lay: TableLayout) -> None:
        cw, ch = int(size[0] * 0.7), int(size[1] * 0.7)
        x, y = at
        draw_text(surface, LAID_OFF_ONTO, (x, y - 2), px, GOLD, anchor="bottomleft")
        step = max(10, cw // 3)
        for k, meld in enumerate(pos.knocker_melds):
            # each meld whole, else on the next row (at 640x420 the third ran off the edge)
            if x > at[0] and x + step * (len(meld) - 1) + cw > lay.w - 4:
                x, y = at[0], y + ch + 10
            start = x
            for c in meld:
                draw_card(surface, self.app.cards, c, (x, y), (cw, ch),
                          outline=HIGHLIGHT if c in pos.laid_off else None)
                x += step
            x += cw - step
            pygame.draw.rect(surface, MELD_COLORS[k % len(MELD_COLORS)],
                             (start, y + ch + 2, x - start, 4), border_radius=2)
            x += step // 2

    def _log(self, surface: pygame.Surface, pos: Position, at: tuple[int, int], px: int,
             width: int, bottom: int) -> None:
        """The latest moves, the newest in bold, as many as fit above ``bottom`` (the player's
        hand: at 640x420 the log ran over its first cards), each wrapped as drawn."""
        x, y = at
        moves = self.model.recent_moves(6)
        if not moves:
            draw_text(surface, DEALT, (x, y), px, WHITE)
            return
        result = pos.result
        blocks: list[list[str]] = []
        for i, mv in enumerate(moves):
            newest = i == len(moves) - 1
            gin = mv.kind is Kind.KNOCK and result is not None and result.outcome == "gin" \
                and newest
            text = move_text(mv.seat, mv.kind, mv.card, gin=gin)
            blocks.append(wrap(text, px, max(80, width - x), bold=newest))
        line_h, gap = int(px * 1.3), px // 3
        while len(blocks) > 1 and y + sum(len(b) * line_h + gap for b in blocks) > bottom:
            blocks.pop(0)  # the oldest move goes first
        for i, block in enumerate(blocks):
            newest = i == len(blocks) - 1
            for line in block:
                draw_text(surface, line, (x, y), px, GOLD if newest else WHITE, bold=newest)
                y += line_h
            y += gap

    def _result(self, surface: pygame.Surface, pos: Position, top: int, room: pygame.Rect,
                stock: pygame.Rect, avoid: pygame.Rect) -> None:
        """How the round was scored, in a panel in ``room`` from ``top`` (higher if it needs
        to), its lines wrapped to it: at the right it covered the knocker's melds and their
        name, and the top card of the discard pile (800x520 German). It covers the stock and
        its count wholly or not at all, and stands above ``avoid`` (the player's name) where
        there is room."""
        if pos.result is None:
            return
        lines = result_lines(pos.result)
        if self.model.round.match_over:
            totals = self.model.final_totals()
            said = FINAL_TOTALS if self.model.final_has_bonuses() else FINAL_SCORE
            lines.append(said.format(you=totals[0], opp=totals[1]))
        big = font_px(self.app.size, 15)
        for px, spacing in ((big, 1.45), (big, 1.3), (big - 1, 1.3)):  # closer where it must
            inner = max(text_width(s, px, bold=i == 0) for i, s in enumerate(lines))
            width = min(room.width, inner + 24)
            wrapped = [(part, i == 0) for i, s in enumerate(lines)
                       for part in wrap(s, px, width - 24, bold=i == 0)]
            step = int(px * spacing)
            rect = pygame.Rect(room.x, top, width, step * len(wrapped) + 20)
            if rect.height <= room.height:
                break
        rect.y = max(room.y, min(top, room.bottom - rect.height))
        if rect.colliderect(stock):
            rect = rect.union(stock).clip(room)
            rect.width = room.width
        # higher, clear of the player's name under it where there is room ("You (Dealer)"
        # read "...ealer)" at 640x420)
        if rect.colliderect(avoid):
            rect.y = max(room.y, avoid.top - 2 - rect.height)
        draw_panel(surface, rect, (8, 40, 26, 255))  # the stock under it does not show
        ty = rect.y + 10
        for line, first in wrapped:
            draw_text(surface, line, (rect.x + 12, ty), px, GOLD if first else WHITE,
                      bold=first)
            ty += step


def result_lines(result: RoundResult) -> list[str]:
    """How the round was scored (the score board's words; the round's knock limit stands in
    the rule lines beside it: one line more ran the panel into the seat's name at 640x420)."""
    return round_lines(result, limit=False)
