"""A click on the knock area with no card chosen, by a mouse player after a draw: the reason
named the card the keyboard's ring stood on (the one just drawn: "You cannot knock with the
jack of diamonds: 60 deadwood left"), where a mouse player knows no ring and reads the hand's
best. The click now asks with, or says why not for, the card that leaves the least deadwood;
K still uses the ring (``test_keyboard_play``)."""

from __future__ import annotations

from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

from .helpers import click, drag, find_match, make_app, step, table_for
from .test_keyboard_play import _drawn_card_is_not_the_best_discard


def test_the_knock_area_names_the_hand_s_best_card() -> None:
    app = make_app(size=(1280, 800))
    try:
        m = find_match(_drawn_card_is_not_the_best_discard)
        table = table_for(app, m)
        lay = table.layout
        before = set(table.hand)
        drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
        step(app, 30)
        new_card = next(c for c in table.hand if c not in before)
        assert table.selected is None or table.selected == new_card
        click(app, lay.knock_rect.center)
        best = min(table.hand, key=table.deadwood_after)
        assert best != new_card
        top = app.stack.top
        said = str(top.text) if isinstance(top, ConfirmScene) else table.message.text
        assert card_name(best) in said and card_name(new_card) not in said, said
    finally:
        app.stack.clear()
