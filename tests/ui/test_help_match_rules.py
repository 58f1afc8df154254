"""Rules and help opened from a match (F1 at the table, "Rules and help" in its pause menu)
shows the rules of the match played. It showed the rules of the last choice on the new-match
screen instead (the keys helper saw it: a Short match, the help's rules tab on Classic), and
a match with rules of its own had no way to show them at all."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.screen import rules_summary

from .helpers import click, find_match, key, make_app, step, table_for


def _rules_text(help_scene: HelpScene) -> str:
    return " ".join(line for line, _heading in help_scene.rule_lines(10_000, 14))


def _open_help(app: Any, how: str) -> HelpScene:
    if how == "F1":
        key(app, Command.HELP)
    else:
        key(app, Command.CANCEL)  # the pause menu
        pause = app.stack.top
        button = next(b for b in pause.buttons if str(b.label) == "Rules and help")
        click(app, button.rect.center)
    step(app)
    scene = app.stack.top
    assert isinstance(scene, HelpScene), scene
    return scene


@pytest.mark.parametrize("how", ["F1", "pause"])
def test_help_from_a_short_match_shows_the_short_rules(how: str) -> None:
    app = make_app(size=(800, 520))
    app.settings.last_preset = "classic"  # the last choice on the new-match screen
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0, rules="short")
    try:
        table_for(app, m)
        scene = _open_help(app, how)
        scene._tab("rules")
        assert scene.preset == "short"
        text = _rules_text(scene)
        assert all(sentence in text for sentence in rules_summary(RuleSet.preset("short")))
        assert not all(s in text for s in rules_summary(RuleSet.preset("classic")))
    finally:
        app.stack.clear()


def test_help_from_a_match_of_its_own_rules_shows_them_and_a_preset_on_demand() -> None:
    app = make_app(size=(800, 520))
    own = RuleSet.preset("classic").custom(knock_limit=5, gin_bonus=30)
    m = Match(own, 5)
    try:
        table_for(app, m)
        scene = _open_help(app, "pause")
        assert scene.preset is None
        assert all(b.primary is False for _, b in scene.preset_buttons)
        text = _rules_text(scene)
        assert all(sentence in text for sentence in rules_summary(own))
        scene.preset_buttons[1][1].press()  # a preset button still shows that preset
        assert scene.preset == scene.preset_buttons[1][0]
        text = _rules_text(scene)
        chosen = RuleSet.preset(scene.preset)
        assert all(sentence in text for sentence in rules_summary(chosen))
    finally:
        app.stack.clear()


def test_help_from_the_menu_still_shows_the_last_choice() -> None:
    app = make_app(size=(800, 520))
    app.settings.last_preset = "to100"
    app.to_menu()
    try:
        app.open("help")
        step(app)
        scene = app.stack.top
        assert isinstance(scene, HelpScene) and scene.preset == "to100"
    finally:
        app.stack.clear()


def test_the_oklahoma_rules_say_the_knock_limit_is_the_rounds() -> None:
    """German 1024x768: the Oklahoma rules said "höchstens 10 Restpunkte" under "Klopfen und
    Gin", above the paragraph that says the upcard sets the round's limit."""
    from ginrummy_desktop.i18n.help_text import KNOCK_OKLAHOMA, SECTIONS

    app = make_app(size=(1024, 768))
    try:
        app.open("help", rules=RuleSet.preset("oklahoma"))
        okla = app.stack.top
        assert isinstance(okla, HelpScene)
        plain = next(s for s in SECTIONS if s.key == "knock").paragraphs_text(limit=10)[0]
        assert KNOCK_OKLAHOMA.format(limit="10") in _rules_text(okla)
        assert plain not in _rules_text(okla)
        app.open("help", rules=RuleSet.preset("classic"))
        classic = app.stack.top
        assert isinstance(classic, HelpScene) and plain in _rules_text(classic)
    finally:
        app.stack.clear()


def test_left_and_right_on_a_rule_set_s_button_step_the_rule_sets() -> None:
    """German 1024x768, keys only: Tab to "Kurz" in the rules tab, then Right: the page went
    to the keys' tab, though the keys' page says Left/Right change the value. With the ring
    on a rule set's button they step through the rule sets (shown and ringed), wrapping;
    on the tabs they still switch tabs."""
    from ginrummy_desktop.engine import PRESET_NAMES

    app = make_app(size=(1024, 768))
    app.settings.last_preset = "classic"
    app.to_menu()
    try:
        app.open("help")
        scene = app.stack.top
        assert isinstance(scene, HelpScene) and scene.tab == "rules"
        step(app)
        presets = [b for _, b in scene.preset_buttons]
        while scene._buttons()[scene.focus] is not presets[1]:
            key(app, Command.NEXT)
        key(app, Command.CONFIRM)
        assert scene.preset == PRESET_NAMES[1]
        key(app, Command.RIGHT)
        assert scene.tab == "rules" and scene.preset == PRESET_NAMES[2]
        assert scene._buttons()[scene.focus] is presets[2]
        for _ in range(3):
            key(app, Command.LEFT)
        assert scene.tab == "rules" and scene.preset == PRESET_NAMES[-1]
        assert scene._buttons()[scene.focus] is presets[-1]
        while scene._buttons()[scene.focus] is not dict(scene.tab_buttons)["rules"]:
            key(app, Command.NEXT)
        key(app, Command.RIGHT)
        assert scene.tab == "keys"
    finally:
        app.stack.clear()


@pytest.mark.parametrize(("preset", "plain"), [("classic", True), ("to100", True),
                                               ("short", False), ("bonus", False)])
def test_the_match_paragraph_names_bonuses_only_where_the_rules_have_them(
        preset: str, plain: bool, lang: str) -> None:
    """English 1024x700: Classic's and "To 100, no extras"'s help said "Depending on the
    rules, the winner then gets a game bonus, each player a box bonus ..." over rules with
    none of them."""
    from ginrummy_desktop.i18n.help_text import MATCH_NO_BONUS

    rules = RuleSet.preset(preset)
    assert plain == (not rules.game_bonus and not rules.box_bonus and rules.shutout == "none")
    app = make_app(size=(1024, 700))
    scene = HelpScene(app, rules=rules)
    text = _rules_text(scene)
    assert (str(MATCH_NO_BONUS) in text) == plain
    app.stack.clear()


def test_hollywood_s_match_paragraph_says_the_games_share_one_target() -> None:
    """German 1366x768: "jedes Spiel hat sein eigenes Ziel" read as three different targets;
    the three games are played to one."""
    from ginrummy_desktop.i18n.help_text import MATCH_HOLLYWOOD

    app = make_app(size=(1366, 768))
    text = _rules_text(HelpScene(app, rules=RuleSet.preset("hollywood")))
    assert str(MATCH_HOLLYWOOD) in text and "same target" in text and "own target" not in text
    app.stack.clear()
