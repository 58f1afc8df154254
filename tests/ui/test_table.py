"""The table driven by real mouse and key events; the engine's state is what is checked."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Action, IllegalActionError, Kind, Match, Phase
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import AUTO_CLOSE, ScoreboardScene
from ginrummy_desktop.ui.table.model import HandFocus, Mode, Pile, SortMode
from ginrummy_desktop.ui.table.start import start_match

from .helpers import (
    card_center,
    click,
    double_click,
    drag,
    find_match,
    key,
    make_app,
    step,
    step_until,
    table_for,
)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


def _human_first() -> Match:
    """A fresh match where the human (seat 0) is the non-dealer: the offer is theirs."""
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.OFFER and not m.history)


def _human_to_draw() -> Match:
    """Both passed the upcard: the human must draw from the stock."""
    m = _human_first()
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    assert m.round.turn == 0 and m.phase is Phase.DRAW
    return m


def _human_draws_pile() -> Match:
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW
                      and Action.draw_discard() in m.legal_actions())


def test_upcard_offer_pass_and_take_buttons(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_first()
    table = table_for(app, m)
    assert table.buttons["take"].visible and table.buttons["pass"].visible
    click(app, table.buttons["pass"].rect.center)
    assert m.history[0] == Action.pass_()
    m2 = _human_first()
    table = table_for(app, m2)
    upcard = m2.round.upcard
    click(app, table.buttons["take"].rect.center)
    assert m2.history[0] == Action.take()
    assert upcard in m2.round.hand(0) and m2.phase is Phase.DISCARD


def test_draw_by_drag_from_stock_then_discard_by_drag(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    lay = table.layout
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    assert m.history[-1] == Action.draw_stock()
    assert m.phase is Phase.DISCARD and len(table.hand) == 11
    card = table.hand[3]
    drag(app, card_center(table, card), table.layout.discard_rect.center)
    assert m.history[-1] == Action.discard(card)
    assert m.round.discard_pile[-1] == card and card not in table.hand


def test_reorder_by_drag_within_the_hand(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_first()
    table = table_for(app, m)
    first = table.hand[0]
    last_pos = table.hand_positions()[-1]
    drag(app, card_center(table, first), (last_pos[0] + table.layout.card[0], last_pos[1] + 30))
    assert table.hand[-1] == first
    assert m.history == []  # reordering is no engine action


def test_illegal_drop_snaps_back_with_the_engines_reason(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_draws_pile()
    table = table_for(app, m)
    lay = table.layout
    top = m.round.discard_pile[-1]
    drag(app, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
    assert m.history[-1] == Action.draw_discard() and top in table.hand
    n = len(m.history)
    drag(app, card_center(table, top), table.layout.discard_rect.center)
    assert len(m.history) == n  # refused
    assert top in table.hand
    expected = describe_error(IllegalActionError("discard_just_taken", card=str(top)), 0)
    assert table.message is not None and table.message.text == expected
    assert table.flights, "the card animates back"
    step(app, 60)
    assert not table.flights


def test_click_stock_then_double_click_a_card(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    click(app, table.layout.stock_rect.center)
    assert m.history[-1] == Action.draw_stock()
    card = table.hand[0]
    double_click(app, card_center(table, card))
    assert m.history[-1] == Action.discard(card)


def test_keyboard_draw_and_discard(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    key(app, Command.RIGHT)  # time to draw: the first arrow goes to the stock
    assert table.focus is Pile.STOCK
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.draw_stock()
    assert isinstance(table.focus, HandFocus)
    card = table.hand[table.focus.index]  # the focus is on the card just drawn
    assert card == m.round.last_drawn[0]
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.discard(card)


def _human_can_knock() -> Match:
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DISCARD
                      and any(a.kind is Kind.KNOCK for a in m.legal_actions()))


def test_knock_by_drag_asks_for_confirmation(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_can_knock()
    table = table_for(app, m)
    knock = next(a for a in m.legal_actions() if a.kind is Kind.KNOCK)
    n = len(m.history)
    drag(app, card_center(table, knock.card), table.layout.knock_rect.center)
    assert isinstance(app.stack.top, ConfirmScene)
    assert len(m.history) == n  # nothing happens before the confirmation
    click(app, app.stack.top.yes.rect.center)
    assert m.history[n] == knock
    # the computer defends: it lays off at once, the review and the scoring follow
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert review.result is not None and review.result.knocker == 0
    click(app, review.done_button.rect.center)  # skips the show: the scoring board at once
    assert isinstance(app.stack.top, ScoreboardScene)


@pytest.mark.parametrize("waits", [False, True])
def test_the_review_of_a_knock_waits_for_done_only_where_the_policy_says(waits: bool) -> None:
    """With animations on, the review of the player's knock closes by itself once the round's
    end is shown, and the scores open; the tutorial's review waits for Done (its hint asks
    the player to look and press Done, and the review closed while it was being read)."""
    from ginrummy_desktop.ui.controller import InlineExecutor, MatchController
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.table import TableScene
    from ginrummy_desktop.ui.table.policy import TablePolicy
    from ginrummy_desktop.ui.tutorial import TutorialPolicy

    from .helpers import StandInOpponent

    assert TutorialPolicy.review_waits and not TablePolicy.review_waits
    policy = TablePolicy()
    policy.review_waits = waits
    app = make_app(animation="normal")
    m = _human_can_knock()
    ctrl = MatchController(m, StandInOpponent(), executor=InlineExecutor())
    app.stack.clear(MenuScene(app))
    table = app.push(TableScene(app, ctrl, policy))
    step(app)
    knock = next(a for a in m.legal_actions() if a.kind is Kind.KNOCK)
    drag(app, card_center(table, knock.card), table.layout.knock_rect.center)
    click(app, app.stack.top.yes.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    if not waits:
        step_until(app, lambda: app.stack.top is not review, frames=60 * 20)
        assert isinstance(app.stack.top, ScoreboardScene)
        app.stack.clear()
        return
    step(app, 60 * 20)  # twenty seconds
    assert app.stack.top is review
    click(app, review.done_button.rect.center)
    assert isinstance(app.stack.top, ScoreboardScene)
    app.stack.clear()


def test_knock_drop_on_the_area_refused_when_the_deadwood_is_too_high(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    click(app, table.layout.stock_rect.center)
    knocks = {a.card for a in m.legal_actions() if a.kind is Kind.KNOCK}
    card = next(c for c in table.hand if c not in knocks)
    n = len(m.history)
    drag(app, card_center(table, card), table.layout.knock_rect.center)
    assert len(m.history) == n
    assert not isinstance(app.stack.top, ConfirmScene)
    assert table.message is not None and table.message.error


def test_layoff_review_done_as_defender(app) -> None:  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0)
    table = table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert review.interactive
    n_results = len(m.results)
    # lay one card off by drag where the engine allows it, then "Done"
    lay_offs = [a for a in m.legal_actions() if a.kind is Kind.LAY_OFF]
    if lay_offs:
        a = lay_offs[0]
        hit = None
        groups = review.defender_groups()
        for (cards, _), ps in zip(groups, review.group_positions(groups, review.seat_top(0)),
                                  strict=True):
            for c, p in zip(cards, ps, strict=True):
                if c == a.card:
                    hit = (p[0] + 5, p[1] + 20)
        assert hit is not None
        drag(app, hit, review.meld_rects()[a.meld].center)
        assert a in m.history
    click(app, review.done_button.rect.center)
    assert len(m.results) == n_results + 1  # finish_layoff scored the round
    assert review.result is m.results[-1]
    # one click ends the defender's review (test_one_click_done.py has the details)
    assert isinstance(app.stack.top, ScoreboardScene)
    assert table.frozen and table.mode is Mode.SHOWING_RESULT


def test_summary_closes_by_itself_and_the_next_round_is_dealt(app) -> None:  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0)
    table = table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    app.stack.top.done()  # one click ends the defender's review (the rest flies first)
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    rounds = m.round_number
    step(app, int(AUTO_CLOSE * 60) + 5)
    assert not isinstance(app.stack.top, ScoreboardScene)
    step_until(app, lambda: app.stack.top is table)
    assert not table.frozen and m.round_number == rounds
    assert len(table.hand) == 10


def test_escape_opens_the_pause_menu_and_closing_the_window_saves(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.persistence import MatchStore
    from ginrummy_desktop.ui.scenes.pause import SAVE, SAVED, PauseScene

    app.store = MatchStore()
    table = start_match(app, seed=11)
    step_until(app, lambda: app.stack.top is table)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    save = next(b for b in pause.buttons if b.label == SAVE)
    assert save.enabled
    click(app, save.rect.center)
    assert pause.note == str(SAVED)
    key(app, Command.CANCEL)
    assert app.stack.top is table
    if Action.pass_() in table.legal:
        click(app, table.buttons["pass"].rect.center)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    summaries, _ = app.store.list()
    assert len(summaries) == 1 and summaries[0].actions == len(table.ctrl.match.history)


def test_deal_animation_runs_and_a_click_skips_it() -> None:
    app = make_app(animation="normal")
    table = start_match(app, seed=5, rules="short")
    assert isinstance(app.stack.top, DealScene) and table.mode is Mode.DEALING
    step(app, 10)
    assert isinstance(app.stack.top, DealScene)
    click(app, (50, 50))
    assert app.stack.top is table and table.mode is Mode.PLAYING
    app.stack.clear()


def test_the_computers_moves_are_animated_and_marked() -> None:
    app = make_app(animation="normal")
    m = _human_to_draw()
    table = table_for(app, m)
    click(app, table.layout.stock_rect.center)
    card = table.hand[0]
    double_click(app, card_center(table, card))
    n = len(m.history)
    step_until(app, lambda: len(m.history) > n)
    assert table.flights, "the computer's draw flies"
    assert table.last_move is not None
    step_until(app, lambda: len(m.history) > n + 1 or m.results)
    app.stack.clear()


def test_a_whole_seeded_match_played_through_the_ui(app) -> None:  # type: ignore[no-untyped-def]
    """Every human action is a click, a double click, a drag or a key; the computer answers
    from its worker thread; reviews and summaries are closed by clicks, to the end."""
    from tests.ui.helpers import StandInOpponent

    table = start_match(app, seed=21, rules="short")
    ctrl = table.ctrl
    bot = StandInOpponent()
    for _ in range(20000):  # the computer answers at once (InlineExecutor): frames only
        if ctrl.is_over and table.frozen and app.stack.top is table:
            break
        top = app.stack.top
        if isinstance(top, DealScene):
            click(app, (5, 5))
        elif isinstance(top, ConfirmScene):
            click(app, top.yes.rect.center)
        elif isinstance(top, LayoffReviewScene):
            click(app, top.done_button.rect.center)
        elif isinstance(top, ScoreboardScene):
            top._layout()
            click(app, top.close_button.rect.center)
        elif top is table and ctrl.turn == 0 and not table.frozen and not table.flights:
            act = bot.choose(ctrl.view(0))
            lay = table.layout
            if act.kind is Kind.PASS:
                click(app, table.buttons["pass"].rect.center)
            elif act.kind is Kind.DRAW_STOCK:
                drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
            elif act.kind is Kind.DISCARD:
                drag(app, card_center(table, act.card), lay.discard_rect.center)
            elif act.kind is Kind.KNOCK:
                drag(app, card_center(table, act.card), lay.knock_rect.center)
            elif act.kind is Kind.BIG_GIN:
                click(app, table.buttons["big_gin"].rect.center)
            else:
                raise AssertionError(f"unexpected {act}")
        else:
            step(app)
    assert ctrl.is_over
    assert table.buttons["summary"].visible
    click(app, table.buttons["summary"].rect.center)
    assert isinstance(app.stack.top, ScoreboardScene) and app.stack.top.final


def test_window_resize_relayouts_and_cards_stay_crisp(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_first()
    table = table_for(app, m)
    big = table.layout.card
    app.screen = pygame.display.set_mode((800, 500), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=500, size=(800, 500)))
    step(app, 2)
    small = table.layout.card
    assert small[0] < big[0]
    assert app.cards.face(table.hand[0], small).get_size() == small



def test_a_saved_match_continues_where_it_was(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.persistence import MatchStore
    from ginrummy_desktop.ui.table.start import resume_match

    app.store = MatchStore()
    table = start_match(app, seed=13)
    step_until(app, lambda: app.stack.top is table)
    if Action.pass_() in table.legal:
        click(app, table.buttons["pass"].rect.center)
    n = len(table.ctrl.match.history)
    saved_id = table.ctrl.saved.id
    app.to_menu()  # leaving the table saves
    saved, match = app.store.load(saved_id)
    assert len(match.history) == n
    table = resume_match(app, saved, match)
    assert table in app.stack and table.ctrl.match.history == match.history
    step_until(app, lambda: app.stack.top is table)  # a round not yet begun is dealt again
    step_until(app, lambda: match.round.turn == 0)  # and play goes on
    summaries, _ = app.store.list()
    assert [s.id for s in summaries] == [saved_id]


def test_layoff_by_keyboard(app) -> None:  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0
                   and any(a.kind is Kind.LAY_OFF for a in m.legal_actions()))
    table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    a = next(a for a in m.legal_actions() if a.kind is Kind.LAY_OFF)
    key(app, Command.RIGHT)
    while review._focused_card() != a.card:
        key(app, Command.RIGHT)
    key(app, Command.NUMBER, number=a.meld + 1)
    assert m.history[-1] == a
    key(app, Command.CONFIRM)
    assert m.results and review.result is m.results[-1]


class _SlowOpponent:
    """Thinks for a while, like a strong level on a slow machine."""

    def __init__(self) -> None:
        from tests.ui.helpers import StandInOpponent

        self.inner = StandInOpponent()

    def choose(self, view):  # type: ignore[no-untyped-def]
        import time

        time.sleep(0.3)
        return self.inner.choose(view)


def test_the_computer_thinks_off_the_frame_loop(app) -> None:  # type: ignore[no-untyped-def]
    import time

    m = _human_to_draw()
    import concurrent.futures as cf

    table = table_for(app, m, opponent=_SlowOpponent(),
                      executor=cf.ThreadPoolExecutor(max_workers=1))
    click(app, table.layout.stock_rect.center)
    double_click(app, card_center(table, table.hand[0]))
    n = len(m.history)
    slowest = 0.0
    for _ in range(5):  # frames go on while the computer thinks
        t0 = time.perf_counter()
        app.step(1 / 60)
        slowest = max(slowest, time.perf_counter() - t0)
    assert len(m.history) == n and slowest < 0.2
    table.ctrl.wait_opponent()  # the worker's answer, then the frames that show it
    step_until(app, lambda: len(m.history) > n)


def test_the_refusal_is_in_the_players_language(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.i18n import Localizer, use_localizer

    with use_localizer(Localizer("de")):
        m = _human_to_draw()
        table = table_for(app, m)
        drag(app, card_center(table, table.hand[0]), table.layout.discard_rect.center)
        assert table.message is not None
        assert table.message.text == describe_error(
            IllegalActionError("wrong_phase", action="discard", phase="draw", stock_only=True),
            0)
        assert table.message.text == (  # both passed the upcard: the stock only
            "Ziehe zuerst eine Karte: vom Nachziehstapel (der Ablagestapel ist diesmal "
            "gesperrt).")


def test_taking_the_upcard_by_button_or_key_keeps_a_sorted_hand_sorted() -> None:
    """The Take button and T fly the upcard into its place in a hand sorted by melds (they
    used to append it at the end, splitting its meld)."""
    for how in ("button", "key"):
        a = make_app(animation="fast")
        try:
            m = _human_first()
            table = table_for(a, m)
            table.sort(SortMode.RANK)
            upcard = m.round.upcard
            if how == "button":
                click(a, table.buttons["take"].rect.center)
            else:
                key(a, Command.TAKE)
            assert m.history[0] == Action.take() and table.sort_mode is SortMode.RANK
            assert table.hand == sorted(table.hand, key=lambda c: (c.rank, c.suit)), how
            assert upcard in table.hand
            if how == "key":  # (the click helper steps half a second: the flight is over)
                assert any(f.card == upcard for f in table.flights), "the upcard flies in"
        finally:
            a.stack.clear()


def test_keyboard_up_and_down_switch_between_the_hand_and_the_piles(app) -> None:  # type: ignore[no-untyped-def]
    m = _human_draws_pile()
    table = table_for(app, m)
    n = len(table.hand)
    key(app, Command.LEFT)  # time to draw: Left starts on the discard pile
    assert table.focus is Pile.DISCARD and n == 10
    key(app, Command.DOWN)
    assert table.focus == HandFocus(0) and table.selected == table.hand[0]
    key(app, Command.UP)
    assert table.focus is Pile.STOCK and table.selected is None
    key(app, Command.RIGHT)
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.draw_discard()
    key(app, Command.UP)  # discarding now: Up from the drawn card goes to the piles...
    key(app, Command.DOWN)  # ...and Down back onto the hand
    assert isinstance(table.focus, HandFocus) and table.focus.index < len(table.hand)


def test_no_keyboard_focus_is_left_over_into_the_next_round(app) -> None:  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0)
    table = table_for(app, m)
    table.model.focus, table.model.selected = HandFocus(3), table.hand[3]  # as the arrows left it
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    app.stack.top.done()  # one click ends the defender's review (the rest flies first)
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    key(app, Command.CONFIRM)  # close the summary: the next round is dealt
    step_until(app, lambda: app.stack.top is table)
    assert table.focus is None and table.selected is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_buttons_of_a_finished_match_do_not_overlap_in_a_small_window(lang: str) -> None:
    """At 700x450 "New match" ran into "Menu" once the match was over (German: "Neue Partie"
    over "Menü"); the row's labels shrink instead, and the buttons still work."""
    from ginrummy_desktop.i18n import Localizer, use_localizer

    with use_localizer(Localizer(lang)):
        a = make_app(size=(700, 450))
        try:
            m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0,
                           rules="single")
            table = table_for(a, m)
            step_until(a, lambda: isinstance(a.stack.top, LayoffReviewScene))
            a.stack.top.done()  # one click ends the defender's review (the rest flies first)
            step_until(a, lambda: isinstance(a.stack.top, ScoreboardScene))
            key(a, Command.CONFIRM)  # close the match summary
            step_until(a, lambda: a.stack.top is table)
            assert m.is_over and table.focus is None
            shown = [b for b in table.buttons.values() if b.visible]
            assert table.buttons["new"] in shown and table.buttons["summary"] in shown
            for i, b in enumerate(shown):
                assert 0 <= b.rect.left and b.rect.right <= 700
                for c in shown[i + 1:]:
                    assert not b.rect.colliderect(c.rect), (b.label, c.label)
            click(a, table.buttons["summary"].rect.center)
            assert isinstance(a.stack.top, ScoreboardScene)
        finally:
            a.stack.clear()


def test_k_with_too_much_deadwood_says_how_much_not_that_knocking_is_out_of_phase(app) -> None:  # type: ignore[no-untyped-def]
    """K in the discard phase without a legal knock said "Knocking is not possible now
    (discarding)", which is wrong: it is the phase to knock in, the deadwood is too high."""
    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DISCARD
                   and not any(a.kind is Kind.KNOCK for a in m.legal_actions()))
    table = table_for(app, m)
    key(app, Command.KNOCK)
    assert table.message is not None and table.message.error
    text = table.message.text
    assert "deadwood left, at most 10 allowed" in text, text
    assert not isinstance(app.stack.top, ConfirmScene)


def _flat(img: pygame.Surface) -> bool:
    """True if the middle of a card back is one plain colour (its pattern aliased away)."""
    w, h = img.get_size()
    points = [(x, y) for x in range(w // 4, w * 3 // 4, 3) for y in range(h // 4, h * 3 // 4, 5)]
    return len({tuple(img.get_at(p)) for p in points}) <= 1


def test_card_backs_keep_their_pattern_at_800x520() -> None:
    """At 800x520 the cards are 80x112, a third of the SVG: the back's fine diamond pattern
    rendered as one flat colour (the stock and the dealt cards looked blank)."""
    a = make_app(size=(800, 520))
    try:
        m = _human_first()
        table = table_for(a, m)
        size = table.layout.card
        assert size == (80, 112)
        for back in ("blue", "red", "black"):
            a.cards.configure("2color", back)
            img = a.cards.back(size)
            assert img.get_size() == size and not _flat(img), back
    finally:
        a.stack.clear()


def test_no_hover_is_left_where_a_drag_began(app) -> None:  # type: ignore[no-untyped-def]
    """After a refused drop the card snapped back and showed lifted and outlined as if the
    mouse were over it, while the mouse was on the discard pile (the hover only followed
    plain mouse moves, not drags)."""
    m = _human_to_draw()
    table = table_for(app, m)
    card = table.hand[0]
    at = card_center(table, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0)))  # the mouse comes to the card
    step(app)
    assert table.hover == ("hand", card)
    drag(app, at, table.layout.discard_rect.center)
    assert table.message is not None and table.message.error  # refused: draw first
    step(app, 60)
    assert not table.flights and card in table.hand
    assert table.hover != ("hand", card)


def test_a_hand_reordered_by_drag_stays_as_arranged_after_a_draw(app) -> None:  # type: ignore[no-untyped-def]
    """Sorted by suit, a card dragged to the end kept "Sort: suit" marked, and the next draw
    by click sorted the hand again, undoing the player's order."""
    m = _human_to_draw()
    table = table_for(app, m)
    table.sort(SortMode.SUIT)
    first = table.hand[0]
    last_pos = table.hand_positions()[-1]
    drag(app, card_center(table, first), (last_pos[0] + table.layout.card[0], last_pos[1] + 30))
    assert table.hand[-1] == first
    assert table.sort_mode is None and not table.buttons["sort_suit"].primary
    click(app, table.layout.stock_rect.center)
    assert m.history[-1] == Action.draw_stock()
    assert table.hand[-2] == first  # the drawn card comes after the player's arrangement


def test_l_before_any_round_ended_says_so(app) -> None:  # type: ignore[no-untyped-def]
    """L (the last summary) did nothing at all before the first round ended."""
    table = table_for(app, _human_first())
    key(app, Command.SUMMARY)
    assert app.stack.top is table
    assert table.message is not None and not table.message.error
    assert table.message.text == "No round of this match has ended yet."



def test_a_closed_discard_pile_is_greyed_and_says_so(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """After both passed the upcard the pile cannot be taken: its top card is shaded and its
    label says to draw from the stock; when the pile may be taken it looks as usual."""
    import ginrummy_desktop.ui.table.painter as painter_module

    said: list[str] = []
    real = painter_module.draw_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(str(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(painter_module, "draw_text", spy)
    closed = table_for(app, _human_to_draw())
    assert closed.painter.pile_closed()
    centre = closed.layout.discard_rect.center
    said.clear()
    app.render()
    shaded = tuple(app.screen.get_at(centre))[:3]
    assert str(painter_module.PILE_CLOSED) in said
    monkeypatch.setattr(closed.painter, "pile_closed", lambda: False)
    said.clear()
    app.render()
    plain = tuple(app.screen.get_at(centre))[:3]
    assert str(painter_module.PILE_CLOSED) not in said
    assert sum(shaded) < sum(plain), "the closed pile's top card is darker"
    app.stack.clear()
    for m in (_human_draws_pile(), _human_first()):
        assert not table_for(app, m).painter.pile_closed()
        app.stack.clear()
