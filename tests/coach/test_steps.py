"""The review in steps (one decision per worker question) equals ``review_match``."""

from __future__ import annotations

import pickle

import pytest

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach import review_match
from ginrummy_desktop.coach.steps import RoundWork, round_decisions, round_review, run_race
from ginrummy_desktop.engine import Match, RuleSet


def _played(seed: int) -> Match:
    m = Match(RuleSet.preset("classic"), seed)
    bots = [make_opponent("simple", seed), make_opponent("medium", seed + 1)]
    while not m.is_over and len(m.results) < 2:
        m.apply(bots[m.turn].choose(m.view(m.turn)))
    return m


@pytest.mark.parametrize("seed", [3, 8])
def test_steps_give_the_same_review(seed: int) -> None:
    m = _played(seed)
    data = m.to_dict()
    for number in (1, 2):
        steps = round_decisions(data, 0, number)
        assert steps and all(p.round_number == number for p in steps)
        assert [p.index for p in steps] == sorted(p.index for p in steps)
        work = RoundWork(steps, 40)
        while (job := work.next_job()) is not None:  # each job in a worker process
            args = pickle.loads(pickle.dumps((job.pending, job.race, job.playouts)))
            work.take(job, pickle.loads(pickle.dumps(run_race(*args))))
        mine = round_review(number, work.decisions())
        whole = review_match(data, 0, {number}, budget=40).rounds[0]
        assert mine.to_data() == whole.to_data()
        assert all(d.loss >= 0 for d in mine.decisions)
        assert all(d.loss == 0 for d in mine.decisions if d.played == d.best)
