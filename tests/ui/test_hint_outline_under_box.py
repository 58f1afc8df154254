"""The hint's outline round a chosen card stays under the hint's box.

Seen at 640x420 in German (Short, seed 231, the upcard taken, then H): the hint rang the 10
of spades in the middle of the hand, the chosen card rose towards the box, and the outline
8 px round it was drawn over the box and crossed its second line ("... behältst du weniger
Restpunkte ..."). The box is drawn after the outline now: inside the box no pixel has the
outline's colour."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Action, Card, Kind, Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.hint import COACH, SHORTER
from ginrummy_desktop.ui.table.hint_words import hint_lines

from .helpers import key, make_app, step
from .test_hint import SyncExecutor, _table


def test_the_outline_of_a_risen_card_stays_under_the_hint_s_box() -> None:
    with use_localizer(Localizer("de")):
        app = make_app(size=(640, 420))
        m = Match(RuleSet.preset("short"), 231)
        m.apply(Action.take())  # the queen of diamonds, as in the window
        t = _table(app, m, SyncExecutor())
        key(app, Command.HINT)
        step(app)
        h = t.hint.result
        assert h is not None and h.best == Action.discard(Card.parse("TS"))
        assert h.best.kind is Kind.DISCARD and t.selected == h.best.card  # rung and risen
        texts = [hint_lines(h, t.view.hand_mask, t.view.discard_top, short, brief)
                 for short, brief in SHORTER]
        inside = t.hint.box(*texts)[0].inflate(-20, -6)  # clear of its rounded border
        target = t.hint.target()
        assert target is not None
        outline = t.hint._outline(target)[0]
        assert outline.top < inside.bottom and outline.colliderect(inside)  # they meet
        surface = pygame.Surface(app.size)
        t.draw(surface)
        area = surface.subsurface(inside)
        coach = pygame.mask.from_threshold(area, COACH, (1, 1, 1, 255)).count()
        assert coach == 0, f"{coach} px of the outline drawn over the box"
        app.stack.clear()
