"""H where the player's turn has one legal move (the stock, after both passed the upcard):
the hint names it and rings the stock, so Enter draws. It said "No hint now: there is
nothing for you to choose", and Enter after it only rang the stock (1280x800, a round by H
and Enter). No hint is counted: there was nothing to choose."""

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
        said = table.message.text if table.message is not None else ""
        expected = {"en": "Hint: Draw from the stock \u2013 the only move now.",
                    "de": "Tipp: Vom Nachziehstapel ziehen \u2013 der einzige mögliche Zug."}
        assert said == expected[lang] and said != str(NOT_NOW)
        assert table.model.focus is Pile.STOCK
        assert table.ctrl.assists.get("hints", 0) == 0, "nothing to choose: no hint counted"
        key(app, Command.CONFIRM)
        assert len(m.history) == moves + 1 and m.history[moves].kind is Kind.DRAW_STOCK
        step(app)
        assert table.message is None or table.message.text != said, "gone with the move"
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
        assert table.message is not None
        assert table.message.text == "Hint: Draw from the stock \u2013 the only move now."
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
