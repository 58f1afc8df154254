"""The deal over the table: the cut for the deal (first round, when the rules cut), then the
cards fly one at a time, alternating, from the deck to both hands, and the upcard turns over.
A click or a key skips it (F1 goes on to the table's help); its speed follows the animation setting.

Every card is a motion on the scene's :class:`~ginrummy_desktop.ui.animator.Animator`, queued
when the deal starts (each waits its turn) and advanced in ``update``; ``draw`` only reads
where they are. The table gives its geometry, the hand and the upcard, and is told through
``on_done`` when the deal is over (with the scene stack's time then).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Card
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.animator import Animator, Motion
from ginrummy_desktop.ui.layout import TableLayout, font_px
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.table.geometry import TableGeometry
from ginrummy_desktop.ui.tween import Tween, ease_in_out_cubic
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

CUT_TITLE = N_("Cut for the deal")
CUT_AGAIN = N_("Equal ranks: cut again")
YOU_DEAL = N_("The lower card deals: you deal.")
COMPUTER_DEALS = N_("The lower card deals: the computer deals.")
# any key skips too (played by keys: the line named only the mouse)
CLICK_TO_SKIP = N_("Click or press a key to skip")

INTERVAL = 0.075  # seconds between two cards (times the animation factor)
FLIGHT = 0.30
CUT_TIME = 2.2  # per cut: at 1.4 s a club player never read the two cards and who deals
# (German 1440x900); a click or a key skips it
FLIP_TIME = 0.45


@scene("deal")
class DealScene(Scene):
    transparent = True

    def __init__(self, app: App, *, geometry: Callable[[], TableGeometry], hand: list[Card],
                 dealer: int, upcard: Card | None, cuts: list[tuple[Card, Card]],
                 on_done: Callable[[float], object], on_pause: Callable[[], object]) -> None:
        super().__init__(app)
        self.geometry = geometry
        self.hand = hand
        self.dealer = dealer
        self.upcard = upcard
        self.cuts = cuts
        self.on_done = on_done
        self.on_pause = on_pause
        self.t = 0.0
        anim = app.anim
        self.cut_time = CUT_TIME * len(self.cuts) * max(anim, 0.0)
        self.interval = INTERVAL * anim
        self.flight = FLIGHT * anim
        self.flip_time = FLIP_TIME * anim
        self.deal_end = self.cut_time + self.interval * 19 + self.flight
        self.total = self.deal_end + self.flip_time + 0.25 * anim
        self.ticked = 0  # dealt cards whose sound was played
        self.animator = Animator()
        self.cards: list[Motion] = []  # the 20 dealt cards in dealing order, then the upcard
        self._built_for: tuple[int, int] | None = None

    @property
    def busy(self) -> bool:
        return True

    @property
    def cutting(self) -> bool:
        """The cut is shown: who deals is not known yet (the table's panel waits)."""
        return self.t < self.cut_time

    def exit(self) -> None:
        self.on_done(self.app.stack.now)

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Key) and intent.command is I.Command.CANCEL:
            self.close()
            self.on_pause()
        elif isinstance(intent, I.Key) and intent.command is I.Command.HELP:
            # F1 ends the deal and goes on to the table, which opens the help on its keys:
            # it only skipped the deal, and the player had to press F1 again (right after
            # Continue, 800x520 German, Hollywood)
            self.close()
            below = self.app.stack.top
            if below is not None and below is not self:
                below.handle(intent)
        elif isinstance(intent, I.Key) or (
            isinstance(intent, I.Pointer) and intent.kind in (I.CLICK, I.DOUBLE_CLICK)
        ):
            self.close()

    def arrange(self, size: tuple[int, int]) -> None:
        if size != self._built_for:  # the first frame or a resize: the cards' targets move
            self._built_for = size
            self._build()

    def _build(self) -> None:
        """Queue every card's flight from the deck, each delayed to its turn, at the time
        the deal has reached."""
        geo = self.geometry()
        lay = geo.layout
        start = lay.stock_rect.topleft
        mine, theirs = geo.hand_positions(), geo.opponent_positions(10)
        first = 1 - self.dealer
        self.animator.clear()
        self.cards = []
        k = [0, 0]
        for i in range(20):
            seat = first if i % 2 == 0 else self.dealer
            j = k[seat]
            k[seat] += 1
            if seat == 0:
                card = self.hand[j] if j < len(self.hand) else None
                pos = mine[j] if j < len(mine) else start
            else:
                card, pos = None, theirs[j]
            tween = Tween(start, pos, self.flight, delay=self.cut_time + i * self.interval)
            self.cards.append(Motion(card, tween, small=seat != 0, tag=f"seat{seat}"))
        if self.upcard is not None:
            tween = Tween(start, lay.discard_rect.topleft, self.flip_time,
                          ease=ease_in_out_cubic, delay=self.deal_end)
            self.cards.append(Motion(self.upcard, tween, flip=True, tag="upcard"))
        for m in self.cards:
            m.tween.update(self.t)
            if not m.done:
                self.animator.add(m)

    def update(self, dt: float) -> None:
        self.t += dt
        self.animator.update(dt)
        started = sum(1 for m in self.cards[:20] if m.started)
        if started > self.ticked:  # one tick a frame at most: no burst when skipped
            self.ticked = started
            self.app.sounds.play("deal")
        if self.t >= self.total:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.geometry().layout
        if self.t < self.cut_time:
            self._draw_cut(surface, lay)
            return
        size = lay.card
        imgs = self.app.cards
        s = lay.stock_rect
        dealt = sum(1 for m in self.cards[:20] if m.started)
        for layer in range(min(3, 32 - dealt)):  # the stock and upcard still on the deck
            draw_card(surface, imgs, None, (s.x - layer * 2, s.y - layer * 2), size)
        for m in self.cards:
            if not m.started:
                continue
            csize = lay.opp_card if m.small else size
            if m.flip:
                draw_card(surface, imgs, m.card, m.pos, size, lifted=not m.done,
                          flip=-1 + 2 * m.tween.progress)
            elif m.done:
                draw_card(surface, imgs, m.card, m.tween.end, csize)
            else:
                draw_card(surface, imgs, None, m.pos, csize, lifted=True)
        _draw_skip(surface, lay)  # the dealer: in the table's info panel, where it stays

    def _draw_cut(self, surface: pygame.Surface, lay: TableLayout) -> None:
        size = lay.card
        i = min(int(self.t / (CUT_TIME * self.app.anim)), len(self.cuts) - 1)
        a, b = self.cuts[i]
        px = font_px(lay.size, 20)
        cx, y = lay.w // 2, lay.middle_top
        draw_text(surface, CUT_TITLE, (cx, y - px * 2 - 10), px + 4, GOLD, bold=True,
                  anchor="midbottom")
        left = (cx - size[0] - size[0] // 2, y)
        right = (cx + size[0] // 2, y)
        draw_card(surface, self.app.cards, a, left, size)
        draw_card(surface, self.app.cards, b, right, size)
        draw_text(surface, T.YOU, (left[0] + size[0] // 2, y - 6), px, WHITE, anchor="midbottom")
        draw_text(surface, T.OPPONENT, (right[0] + size[0] // 2, y - 6), px, WHITE,
                  anchor="midbottom")
        if i < len(self.cuts) - 1:
            text = CUT_AGAIN
        else:
            text = YOU_DEAL if self.dealer == 0 else COMPUTER_DEALS
        draw_text(surface, text, (cx, y + size[1] + 14), px, WHITE, bold=True, anchor="midtop")
        _draw_skip(surface, lay)  # the cut is skipped by a click or a key as well


def _draw_skip(surface: pygame.Surface, lay: TableLayout) -> None:
    """The line at the bottom that says how to skip (the same in the cut and the deal)."""
    draw_text(surface, CLICK_TO_SKIP, (lay.w // 2, lay.h - lay.margin), font_px(lay.size, 13),
              WHITE, anchor="midbottom")
