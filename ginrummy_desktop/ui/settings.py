"""What the UI reads from the settings, with defaults until persistence provides them.

The UI only reads attributes with ``getattr`` and a default (see :func:`setting`), so any
settings object (persistence's ``Settings`` or this stand-in) works.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, TypeVar, cast

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import Settings

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
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    window_pos: tuple[int, int] | None = None
    custom_rules: str | None = None
    offer_tutorial: bool = True


AppSettings: TypeAlias = "Settings | UiSettings"
"""What ``app.settings`` holds: persistence's ``Settings`` (the real program) or the
stand-in :class:`UiSettings` (tests, the smoke test)."""

T = TypeVar("T")


def setting(settings: AppSettings | None, name: str, default: T) -> T:
    """``settings.name``, or ``default`` if the settings have no such field or it is None."""
    value = getattr(settings, name, default)
    return default if value is None else cast(T, value)


def summary_seconds(settings: AppSettings | None, default: float) -> float | None:
    """The score board's countdown in seconds (``summary_seconds``; None: off); a value
    that is no number counts as ``default``."""
    value = setting(settings, "summary_seconds", default)
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = default
    return seconds if seconds > 0 else None


def animation_factor(settings: AppSettings | None) -> float:
    value = setting(settings, "animation_speed", "normal")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return max(0.0, float(value))
    return ANIMATION_SPEEDS.get(str(value), 1.0)
