"""Every decision is legal, over many seeded rounds of every preset (dead hands and Big Gin
included), and the presets' special cases really occur."""

from __future__ import annotations

import os

import pytest

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import PRESET_NAMES, Action, Kind, Match, RuleSet, SeatView

from .helpers import decisions

# Simple and Medium are fast: many rounds. Strong costs a few ms a decision: fewer; Master
# (searching, with the tests' small budget) fewer still.
ROUNDS = {"simple": 400, "medium": 400, "strong": 40, "master": 3}
SCALE = int(os.environ.get("AI_TEST_SCALE", "1"))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("pair", [("simple", "medium"), ("medium", "strong"),
                                  ("strong", "simple"), ("master", "strong")])
def test_every_decision_is_legal(preset: str, pair: tuple[str, str]) -> None:
    rules = RuleSet.preset(preset)
    n = min(ROUNDS[p] for p in pair) * SCALE
    kinds: set[Kind] = set()
    outcomes: set[str] = set()
    for m, view, action in decisions(pair, rules, f"legal/{preset}", n):
        assert action in view.legal_actions(), (preset, view.to_data(), action)
        kinds.add(action.kind)
        if m.results:
            outcomes.add(m.results[-1].outcome)
    assert {Kind.DRAW_STOCK, Kind.DISCARD, Kind.KNOCK, Kind.FINISH_LAYOFF} <= kinds


@pytest.mark.parametrize("level", ["simple", "medium", "strong", "master"])
def test_big_gin_is_declared(level: str) -> None:
    v = SeatView.from_data({"seat": 1, "rules": "classic", "phase": "discard", "turn": 1,
                            "dealer": 0, "hand": "AS 2S 3S 4S 7H 8H 9H KC KD KS KH",
                            "discard_pile": "JD", "stock_size": 20})
    assert make_opponent(level, seed=3).choose(v) == Action.big_gin()
    # without Big Gin in the rules it is Gin with any card of the four-card meld ends
    v = SeatView.from_data({**v.to_data(), "rules": "single"})
    a = make_opponent(level, seed=3).choose(v)
    assert a.kind is Kind.KNOCK and a in v.legal_actions()


@pytest.mark.parametrize("level", ["simple", "medium", "strong", "master"])
def test_dead_hand(level: str) -> None:
    """With two cards left in the stock a plain discard ends the round void; a hand that may
    knock knocks, one that may not discards."""
    base = {"seat": 0, "rules": "classic", "phase": "discard", "turn": 0, "dealer": 1,
            "discard_pile": "JD", "stock_size": 2}
    knock = SeatView.from_data({**base, "hand": "AS 2S 3S 7H 8H 9H KC KD KS 5D 4C"})
    assert make_opponent(level, seed=3).choose(knock).kind is Kind.KNOCK
    loose = SeatView.from_data({**base, "hand": "AS 2S 3S 7H 8H 9H KC QD JS 5D 4C"})
    a = make_opponent(level, seed=3).choose(loose)
    assert a.kind is Kind.DISCARD and a in loose.legal_actions()
    m = Match(RuleSet.preset("classic"), seed=1)
    assert m.view(m.round.turn).stock_size == 31
