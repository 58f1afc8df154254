"""The first row counts finished matches and says so: "Matches played: 1" above "Matches not
finished: 2" read as if fewer matches were played than left running (800x520, English)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


@pytest.mark.parametrize(("language", "finished", "unfinished"), [
    ("en", "Matches finished", "Matches not finished"),
    ("de", "Beendete Partien", "Nicht beendete Partien"),
])
def test_the_finished_matches_are_called_finished(
        language: str, finished: str, unfinished: str, drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer(language)):
        app = menu_app(size=(800, 520), language=language)
        try:
            m = finished_match(seed=5, rules="bonus")
            app.store.save(app.store.new(m.rules, m.seed, opponent="strong"), m)
            for seed in (11, 12):
                m = play_until(Match(RuleSet.preset("classic"), seed),
                               lambda m: len(m.results) >= 1)
                app.store.save(app.store.new(m.rules, m.seed, opponent="simple"), m)
            scene = StatisticsScene(app)
            app.push(scene)
            drawn.clear()
            step(app)
            assert (scene.tally().matches_played, scene.tally().matches_unfinished) == (1, 2)
            assert finished in drawn and unfinished in drawn
        finally:
            app.stack.clear()
