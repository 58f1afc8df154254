"""A hint that says to pass outlines the Pass button in the coach's green, as it outlines a
card or a pile: "Hint: Pass - about as good as the next best: take the 7 of diamonds" stood
beside a gold "Take" and a "Pass" with the keyboard's ring only, or nothing (1920x1080). With
the ring on Pass too, the outline stands outside the ring."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ginrummy_desktop.coach.hint import hint
from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.table.hint import COACH

from .helpers import find_match, make_app, step
from .test_hint import SyncExecutor, _table


def _offer(app: object) -> object:
    m = find_match(lambda m: m.view(HUMAN).my_turn and m.view(HUMAN).phase is Phase.OFFER)
    t = _table(app, m, SyncExecutor())
    h = hint(t.view, playouts=64)
    t.hint.moves = t.hint._moves()
    t.hint.result = replace(h, best=Action.pass_(), second=Action.take())  # as H showed it
    step(app)
    return t


def test_a_hint_to_pass_outlines_the_pass_button() -> None:
    app = make_app()
    t = _offer(app)
    button = t.buttons["pass"].rect  # type: ignore[attr-defined]
    assert t.hint.target() == button  # type: ignore[attr-defined]
    surface = pygame.Surface(app.size)
    t.draw(surface)  # type: ignore[attr-defined]
    edge = button.inflate(8, 8)
    assert surface.get_at((edge.centerx, edge.top + 1))[:3] == COACH
    app.stack.clear()


def test_with_the_ring_on_pass_the_outline_stands_outside_it() -> None:
    app = make_app()
    t = _offer(app)
    t.ring.put(t.buttons["pass"])  # type: ignore[attr-defined]
    rect, _width, _corner = t.hint._outline(t.hint.target())  # type: ignore[attr-defined]
    assert rect.width > t.buttons["pass"].rect.inflate(12, 12).width  # type: ignore[attr-defined]
    app.stack.clear()
