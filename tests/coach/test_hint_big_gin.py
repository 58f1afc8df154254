"""The hint names Big Gin wherever it is legal. Where the match is decided either way (a single
round, or a target any Gin reaches) the race cannot tell Big Gin from Gin, and the hint said
"Go Gin with the 3 of hearts - about as good as the next best: go Gin with the 7 of hearts"
with all eleven cards in melds (German 1280x800, a match's last round)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.coach.hint import hint
from ginrummy_desktop.engine import Action, Kind, Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import hint_lines

MOVES = ("pass pass draw discard TS draw discard TC draw discard QD draw discard KS draw "
         "discard KH draw discard 9H pick discard 9S draw discard 9C draw discard QS draw "
         "discard KD draw discard 8S pick discard 6H draw discard 6C draw discard 5C draw "
         "discard 5S pick")
"""Simple against Simple, seed 5, Gin only (knock limit 0): seat 1 holds Big Gin."""


def _position(rules: RuleSet) -> Match:
    m = Match(rules, 5)
    words = MOVES.split()
    while words:
        word = words.pop(0)
        m.apply(Action.parse(f"{word} {words.pop(0)}" if word in ("discard", "knock") else word))
    return m


@pytest.mark.parametrize("target", [10, None, 100])
def test_the_hint_names_big_gin_where_the_match_is_decided_either_way(
        target: int | None) -> None:
    m = _position(RuleSet.preset("classic").custom(target=target, knock_limit=0))
    view = m.view(m.turn)
    legal = view.legal_actions()
    assert Action.big_gin() in legal
    assert any(a.kind is Kind.KNOCK for a in legal)  # Gin with one card or another
    h = hint(view)
    assert h.best == Action.big_gin()
    assert h.second is None and h.gain == 0.0
    assert h.why == "big_gin"
    with use_localizer(Localizer("en")):
        assert hint_lines(h, view.hand_mask, view.discard_top) == [
            "Hint: Declare Big Gin", "All eleven cards are in melds: Big Gin scores the most."]
