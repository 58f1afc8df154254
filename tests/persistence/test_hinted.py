"""The hints shown are kept with the match (``"hinted"``: the decision's history index and
the action named), so the round's review counts a hint followed as the best move, also after
the match was closed and resumed. An entry that cannot be read is left out; the match opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrummy_desktop.engine import Action, Match, RuleSet
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.controller import HUMAN, InlineExecutor, MatchController, make_opponent

from .conftest import FakeClock


def _started(store: MatchStore, actions: int = 6) -> tuple[MatchController, Match]:
    m = Match(RuleSet.preset("classic"), 3)
    bot = make_opponent("simple", 1)
    for _ in range(actions):
        m.apply(bot.choose(m.view(m.round.turn)))
    ctrl = MatchController(m, make_opponent("simple", 8), store, executor=InlineExecutor())
    ctrl.saved = store.new(m.rules, m.seed, "simple")
    return ctrl, m


def test_a_hint_shown_is_saved_with_its_decision_and_loaded_back(tmp_path: Path) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    ctrl, m = _started(store)
    named = m.view(m.round.turn).legal_actions()[0]
    ctrl.note_hint(named)
    assert ctrl.hinted == {6: named.text()} and ctrl.assists["hints"] == 1
    assert ctrl.flush_saves()
    assert ctrl.saved is not None
    doc = json.loads(store.path_of(ctrl.saved.id).read_text())
    assert doc["hinted"] == {"6": named.text()}
    loaded, _ = store.load(ctrl.saved.id)
    assert loaded.hinted == {6: named.text()}


def test_a_take_back_forgets_the_hints_after_the_decision_taken_back(tmp_path: Path) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    m = Match(RuleSet.preset("classic"), 3)
    bot = make_opponent("simple", 1)
    ctrl = MatchController(m, make_opponent("simple", 8), store, executor=InlineExecutor())
    ctrl.saved = store.new(m.rules, m.seed, "simple")
    while not (m.round.turn == HUMAN and len(m.history) >= 4 and ctrl.take_back_refusal() is None
               and m.view(HUMAN).my_turn):
        m.apply(bot.choose(m.view(m.round.turn)))
    ctrl.hinted = {1: "pass", len(m.history) + 5: "draw"}
    outcome = ctrl.take_back()
    now = len(ctrl.match.history)
    assert outcome is not None and now < len(m.history)
    assert ctrl.hinted == {1: "pass"}  # the later hint was for a position no longer played


@pytest.mark.parametrize(("hinted", "kept"), [
    ({"2": "draw", "x": "draw", "99": "draw", "3": 5, "4": ""}, {2: "draw"}),
    ("junk", {}),
    (["draw"], {}),
])
def test_unreadable_hints_are_left_out_and_the_match_opens(
        tmp_path: Path, hinted: object, kept: dict[int, str]) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    ctrl, m = _started(store)
    ctrl.autosave()
    assert ctrl.flush_saves() and ctrl.saved is not None
    path = store.path_of(ctrl.saved.id)
    doc = json.loads(path.read_text())
    doc["hinted"] = hinted
    path.write_text(json.dumps(doc))
    loaded, match = store.load(ctrl.saved.id)
    assert loaded.hinted == kept and match.history == m.history
    assert not (store.root / "damaged").exists()


def test_a_stored_review_keeps_the_hint_of_a_decision() -> None:
    from ginrummy_desktop.persistence.reviews import check_reviews

    decision = {"index": 2, "phase": "discard", "played": "discard KS", "best": "discard KS",
                "loss": 0.0, "values": {"discard KS": -4.2, "discard 9C": -1.1},
                "hint": "discard KS"}
    review = {"seat": 0, "budget": 8, "round": 1, "decisions": [decision]}
    kept = check_reviews({"1": review}, rounds_played=1, actions=10)[1]
    assert kept["decisions"][0]["hint"] == "discard KS"
    assert Action.parse(kept["decisions"][0]["hint"]) == Action.parse("discard KS")
