"""Drawing the lay-off review: :class:`ReviewPainter` reads the review scene (its groups,
times, drag and animator) and paints; it changes nothing. The scene owns one (composition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Card
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import ENTER_NAME
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.widgets import (
    GOLD,
    HIGHLIGHT,
    MARK_BLUE,
    MELD_COLORS,
    TEXT_DARK,
    WHITE,
    dim,
    draw_panel,
    draw_text,
    font,
    wrap,
    wrap_even,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.layoff_review import Group, LayoffReviewScene

YOU_KNOCK = N_("You knock")
COMPUTER_KNOCKS = N_("The computer knocks")
GIN_MARK = N_("Gin!")
BIG_GIN_MARK = N_("Big Gin!")
DEADWOOD_BEFORE = N_("Deadwood: {n} (before laying off: {before})")
SKIP_TO_SCORES = N_("Click or press a key to see the scores now.")
SEE_SCORES = N_("Click or press {key} to see the scores.")
"""With animations off the scores wait for the player, and the line said nothing of it (the
table stood at "Gin!" for 15 s; English 1600x900)."""
LAYOFF_FLIGHT = 0.45  # seconds a laid-off card flies (times the animation factor)
LAID_OFF = MARK_BLUE
"""The outline of a card laid off: light blue, not the gold it had, which read as the
keyboard's yellow ring once "Done" had the ring (two rings; German 1024x600)."""
RING_OUT = 4  # px between the ringed card and its ring (a laid-off card's outline: 2)
LAY_OFF_HINT = N_("Drag your loose cards onto the computer's melds (or click a card, then the "
                  "meld; or choose one with the arrow keys and press the meld's number), or "
                  "press Done: the rest is laid off at best and the scores follow.")
"""What the player may do, the keys too: a keyboard player found the arrows and numbers in
the help only (800x520 German)."""


def line_step(px: int) -> int:
    """The step between two lines of the instructions under the hands: the font's height
    (``px + 3`` let two lines touch at 2560x1440 once they wrapped there)."""
    return font(px).get_height() + 1


def ring_lift(size: tuple[int, int]) -> int:
    """How far the ringed card is raised above its row."""
    return max(4, size[1] // 10)


class ReviewPainter:
    def __init__(self, review: LayoffReviewScene) -> None:
        self.review = review

    def draw(self, surface: pygame.Surface) -> None:
        r = self.review
        dim(surface, 150)
        panel = r.panel()
        draw_panel(surface, panel, (8, 40, 26, 255))
        size = r.card_size()
        px = font_px(r.app.size, 18)
        knocker = r.knocker()
        times = r.layoff_times()
        dgroups, dpos = r.defender_row()
        kgroups = r.knocker_groups()
        kpos = r.group_positions(kgroups, r.seat_top(knocker))
        lit = r.lit_melds()
        hidden = r.animator.hidden()
        settled = r.show.intro_over  # the hands lie in their melds: bars and numbers show
        self._names(surface, panel, px)
        # knocker
        meld_no = 0
        for (cards, idx), ps in zip(kgroups, kpos, strict=True):
            for c, p in zip(cards, ps, strict=True):
                t0 = times.get(c)
                if t0 is not None and r.t < t0 + LAYOFF_FLIGHT * r.app.anim:
                    continue  # not there yet: on its way (the animator) or still in the row
                if ("review", c) in hidden:
                    continue  # still on its way from the table (the intro)
                laid = c in times or c in r.manual or self._laid_now(c)
                draw_card(surface, r.app.cards, c, p, size, outline=LAID_OFF if laid else None)
            if not settled:
                continue
            self._group_bar(surface, idx, ps, size)
            if idx is not None and r.interactive:
                draw_text(surface, str(meld_no + 1), (ps[0][0] - 4, ps[0][1] + size[1] // 2),
                          font_px(r.app.size, 16), GOLD, bold=True, anchor="midright")
            if idx is not None:
                if meld_no in lit:
                    rect = r.meld_rects()[meld_no]
                    pygame.draw.rect(surface, HIGHLIGHT, rect, 4, border_radius=10)
                meld_no += 1
        # defender
        for (cards, idx), ps in zip(dgroups, dpos, strict=True):
            for c, p in zip(cards, ps, strict=True):
                t0 = times.get(c)
                if t0 is not None and r.t >= t0:
                    continue
                if (r.drag is not None and r.drag.card == c) or ("hand", c) in hidden \
                        or ("review", c) in hidden:
                    continue
                if r.interactive and r.focus is not None and self._focused_card() == c:
                    self.ringed(surface, c, p, size)
                else:
                    draw_card(surface, r.app.cards, c, p, size)
            if settled:
                self._group_bar(surface, idx, ps, size)
        moving = self._motions(surface, size)
        if not settled and self.headline_box().collidelist(moving) < 0:
            # once the cards coming from the table are clear of it: the computer's hand
            # turned over on top of it, "D... Comput... klopft" peeking out (1920x1080)
            self._headline(surface, panel)
        if r.drag is not None:
            draw_card(surface, r.app.cards, r.drag.card, r.drag.top_left, size, lifted=True)
        if settled:
            rows = {knocker: (kgroups, kpos), 1 - knocker: (dgroups, dpos)}
            self._labels(surface, panel, px, knocker, rows)
        if not r.interactive and r.result is not None and r.on_scored and not r.waits:
            words = SKIP_TO_SCORES if r.scores_at is not None else SEE_SCORES.format(
                key=ENTER_NAME)  # the show runs on by itself, or (no animations) waits
            draw_text(surface, words, (panel.x + 20, r.done_button.rect.centery),
                      font_px(r.app.size, 15), WHITE, anchor="midleft")
        r.done_button.draw(surface)

    def _motions(self, surface: pygame.Surface, size: tuple[int, int]) -> list[pygame.Rect]:
        """The cards on the move, each drawn once (its first motion: a card of the computer
        turns over where it lay on the table before it slides into its meld); where they
        were drawn."""
        r = self.review
        places = r.show.places
        small = places.theirs_size if places is not None else size
        drawn: set[Card | None] = set()
        rects: list[pygame.Rect] = []
        for m in r.animator:
            if m.card in drawn and m.card is not None:
                continue
            drawn.add(m.card)
            if m.tag == "reveal":  # face down until it turns
                flip = -1 + 2 * m.tween.progress if m.started else -1.0
                rects.append(draw_card(surface, r.app.cards, m.card, m.tween.start, small,
                                       flip=flip))
            elif m.tag == "gather":  # waits face up on the table, then slides
                waiting = small if m.extra.get("small") and not m.started else size
                rects.append(draw_card(surface, r.app.cards, m.card, m.pos, waiting,
                                       lifted=m.started and not m.done))
            elif m.started:
                rects.append(draw_card(surface, r.app.cards, m.card, m.pos, size,
                                       lifted=True))
        return rects

    def ringed(self, surface: pygame.Surface, card: Card, pos: tuple[int, int],
               size: tuple[int, int]) -> pygame.Rect:
        """The card with the keyboard's ring: raised, in the ring the buttons' focus has
        (yellow, with a dark edge outside it). It had the same yellow outline as a card laid
        off, and a keyboard player could not tell which card the number would lay off."""
        x, y = pos[0], pos[1] - ring_lift(size)
        rect = draw_card(surface, self.review.app.cards, card, (x, y), size, lifted=True)
        ring = rect.inflate(RING_OUT * 2, RING_OUT * 2)
        radius = size[0] // 10 + RING_OUT
        pygame.draw.rect(surface, HIGHLIGHT, ring, 3, border_radius=radius)
        pygame.draw.rect(surface, TEXT_DARK, ring.inflate(4, 4), 1, border_radius=radius + 2)
        return rect

    def _laid_now(self, c: Card) -> bool:
        return self.review.interactive and c in self.review.manual

    def _group_bar(self, surface: pygame.Surface, idx: int | None, ps: list[tuple[int, int]],
                   size: tuple[int, int]) -> None:
        if idx is None or not ps:
            return
        col = MELD_COLORS[idx % len(MELD_COLORS)]
        h = max(4, size[1] // 22)
        x0, y = ps[0][0], ps[0][1] + size[1] + 4
        pygame.draw.rect(surface, col, (x0, y, ps[-1][0] + size[0] - x0, h), border_radius=h // 2)

    def _labels(self, surface: pygame.Surface, r: pygame.Rect, px: int, knocker: int,
                rows: dict[int, tuple[list[Group], list[list[tuple[int, int]]]]]) -> None:
        review = self.review
        ch = review.card_size()[1]
        for seat in (1, 0):
            top = review.seat_top(seat)
            dead = self._deadwood(seat)
            if dead is not None:
                x = self.deadwood_x(*rows[seat], font(px).size(dead)[0])
                draw_text(surface, dead, (x, top + ch + 16), px, WHITE, anchor="midtop")
        self._headline(surface, r)
        if review.interactive:  # wrapped into the room left of the Done button
            hpx = font_px(review.app.size, 15)
            room = review.done_button.rect.x - r.x - 40
            lines = wrap(LAY_OFF_HINT, hpx, room)
            step = line_step(hpx)
            y = review.done_button.rect.centery - (len(lines) * step) // 2
            for line in lines:
                draw_text(surface, line, (r.x + 20, y), hpx, WHITE)
                y += step
        if review.note:  # wrapped: the lay-off hint can be long
            size, placed = self.note_lines(review.note, px)
            for line, rect in placed:
                draw_text(surface, line, rect.topleft, size, GOLD, bold=True)
        if review.message:
            draw_text(surface, review.message, (r.centerx, r.bottom - px * 3 - 30), px,
                      (255, 150, 130), bold=True, anchor="midbottom")

    def _names(self, surface: pygame.Surface, r: pygame.Rect, px: int) -> None:
        """Whose row is whose, from the first frame: under the cards coming from the table
        (drawn once the hands lay in their melds, the intro showed two rows of melds and no
        word whose they were: the tutorial at 800x520)."""
        for seat in (1, 0):
            name = T.YOU if seat == HUMAN else T.OPPONENT
            top = self.review.seat_top(seat)
            draw_text(surface, name, (r.x + 20, top - px * 2 - 4), px, GOLD, bold=True)

    def deadwood_x(self, groups: list[Group], places: list[list[tuple[int, int]]],
                   width: int) -> int:
        """Where a seat's deadwood line is centred: under its loose cards (``groups`` and
        their ``places`` as drawn this frame), kept inside the panel (centred in the panel,
        it stood under a meld's bar and read as that meld's count: 1920x1080, "Deadwood: 5"
        under the computer's 10-J-Q of clubs). Without loose cards (a Gin, or every loose
        card laid off) it stands right of the last meld, where loose cards would lie:
        centred, "Restpunkte: 0" stood under the middle of three melds (1920x1080 German,
        the ace of spades laid off); where there is no room for it there, in the middle."""
        r = self.review.panel()
        loose = [ps for (cards, idx), ps in zip(groups, places, strict=True)
                 if idx is None and ps]
        if not loose:
            right = max((p[0] for ps in places for p in ps), default=None)
            if right is not None:
                x = right + self.review.card_size()[0] + 24 + width // 2
                if x + width // 2 <= r.right - 20:
                    return x
            return r.centerx
        ps = loose[-1]
        x = (ps[0][0] + ps[-1][0] + self.review.card_size()[0]) // 2
        return max(r.x + 20 + width // 2, min(x, r.right - 20 - width // 2))

    def note_lines(self, text: str, px: int) -> tuple[int, list[tuple[str, pygame.Rect]]]:
        """(size, lines with their rectangles) of the note over the Done row: ending where
        the refusal's line does, and on two or more lines, evenly, lower and then smaller
        until they keep clear of the player's deadwood line above and of the Done row below
        (at 640x420 in German the lay-off hint's first line touched "Restpunkte: 12")."""
        review = self.review
        r = review.panel()
        hpx = font_px(review.app.size, 15)
        explained = len(wrap(LAY_OFF_HINT, hpx, review.done_button.rect.x - r.x - 40))
        done = review.done_button.rect
        floor = min(done.top, done.centery - explained * line_step(hpx) // 2) - 4
        ceiling = review.seat_top(HUMAN) + review.card_size()[1] + 16 + font(px).get_height() + 4
        size = px
        while True:
            lines = wrap_even(text, size, r.width - 60, bold=True)
            step = size + 4
            high = step * (len(lines) - 1) + font(size, True).get_height()
            if ceiling + high <= floor or size <= 9:
                break
            size -= 1
        bottom = min(max(r.bottom - px * 3 - 30, ceiling + high), floor)
        out = []
        for k, line in enumerate(lines):
            rect = pygame.Rect((0, 0), font(size, True).size(line))
            rect.midbottom = (r.centerx, bottom - (len(lines) - 1 - k) * step)
            out.append((line, rect))
        return size, out

    def _focused_card(self) -> Card | None:
        cards = self.review.my_cards()
        focus = self.review.focus
        return None if focus is None or not cards else cards[min(focus, len(cards) - 1)]

    def _headline(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        big = font_px(self.review.app.size, 30)
        draw_text(surface, self.headline(), (r.centerx, r.y + 10), big, GOLD, bold=True,
                  anchor="midtop")

    def headline_box(self) -> pygame.Rect:
        """Where the headline stands (with a little room round it)."""
        big = font_px(self.review.app.size, 30)
        box = pygame.Rect((0, 0), font(big, True).size(self.headline())).inflate(8, 4)
        box.midtop = (self.review.panel().centerx, self.review.panel().y + 8)
        return box

    def headline(self) -> str:
        """Who knocked, or "Gin!"/"Big Gin!" and who made it."""
        r = self.review
        res = r.result
        knocker = r.knocker()
        who = T.YOU if knocker == HUMAN else T.OPPONENT
        if res is not None and res.outcome == "gin":
            return f"{GIN_MARK} \u2013 {who}"
        if res is not None and res.outcome == "big_gin":
            return f"{BIG_GIN_MARK} \u2013 {who}"
        return str(YOU_KNOCK if knocker == HUMAN else COMPUTER_KNOCKS)

    def _deadwood(self, seat: int) -> str | None:
        """A seat's deadwood line: as the engine counts it now, or the round's result."""
        r = self.review
        res = r.result
        tally = r.tally()
        if tally is not None:  # as the engine counts them now, whoever knocked
            n = tally.knocker_deadwood if seat == tally.knocker else tally.defender_deadwood
            return None if n is None else T.DEADWOOD_POINTS.format(n=n)
        if res is None:
            return None
        if seat == res.knocker:
            return T.DEADWOOD_POINTS.format(n=res.knocker_deadwood)
        if res.outcome == "knock" and r.t >= r.anim_end:
            if res.defender_deadwood != res.defender_deadwood_before:
                return DEADWOOD_BEFORE.format(n=res.defender_deadwood,
                                              before=res.defender_deadwood_before)
            return T.DEADWOOD_POINTS.format(n=res.defender_deadwood)
        # the count goes down as each laid-off card lands (the cards the player laid off by
        # hand before Done have landed: the count went back up to "before" here)
        laid = sum(c.value for c in r.show.landed(r.t))
        return T.DEADWOOD_POINTS.format(n=max(res.defender_deadwood,
                                              res.defender_deadwood_before - laid))
