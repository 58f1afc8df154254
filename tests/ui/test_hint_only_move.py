"""H where the player's turn has one legal move (the stock, after both passed the upcard):
the hint names it and rings the stock, so Enter draws. It said "No hint now: there is
nothing for you to choose", and Enter after it only rang the stock (1280x800, a round by H
and Enter). No hint is counted: there was nothing to choose. It stands in the hint's box with
why, as every hint does (it stood in the plain strip of a refusal)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.hint import NOT_NOW
from ginrummy_desktop.ui.table.model import Pile

from .helpers import find_match, key, make_app, step, table_for


def _forced_draw(app):  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                   and [a.kind for a in m.view(0).legal_actions()] == [Kind.DRAW_STOCK])
    return table_for(app, m)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_h_names_the_only_move_and_enter_plays_it(lang: str) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(lang))
    try:
        app = make_app(size=(1280, 800))
        table = _forced_draw(app)
        m = table.ctrl.match
        moves = len(m.history)
        key(app, Command.HINT)
        step(app)
        assert table.message is None, "no plain strip: the hint's box says it"
        shown = table.hint.texts()
        assert shown is not None
        said = shown[0][0]
        expected = {"en": ["Hint: Draw from the stock \u2013 the only move now",
                           "Both players passed the upcard, so the first draw is from the "
                           "stock."],
                    "de": ["Tipp: Vom Nachziehstapel ziehen \u2013 der einzige mögliche Zug",
                           "Beide haben gepasst, also wird zuerst vom Nachziehstapel "
                           "gezogen."]}
        assert said == expected[lang] and str(NOT_NOW) not in said
        assert table.model.focus is Pile.STOCK
        assert table.ctrl.assists.get("hints", 0) == 0, "nothing to choose: no hint counted"
        key(app, Command.CONFIRM)
        assert len(m.history) == moves + 1 and m.history[moves].kind is Kind.DRAW_STOCK
        step(app)
        assert table.hint.texts() is None, "gone with the move"
    finally:
        app.stack.clear()
        set_localizer(previous)


def test_the_hint_button_is_not_flat_there_and_says_the_only_move() -> None:
    """The Hint button stood flat (disabled) where H named the only move."""
    from .helpers import click

    app = make_app(size=(800, 520))
    try:
        table = _forced_draw(app)
        button = table.buttons["hint"]
        assert button.visible and button.enabled
        click(app, button.rect.center)
        step(app)
        shown = table.hint.texts()
        assert shown is not None
        assert shown[0][0][0] == "Hint: Draw from the stock \u2013 the only move now"
    finally:
        app.stack.clear()


def test_the_only_move_s_pile_is_outlined_as_a_hint_s() -> None:
    """Asked with the mouse (no ring), the line alone said it; the stock is outlined in the
    hint's green as a hinted pile is, until the move is made."""
    import pygame

    from ginrummy_desktop.ui.table.hint import COACH

    from .helpers import click

    app = make_app(size=(800, 520))
    try:
        table = _forced_draw(app)
        stock = table.layout.stock_rect
        assert table.hint.target() is None
        click(app, table.buttons["hint"].rect.center)
        step(app)
        assert table.hint.target() == stock
        surface = pygame.display.get_surface()
        edge = (stock.left - 3, stock.centery)  # on the outline, 4 px out, 3 wide
        assert tuple(surface.get_at(edge))[:3] == COACH
        moves = len(table.ctrl.match.history)
        key(app, Command.CONFIRM)  # the ring to the stock, then the draw
        key(app, Command.CONFIRM)
        step(app)
        assert len(table.ctrl.match.history) > moves
        assert table.hint.target() is None, "gone with the move"
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_the_only_move_stands_in_the_hint_s_box(size: tuple[int, int]) -> None:
    """Its gold-edged box between the piles and the hand, clear of both, as a searched
    hint's (it stood in the refusals' plain strip)."""
    import pygame

    from ginrummy_desktop.ui.table.hint import COACH

    from .helpers import click

    app = make_app(size=size)
    try:
        table = _forced_draw(app)
        click(app, table.buttons["hint"].rect.center)
        step(app)
        box = table.hint.box_rect()
        assert box is not None and table.message is None
        surface = pygame.display.get_surface()
        assert tuple(surface.get_at((box.centerx, box.top)))[:3] == COACH
        lay = table.layout
        assert not box.colliderect(lay.stock_rect) and not box.colliderect(lay.discard_rect)
        hand_top = min(y for _x, y in table.hand_positions())
        assert box.bottom <= hand_top
    finally:
        app.stack.clear()
