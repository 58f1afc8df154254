"""The statistics screen's second column: Gin and undercut rates, deadwood when knocking,
points lost per reviewed decision, the rating, and the assisted matches counted apart."""

from __future__ import annotations

import pytest

from ginrummy_desktop.coach.review import review_match
from ginrummy_desktop.coach.stored import StoredReviews
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import set_language
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = menu_app()
    yield a
    a.stack.clear()


def test_rates_rating_and_assisted_matches(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    helped = play_until(Match(RuleSet.preset("classic"), 12), lambda m: len(m.results) >= 1)
    other = app.store.new(helped.rules, helped.seed, opponent="strong")
    other.assists = {"hints": 2, "takebacks": 1}
    app.store.save(other, helped)
    won = finished_match(seed=5, rules="bonus")  # played last: the screen opens on its group
    saved = app.store.new(won.rules, won.seed, opponent="strong")
    review = review_match(won.to_dict(), 0, {1}, budget=30).rounds[0]
    StoredReviews(saved.reviews, 0)[1] = review
    app.store.save(saved, won)
    app.push(StatisticsScene(app))
    drawn.clear()
    step(app)
    scene = app.stack.top
    t = scene.tally()
    assert t.matches_played == 1 and t.matches_unfinished == 0  # the helped one is apart
    assert t.reviewed_decisions == len(review.decisions)
    for label in ("Gin rate, Big Gin included (of rounds played)", "Your knocks undercut",
                  "Average deadwood when knocking (Gin not counted)",
                  "Points lost per reviewed decision", "Elo against these opponents (0 = equal)",
                  "Matches with help (counted apart)"):
        assert label in drawn
    rows = dict(scene.rate_rows(t))
    assert rows[next(k for k in rows if str(k) == "Elo against these opponents (0 = equal)")] \
        == f"{round(t.rating):+d}"
    assert rows[next(k for k in rows if str(k).startswith("Matches with help"))] == "1"
    click(app, dict(scene.level_tabs)["simple"].rect.center)  # no match against Simple
    assert scene.tally().rating is None
    click(app, dict(scene.level_tabs)["all"].rect.center)
    try:
        set_language("de")
        drawn.clear()
        step(app)
        assert "Anteil der Runden mit Gin (Big Gin mitgezählt)" in drawn
        assert "Elo gegen diese Gegner (0 = gleich stark)" in drawn
    finally:
        set_language("en")


@pytest.mark.parametrize(("language", "want"), [("de", ("3,3", "13 %", "0,13")),
                                                ("en", ("3.3", "13%", "0.13"))])
def test_halves_are_rounded_up_as_a_player_rounds(app, language: str,  # type: ignore[no-untyped-def]
                                                  want: tuple[str, ...]) -> None:
    """Knocks with 1, 8, 1 and 3 deadwood showed "3,2" as their average (German 1920x1080):
    13 / 4 = 3.25 was rounded to even. A half goes up, in each of the column's numbers."""
    from ginrummy_desktop.persistence import Tally

    app.push(StatisticsScene(app))
    scene = app.stack.top
    t = Tally(knocks=4, knock_deadwood=13, rounds_played=8, gins=1, reviewed_decisions=8,
              points_lost=1.0)
    t.matches_played, t.matches_won = 1, 1
    try:
        set_language(language)
        rows = {str(k): v for k, v in scene.rate_rows(t)}
        assert rows["Average deadwood when knocking (Gin not counted)" if language == "en"
                    else next(k for k in rows if k.startswith("Restpunkte beim Klopfen"))] \
            == want[0]
        gin = next(v for k, v in rows.items()
                   if k.startswith(("Gin rate", "Anteil der Runden mit Gin")))
        assert gin.replace("\u00a0", " ") == want[1]
        lost = next(v for k, v in rows.items() if k.startswith(("Points lost", "Punktverlust")))
        assert lost == want[2]
    finally:
        set_language("en")
