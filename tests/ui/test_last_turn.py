"""The round's last discard is called so: with the stock down to two cards the player's
discard (unless a knock) ends the round without a score, and the table said only "Your turn"
until the round was over (Hollywood, 800x520). There it says "Your last turn"."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Action, Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.info import info_panel, last_discard

from ..coach.test_round_ends_reason import _to_the_last_discard
from .helpers import make_app, step
from .test_hint import SyncExecutor, _table


def _texts(t: Any) -> list[str]:
    return [p.text for p in info_panel(t)]


@pytest.mark.parametrize("lang, size, words", [
    ("en", (800, 520), "Your last turn"), ("de", (640, 420), "Dein letzter Zug"),
    ("en", (1920, 1080), "Your last turn")])
def test_the_last_discard_is_the_last_turn(lang: str, size: tuple[int, int],
                                           words: str) -> None:
    with use_localizer(Localizer(lang)):
        app = make_app(size=size)
        t = _table(app, _to_the_last_discard(5), SyncExecutor())
        step(app, 2)
        assert last_discard(t.view)
        texts = _texts(t)
        assert words in texts
        placed = next(p for p in info_panel(t) if p.text == words)
        assert placed.pos[1] + placed.px < t.layout.stock_rect.bottom + 40  # in the panel
        app.stack.clear()


def test_before_the_end_it_is_your_turn() -> None:
    with use_localizer(Localizer("en")):
        m = Match(RuleSet.preset("classic"), 5)
        m.apply(Action.pass_())
        m.apply(Action.pass_())
        if m.round.turn != 0:
            m.apply(Action.draw_stock())
            m.apply(Action.discard(m.round.last_drawn[1]))  # type: ignore[arg-type]
        m.apply(Action.draw_stock())
        app = make_app(size=(800, 520))
        t = _table(app, m, SyncExecutor())
        step(app, 2)
        assert not last_discard(t.view)
        texts = _texts(t)
        assert "Your turn" in texts and "Your last turn" not in texts
        app.stack.clear()
