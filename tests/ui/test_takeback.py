"""Take-back on the table, driven by real key and mouse events: the engine decides, the table
asks; take-backs are counted in the match's assists, saved, and marked in the saved list."""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import (
    Action,
    Kind,
    Match,
    Phase,
    RuleSet,
    take_back,
    take_back_refusal,
)
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import Command

from .helpers import (
    StandInOpponent,
    card_center,
    click,
    double_click,
    find_match,
    key,
    make_app,
    step,
    step_until,
    table_for,
)


class GatedExecutor(cf.Executor):
    """Holds the computer's thinking until ``release()``: the player acts meanwhile."""

    def __init__(self) -> None:
        self.held: list[tuple[cf.Future[Any], Callable[..., Any], tuple[Any, ...]]] = []
        self.open = False

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        f: cf.Future[Any] = cf.Future()
        if self.open:
            f.set_result(fn(*args))
        else:
            self.held.append((f, fn, args))
        return f

    def release(self) -> None:
        """Answer what is held and everything from now on at once."""
        self.open = True
        for f, fn, args in self.held:
            if not f.cancelled():
                f.set_result(fn(*args))
        self.held = []


def _my_discard(m: Match) -> bool:
    return m.round.turn == HUMAN and m.phase is Phase.DISCARD and m.round.taken_from_discard \
        is None and len(m.round.stock) > 4


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


class TestTheEngineDecides:
    def test_a_discard_comes_back_and_a_stock_draw_does_not(self) -> None:
        m = find_match(_my_discard)
        assert take_back_refusal(m, HUMAN) is not None  # the draw before it was from the stock
        assert take_back_refusal(m, HUMAN).reason == "takeback_hidden"
        card = m.round.hand(HUMAN)[0]
        m.apply(Action.discard(card))
        assert take_back_refusal(m, 1 - HUMAN).reason == "takeback_other_acted"
        m2, undone = take_back(m, HUMAN)
        assert undone == Action.discard(card)
        assert m2.history == m.history[:-1] and card in m2.round.hand(HUMAN)
        assert m2.phase is Phase.DISCARD and m2.turn == HUMAN
        assert len(m.history) == len(m2.history) + 1  # the match given is unchanged

    def test_after_the_other_seat_acted_or_the_round_ended_nothing_comes_back(self) -> None:
        m = find_match(_my_discard)
        m.apply(Action.discard(m.round.hand(HUMAN)[0]))
        m.apply(StandInOpponent().choose(m.view(1 - HUMAN)))
        err = take_back_refusal(m, HUMAN)
        assert err is not None and err.reason == "takeback_other_acted"
        with pytest.raises(ValueError):
            take_back(m, HUMAN)
        ended = find_match(lambda x: bool(x.results) and not x.round.moves)
        assert take_back_refusal(ended, HUMAN).reason == "takeback_round_over"
        fresh = Match(RuleSet.preset("classic"), 3)
        assert take_back_refusal(fresh, HUMAN).reason == "takeback_nothing"
        # the computer passed the upcard first: nothing of the player's to take back (it
        # said "the computer has played since", of no move; German 800x520)
        first = find_match(lambda x: len(x.round.moves) == 1 and x.round.moves[0][0] != HUMAN)
        assert take_back_refusal(first, HUMAN).reason == "takeback_nothing"

    def test_a_knock_before_the_lay_off_and_a_pick_come_back(self) -> None:
        m = find_match(lambda x: x.round.turn == HUMAN and any(
            a.kind is Kind.KNOCK for a in x.legal_actions()) and x.round.deadwood(HUMAN) > 0)
        knock = next(a for a in m.legal_actions() if a.kind is Kind.KNOCK)
        m.apply(knock)
        if m.round.moves:  # a knock, not Gin: the defender has not laid off yet
            assert take_back_refusal(m, HUMAN) is None
            m2, undone = take_back(m, HUMAN)
            assert undone == knock and m2.phase is Phase.DISCARD
        m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.DRAW
                       and Action.draw_discard() in x.legal_actions())
        m.apply(Action.draw_discard())
        assert take_back_refusal(m, HUMAN) is None


def test_backspace_takes_back_a_discard_until_the_computer_has_played() -> None:
    app = make_app("normal")  # with flights
    ex = GatedExecutor()
    t = table_for(app, find_match(_my_discard), executor=ex)
    order = list(t.hand)
    card = t.hand[3]
    assert not t.buttons["takeback"].active  # the stock draw before showed a hidden card
    double_click(app, card_center(t, card))
    assert card not in t.hand and t.ctrl.turn != HUMAN
    assert t.flights  # Backspace while the card still flies to the pile
    key(app, Command.UNDO)
    assert not t.flights
    assert t.hand == order  # the card is back in its place
    assert t.ctrl.turn == HUMAN and t.view.phase is Phase.DISCARD
    assert t.ctrl.assists == {"hints": 0, "takebacks": 1}
    assert t.message is not None and "Taken back" in t.message.text
    # play another card; the computer answers; now Ctrl+Z is refused with the reason
    other = t.hand[0]
    double_click(app, card_center(t, other))
    step_until(app, lambda: not t.flights)
    ex.release()
    step_until(app, lambda: t.ctrl.turn == HUMAN and not t.flights)
    key(app, Command.UNDO)  # Ctrl+Z: see test_table_model
    assert t.ctrl.assists["takebacks"] == 1
    err = t.ctrl.take_back_refusal()
    assert err is not None and err.reason == "takeback_other_acted"
    assert t.message is not None and t.message.error
    assert t.message.text == describe_error(err, human_seat=HUMAN)
    assert "the computer has played since" in t.message.text and "Your last move" in t.message.text


def test_the_button_takes_back_a_pass_and_a_reorder_comes_back_first(app) -> None:  # type: ignore[no-untyped-def]
    ex = GatedExecutor()
    m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.OFFER and not x.history)
    t = table_for(app, m, executor=ex)
    step(app)
    click(app, t.buttons["pass"].rect.center)
    assert t.ctrl.turn != HUMAN
    step(app)
    assert t.buttons["takeback"].active
    click(app, t.buttons["takeback"].rect.center)
    assert t.ctrl.turn == HUMAN and t.view.phase is Phase.OFFER and not t.ctrl.match.history
    # a reorder (Shift+Right on the focused card) is the last thing done: it comes back first
    key(app, Command.DOWN)  # the keyboard focus on the hand's first card
    before = list(t.hand)
    key(app, Command.MOVE_RIGHT)
    assert t.hand != before
    step(app)
    assert t.buttons["takeback"].active
    key(app, Command.UNDO)
    assert t.hand == before and t.ctrl.assists["takebacks"] == 1  # a reorder is no help
    # then nothing is left to take back: the reason is shown
    key(app, Command.UNDO)
    assert t.message is not None and t.message.error
    assert "nothing to take back" in t.message.text


def test_a_stock_draw_is_refused_in_german(app) -> None:  # type: ignore[no-untyped-def]
    previous = set_localizer(Localizer("de"))
    try:
        m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.DRAW)
        t = table_for(app, m, executor=GatedExecutor())
        click(app, t.layout.stock_rect.center)
        step_until(app, lambda: not t.flights)
        assert t.view.phase is Phase.DISCARD
        key(app, Command.UNDO)
        assert t.view.phase is Phase.DISCARD and t.ctrl.assists["takebacks"] == 0
        assert t.message is not None
        assert t.message.text == ("Ziehen vom Nachziehstapel hat dir eine verdeckte Karte "
                                  "gezeigt; das kann nicht zurückgenommen werden.")
    finally:
        set_localizer(previous)


def test_take_backs_and_hints_are_saved_and_marked_in_the_saved_list(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.persistence import MatchStore
    from ginrummy_desktop.ui.saved_rows import ASSISTED
    from ginrummy_desktop.ui.scenes.saves import SavesScene

    store = MatchStore()
    app.store = store
    m = find_match(_my_discard)
    t = table_for(app, m, executor=GatedExecutor())
    t.ctrl.store = store
    t.ctrl.saved = store.new(m.rules, m.seed, opponent="medium", write=False)
    double_click(app, card_center(t, t.hand[0]))
    step_until(app, lambda: not t.flights)
    assert t.buttons["takeback"].active
    click(app, t.buttons["takeback"].rect.center)
    assert t.ctrl.assists["takebacks"] == 1
    t.ctrl.count_assist("hints")
    assert t.ctrl.save()
    saved, replayed = store.load(t.ctrl.saved.id)
    assert saved.assists == {"hints": 1, "takebacks": 1}
    assert replayed.history == t.ctrl.match.history
    summaries, _ = store.list()
    assert summaries[0].assisted and summaries[0].takebacks == 1
    scene = SavesScene(app)
    app.push(scene)
    step(app)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert scene.row_mark(summaries[0]) == ASSISTED.format(hints="1 hint", takebacks="1 take-back")


def test_a_knock_comes_back_before_the_lay_off_review(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

    m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.DISCARD and any(
        a.kind is Kind.KNOCK and x.round.deadwood(HUMAN) > 0
        and 0 < x.view(HUMAN).deadwood_after(a.card) for a in x.legal_actions()))
    ex = GatedExecutor()
    t = table_for(app, m, executor=ex)
    order = list(t.hand)
    key(app, Command.KNOCK)  # knock with the best card: asked first
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    click(app, ask.yes.rect.center)
    assert t.ctrl.match.phase is Phase.LAYOFF and t.ctrl.turn != HUMAN
    step(app)
    key(app, Command.UNDO)
    assert t.ctrl.match.phase is Phase.DISCARD and t.ctrl.turn == HUMAN
    assert t.hand == order and t.ctrl.assists["takebacks"] == 1


def test_an_upcard_dropped_into_the_hand_and_taken_back_leaves_the_hand_sorted(app) -> None:  # type: ignore[no-untyped-def]
    """800x520 English, Oklahoma, by mouse: the upcard dragged into the hand and taken back;
    "Sort: melds" was no longer marked, the next card drawn went to the end of the hand and
    the next round was dealt unsorted (the player's own order)."""
    from ginrummy_desktop.ui.table.model import SortMode, TableModel

    from .helpers import drag

    ex = GatedExecutor()
    m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.OFFER and not x.history)
    t = table_for(app, m, executor=ex)
    step(app)
    assert t.sort_mode is SortMode.MELDS
    drag(app, t.layout.discard_rect.center, card_center(t, t.hand[2]))
    assert len(t.hand) == 11 and t.sort_mode is SortMode.MELDS, "a sorted hand stays sorted"
    step(app)
    click(app, t.buttons["takeback"].rect.center)
    assert len(t.hand) == 10 and t.sort_mode is SortMode.MELDS
    step(app)
    assert t.buttons["sort_melds"].primary
    key(app, Command.TAKE)  # taken by its key: it goes to its place in the sorted hand
    sorted_hand = TableModel()
    sorted_hand.sync(t.hand)
    sorted_hand.sort(SortMode.MELDS, t.melds)
    assert len(t.hand) == 11 and t.hand == sorted_hand.hand


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_take_back_says_the_move_as_done_and_h_then_shows_the_hint(lang: str) -> None:
    """800x520, by mouse: Take, Take back, H. The line said "Taken back: take the 3 of
    hearts.", an order to take it again, and it stayed after H with the hint's box hidden
    under it (only the hint's outline showed)."""
    from ginrummy_desktop.ui.move_words import move_text

    set_localizer(Localizer(lang))
    app = make_app(size=(800, 520))
    try:
        m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.OFFER)
        upcard = m.view(HUMAN).discard_top
        t = table_for(app, m)
        click(app, t.buttons["take"].rect.center)
        assert m.history[-1] == Action.take()
        click(app, t.buttons["takeback"].rect.center)
        assert t.view.phase is Phase.OFFER and t.view.discard_top == upcard
        said = t.message.text if t.message is not None else ""
        move = move_text(HUMAN, Kind.TAKE_UPCARD, upcard)
        # German: "Zurückgenommen:" first ("Du hast Karo 10 ... genommen. Zurückgenommen." read
        # as a contradiction, 1024x768)
        assert said == {"en": f"{move} Taken back.", "de": f"Zurückgenommen: {move}"}[lang], said
        key(app, Command.HINT)
        step_until(app, lambda: t.hint.result is not None)
        assert t.message is None and t.hint.box_rect() is not None, "the hint's box shows"
    finally:
        set_localizer(Localizer("en"))
        app.stack.clear()


def test_shift_arrows_in_a_row_are_taken_back_as_one_move(app) -> None:  # type: ignore[no-untyped-def]
    """By keys (1280x800): the king of clubs ringed, Shift+Left three times, Backspace: it
    went back one place only, "Take back" went grey, and the line said "The hand's order is
    back as it was." Now the hand is as before the first press, and the ring stays on the
    king."""
    from ginrummy_desktop.ui.table.takeback import ORDER_BACK

    m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.DISCARD)
    t = table_for(app, m)
    before = list(t.hand)
    card = before[-1]
    for _ in range(len(before) + 2):  # the arrows to the last card (the piles are on the way)
        if t.model.focused_card() == card:
            break
        key(app, Command.RIGHT)
    assert t.model.focused_card() == card
    for _ in range(3):
        key(app, Command.MOVE_LEFT)
    assert t.hand.index(card) == len(before) - 4
    key(app, Command.UNDO)
    assert t.hand == before, "back as before the first press"
    assert t.message is not None and t.message.text == str(ORDER_BACK)
    assert t.model.focused_card() == card, "the ring stays on the king"
    key(app, Command.MOVE_LEFT)  # a new move, taken back on its own
    key(app, Command.MOVE_LEFT)
    key(app, Command.UNDO)
    assert t.hand == before


def test_a_click_on_the_greyed_button_says_why(lang: str) -> None:
    """The computer answers a discard within half a second: the button was greyed by the
    time the mouse reached it, and a click on it said nothing (Z said why; 1024x640)."""
    app = make_app()
    try:
        ex = GatedExecutor()
        t = table_for(app, find_match(_my_discard), executor=ex)
        double_click(app, card_center(t, t.hand[0]))
        step_until(app, lambda: not t.flights)
        ex.release()
        step_until(app, lambda: t.ctrl.turn == HUMAN and not t.flights)
        step(app)
        button = t.buttons["takeback"]
        assert button.visible and not button.enabled
        t.message = None
        click(app, button.rect.center)
        err = t.ctrl.take_back_refusal()
        assert err is not None and err.reason == "takeback_other_acted"
        assert t.message is not None and t.message.error
        assert t.message.text == describe_error(err, human_seat=HUMAN)
        assert t.ctrl.assists["takebacks"] == 0
    finally:
        app.stack.clear()


def test_a_take_back_by_keys_leaves_the_ring_where_the_move_was_made() -> None:
    """Keys only, a move taken back: the ring stands on the pile the move came from (the
    upcard after T and Z), a discard taken back rings its card, back in the hand. (German
    1024x768: after T and Z a tester saw no ring at all, "Zurückgenommen: Du hast Pik 6
    genommen."; not reproduced here, with or without flights or the ring moved first.)"""
    from ginrummy_desktop.ui.table.model import HandFocus, Pile

    app = make_app()
    t = table_for(app, find_match(lambda x: x.phase is Phase.OFFER and x.round.turn == HUMAN))
    key(app, Command.TAKE)
    assert t.view.phase is Phase.DISCARD
    key(app, Command.UNDO)
    assert t.view.phase is Phase.OFFER and t.model.focus is Pile.DISCARD
    app.stack.clear()
    app = make_app()
    t = table_for(app, find_match(_my_discard))
    key(app, Command.DOWN)
    card = t.model.focused_card()
    assert card is not None
    key(app, Command.CONFIRM)
    assert card not in t.hand
    key(app, Command.UNDO)
    assert isinstance(t.model.focus, HandFocus) and t.model.focused_card() == card
    app.stack.clear()
