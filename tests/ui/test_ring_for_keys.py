"""A keyboard player's turn to take the upcard or to draw, the ring nowhere (the computer
moved first): the ring goes out to the pile Enter plays, so the first Enter acts. Seen
(English 1280x800, keys only, three times a match): "Take" stood gold, Enter only rang the
upcard, and a second Enter took it. A mouse player's first Enter still only shows the ring."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.ui.input import Command

from .helpers import card_center, click, find_match, key, make_app, step, step_until, table_for


def _computer_first(m) -> bool:  # type: ignore[no-untyped-def]
    return m.phase is Phase.OFFER and m.round.turn == 1 and not m.round.moves


@pytest.mark.parametrize("keys", [True, False])
def test_the_first_enter_of_a_keyboard_player_acts(keys: bool) -> None:
    app = make_app(size=(1280, 800))
    try:
        t = table_for(app, find_match(_computer_first))
        m = t.ctrl.match
        if keys:
            key(app, Command.SORT)  # a key: the player plays by keys
        else:
            card = t.hand[0]
            click(app, card_center(t, card)), click(app, card_center(t, card))  # by mouse
        step_until(app, lambda: t.view.my_turn and not t.flights, frames=600)
        step(app, 2)
        assert t.view.phase in (Phase.OFFER, Phase.DRAW)
        n = len(m.history)
        key(app, Command.CONFIRM)
        step(app, 2)
        if keys:
            assert len(m.history) == n + 1  # taken or drawn at once
            assert m.history[-1].kind in (Kind.TAKE_UPCARD, Kind.DRAW_STOCK)
        else:
            assert len(m.history) == n and t.model.focus is not None  # the ring shown first
    finally:
        app.stack.clear()


def _player_to_draw(m) -> bool:  # type: ignore[no-untyped-def]
    return m.phase is Phase.DRAW and m.round.turn == 0 and len(m.round.moves) >= 3


@pytest.mark.parametrize("keys", [True, False])
def test_a_table_opened_by_a_key_rings_the_pile_at_once(keys: bool) -> None:
    """Resumed from the main menu by Enter, the table showed no ring and the first Enter only
    rang the stock (German 1280x720, keys only). The last press before the table opened
    counts as the player's way of playing; a mouse player's first Enter still only rings."""
    app = make_app(size=(1280, 800))
    try:
        if keys:
            key(app, Command.DOWN)  # on the screen before the table
        else:
            click(app, (5, 5))
        t = table_for(app, find_match(_player_to_draw))
        m = t.ctrl.match
        step_until(app, lambda: not t.flights, frames=600)
        step(app, 2)
        n = len(m.history)
        key(app, Command.CONFIRM)
        step(app, 2)
        if keys:
            assert len(m.history) == n + 1 and m.history[-1].kind is Kind.DRAW_STOCK
        else:
            assert len(m.history) == n and t.model.focus is not None
    finally:
        app.stack.clear()


def test_after_a_round_played_by_keys_the_next_one_starts_with_the_ring_out() -> None:
    """A round ended by the player's own move (the hint's knock, by keys): the ring went out
    to the new round's pile as the old round ended, the deal took it away, and the new round
    began with no ring; the first Enter only rang the upcard (English 800x520, keys only,
    twice in two matches)."""
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

    from .test_hint import SyncExecutor, _table

    app = make_app(size=(800, 520))
    try:
        t = _table(app, find_match(lambda m: m.phase is Phase.OFFER and not m.history
                                   and m.seed >= 6), SyncExecutor())  # a round the hints win
        # by a knock (seed 4's, until the upcard a player passed stayed known: SeatView)
        m = t.ctrl.match
        for _ in range(3000):  # the round by H and Enter, as the player did
            if m.results:
                break
            top = app.stack.top
            if isinstance(top, ConfirmScene | LayoffReviewScene):
                key(app, Command.CONFIRM)
            elif top is t and t.view.my_turn and t.model.playing and not t.settling \
                    and not t.flights:
                key(app, Command.HINT)
                step(app, 2)
                key(app, Command.CONFIRM)
            else:
                step(app)
        assert m.results and m.results[-1].knocker == 0, "ended by the player's knock"
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene | ScoreboardScene),
                   frames=600)
        while isinstance(app.stack.top, LayoffReviewScene | ScoreboardScene):
            key(app, Command.CONFIRM)
        step_until(app, lambda: app.stack.top is t and t.model.playing and t.view.my_turn
                   and not t.dealing and not t.settling and not t.flights, frames=900)
        step(app, 3)
        assert t.model.focus is not None, "the ring on the pile Enter plays"
    finally:
        app.stack.clear()
