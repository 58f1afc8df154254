"""The helper for the UI's "no English in the German UI" test."""

from __future__ import annotations

from ginrummy_desktop.i18n import set_language, terms
from ginrummy_desktop.i18n.audit import english_msgids, untranslated


def test_english_msgids_come_from_the_template() -> None:
    ids = english_msgids()
    assert {"Knock", "{n} point", "{n} points", "Round {n}"} <= ids


def test_leaks_are_found_and_german_text_passes() -> None:
    drawn_english = ["Knock", "Round 3", "7 points", "Deadwood: 12"]
    assert [english for _, english in untranslated(drawn_english)] == [
        "Knock",
        "Round {n}",
        "{n} points",
        "Deadwood: {n}",
    ]
    set_language("de")
    drawn_german = [str(terms.KNOCK), terms.ROUND_NUMBER.format(n=3), terms.POINTS(7)]
    assert untranslated(drawn_german) == []


def test_words_that_are_the_same_in_german_are_not_leaks() -> None:
    assert untranslated(["Gin", "Big Gin", "OK", "Hand"]) == []
