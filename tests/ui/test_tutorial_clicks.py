"""The tutorial played by clicks only, as a beginner does: the step's card is raised for them
(K♠ to discard, 9♦ to knock with), they click it and then the pile or the knock area. Seen
(German 900x600, mouse only): the click let the raised K♠ go, the pile then refused ("Bitte
folge in der Einführung dem Hinweis."), and at the knock a click on "Klopfen" did nothing."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Card
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.tutorial import start_tutorial

from .helpers import card_center, click, key, step, step_until
from .menu_helpers import menu_app

WORKER = 30.0


def test_clicking_the_raised_card_then_its_place_plays_it() -> None:
    app = menu_app(size=(900, 600), language="de")
    try:
        table = start_tutorial(app)
        m = table.ctrl.match
        step_until(app, lambda: app.stack.top is table)
        for _ in range(3):  # the welcome, the piles, what a meld is
            key(app, Command.CONFIRM)
        click(app, table.buttons["pass"].rect.center)
        step_until(app, lambda: table.policy.step().key == "draw", timeout=WORKER)
        click(app, table.layout.stock_rect.center)
        step_until(app, lambda: table.policy.step().key == "discard" and not table.flights)
        step(app, 5)
        king = Card.parse("KS")
        assert table.selected == king  # raised for the beginner
        click(app, card_center(table, king))
        assert table.selected == king  # it stays chosen
        click(app, table.layout.discard_rect.center)
        assert m.history[3] == Action.discard(king) and table.ctrl.refused == 0  # the computer may
        # have moved on its worker already
        step_until(app, lambda: table.policy.step().key == "take", timeout=WORKER)
        step(app, 30)
        click(app, table.layout.discard_rect.center)
        assert table.policy.step().key == "melds"
        # the loose cards named in the hand's order (it said "9♦, 2♠" over 2♠ ... 9♦)
        loose = [c for c in table.hand if c in (Card.parse("9D"), Card.parse("2S"))]
        assert ", ".join(card_name(c, short=True) for c in loose) in table.policy.hint_text()
        key(app, Command.CONFIRM)
        assert table.policy.step().key == "knock"
        step(app, 5)
        nine = Card.parse("9D")
        assert table.selected == nine
        click(app, card_center(table, nine))
        click(app, card_center(table, nine))  # let go after all: the knock area still asks
        assert table.selected is None
        click(app, table.layout.knock_rect.center)
        top = app.stack.top
        assert isinstance(top, ConfirmScene) and "Karo 9" in str(top.text)
    finally:
        app.stack.clear()
