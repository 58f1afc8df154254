"""Numbers, points and dates go through Babel in the current language's locale."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from ginrummy_desktop.i18n import (
    format_date,
    format_datetime,
    format_number,
    format_points,
    set_language,
)

WHEN = datetime(2026, 3, 1, 18, 5, tzinfo=UTC)


@pytest.mark.parametrize(
    ("language", "number", "text"),
    [("en", 1234567, "1,234,567"), ("de", 1234567, "1.234.567"), ("de", 2.5, "2,5")],
)
def test_format_number(language: str, number: float, text: str) -> None:
    set_language(language)
    assert format_number(number) == text


def test_format_number_with_fixed_decimals() -> None:
    set_language("de")
    assert format_number(178, decimals=1) == "178,0"
    assert format_number(1234.5, decimals=0) == "1.234"  # half-even, like Babel


def test_format_points() -> None:
    set_language("de")
    assert [format_points(n) for n in (1, 7, 1000)] == ["1 Punkt", "7 Punkte", "1.000 Punkte"]
    set_language("en")
    assert [format_points(n) for n in (1, 7)] == ["1 point", "7 points"]


def test_format_datetime_follows_the_language() -> None:
    set_language("de")
    german = format_datetime(WHEN, "medium", UTC)
    assert german == "01.03.2026, 18:05:00"
    set_language("en")
    english = format_datetime(WHEN, "long", UTC)
    assert "1 March 2026" in english


def test_format_datetime_converts_to_the_given_zone() -> None:
    set_language("de")
    plus_two = timezone(timedelta(hours=2))
    assert format_datetime(WHEN, "short", plus_two) == "01.03.26, 20:05"


def test_naive_datetime_is_local_time_unchanged() -> None:
    set_language("de")
    assert format_datetime(datetime(2026, 3, 1, 18, 5), "short").endswith("18:05")


def test_format_date() -> None:
    set_language("de")
    assert format_date(WHEN.date(), "long") == "1. März 2026"
