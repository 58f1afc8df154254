"""The table's side panel tells nothing before it is known, and keeps each rule whole.

German 800x520, Oklahoma: during the cut ("Abheben: Wer gibt?") the panel already said
"Klopfgrenze dieser Runde: 3" and "Kein Pik aufgedeckt: einfache Punkte": the upcard, before
it was turned. And a custom rule set's name wrapped in the middle of a change ("Zu-null-Sieg"
/ "+100", 1100x700)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.scenes import deal as D
from ginrummy_desktop.ui.table import info as info_module
from ginrummy_desktop.ui.table import painter as painter_module
from ginrummy_desktop.ui.table.start import start_match

from .helpers import make_app, step, step_until, table_for, texts_drawn

# "Kurz + Gin 30, ohne Großen Gin, Zu-null-Sieg +100" (made from Short: its random first dealer)
CUSTOM = "short,gin_bonus=30,big_gin_bonus=none,shutout=plus100"


def test_the_oklahoma_lines_wait_for_the_upcard() -> None:
    app = make_app(animation="slow", size=(800, 520))
    try:
        with use_localizer(Localizer("en")):
            table = start_match(app, seed=3, rules="oklahoma")
            step(app)
            assert isinstance(app.stack.top, D.DealScene) and table.dealing
            said = " ".join(p.text for p in info_module.info_panel(table))
            assert "Knock limit this round" not in said and "Round 1" in said
            assert "turned up" not in said
            step_until(app, lambda: not table.dealing, frames=60 * 30)
            said = " ".join(p.text for p in info_module.info_panel(table))
            assert f"Knock limit this round: {table.view.knock_limit}" in said or \
                "Gin only" in said
            assert "turned up" in said
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(800, 520), (1100, 700), (1280, 800)])
@pytest.mark.parametrize("cards", ["normal", "large"])
def test_a_custom_rule_set_wraps_between_its_changes(
        size: tuple[int, int], cards: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    app.settings.card_size = cards
    try:
        with use_localizer(Localizer("de")):
            table_for(app, Match(RuleSet.parse(CUSTOM), 3))
            drawn = texts_drawn(monkeypatch, painter_module)
            step(app)
            lines = [t.replace("\u00a0", " ") for t, _x in drawn]
            assert any("Zu-null-Sieg +100" in t for t in lines), lines
            assert not any(t.endswith("Zu-null-Sieg") for t in lines), lines
    finally:
        app.stack.clear()
