"""The rule summary (new match screen, help) says that Hollywood's end bonuses belong to each
game (RULES.md: "Each game ends with its own bonuses"): it said "Game bonus 100 for the
winner of the match." ("Spielbonus 100 für den Sieger der Partie.") and "Box bonus 25 for
every round won." for the Hollywood preset (800x520, German and English)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.screen import rules_summary

HOLLYWOOD = {
    "en": ["Hollywood scoring: three games at once, each to 100.",
           "Game bonus 100 for the winner of each game.",
           "Box bonus 25 for every round entered in a game.",
           "Shutout in a game: 100 points more for its winner."],
    "de": ["Hollywood-Wertung: drei Spiele zugleich, jedes bis 100.",
           "Spielbonus 100 für den Sieger jedes Spiels.",
           "Rundenbonus 25 für jede in ein Spiel eingetragene Runde.",
           "Zu-null-Sieg in einem Spiel: 100 Punkte mehr für seinen Sieger."],
}


@pytest.mark.parametrize("lang", sorted(HOLLYWOOD))
def test_hollywood_bonuses_are_each_games(lang: str) -> None:
    with use_localizer(Localizer(lang)):
        lines = rules_summary(RuleSet.preset("hollywood"))
        match_words = rules_summary(RuleSet.preset("bonus"))
        doubled = rules_summary(RuleSet.preset("hollywood").custom(shutout="double"))
        none = rules_summary(RuleSet.preset("hollywood").custom(
            game_bonus=0, box_bonus=0, shutout="none"))
    for want in HOLLYWOOD[lang]:
        assert want in lines, (want, lines)
    bonus_words = [s for s in match_words if s.startswith(("Game", "Box", "Shutout", "Spiel",
                                                           "Runden", "Zu-null"))]
    assert len(bonus_words) == 3 and not set(bonus_words) & set(lines), lines
    assert {"en": "Shutout in a game: the winner's points in that game are doubled.",
            "de": "Zu-null-Sieg in einem Spiel: Die Punkte des Siegers in diesem Spiel "
                  "werden verdoppelt."}[lang] in doubled, doubled
    assert {"en": "No bonuses at the end of a game.",
            "de": "Keine Boni am Ende eines Spiels."}[lang] in none, none
