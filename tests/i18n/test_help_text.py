"""The help's rule explanations exist in German and fill in the rule set's numbers."""

from __future__ import annotations

from ginrummy_desktop.i18n import set_language
from ginrummy_desktop.i18n.audit import untranslated
from ginrummy_desktop.i18n.help_text import SECTIONS


def test_sections_have_unique_keys_and_text() -> None:
    keys = [s.key for s in SECTIONS]
    assert len(keys) == len(set(keys))
    assert all(s.paragraphs for s in SECTIONS)


def test_german_help_has_no_english_left() -> None:
    set_language("de")
    drawn = [str(s.title) for s in SECTIONS]
    drawn += [p for s in SECTIONS for p in s.paragraphs_text()]
    assert untranslated(drawn) == []
    assert "Klopfen und Gin" in drawn


def test_numbers_come_from_the_rules() -> None:
    knock = next(s for s in SECTIONS if s.key == "knock")
    assert "at most 10 deadwood" in knock.paragraphs_text()[0]
    set_language("de")
    assert "höchstens 7 Restpunkte" in knock.paragraphs_text(limit=7)[0]
    scoring = next(s for s in SECTIONS if s.key == "scoring")
    assert "1.000 Bonuspunkte" in scoring.paragraphs_text(undercut=1000)[0]
