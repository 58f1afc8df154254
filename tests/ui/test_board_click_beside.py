"""Clicks that meant something else do not move the game on.

Played with the mouse (Oklahoma, 1366x768): the round's score board stood over the dimmed
table, the player clicked the table's "Menu" button showing beside it, and the next round was
dealt. A click beside the board now only stops its countdown, and so does a click on its
sheet (a row clicked to look at it dealt the next round; Hollywood, English 1600x900): its
buttons and keys go on.
On the reviewed round's table, "Try again" came at a mistake before "◀ Decision" and pushed
the arrows right: a player clicking "Decision ▶" in one place hit "◀ Decision" at the next
mistake. It now comes after them. A window over the table is opaque (the paused menu showed
the hearts of the hand through its buttons)."""

from __future__ import annotations

import pygame

from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.widgets import draw_panel

from .helpers import click, make_app, step
from .test_review_board import on_the_table
from .test_summary_flow import _summary


def test_a_click_beside_the_board_stops_its_countdown_and_deals_nothing() -> None:
    app = make_app(animation="normal", size=(1366, 768))
    table, board = _summary(app, 5)
    menu = table.buttons["menu"].rect.center
    assert not board.panel().collidepoint(menu)
    click(app, menu)
    assert app.stack.top is board and board.stopped
    step(app, 80, 0.1)  # past its five seconds: it stays
    assert app.stack.top is board
    click(app, board.panel().center)  # on the sheet: nothing either (a click on a row of the
    step(app, 80, 0.1)  # sheet dealt the next round; Hollywood, 1600x900)
    assert app.stack.top is board
    click(app, board.close_button.rect.center)  # its button goes on
    step(app, 2)
    assert isinstance(app.stack.top, DealScene)
    app.stack.clear()


def test_the_arrows_stand_still_when_try_again_comes() -> None:
    app = make_app()
    _rv, board = on_the_table(app)
    places, tries = set(), 0
    while True:
        step(app)
        tries += board.try_button.visible
        places.add((board.prev.rect.topleft, board.next.rect.topleft))
        if board.k == len(board.steps) - 1:
            break
        click(app, board.next.rect.center)
    assert tries and 0 < tries < len(board.steps)  # it came and went
    assert len(places) == 1, places
    app.stack.clear()


def test_a_window_over_the_table_hides_what_is_under_it() -> None:
    surface = pygame.Surface((100, 60))
    surface.fill((255, 255, 255))
    draw_panel(surface, pygame.Rect(0, 0, 100, 60))
    assert surface.get_at((50, 30))[:3] == (10, 30, 20)
