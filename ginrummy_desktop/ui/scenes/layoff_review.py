"""The lay-off review over the table: both hands laid out in melds, the knocker's melds and
the defender's lay-offs animated onto them one after another, Gin and Big Gin marked, both
deadwood counts. "Done" (Fertig) goes on to the scoring board.

Two modes: with a ``result`` (a finished round) it replays the lay-offs from the
``RoundResult``; without one the human is the defender in ``Phase.LAYOFF`` and may drag their
own cards onto the knocker's melds (``Action.lay_off``) before "Done" (``finish_layoff``),
which lets the engine lay off the rest at best and score.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action, Card, RoundResult, best_arrangement
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.controller import HUMAN, MatchController
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.tween import Tween, ease_out_cubic
from ginrummy_desktop.ui.widgets import (
    GOLD,
    HIGHLIGHT,
    MELD_COLORS,
    WHITE,
    Button,
    dim,
    draw_panel,
    draw_text,
)

YOU_KNOCK = N_("You knock")
COMPUTER_KNOCKS = N_("The computer knocks")
GIN_MARK = N_("Gin!")
BIG_GIN_MARK = N_("Big Gin!")
LAY_OFF_HINT = N_("Drag your loose cards onto the computer's melds, or press Done to lay off "
                  "at best.")
LAID_OFF = N_("Laid off")
DEADWOOD_BEFORE = N_("Deadwood: {n} (before laying off: {before})")

LAYOFF_START = 0.6
LAYOFF_STEP = 0.7
LAYOFF_FLIGHT = 0.45

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

Group = tuple[list[Card], int | None]  # cards, meld colour index (None: loose)
Pos = tuple[int, int]


def colour_base(seat: int) -> int:
    """First ``MELD_COLORS`` index of a seat's melds: the player 0-2, the computer 3-5."""
    return 0 if seat == HUMAN else 3


@scene("layoff_review")
class LayoffReviewScene(Scene):
    """Over the table. ``on_result`` is called when the player's "Done" scores the round,
    ``on_scored`` once the review is closed (the table opens the summary), ``on_pause`` for
    Escape."""

    transparent = True

    def __init__(self, app: App, *, ctrl: MatchController,
                 card_size: Callable[[], tuple[int, int]], result: RoundResult | None = None,
                 on_result: Callable[[], object] | None = None,
                 on_scored: Callable[[RoundResult], object] | None = None,
                 on_pause: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.ctrl = ctrl
        self._card_size = card_size
        self.on_result = on_result
        self.on_scored = on_scored
        self.on_pause = on_pause
        self.result = result
        self.t = 0.0
        self.manual: list[Card] = []  # cards the human laid off by hand (interactive mode)
        self.drag: tuple[Card, tuple[int, int], tuple[int, int]] | None = None  # card, off, pos
        self.message: str | None = None
        self.focus: int | None = None  # keyboard: index into the player's cards
        self.done_button = Button(T.DONE, self.done, key=pygame.K_RETURN, primary=True)

    @property
    def interactive(self) -> bool:
        return self.result is None

    @property
    def busy(self) -> bool:
        return True

    # --- what is shown ---------------------------------------------------------------------
    def knocker(self) -> int:
        if self.result is not None and self.result.knocker is not None:
            return self.result.knocker
        return 1 - HUMAN

    def knocker_groups(self) -> list[Group]:
        """The knocker's melds (with everything laid off onto them) and loose cards."""
        if self.result is None:
            v = self.ctrl.view(HUMAN)
            base = colour_base(self.knocker())
            groups: list[Group] = [(list(m), base + i) for i, m in enumerate(v.knocker_melds)]
            if v.knocker_loose:
                groups.append((list(v.knocker_loose), None))
            return groups
        r = self.result
        base = colour_base(self.knocker())
        groups = []
        for i, meld in enumerate(r.knocker_melds):
            extra = [c for c, j in r.layoffs if j == i]
            cards = sorted(list(meld) + extra, key=lambda c: (c.rank, c.suit))
            groups.append((cards, base + i))
        if r.knocker_loose:
            groups.append((list(r.knocker_loose), None))
        return groups

    def defender_groups(self, gone: Collection[Card] = ()) -> list[Group]:
        """The defender's melds and loose cards, without the cards in ``gone`` (laid off
        already): the row closes up, no holes."""
        base = colour_base(1 - self.knocker())
        if self.result is None:
            hand = list(self.ctrl.view(HUMAN).hand)
            arr = best_arrangement(hand)
            groups: list[Group] = [(list(m), base + i) for i, m in enumerate(arr.melds)]
            if arr.deadwood:
                groups.append((list(arr.deadwood), None))
            return groups
        r = self.result
        groups = [(list(m), base + i) for i, m in enumerate(r.defender_melds)]
        loose = [c for c in list(r.defender_loose) + [c for c, _ in r.layoffs] if c not in gone]
        if loose:
            groups.append((loose, None))
        return groups

    def _defender_places(self, gone: Collection[Card]) -> tuple[list[Group], list[list[Pos]]]:
        groups = self.defender_groups(gone)
        return groups, self.group_positions(groups, self.seat_top(1 - self.knocker()))

    def departed(self, t: float) -> set[Card]:
        """The laid-off cards that have left the defender's row at time ``t``."""
        return {c for c, t0 in self.layoff_times().items() if t >= t0}

    def defender_row(self) -> tuple[list[Group], list[list[Pos]]]:
        """The defender's groups still in the row and their positions now: after a card
        leaves, the rest slide together over the card's flight time."""
        times = self.layoff_times()
        gone = self.departed(self.t)
        groups, pos = self._defender_places(gone)
        slide = LAYOFF_FLIGHT * self.app.anim
        recent = [t0 for t0 in times.values() if t0 <= self.t < t0 + slide]
        if not recent:
            return groups, pos
        t0 = max(recent)
        before = self._place_of({c for c in gone if times[c] < t0})
        f = ease_out_cubic(min(1.0, (self.t - t0) / slide))
        moved = []
        for (cards, _), ps in zip(groups, pos, strict=True):
            row = []
            for c, p in zip(cards, ps, strict=True):
                q = before.get(c, p)
                row.append((round(q[0] + (p[0] - q[0]) * f), round(q[1] + (p[1] - q[1]) * f)))
            moved.append(row)
        return groups, moved

    def _place_of(self, gone: Collection[Card]) -> dict[Card, Pos]:
        groups, pos = self._defender_places(gone)
        return {c: p for (cards, _), ps in zip(groups, pos, strict=True)
                for c, p in zip(cards, ps, strict=True)}

    def layoff_start(self, card: Card) -> Pos:
        """Where a laid-off card starts its flight: its place in the row as it was then."""
        times = self.layoff_times()
        t0 = times[card]
        return self._place_of({c for c, t in times.items() if t < t0})[card]

    def layoff_times(self) -> dict[Card, float]:
        """When each laid-off card starts flying (result mode)."""
        if self.result is None:
            return {}
        anim = self.app.anim
        return {c: (LAYOFF_START + k * LAYOFF_STEP) * anim
                for k, (c, _) in enumerate(self.result.layoffs)}

    @property
    def anim_end(self) -> float:
        if self.result is None or not self.result.layoffs:
            return 0.0
        return max(self.layoff_times().values()) + LAYOFF_FLIGHT * self.app.anim

    # --- geometry --------------------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        m = max(8, w // 60)
        return pygame.Rect(m, m, w - 2 * m, h - 2 * m)

    def card_size(self) -> tuple[int, int]:
        return self._card_size()

    def group_positions(self, groups: list[Group], top: int) -> list[list[tuple[int, int]]]:
        r = self.panel()
        cw = self.card_size()[0]
        n = sum(len(g) for g, _ in groups)
        gap = cw // 2
        step = int(min(cw * 0.45, (r.width - 40 - gap * len(groups) - cw) / max(n, 1)))
        width = sum(cw + step * (len(g) - 1) for g, _ in groups) + gap * (len(groups) - 1)
        x = r.centerx - width // 2
        out = []
        for cards, _ in groups:
            out.append([(x + k * step, top) for k in range(len(cards))])
            x += cw + step * (len(cards) - 1) + gap
        return out

    def rows(self) -> tuple[int, int]:
        """Top of the opponent's row and of the player's row."""
        r = self.panel()
        ch = self.card_size()[1]
        return r.y + int(r.height * 0.14), r.y + int(r.height * 0.58) - ch // 4

    def seat_top(self, seat: int) -> int:
        top, bottom = self.rows()
        return bottom if seat == HUMAN else top

    def meld_rects(self) -> list[pygame.Rect]:
        """Drop rectangles of the knocker's melds (interactive mode)."""
        ch = self.card_size()
        groups = self.knocker_groups()
        pos = self.group_positions(groups, self.seat_top(self.knocker()))
        rects = []
        for (_cards, idx), ps in zip(groups, pos, strict=True):
            if idx is None:
                continue
            rect = pygame.Rect(ps[0], ch)
            rect.union_ip(pygame.Rect(ps[-1], ch))
            rects.append(rect.inflate(ch[0] // 2, 16))
        return rects

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> None:
        self._layout()
        if self.done_button.handle(intent):
            return
        if isinstance(intent, I.Key):
            if intent.key == pygame.K_ESCAPE:
                if self.on_pause is not None:
                    self.on_pause()
            elif intent.key in (pygame.K_KP_ENTER, pygame.K_SPACE):
                self.done()
            elif self.interactive:
                self._key(intent.key)
            return
        if not isinstance(intent, I.Pointer):
            return
        if not self.interactive:
            if intent.kind == I.CLICK and self.t < self.anim_end:
                self.t = self.anim_end  # a click skips the animation
            return
        if intent.kind == I.DRAG_START:
            hit = self._card_at(intent.start)
            if hit is not None:
                card, p = hit
                self.drag = (card, (intent.start[0] - p[0], intent.start[1] - p[1]), intent.pos)
        elif intent.kind == I.DRAG and self.drag is not None:
            self.drag = (self.drag[0], self.drag[1], intent.pos)
        elif intent.kind == I.DROP and self.drag is not None:
            card = self.drag[0]
            self.drag = None
            for i, rect in enumerate(self.meld_rects()):
                if rect.collidepoint(intent.pos):
                    self.lay_off(card, i)
                    return

    def my_cards(self) -> list[Card]:
        return [c for cards, _ in self.defender_groups() for c in cards]

    def _key(self, key: int) -> None:
        """Left/Right choose one of the player's cards, 1-9 lay it onto that meld."""
        cards = self.my_cards()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and cards:
            step = -1 if key == pygame.K_LEFT else 1
            self.focus = 0 if self.focus is None else (self.focus + step) % len(cards)
        elif pygame.K_1 <= key <= pygame.K_9 and self.focus is not None and cards:
            card = cards[min(self.focus, len(cards) - 1)]
            self.lay_off(card, key - pygame.K_1)
            self.focus = min(self.focus, max(len(self.my_cards()) - 1, 0))

    def _card_at(self, pos: tuple[int, int]) -> tuple[Card, tuple[int, int]] | None:
        size = self.card_size()
        groups = self.defender_groups()
        for (cards, _), ps in reversed(list(zip(groups, self.group_positions(
                groups, self.seat_top(HUMAN)), strict=True))):
            for card, p in reversed(list(zip(cards, ps, strict=True))):
                if pygame.Rect(p, size).collidepoint(pos):
                    return card, p
        return None

    def lay_off(self, card: Card, meld: int) -> None:
        outcome = self.ctrl.play(Action.lay_off(card, meld))
        if outcome.error is not None:
            self.message = describe_error(outcome.error, human_seat=HUMAN)
        else:
            self.message = None
            self.manual.append(card)

    def lit_melds(self) -> set[int]:
        if self.drag is None:
            return set()
        legal = self.ctrl.view(HUMAN).legal_actions()
        return {a.meld for a in legal if a.card == self.drag[0] and a.meld is not None}

    def done(self) -> None:
        if self.interactive:
            outcome = self.ctrl.play(Action.finish_layoff())
            if outcome.error is not None:
                self.message = describe_error(outcome.error, human_seat=HUMAN)
                return
            if outcome.result is not None:
                self.result = outcome.result
                if self.on_result is not None:
                    self.on_result()
                # the cards laid by hand are already on the melds: animate only the rest
                self.t = 0.0
                self._skip_manual()
            return
        if self.t < self.anim_end:
            self.t = self.anim_end
            return
        self.close()
        if self.on_scored is not None and self.result is not None:
            self.on_scored(self.result)

    def _skip_manual(self) -> None:
        if self.result is None or not self.manual:
            return
        k = len(self.manual)
        self.t = (LAYOFF_START + (k - 1) * LAYOFF_STEP + LAYOFF_FLIGHT) * self.app.anim

    def update(self, dt: float) -> None:
        self.t += dt
        self._layout()

    def _layout(self) -> None:
        r = self.panel()
        bh = font_px(self.app.size, 44)
        bw = font_px(self.app.size, 180)
        self.done_button.rect = pygame.Rect(r.right - bw - 20, r.bottom - bh - 16, bw, bh)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        r = self.panel()
        draw_panel(surface, r, (8, 40, 26, 250))
        size = self.card_size()
        px = font_px(self.app.size, 18)
        knocker = self.knocker()
        times = self.layoff_times()
        dgroups, dpos = self.defender_row()
        kgroups = self.knocker_groups()
        kpos = self.group_positions(kgroups, self.seat_top(knocker))
        lit = self.lit_melds()
        flying: list[tuple[Card, tuple[float, float]]] = []
        # knocker
        meld_no = 0
        for (cards, idx), ps in zip(kgroups, kpos, strict=True):
            for c, p in zip(cards, ps, strict=True):
                t0 = times.get(c)
                if t0 is not None and self.t < t0 + LAYOFF_FLIGHT * self.app.anim:
                    if self.t >= t0:
                        tw = Tween(self.layoff_start(c), p, LAYOFF_FLIGHT * self.app.anim or 1e-6)
                        tw.update(self.t - t0)
                        flying.append((c, tw.value))
                    continue
                laid = c in times or c in self.manual or self._laid_now(c)
                draw_card(surface, self.app.cards, c, p, size, outline=GOLD if laid else None)
            self._group_bar(surface, idx, ps, size)
            if idx is not None and self.interactive:
                draw_text(surface, str(meld_no + 1), (ps[0][0] - 4, ps[0][1] + size[1] // 2),
                          font_px(self.app.size, 16), GOLD, bold=True, anchor="midright")
            if idx is not None:
                if meld_no in lit:
                    rect = self.meld_rects()[meld_no]
                    pygame.draw.rect(surface, HIGHLIGHT, rect, 4, border_radius=10)
                meld_no += 1
        # defender
        for (cards, idx), ps in zip(dgroups, dpos, strict=True):
            for c, p in zip(cards, ps, strict=True):
                t0 = times.get(c)
                if t0 is not None and self.t >= t0:
                    continue
                if self.drag is not None and self.drag[0] == c:
                    continue
                focused = (self.interactive and self.focus is not None
                           and self._focused_card() == c)
                draw_card(surface, self.app.cards, c, p, size,
                          outline=HIGHLIGHT if focused else None)
            self._group_bar(surface, idx, ps, size)
        for c, p in flying:
            draw_card(surface, self.app.cards, c, p, size, lifted=True)
        if self.drag is not None:
            c, off, pos = self.drag
            draw_card(surface, self.app.cards, c, (pos[0] - off[0], pos[1] - off[1]), size,
                      lifted=True)
        self._labels(surface, r, px, knocker)
        self.done_button.draw(surface)

    def _focused_card(self) -> Card | None:
        cards = self.my_cards()
        if self.focus is None or not cards:
            return None
        return cards[min(self.focus, len(cards) - 1)]

    def _laid_now(self, c: Card) -> bool:
        return self.interactive and c in self.manual

    def _group_bar(self, surface: pygame.Surface, idx: int | None, ps: list[tuple[int, int]],
                   size: tuple[int, int]) -> None:
        if idx is None or not ps:
            return
        col = MELD_COLORS[idx % len(MELD_COLORS)]
        h = max(4, size[1] // 22)
        x0, y = ps[0][0], ps[0][1] + size[1] + 4
        pygame.draw.rect(surface, col, (x0, y, ps[-1][0] + size[0] - x0, h), border_radius=h // 2)

    def _labels(self, surface: pygame.Surface, r: pygame.Rect, px: int, knocker: int) -> None:
        ch = self.card_size()[1]
        for seat in (1, 0):
            top = self.seat_top(seat)
            name = T.YOU if seat == HUMAN else T.OPPONENT
            draw_text(surface, name, (r.x + 20, top - px * 2 - 4), px, GOLD, bold=True)
            dead = self._deadwood(seat)
            if dead is not None:
                draw_text(surface, dead, (r.centerx, top + ch + 16), px, WHITE, anchor="midtop")
        # headline
        head = self.headline()
        big = font_px(self.app.size, 30)
        draw_text(surface, head, (r.centerx, r.y + 10), big, GOLD, bold=True, anchor="midtop")
        if self.interactive:
            draw_text(surface, LAY_OFF_HINT, (r.x + 20, r.bottom - px - 24),
                      font_px(self.app.size, 15), WHITE)
        if self.message:
            draw_text(surface, self.message, (r.centerx, r.bottom - px * 3 - 30), px,
                      (255, 150, 130), bold=True, anchor="midbottom")

    def headline(self) -> str:
        """Who knocked, or "Gin!"/"Big Gin!" and who made it."""
        res = self.result
        knocker = self.knocker()
        who = T.YOU if knocker == HUMAN else T.OPPONENT
        if res is not None and res.outcome == "gin":
            return f"{GIN_MARK} \u2013 {who}"
        if res is not None and res.outcome == "big_gin":
            return f"{BIG_GIN_MARK} \u2013 {who}"
        return str(YOU_KNOCK if knocker == HUMAN else COMPUTER_KNOCKS)

    def _deadwood(self, seat: int) -> str | None:
        res = self.result
        if res is None:
            if seat == HUMAN:
                hand = self.ctrl.view(HUMAN).hand
                return T.DEADWOOD_POINTS.format(n=best_arrangement(hand).deadwood_value)
            v = self.ctrl.view(HUMAN)
            return T.DEADWOOD_POINTS.format(n=sum(c.value for c in v.knocker_loose))
        if seat == res.knocker:
            return T.DEADWOOD_POINTS.format(n=res.knocker_deadwood)
        if res.outcome == "knock" and self.t >= self.anim_end:
            if res.defender_deadwood != res.defender_deadwood_before:
                return DEADWOOD_BEFORE.format(n=res.defender_deadwood,
                                              before=res.defender_deadwood_before)
            return T.DEADWOOD_POINTS.format(n=res.defender_deadwood)
        return T.DEADWOOD_POINTS.format(n=res.defender_deadwood_before)
