"""The lay-off review over the table: both hands laid out in melds, the knocker's melds and
the defender's lay-offs animated onto them one after another, Gin and Big Gin marked, both
deadwood counts. "Done" (Fertig) goes on to the scoring board.

With a ``result`` (a finished round) it replays the lay-offs from the ``RoundResult``; without
one the human defends in ``Phase.LAYOFF``, drags or clicks (``ui.layoff_clicks``) their cards
onto the knocker's melds (a drop beside them says why: ``ui.layoff_drop``), and "Done" lets
the engine lay off the rest at best and score; the cards laid off for them fly, then it closes."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action, Card, LayoffTally, RoundResult
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_text
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.animator import Animator
from ginrummy_desktop.ui.controller import HUMAN, MatchController
from ginrummy_desktop.ui.drag import Drag, snap_back
from ginrummy_desktop.ui.layoff_clicks import review_click
from ginrummy_desktop.ui.layoff_cost import ask_costly
from ginrummy_desktop.ui.layoff_drop import card_under, grabbed_laid_off, missed_drop
from ginrummy_desktop.ui.layoff_hint import next_layable
from ginrummy_desktop.ui.layoff_keys import review_key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.review_paint import LAYOFF_FLIGHT, ReviewPainter
from ginrummy_desktop.ui.review_show import (
    LAYOFF_START,
    LAYOFF_STEP,
    REST,
    RoundEndShow,
    TablePlaces,
)
from ginrummy_desktop.ui.scene import Scene, scene
from ginrummy_desktop.ui.table.meld_colours import follow
from ginrummy_desktop.ui.widgets import Button, font

LAID_OFF_FOR_YOU = N_("Laid off for you: {cards}. The scores follow.")
FOR_YOU_HOLD = 0.5  # seconds the last card laid off for the player rests before the scores

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

Group = tuple[list[Card], int | None]  # cards, meld colour index (None: loose)
MOST_SPREAD = 0.75  # the farthest apart the cards of a group lie, in card widths
Pos = tuple[int, int]


def colour_base(seat: int) -> int:
    """First ``MELD_COLORS`` index of a seat's melds: the player 0-2, the computer 3-5."""
    return 0 if seat == HUMAN else 3


@scene("layoff_review")
class LayoffReviewScene(Scene):
    """Over the table. ``on_result`` is called when the player's "Done" scores the round,
    ``on_scored`` once the review is closed (the summary opens), ``on_pause`` for Escape."""

    transparent = True

    def __init__(self, app: App, *, ctrl: MatchController,
                 card_size: Callable[[], tuple[int, int]], result: RoundResult | None = None,
                 on_result: Callable[[], object] | None = None,
                 on_scored: Callable[[RoundResult], object] | None = None,
                 on_pause: Callable[[], object] | None = None,
                 places: TablePlaces | None = None, waits: bool = False) -> None:
        super().__init__(app)
        self.waits = waits  # the scores open at Done only (the tutorial's hint asks for it)
        self.ctrl = ctrl
        self._card_size = card_size
        self.on_result = on_result
        self.on_scored = on_scored
        self.on_pause = on_pause
        self.result = result
        self.t = 0.0
        tally = self.tally()  # the cards laid off by hand (also before a quit, then resumed)
        self.manual: list[Card] = [c for c, _ in tally.laid_off] if tally else []
        self.drag: Drag[str] | None = None  # one of the player's cards (interactive mode)
        self.animator = Animator()  # the computer's lay-offs flying, refused drops going back
        self.launched: set[Card] = set()  # laid-off cards whose flight has begun
        self.painter = ReviewPainter(self)
        self.show = RoundEndShow(self, places)  # the round's end, shown (ui/review_show.py)
        self.message: str | None = None
        self.scores_at: float | None = None  # the review closes and the scores open then
        self.note: str | None = None  # what happens next (not an error)
        self.focus: int | None = None  # keyboard: index into the player's cards
        self.clicked: Card | None = None  # the card a click chose (``layoff_clicks``)
        self.done_button = Button(T.DONE, self.done, key=I.Command.CONFIRM, primary=True)

    @property
    def interactive(self) -> bool:
        return self.result is None

    @property
    def busy(self) -> bool:
        """Something moves or the scores are due to open; otherwise the loop idles."""
        moving = self.drag is not None or self.animator.busy or not self.show.intro_over
        showing = self.result is not None and self.t < self.anim_end
        return moving or showing or self.scores_at is not None

    # --- what is shown ---------------------------------------------------------------------
    def tally(self) -> LayoffTally | None:
        """Both sides as the engine counts them now (interactive mode), else None."""
        return self.ctrl.view(HUMAN).layoff if self.result is None else None

    def knocker(self) -> int:
        if self.result is not None and self.result.knocker is not None:
            return self.result.knocker
        tally = self.tally()
        return tally.knocker if tally is not None else 1 - HUMAN

    def knocker_groups(self) -> list[Group]:
        """The knocker's melds (with everything laid off onto them) and loose cards."""
        tally = self.tally()
        if tally is not None:
            cols = self.meld_colours(tally.knocker, tally.knocker_melds)
            melds = tally.knocker_melds
            groups: list[Group] = [(list(m), k) for m, k in zip(melds, cols, strict=True)]
            if tally.knocker_loose:
                groups.append((list(tally.knocker_loose), None))
            return groups
        r = self.result
        assert r is not None
        cols = self.meld_colours(self.knocker(), r.knocker_melds)
        groups = []
        for i, meld in enumerate(r.knocker_melds):
            extra = [c for c, j in r.layoffs if j == i]
            cards = sorted(list(meld) + extra, key=lambda c: (c.rank, c.suit))
            groups.append((cards, cols[i]))
        if r.knocker_loose:
            groups.append((list(r.knocker_loose), None))
        return groups

    def meld_colours(self, seat: int, melds: Sequence[Iterable[Card]]) -> list[int]:
        """A seat's meld colours (``MELD_COLORS`` indices): the player's melds keep the
        colours they had on the table; the computer's take 3-5."""
        places = self.show.places
        if seat == HUMAN and places is not None and places.colours:
            return follow(places.colours, melds)
        return [colour_base(seat) + i for i in range(len(melds))]

    def defender_groups(self, gone: Collection[Card] = ()) -> list[Group]:
        """The defender's melds and loose cards (in rank order, as in the interactive review:
        no jump at "Done"), without the cards in ``gone`` (laid off already): no holes."""
        seat = 1 - self.knocker()
        tally = self.tally()
        if tally is not None:
            melds, loose_now = tally.defender_melds or (), tally.defender_loose or ()
            groups: list[Group] = [(list(m), k) for m, k in zip(
                melds, self.meld_colours(seat, melds), strict=True)]
            if loose_now:
                groups.append((list(loose_now), None))
            return groups
        r = self.result
        assert r is not None
        groups = [(list(m), k) for m, k in zip(
            r.defender_melds, self.meld_colours(seat, r.defender_melds), strict=True)]
        loose = sorted({*r.defender_loose, *(c for c, _ in r.layoffs)} - set(gone),
                       key=lambda c: (c.rank, c.suit))
        if loose:
            groups.append((loose, None))
        return groups

    # --- the show of the round's end (ui/review_show.py) ---------------------------------
    def defender_row(self) -> tuple[list[Group], list[list[Pos]]]:
        return self.show.defender_row()

    def layoff_times(self) -> dict[Card, float]:
        return self.show.layoff_times()

    @property
    def anim_end(self) -> float:
        return self.show.anim_end

    # --- geometry --------------------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        m = max(8, w // 60)
        return pygame.Rect(m, m, w - 2 * m, h - 2 * m)

    def card_size(self) -> tuple[int, int]:
        return self._card_size()

    def group_positions(self, groups: list[Group], top: int) -> list[list[tuple[int, int]]]:
        """A row's groups side by side, centred, their cards overlapping only as needed."""
        r, cw = self.panel(), self.card_size()[0]
        n, gap = sum(len(g) for g, _ in groups), cw // 2
        room = r.width - 40 - cw * len(groups) - gap * (len(groups) - 1)
        if all(idx is not None for _, idx in groups):  # the deadwood line right of the melds
            room -= 2 * (font(font_px(self.app.size, 18)).size(
                T.DEADWOOD_POINTS.format(n=0))[0] + 24)
        step = int(min(cw * MOST_SPREAD, room / max(n - len(groups), 1)))
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
            if intent.command is I.Command.CANCEL:
                if self.on_pause is not None:
                    self.on_pause()
            elif intent.command is I.Command.HELP:  # F1 as at the table (it did nothing)
                self.app.open("help", tab="keys", rules=self.ctrl.match.rules)
            elif intent.command in (I.Command.CONFIRM, I.Command.SELECT):
                self.done()
            elif self.interactive and self.show.intro_over:
                review_key(self, intent)
            elif self.interactive:
                self.show.skip_intro()  # a key skips the intro
            # not interactive: Enter and Space (Done's keys, above) skip to the scores; the
            # other keys did too (Tab, an arrow or "H" passed the show unread): now ignored
            return
        if not isinstance(intent, I.Pointer):
            return
        if not self.interactive:
            if intent.kind == I.CLICK:
                self.done()  # a click skips the show: the scores at once
            return
        if not self.show.intro_over:
            if intent.kind == I.CLICK:
                self.show.skip_intro()  # the hands lie in their melds at once
            return
        if intent.kind == I.DRAG_START:
            hit = self.card_at(intent.start)
            if hit is not None:  # an old refusal was about another card (or this one): gone
                card, p = hit  # and a card a click chose goes down (it stayed raised
                self.drag = Drag.start("hand", card, p, intent.start, intent.pos)
                if self.clicked is not None and self._focused_card() == self.clicked:
                    self.focus = None  # beside the one dragged; English 1366x768; the
                    # keyboard's ring stays on its card)
            self.message = None if hit is not None else grabbed_laid_off(self, intent.start)
        elif intent.kind == I.DRAG and self.drag is not None:
            self.drag.pos = intent.pos
        elif intent.kind == I.DROP and self.drag is not None:
            self._drop(intent.pos)
        elif intent.kind in (I.CLICK, I.DOUBLE_CLICK):  # choose a card, then a meld
            review_click(self, intent)

    def _drop(self, pos: tuple[int, int]) -> None:
        """Onto a meld that takes it: laid off; else it flies back (as on the table), why said."""
        d, self.drag = self.drag, None
        assert d is not None and d.card is not None
        hit = [i for i, rect in enumerate(self.meld_rects()) if rect.collidepoint(pos)]
        if any(self.lay_off(d.card, i) for i in hit):
            return
        self.message = self.message if hit else missed_drop(self, pos, d.origin)
        self.animator.add(snap_back(d, d.origin, ("hand", d.card), self.app.anim))

    def my_cards(self) -> list[Card]:
        return [c for cards, _ in self.defender_groups() for c in cards]

    def card_at(self, pos: tuple[int, int]) -> tuple[Card, tuple[int, int]] | None:
        """The player's card at ``pos`` and where it lies, or None."""
        return card_under(self, self.defender_groups(), self.seat_top(HUMAN), pos)

    def lay_off(self, card: Card, meld: int, asked: bool = False) -> bool:
        """Lay ``card`` off onto meld ``meld``; False if refused (the engine's reason shown)
        or asked first (it costs points: ``ui.layoff_cost``). The hint asked goes either way.
        The ring stays on its card, or goes on to one worth laying off, else "Done"."""
        if not asked and ask_costly(self, card, meld):
            return False
        ringed = self._focused_card()
        self.note, outcome = None, self.ctrl.play(Action.lay_off(card, meld))
        if outcome.error is not None:
            self.message = describe_error(outcome.error, human_seat=HUMAN)
            self.app.sounds.play("illegal")
            return False
        self.message = None
        self.manual.append(card)
        cards = self.my_cards()
        if ringed in cards:
            self.focus = cards.index(ringed)
        elif self.focus is not None:
            self.focus = next_layable(self.ctrl, cards)
            self.done_button.focused = self.focus is None
        return True

    def lit_melds(self) -> set[int]:
        if self.drag is None:
            return set()
        legal = self.ctrl.view(HUMAN).legal_actions()
        return {a.meld for a in legal if a.card == self.drag.card and a.meld is not None}

    def done(self) -> None:
        if self.interactive:
            self.show.skip_intro()
            outcome = self.ctrl.play(Action.finish_layoff())
            if outcome.error is not None:
                self.message = describe_error(outcome.error, human_seat=HUMAN)
                return
            if outcome.result is not None:
                self.result = outcome.result
                if self.on_result is not None:
                    self.on_result()
                # the cards laid by hand lie on the melds: only the rest fly, then it closes
                self.t = 0.0
                self.show.reveal_end = self.show.intro_end = 0.0  # the hands are shown
                self._skip_manual()
                rest = self.laid_for_you()
                if rest:
                    self.note = LAID_OFF_FOR_YOU.format(cards=cards_text(rest))
                    self.scores_at = self.anim_end + FOR_YOU_HOLD * self.app.anim
                else:
                    self.to_scores()
            return
        if self.on_scored is None and self.t < self.anim_end:  # a review on its own
            self.t = self.anim_end
            self.animator.finish()
            return
        self.to_scores()  # the show skipped or over: the scores at once

    def laid_for_you(self) -> list[Card]:
        """The cards the engine laid off for the defending player at "Done" (not by hand)."""
        if self.result is None:
            return []
        return [c for c, _ in self.result.layoffs if c not in self.manual]

    def to_scores(self) -> None:
        """Close the review; the table opens the round's scores (``on_scored``)."""
        self.animator.finish()
        self.scores_at = None
        self.close()
        if self.on_scored is not None and self.result is not None:
            self.on_scored(self.result)

    def _skip_manual(self) -> None:
        if self.result is None or not self.manual:
            return
        k = len(self.manual)
        self.t = (LAYOFF_START + (k - 1) * LAYOFF_STEP + LAYOFF_FLIGHT) * self.app.anim

    def enter(self) -> None:
        self.show.start()
        if self.result is not None and self.on_scored and self.app.anim > 0 and not self.waits:
            # shown, then the scores open by themselves (no animations or ``waits``: at Done)
            self.scores_at = self.anim_end + REST * self.app.anim

    def update(self, dt: float) -> None:
        self.t += dt
        self.animator.update(dt)
        self.show.launch()
        self._layout()
        if self.scores_at is not None and self.t >= self.scores_at:
            self.to_scores()

    def _layout(self) -> None:
        r = self.panel()
        bh, bw = font_px(self.app.size, 44), font_px(self.app.size, 180)
        self.done_button.rect = pygame.Rect(r.right - bw - 20, r.bottom - bh - 16, bw, bh)

    # --- drawing (ui/review_paint.py) ---------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def _focused_card(self) -> Card | None:
        return self.painter._focused_card()

    def headline(self) -> str:
        """Who knocked, or "Gin!"/"Big Gin!" and who made it."""
        return self.painter.headline()
