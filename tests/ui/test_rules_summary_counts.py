"""The rule summary (new match screen, help) counts the knock limit: a custom limit of 1 read
"Klopfen mit höchstens 1 Restpunkten" in German."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.screen import rules_summary

WANT = {
    ("de", 1): "Klopfen mit höchstens 1 Restpunkt.",
    ("de", 10): "Klopfen mit höchstens 10 Restpunkten.",
    ("en", 1): "Knock with at most 1 deadwood point.",
    ("en", 10): "Knock with at most 10 deadwood points.",
}


@pytest.mark.parametrize("lang, limit", sorted(WANT))
def test_the_knock_limit_is_counted(lang: str, limit: int) -> None:
    previous = set_localizer(Localizer(lang))
    try:
        lines = rules_summary(RuleSet.preset("classic").custom(knock_limit=limit))
    finally:
        set_localizer(previous)
    assert WANT[lang, limit] in lines, lines
