"""An own rule set with Oklahoma and a knock limit below 10 said "Knock with at most 7 deadwood
points." and, as a second rule, that the first upcard sets the round's knock limit; the engine
takes the lower of the two (RuleSet.round_knock_limit), so the summary says it in one sentence."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Card, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.screen import rules_summary

CAPPED = {
    "en": "Oklahoma: knock with at most the first upcard's value, and never more than 7 "
          "(ace: Gin only).",
    "de": "Oklahoma: Klopfen mit höchstens dem Wert der ersten aufgedeckten Karte, aber nie "
          "mehr als 7 (Ass: nur Gin).",
}
KNOCK_WORDS = {"en": ("Knock with at most", "knock limit"),
               "de": ("Klopfen mit höchstens", "Klopfgrenze")}


def about_knocking(lang: str, line: str) -> bool:
    return any(w.lower() in line.lower() for w in KNOCK_WORDS[lang])


def summary(lang: str, rules: RuleSet) -> list[str]:
    previous = set_localizer(Localizer(lang))
    try:
        return rules_summary(rules)
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_own_limit_with_oklahoma_is_one_sentence(lang: str) -> None:
    rules = RuleSet.preset("oklahoma").custom(knock_limit=7)
    assert rules.round_knock_limit(Card.parse("4C")) == 4
    assert rules.round_knock_limit(Card.parse("KD")) == 7
    lines = summary(lang, rules)
    assert CAPPED[lang] in lines, lines
    # no second, contradicting rule on knocking
    assert [line for line in lines if about_knocking(lang, line)] == [
        CAPPED[lang]], lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_oklahoma_with_the_full_limit_names_only_the_upcard(lang: str) -> None:
    """The preset (limit 10, which no card exceeds) said "at most 10" beside the upcard rule."""
    lines = summary(lang, RuleSet.preset("oklahoma"))
    knock = [line for line in lines if about_knocking(lang, line)]
    assert len(knock) == 1 and "10" not in knock[0], lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_gin_only_with_oklahoma_says_gin_only(lang: str) -> None:
    lines = summary(lang, RuleSet.preset("oklahoma").custom(knock_limit=0))
    assert not [line for line in lines if about_knocking(lang, line)], lines
