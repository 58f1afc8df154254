"""The tutorial's steps that move a card (discard the K♠, knock with the 9♦) outline the card
only and point from it to where it goes with an arrow: at the knock step the 9♦ and the
Knock area stood in the same yellow outline, and the player could not tell which one the step
meant (800x520 German)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Action, Card
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial
from ginrummy_desktop.ui.widgets import HIGHLIGHT

from .helpers import card_center, click, drag, key, step, step_until
from .menu_helpers import menu_app

WORKER = 30.0
KING, NINE = Card.parse("KS"), Card.parse("9D")


def _to_step(app: Any, last: str) -> Any:
    """The tutorial's table, played by real events up to the step ``last``."""
    table = start_tutorial(app)
    step_until(app, lambda: app.stack.top is table)
    policy = table.policy
    assert isinstance(policy, TutorialPolicy)
    key(app, Command.CONFIRM)
    key(app, Command.CONFIRM)
    click(app, table.buttons["pass"].rect.center)
    step_until(app, lambda: policy.step().key == "draw", timeout=WORKER)
    lay = table.layout
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    step(app, 30)
    if last == "discard":
        return table
    drag(app, card_center(table, KING), lay.discard_rect.center)
    step_until(app, lambda: policy.step().key == "take", timeout=WORKER)
    step(app, 30)
    drag(app, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
    key(app, Command.CONFIRM)  # Next, after the melds
    step(app, 30)
    assert policy.step().key == "knock"
    return table


def _card_rect(table: Any, card: Card) -> pygame.Rect:
    return pygame.Rect(table.hand_positions()[table.hand.index(card)], table.layout.card)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize(("last", "card"), [("discard", KING), ("knock", NINE)])
def test_one_outline_the_card_and_an_arrow_to_where_it_goes(
        size: tuple[int, int], last: str, card: Card) -> None:
    app = menu_app(size=size)
    try:
        table = _to_step(app, last)
        policy = table.policy
        assert policy.step().key == last
        lay = table.layout
        goal = lay.discard_rect if last == "discard" else lay.knock_rect
        rect = _card_rect(table, card)
        assert policy.targets() == [rect]  # the card only: its goal is not outlined too
        arrow = policy.arrow()
        assert arrow is not None
        start, end = arrow
        near = rect.inflate(4, 4)
        assert near.collidepoint(start) and not rect.inflate(-4, -4).collidepoint(start)
        grown = goal.inflate(20, 20)
        assert grown.collidepoint(end) and not goal.collidepoint(end)
        # it crosses no other place of the table (to the pile it crossed the Knock area's
        # corner at 1920x1080)
        for other in (lay.stock_rect, lay.knock_rect if last == "discard" else lay.discard_rect):
            assert not other.clipline(start, end), (other, start, end)
        # its shaft is drawn, in the outline's colour over the felt: the coach's green, not
        # the keyboard ring's yellow (the ring under the frame was not seen, 1600x900)
        surface = pygame.Surface(app.size)
        surface.fill((0, 0, 0))
        policy.draw_hint(surface)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        r, g, b, *_ = surface.get_at(mid)
        assert g > r + 60 and g > b + 60, surface.get_at(mid)
        assert abs(r - HIGHLIGHT[0]) > 100, "not the keyboard ring's yellow"
        # the goal's edge carries no outline of the tutorial (the arrow's head aside)
        far = (goal.centerx, goal.top - 6) if end[1] > goal.centery else \
            (goal.centerx, goal.bottom + 6)
        if not pygame.Rect(far, (1, 1)).clipline(start, end):
            assert surface.get_at(far)[:3] == (0, 0, 0)
    finally:
        app.stack.clear()


def test_while_the_card_is_held_the_arrow_leaves_from_it() -> None:
    """Picked up, the card has no outline left behind in the hand; the arrow goes from the
    card under the pointer, and the knock goes through as before."""
    app = menu_app(size=(800, 520))
    try:
        table = _to_step(app, "knock")
        policy = table.policy
        lay = table.layout
        a = card_center(table, NINE)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
        step(app)
        mid = (a[0] - 60, a[1] - 20)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        step(app)
        assert table.drag is not None and table.drag.card == NINE
        assert policy.targets() == []
        arrow = policy.arrow()
        assert arrow is not None
        held = pygame.Rect(table.drag.top_left, lay.card)
        assert held.inflate(4, 4).collidepoint(arrow[0])
        assert lay.knock_rect.inflate(20, 20).collidepoint(arrow[1])
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=lay.knock_rect.center,
                                             rel=(0, 0), buttons=(1, 0, 0)))
        step(app)
        assert policy.arrow() is None  # over the Knock area: nothing left to point at
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                             pos=lay.knock_rect.center))
        step(app)
        assert app.stack.top.name == "confirm"
        click(app, app.stack.top.yes.rect.center)
        assert table.ctrl.match.history[-1] == Action.knock(NINE)
    finally:
        app.stack.clear()


def test_the_card_of_the_step_has_the_keyboards_ring() -> None:
    """The K♥ taken by a double click kept the keyboard's ring, the same yellow as the 9♦'s
    outline beside it (640x420), and K asked to knock with the K♥. At the steps that move a
    card the ring goes to that card once: Enter throws the K♠, K knocks with the 9♦, and the
    line under the hand counts what is left after it."""
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
    from ginrummy_desktop.ui.table.model import HandFocus

    from .helpers import double_click

    app = menu_app(size=(640, 420))
    try:
        table = _to_step(app, "discard")
        policy = table.policy
        assert policy.step().key == "discard"
        step(app, 3)
        assert table.focus == HandFocus(table.hand.index(KING)) and table.selected == KING
        key(app, Command.CONFIRM)  # Enter throws the ringed K♠
        m = table.ctrl.match
        assert m.history[-1] == Action.discard(KING)
        step_until(app, lambda: policy.step().key == "take", timeout=WORKER)
        step(app, 30)
        double_click(app, table.layout.discard_rect.center)  # the K♥ by a double click
        step(app, 30)
        key(app, Command.CONFIRM)  # Next, after the melds
        step(app, 3)
        assert policy.step().key == "knock"
        assert table.focus == HandFocus(table.hand.index(NINE)) and table.selected == NINE
        key(app, Command.KNOCK)
        assert isinstance(app.stack.top, ConfirmScene)
        click(app, app.stack.top.yes.rect.center)
        assert Action.knock(NINE) in m.history[-2:]  # (the computer may have laid off)
    finally:
        app.stack.clear()
