"""Where things are on the table for one window size and one hand order: pure hit-testing.

:class:`TableGeometry` is made fresh when asked (it is cheap): the layout of the window, the
model's hand order and the engine's melds (for the gaps between them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from ginrummy_desktop.engine import Card, SeatView
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.review_show import TablePlaces
from ginrummy_desktop.ui.table.gestures import Source, Target
from ginrummy_desktop.ui.table.model import Pile, TableModel

Pos = tuple[int, int]
OVERLAP = 0.2
"""How much of a dropped card must lie over a target (as drawn) to land there by overlap:
a corner over the pile (11% of a card dropped on the felt beside it) is not a discard; a card
whose upper quarter lay over the pile's foot, the pointer below the pile, was one (27%)."""


@dataclass(frozen=True)
class MeldBar:
    """The underline of a meld in the hand, in the meld's colour: one stretch (``spans``)
    under each run of its cards that lie side by side, from the left edge of the run's first
    card to the right end of its last card's visible part. A meld whose cards the player's
    own order (or the sort by suit) has set apart has a stretch under each part, and nothing
    over the cards between: one bar ran thin across other cards to the meld's next card, and
    interleaved melds took further lanes, so in the player's order the bars crossed and
    tangled (800x520, seed 218: K♣ 10♦ J♦ K♥ Q♦ A♥ K♠)."""

    meld: frozenset[Card]
    colour: int
    spans: tuple[tuple[int, int], ...]

    @property
    def x0(self) -> int:
        return self.spans[0][0]

    @property
    def x1(self) -> int:
        return self.spans[-1][1]


def meld_bars(hand: Sequence[Card], positions: Sequence[Pos], melds: Iterable[Iterable[Card]],
              colour_of: dict[frozenset[Card], int], card_w: int, gap: int = 4
              ) -> list[MeldBar]:
    """One bar per meld of the hand, however the hand is ordered or overlapped; as a card
    belongs to one meld at most, no two bars' stretches overlap (they all lie in one row)."""
    def visible(i: int) -> tuple[int, int]:
        x = positions[i][0]
        right = x + card_w
        if i + 1 < len(positions) and positions[i + 1][0] < right:
            right = max(x + 4, positions[i + 1][0] - gap)
        return x, right

    bars: list[MeldBar] = []
    index = {c: i for i, c in enumerate(hand)}
    found = [(sorted(index[c] for c in m if c in index), frozenset(m)) for m in melds]
    for idx, meld in sorted((f for f in found if f[0]), key=lambda f: f[0][0]):
        spans: list[tuple[int, int]] = []
        for i in idx:
            a, b = visible(i)
            if spans and i - 1 in idx:
                spans[-1] = (spans[-1][0], b)
            else:
                spans.append((a, b))
        bars.append(MeldBar(meld, colour_of.get(meld, 0), tuple(spans)))
    return bars


class TableGeometry:
    def __init__(self, layout: TableLayout, model: TableModel,
                 melds: Sequence[Iterable[Card]]) -> None:
        self.layout = layout
        self.model = model
        self.melds = melds

    def hand_positions(self) -> list[Pos]:
        """Top-left of each hand card; the chosen card is lifted a little."""
        lay, hand = self.layout, self.model.hand
        pos = lay.hand_positions(len(hand), lay.player_top, self.model.gaps(self.melds))
        lift = lay.card[1] // 7
        sel = self.model.selected
        return [(x, y - lift) if hand[i] == sel else (x, y) for i, (x, y) in enumerate(pos)]

    def meld_bars(self, colour_of: dict[frozenset[Card], int]) -> list[MeldBar]:
        """The hand's meld underlines (see :func:`meld_bars`)."""
        return meld_bars(self.model.hand, self.hand_positions(), self.melds, colour_of,
                         self.layout.card[0])

    def card_places(self, view: SeatView) -> TablePlaces:
        """Where both hands lie now (the review shows the round's end from there)."""
        lay = self.layout
        mine = dict(zip(self.model.hand, self.hand_positions(), strict=True))
        return TablePlaces(mine, lay.card, self.opponent_positions(view.opponent_hand_size),
                           lay.opp_card, dict(self.model.colours.colours))

    def opponent_positions(self, n: int) -> list[Pos]:
        """Top-left of the computer's ``n`` cards; once its hand lies face up at a round's
        end, a small gap between its melds and before its deadwood
        (``TableModel.opponent_groups``): in one even row a first-time player could not
        tell which of its cards were the deadwood counted. In a tall window the gaps narrow
        so the row is no wider than its eleven cards in play: the rule set at its left and
        the computer's name and moves at its right keep their room (at 660x900 the spread
        covered "Regelvariante" and left the moves a column of 78 px)."""
        lay = self.layout
        groups = self.model.opponent_groups if self.model.finished else ()
        gaps: tuple[int, ...] = ()
        if sum(groups) == n:
            starts = [sum(groups[:i]) for i in range(1, len(groups))]
            gaps = tuple(i for i in starts if 0 < i < n)
        within = None
        if lay.tall and gaps:
            eleven = lay.hand_positions(11, lay.opponent_top, small=True)
            within = eleven[-1][0] + lay.opp_card[0] - eleven[0][0]
        if gaps and n > 10:  # the cards laid off lie in it too (``hand_order._revealed``):
            # no wider than ten cards with its gaps (at 1024x640 the tutorial's end laid the
            # computer's two over its name and moves)
            ten = lay.hand_positions(10, lay.opponent_top, tuple(i for i in gaps if i < 10),
                                     small=True)
            wide = ten[-1][0] + lay.opp_card[0] - ten[0][0]
            within = wide if within is None else min(within, wide)
        return lay.hand_positions(n, lay.opponent_top, gaps, small=True, within=within,
                                  keep_gaps=n > 10)

    def card_at(self, pos: Pos) -> int | None:
        """Index of the hand card at ``pos`` (the topmost of overlapping ones)."""
        size = self.layout.card
        for i, p in reversed(list(enumerate(self.hand_positions()))):
            if pygame.Rect(p, size).collidepoint(pos):
                return i
        return None

    def pile_at(self, pos: Pos) -> Pile | None:
        if self.layout.stock_rect.collidepoint(pos):
            return Pile.STOCK
        if self.layout.discard_rect.collidepoint(pos):
            return Pile.DISCARD
        return None

    def on_knock_area(self, pos: Pos) -> bool:
        return bool(self.layout.knock_rect.collidepoint(pos))

    def pile_origin(self, pile: Pile) -> Pos:
        r = self.layout.stock_rect if pile is Pile.STOCK else self.layout.discard_rect
        return (r.x, r.y)

    def insert_index(self, x: int) -> int:
        """Where a card dropped at ``x`` goes in the hand."""
        cw = self.layout.card[0]
        positions = self.hand_positions()
        for i, (px, _) in enumerate(positions):
            if x < px + cw // 2:
                return i
        return len(positions)

    def target(self, source: Source, pos: Pos, card: Pos | None = None) -> Target | None:
        """The drop target for a drag from ``source`` released with the pointer at ``pos``
        and the dragged card's top-left at ``card``: the discard pile or the knock area where
        the card lies over it by at least ``OVERLAP`` of the card (the one it overlaps more),
        else the hand the same way, else the target under the pointer (the discard pile a
        little larger there than it looks). By the pointer alone, a card laid over the lit
        discard pile's foot (or over the hand's lit frame), the pointer below it, was refused
        and snapped back: "That is no place for a card" (English 1600x900); by the most
        overlap, the hand's zone, which reaches far above the cards and is not drawn while a
        card of the hand is dragged, took a card lying a third over the lit pile or the lit
        knock area back into the hand, unsaid (English 1024x640)."""
        lay = self.layout
        places = [(Target.DISCARD, lay.discard_rect),
                  (Target.KNOCK, lay.knock_rect)] if source is Source.HAND else []
        places.append((Target.HAND, lay.hand_rect))
        if card is not None:
            held = pygame.Rect(card, lay.card)
            need = OVERLAP * held.width * held.height
            aims = [(_area(held.clip(r)), t) for t, r in places if t is not Target.HAND]
            area, most = max(aims, key=lambda x: x[0], default=(0, Target.HAND))
            if area >= need:
                return most
            if _area(held.clip(lay.hand_rect)) >= need:
                return Target.HAND
        grow = lay.card[0] // 3
        return next((t for t, r in places
                     if (r.inflate(grow, grow) if t is Target.DISCARD else r).collidepoint(pos)),
                    None)


def _area(r: pygame.Rect) -> int:
    return r.width * r.height
