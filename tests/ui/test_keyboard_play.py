"""Playing without the mouse, as a player does it: keys through the app loop, and one visible
focus at a time (found by playing a whole round by keyboard in a real window)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Action, Card, Kind, Match, Phase, SeatView
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.input import Command, key_names
from ginrummy_desktop.ui.scene import build_scene
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.help import MENU_KEYS
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.table.model import Pile, SortMode

from .helpers import find_match, key, key_without_command, make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


def _human_to_draw():  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.OFFER and not m.history)
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    return m


def test_the_keyboard_focus_is_the_only_ring_on_the_table(app) -> None:  # type: ignore[no-untyped-def]
    """Played by keys at 800x520: the stock had the focus ring, and so had "Sort: melds"
    (the ring marked the hand's sort), so which one Enter would play was a guess. The sort
    is now marked as chosen (gold), the ring is the keyboard's alone."""
    table = table_for(app, _human_to_draw())
    table.sort(SortMode.MELDS)
    step(app)
    key(app, Command.UP)
    assert table.model.focus is Pile.STOCK
    ringed = [name for name, b in table.buttons.items() if b.visible and b.focused]
    assert ringed == []
    assert table.buttons["sort_melds"].primary
    assert not table.buttons["sort_suit"].primary and not table.buttons["sort_rank"].primary
    key(app, Command.SORT)  # S: the next sort is the chosen one
    assert table.sort_mode is SortMode.SUIT and table.buttons["sort_suit"].primary
    assert not table.buttons["sort_melds"].primary


def test_enter_on_the_new_match_screen_starts_with_what_is_chosen() -> None:
    """The new match screen opened with the focus on "Classic" (chosen) and the gold "Start"
    13 keys away; Enter pressed "Classic" again and nothing happened. Enter on the chosen rule
    set or opponent now starts; on another rule set it chooses that one first."""
    app = menu_app()
    try:
        step(app)
        key(app, Command.CONFIRM)  # New match
        new = app.stack.top
        assert isinstance(new, NewMatchScene)
        key(app, Command.DOWN)  # the focus on "Short", not chosen
        key(app, Command.CONFIRM)
        assert app.stack.top is new and new.preset == "short"
        key(app, Command.CONFIRM)  # now it is chosen: start
        table = app.stack.find(TableScene)
        assert table is not None and table.ctrl.match.rules.name == "short"
    finally:
        app.stack.clear()


@pytest.mark.parametrize("last", ["short", "hollywood"])
def test_the_ring_starts_on_the_rule_set_offered(last: str) -> None:
    """The last choice was Short (or a finished match's rules were offered): the ring stood
    on "Classic", and Enter chose Classic instead of starting what the screen offered."""
    app = menu_app()
    try:
        app.settings.last_preset = last
        new = app.open("new_match")
        step(app)
        ringed = [b for b in new._buttons() if b.focused]
        assert ringed == [dict(new.presets.buttons)[last]]
        key(app, Command.CONFIRM)
        table = app.stack.find(TableScene)
        assert table is not None and table.ctrl.match.rules.name == last
    finally:
        app.stack.clear()


def test_the_help_keys_tab_says_how_to_reach_every_entry_and_the_focus_goes_with_the_tab() -> None:
    """On the help screen Up/Down scroll and Left/Right switch tabs: the rule sets' buttons
    were reached only by Tab, which the keys tab did not name; and after Right the focus
    ring stayed on "Rules" while "Keys" was shown."""
    app = menu_app()
    try:
        app.push(build_scene(app, "help"))
        step(app)
        help_scene = app.stack.top
        key(app, Command.RIGHT)
        assert help_scene.tab == "keys"
        ringed = [b for b in help_scene._buttons() if b.focused]
        assert ringed == [dict(help_scene.tab_buttons)["keys"]]
        assert any("Tab" in key_names(commands) for commands, _ in MENU_KEYS)
        key(app, Command.LEFT)
        for _ in range(4):  # Tab: from the "Rules" tab past the others to the second rule set
            key(app, Command.NEXT)
        key(app, Command.CONFIRM)
        assert help_scene.tab == "rules" and help_scene.preset == "short"
    finally:
        app.stack.clear()


def test_the_countdown_on_the_score_board_says_a_key_stops_it(lang: str) -> None:
    """Played by keyboard: "Next round in 7 s - move the mouse here to stay"; a key stops
    the countdown, but the line named only the mouse. It names the arrows (Enter, Space and
    Esc go on), and a key that means nothing stops it too."""
    from ginrummy_desktop.ui.scenes.scoreboard import CLOSES_IN

    line = CLOSES_IN.format(n=7)
    assert {"en": "press an arrow key", "de": "Pfeiltaste"}[lang] in line
    app = make_app()
    try:
        m = find_match(lambda m: len(m.results) == 1 and not m.is_over)
        table_for(app, m)
        app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.auto_close is not None
        key_without_command(app)  # Shift: the player reads on
        assert board.auto_close is None and app.stack.top is board
    finally:
        app.stack.clear()


def _after_a_stock_draw(m: Match) -> tuple[SeatView, Card] | None:
    """(the human's view, the card drawn) once the human, to draw now, draws from the stock;
    None where it is not the human's draw (or the round's first)."""
    if m.round.turn != 0 or m.phase is not Phase.DRAW or m.history[-1:] == []:
        return None
    if Action.draw_stock() not in m.legal_actions():
        return None
    copy = m.fresh()
    for a in m.history:
        copy.apply(a)
    before = set(copy.view(0).hand)
    copy.apply(Action.draw_stock())
    view = copy.view(0)
    return view, next(c for c in view.hand if c not in before)


def _drawn_card_is_not_the_best_discard(m: Match) -> bool:
    """The human draws from the stock now; then no knock is possible, and the drawn card
    is not the one the table named for K by itself (the least deadwood)."""
    after = _after_a_stock_draw(m)
    if after is None:
        return False
    view, new_card = after
    no_knock = not any(a.kind is Kind.KNOCK for a in view.legal_actions())
    return no_knock and min(view.hand, key=view.deadwood_after) != new_card


def test_k_knocks_with_the_card_that_has_the_ring_after_a_draw(app) -> None:  # type: ignore[no-untyped-def]
    """Played by keys in an Oklahoma round: after Enter on the stock the ring was on the
    drawn card, and K's reason named another card ("You cannot knock with the queen of
    clubs"). Now it names the card with the ring (or asks with the best card that may
    knock, if the ringed one may not)."""
    m = find_match(_drawn_card_is_not_the_best_discard)
    table = table_for(app, m)
    before = set(table.hand)
    key(app, Command.UP)
    key(app, Command.CONFIRM)  # draw from the stock
    new_card = next(c for c in table.hand if c not in before)
    assert table.model.focused_card() == new_card  # the ring is on it
    key(app, Command.KNOCK)
    name = card_name(new_card)
    top = app.stack.top
    if isinstance(top, ConfirmScene):
        assert name in str(top.text)
    else:
        assert table.message is not None and name in table.message.text, table.message


def test_review_this_round_is_reached_by_the_focus_on_the_score_board() -> None:
    """"Review this round" had no focus ring to reach: Tab and the arrows did nothing and
    Enter always dealt the next round; only R (named in the help) opened the review."""
    app = make_app()
    try:
        m = find_match(lambda m: len(m.results) == 1 and not m.is_over)
        table_for(app, m)
        opened: list[bool] = []
        app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None,
                 review=lambda: opened.append(True))
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.close_button.focused
        key(app, Command.NEXT)  # Tab
        assert board.review_button.focused and not board.close_button.focused
        assert board.auto_close is None  # the player is choosing: no countdown
        key(app, Command.CONFIRM)
        assert opened == [True] and app.stack.top is board
        key(app, Command.LEFT)
        assert board.close_button.focused
        key(app, Command.CONFIRM)  # the next round
        assert app.stack.top is not board
    finally:
        app.stack.clear()


def test_the_deal_says_a_key_skips_it_and_a_key_does(lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    """The deal said "Click to skip"; any key skips it as well."""
    from ginrummy_desktop.ui.scenes.deal import CLICK_TO_SKIP, DealScene
    from ginrummy_desktop.ui.table.start import start_match

    assert {"en": "press a key", "de": "Taste"}[lang] in str(CLICK_TO_SKIP)
    app = make_app(animation="slow", size=(800, 520))
    try:
        start_match(app, seed=3, rules="classic")
        drawn.clear()
        for _ in range(600):  # the cut for the deal first, then the deal says it
            step(app)
            if str(CLICK_TO_SKIP) in drawn:
                break
        assert str(CLICK_TO_SKIP) in drawn and isinstance(app.stack.top, DealScene)
        key(app, Command.SELECT)
        assert not isinstance(app.stack.top, DealScene)
    finally:
        app.stack.clear()


def test_after_the_computers_turn_the_ring_waits_on_the_stock(app) -> None:  # type: ignore[no-untyped-def]
    """Played by keys at 800x520: after a discard by Enter the ring stayed on the hand, and
    when the computer had played, Enter on that card said "draw first" with the error
    sound, every turn. The ring now goes up to the stock when the player is to draw, so
    Enter draws; Down brings it back to the card it was on."""
    from ginrummy_desktop.ui.table.model import HandFocus

    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DISCARD
                   and not any(a.kind is Kind.KNOCK for a in m.legal_actions()))
    table = table_for(app, m)
    key(app, Command.RIGHT)
    key(app, Command.RIGHT)
    n = len(m.history)
    key(app, Command.CONFIRM)  # discard the ringed card; the computer plays
    step(app, 5)
    assert len(m.history) > n + 1 and table.view.my_turn and table.view.phase is Phase.DRAW
    assert table.focus is Pile.STOCK
    left = table.model.left
    key(app, Command.DOWN)
    assert isinstance(table.focus, HandFocus) and left is not None
    assert table.model.focused_card() == left, "Down: back on the card it was on"
    key(app, Command.UP)
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.draw_stock(), "Enter drew"
    assert table.message is None or not table.message.error


def test_home_and_end_ring_the_first_and_the_last_card(app) -> None:  # type: ignore[no-untyped-def]
    """After a draw the ring sits on the card drawn, mid-hand; a player reaching for the king
    at the end by arrows threw the queen beside it (English 700x460). Home and End go to the
    hand's ends, and Enter throws the card there."""
    m = find_match(_drawn_card_is_not_the_best_discard)
    table = table_for(app, m)
    key(app, Command.UP)
    key(app, Command.CONFIRM)  # draw from the stock: the ring on the card drawn
    if table.model.focused_card() == table.hand[0]:
        key(app, Command.RIGHT)
    assert table.model.focused_card() not in (table.hand[0], table.hand[-1])
    key(app, Command.END)
    last = table.hand[-1]
    assert table.model.focused_card() == last and table.selected == last
    key(app, Command.HOME)
    assert table.model.focused_card() == table.hand[0] == table.selected
    key(app, Command.END)
    key(app, Command.CONFIRM)  # thrown: the discard pile's top
    assert table.ctrl.match.history[-1] == Action.discard(last)


def test_enter_draws_at_once_where_the_stock_is_the_only_pile() -> None:
    """Both passed the upcard: the discard pile is closed this turn and the player must draw
    from the stock. P then Enter only rang the stock, and a second Enter drew (English
    1024x640). With nothing to choose, the first Enter draws."""
    app = make_app()
    try:
        m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW
                       and Action.draw_discard() not in m.legal_actions())
        table = table_for(app, m)
        step(app, 60)  # the first look after the deal is over
        table.model.clear_choice()  # no ring anywhere (the mouse was used)
        n = len(table.ctrl.match.history)
        key(app, Command.CONFIRM)
        assert table.ctrl.match.history[n:] == [Action.draw_stock()]
    finally:
        app.stack.clear()


def test_enter_only_rings_the_stock_where_both_piles_are_open() -> None:
    """With both piles open the first Enter still shows where it acts (the stock)."""
    app = make_app()
    try:
        m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW
                       and Action.draw_discard() in m.legal_actions())
        table = table_for(app, m)
        step(app, 60)
        table.model.clear_choice()
        n = len(table.ctrl.match.history)
        key(app, Command.CONFIRM)
        assert len(table.ctrl.match.history) == n and table.model.focus is Pile.STOCK
    finally:
        app.stack.clear()


def test_the_levels_row_is_one_stop_on_the_chosen_level() -> None:
    """Down from the rule sets rang "Simple" with "Medium" chosen, one Enter from changing the
    opponent, and Down walked along the row (German 1280x720, keys only)."""
    app = menu_app()
    try:
        app.settings.opponent = "medium"
        new = app.open("new_match")
        step(app)
        chosen = dict(new.levels.buttons)["medium"]
        last_preset = new.presets.buttons[-1][1]
        new.focus = new._buttons().index(last_preset)
        key(app, Command.DOWN)
        assert new._buttons()[new.focus] is chosen
        key(app, Command.DOWN)
        assert new._buttons()[new.focus] is new.change, "past the row"
        key(app, Command.UP)
        assert new._buttons()[new.focus] is chosen
        key(app, Command.PREV)  # Shift+Tab: the rule sets' column is one stop too
        assert new._buttons()[new.focus] is dict(new.presets.buttons)[new.preset]
        key(app, Command.NEXT)
        assert new._buttons()[new.focus] is chosen
        key(app, Command.RIGHT)
        assert new.level == "strong"
        assert new._buttons()[new.focus] is dict(new.levels.buttons)["strong"]
        key(app, Command.CONFIRM)
        assert app.stack.find(TableScene) is not None
    finally:
        app.stack.clear()


def _drawn_card_cannot_knock_but_another_can(m: Match) -> bool:
    after = _after_a_stock_draw(m)
    if after is None:
        return False
    view, new_card = after
    knocks = {a.card for a in view.legal_actions() if a.kind is Kind.KNOCK}
    return bool(knocks) and new_card not in knocks


def test_k_raises_and_rings_the_card_it_asks_about(app) -> None:  # type: ignore[no-untyped-def]
    """K asked "Knock with the ace of hearts?" while the ring stayed on the 5 of hearts and
    the ace was not marked (German 1280x720, keys only)."""
    m = find_match(_drawn_card_cannot_knock_but_another_can)
    table = table_for(app, m)
    before = set(table.hand)
    key(app, Command.UP)
    key(app, Command.CONFIRM)  # draw from the stock: the ring on the card drawn
    new_card = next(c for c in table.hand if c not in before)
    assert table.model.focused_card() == new_card
    key(app, Command.KNOCK)
    top = app.stack.top
    assert isinstance(top, ConfirmScene)
    asked = table.model.asking
    assert asked is not None and asked != new_card and card_name(asked) in str(top.text)
    assert table.selected == asked and table.model.focused_card() == asked


def test_left_right_on_a_rule_set_not_chosen_choose_it() -> None:
    """With the ring on "Oklahoma Gin" and Classic chosen, Right chose Short (the one after
    Classic) and the ring jumped up to it (English 800x520, keys only)."""
    app = menu_app(size=(800, 520))
    try:
        app.settings.last_preset = "classic"
        new = app.open("new_match")
        step(app)
        okla = dict(new.presets.buttons)["oklahoma"]
        while new._buttons()[new.focus] is not okla:
            key(app, Command.DOWN)
        key(app, Command.RIGHT)
        assert new.preset == "oklahoma" and new._buttons()[new.focus] is okla
        key(app, Command.RIGHT)  # on the chosen one: the next
        assert new.preset == "hollywood"
    finally:
        app.stack.clear()


def test_tab_goes_from_the_chosen_rule_set_to_the_chosen_opponent() -> None:
    """German 1920x1080, keys only: Tab walked through all eight rule sets before it came to
    the opponent (and Right on a rule set chose the next one). Tab and Shift+Tab stop once
    in each group, on its choice; Down and Up still walk the rule sets one by one."""
    app = menu_app()
    try:
        app.settings.opponent = "strong"
        app.settings.last_preset = "short"
        new = app.open("new_match")
        step(app)
        short = dict(new.presets.buttons)["short"]
        new.focus = new._buttons().index(short)
        key(app, Command.NEXT)
        assert new._buttons()[new.focus] is dict(new.levels.buttons)["strong"]
        key(app, Command.NEXT)
        assert new._buttons()[new.focus] is new.change
        key(app, Command.PREV)
        key(app, Command.PREV)
        assert new._buttons()[new.focus] is short
        key(app, Command.DOWN)
        assert new._buttons()[new.focus] is not short
        assert new._buttons()[new.focus] in dict(new.presets.buttons).values()
        assert new.preset == "short" and new.level == "strong"
    finally:
        app.stack.clear()

