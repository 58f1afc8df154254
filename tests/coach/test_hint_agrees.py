"""The hint does not name what the round's review then calls a mistake.

Found in a real window (a single round, seed 7, Medium): H said "Discard the 3 of spades -
about as good as the next best", the player did, and the review of the round said "Discard
the 3 of spades ... 5.7 Mistake" (best: the king of clubs). The hint's own race on 900 playouts had
dropped the king after 24 deals. It now runs the review's race on the review's budget."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import HINT_PLAYOUTS, hint
from ginrummy_desktop.coach.judge import REVIEW_PLAYOUTS, Race
from ginrummy_desktop.coach.review import MISTAKE_LOSS
from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView

PLAYED = ["take", "discard 8C", "draw", "discard 2D", "pick", "discard KD", "draw",
          "discard 5D", "draw", "discard 9C", "draw"]
"""Round 1 of the single round of seed 7 as played in that window, up to the player's
discards: index 3 (the hint said the 2 of diamonds, the review 2.3 lost) and 11 (the 3 of
spades, 5.7 lost)."""


def _view(index: int) -> SeatView:
    m = Match(RuleSet.preset("single"), 7)
    for text in PLAYED[:index]:
        m.apply(Action.parse(text))
    return m.view(m.turn)


def test_the_hint_has_the_budget_of_a_reviewed_decision() -> None:
    assert HINT_PLAYOUTS >= REVIEW_PLAYOUTS


def test_the_hinted_discard_is_no_mistake_in_the_rounds_review() -> None:
    for index in (3, 11):
        view = _view(index)
        best = hint(view).best
        # judged as the table's review judges that decision (its seed: the decision's index)
        j = Race(view, view.legal_actions(), f"review/{index}", best).run(
            REVIEW_PLAYOUTS).judgement(best)
        assert j.loss < MISTAKE_LOSS, (index, best.text(), j.best.text(), j.loss)
