"""The count of matches with help follows the chosen opponent and rule set: filtered to one
opponent, the statistics said "So far 1 match with help" for a match against another
opponent (the matches with help were one count for all). Both languages, real clicks."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence.statistics import statistics_of
from ginrummy_desktop.ui.scenes.statistics import NO_DATA_HERE, ONLY_HELPED, StatisticsScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _save(app, m: Match, level: str, hints: int = 0) -> None:  # type: ignore[no-untyped-def]
    saved = app.store.new(m.rules, m.seed, opponent=level)
    if hints:
        saved.assists = {"hints": hints, "takebacks": 0}
    app.store.save(saved, m)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_help_count_is_the_chosen_opponents(
        language: str, drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer(language)):
        app = menu_app(size=(800, 520), language=language)
        try:
            _save(app, finished_match(seed=4, rules="single"), "master", hints=1)
            _save(app, play_until(Match(RuleSet.preset("classic"), 12),
                                  lambda m: len(m.results) >= 1), "master", hints=2)
            _save(app, finished_match(seed=5, rules="single"), "simple", hints=1)
            _save(app, finished_match(seed=6, rules="single"), "strong")
            scene = StatisticsScene(app)
            app.push(scene)
            step(app)
            click(app, dict(scene.level_tabs)["master"].rect.center)
            assert scene.no_data() == ONLY_HELPED(2).format(n=2)
            click(app, dict(scene.level_tabs)["simple"].rect.center)
            assert scene.no_data() == ONLY_HELPED(1).format(n=1)
            click(app, dict(scene.preset_tabs)["classic"].rect.center)  # Simple, Classic
            assert scene.no_data() == str(NO_DATA_HERE)
            click(app, dict(scene.level_tabs)["medium"].rect.center)
            assert scene.no_data() == str(NO_DATA_HERE), "no match at all against Medium"
            click(app, dict(scene.level_tabs)["all"].rect.center)  # all opponents, Classic
            assert scene.no_data() == ONLY_HELPED(1).format(n=1)
            drawn.clear()
            step(app)
            words = scene.no_data().split()
            assert words[0] in drawn.joined() and words[-1] in drawn.joined()
        finally:
            app.stack.clear()


def test_the_groups_of_help_add_up_to_the_whole() -> None:
    app = menu_app()
    try:
        _save(app, finished_match(seed=4, rules="single"), "master", hints=1)
        _save(app, finished_match(seed=5, rules="bonus"), "simple", hints=1)
        stats = statistics_of(app.store.list()[0])
        assert stats.assisted_in().matches_played == 2
        assert stats.assisted_in("master").matches_played == 1
        assert stats.assisted_in(preset="bonus").matches_played == 1
        assert stats.assisted_in("master", "bonus").matches_played == 0
        assert type(stats).from_dict(stats.to_dict()) == stats
    finally:
        app.stack.clear()
