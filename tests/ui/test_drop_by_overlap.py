"""A drop lands where the card lies, not only where the pointer is (English 1600x900, by
mouse): a card held by its top edge and laid over the lit discard pile, the pointer below
the pile, was refused with "That is no place for a card" and snapped back; a card from the
stock laid over the hand's lit frame, the pointer above it, was refused with "To draw, drop
the card in your hand.". The target the dragged card overlaps most takes it (KDE's rule). The
upcard put back on its pile goes back without a red word (the player changed their mind), and
the knock area is open under a dragged card only if that card may knock."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Action, Kind, Phase
from ginrummy_desktop.ui.table.painter import TablePainter
from ginrummy_desktop.ui.widgets import GOLD, HIGHLIGHT

from .helpers import _post, card_center, find_match, make_app, press, release, step, table_for

SIZE = (1600, 900)


def _hold(app: Any, a: tuple[int, int], b: tuple[int, int]) -> None:
    """Press at ``a`` and move to ``b`` in steps, not released."""
    press(app, a)
    for i in range(1, 9):
        p = (a[0] + (b[0] - a[0]) * i // 8, a[1] + (b[1] - a[1]) * i // 8)
        _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        app.step(1 / 60)


def _table(phase: Phase) -> tuple[Any, Any]:
    app = make_app(size=SIZE)
    m = find_match(lambda m: m.phase is phase and m.round.turn == 0)
    t = table_for(app, m)
    step(app, 5)
    return app, t


def test_a_card_laid_over_the_foot_of_the_pile_is_discarded() -> None:
    app, t = _table(Phase.DISCARD)
    try:
        card = next(c for c in t.hand if Action.discard(c) in t.legal)
        r = pygame.Rect(t.hand_positions()[t.hand.index(card)], t.layout.card)
        grip = r.center
        d = t.layout.discard_rect
        to = (d.centerx, d.bottom + d.width // 6 + 10)  # the pointer below the pile (as the
        # pile is taken, a little larger than drawn), the card's upper part over its foot
        assert not d.inflate(d.width // 3, d.width // 3).collidepoint(to)
        _hold(app, grip, to)
        assert t.drag is not None and pygame.Rect(t.drag.top_left, t.layout.card).colliderect(d)
        release(app, to)
        step(app, 3)
        assert card not in t.hand and card in t.view.discard_pile  # (the computer may have
        # played on)
        assert t.message is None or not t.message.error
    finally:
        app.stack.clear()


def test_a_stock_card_laid_over_the_hand_is_drawn() -> None:
    app, t = _table(Phase.DRAW)
    try:
        before = len(t.hand)
        s = t.layout.stock_rect
        grip = (s.centerx, s.top + 5)  # by its top edge
        hand = t.layout.hand_rect
        to = (hand.centerx, hand.top - 10)  # the pointer above the hand, the card over it
        assert not hand.collidepoint(to)
        _hold(app, grip, to)
        release(app, to)
        step(app, 3)
        assert len(t.hand) == before + 1 and t.view.phase is Phase.DISCARD
    finally:
        app.stack.clear()


def test_the_upcard_put_back_on_its_pile_goes_back_without_a_word() -> None:
    app, t = _table(Phase.DRAW)
    try:
        top = t.view.discard_top
        d = t.layout.discard_rect
        _hold(app, d.center, (d.centerx + 4, d.centery + 30))
        release(app, (d.centerx + 4, d.centery + 30))
        step(app, 3)
        assert t.view.discard_top == top and t.view.phase is Phase.DRAW
        assert t.message is None, "no red word for a card put back"
        elsewhere = (d.centerx, d.top - d.height)  # off every target: said where it goes
        _hold(app, d.center, elsewhere)
        release(app, elsewhere)
        step(app, 3)
        assert t.message is not None and t.message.error
    finally:
        app.stack.clear()


def _edge_colour(app: Any, t: Any) -> tuple[int, int, int]:
    surface = pygame.Surface(app.size)
    TablePainter(t).draw(surface)
    k = t.layout.knock_rect
    return tuple(surface.get_at((k.centerx, k.top))[:3])  # type: ignore[return-value]


def test_the_knock_area_is_open_under_a_dragged_card_only_if_it_may_knock() -> None:
    app = make_app(size=SIZE)
    m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0
                   and any(a.kind is Kind.KNOCK for a in m.legal_actions())
                   and any(Action.knock(c) not in m.legal_actions()
                           for c in m.view(0).hand))
    t = table_for(app, m)
    try:
        step(app, 5)
        assert _edge_colour(app, t) == GOLD[:3], "some card may knock"
        bad = next(c for c in t.hand if Action.knock(c) not in t.legal)
        k = t.layout.knock_rect
        _hold(app, card_center(t, bad), (k.centerx, k.bottom + k.height))
        assert t.drag is not None and t.drag.card == bad
        assert _edge_colour(app, t) not in (GOLD[:3], HIGHLIGHT[:3])
        release(app, t.layout.hand_rect.center)
        step(app, 20)
        good = next(c for c in t.hand if Action.knock(c) in t.legal)
        _hold(app, card_center(t, good), (k.centerx, k.bottom + k.height))
        assert _edge_colour(app, t) == HIGHLIGHT[:3]
        release(app, t.layout.hand_rect.center)
    finally:
        app.stack.clear()


def test_the_pile_and_the_knock_area_go_before_the_hands_zone() -> None:
    """English 1024x640: a card lying a third over the lit discard pile's foot (and another
    over the lit knock area), the pointer in the hand's zone, which reaches far above the
    cards, went back into the hand without a word: the zone overlapped it more."""
    app = make_app(size=(1024, 640))
    m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0
                   and any(a.kind is Kind.KNOCK for a in m.legal_actions()))
    t = table_for(app, m)
    try:
        step(app, 5)
        ch = t.layout.card[1]
        d, k, hand = t.layout.discard_rect, t.layout.knock_rect, t.layout.hand_rect
        knock = next(a.card for a in t.legal if a.kind is Kind.KNOCK)
        card = next(c for c in t.hand if c != knock and Action.discard(c) in t.legal)
        grip = ch - 10  # held near its foot
        to = (d.centerx, d.bottom - ch // 3 + grip)  # the card's upper third on the pile
        assert hand.collidepoint(to), "the pointer in the hand's zone"
        x, y = t.hand_positions()[t.hand.index(card)]
        _hold(app, (x + 10, y + grip), to)
        held = pygame.Rect(t.drag.top_left, t.layout.card)
        over_hand, over_pile = held.clip(hand), held.clip(d)
        assert over_hand.w * over_hand.h > over_pile.w * over_pile.h, "the zone overlaps more"
        release(app, to)
        step(app, 3)
        assert card not in t.hand and card in t.view.discard_pile
    finally:
        app.stack.clear()
    app = make_app(size=(1024, 640))
    m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0
                   and any(a.kind is Kind.KNOCK for a in m.legal_actions()))  # as it was
    t = table_for(app, m)
    try:
        step(app, 5)
        to = (k.centerx, k.bottom - ch // 3 + grip)
        assert hand.collidepoint(to)
        x, y = t.hand_positions()[t.hand.index(knock)]
        _hold(app, (x + 10, y + grip), to)
        release(app, to)
        step(app, 3)
        assert app.stack.top is not t, "the knock is asked (the confirmation)"
    finally:
        app.stack.clear()


def test_enter_after_a_draw_by_mouse_rings_the_card_drawn() -> None:
    """English 1024x640: a card drawn by dragging it into the hand, then Enter: the ring went
    to the hand's first card ("Deadwood after the discard: 55"), far from the card just drawn,
    and one more Enter would have thrown a card never chosen."""
    from ginrummy_desktop.ui.input import Command

    from .helpers import drag, key

    app, t = _table(Phase.DRAW)
    try:
        drag(app, card_center(t, t.hand[0]), card_center(t, t.hand[-1]))  # the player's order
        step(app, 30)
        assert t.sort_mode is None
        before = set(t.hand)
        s = t.layout.stock_rect
        drag(app, s.center, card_center(t, t.hand[6]))
        step(app, 30)
        (new,) = set(t.hand) - before
        assert t.view.phase is Phase.DISCARD and t.focus is None
        key(app, Command.CONFIRM)
        assert t.model.focused_card() == new and new in t.hand, "only rung"
        key(app, Command.CONFIRM)
        assert new not in t.hand and new in t.view.discard_pile
    finally:
        app.stack.clear()
