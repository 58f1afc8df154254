"""The coach's hint on the table: asked with the Hint button or H, computed on the computer's
worker (``coach.hint.hint``; the frame loop never waits), shown in a box over the hand with the
hinted card or pile outlined, until the player acts. Asked by a key, or by the button with
the keyboard's ring showing, the ring goes to what the hint names (a keyboard player pressed
the arrows to reach the hint's card; the button left the ring on the card Enter drew, and
Enter threw that card, not the hint's: 1600x1000). The setting ``show_hints`` hides it."""

from __future__ import annotations

import concurrent.futures as cf
import logging
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.coach.hint import HINT_PLAYOUTS, Hint, hint, searchable
from ginrummy_desktop.engine import Action, Card, Kind
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n.reasons import NOT_YOUR_TURN, WAIT_STOCK
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.table.hint_words import action_words, hint_lines, knock_line
from ginrummy_desktop.ui.table.info import free_band, side_band
from ginrummy_desktop.ui.table.model import Focus, Pile
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text, font, wrap_even

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

log = logging.getLogger(__name__)

COACH = (130, 235, 150)  # the outline of the hinted card or pile
BUTTON_OF = {Kind.PASS: "pass", Kind.BIG_GIN: "big_gin"}
"""The table's button that plays an action the hint may name."""
RING_GAP = 4  # px the hint's outline stands further out where the keyboard's ring is
PILE_OF = {Kind.DRAW_STOCK: Pile.STOCK, Kind.TAKE_UPCARD: Pile.DISCARD,
           Kind.DRAW_DISCARD: Pile.DISCARD}

THINKING = N_("Looking for the best move\u2026")
NOT_NOW = N_("No hint now: there is nothing for you to choose.")
ONLY_MOVE = N_("Hint: {action} \u2013 the only move now")  # no full stop, as the others
"""H where the player's turn has one legal move (the stock after both passed the upcard) said
"No hint now", the stock unringed (1280x800): it names the move and rings its pile, so Enter
plays it; no hint is counted. It stands in the hint's box, as every hint does."""
BOTH_PASSED = N_("Both players passed the upcard, so the first draw is from the stock.")
"""Why the stock is the only move (the second line of ONLY_MOVE's box)."""
FAILED = N_("No hint this time: the search failed.")
HINTS_OFF = N_("Hints are switched off in the settings.")

SHORTER = ((False, False), (True, False), (True, True))
"""The hint's wordings, tried in this order until one fits: (short card names, brief)."""


class HintBox:
    """The hint of the table ``t``: asked, being computed, or shown for one position."""

    def __init__(self, t: TableScene) -> None:
        self.t = t
        self.pending: cf.Future[Hint] | None = None
        self.result: Hint | None = None
        self.moves = -1  # the match's history length the hint is for
        self.note: str | None = None
        self.keyed = False  # by a key or with the ring showing (the scene sets it): it follows
        self.ring_from: tuple[Focus, object] | None = None  # where it was, asked by a key
        self.knock_asked = False  # Enter on the hint's knock card asked it (enter_knocks)
        self.only_said: tuple[int, Action] | None = None  # (history length, move): ONLY_MOVE

    @property
    def enabled(self) -> bool:
        return bool(setting(self.t.app.settings, "show_hints", True))

    def available(self) -> bool:
        t = self.t
        return (self.enabled and t.policy.coach and t.model.playing
                and searchable(t.view))

    def stale(self, said: str) -> bool:
        """Whether the line over the hand is one the turn has made untrue: "It is not your
        turn" next to "Your turn", or "No hint now" once there is a choice (H pressed while
        the computer played: it stood on next to "Your turn" and the ringed stock, 800x520
        German)."""
        if said in (str(NOT_YOUR_TURN), str(WAIT_STOCK)):
            return self.t.view.my_turn
        return said == str(NOT_NOW) and self.available()

    def only_move(self) -> Action | None:
        """The one legal move of the player's turn, where it draws from a pile (nothing to
        choose, so no search); None otherwise."""
        t = self.t
        v = t.view
        if not (t.policy.coach and t.model.playing and v.my_turn):
            return None
        legal = v.legal_actions()
        return legal[0] if len(legal) == 1 and legal[0].kind in PILE_OF else None

    def only_words(self, only: Action) -> list[str]:
        """The box's lines for the only move ``only`` (in the language of the moment):
        ONLY_MOVE, and for the stock why."""
        v = self.t.view
        action = action_words(only, v.hand_mask, v.discard_top)
        lines = [ONLY_MOVE.format(action=action[:1].upper() + action[1:])]
        return lines + [str(BOTH_PASSED)] if only.kind is Kind.DRAW_STOCK else lines

    def texts(self) -> tuple[list[list[str]], int] | None:
        """(the box's wordings, longest first, and how many of them say more than the
        rest; see :meth:`box`) of what the box shows now: the search running, its answer,
        or the only move H named; None when it shows nothing."""
        if self.pending is not None:
            return [[str(THINKING)]], 0
        if self.result is not None:
            texts = self.wordings(self.result)
            return texts, len(texts) - len(SHORTER)
        only = self.named()
        if only is None:
            return None
        lines = self.only_words(only)
        return [lines, lines[:1]], 0

    def _moves(self) -> int:
        return len(self.t.ctrl.match.history)

    def ask(self) -> None:
        """The Hint button or H: start the search (once per position) or show the answer."""
        t = self.t
        if not self.enabled:  # H said nothing (English 1280x720)
            t.say(HINTS_OFF)
            return
        t.message = None  # asked for: the box, not a line said before ("Taken back: take the
        # 3 of hearts." stood on after H, and the hint's box stayed hidden; 800x520)
        if not self.available():
            only = self.only_move()
            if only is None:
                t.say(NOT_NOW)
                return
            self.only_said = (self._moves(), only)
            if self.keyed:
                t.ring.to_choice()
                t.model.focus_pile(PILE_OF[only.kind])
            return
        if self.moves == self._moves() and (self.pending is not None or self.result):
            if self.keyed and self.result is not None:  # H again: the ring to it now
                self.ring_it()
            elif self.keyed:  # H again while the search runs: the ring follows its answer
                self.ring_from = self._ring_now()
            return
        self.moves = self._moves()
        self.result = None
        self.knock_asked = False
        self.ring_from = self._ring_now() if self.keyed else None
        self.pending = t.ctrl.submit(hint, t.view, "hint", t.app.coach_playouts or HINT_PLAYOUTS)

    def enter_knocks(self, card: Card) -> bool:
        """The hint shown says to knock (or go Gin) with ``card``, and Enter has not asked
        it yet: Enter on it asks the knock instead of throwing the card away (H rang the 5 of
        spades for "Go Gin with the 5 of spades", and Enter discarded it, the Gin lost). Asked
        once: after a "no" Enter discards it."""
        h = self.result
        if h is None or h.best.kind is not Kind.KNOCK or h.best.card != card or self.knock_asked:
            return False
        self.knock_asked = True
        return True

    def awaited(self) -> bool:
        """H asked by a key, the search still runs and the ring has not moved since: Enter
        waits for the answer, which rings what it names (Enter 0.4 s after H rang the upcard
        with the ring nowhere, the answer "Pass" then left the ring there, and the next
        Enter took the card the hint said to pass; 640x420, Short)."""
        return (self.pending is not None and self.moves == self._moves()
                and self.ring_from is not None and self.ring_from == self._ring_now())

    def _ring_now(self) -> tuple[Focus, object]:
        return self.t.model.focus, self.t.ring.at

    def ring_it(self) -> None:
        """The keyboard's ring on what the hint shown names: its card (Enter discards it,
        K knocks with it), the pile to draw from, or the Pass or Big Gin button (Enter
        presses it)."""
        t, h = self.t, self.result
        if h is None:
            return
        k, card = h.best.kind, h.best.card
        button = BUTTON_OF.get(k)
        if button is not None and t.buttons[button].active:
            t.ring.put(t.buttons[button])
            return
        t.ring.to_choice()
        if k in (Kind.DISCARD, Kind.KNOCK) and card in t.hand:
            t.model.focus_card(card)
            t.model.choose_focused()
        elif k in PILE_OF:
            t.model.focus_pile(PILE_OF[k])

    def ring_named(self) -> None:
        """The keyboard's ring on what the hint shown names (:meth:`named`): the search's
        answer (:meth:`ring_it`) or the only move's pile."""
        named = self.named()
        if self.result is not None:
            self.ring_it()
        elif named is not None and named.kind in PILE_OF:
            self.t.ring.to_choice()
            self.t.model.focus_pile(PILE_OF[named.kind])

    def update(self) -> None:
        """Take the answer once it is ready; forget a hint the player has moved past."""
        if self.moves != self._moves() or not self.t.model.playing:
            self.clear()
            return
        f = self.pending
        if f is None or not f.done():
            return
        self.pending = None
        try:
            self.result = f.result()
            self.t.ctrl.note_hint(self.result.best, self.result.equal)
        except Exception:
            log.exception("the hint failed")
            self.t.say(FAILED, error=True)
        asked, self.ring_from = self.ring_from, None
        if asked is not None and asked == self._ring_now():  # not moved meanwhile
            self.ring_it()

    def clear(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = None
        self.result = None
        self.ring_from = None
        self.moves = -1

    def card(self) -> Card | None:
        """The card of the hand the hint shown would discard (or knock with), if any."""
        h = self.result
        if h is None or h.best.kind not in (Kind.DISCARD, Kind.KNOCK):
            return None
        return h.best.card if h.best.card in self.t.hand else None

    def named(self) -> Action | None:
        """The action the hint shown names: the search's best, or the only move H named
        (its pile outlined as a hint's is: clicked with the mouse, the line alone said it)."""
        if self.result is not None:
            return self.result.best
        if self.only_said is not None and self.only_said[0] == self._moves():
            return self.only_said[1]
        return None

    def target(self) -> pygame.Rect | None:
        """Where the hinted action is: the card in the hand, the pile to draw from, or the
        button (Pass, Big Gin)."""
        best = self.named()
        t = self.t
        if best is None:
            return None
        lay = t.layout
        k = best.kind
        if k in (Kind.DISCARD, Kind.KNOCK) and best.card in t.hand:
            x, y = t.hand_positions()[t.hand.index(best.card)]
            return pygame.Rect((x, y), lay.card)
        if k is Kind.DRAW_STOCK:
            return lay.stock_rect.copy()
        if k in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
            return lay.discard_rect.copy()
        if k is Kind.KNOCK:
            return lay.knock_rect.copy()
        name = BUTTON_OF.get(k)
        if name is not None and t.buttons[name].visible:  # Pass beside a gold "Take" had
            return t.buttons[name].rect.copy()  # only the keyboard's ring (1920x1080)
        return None

    def wordings(self, h: Hint) -> list[list[str]]:
        """The hint's wordings, longest first: ``SHORTER``'s, and where there is a line on
        the knock not named (``hint_words.knock_line``) first all three lines in full and
        short card names, then ``SHORTER``'s with that line in place of the reason. Where
        three lines do not fit, the reason goes and the knock's worth stays: at 640x420 the
        knock area stood lit and the box said only "Discarding the 5 of diamonds leaves you
        10 deadwood, the least you can have.", which reads as "so knock"."""
        v = self.t.view
        texts = [hint_lines(h, v.hand_mask, v.discard_top, short, brief, knock=False)
                 for short, brief in SHORTER]
        unsaid = knock_line(h, v.hand_mask)
        if unsaid is None:
            return texts
        full = [hint_lines(h, v.hand_mask, v.discard_top, short, knock=True)
                for short in (False, True)]
        return full + [[lines[0], unsaid] for lines in texts]

    def box(self, *texts: list[str],
            extra: int = 0) -> tuple[pygame.Rect, list[tuple[str, bool]], int, int]:
        """(the box, its lines as wrapped with "first line" flags, text size, line step) of
        the hint: the first of ``texts`` (its lines; the others say the same shorter) in the
        first way that fits the free band between the middle of the table and the hand
        (:func:`free_band`), or else the band right of the info panel where that panel
        reaches lower (:func:`side_band`): as wide as the text needs up to the band's width,
        then closer lines, then the second text, then smaller sizes of it, then of each
        further text (the brief one). At 640x420 the box went over the piles and hid their
        labels and half of "Your turn". The first ``extra`` texts say more than the rest (the
        knock not named) and are tried at full size only: a smaller text is worse than a
        line less."""
        lay = self.t.layout
        bands = [(*free_band(self.t), 0)]  # top, bottom, left (of the band the box fits)
        side = side_band(self.t)
        if side is not None:
            bands.append(side)
        base = font_px(lay.text_size, 16)
        tries = [(base, lines, roomy, air) for lines in texts  # closer lines with 5 px, then
                 for roomy, air in ((True, 0), (False, 10), (False, 4))]  # 2, over and under
        for shorter in texts[1 + extra:] or texts:
            tries += [(px, shorter, False, air) for px in range(base - 1, 8, -1) for air in (10, 4)]
        fits = None
        for px, lines, roomy, air in tries:
            for top, bottom, left in bands:
                fits = self._fit(px, lines, roomy, left, air)
                if fits[2] <= bottom - top:
                    break
            else:
                continue
            break
        assert fits is not None
        wrapped, width, h, step = fits
        box = pygame.Rect(0, 0, width, h)
        box.midtop = (lay.w // 2, max(top, top + (bottom - top - h) // 2))
        box.left = max(box.left, left)
        if box.bottom > bottom:  # the smallest does not fit: over the middle, not the hand
            box.bottom = bottom
        return box, wrapped, px, step

    def _fit(self, px: int, lines: list[str], roomy: bool, left: int,
             air: int = 4) -> tuple[list[tuple[str, bool]], int, int, int]:
        """(lines with "first line" flags, width, height, line step) of a box at ``px`` from
        ``left`` on; closer than ``roomy``: ``air`` px over and under (1 px, 1366x768)."""
        lay = self.t.layout
        limit = lay.w - (4 if roomy else 2) * lay.margin
        if left:
            limit = min(limit, lay.w - lay.margin - left)
        pad = 2 * px if roomy else px + 6  # closer, still clear of the border (3 px, 800x520)
        need = max(font(px, i == 0).size(line)[0] for i, line in enumerate(lines))
        width = min(limit, need + pad + 2)
        wrapped: list[tuple[str, bool]] = []
        for i, line in enumerate(lines):
            wrapped += [(w, i == 0) for w in wrap_even(line, px, width - pad, bold=i == 0)]
        step = int(px * (1.35 if roomy else 1.2))
        h = step * (len(wrapped) - 1) + font(px, True).get_height() + (px if roomy else air)
        return wrapped, width, h, step

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        if t.dealing or not t.model.playing:
            return
        shown = self.texts()
        if shown is None:
            return
        texts, extra = shown
        r = self.target()
        if r is not None:  # under the box where a chosen card rose to it (over it, the
            # outline crossed the reason's line: 640x420 German, the ringed card mid-hand)
            pygame.draw.rect(surface, COACH, *self._outline(r))
        if t.message is None:  # else the refusal stands there: the box is back once read
            self._draw_box(surface, *self.box(*texts, extra=extra))

    def box_rect(self) -> pygame.Rect | None:
        """Where the box stands now (None: it shows nothing)."""
        shown = self.texts()
        return None if shown is None else self.box(*shown[0], extra=shown[1])[0]

    def _outline(self, r: pygame.Rect) -> tuple[pygame.Rect, int, int]:
        """(rectangle, width, corner) of the hint's outline round its target ``r``. Where
        the keyboard's ring is round the same target the outline keeps clear of it: round a
        card further out, round a pile on the card's edge, inside the ring (further out it
        crossed the pile's count and name at 640x420)."""
        best = self.named()
        if not self._ringed() or best is None:
            return r.inflate(8, 8), 3, 10
        if best.kind in PILE_OF:
            return r.inflate(2, 2), 2, r.width // 10
        return r.inflate(8 + 2 * RING_GAP, 8 + 2 * RING_GAP), 3, 10

    def _ringed(self) -> bool:
        """The keyboard's ring is round what the hint names: its outline stands outside the
        ring (it lay on the ring round a pile, which was not seen, and left a thin line of
        it round a card)."""
        best, t = self.named(), self.t
        if best is None:
            return False
        if best.kind in PILE_OF:
            return t.model.focus is PILE_OF[best.kind]
        if best.kind in BUTTON_OF:
            return t.ring.at is t.buttons[BUTTON_OF[best.kind]]
        return best.card is not None and best.card == t.model.focused_card()

    @staticmethod
    def _draw_box(surface: pygame.Surface, box: pygame.Rect, wrapped: list[tuple[str, bool]],
                  px: int, step: int) -> None:
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        bg.fill((10, 30, 20, 215))
        surface.blit(bg, box)
        pygame.draw.rect(surface, COACH, box, 2, border_radius=8)
        y = box.top + (box.height - step * (len(wrapped) - 1) - font(px, True).get_height()) // 2
        for text, first in wrapped:
            draw_text(surface, text, (box.centerx, y), px, GOLD if first else WHITE,
                      bold=first, anchor="midtop")
            y += step
