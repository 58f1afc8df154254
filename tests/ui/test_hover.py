"""Hover: what a press would pick up rises a little and is outlined (real MOUSEMOTION)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Action, Phase

from .helpers import DT, card_center, drag, find_match, make_app, step, table_for


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


def move(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(DT)


def _human_to_draw():  # type: ignore[no-untyped-def]
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW
                      and Action.draw_discard() in m.legal_actions())


def test_a_hovered_hand_card_rises(app) -> None:  # type: ignore[no-untyped-def]
    table = table_for(app, _human_to_draw())
    card = table.hand[4]
    x, y = table.hand_positions()[4]
    cx = card_center(table, card)[0]
    above = (cx, y - 2)
    felt = tuple(app.screen.get_at(above))
    move(app, card_center(table, card))
    assert table.hover == ("hand", card)
    assert tuple(app.screen.get_at(above)) != felt  # the card is drawn a few px higher
    assert table.hand_positions()[4] == (x, y)  # hit-testing does not move with it
    move(app, (5, 5))
    assert table.hover is None
    assert tuple(app.screen.get_at(above)) == felt


def test_the_piles_are_hovered_only_while_drawing_is_legal(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    lay = table.layout
    move(app, lay.stock_rect.center)
    assert table.hover == ("stock", None)
    move(app, lay.discard_rect.center)
    assert table.hover == ("discard", None)
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    assert m.phase is Phase.DISCARD
    move(app, lay.stock_rect.center)
    assert table.hover is None  # drawing is over: the stock does not offer itself
    move(app, lay.discard_rect.center)
    assert table.hover is None


def test_no_hover_while_dragging(app) -> None:  # type: ignore[no-untyped-def]
    table = table_for(app, _human_to_draw())
    card = table.hand[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card_center(table, card),
                                         button=1))
    step(app)
    x, y = card_center(table, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y - 60), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    step(app)
    assert table.drag is not None and table.hover is None
