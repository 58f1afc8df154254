"""A custom rule set is named after the preset the player started from: Hollywood with target
10 and shutout doubled was "Short + to 10, Hollywood" (Short: target 50, a random first dealer,
neither chosen), a set started from Classic with Oklahoma turned on "Oklahoma Gin + to 37, ...".
A save from before the base was kept still loads and is named after a preset that fits."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from ginrummy_desktop.engine import PRESET_NAMES, Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui import rules_form
from ginrummy_desktop.ui.rules_form import RulesForm, rules_name, rules_title

from .helpers import step
from .menu_helpers import menu_app

HOLLYWOOD_10 = {"en": "Hollywood scoring + to 10, shutout \u00d72",
                "de": "Hollywood-Wertung + bis 10, Zu-null-Sieg \u00d72"}
CLASSIC_OKLAHOMA = {"en": "Classic + to 37, knock 7, Gin 0, Oklahoma, spades \u00d72",
                    "de": "Klassisch + bis 37, Klopfen 7, Gin 0, Oklahoma, Pik \u00d72"}


@pytest.fixture(params=["en", "de"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    previous = set_localizer(Localizer(request.param))
    try:
        yield request.param
    finally:
        set_localizer(previous)


def _hollywood_10() -> RuleSet:
    """As the editor makes it: started from Hollywood, target typed 10, shutout to doubled."""
    form = RulesForm(RuleSet.preset("hollywood"))
    assert form.type_value("target", "10") is None
    assert form.step("shutout", -1) is None
    assert form.value("shutout") == "double"
    return form.rules()


def _classic_oklahoma() -> RuleSet:
    form = RulesForm(RuleSet.preset("classic"))
    for key, value in (("target", "37"), ("knock_limit", "7"), ("gin_bonus", "0")):
        assert form.type_value(key, value) is None
    form.toggle("oklahoma")
    form.toggle("spades_double")
    return form.rules()


def test_named_after_the_preset_started_from(lang: str) -> None:
    for rules, name in ((_hollywood_10(), HOLLYWOOD_10), (_classic_oklahoma(), CLASSIC_OKLAHOMA)):
        assert rules_title(rules) == name[lang]
        assert rules_name("custom", rules.text()) == name[lang]  # the lists, from the save


def test_the_base_survives_text_and_dict_and_plays_no_part() -> None:
    rules = _classic_oklahoma()
    assert rules.base == "classic"
    assert RuleSet.parse(rules.text()).base == "classic"
    assert RuleSet.from_dict(rules.to_dict()).base == "classic"
    # equal numbers are equal rules, whatever the set was made from
    assert rules == RuleSet.preset("oklahoma").custom(target=37, knock_limit=7, gin_bonus=0)
    assert RulesForm(rules).rules().base == "classic"  # the editor opened on own rules
    with pytest.raises(Exception, match="base"):
        RuleSet.parse("custom,target=10,base=nonsense")


@pytest.mark.parametrize(("text", "name"), [
    # saves from before the base was kept: no "base"
    ("custom,target=10,game_bonus=100,box_bonus=25,shutout=double,hollywood=on",
     "Hollywood scoring + to 10, shutout \u00d72"),
    ("custom,target=37,knock_limit=7,gin_bonus=0,spades_double=on",
     "Classic + to 37, knock 7, Gin 0, spades \u00d72"),
    ("custom,target=10,game_bonus=100,box_bonus=25,shutout=double",
     "With bonuses + to 10, shutout \u00d72"),
    ("custom,target=70,game_bonus=100,box_bonus=25,shutout=double,first_dealer=random",
     "Short + to 70"),
])
def test_old_saves_get_a_preset_that_fits(text: str, name: str) -> None:
    previous = set_localizer(Localizer("en"))
    try:
        assert rules_name("custom", text) == name
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("start", PRESET_NAMES)
def test_the_head_deals_as_the_set_and_plays_its_variant(start: str) -> None:
    """Whatever is changed, the preset heading the name chooses the first dealer as the set
    does (nothing in the name can say otherwise) and an Oklahoma or Hollywood head only
    stands before a set playing that variant."""
    preset = RuleSet.preset(start)
    for changes in ({"target": 10}, {"hollywood": not preset.hollywood, "target": 10},
                    {"oklahoma": not preset.oklahoma}, {"spades_double": True},
                    {"shutout": "double", "target": 20, "hollywood": True}):
        rules = preset.custom(**changes)
        for r in (rules, RuleSet.parse(rules.text().replace(f",base={start}", ""))):
            head = RuleSet.preset(rules_form.name_base(r))
            assert head.first_dealer == r.first_dealer, (start, changes)
            assert r.hollywood or not head.hollywood, (start, changes)
            assert r.oklahoma or not head.oklahoma, (start, changes)


def test_an_old_save_loads_and_is_named(tmp_path: Path) -> None:
    store = MatchStore(tmp_path)
    rules = _hollywood_10()
    saved = store.new(rules, 7, opponent="medium")
    store.save(saved, Match(rules, 7))
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["rules"]["base"] == "hollywood"
    del doc["rules"]["base"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    summaries, problems = store.list()
    assert not problems
    previous = set_localizer(Localizer("en"))
    try:
        assert [rules_name(s.preset, s.rules) for s in summaries] == [HOLLYWOOD_10["en"]]
    finally:
        set_localizer(previous)
    assert store.load(saved.id)[1].rules == rules


@pytest.mark.parametrize("language", ["en", "de"])
def test_continue_names_the_preset_started_from(language: str) -> None:
    """The menu's Continue button at 1440x900 (it said "Short + to 10, Hollywood")."""
    app = menu_app(size=(1440, 900), language=language)
    try:
        rules = _hollywood_10()
        saved = app.store.new(rules, 7, opponent="medium")
        app.store.save(saved, Match(rules, 7))
        app.to_menu()
        step(app)
        label = str(app.stack.top.buttons[0].label)
        assert HOLLYWOOD_10[language] in label, label
    finally:
        app.stack.clear()


def test_the_computer_plays_the_same_whatever_the_base() -> None:
    """The opponents seed their numbers from the view's data: the base must not change them
    (a custom match, or any preset's, would otherwise play differently from before)."""
    made = _hollywood_10()
    old = RuleSet.parse(made.text().replace(",base=hollywood", ""))
    views = [Match(r, 7).view(0).seed_data() for r in (made, old)]
    assert views[0] == views[1]
    assert "base" not in views[0]["rules"]
