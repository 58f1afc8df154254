"""The deal over the table: the cut for the deal (first round, when the rules cut), then the
cards fly one at a time, alternating, from the deck to both hands, and the upcard turns over.
A click or a key skips it; its speed follows the animation setting."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import Scene, register_scene
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.tween import Tween, ease_in_out_cubic
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text

CUT_TITLE = N_("Cut for the deal")
CUT_AGAIN = N_("Equal ranks: cut again")
YOU_DEAL = N_("The lower card deals: you deal.")
COMPUTER_DEALS = N_("The lower card deals: the computer deals.")
CLICK_TO_SKIP = N_("Click to skip")

INTERVAL = 0.075  # seconds between two cards (times the animation factor)
FLIGHT = 0.30
CUT_TIME = 1.4
FLIP_TIME = 0.45


class DealScene(Scene):
    transparent = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        m = table.ctrl.match
        self.cuts = list(m.cuts) if not m.results and m.round_number == 1 else []
        self.dealer = table.view.dealer
        self.t = 0.0
        anim = app.anim
        self.cut_time = CUT_TIME * len(self.cuts) * max(anim, 0.0)
        self.interval = INTERVAL * anim
        self.flight = FLIGHT * anim
        self.flip_time = FLIP_TIME * anim
        self.deal_end = self.cut_time + self.interval * 19 + self.flight
        self.total = self.deal_end + self.flip_time + 0.25 * anim
        self.ticked = 0  # dealt cards whose sound was played

    @property
    def busy(self) -> bool:
        return True

    def enter(self) -> None:
        self.table.dealing = True

    def exit(self) -> None:
        self.table.dealing = False

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Key) and intent.key == pygame.K_ESCAPE:
            self.finish()
            self.table.open_pause()
        elif isinstance(intent, I.Key) or (
            isinstance(intent, I.Pointer) and intent.kind in (I.CLICK, I.DOUBLE_CLICK)
        ):
            self.finish()

    def finish(self) -> None:
        self.close()

    def update(self, dt: float) -> None:
        self.t += dt
        t = self.t - self.cut_time
        dealt = (min(20, int(t / self.interval) + 1) if self.interval > 0 else 20) if t >= 0 else 0
        if dealt > self.ticked:  # one tick a frame at most: no burst when the deal is skipped
            self.ticked = dealt
            self.app.sounds.play("deal")
        if self.t >= self.total:
            self.finish()

    # --- geometry (pure) -------------------------------------------------------------------
    def _targets(self) -> list[tuple[Any, tuple[int, int], int]]:
        """(card or None for a back, top-left) of the 20 dealt cards in dealing order."""
        lay = self.table.layout
        mine = self.table.hand_positions()
        theirs = self.table.opponent_positions(10)
        first = 1 - self.dealer
        out = []
        k = [0, 0]
        for i in range(20):
            seat = first if i % 2 == 0 else self.dealer
            j = k[seat]
            k[seat] += 1
            if seat == 0:
                card = self.table.hand[j] if j < len(self.table.hand) else None
                pos = mine[j] if j < len(mine) else lay.stock_rect.topleft
            else:
                card, pos = None, theirs[j]
            out.append((card, pos, seat))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.layout
        size = lay.card
        imgs = self.app.cards
        s = lay.stock_rect
        px = font_px(lay.size, 18)
        if self.t < self.cut_time:
            self._draw_cut(surface, lay)
            return
        t = self.t - self.cut_time
        dealt = min(20, int(t / self.interval) + 1) if self.interval > 0 else 20
        remaining = 32 - dealt  # stock and upcard still on the deck
        for layer in range(min(3, remaining)):
            draw_card(surface, imgs, None, (s.x - layer * 2, s.y - layer * 2), size)
        for i, (card, pos, seat) in enumerate(self._targets()[:dealt]):
            start = i * self.interval
            tw = Tween(s.topleft, pos, self.flight or 1e-6)
            tw.update(t - start)
            csize = size if seat == 0 else lay.opp_card
            if tw.done:
                draw_card(surface, imgs, card, pos, csize)
            else:
                draw_card(surface, imgs, None, tw.value, csize, lifted=True)
        # the upcard
        upcard = self.table.view.discard_top
        if self.t >= self.deal_end and upcard is not None:
            ft = Tween(s.topleft, lay.discard_rect.topleft, self.flip_time or 1e-6,
                       ease=ease_in_out_cubic)
            ft.update(self.t - self.deal_end)
            flip = -1 + 2 * ft.progress
            draw_card(surface, imgs, upcard, ft.value, size, lifted=not ft.done, flip=flip)
        draw_text(surface, CLICK_TO_SKIP, (lay.w // 2, lay.h - lay.margin), font_px(lay.size, 13),
                  WHITE, anchor="midbottom")
        who = T.YOU if self.dealer == 0 else T.OPPONENT
        draw_text(surface, T.DEALER_IS.format(dealer=who), lay.knock_rect.center,
                  px, GOLD, bold=True, anchor="center")  # where nothing flies

    def _draw_cut(self, surface: pygame.Surface, lay: Any) -> None:
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


def _smoke(app: Any) -> Scene:
    from ginrummy_desktop.ui.scenes.table import start_match

    table = start_match(app, seed=7)
    return app.stack.top if app.stack.top is not table else table


register_scene("deal", _smoke)
