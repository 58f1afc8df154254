"""A loss read near the line between a small loss and a mistake is read on more fresh deals.

On ``CONFIRM`` fresh deals a loss has a standard error of about half a point to two points,
and the review calls 2 points or more a mistake (``MISTAKE_LOSS``): a draw 1.8 points worse
than the best was read as 3.2, a mistake, by the review of a player who had taken the hint
("about as good as the next best"; classic seed 503). Where the first reading lies within one
standard error of the line, the two actions are played on ``BORDER`` deals in all."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.search import Search
from ginrummy_desktop.coach.judge import (
    BORDER,
    CONFIRM,
    MISTAKE_LOSS,
    SPLIT,
    Race,
    fresh_difference,
    fresh_reading,
)
from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView

from .test_review import blunder_position


def _first_discard(seed: int) -> SeatView:
    m = Match(RuleSet.preset("classic"), seed)
    for a in ("pass", "pass", "draw"):
        m.apply(Action.parse(a))
    return m.view(m.turn)


def test_a_reading_near_the_line_is_read_on_more_deals() -> None:
    view = _first_discard(2)
    lead, other = Action.parse("discard 9H"), Action.parse("discard 6C")
    first = Search(view, "t/confirm", split=SPLIT).play([lead, other], CONFIRM)
    mean, se = first.difference(lead, other)
    assert abs(mean - MISTAKE_LOSS) < se  # near the line on the first deals
    got = fresh_reading(view, "t", lead, other)
    more = Search(view, "t/confirm", split=SPLIT).play([lead, other], BORDER)
    assert got == (*more.difference(lead, other), BORDER)
    assert got[1] < se / 1.5  # the standard error about halves
    assert fresh_difference(view, "t", lead, other) == got[:2]


def test_a_clear_reading_stays_on_the_first_deals() -> None:
    view, legal, blunder = blunder_position()
    race = Race(view, legal, "race", blunder).run(600)
    lead = race.leader()
    mean, se, read = fresh_reading(view, "race", lead, blunder)
    assert read == CONFIRM and abs(mean - MISTAKE_LOSS) >= se
    assert race.confirmed == (lead, pytest.approx(mean)) and race.confirm_used == 2 * CONFIRM


def test_a_race_reads_its_loss_near_the_line_on_more_deals_and_counts_them() -> None:
    view = _first_discard(2)
    lead, other = Action.parse("discard 9H"), Action.parse("discard 6C")
    race = Race(view, [lead, other], "t", other).run(1500).confirm()
    assert race.leader() == lead
    loss, _, read = fresh_reading(view, "t", lead, other)
    assert read == BORDER and race.confirm_used == 2 * BORDER
    assert race.confirmed == (lead, loss) and race.judgement(other).loss == pytest.approx(loss)
