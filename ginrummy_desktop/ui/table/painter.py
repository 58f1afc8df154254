"""Drawing the table: :class:`TablePainter` reads the scene's model and state - the shown
view, the hand order, the animator's flights, the drag - and paints; it never changes anything.
The scene owns one painter (composition), ``TableScene.draw`` hands it the surface."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action, Outcome, Phase
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.animator import Hide
from ginrummy_desktop.ui.layout import MARK_OUT, TableLayout, font_px
from ginrummy_desktop.ui.move_words import opponent_log
from ginrummy_desktop.ui.rules_form import rules_title, unbroken
from ginrummy_desktop.ui.sprites import draw_card
from ginrummy_desktop.ui.table.gestures import Source, Target
from ginrummy_desktop.ui.table.hand_order import opponent_shown
from ginrummy_desktop.ui.table.info import computer_column, info_panel, message_lines
from ginrummy_desktop.ui.table.knock_area import area_words, can_knock
from ginrummy_desktop.ui.table.model import HandFocus, Pile
from ginrummy_desktop.ui.widgets import (
    DISABLED_EDGE,
    DISABLED_FG,
    GOLD,
    HIGHLIGHT,
    MELD_COLORS,
    WHITE,
    dashed_rect,
    draw_text,
    font,
    text_width,
    wrap,
    wrap_even,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

HOVER = (150, 205, 255)  # outline of what a press would pick up
NEW_DISCARD = (240, 240, 232)
"""The outline of the card the computer has just thrown: not the yellow of the keyboard's
ring, which stands round a pile too (with the ring on the stock and the computer's jack
outlined in gold, Enter drew from the one that looked the same as the other)."""

OFFER_PROMPT = N_("Take the upcard or pass?")
THEIR_OFFER = N_("The computer is deciding whether to take the upcard.")
DEADWOOD_AFTER_DISCARD = N_("Deadwood after the discard: {n}")
DEADWOOD_AFTER_BEST = N_("Least deadwood after a discard: {n}")
"""With no card chosen (nor hinted): the least deadwood a discard leaves, said to be the
least, so it is not read as the count of the card that has the keyboard's ring; not "the best
discard": the hint's best may leave more ("Deadwood after the best discard: 24" beside a hint
whose card leaves 25, 1280x720)."""
LOG_LINES = 4
"""How many of the computer's last moves its place lists."""
COMPACT_ROWS = 6  # room for fewer lines: its moves said short (move_words.COMPACT, 640x420)
RING = 8
"""Room kept clear round the knock area: the tutorial's ring stands 6 px out."""


# TRANSLATORS: under the discard pile when it may not be taken (both passed the upcard; it
# said only "Closed this turn", then "Both passed: closed this turn", both cryptic to
# English players)
PILE_CLOSED = N_("Both passed: draw from the stock")


EMPTY_EDGE = (125, 180, 145)
"""The outline of an empty pile: seen on the felt (its old (40, 110, 70) was not)."""


def empty_slot(surface: pygame.Surface, r: pygame.Rect) -> None:
    """Where a pile lies when it has no card: a shaded place with a light edge (800x520)."""
    radius = r.width // 10
    shade = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 50), shade.get_rect(), border_radius=radius)
    surface.blit(shade, r)
    pygame.draw.rect(surface, EMPTY_EDGE, r, 2, border_radius=radius)


class TablePainter:
    """``draw(surface)`` of the table and its parts, for the scene ``t`` it belongs to."""

    def __init__(self, table: TableScene) -> None:
        self.t = table

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        lay = t.layout
        size = lay.card
        imgs = t.app.cards
        hidden: set[Hide] = t.flights.hidden()
        if t.drag is not None:
            hidden.add((t.drag.source.value, t.drag.card))
        lit = t.lit_targets()
        self._draw_info(surface, lay)
        if t.dealing:
            return
        v = t.view
        # the computer's hand: the cards seen taken face up; once the round ended, all of it
        opp = opponent_shown(t, sum(1 for h in hidden if h[0] == "opp"))
        for c, p in zip(opp, t.opponent_positions(len(opp)), strict=True):
            draw_card(surface, imgs, c, p, lay.opp_card)
        # stock
        s = lay.stock_rect
        n_stock = v.stock_size - (1 if ("stock", None) in hidden else 0)
        for layer in range(min(3, max(n_stock, 0))):
            draw_card(surface, imgs, None, (s.x - layer * 2, s.y - layer * 2), size)
        if n_stock <= 0:
            empty_slot(surface, s)
        elif t.hover == ("stock", None):
            top = s.move(-2 * (min(3, n_stock) - 1), -2 * (min(3, n_stock) - 1))
            pygame.draw.rect(surface, HOVER, top.inflate(6, 6), 2, border_radius=size[0] // 8)
        if t.focus is Pile.STOCK:  # under the discard pile's fan, which starts where the
            # stock ends: drawn over it, the ring cut the oldest card's index (640x420)
            pygame.draw.rect(surface, HIGHLIGHT, s.inflate(8, 8), 3, border_radius=10)
        st = draw_text(surface, T.STOCK, (s.centerx, s.bottom + 4), font_px(lay.text_size, 14),
                       WHITE, anchor="midtop")
        draw_text(surface, str(v.stock_size), (s.centerx, s.top - 4), font_px(lay.text_size, 14),
                  WHITE, anchor="midbottom")
        # discard pile
        d = lay.discard_rect
        pile = list(v.discard_pile)
        while pile and (("discard", pile[-1]) in hidden):
            pile.pop()
        # the last few discards fanned out to the left under the top card, oldest first,
        # so the player sees what was thrown without remembering it
        fan, n_older = lay.discard_fan
        older = pile[-n_older - 1:-1] if len(pile) > 1 else []
        for i, c in enumerate(older):
            draw_card(surface, imgs, c, (d.x - fan * (len(older) - i), d.y), size)
        if pile:
            mark = t.last_move is not None and t.last_move.marked == pile[-1]
            draw_card(surface, imgs, pile[-1], d.topleft, size,
                      outline=NEW_DISCARD if mark else None)
            if t.hover == ("discard", None):  # no further out than the mark: the fan shows
                pygame.draw.rect(surface, HOVER, d.inflate(2 * MARK_OUT, 2 * MARK_OUT), 2,
                                 border_radius=size[0] // 8)
        else:
            empty_slot(surface, d)
        results = t.ctrl.match.results  # once a round ended by a knock or Gin, its knock card
        if v.phase.over and results and results[-1].knock_card is not None:  # lies face down
            draw_card(surface, imgs, None, (d.x + size[0] // 4, d.y), size)  # on the pile (it
            # was nowhere: the computer's Gin showed ten cards; German 640x420)
        label = T.UPCARD if v.phase is Phase.OFFER else T.DISCARD_PILE
        if pile and self.pile_closed():  # the top card is greyed: it cannot be taken now
            shade = pygame.Surface(d.size, pygame.SRCALPHA)
            shade.fill((10, 30, 20, 130))
            surface.blit(shade, d.topleft)
            label = PILE_CLOSED
        px = font_px(lay.text_size, 14)  # clear of the stock's label ("Both passed: closed
        x = max(d.centerx, st.right + px + text_width(str(label), px) // 2)  # ran into it)
        draw_text(surface, label, (x, d.bottom + 4), px, WHITE, anchor="midtop")
        if Target.DISCARD in lit:
            pygame.draw.rect(surface, HIGHLIGHT, d.inflate(10, 10), 4, border_radius=10)
        if t.drag and t.drag.source is not Source.HAND and Target.HAND in lit:
            pygame.draw.rect(surface, HIGHLIGHT, lay.hand_rect.inflate(-lay.margin * 2, -4), 3,
                             border_radius=14)
        if v.phase is Phase.OFFER:  # nobody knocks before the first draw: no knock area
            self._draw_their_offer(surface, lay)
        elif not v.phase.over:  # no knock area once over
            self._draw_knock_area(surface, lay, Target.KNOCK in lit)
        for b in t.buttons.values():  # under the deadwood line: Tab's ring round "Hint"
            b.draw(surface, font_px(lay.size, 17))  # crossed its letters at 640x420
        self._draw_hand(surface, lay, hidden)
        for f in t.flights:
            if f.started:
                draw_card(surface, imgs, f.card, f.pos, lay.opp_card if f.small else size,
                          lifted=True)
        if t.drag is not None:
            draw_card(surface, imgs, t.drag.card, t.drag.top_left, size, lifted=True)
            if Target.KNOCK in lit:  # the card lies over the area: its word stays on top
                self._draw_knock_word(surface, lay, over_card=True)
        self._draw_prompt(surface, lay)

    def pile_closed(self) -> bool:
        """The player is to draw and may not take the discard pile (after both players
        passed the upcard the first draw is from the stock)."""
        t = self.t
        return (t.view.phase is Phase.DRAW and t.view.my_turn and t.model.playing
                and bool(t.legal) and Action.draw_discard() not in t.legal)

    def _draw_knock_area(self, surface: pygame.Surface, lay: TableLayout, lit: bool) -> None:
        t = self.t
        r = lay.knock_rect
        can = can_knock(t)
        # knocking not legal now: flat and dashed, the words still readable (about 6:1)
        color = HIGHLIGHT if lit else (GOLD if can else DISABLED_FG)
        area = pygame.Surface(r.size, pygame.SRCALPHA)
        area.fill((255, 230, 90, 60) if lit else (0, 0, 0, 60 if can else 90))
        surface.blit(area, r)
        if can or lit:
            pygame.draw.rect(surface, color, r, 4 if lit else 2, border_radius=12)
        else:
            dashed_rect(surface, DISABLED_EDGE, r, max(5, r.height // 14))
        self._draw_knock_word(surface, lay)
        small = font_px(lay.text_size, 13)
        says = area_words(t, can or lit)
        for i, line in enumerate(wrap(says, small, r.width - 8)):  # a line apart: the font's
            draw_text(surface, line, (r.centerx, r.centery + i * font(small).get_height()),
                      small, color, anchor="midtop")  # height (small + 3 let two touch)

    def _draw_their_offer(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """While the computer decides on the upcard, its place says so (it said "Knock -
        Drop here to knock", a knock the player could not make; the player's own offer
        has the Take and Pass buttons there)."""
        if self.t.view.my_turn:
            return
        k = lay.knock_rect
        px = font_px(lay.text_size, 15)
        lines = wrap_even(THEIR_OFFER, px, int(k.width * 1.3))
        step = int(px * 1.3)
        top = k.centery - (step * (len(lines) - 1) + px) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, (k.centerx, top + i * step), px, WHITE, anchor="midtop")

    def _draw_knock_word(self, surface: pygame.Surface, lay: TableLayout,
                         over_card: bool = False) -> None:
        """The knock area's word: "Knock", or "Gin" while a card whose drop goes gin is
        dragged onto it. ``over_card``: drawn again over the dragged card, on a shade (the
        card hid the word just when it says what the drop does)."""
        t, r, d = self.t, lay.knock_rect, self.t.drag
        px = font_px(lay.text_size, 20)
        lit = d is not None and Target.KNOCK in t.lit_targets()
        word = T.GIN if lit and d is not None and d.card is not None and \
            t.deadwood_after(d.card) == 0 else T.KNOCK
        can = can_knock(t)
        color = HIGHLIGHT if lit else (GOLD if can else DISABLED_FG)
        pos = (r.centerx, r.centery - px)
        if over_card:
            shade = pygame.Rect((0, 0), font(px, True).size(str(word))).inflate(px, px // 3)
            shade.center = pos
            pygame.draw.rect(surface, (10, 30, 20), shade, border_radius=px // 2)
            pygame.draw.rect(surface, color, shade, 2, border_radius=px // 2)
        draw_text(surface, word, pos, px, color, bold=True, anchor="center")

    def _draw_hand(self, surface: pygame.Surface, lay: TableLayout, hidden: set[Hide]) -> None:
        t = self.t
        size = lay.card
        positions = t.hand_positions()
        bar_h = max(4, size[1] // 22)
        lift = max(3, size[1] // 30)  # the hovered card rises a little
        for i, (card, p) in enumerate(zip(t.hand, positions, strict=True)):
            if ("hand", card) in hidden:
                continue
            focus = t.focus == HandFocus(i)
            outline = HIGHLIGHT if (card == t.selected or focus) else None
            if t.hover == ("hand", card) and card != t.selected:
                p = (p[0], p[1] - lift)
                outline = outline or HOVER
            draw_card(surface, t.app.cards, card, p, size, outline=outline)
        # each meld's bar under its cards side by side, in one row (geometry.MeldBar)
        base = lay.player_top + size[1] + 3
        for bar in t.geometry.meld_bars(t.model.colours.colours):
            col = MELD_COLORS[bar.colour % len(MELD_COLORS)]
            for a, b in bar.spans:
                pygame.draw.rect(surface, col, (a, base, max(b - a, 4), bar_h),
                                 border_radius=bar_h // 2)
        if t.focus is Pile.DISCARD:
            pygame.draw.rect(surface, HIGHLIGHT, lay.discard_rect.inflate(8, 8), 3,
                             border_radius=10)
        v = t.view
        if len(t.hand) == 11 and v.my_turn and v.phase is Phase.DISCARD:
            # eleven cards: what is left after the best discard (as the knock dialog says), or
            # after the card chosen or dragged (with the 2 of spades chosen it said the 42 of
            # throwing a jack, where the 2 leaves 50), or with none chosen after the card the
            # hint shown names (it said the 31 of the 8 of hearts beside "Discard the 6 of
            # spades", which leaves 33); the card a knock question is about comes first
            d = t.drag
            chosen = d.card if d is not None and d.source is Source.HAND else t.selected
            asked = t.model.asking if t.app.stack.top is not t else None  # still open
            chosen = asked or chosen or t.hint.card()
            options = dict(v.discard_options())  # not the card just taken from the pile:
            if chosen in options:  # it said the 71 of throwing it back, refused (640x420)
                line = DEADWOOD_AFTER_DISCARD.format(n=t.deadwood_after(chosen))
            else:
                line = DEADWOOD_AFTER_BEST.format(n=min(options.values(), default=t.deadwood))
        else:
            line = T.DEADWOOD_POINTS.format(n=t.deadwood)
        px = font_px(lay.text_size, 18)  # never onto the buttons (it touched them at 640x420)
        y = min(lay.status_y + bar_h,
                t.buttons["menu"].rect.top - font(px, True).size(line)[1] - 1)
        if y < base + bar_h:  # the bars' row runs under it
            shade = pygame.Rect((0, 0), font(px, True).size(line)).inflate(10, 0)
            shade.midtop = (lay.w // 2, y)
            pygame.draw.rect(surface, (12, 40, 26), shade, border_radius=4)
        draw_text(surface, line, (lay.w // 2, y), px, WHITE, bold=True, anchor="midtop")

    def _draw_rules(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The rule set played, top left beside the computer's hand: a preset's name, or
        for the player's own rules the preset they were made from and the changes (RULES.md:
        a custom rule set is shown on the table; a custom knock limit or target was nowhere
        to be seen while playing)."""
        name = rules_title(self.t.ctrl.match.rules)
        px = font_px(lay.size, 14)
        x, y = lay.margin * 2, lay.opponent_top
        width = self.t.opponent_positions(11)[0][0] - lay.margin - x
        bottom = lay.stock_rect.top - px
        line_h = int(px * 1.4)
        tag = self.t.save_notice.tag  # "Not saved" stands top left: the rules go below it
        if tag.visible:
            y = max(y, tag.rect.bottom + px // 2)
        if y + 2 * line_h > bottom:
            return
        draw_text(surface, T.RULE_SET, (x, y), px, GOLD, bold=True)
        for line in wrap(unbroken(name), px, width):  # each change whole
            y += line_h
            if y + line_h > bottom:
                break
            draw_text(surface, line, (x, y), px, WHITE)

    def _draw_info(self, surface: pygame.Surface, lay: TableLayout) -> None:
        t = self.t
        for p in info_panel(t):
            if p.text:
                draw_text(surface, p.text, p.pos, p.px, p.colour, bold=p.bold)
        if not t.dealing:
            if t.policy.names_rules:
                self._draw_rules(surface, lay)
            self._draw_computer(surface, lay)

    def _draw_computer(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The computer's place, right of its hand: its name and level, a mark while it is
        its turn, and its last moves - read from the engine's public record of the round,
        so the log survives overlays, the pause menu and a resume."""
        t = self.t
        v = t.view
        px = font_px(lay.size, 15)
        name, (x, y), width = computer_column(t, px)
        their_turn = not t.frozen and not v.my_turn and not v.phase.over
        r = draw_text(surface, name, (x, y), px + 1, GOLD if their_turn else WHITE, bold=True)
        if their_turn:  # a dot and the words: not colour alone
            pygame.draw.circle(surface, GOLD, (r.x - px // 2 - 3, r.centery), px // 3)
            draw_text(surface, T.OPPONENT_TURN, (x, r.bottom + 2), px, GOLD)
        y = r.bottom + int(px * 1.5)
        # newest first, so the last move is always seen even where little room is left
        step = int(px * 1.25)

        def fits(top: int, bold: bool) -> bool:
            """A line at ``top`` ends above the stock's count and clear of the knock area
            and the ring the tutorial and a drag draw round it (at 640x420 in German the
            tutorial's ring touched the last line)."""
            return (top + px <= lay.stock_rect.top - px
                    and top + font(px - 1, bold).get_height() <= lay.knock_rect.top - RING)

        ended = t.ctrl.last_result if t.frozen else None
        gin = ended is not None and ended.outcome is Outcome.GIN and ended.knocker == 1
        rows = next(k for k in range(99) if not fits(y + k * step, False))
        compact = rows < COMPACT_ROWS  # two moves a line each rather than one in two lines
        laid = [c for c, _m in ended.layoffs] if ended and ended.knocker == 0 else None
        for i, line in enumerate(reversed(opponent_log(v, LOG_LINES, gin, compact, laid))):
            parts = wrap(line, px - 1, max(60, width), bold=i == 0)
            if i and not fits(y + step * (len(parts) - 1), i == 0):
                return  # an older move that does not fit whole is left out, not cut off
            for part in parts:
                if not fits(y, i == 0):
                    return
                draw_text(surface, part, (x, y), px - 1, WHITE, bold=i == 0)
                y += step
            y += px // 4

    def _draw_message(self, surface: pygame.Surface, text: str, error: bool) -> None:
        """The line over the hand (:func:`message_lines` says where), on its shade."""
        px, lines = message_lines(self.t, text)
        rects = [r for _, r in lines]
        box = rects[0].unionall(rects[1:]).inflate(20, 8)
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        # more lines may lie over the piles' names and the info: nearly opaque there
        bg.fill((0, 0, 0, 150 if len(lines) == 1 else 235))
        surface.blit(bg, box)
        col = (255, 150, 130) if error else WHITE
        for line, r in lines:
            draw_text(surface, line, r.midbottom, px, col, bold=True, anchor="midbottom")

    def _draw_prompt(self, surface: pygame.Surface, lay: TableLayout) -> None:
        t = self.t
        if t.message is not None:
            self._draw_message(surface, t.message.text, t.message.error)
        if t.buttons["take"].visible:
            k = lay.knock_rect
            px = font_px(lay.text_size, 15)
            lines = wrap(OFFER_PROMPT, px, int(k.width * 1.3), bold=True)
            top = t.buttons["take"].rect.top - lay.margin - len(lines) * int(px * 1.3)
            for i, line in enumerate(lines):
                draw_text(surface, line, (k.centerx, top + i * int(px * 1.3)), px, GOLD,
                          bold=True, anchor="midtop")


