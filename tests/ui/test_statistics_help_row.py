""""Matches with help (counted apart)" stands only in the view of all matches: the matches
played with help are counted apart as one group, whatever their opponent or rule set, so
under a chosen opponent the row gave that group's count. Seen at 800x520 in English: under
"Opponent: Medium" it said 3 matches with help, none of them against Medium."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.scenes.statistics import ASSISTED, StatisticsScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def test_the_help_row_only_in_the_view_of_all_matches(drawn: DrawnTexts) -> None:  # noqa: F811
    app = menu_app()
    try:
        helped = play_until(Match(RuleSet.preset("classic"), 12), lambda m: len(m.results) >= 1)
        other = app.store.new(helped.rules, helped.seed, opponent="master")
        other.assists = {"hints": 2, "takebacks": 0}
        app.store.save(other, helped)
        won = finished_match(seed=5, rules="bonus")  # played last: the screen opens on its
        app.store.save(app.store.new(won.rules, won.seed, opponent="medium"), won)  # group
        app.push(StatisticsScene(app))
        step(app)
        scene = app.stack.top
        assert isinstance(scene, StatisticsScene)

        def help_rows() -> list[str]:
            return [shown for label, shown in scene.rate_rows(scene.tally()) if label is ASSISTED]

        drawn.clear()
        step(app)
        assert help_rows() == ["1"] and str(ASSISTED) in drawn
        for tabs, key in ((scene.level_tabs, "medium"), (scene.preset_tabs, "bonus")):
            click(app, dict(tabs)[key].rect.center)
            drawn.clear()
            step(app)
            assert scene.tally().matches_played == 1
            assert help_rows() == [] and str(ASSISTED) not in drawn, key
        for tabs in (scene.level_tabs, scene.preset_tabs):
            click(app, dict(tabs)["all"].rect.center)
        assert help_rows() == ["1"]
    finally:
        app.stack.clear()
