"""Where the tutorial's panel goes over the lay-off review and the score board: inside them,
clear of what they show; on the welcome step between the two hands; at the other steps on
the table off the computer's cards and what the step talks about; and what each step
outlines on the table.

At the bottom-left of the window it crossed their lower-left borders at every size (both fill
all but a margin: at 640x420 the panel covered the corner and the border under it). On the
lay-off review it stands inside the border, left of Done and under the player's deadwood line
(over the review's own line of instructions, which the tutorial's words replace); on the score
board in its left column under the sheet (the tutorial is one round: a few lines), clear of
the chart and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.table.info import free_band, info_panel
from ginrummy_desktop.ui.tutorial_deal import STEP_CARDS
from ginrummy_desktop.ui.widgets import font

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.ui.scene import Scene
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
    from ginrummy_desktop.ui.scenes.table import TableScene


def on_scene(top: Scene | None, height_at: Callable[[int], int],
             width: int) -> pygame.Rect | None:
    """The panel's place over the scene ``top`` (its height at a width: ``height_at``; at
    most ``width`` wide); None where the window's bottom-left does (no such scene, or no
    room in it)."""
    if top is not None and top.name == "scoreboard":
        return under_sheet(top, height_at)
    if top is not None and top.name == "layoff_review":
        return in_review(top, height_at, width)
    return None


def in_review(top: Scene, height_at: Callable[[int], int], width: int) -> pygame.Rect | None:
    """Inside the lay-off review's border, left of Done, its bottom on Done's bottom line
    and its top under the player's deadwood line; None if it does not fit."""
    review: LayoffReviewScene = top  # type: ignore[assignment]
    r = review.panel()
    gap = gap_px(review.app.size, 10)
    done = review.done_button.rect
    x = r.x + gap
    width = min(width, done.left - gap - x)
    height = height_at(width)
    bottom = min(done.bottom, r.bottom - gap // 2)
    px = font_px(review.app.size, 18)  # the deadwood line under the player's cards
    line = review.seat_top(HUMAN) + review.card_size()[1] + 16 + font(px).get_height() + 4
    if bottom - height < line:
        return None
    return pygame.Rect(x, bottom - height, width, height)


def under_sheet(top: Scene, height_at: Callable[[int], int]) -> pygame.Rect | None:
    """On the score board: the sheet's column, its bottom on the buttons' bottom line, its top
    below the sheet's total; None when the column has no room."""
    board: ScoreboardScene = top  # type: ignore[assignment]
    area, small = board.sheet_area()
    row_h = int(small * 1.5)
    title = len(board.sheet.title(area, small))
    sheet_end = area.y + (title + 3 + len(board.sheet_rows())) * row_h + 10
    height = height_at(area.width)
    gap = gap_px(board.app.size, 10)
    bottom = board.close_button.rect.bottom
    if bottom - height < sheet_end + gap:
        return None
    return pygame.Rect(area.x, bottom - height, area.width, height)


def info_rects(table: TableScene) -> list[pygame.Rect]:
    """Where the lines of the table's info panel stand (round, dealer, score, whose turn)."""
    return [pygame.Rect(p.pos, font(p.px, p.bold).size(p.text)) for p in info_panel(table)
            if p.text]


def between_hands(table: TableScene, height_at: Callable[[int], int],
                  width: int) -> pygame.Rect | None:
    """The welcome step's place: between the computer's cards and the player's, between the
    table's left column (round, dealer, score) and its right one (the upcard's prompt and
    buttons), over the piles; None if it does not fit there. The welcome names both hands,
    and at the top the panel covered the computer's cards at every window size; the steps
    not about the piles stand here where the top-left corner has no room."""
    lay = table.layout
    gap = gap_px(table.app.size, 8)
    top = lay.opponent_top + lay.opp_card[1] + gap
    bottom = lay.player_top - gap
    right = lay.knock_rect.left - int(lay.knock_rect.width * 0.15) - lay.margin
    info = info_rects(table)
    left = lay.side_panel.right  # "Round 1", the dealer and the score stay readable
    while True:
        width = min(width, right - left)
        height = height_at(width)
        if width <= 0 or height > bottom - top:
            return None
        x = min(max(left, (lay.w - width) // 2), right - width)
        r = pygame.Rect(x, top + (bottom - top - height) // 2, width, height)
        r = _off_the_count(table, r, top, bottom)
        # and whose turn it is: those lines reach half a card past the side panel ("Du hast
        # die Partie gewonnen." ran under the last step's panel at 640x420)
        under = [line.right for line in info if line.colliderect(r)]
        if not under:
            return r
        left = max(under) + gap


def _off_the_count(table: TableScene, r: pygame.Rect, top: int, bottom: int) -> pygame.Rect:
    """``r`` moved up (or down) within ``top``-``bottom`` so it covers the stock's count whole
    or not at all: half of "29" stood above the last step's panel (1920x1080)."""
    lay = table.layout
    high = font(font_px(lay.text_size, 14)).size("0")[1]  # as the painter draws it
    count = pygame.Rect(lay.stock_rect.x, lay.stock_rect.top - 4 - high, lay.stock_rect.width,
                        high)
    if not r.colliderect(count) or r.contains(count):
        return r
    if count.top - 2 >= top:
        return r.move(0, count.top - 2 - r.top)
    if count.bottom + 2 + r.height <= bottom:
        return r.move(0, count.bottom + 2 - r.top)
    return r


PILE_STEPS = ("piles", "pass", "computer_pass", "draw", "discard", "computer_turn", "take")
"""The steps that talk about the stock or the discard pile (the upcard is its first card):
their panel keeps off the middle of the table."""


OUTLINE = 8
"""How far a step's outline reaches out of what it outlines (``TutorialPolicy.draw_hint``),
with a pixel or two to spare."""


def beside_table(table: TableScene, key: str, height_at: Callable[[int], int],
                 width: int) -> pygame.Rect | None:
    """The panel's place at the step ``key`` (at most ``width`` wide), off the computer's
    cards: at the top it covered the upper half of them at every window size. In the
    top-left corner, left of the computer's cards and above the round, dealer and score,
    where it fits there (the tutorial names no rule set there); else between the hands, over
    the piles, where the step is not about them; else in the column left of the stock, over
    the round, dealer and score and above the strip where the table's messages go (at
    640x420 and 800x520 nothing else has room: the tutorial's hint says whose turn it is).
    Never over what the step outlines or its arrow; None if nowhere fits."""
    lay = table.layout
    size = table.app.size
    gap, edge = gap_px(size, 8), max(6, gap_px(size, 10))
    # the computer's hand, as wide as it grows at its turn (eleven cards: the panel stays)
    cards = table.opponent_positions(11 if key == "computer_turn" else 10)
    computer = pygame.Rect(cards[0], lay.opp_card).union(pygame.Rect(cards[-1], lay.opp_card))
    info = info_rects(table)
    info_top = min((r.top for r in info), default=lay.stock_rect.top)
    info_bottom = max((r.bottom for r in info), default=lay.stock_rect.top)
    keep = [r.inflate(2 * OUTLINE, 2 * OUTLINE) for r in step_targets(table, key, STEP_CARDS)]
    if (arrow := step_arrow(table, key, STEP_CARDS)) is not None:
        keep.append(pygame.Rect(arrow[0], (1, 1)).union(pygame.Rect(arrow[1], (1, 1))))

    def clear(r: pygame.Rect | None) -> pygame.Rect | None:
        return r if r is not None and r.width > 0 and r.collidelist(keep) < 0 else None

    w = min(width, computer.left - gap - edge)
    band = free_band(table)[0] - gap
    if w > 0 and edge + height_at(w) <= info_top - gap:
        if corner := clear(pygame.Rect(edge, edge, w, height_at(w))):
            return corner
    if key not in PILE_STEPS and (middle := clear(between_hands(table, height_at, width))):
        return middle
    col = min(width, lay.stock_rect.left - OUTLINE - gap - edge)  # clear of the stock's outline
    top, height = computer.bottom + gap, height_at(col)
    if col > 0 and max(top, info_bottom + gap) + height <= band:  # under the info
        return clear(pygame.Rect(edge, band - height, col, height))
    # nowhere free: the corner still, reaching down over the info lines it must (each wholly:
    # "Round 1" peeked out), the lower ones and whose turn it is seen. It stood in the
    # column left of the stock over all of them, and went from the corner there and back
    # from step to step (640x420; German at 800x520 and 1280x800)
    corner = _over_info(pygame.Rect(edge, edge, w, height_at(w)), info, gap) if w > 0 else None
    if corner is not None and corner.bottom <= band and (corner := clear(corner)):
        return corner
    if col > 0 and top + height <= band:  # over all of the info
        return clear(pygame.Rect(edge, max(top, min(info_top - gap, band - height)), col,
                                 height))
    return None


def _over_info(rect: pygame.Rect, info: list[pygame.Rect], gap: int) -> pygame.Rect | None:
    """``rect`` made taller to cover each info line it reaches wholly, a gap below it; None
    where such a line is wider than it (its end would stick out)."""
    for line in sorted(info, key=lambda r: r.top):
        if line.top - gap < rect.bottom:
            if line.right > rect.right:
                return None
            rect.height = max(rect.height, line.bottom + gap - rect.top)
    return rect


def step_targets(table: TableScene, key: str, cards: Mapping[str, Card]) -> list[pygame.Rect]:
    """What the step ``key`` is about, outlined on the table: both hands (welcome), the two
    piles (piles), the Pass button, a pile, or the card to throw (``cards``: by step). Where
    that card goes is not outlined as well (:func:`step_arrow` points there): at the knock
    step the 9♦ and the Knock area stood in the same yellow outline and the player could not
    tell which one the step meant (800x520 German). While the card is dragged, nothing."""
    lay = table.layout
    if key == "welcome":
        out = []
        for places, size in ((table.opponent_positions(table.view.opponent_hand_size),
                              lay.opp_card), (table.hand_positions(), lay.card)):
            if places:
                first = pygame.Rect(places[0], size)
                out.append(first.union(pygame.Rect(places[-1], size)))
        return out
    if key == "piles":
        return [lay.stock_rect, lay.discard_rect]
    if key == "pass":
        return [table.buttons["pass"].rect]
    if key == "draw":
        return [lay.stock_rect]
    if key == "take":
        return [lay.discard_rect]
    card = card_rect(table, cards.get(key))
    return [] if card is None or dragged(table, cards[key]) else [card]


def outline_targets(surface: pygame.Surface, rects: list[pygame.Rect], color: tuple[int, ...],
                    ring: bool, table: TableScene | None) -> None:
    """The step's outlines round ``rects``; where the keyboard's ring shows (``ring``) they
    keep clear of it (on it they hid it round the stock, and the player saw no ring anywhere;
    1920x1080, keys only): round a card further out, round a pile on the card's edge, inside
    the ring (further out they crossed the pile's count and name), as the hint's do."""
    lay = table.layout if table is not None else None
    piles = (lay.stock_rect, lay.discard_rect) if lay is not None else ()
    for rect in rects:
        if ring and rect in piles:
            pygame.draw.rect(surface, color, rect.inflate(2, 2), 3, border_radius=10)
        else:
            out = 24 if ring else 12
            pygame.draw.rect(surface, color, rect.inflate(out, out), 4, border_radius=10)


def dragged(table: TableScene, card: Card) -> bool:
    return table.drag is not None and table.drag.card == card


def card_rect(table: TableScene, card: Card | None) -> pygame.Rect | None:
    """Where ``card`` of the player's hand is drawn now (held by the pointer, or in the
    hand); None when it is not in the hand."""
    if card is None or card not in table.hand:
        return None
    if dragged(table, card):
        assert table.drag is not None
        return pygame.Rect(table.drag.top_left, table.layout.card)
    return pygame.Rect(table.hand_positions()[table.hand.index(card)], table.layout.card)


Point = tuple[int, int]


def step_arrow(table: TableScene, key: str,
               cards: Mapping[str, Card]) -> tuple[Point, Point] | None:
    """The arrow of a step that moves a card (discard, knock): from the card (in the hand,
    or held by the pointer) to the nearest point of the pile or the Knock area it goes to;
    None for the other steps, or while the card lies over (or next to) where it goes."""
    card = card_rect(table, cards.get(key)) if key in ("discard", "knock") else None
    if card is None:
        return None
    lay = table.layout
    goal = lay.discard_rect if key == "discard" else lay.knock_rect
    if card.colliderect(goal.inflate(16, 16)):
        return None
    if goal.bottom < card.top:  # from the top of the card, clear of its neighbours
        start: Point = card.midtop
    elif out := card.clipline(card.center, goal.center):
        start = (int(out[1][0]), int(out[1][1]))
    else:
        return None
    # to the goal's nearest point: towards its centre the arrow from the K♠ crossed the
    # corner of the Knock area on its way to the discard pile (1920x1080)
    x, y = min(max(start[0], goal.left), goal.right), min(max(start[1], goal.top), goal.bottom)
    dx, dy = x - start[0], y - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)  # its tip a few pixels short of the goal
    return start, (round(x - dx * 6 / length), round(y - dy * 6 / length))


def draw_arrow(surface: pygame.Surface, start: Point, end: Point, color: tuple[int, int, int],
               width: int) -> None:
    """A straight arrow, its head at ``end``, edged dark so it reads on the felt and on
    white cards."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    head = width * 4
    base = (end[0] - ux * head, end[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tip = [end, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    for col, w, grow in (((20, 30, 20), width + 4, 2), (color, width, 0)):
        pygame.draw.line(surface, col, start, base, w)
        if grow:
            pygame.draw.polygon(surface, col, tip, grow * 2)
        pygame.draw.polygon(surface, col, tip)
