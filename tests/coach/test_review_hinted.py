"""A decision played as the coach's hint said is the best in the round's review, never a loss.

Seen in a real window: a Short match played by keys, every hint followed; the review then
charged 4 of about 40 hinted decisions 0.7 to 1.7 points ("Discard the 5 of hearts - about as
good as the next best", then "Best: discard the jack of hearts, 1.1"): the hint's race and the
review's read a close call's noise differently, and the coach marked down its own advice. The
match now keeps the hints shown (``"hinted"``), and the review counts a hint followed as the
best, keeping its own values to say where it reads another move ahead."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach.review import (
    Decision,
    RoundReview,
    hinted_actions,
    pending_decisions,
    review_match,
)
from ginrummy_desktop.engine import Action, Match, RuleSet

BUDGET = 240


def _history() -> dict[str, Any]:
    m = Match(RuleSet.preset("single"), seed=5)
    bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
    while not m.is_over:
        m.apply(bots[m.turn].choose(m.view(m.turn)))
    return m.to_dict()


def _a_loss(data: dict[str, Any]) -> Decision:
    """The first decision of seat 0 the review charges a loss."""
    review = review_match(data, seat=0, budget=BUDGET)
    return next(d for r in review.rounds for d in r.decisions if d.loss > 0)


def test_a_hint_followed_is_the_best_with_no_loss_and_the_values_kept() -> None:
    data = _history()
    lost = _a_loss(data)
    hinted = {**data, "hinted": {str(lost.index): lost.played.text()}}
    d = next(d for r in review_match(hinted, seat=0, budget=BUDGET).rounds
             for d in r.decisions if d.index == lost.index)
    assert d.followed and d.hint == lost.played
    assert d.best == d.played and d.loss == 0.0
    assert d.values == lost.values  # the same race: only the verdict differs
    ahead = d.ahead()
    assert ahead is not None and ahead[0] == lost.best
    assert abs(ahead[1] - (lost.values[lost.best] - lost.values[lost.played])) < 1e-9
    rr = RoundReview(d.round_number, [d])
    assert rr.total_loss == 0 and rr.mistakes() == []


def test_a_hint_not_followed_is_judged_as_before() -> None:
    data = _history()
    lost = _a_loss(data)
    other = next(a for a in lost.values if a != lost.played)
    hinted = {**data, "hinted": {str(lost.index): other.text()}}
    d = next(d for r in review_match(hinted, seat=0, budget=BUDGET).rounds
             for d in r.decisions if d.index == lost.index)
    assert d.hint == other and not d.followed and d.ahead() is None
    assert (d.best, d.loss) == (lost.best, lost.loss)


def test_the_hint_survives_the_stored_review() -> None:
    a, b = Action.parse("discard KC"), Action.parse("discard 5D")
    d = Decision(1, 4, "discard", a, a, {a: 1.0, b: 2.5}, 0.0, a)
    back = Decision.from_data(1, d.to_data())
    assert back == d and back.followed and back.ahead() == (b, 1.5)
    assert back.rated_above() == (b, 1.5)
    near = Decision(1, 4, "discard", a, a, {a: 1.0, b: 1.1}, 0.0, a)  # within the tie
    assert near.rated_above() is not None and near.ahead() is None
    assert Decision(1, 4, "discard", b, b, {a: 1.0, b: 2.5}, 0.0).rated_above() is None
    plain = Decision(1, 4, "discard", a, b, {a: 1.0, b: 2.5}, 1.5)
    assert "hint" not in plain.to_data() and Decision.from_data(1, plain.to_data()).hint is None


def test_unreadable_hints_are_left_out_and_an_illegal_one_is_no_hint() -> None:
    assert hinted_actions({"hinted": {"3": "discard KC", "x": "draw", "4": "jump",
                                      "5": 7, "-1": "draw", "6": "draw|jump"}}) == {
        3: (Action.parse("discard KC"), None)}
    assert hinted_actions({"hinted": {"2": "discard 8H|discard 5S"}}) == {
        2: (Action.parse("discard 8H"), Action.parse("discard 5S"))}
    assert hinted_actions({"hinted": ["draw"]}) == {}
    data = _history()
    first = pending_decisions(data, 0)[0]
    wrong = next(t for t in ("discard KC", "knock 2H", "big_gin")
                 if Action.parse(t) not in first.legal)
    p = pending_decisions({**data, "hinted": {str(first.index): wrong}}, 0)[0]
    assert p.hint is None


def test_the_command_lines_text_says_a_hint_was_followed() -> None:
    from ginrummy_desktop.coach.words import round_lines

    a, b = Action.parse("discard KC"), Action.parse("discard 5D")
    followed = Decision(1, 4, "discard", a, a, {a: 1.0, b: 2.5}, 0.0, a)
    plain = Decision(1, 6, "discard", b, b, {a: 1.0, b: 2.5}, 0.0)
    lines = round_lines(RoundReview(1, [followed, plain]))
    assert lines[1].endswith("best (as the hint said)") and lines[2].endswith("best")
