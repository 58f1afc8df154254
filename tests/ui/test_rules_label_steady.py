"""The rule set's name top left stays where it is from the first frame on.

In a real window (800x520, English, Classic against Strong, seed 31) "Rule set / Classic"
stood 18 px lower on the dealt table than after the player's first move: the hidden "Not
saved" tag counted as shown until the save notice first laid itself out, and the name made
room under it."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table import painter

from .helpers import key, make_app, step, table_for
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_rule_set_name_does_not_move_after_the_first_move(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    try:
        m = Match(RuleSet.preset("classic"), 31)
        assert m.round.turn == 0  # the player is offered the upcard first
        seen = _drawn(monkeypatch, painter)
        table_for(app, m)
        step(app)
        first = [r for text, _c, r in seen if text == str(T.RULE_SET)][-1]
        seen.clear()
        key(app, Command.PASS)
        step(app, 3)
        assert m.round.offer_passes >= 1
        after = [r for text, _c, r in seen if text == str(T.RULE_SET)][-1]
        assert after.topleft == first.topleft
    finally:
        app.stack.clear()
