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


def test_the_coach_section_explains_its_words_with_its_own_numbers() -> None:
    """A newcomer met "expected points", "Mistake", "Margin" and "Elo" with no word of what
    they mean anywhere in the help (English 1440x900). The section names the loss that makes
    a Mistake as the coach counts it, and the terms as the screens write them."""
    from ginrummy_desktop.coach.judge import MISTAKE_LOSS
    from ginrummy_desktop.i18n import format_number
    from ginrummy_desktop.ui.review_rows import MISTAKE

    set_language("en")
    coach = next(s for s in SECTIONS if s.key == "coach")
    text = " ".join(coach.paragraphs_text())
    assert f"a loss of {format_number(MISTAKE_LOSS)} points or more" in text
    for word in ("Expected points", str(MISTAKE), "Margin", "Elo", "Try again", "On the table"):
        assert word in text, word
    set_language("de")
    text = " ".join(coach.paragraphs_text())
    assert f"Verlust von {format_number(MISTAKE_LOSS)} Punkten" in text
    for word in ("Erwartete Punkte", str(MISTAKE), "Vorsprung", "Noch einmal versuchen",
                 "Am Tisch zeigen"):
        assert word in text, word
    set_language("en")
