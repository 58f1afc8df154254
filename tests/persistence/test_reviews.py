"""The coach's round reviews are stored with the match: computed once, loaded back, never
invalidated; old saves without them still load; a stored review that is wrong is left out;
the controller keeps its reviews in the saved match."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrummy_desktop.coach.review import RoundReview, review_match
from ginrummy_desktop.coach.stored import StoredReviews
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.controller import InlineExecutor, MatchController, make_opponent

from .conftest import FakeClock, play


def _reviewed(match_data: dict[str, object]) -> RoundReview:
    return review_match(match_data, 0, {1}, budget=40).rounds[0]


def test_a_review_is_saved_and_loaded_back(tmp_path: Path) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    m = play("classic", 5)
    saved = store.new(m.rules, m.seed, "simple")
    store.save(saved, m)
    review = _reviewed(m.to_dict())
    StoredReviews(saved.reviews, 0, budget=40)[1] = review
    store.write(saved)
    doc = json.loads(store.path_of(saved.id).read_text())
    assert list(doc)[-1] == "actions" and doc["reviews"]["1"]["seat"] == 0
    loaded, match = store.load(saved.id)
    again = StoredReviews(loaded.reviews, 0)
    assert list(again) == [1]
    back = again[1]
    assert [d.index for d in back.decisions] == [d.index for d in review.decisions]
    assert [(d.played, d.best) for d in back.decisions] == [
        (d.played, d.best) for d in review.decisions]
    assert back.total_loss == pytest.approx(review.total_loss, abs=0.01 * len(back.decisions))
    assert back.to_data() == review.to_data()  # rounded the same way
    assert 1 not in StoredReviews(loaded.reviews, 1)  # another seat's reviews are not these
    # the summary adds the human's reviewed decisions up (the statistics read it)
    (summary,) = store.list()[0]
    assert summary.reviewed_decisions == len(review.decisions)
    assert summary.points_lost == pytest.approx(review.total_loss, abs=0.01 * len(
        review.decisions))


def test_old_saves_without_reviews_still_load(tmp_path: Path) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    m = play("classic", 6)
    saved = store.new(m.rules, m.seed, "simple")
    store.save(saved, m)
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text())
    assert "reviews" not in doc
    # a file of an older game: a summary without the knock counts
    for key in ("knocks", "knock_deadwood", "opponent_knocks"):
        del doc["summary"][key]
    path.write_text(json.dumps(doc))
    (summary,), problems = store.list()
    assert not problems and summary.reviewed_decisions == 0
    assert summary.knocks + summary.opponent_knocks >= 1  # made again from the replay
    loaded, match = store.load(saved.id)
    assert loaded.reviews == {} and len(match.history) == len(m.history)


@pytest.mark.parametrize("bad", [
    [], {"1": []}, {"x": {}}, {"99": {"seat": 0, "budget": 1, "decisions": []}},
    {"1": {"seat": 3, "budget": 1, "decisions": []}},
    {"1": {"seat": 0, "budget": 1, "decisions": [{"index": 0, "phase": "offer",
                                                  "played": "pass", "best": "take",
                                                  "loss": -1, "values": {"pass": 0}}]}},
])
def test_a_wrong_stored_review_is_left_out(tmp_path: Path, bad: object) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    m = play("classic", 7)
    saved = store.new(m.rules, m.seed, "simple")
    store.save(saved, m)
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text())
    doc["reviews"] = bad
    path.write_text(json.dumps(doc))
    loaded, _ = store.load(saved.id)  # not damaged: the review is made again
    assert loaded.reviews == {}
    assert path.exists() and not store.damaged_files()


def test_an_action_the_engine_does_not_know_reads_as_absent() -> None:
    data = {1: {"round": 1, "seat": 0, "budget": 1, "total_loss": 0,
                "decisions": [{"index": 0, "phase": "offer", "played": "fly",
                               "best": "fly", "loss": 0, "values": {"fly": 0}}]}}
    reviews = StoredReviews(data, 0)
    assert reviews.get(1) is None and 1 not in reviews


def test_the_controller_keeps_its_reviews_in_the_saved_match(tmp_path: Path) -> None:
    store = MatchStore(tmp_path, clock=FakeClock())
    m = play("classic", 8)
    ctrl = MatchController(m, make_opponent("simple", 8), store, executor=InlineExecutor())
    ctrl.saved = store.new(m.rules, m.seed, "simple")
    review = _reviewed(m.to_dict())
    ctrl.reviews[1] = review  # what the review scene does when it is done
    assert ctrl.flush_saves()
    loaded, _ = store.load(ctrl.saved.id)
    assert StoredReviews(loaded.reviews, 0)[1].to_data() == review.to_data()
    # a finished round never changes: a review stored once is used as it is
    assert review_match(m.to_dict(), 0, {1}, budget=40,
                        stored={1: StoredReviews(loaded.reviews, 0)[1]}).rounds[0].to_data() \
        == review.to_data()



def test_statistics_count_reviews_and_keep_assisted_matches_apart(tmp_path: Path) -> None:
    from ginrummy_desktop.persistence.statistics import compute_statistics, statistics_of

    store = MatchStore(tmp_path, clock=FakeClock())
    plain, helped = play("classic", 9), play("classic", 10)
    a = store.new(plain.rules, plain.seed, "strong")
    review = _reviewed(plain.to_dict())
    StoredReviews(a.reviews, 0)[1] = review
    store.save(a, plain)
    b = store.new(helped.rules, helped.seed, "strong")
    b.assists = {"hints": 1, "takebacks": 0}
    store.save(b, helped)
    stats = statistics_of(store.list()[0])
    assert stats.total.matches_played + stats.total.matches_unfinished == 1
    assert stats.assisted.matches_played + stats.assisted.matches_unfinished == 1
    assert stats.by_level["strong"] == stats.total  # the assisted match is in no group
    assert stats.total.reviewed_decisions == len(review.decisions)
    assert stats.total.loss_per_decision == pytest.approx(
        review.total_loss / len(review.decisions), abs=0.01)
    assert stats.assisted.rounds_played == len(helped.results)
    # the same numbers from the replayed matches
    replayed = compute_statistics(store.load_all()[0])
    assert replayed.total.reviewed_decisions == stats.total.reviewed_decisions
    assert replayed.assisted.rounds_played == stats.assisted.rounds_played
    assert replayed.total.knocks == stats.total.knocks
    assert replayed.total.knock_deadwood == stats.total.knock_deadwood


def test_a_stored_decision_keeps_its_hint_s_equal_and_undercut_shares() -> None:
    """The review's words stand on them ("only 15% of the coach's trial deals saw it
    undercut", "the hint called it about as good"): a review kept with the match lost them and
    read as an older one once loaded. A share that is no share leaves the review out."""
    from ginrummy_desktop.persistence.reviews import check_reviews

    decision = {"index": 3, "phase": "discard", "played": "discard 5S", "best": "discard 5S",
                "loss": 0, "values": {"discard 5S": 1.0, "knock 5S": -2.0},
                "hint": "discard 8H", "equal": "discard 5S", "undercut": {"knock 5S": 0.15}}
    review = {"1": {"seat": 0, "budget": 8, "round": 1, "total_loss": 0,
                    "decisions": [decision]}}
    kept = check_reviews(review, rounds_played=1, actions=10)[1]["decisions"][0]
    assert kept["equal"] == "discard 5S" and kept["undercut"] == {"knock 5S": 0.15}
    for bad in ({"knock 5S": 1.5}, {"knock 5S": -0.1}, ["knock 5S"]):
        broken = {"1": {**review["1"], "decisions": [{**decision, "undercut": bad}]}}
        assert check_reviews(broken, rounds_played=1, actions=10) == {}
