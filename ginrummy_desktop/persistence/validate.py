"""Checks of values read from a file: only what the game can show and play gets through.

A value that passes the JSON parser can still break the game later: a name with a lone
surrogate (``"\\ud800"``) cannot be drawn, a megabyte of text costs gigabytes to render, a
bonus of 10^27 overflows the number formatting, a date in year 9999 overflows the local time
zone. Every checker here returns the value or raises ``DamagedSaveError("wrong_shape")``.

The rules are checked by the engine's own :meth:`RuleSet.from_dict` (so every rule the engine
accepts is accepted here too), after the generic bounds below on every text and number in
them.

>>> check_text("classic", "name")
'classic'
>>> check_text("\\ud800", "name")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrummy_desktop.persistence.errors.DamagedSaveError: ... name is not valid text
>>> check_int(10**27, "gin_bonus", 0, MAX_RULE_NUMBER)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrummy_desktop.persistence.errors.DamagedSaveError: ... gin_bonus out of range
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from ginrummy_desktop.engine.errors import RulesError
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence.errors import DamagedSaveError

__all__ = [
    "FIRST_YEAR",
    "LAST_YEAR",
    "MAX_RULE_NUMBER",
    "MAX_TEXT",
    "check_int",
    "check_rules",
    "check_text",
    "check_time",
]

MAX_TEXT = 64
"""Longest text taken from a file (rule set names and the like; an enum value is shorter)."""
MAX_RULE_NUMBER = 10_000
"""Largest number in a rule set (targets, limits, bonuses): far above any real game."""
FIRST_YEAR = 1970
LAST_YEAR = 2999
"""Dates outside these years are not real save dates (and year 1 or 9999 overflow the
conversion to local time in some time zones)."""


def check_text(value: Any, name: str, max_len: int = MAX_TEXT, controls: bool = False) -> str:
    """``value`` if it is a string of at most ``max_len`` characters that can be drawn
    (``controls``: control characters allowed too, for text that is never drawn)."""
    if not isinstance(value, str):
        raise DamagedSaveError("wrong_shape", f"{name} is not text")
    if len(value) > max_len:
        raise DamagedSaveError("wrong_shape", f"{name} is longer than {max_len} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise DamagedSaveError("wrong_shape", f"{name} is not valid text") from None
    if not controls and _CONTROL.search(value):
        raise DamagedSaveError("wrong_shape", f"{name} contains control characters")
    return value


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
_RULES_SEEN: dict[tuple[tuple[str, str, Any], ...], RuleSet] = {}


def check_int(value: Any, name: str, lo: int, hi: int) -> int:
    """``value`` if it is an integer (not a bool) in ``lo..hi``."""
    if type(value) is not int:
        raise DamagedSaveError("wrong_shape", f"{name} is not a whole number")
    if not lo <= value <= hi:
        raise DamagedSaveError("wrong_shape", f"{name} out of range")
    return value


def check_rules(data: Any) -> RuleSet:
    """The rule set in ``data``: every text and number bounded, then the engine's own check.
    (A rule set already checked is remembered: hundreds of saves share a few rule sets.)"""
    if not isinstance(data, dict):
        raise DamagedSaveError("wrong_shape", "rules must be an object")
    try:
        key = tuple(sorted((k, type(v).__name__, v) for k, v in data.items()
                           if isinstance(v, (str, int, type(None)))))  # True is not 1
    except TypeError:
        key = None
    if key is not None and len(key) == len(data):
        known = _RULES_SEEN.get(key)
        if known is not None:
            return known
        rules = _check_rules(data)
        if len(_RULES_SEEN) < 256:
            _RULES_SEEN[key] = rules
        return rules
    return _check_rules(data)


def _check_rules(data: dict[str, Any]) -> RuleSet:
    for key, value in data.items():
        field = check_text(key, "rules key")
        if isinstance(value, str):
            check_text(value, f"rules.{field}")
        elif type(value) is int:
            check_int(value, f"rules.{field}", -MAX_RULE_NUMBER, MAX_RULE_NUMBER)
    try:
        return RuleSet.from_dict(data)
    except (RulesError, TypeError, ValueError) as e:
        raise DamagedSaveError("wrong_shape", f"rules: {e}"[:200]) from None


def check_time(value: Any, name: str) -> datetime:
    """An ISO 8601 date and time (UTC if no zone is given) between the bounding years."""
    if not isinstance(value, str) or len(value) > 64:
        raise DamagedSaveError("wrong_shape", f"{name} must be an ISO date string")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise DamagedSaveError("wrong_shape", f"{name} {value!r} is not a date") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        moment = moment.astimezone(UTC)
    except (OverflowError, ValueError):
        raise DamagedSaveError("wrong_shape", f"{name} {value!r} is out of range") from None
    if not FIRST_YEAR <= moment.year <= LAST_YEAR:
        raise DamagedSaveError("wrong_shape", f"{name} {value!r} is out of range")
    return moment
