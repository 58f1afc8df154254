"""What the statistics say where a group has no numbers: no match at all ("play a match
first"); no match with the chosen level or rule set; or only matches with help, which are
counted apart. Played at 800x520 in English: a new player asked for one hint in a whole
Single round match, and the statistics told them to play a match first."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.scenes.statistics import (
    NO_DATA,
    NO_DATA_HERE,
    ONLY_HELPED,
    StatisticsScene,
)
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _save(app, m: Match, level: str = "medium", hints: int = 0) -> None:  # type: ignore[no-untyped-def]
    saved = app.store.new(m.rules, m.seed, opponent=level)
    if hints:
        saved.assists = {"hints": hints, "takebacks": 0}
    app.store.save(saved, m)


def _shown(app, drawn: DrawnTexts) -> str:  # type: ignore[no-untyped-def]  # noqa: F811
    drawn.clear()
    step(app)
    return drawn.joined()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_only_matches_with_help_are_named_not_play_a_match_first(
        size: tuple[int, int], language: str, drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer(language)):
        app = menu_app(size=size, language=language)
        try:
            _save(app, finished_match(seed=4, rules="single"), hints=1)
            scene = StatisticsScene(app)
            app.push(scene)
            assert scene.with_help, "it opens on the only matches there are: with help"
            assert _shown(app, drawn).count("Matches finished" if language == "en"
                                            else "Beendete Partien") == 1
            click(app, dict(scene.help_tabs)["without"].rect.center)
            shown = _shown(app, drawn)
            assert str(NO_DATA) not in shown
            assert scene.no_data() == ONLY_HELPED(1).format(n=1)
            words = scene.no_data().split()
            assert words[0] in shown and words[-1] in shown, "its wrapped lines are drawn"
            click(app, dict(scene.level_tabs)["simple"].rect.center)
            # the match with help was against Medium: none at all against Simple
            assert scene.no_data() == str(NO_DATA_HERE)
        finally:
            app.stack.clear()


def test_a_level_without_a_match_says_so(drawn: DrawnTexts) -> None:  # noqa: F811
    app = menu_app()
    try:
        _save(app, play_until(Match(RuleSet.preset("classic"), 12), lambda m: len(m.results) >= 1))
        scene = StatisticsScene(app)
        app.push(scene)
        assert "Matches finished" in _shown(app, drawn)
        click(app, dict(scene.level_tabs)["simple"].rect.center)  # the match was vs Medium
        shown = _shown(app, drawn)
        assert str(NO_DATA_HERE) in shown and str(NO_DATA) not in shown
    finally:
        app.stack.clear()


def test_no_match_at_all_asks_for_one(drawn: DrawnTexts) -> None:  # noqa: F811
    app = menu_app()
    try:
        scene = StatisticsScene(app)
        app.push(scene)
        assert str(NO_DATA) in _shown(app, drawn)
        click(app, dict(scene.level_tabs)["simple"].rect.center)
        assert str(NO_DATA) in _shown(app, drawn)
    finally:
        app.stack.clear()
