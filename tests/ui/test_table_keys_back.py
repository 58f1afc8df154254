"""The table's keys where they surprised a keyboard player (real windows, by keys):
Up then Down put the ring on the first card, not back on the card it left (1920x1080); S
sorted the finished match's hand though its sort buttons were gone (800x520, German)."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import HandFocus, Pile, SortMode

from .helpers import card_center, click, find_match, key, make_app, table_for
from .test_after_match import finished_table


def _table() -> tuple[Any, Any]:
    app = make_app(size=(640, 420))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    return app, table_for(app, m)


def test_down_brings_the_ring_back_to_the_card_up_left() -> None:
    app, t = _table()
    for _ in range(3):
        key(app, Command.RIGHT)
    card = t.selected
    assert t.focus == HandFocus(2) and card is not None
    key(app, Command.UP)
    assert t.focus is Pile.STOCK
    key(app, Command.RIGHT)  # over to the discard pile: Down still goes back to the card
    key(app, Command.DOWN)
    assert t.focus == HandFocus(2) and t.selected == card
    app.stack.clear()


def test_down_after_a_click_rings_the_card_clicked() -> None:
    app, t = _table()
    card = t.hand[4]
    click(app, card_center(t, card))
    assert t.selected == card and t.focus is None
    key(app, Command.DOWN)
    assert t.focus == HandFocus(4) and t.selected == card
    app.stack.clear()


def test_a_new_round_forgets_the_card_up_left() -> None:
    app, t = _table()
    key(app, Command.RIGHT)
    key(app, Command.RIGHT)
    key(app, Command.UP)
    t.model.new_round(list(t.hand), t.melds)
    t.model.dealt()
    key(app, Command.DOWN)
    assert t.focus == HandFocus(0)
    app.stack.clear()


def test_s_sorts_as_the_sort_buttons_do_and_not_once_they_are_gone() -> None:
    app, t = _table()
    modes = []
    for _ in range(3):
        key(app, Command.SORT)
        modes.append(t.sort_mode)
    assert modes == [SortMode.SUIT, SortMode.RANK, SortMode.MELDS]
    app.stack.clear()
    app, t = finished_table()
    assert not t.buttons["sort_suit"].visible
    shown, mode = list(t.hand), t.sort_mode
    key(app, Command.SORT)
    assert t.hand == shown and t.sort_mode is mode, "the finished hand stays as it ended"
    app.stack.clear()


@pytest.mark.parametrize("ring", [Pile.DISCARD, HandFocus(2)])
def test_enter_refused_while_drawing_says_why_and_rings_the_stock(ring: Any) -> None:
    """640x420 English, by keys: Enter rang the upcard, P passed, the computer passed; the
    ring stayed on the closed upcard and Enter only said "The upcard was passed; draw from
    the stock." however often it was pressed (and after a discard the ring stayed on the
    hand, where Enter only said to draw first)."""
    from ginrummy_desktop.engine import Action

    app = make_app(size=(640, 420))
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                   and m.history[-1] == Action.pass_())
    t = table_for(app, m)
    if isinstance(ring, Pile):
        t.model.focus_pile(ring)
    else:
        t.model.focus_card(t.hand[ring.index])
    before = len(m.history)
    key(app, Command.CONFIRM)
    assert t.message is not None and t.message.error and len(m.history) == before
    assert t.focus is Pile.STOCK
    key(app, Command.CONFIRM)
    assert m.history[before] == Action.draw_stock()
    app.stack.clear()


def test_f1_opens_the_help_on_the_tables_keys_and_escape_comes_back() -> None:
    """By keys (1920x1080, German): F1 at the table did nothing; the help was in the pause
    menu. The help's list of the table's keys names F1 too."""
    from ginrummy_desktop.ui.input import key_names
    from ginrummy_desktop.ui.scenes.help import HelpScene
    from ginrummy_desktop.ui.table.keys import TABLE_KEYS

    app, t = _table()
    key(app, Command.HELP)
    top = app.stack.top
    assert isinstance(top, HelpScene) and top.tab == "keys"
    assert [n for n, b in top.tab_buttons if b.focused] == ["keys"], "the ring on it too"
    assert any(Command.HELP in cmds for cmds, _ in TABLE_KEYS) and key_names([Command.HELP])
    key(app, Command.CANCEL)
    assert app.stack.top is t and len(t.hand) == 11
    app.stack.clear()
