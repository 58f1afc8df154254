"""What the UI reads from the settings, with defaults until persistence provides them.

The UI only reads attributes with ``getattr`` and a default (see :func:`setting`), so any
settings object (persistence's ``Settings`` or this stand-in) works.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
"""Animation setting -> factor on every animation's duration (0 = no animation)."""


@dataclass
class UiSettings:
    """The fields of ``persistence.Settings`` the UI reads (same names)."""

    language: str | None = None
    animation_speed: str = "normal"
    deck_colours: str = "2color"
    card_back: str = "blue"
    opponent: str = "medium"
    last_preset: str = "classic"
    sound: bool = True
    card_size: str = "normal"
    summary_seconds: int = 10
    show_hints: bool = True


def setting(settings: Any, name: str, default: Any) -> Any:
    value = getattr(settings, name, default)
    return default if value is None else value


def animation_factor(settings: Any) -> float:
    value = setting(settings, "animation_speed", "normal")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return max(0.0, float(value))
    return ANIMATION_SPEEDS.get(str(value), 1.0)
