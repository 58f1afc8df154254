"""The bottom row keeps its places while a round is played: Hint and Take back stand where
they stood, flat (disabled) while they cannot be used. Shown only when usable, Take back stood
after a pass, in the computer's turn, where Hint came once the player was to move again, and
the second click of a double click on Take back asked for a hint (800x520). Real clicks."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui.controller import HUMAN

from .helpers import double_click, find_match, make_app, step, table_for
from .test_takeback import GatedExecutor


@pytest.fixture
def app() -> Any:
    a = make_app(size=(800, 520))
    yield a
    a.stack.clear()


def _offered(app: Any, ex: GatedExecutor) -> Any:
    m = find_match(lambda x: x.round.turn == HUMAN and x.phase is Phase.OFFER and not x.history)
    t = table_for(app, m, executor=ex)
    step(app)
    return t


def test_a_double_click_on_take_back_asks_no_hint(app: Any) -> None:
    ex = GatedExecutor()
    t = _offered(app, ex)
    hint_at = t.buttons["hint"].rect.copy()
    double_click(app, t.buttons["pass"].rect.center)  # the second click finds Pass gone
    assert t.ctrl.turn != HUMAN
    step(app)
    back = t.buttons["takeback"]
    assert back.active and t.buttons["hint"].rect == hint_at
    assert not t.buttons["hint"].active  # the computer is to move: it stands there, flat
    double_click(app, back.rect.center)
    assert t.ctrl.turn == HUMAN and not t.ctrl.match.history  # the pass taken back, once
    assert t.hint.pending is None and t.hint.result is None
    assert "hint" not in [fn.__name__ for _f, fn, _a in ex.held]
    assert t.ctrl.assists.get("hints", 0) == 0
    assert t.buttons["hint"].active and t.buttons["hint"].rect == hint_at
    assert not back.active and back.visible


def test_hint_and_take_back_stand_still_through_a_round(app: Any) -> None:
    ex = GatedExecutor()
    ex.open = True  # the computer answers at once
    t = _offered(app, ex)
    places = {n: t.buttons[n].rect.copy() for n in ("hint", "takeback")}
    seen = 0
    while t.model.playing and seen < 40:
        if t.view.my_turn:
            legal = t.legal
            if t.view.phase is Phase.OFFER:
                t.play(next(a for a in legal if a.kind.value == "pass"))
            elif t.view.phase is Phase.DRAW:
                t.play(next(a for a in legal if a.kind.value == "draw"))
            elif t.view.phase is Phase.DISCARD:
                t.play(next(a for a in legal if a.kind.value == "discard"))
            else:
                break
        step(app)
        if t.model.playing:
            assert t.buttons["hint"].visible and t.buttons["takeback"].visible
            assert {n: t.buttons[n].rect for n in places} == places
            seen += 1
    assert seen > 10
