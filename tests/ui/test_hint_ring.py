"""The hint rings what it names (800x520, by keys): H showed "Discard the 8 of spades" and a
keyboard player pressed the arrows card by card to reach it. Asked by a key (H, or Enter on
the Hint button), the keyboard's ring goes to the hinted card, pile or button, so Enter
plays the hint; so it does asked by the mouse where the ring shows; asked by the mouse with
no ring, or once the player moved the ring while the search
ran, the ring stays where it was (until H asks again)."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Action, Kind, Match, Phase
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.hint import COACH, RING_GAP
from ginrummy_desktop.ui.table.model import HandFocus, Pile
from ginrummy_desktop.ui.widgets import HIGHLIGHT

from .helpers import click, find_match, key, make_app, step
from .test_hint import GatedExecutor, SyncExecutor, _table


def _discard_no_knock(m: Match) -> bool:
    v = m.view(HUMAN)
    return (v.my_turn and v.phase is Phase.DISCARD
            and not any(a.kind is Kind.KNOCK for a in v.legal_actions()))


def _draw(m: Match) -> bool:
    v = m.view(HUMAN)
    return v.my_turn and v.phase is Phase.DRAW


def _hinted(t: Any) -> Action:
    step(t.app)
    assert t.hint.result is not None
    return t.hint.result.best


def test_h_rings_the_card_to_discard_and_enter_discards_it() -> None:
    app = make_app(size=(800, 520))
    t = _table(app, find_match(_discard_no_knock), SyncExecutor())
    m = t.ctrl.match
    key(app, Command.HINT)
    best = _hinted(t)
    assert best.kind is Kind.DISCARD and best.card is not None
    assert t.focus == HandFocus(t.hand.index(best.card)) and t.selected == best.card
    # the hint's outline stands outside the ring, both seen
    surface = pygame.Surface(app.size)
    t.draw(surface)
    x, y = t.hand_positions()[t.hand.index(best.card)]
    w, h = t.layout.card
    side = (x - 4 - RING_GAP, y + h // 2)
    assert tuple(surface.get_at(side))[:3] == COACH
    n = len(m.history)
    key(app, Command.CONFIRM)
    assert m.history[n] == Action.discard(best.card)
    app.stack.clear()


def test_h_on_a_draw_rings_the_pile_and_enter_draws_from_it() -> None:
    app = make_app(size=(800, 520))
    t = _table(app, find_match(_draw), SyncExecutor())
    m = t.ctrl.match
    key(app, Command.HINT)
    best = _hinted(t)
    pile = Pile.STOCK if best.kind is Kind.DRAW_STOCK else Pile.DISCARD
    assert t.focus is pile
    # both seen: the ring round the pile, the hint's outline on the card's edge inside it
    # (it lay on the ring, and further out it crossed the pile's count and name)
    surface = pygame.Surface(app.size)
    t.draw(surface)
    r = t.layout.stock_rect if pile is Pile.STOCK else t.layout.discard_rect
    assert tuple(surface.get_at((r.left - 3, r.centery)))[:3] == HIGHLIGHT
    assert tuple(surface.get_at((r.left - 1, r.centery)))[:3] == COACH
    n = len(m.history)
    key(app, Command.CONFIRM)
    assert m.history[n] == best
    app.stack.clear()


def test_enter_on_the_hint_button_rings_the_hinted_card_too() -> None:
    app = make_app(size=(800, 520))
    t = _table(app, find_match(_discard_no_knock), SyncExecutor())
    while t.ring.at is not t.buttons["hint"]:
        key(app, Command.NEXT)
    key(app, Command.CONFIRM)
    best = _hinted(t)
    assert t.ring.at is None and t.selected == best.card
    app.stack.clear()


def test_the_hint_by_the_mouse_leaves_the_ring_alone() -> None:
    app = make_app(size=(800, 520))
    t = _table(app, find_match(_discard_no_knock), SyncExecutor())
    t.model.clear_choice()
    click(app, t.buttons["hint"].rect.center)
    _hinted(t)
    assert t.focus is None and t.selected is None
    app.stack.clear()


def test_the_hint_button_moves_a_ring_that_shows() -> None:
    """Enter drew from the stock (the ring on the card drawn), then a click on Hint: the ring
    stayed on the drawn card, and Enter threw it, not the 9 of spades the hint named
    (English 1600x1000, three times in a match)."""
    app = make_app(size=(800, 520))
    t = _table(app, find_match(_discard_no_knock), SyncExecutor())
    m = t.ctrl.match
    t.model.focus_card(t.hand[0])
    click(app, t.buttons["hint"].rect.center)
    best = _hinted(t)
    assert best.kind is Kind.DISCARD and best.card is not None
    assert t.focus == HandFocus(t.hand.index(best.card)) and t.selected == best.card
    n = len(m.history)
    key(app, Command.CONFIRM)
    assert m.history[n] == best
    app.stack.clear()


def test_a_ring_moved_while_the_search_runs_stays_where_the_player_put_it() -> None:
    app = make_app(size=(800, 520))
    ex = GatedExecutor()
    t = _table(app, find_match(_discard_no_knock), ex)
    key(app, Command.HINT)
    key(app, Command.LEFT)
    moved = t.focus
    ex.release()
    best = _hinted(t)
    assert t.focus == moved
    key(app, Command.HINT)  # H again: now the ring goes there
    assert best.card is not None and t.selected == best.card
    app.stack.clear()


def _can_go_gin(m: Match) -> bool:
    v = m.view(HUMAN)
    return (v.my_turn and v.phase is Phase.DISCARD
            and any(a.kind is Kind.KNOCK and a.card is not None and v.deadwood_after(a.card) == 0
                    for a in v.legal_actions()))


def test_enter_on_the_card_the_hint_knocks_with_asks_the_knock_not_a_discard() -> None:
    """1920x1080, Oklahoma: H said "Go Gin with the 5 of spades" and rang it, and Enter threw
    it away - the Gin lost. Enter there now asks the knock (the Gin) as K does; after a
    "no" Enter discards it."""
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

    app = make_app(size=(800, 520))
    t = _table(app, find_match(_can_go_gin), SyncExecutor())
    m = t.ctrl.match
    key(app, Command.HINT)
    best = _hinted(t)
    assert best.kind is Kind.KNOCK and t.selected == best.card
    n = len(m.history)
    box = t.hint.box_rect()
    key(app, Command.CONFIRM)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and len(m.history) == n, "asked, nothing played"
    # the question leaves the hint's box in sight (it stood over its middle; 800x600)
    assert box is not None and not ask._panel().colliderect(box), (ask._panel(), box)
    assert pygame.Rect((0, 0), app.size).contains(ask._panel())
    key(app, Command.CONFIRM)  # yes: the Gin
    step(app)
    assert m.history[n] == best
    app.stack.clear()
    t = _table(app, find_match(_can_go_gin), SyncExecutor())
    m = t.ctrl.match
    key(app, Command.HINT)
    best = _hinted(t)
    key(app, Command.CONFIRM)
    key(app, Command.CANCEL)  # no
    assert app.stack.top is t and len(m.history) == n
    key(app, Command.CONFIRM)
    assert best.card is not None and m.history[n] == Action.discard(best.card)
    app.stack.clear()


def test_h_again_while_the_search_runs_rings_its_answer_after_the_ring_moved() -> None:
    """Seen in a real window (800x520, classic, a loaded machine): H, then Enter while
    "Looking for the best move..." still showed (the card just picked cannot be thrown, so
    the ring moved on to the next card), then H again: the hint came, but the ring stayed on
    that card, and Enter threw it instead of the card the hint named. H pressed again while
    the search runs asks for the ring to follow the answer from where it is now."""
    app = make_app(size=(800, 520))
    ex = GatedExecutor()
    t = _table(app, find_match(_discard_no_knock), ex)
    key(app, Command.HINT)
    assert t.hint.pending is not None
    key(app, Command.RIGHT)  # the ring moves while the search runs
    moved = t.focus
    key(app, Command.HINT)  # asked again, by a key
    assert t.hint.pending is not None and t.focus == moved
    ex.release()
    best = _hinted(t)
    assert best.kind is Kind.DISCARD and best.card is not None
    assert t.focus == HandFocus(t.hand.index(best.card)) and t.selected == best.card
    n = len(t.ctrl.match.history)
    key(app, Command.CONFIRM)
    assert t.ctrl.match.history[n] == best
    app.stack.clear()


def _offer(m: Match) -> bool:
    v = m.view(HUMAN)
    return v.my_turn and v.phase is Phase.OFFER


def test_enter_while_the_search_runs_waits_for_the_answer_and_then_plays_it() -> None:
    """Seen in a real window (640x420, Short, the first turn): H, then Enter 0.4 s later
    while "Looking for the best move..." showed. The ring was nowhere, so Enter rang the
    upcard; the answer, "Pass", then left the ring there (it had moved), and the next Enter
    took the card the hint said to pass. Enter while the search H asked for runs now waits:
    nothing is played, the ring stays, the answer rings what it names, and Enter plays it."""
    app = make_app(size=(640, 420))
    ex = GatedExecutor()
    t = _table(app, find_match(_offer), ex)
    m = t.ctrl.match
    t.model.clear_choice()
    t.ring.put(None)
    before = (t.focus, t.ring.at)
    n = len(m.history)
    key(app, Command.HINT)
    assert t.hint.pending is not None
    key(app, Command.CONFIRM)
    key(app, Command.SELECT)
    assert len(m.history) == n, "nothing played before the answer"
    assert (t.focus, t.ring.at) == before, "the ring waits for the answer"
    ex.release()
    best = _hinted(t)
    key(app, Command.CONFIRM)
    assert m.history[n] == best
    app.stack.clear()


def test_enter_on_a_ringed_button_waits_for_the_hint_too() -> None:
    """The ring on the Take button, then H (the ring leaves the button for the table), then
    Enter during the search: nothing is played; once the answer is in, Enter plays what the
    hint named."""
    app = make_app(size=(800, 520))
    ex = GatedExecutor()
    t = _table(app, find_match(_offer), ex)
    m = t.ctrl.match
    t.ring.put(t.buttons["take"])
    n = len(m.history)
    key(app, Command.HINT)
    key(app, Command.CONFIRM)
    assert len(m.history) == n
    ex.release()
    best = _hinted(t)
    key(app, Command.CONFIRM)
    assert m.history[n] == best
    app.stack.clear()


def test_enter_after_the_ring_moved_during_the_search_plays_at_once() -> None:
    """The player moved the ring while the search ran: Enter is theirs, played at once."""
    app = make_app(size=(800, 520))
    ex = GatedExecutor()
    t = _table(app, find_match(_discard_no_knock), ex)
    m = t.ctrl.match
    key(app, Command.HINT)
    key(app, Command.LEFT)
    f = t.focus
    assert isinstance(f, HandFocus)
    card = t.hand[f.index]
    n = len(m.history)
    key(app, Command.CONFIRM)
    if t.selected == card and len(m.history) == n:  # the first Enter chose it
        key(app, Command.CONFIRM)
    assert len(m.history) > n and m.history[n] in (Action.discard(card), Action.knock(card))
    app.stack.clear()


def test_enter_after_a_hint_by_the_mouse_rings_its_card_then_plays_it() -> None:
    """The Hint button clicked ("Discard the queen of spades"), then Enter: it lifted the
    first card of the hand (Enter with the ring nowhere shows where it acts), not the queen
    (1280x720, a newcomer by mouse). It shows the hinted card; the next Enter discards it."""
    app = make_app(size=(1280, 720))
    t = _table(app, find_match(_discard_no_knock), SyncExecutor())
    m = t.ctrl.match
    click(app, t.buttons["hint"].rect.center)
    best = _hinted(t)
    assert t.focus is None and best.card is not None
    n = len(m.history)
    key(app, Command.CONFIRM)
    assert len(m.history) == n, "the first Enter shows, plays nothing"
    assert t.focus == HandFocus(t.hand.index(best.card)) and t.selected == best.card
    key(app, Command.CONFIRM)
    assert m.history[n] == Action.discard(best.card)
    app.stack.clear()


def test_enter_after_a_draw_hint_by_the_mouse_rings_its_pile() -> None:
    """A hint to take the discard pile's card: Enter rang the stock (where it rings with no
    hint), and the next Enter drew from the stock."""
    import dataclasses

    app = make_app(size=(800, 520))
    m = find_match(lambda x: _draw(x) and Action.draw_discard() in x.legal_actions())
    t = _table(app, m, SyncExecutor())
    click(app, t.buttons["hint"].rect.center)
    _hinted(t)
    assert t.hint.result is not None and t.focus is None
    t.hint.result = dataclasses.replace(t.hint.result, best=Action.draw_discard())
    key(app, Command.CONFIRM)
    assert t.focus is Pile.DISCARD
    n = len(m.history)
    key(app, Command.CONFIRM)
    assert m.history[n] == Action.draw_discard()
    app.stack.clear()


def test_the_button_the_hint_names_is_the_filled_one() -> None:
    """The hint rang "Pass" while "Take" stood filled in gold as the table's default: two
    buttons looked chosen (English 1024x640). The filled one follows the hint."""
    from ginrummy_desktop.coach.hint import Hint

    app = make_app(size=(1024, 640))
    try:
        t = _table(app, find_match(_offer), SyncExecutor())
        take, pass_ = t.buttons["take"], t.buttons["pass"]
        assert take.primary and not pass_.primary
        t.hint.result = Hint(Action.pass_(), Action.take(), 3.0, {}, {}, "leave",
                             {"card": t.view.discard_top})
        step(app)
        assert pass_.primary and not take.primary
        t.hint.result = None
        step(app)
        assert take.primary and not pass_.primary
    finally:
        app.stack.clear()
