"""The coach's round review opened from the saved matches, driven by real key and mouse
events: every finished round of the match, on the worker with a progress bar."""

from __future__ import annotations

import pytest

from ginrummy_desktop.coach import review_match
from ginrummy_desktop.coach.stored import StoredReviews
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import COACH_PLAYOUTS, click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)
from .test_hint import GatedExecutor


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = menu_app()
    yield a
    a.stack.clear()


def _finish(rv: RoundReviewScene, ex: GatedExecutor, app) -> None:  # type: ignore[no-untyped-def]
    seen = 0
    while rv.busy:
        ex.release()
        step(app)
        assert rv.work is None or rv.work.spent > seen  # one pass of one decision at a time
        seen = rv.work.spent if rv.work is not None else seen


def test_r_in_the_saved_list_reviews_every_finished_round(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    ex = GatedExecutor()
    app.executor = ex
    m = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 2)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    app.push(SavesScene(app))
    step(app)
    saves = app.stack.top
    assert saves.review.visible
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene) and rv.number == 1 and rv.rounds == [1, 2]
    assert rv.busy and rv.review is None
    drawn.clear()
    step(app)
    assert f"Reviewing your {rv.total} decisions" in drawn.joined()  # the progress bar's line
    _finish(rv, ex, app)
    expected = review_match(m.to_dict(), HUMAN, {1, 2}, budget=COACH_PLAYOUTS)
    assert rv.review is not None
    assert rv.review.to_data() == expected.rounds[0].to_data()
    # the next round by its button, then back with Left: the first is shown at once
    rv._layout()
    assert rv.next_button.visible and not rv.prev_button.enabled
    click(app, rv.next_button.rect.center)
    assert rv.number == 2 and rv.busy
    _finish(rv, ex, app)
    assert rv.review is not None and rv.review.to_data() == expected.rounds[1].to_data()
    key(app, Command.LEFT)
    assert rv.number == 1 and not rv.busy and rv.review is not None
    # closed and opened again: computed once
    key(app, Command.CANCEL)
    assert app.stack.top is saves
    click(app, saves.review.rect.center)
    again = app.stack.top
    assert isinstance(again, RoundReviewScene) and again is not rv
    assert not again.busy and again.review is not None


def test_a_match_without_a_finished_round_has_no_review(app) -> None:  # type: ignore[no-untyped-def]
    m = Match(RuleSet.preset("classic"), 3)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    app.push(SavesScene(app))
    step(app)
    saves = app.stack.top
    saves.focus_order()
    assert not saves.review.active  # greyed in its place
    key(app, Command.REVIEW)
    assert app.stack.top is saves


def test_a_review_from_the_list_is_stored_with_the_match(app) -> None:  # type: ignore[no-untyped-def]
    ex = GatedExecutor()
    app.executor = ex
    m = play_until(Match(RuleSet.preset("classic"), 12), lambda m: len(m.results) >= 1)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    before = app.store.path_of(saved.id).read_text()
    app.push(SavesScene(app))
    step(app)
    key(app, Command.REVIEW)
    rv = app.stack.top
    _finish(rv, ex, app)
    assert rv.review is not None
    loaded, _ = app.store.load(saved.id)  # written into the file, nothing else changed
    assert StoredReviews(loaded.reviews, HUMAN)[1].to_data() == rv.review.to_data()
    assert loaded.actions == saved.actions and loaded.last_played == saved.last_played
    assert app.store.path_of(saved.id).read_text() != before
    # another visit to the list (a new screen, a new session): shown at once, not made again
    key(app, Command.CANCEL)
    key(app, Command.CANCEL)
    app.push(SavesScene(app))
    step(app)
    key(app, Command.REVIEW)
    again = app.stack.top
    assert isinstance(again, RoundReviewScene) and not again.busy
    assert again.review is not None and again.review.to_data() == rv.review.to_data()
