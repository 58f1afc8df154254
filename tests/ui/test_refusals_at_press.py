"""Issue 17: during the computer's turn a card cannot be picked up and the press says so
(not the drop); "It is not your turn" never stands next to "Your turn"; every snap-back says
why, drops on the stock and on empty felt included. Real events, three sizes, both languages."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Action, Kind, Phase
from ginrummy_desktop.i18n.reasons import DRAW_FROM_STOCK, NOT_YOUR_TURN, PHASE_HINTS, WAIT_STOCK
from ginrummy_desktop.ui.table.pointer import (
    SNAP_HAND_CARD,
    SNAP_HAND_CARD_NO_KNOCK,
    SNAP_PILE_CARD,
    SNAP_STOCK,
    SNAP_STOCK_NO_KNOCK,
)

from .helpers import (
    card_center,
    drag,
    find_match,
    make_app,
    press,
    release,
    step_until,
    table_for,
)

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_press_during_the_computers_turn_says_so(size: tuple[int, int], lang: str) -> None:
    app = make_app(animation="normal", size=size)  # the computer waits a moment visibly
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 1)
    table = table_for(app, m)
    card = table.hand[0]
    press(app, card_center(table, card))
    assert table.message is not None and table.message.text == str(NOT_YOUR_TURN)
    assert table.drag is None
    release(app, card_center(table, card))
    step_until(app, lambda: table.view.my_turn and not table.flights)
    assert table.message is None or table.message.text != str(NOT_YOUR_TURN)
    app.stack.clear()


@pytest.mark.parametrize("size", [(800, 520)])
def test_no_hint_now_does_not_stay_into_the_players_turn(size: tuple[int, int],
                                                          lang: str) -> None:
    """H pressed while the computer played said "No hint now: there is nothing for you to
    choose", and the line stood on next to "Your turn" and the ringed stock (800x520
    German)."""
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.table.hint import NOT_NOW

    from .helpers import key
    app = make_app(animation="normal", size=size)
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 1)
    table = table_for(app, m)
    key(app, Command.HINT)
    assert not table.view.my_turn
    assert table.message is not None and table.message.text == str(NOT_NOW)
    step_until(app, lambda: table.view.my_turn and not table.flights)
    assert table.message is None or table.message.text != str(NOT_NOW)
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_every_snap_back_says_why(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    table = table_for(app, m)
    lay = table.layout
    card = table.hand[0]
    assert Action.knock(card) not in table.legal
    drag(app, card_center(table, card), lay.stock_rect.center)
    assert table.message is not None and table.message.text == str(SNAP_STOCK_NO_KNOCK)
    felt = (lay.w // 2, (lay.opponent_top + lay.opp_card[1] + lay.middle_top) // 2)
    drag(app, card_center(table, card), felt)
    assert table.message.text == str(SNAP_HAND_CARD_NO_KNOCK)
    assert card in table.hand
    app.stack.clear()
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0)
    table = table_for(app, m)
    lay = table.layout
    drag(app, lay.stock_rect.center, felt)
    assert table.message is not None and table.message.text == str(SNAP_PILE_CARD)
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("phase", [Phase.DRAW, Phase.OFFER])
def test_a_hand_card_dropped_before_drawing_says_draw_first(
        size: tuple[int, int], phase: Phase, lang: str) -> None:
    """Before the draw a hand card has no place yet: anywhere it is dropped, the refusal
    says what is needed now (as a drop on the discard pile does), never where cards go."""
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is phase and m.round.turn == 0)
    table = table_for(app, m)
    lay = table.layout
    card = table.hand[0]
    drag(app, card_center(table, card), lay.discard_rect.center)
    assert table.message is not None
    engine_says = table.message.text
    assert engine_says == str(PHASE_HINTS[phase.value])
    felt = (lay.w // 2, (lay.opponent_top + lay.opp_card[1] + lay.middle_top) // 2)
    for spot in (felt, lay.stock_rect.center):
        table.message = None
        drag(app, card_center(table, card), spot)
        assert table.message is not None and table.message.text == engine_says
        assert table.message.text not in (str(SNAP_HAND_CARD), str(SNAP_STOCK))
        assert card in table.hand
    app.stack.clear()


@pytest.mark.parametrize("closed", [True, False])
def test_with_the_pile_closed_the_draw_first_sentence_names_the_stock_only(
        closed: bool, lang: str) -> None:
    """Seen in a real window: after both passed the upcard the pile reads "Closed this turn",
    yet a hand card dropped before the draw said "from the stock or from the discard pile".
    With the pile closed the sentence names the stock only; later draws keep both piles."""
    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                   and m.round.upcard_passed is closed and bool(m.round.discard_pile))
    table = table_for(app, m)
    lay = table.layout
    card = table.hand[0]
    want = str(DRAW_FROM_STOCK) if closed else str(PHASE_HINTS["draw"])
    felt = (lay.w // 2, (lay.opponent_top + lay.opp_card[1] + lay.middle_top) // 2)
    for spot in (lay.discard_rect.center, felt):  # the engine's refusal, then the table's
        table.message = None
        drag(app, card_center(table, card), spot)
        assert table.message is not None and table.message.text == want
        assert card in table.hand
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_knock_area_is_named_only_for_a_card_that_may_knock(size: tuple[int, int],
                                                                lang: str) -> None:
    """Seen at 800x520 with 63 deadwood: a card dropped on the felt was told to go "on the
    discard pile, the knock area or in your hand", and the knock area then refused it. The
    knock area is named where this card may knock, and only there."""
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0 and any(
        a.kind is Kind.KNOCK for a in m.legal_actions()))
    table = table_for(app, m)
    lay = table.layout
    felt = (lay.w // 2, (lay.opponent_top + lay.opp_card[1] + lay.middle_top) // 2)
    knock = next(a.card for a in table.legal if a.kind is Kind.KNOCK)
    other = next((c for c in table.hand if Action.knock(c) not in table.legal), None)
    drag(app, card_center(table, knock), felt)
    assert table.message is not None and table.message.text == str(SNAP_HAND_CARD)
    drag(app, card_center(table, knock), lay.stock_rect.center)
    assert table.message.text == str(SNAP_STOCK)
    if other is not None:
        drag(app, card_center(table, other), felt)
        assert table.message.text == str(SNAP_HAND_CARD_NO_KNOCK)
    app.stack.clear()


def test_a_refusal_goes_once_the_card_is_moved_in_the_hand(lang: str) -> None:
    """800x520 English: a card dropped on the felt was refused ("That is no place for a
    card"), then dragged to a new place in the hand, which worked; the red line stayed."""
    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    table = table_for(app, m)
    lay = table.layout
    card = table.hand[0]
    felt = (lay.w // 2, (lay.opponent_top + lay.opp_card[1] + lay.middle_top) // 2)
    drag(app, card_center(table, card), felt)
    step_until(app, lambda: not table.flights)
    assert table.message is not None and table.message.error
    drag(app, card_center(table, card), card_center(table, table.hand[-1]))
    assert table.hand.index(card) != 0, "moved within the hand"
    assert table.message is None
    app.stack.clear()


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
def test_a_pile_pressed_during_the_computers_move_comes_up_once_it_is_the_players_turn(
        size: tuple[int, int], lang: str) -> None:
    """German 800x520, mouse only: "Passen", then at once the stock's card dragged into the
    hand while the computer still chose to pass: the computer passed, nothing was drawn and
    nothing said why. A press held through the computer's move picks the card up once it is
    the player's turn, and the drop into the hand draws it."""
    import pygame

    from .helpers import _post

    app = make_app(animation="normal", size=size)  # the computer waits a moment visibly
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 1)
    table = table_for(app, m)
    stock = table.layout.stock_rect.center
    press(app, stock)  # said, not refused (in red, it read as a refusal that was none)
    assert table.message is not None and table.message.text == str(WAIT_STOCK)
    assert not table.message.error
    hand_y = card_center(table, table.hand[0])[1]
    where = [stock[0], stock[1]]
    moved = 0
    while not (table.view.my_turn and table.view.phase is Phase.DRAW) or table.drag is None:
        where[1] += (hand_y - where[1]) // 40 or 1 if where[1] < hand_y - 20 else 0
        _post(pygame.MOUSEMOTION, pos=tuple(where), rel=(0, 1), buttons=(1, 0, 0))
        app.step(1 / 60)
        moved += 1
        assert moved < 3000, "the held press never picked up the stock's card"
        if not table.view.my_turn:
            assert table.drag is None
    assert table.drag.source.value == "stock"
    assert table.message is None or table.message.text not in (str(NOT_YOUR_TURN),
                                                               str(WAIT_STOCK))
    before = len(table.hand)
    release(app, card_center(table, table.hand[len(table.hand) // 2]))
    step_until(app, lambda: not table.flights)
    assert len(table.hand) == before + 1 and table.view.phase is Phase.DISCARD
    app.stack.clear()


def test_a_press_on_the_discard_pile_held_through_the_computers_move_takes_nothing() -> None:
    """German 1366x768: the pile's 10 of clubs pressed and held while the computer moved; it
    threw the queen of diamonds onto it, and the held press lifted the queen, a card never
    pressed, and took it. The computer's discard always covers the card pressed: a press
    held on the discard pile picks nothing up, and says so."""
    import pygame

    from .helpers import _post

    app = make_app(animation="normal", size=(1280, 800))
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 1)
    table = table_for(app, m)
    pile = table.layout.discard_rect.center
    pressed = table.view.discard_top
    press(app, pile)
    assert table.message is not None and table.message.text == str(NOT_YOUR_TURN)
    for k in range(3000):
        _post(pygame.MOUSEMOTION, pos=(pile[0], pile[1] + 1 + k % 2), rel=(0, 1),
              buttons=(1, 0, 0))
        app.step(1 / 60)
        if table.view.my_turn and table.view.phase is Phase.DRAW and not table.flights:
            break
    assert table.view.my_turn and table.view.discard_top != pressed
    for _ in range(5):
        _post(pygame.MOUSEMOTION, pos=(pile[0], pile[1] + 40), rel=(0, 1), buttons=(1, 0, 0))
        app.step(1 / 60)
    assert table.drag is None
    from ginrummy_desktop.i18n.cards import card_name
    from ginrummy_desktop.ui.table.pointer import COVERED

    top = table.view.discard_top  # and says why, once (nothing followed the mouse, without
    assert top is not None and table.message is not None  # a word: 800x520)
    assert table.message.text == COVERED.format(card=card_name(top))
    release(app, card_center(table, table.hand[0]))
    assert table.view.phase is Phase.DRAW and len(table.hand) == 10
    app.stack.clear()


def _stock_pressed_in_the_computers_move() -> tuple[Any, Any, tuple[int, int]]:
    """(app, table, the stock's centre) with the stock pressed, held, while the computer is
    to draw (800x520): the line says holding it draws (``WAIT_STOCK``)."""
    app = make_app(animation="normal", size=(800, 520))
    table = table_for(app, find_match(lambda m: m.round.phase is Phase.DRAW
                                      and m.round.turn == 1))
    stock = table.layout.stock_rect.center
    press(app, stock)
    assert table.message is not None and table.message.text == str(WAIT_STOCK)
    return app, table, stock


def test_a_click_on_the_stock_during_the_computers_move_is_refused(lang: str) -> None:
    """The press on the stock says that holding it will draw (``WAIT_STOCK``, no refusal);
    let go at once, the click is refused as every move out of turn is."""
    app, table, stock = _stock_pressed_in_the_computers_move()
    release(app, stock)
    assert table.message is not None and table.message.text == str(NOT_YOUR_TURN)
    assert table.message.error and len(table.hand) == 10
    step_until(app, lambda: table.view.my_turn and not table.flights)
    assert table.message is None or table.message.text not in (str(NOT_YOUR_TURN),
                                                               str(WAIT_STOCK))
    app.stack.clear()


def test_a_press_held_still_on_the_stock_through_the_computers_move_draws_when_let_go(
        lang: str) -> None:
    """English 800x520: the stock pressed during the computer's move and held without moving
    the mouse: nothing comes up until the mouse moves (the line said "its card comes up" and
    the player waited); let go on the player's turn, the press draws the stock's card."""
    app, table, stock = _stock_pressed_in_the_computers_move()
    step_until(app, lambda: table.view.my_turn and table.view.phase is Phase.DRAW
               and not table.flights)
    before = len(table.hand)
    release(app, stock)
    step_until(app, lambda: not table.flights)
    assert len(table.hand) == before + 1 and table.view.phase is Phase.DISCARD
    app.stack.clear()
