"""The figures of the matches played with help: a player who asks the coach for hints saw
only "Matches with help (counted apart)" and every other value 0 or "-" (two testers, session
27). A row "Without help" / "With help" shows either group with the same filters; the screen
opens on the matches with help when there are no others. Real clicks and keys."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence import Tally
from ginrummy_desktop.persistence.statistics import statistics_of
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.statistics import (
    ALL_WITH_HELP,
    ALL_WITHOUT_HELP,
    ONLY_HELPED,
    WITH_HELP,
    StatisticsScene,
)
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _save(app, seed: int, rules: str, level: str, hints: int = 0) -> None:  # type: ignore[no-untyped-def]
    m = finished_match(seed=seed, rules=rules)
    saved = app.store.new(m.rules, m.seed, opponent=level)
    if hints:
        saved.assists = {"hints": hints, "takebacks": 0}
    app.store.save(saved, m)


def _helped_app(size: tuple[int, int], language: str = "en"):  # type: ignore[no-untyped-def]
    app = menu_app(size=size, language=language)
    _save(app, 4, "single", "master", hints=3)
    _save(app, 7, "classic", "master", hints=5)
    _save(app, 9, "single", "simple", hints=1)
    return app


def test_a_tally_adds_every_count_and_keeps_the_larger_margin() -> None:
    a = Tally(matches_played=2, matches_won=1, rounds_played=9, gins=1, knocks=3,
              knock_deadwood=14, points_lost=2.5, reviewed_decisions=10, best_margin=40)
    b = Tally(matches_played=1, matches_won=1, rounds_played=4, big_gins=1, knocks=1,
              knock_deadwood=6, points_lost=0.5, reviewed_decisions=5, best_margin=90)
    a.add(b)
    assert (a.matches_played, a.matches_won, a.rounds_played, a.gins, a.big_gins) == (
        3, 2, 13, 1, 1)
    assert (a.knocks, a.knock_deadwood, a.reviewed_decisions) == (4, 20, 15)
    assert a.points_lost == pytest.approx(3.0) and a.best_margin == 90
    a.add(Tally())
    assert a.best_margin == 90


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_matches_with_help_have_their_numbers(
        size: tuple[int, int], language: str, drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer(language)):
        app = _helped_app(size, language)
        try:
            stats = statistics_of(app.store.list()[0])
            scene = StatisticsScene(app)
            app.push(scene)
            drawn.clear()
            step(app)
            assert scene.with_help and scene.tally() == stats.assisted
            assert scene.tally().matches_played == 3 and scene.tally().rounds_played > 3
            assert str(ALL_WITH_HELP) in drawn
            assert str(scene.tally().rounds_played) in drawn.texts
            click(app, dict(scene.level_tabs)["master"].rect.center)
            master = scene.tally()
            assert master.matches_played == 2
            assert master.rounds_played == stats.assisted_in("master").rounds_played
            drawn.clear()
            step(app)
            assert f"\u00b7 {WITH_HELP}" in drawn.joined()
            click(app, dict(scene.preset_tabs)["classic"].rect.center)
            assert scene.tally().matches_played == 1
            click(app, dict(scene.level_tabs)["all"].rect.center)
            click(app, dict(scene.preset_tabs)["all"].rect.center)
            click(app, dict(scene.help_tabs)["without"].rect.center)
            assert not scene.with_help and scene.tally().matches_played == 0
            assert scene.no_data() == ONLY_HELPED(3).format(n=3)
            drawn.clear()
            step(app)
            assert str(ALL_WITHOUT_HELP) in drawn
            for _, b in scene.help_tabs:  # the row is inside the window, above the panel
                assert app.screen.get_rect().contains(b.rect)
                assert b.rect.bottom < scene.table_rect(size).top
        finally:
            app.stack.clear()


def test_left_and_right_switch_the_help_row() -> None:
    app = _helped_app((800, 520))
    _save(app, 5, "classic", "strong")  # one match without help: the screen opens on those
    try:
        scene = StatisticsScene(app)
        app.push(scene)
        step(app)
        assert not scene.with_help and scene.tally().matches_played == 1
        buttons = scene._buttons()
        scene.focus = buttons.index(dict(scene.help_tabs)["without"])
        key(app, Command.RIGHT)
        assert scene.with_help and scene.tally().matches_played == 3
        assert buttons[scene.focus] is dict(scene.help_tabs)["with"]
        key(app, Command.UP)  # up to the (second) row of rule sets
        assert any(buttons[scene.focus] is b for _, b in scene.preset_tabs)
        key(app, Command.DOWN)
        key(app, Command.LEFT)
        assert not scene.with_help
    finally:
        app.stack.clear()


def test_the_screen_opens_on_the_group_of_the_match_played_last(drawn: DrawnTexts) -> None:  # noqa: F811
    """A player who had just won a match with a hint opened the statistics on "Without help"
    and read "Matches won 0" (German 1280x800): the screen opens on the group of the match
    played last, whichever it is."""
    from datetime import UTC, datetime, timedelta

    app = menu_app(size=(800, 520))
    ticks = iter(range(1000))
    start = datetime(2026, 12, 6, tzinfo=UTC)
    app.store._clock = lambda: start + timedelta(minutes=next(ticks))
    try:
        _save(app, 5, "classic", "strong")  # without help, first
        _save(app, 7, "classic", "master", hints=2)  # with help, last
        scene = StatisticsScene(app)
        app.push(scene)
        step(app)
        assert scene.with_help and scene.tally().matches_played == 1
        app.stack.clear()
        _save(app, 8, "classic", "strong")  # without help, last now
        scene = StatisticsScene(app)
        app.push(scene)
        step(app)
        assert not scene.with_help and scene.tally().matches_played == 2
        app.stack.clear()
        _save(app, 10, "classic", "master", hints=1)  # with help, finished last
        begun = app.store.new(RuleSet.preset("classic"), 11, opponent="master")  # a rematch
        app.store.save(begun, Match(RuleSet.preset("classic"), 11))  # begun, left, no help
        scene = StatisticsScene(app)
        app.push(scene)
        step(app)
        assert scene.with_help, "the group of the match finished last, not the one left"
    finally:
        app.stack.clear()
