"""The seeds' German terms are what the German player reads."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import LazyString, set_language
from ginrummy_desktop.i18n import terms as t

GERMAN = [
    (t.KNOCK, "Klopfen"),
    (t.GIN, "Gin"),
    (t.BIG_GIN, "Big Gin"),
    (t.DEADWOOD, "Restkarten"),
    (t.UNDERCUT, "Unterbieten"),
    (t.LAY_OFF, "Anlegen"),
    (t.MELD, "Kombination"),
    (t.SET, "Satz"),
    (t.RUN, "Folge"),
    (t.STOCK, "Nachziehstapel"),
    (t.DISCARD_PILE, "Ablagestapel"),
    (t.UPCARD, "Aufgedeckte Karte"),
    (t.DEALER, "Geber"),
    (t.PASS, "Passen"),
    (t.TAKE, "Nehmen"),
    (t.DONE, "Fertig"),
    (t.ROUND, "Runde"),
    (t.MATCH, "Partie"),
    (t.SCORE_SHEET, "Punktezettel"),
    (t.GAME_BONUS, "Spielbonus"),
    (t.BOX_BONUS, "Rundenbonus"),
    (t.SHUTOUT, "Zu-null-Sieg"),
    (t.DEAD_HAND, "Ungültige Runde"),
]


@pytest.mark.parametrize(("term", "german"), GERMAN, ids=[g for _, g in GERMAN])
def test_german_terms(term: LazyString, german: str) -> None:
    set_language("de")
    assert str(term) == german


def test_deadwood_points() -> None:
    set_language("de")
    assert t.DEADWOOD_POINTS.format(n=11) == "Restpunkte: 11"


def test_preset_names() -> None:
    assert set(t.PRESET_NAMES) == {"classic", "short", "bonus", "single", "to100", "oklahoma",
                                  "hollywood", "custom"}
    set_language("de")
    assert {k: str(v) for k, v in t.PRESET_NAMES.items()} == {
        "classic": "Klassisch",
        "short": "Kurz",
        "bonus": "Mit Boni",
        "single": "Einzelrunde",
        "to100": "Bis 100 ohne Extras",
        "oklahoma": "Oklahoma-Gin",
        "hollywood": "Hollywood-Wertung",
        "custom": "Eigene Regeln",
    }
    set_language("en")
    assert str(t.PRESET_NAMES["to100"]) == "To 100, no extras"


def test_level_names() -> None:
    set_language("de")
    assert {k: str(v) for k, v in t.LEVEL_NAMES.items()} == {
        "simple": "Einfach",
        "medium": "Mittel",
        "strong": "Stark",
        "master": "Meister",
    }


def test_language_names_are_endonyms() -> None:
    set_language("de")
    assert t.LANGUAGE_NAMES == {"en": "English", "de": "Deutsch"}
