"""A window resized while a card is dragged: the card goes home, nothing is played and no
error is said. The layout moves under the pointer, so a card dragged to the discard pile
and released where the pile had been was refused with "That is no place for a card: drop
it on the discard pile or in your hand." (English, 800x520 resized to 1500x520 mid-drag)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase

from .helpers import _post, card_center, drag, find_match, press, release, step, table_for


def _human_to_discard() -> Match:
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DISCARD)


def _resize(app, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    _post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)


@pytest.mark.parametrize(("before", "after"), [((800, 520), (1500, 520)),
                                               ((900, 560), (1024, 600)),
                                               ((1024, 600), (900, 560))])
def test_a_resize_mid_drag_sends_the_card_home_unremarked(  # type: ignore[no-untyped-def]
        app, before: tuple[int, int], after: tuple[int, int]) -> None:
    """900x560 to 1024x600 (German): after the resize the drag went on with the card now
    under the press, and its drop discarded it (the nine of spades, not the ten of hearts
    dragged): the press is forgotten with the drag."""
    m = _human_to_discard()
    app.screen = pygame.display.set_mode(before, pygame.RESIZABLE)
    table = table_for(app, m)
    step(app, 2)
    hand = list(table.hand)
    card = hand[3]
    n = len(m.history)
    a, pile = card_center(table, card), table.layout.discard_rect.center
    press(app, a)
    for i in range(1, 5):
        p = (a[0] + (pile[0] - a[0]) * i // 8, a[1] + (pile[1] - a[1]) * i // 8)
        _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    assert table.drag is not None
    _resize(app, after)
    step(app)
    assert table.drag is None
    for i in range(5, 9):
        p = (a[0] + (pile[0] - a[0]) * i // 8, a[1] + (pile[1] - a[1]) * i // 8)
        _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
        assert table.drag is None  # nothing comes up on the way
    release(app, pile)  # where the pile was
    step(app, 30)
    assert len(m.history) == n and m.phase is Phase.DISCARD
    assert table.message is None
    assert table.hand == hand
    # the next drag works as ever, in the new layout
    drag(app, card_center(table, card), table.layout.discard_rect.center)
    assert len(m.history) == n + 1 and m.history[-1].card == card
