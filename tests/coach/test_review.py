"""The round review finds a prepared blunder; losses are never negative; the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.search import evaluate
from ginrummy_desktop.coach import review_match
from ginrummy_desktop.coach.__main__ import main
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RulesError, RuleSet
from ginrummy_desktop.engine.melds import deadwood_of, discard_deadwoods

BUDGET = 8


def blunder_match() -> tuple[Match, int]:
    """The first round of a classic match: seat 1 is Strong; seat 0 plays the review's own
    best action everywhere (so every other loss is 0) except at its third discard, where it
    throws the card that raises its deadwood most, breaking a meld. Returns (match, the
    blunder's index in the history)."""
    for s in range(50):
        m = Match(RuleSet.preset("classic"), f"blunder/{s}")
        strong = make_opponent("strong", seed=2)
        discards = 0
        index = -1
        while not m.results:
            seat = m.round.turn
            view = m.view(seat)
            legal = view.legal_actions()
            if seat == 1 or view.phase is Phase.LAYOFF or len(legal) < 2:
                m.apply(strong.choose(view) if seat == 1 else legal[-1])
                continue
            values = evaluate(view, BUDGET, seed=f"review/{len(m.history)}", actions=legal)
            action = max(legal, key=lambda a: values[a].mean)
            if view.phase is Phase.DISCARD and action.kind is Kind.DISCARD:
                discards += 1
                if discards == 3:
                    hand = view.hand_mask
                    banned = view.taken_from_discard.bit if view.taken_from_discard else 0
                    worst_bit, worst = max(((b, d) for b, d in discard_deadwoods(hand)
                                            if not b & banned), key=lambda x: x[1])
                    if worst - deadwood_of(hand ^ action.card.bit) < 15:  # type: ignore[union-attr]
                        break  # no meld worth breaking here: another deal
                    action = Action.discard(next(c for c in view.hand if c.bit == worst_bit))
                    index = len(m.history)
            m.apply(action)
        if index >= 0 and m.results:
            return m, index
    raise AssertionError("no deal with a meld to break")


def test_the_blunder_is_the_largest_loss() -> None:
    m, index = blunder_match()
    review = review_match(m.to_dict(), seat=0, rounds={1}, budget=BUDGET)
    (rr,) = review.rounds
    worst = max(rr.decisions, key=lambda d: d.loss)
    assert worst.index == index and worst.loss >= 5
    assert all(d.loss == 0 for d in rr.decisions if d is not worst)  # the review's own best
    assert rr.mistakes()[0] is worst
    for d in rr.decisions:
        assert d.loss >= 0
        assert d.played in d.values and d.best in d.values
        if d.played == d.best:
            assert d.loss == 0
        assert d.values[d.best] == max(d.values.values())
    data = review.to_data()
    assert data["rounds"][0]["decisions"][[d.index for d in rr.decisions].index(index)][
        "mistake"]
    assert data["total_loss"] == pytest.approx(rr.total_loss, abs=0.01 * len(rr.decisions))


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m, _index = blunder_match()
    f = tmp_path / "m.json"
    f.write_text(json.dumps(m.to_dict()))
    assert main([str(f), "--round", "1", "--json", "--budget", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    dec = out["rounds"][0]["decisions"]
    assert dec and {"phase", "played", "best", "values", "loss"} <= set(dec[0])
    assert "total_loss" in out and "total_loss" in out["rounds"][0]
    assert main([str(f), "--round", "1", "--budget", "4"]) == 0
    assert "Round 1" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text('{"rules": {}, "seed": 1, "actions": ["knock AS"]}')
    assert main([str(bad)]) == 2
    assert "can be replayed" in capsys.readouterr().err
    assert main([str(tmp_path / "missing.json")]) == 2


def test_refuses_what_is_not_a_match() -> None:
    with pytest.raises(RulesError):
        review_match({"seed": 1, "actions": "draw"})
    with pytest.raises(ValueError):
        review_match({"seed": 1, "actions": []}, seat=2)
