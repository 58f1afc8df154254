"""A custom rule set with knock limit 0 is named "Gin only" / "nur Gin" (on the table, the
score sheet and the saved list) and its rule summary says so: the table showed
"Klassisch + bis 10, Klopfen 0" and the summary "Klopfen mit höchstens 0 Restpunkten"."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.rules_form import rules_brief, rules_name, rules_title
from ginrummy_desktop.ui.screen import rules_summary

NAME = {"de": "Klassisch + bis 10, nur Gin", "en": "Classic + to 10, Gin only"}
SUMMARY = {"de": "Nur Gin: Klopfen gibt es nicht, nur Gin beendet eine Runde.",
           "en": "Gin only: no knocking, only Gin ends a round."}


@pytest.mark.parametrize("lang", sorted(NAME))
def test_knock_limit_0_is_named_gin_only(lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    try:
        rules = RuleSet.parse("classic,target=10,knock_limit=0")
        assert rules_brief(rules) == NAME[lang]
        assert rules_title(rules) == NAME[lang]
        assert rules_name("custom", rules.text()) == NAME[lang]
        assert SUMMARY[lang] in rules_summary(rules)
        knock_1 = rules_brief(RuleSet.parse("classic,target=10,knock_limit=1"))
        assert knock_1.endswith({"de": "Klopfen 1", "en": "knock 1"}[lang])
    finally:
        set_localizer(previous)
