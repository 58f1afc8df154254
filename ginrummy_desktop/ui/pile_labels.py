"""The labels under the stock and the discard pile of a position drawn off the table (the
coach's review on the table, "Watch again"): named as the table names them, "Upcard" at the
offer, and kept apart; and the round's own rules beside them (``draw_round_rules``)."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Phase, SeatView
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.layout import gap_px
from ginrummy_desktop.ui.table.info import round_rule_lines
from ginrummy_desktop.ui.widgets import WHITE, draw_text, text_width, wrap


def label_centres(stock_x: int, pile_x: int, card_w: int, stock_w: int, pile_w: int,
                  gap: int) -> tuple[int, int]:
    """The centres of the labels under the stock (``stock_w`` wide) and the discard pile
    (``pile_w``), whose cards stand at ``stock_x`` and ``pile_x``: each under its card, the
    pile's pushed right (its cards fan that way) where the two would come closer than
    ``gap``.

    >>> label_centres(100, 200, 60, 50, 40, 8)
    (130, 230)
    >>> label_centres(100, 160, 60, 90, 90, 8)
    (130, 228)
    """
    stock = stock_x + card_w // 2
    return stock, max(pile_x + card_w // 2, stock + (stock_w + 1) // 2 + gap + (pile_w + 1) // 2)


def draw_pile_labels(surface: pygame.Surface, stock_size: int, phase: Phase,
                     xs: tuple[int, int], card_w: int, y: int, px: int) -> None:
    """"Stock: n" under the stock at ``xs[0]`` and "Upcard" (at the offer, as the table says)
    or "Discard pile" under the pile at ``xs[1]``, their tops at ``y``: they said "Discard
    pile" at the offer, and at 640x420 in German "Nachziehstapel: 31" and "Aufgedeckte Karte"
    ran together."""
    stock = f"{T.STOCK}: {stock_size}"
    pile = str(T.UPCARD if phase is Phase.OFFER else T.DISCARD_PILE)
    at = label_centres(xs[0], xs[1], card_w, text_width(stock, px), text_width(pile, px),
                       gap_px(surface.get_size(), 12))
    draw_text(surface, stock, (at[0], y), px, WHITE, anchor="midtop")
    draw_text(surface, pile, (at[1], y), px, WHITE, anchor="midtop")


def draw_round_rules(surface: pygame.Surface, view: SeatView, x: int, y: int, right: int,
                     px: int) -> None:
    """The round's knock limit and doubling (Oklahoma, spades double) from ``x``, ``y`` to
    ``right``, as the table's panel says them: the review's "On the table" said nothing of
    them, and "Try again" offered "Knock with it" in a round of Gin only (English 1600x900,
    Oklahoma)."""
    for text, colour, bold in round_rule_lines(view):
        for line in wrap(text, px, max(1, right - x), bold=bold):
            draw_text(surface, line, (x, y), px, colour, bold=bold)
            y += int(px * 1.35)
