"""The hint's knock reasons say how often the race's deals saw the knock undercut
(``Hint.undercut``): "Knocking with 9 deadwood risks an undercut" was said whatever the risk,
and "Knocking now with 5 deadwood would be worth 15.3 points less" gave a new player no reason
(English 1024x640, a Short match played by the hints). Positions: Strong against Strong,
classic, seat 0 to discard with a knock legal."""

from __future__ import annotations

import pytest

from ginrummy_desktop.coach.hint import RARE, hint, percent, share_word
from ginrummy_desktop.engine import Kind, SeatView
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import hint_lines

from .replay import played
from .test_hint_knock import _view as _unsaid_view

POSITIONS = {
    "knock_low": (1,
     "pass pass draw discard JH draw discard TD draw discard QD pick discard JS draw "
     "discard KC draw discard 9H draw discard TC draw discard 7H draw discard 7D draw "
     "discard 7S draw discard 9C draw"),
    "play_on_share": (2,
     "take discard 9H draw discard TS draw discard JC draw discard QC draw discard 7D draw "
     "discard QD draw discard 7S draw discard TC draw discard JH draw discard KH draw "
     "discard 6S draw discard 8C draw discard QH draw discard 9D draw discard 6C pick "
     "discard 7H draw discard KS draw"),
    "knock_rare": (2,
     "take discard 9H draw discard TS draw discard JC draw discard QC draw discard 7D draw "
     "discard QD draw discard 7S draw discard TC draw discard JH draw discard KH draw "
     "discard 6S draw discard 8C draw discard QH draw discard 9D draw discard 6C pick "
     "discard 7H draw discard KS draw discard 7C draw discard TD draw discard KD draw "
     "discard QS draw discard JD draw discard 9S draw discard 9C draw discard KC draw "
     "discard 5S draw discard 8H draw"),
    "play_on_rare": (6,
     "pass take discard JS draw discard JD draw discard 9D pick discard QH draw discard JC "
     "draw discard TH draw discard 8S draw discard 8D draw discard 8H draw discard 7S draw "
     "discard QS draw discard 6C draw discard TS draw discard 2C draw discard 5S draw "
     "discard 2H pick discard 5D draw discard 5C draw discard QD draw discard 4C draw "
     "discard 7C draw discard TD draw discard QC draw discard KS draw discard 4S draw "
     "discard 3C draw discard 6S draw discard 3S pick discard AC draw"),
}


def _view(why: str) -> SeatView:
    seed, moves = POSITIONS[why]
    view = played("classic", seed, moves).view(0)
    assert view.my_turn and any(a.kind is Kind.KNOCK for a in view.legal_actions())
    return view


@pytest.mark.parametrize("why", sorted(POSITIONS))
def test_a_knock_reason_says_how_often_the_deals_saw_it_undercut(why: str) -> None:
    view = _view(why)
    h = hint(view)
    assert h.why == why, (h.why, h.facts)
    knock = h.best if h.best.kind is Kind.KNOCK else h.second
    assert knock is not None and knock.kind is Kind.KNOCK and knock.card is not None
    n = deadwood_of(view.hand_mask ^ knock.card.bit)
    assert h.undercut is not None and why.endswith(share_word(h.undercut))
    assert h.facts == {"n": n, "pct": percent(h.undercut)}
    # the share is the search's reading, not a guess: a race on other deals reads it alike
    other = hint(view, seed="other").undercut
    assert other is not None and abs(other - h.undercut) < 0.1, (other, h.undercut)
    with use_localizer(Localizer("en")):
        said = hint_lines(h, view.hand_mask, view.discard_top)[1]
    pct = f"{percent(h.undercut)}% of the coach's trial deals"
    assert (pct in said) == (h.undercut >= RARE), said
    # a small share is said as small: "15% ... undercut you; playing on is worth more" read
    # as a reason to knock (English 1280x720)
    assert ("only" in said) == why.endswith("_low"), said
    rare = "fewer than 1 in 20" in said or "seldom undercut" in said
    assert rare == why.endswith("_rare"), said
    assert "almost never" not in said, said
    with use_localizer(Localizer("de")):
        said = hint_lines(h, view.hand_mask, view.discard_top)[1]
    assert (f"{percent(h.undercut)}\u00a0% der Probespiele" in said) == (h.undercut >= RARE)
    assert "Restpunkt" in said and "unterb" in said, said


def test_the_knock_passed_over_says_how_often_it_was_undercut() -> None:
    view = _unsaid_view()
    h = hint(view)
    assert h.knock is not None and h.undercut is not None and h.undercut >= RARE
    with use_localizer(Localizer("en")):
        line = hint_lines(h, view.hand_mask, view.discard_top)[2]
    assert line.endswith(f" It was undercut in {percent(h.undercut)}% of the coach's trial "
                         "deals."), line
    with use_localizer(Localizer("de")):
        line = hint_lines(h, view.hand_mask, view.discard_top)[2]
    assert f"unterbot dich dabei in {percent(h.undercut)}\u00a0%" in line, line


def test_percent_rounds_to_fives() -> None:
    assert [percent(x) for x in (0.0, 0.024, 0.026, 0.31, 0.33, 1.0)] == [0, 0, 5, 30, 35, 100]


def test_the_review_reads_its_knocks_in_the_worker_and_leaves_the_races_as_they_were() -> None:
    """The undercut shares were read where the decisions are made, in the table's frame (5-27
    ms a round, extending the races by 200 deals a knock): they are read with each pass of a
    race, in the worker (``run_race``), without recording anything in the race."""
    from ginrummy_desktop.ai import make_opponent
    from ginrummy_desktop.coach import review as R
    from ginrummy_desktop.engine import Match, RuleSet

    m = Match(RuleSet.preset("classic"), 5)
    bots = [make_opponent("medium", 5), make_opponent("strong", 55)]
    while not m.results:
        m.apply(bots[m.turn].choose(m.view(m.turn)))
    work = R.RoundWork(R.pending_decisions(m.to_dict(), 0, {1}))
    while (job := work.next_job()) is not None:
        work.take(job, R.run_race(job.pending, job.race, job.playouts))
    races = [r for r in work.races if r is not None]
    before = [(r.search.deals, {a: len(v) for a, v in r.samples.points.items()})
              for r in races]
    decisions = work.decisions()
    assert [(r.search.deals, {a: len(v) for a, v in r.samples.points.items()})
            for r in races] == before  # nothing played where the decisions are made
    knocks = [d for d in decisions if d.undercut]
    assert knocks, "the round has a decision with a knock"
    for d, race in zip(decisions, races, strict=True):
        assert d.undercut == race.undercut
        for a, share in d.undercut.items():
            points = race.search.points_on(a, R.UNDERCUT_DEALS)
            assert share == sum(p < 0 for p in points) / len(points)
