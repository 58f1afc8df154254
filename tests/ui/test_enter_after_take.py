"""Enter only: Enter rings the upcard, Enter takes it, and then? The card just taken may not
go back this turn, and every Enter on it only said so (800x520 and 640x420, German and
English: a dead end for a player who plays by Enter). Refused, the line says which keys
choose another card; the ring stays on the taken card, so a second Enter never throws a card
the player did not choose. Real key events through the app's loop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import HandFocus, Pile
from ginrummy_desktop.ui.table.start import start_match

from .helpers import DT, keymap_key, make_app, step, step_until


def _my_offer_seed() -> int:
    return next(s for s in range(1, 100) if Match(RuleSet.preset("classic"), s).round.dealer == 1)


def _enter(app: Any) -> None:
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


@pytest.fixture
def taken() -> Any:
    """(app, table, card): the upcard taken by Enter, the ring on it in the hand."""
    app = make_app(size=(800, 520))
    try:
        table = start_match(app, seed=_my_offer_seed(), rules="classic")
        step_until(app, lambda: app.stack.top is table and not table.settling
                   and table.view.my_turn and table.view.phase is Phase.OFFER)
        upcard = table.view.discard_top
        _enter(app)
        assert table.focus is Pile.DISCARD
        _enter(app)
        step(app, 30)
        assert len(table.hand) == 11 and table.view.phase is Phase.DISCARD
        assert table.focus == HandFocus(table.hand.index(upcard))
        yield app, table, upcard
    finally:
        app.stack.clear()


def test_enter_on_the_card_just_taken_says_why_and_the_ring_stays(taken: Any) -> None:
    """A double Enter threw the card beside the taken one (the ring went on to it, lifted:
    the J of a 10-J-Q, Oklahoma 1024x768): the ring stays, and the line says the way on."""
    app, table, upcard = taken
    before = list(table.hand)
    for _ in range(3):  # an impatient player: Enter, Enter, Enter
        _enter(app)
        step(app, 30)
        assert table.hand == before, "nothing thrown"
        assert table.focus == HandFocus(table.hand.index(upcard)), "the ring stays on it"
        assert table.message is not None and table.message.error
        assert "just taken" in table.message.text
        assert "Choose another card with \u2190 \u2192, then press Enter." in table.message.text


def test_the_arrow_then_enter_throws_the_card_chosen(taken: Any) -> None:
    app, table, upcard = taken
    _enter(app)
    k = keymap_key(Command.RIGHT if table.hand[-1] != upcard else Command.LEFT)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)
    f = table.focus
    assert isinstance(f, HandFocus) and table.hand[f.index] != upcard
    other = table.hand[f.index]
    assert table.selected == other, "chosen by the arrow"
    _enter(app)
    step(app, 30)
    assert upcard in table.hand and other not in table.hand, "Enter throws the card chosen"
    assert table.view.phase is not Phase.DISCARD or not table.view.my_turn


def test_the_way_on_is_said_in_german(taken: Any) -> None:
    from ginrummy_desktop.i18n import Localizer, use_localizer
    app, table, _upcard = taken
    _enter(app)
    assert table.message is not None
    with use_localizer(Localizer("de")):
        text = table.message.text
    assert "darf in diesem Zug nicht" in text and "andere Karte" in text, text


def test_the_line_under_the_hand_says_the_best_discard_not_the_taken_card(
        taken: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The taken card chosen, the line under the hand said the deadwood of throwing it back
    ("Restpunkte nach Abwurf: 71", 640x420), a discard the engine refuses."""
    from ginrummy_desktop.ui.table import painter
    app, table, upcard = taken
    texts: list[str] = []
    real = painter.draw_text

    def noting(surface: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        texts.append(str(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(painter, "draw_text", noting)
    assert table.model.focused_card() == upcard
    best = min(dead for _c, dead in table.view.discard_options())
    assert table.deadwood_after(upcard) != best, "the case: throwing it back differs"
    table.draw(app.screen)
    assert painter.DEADWOOD_AFTER_BEST.format(n=best) in texts
