"""The player's settings: one small JSON file in the user config directory.

::

    settings, problem = load_settings()      # at start; never raises
    if problem: show(problem.message())      # the damaged file was kept aside
    settings.sound = False
    save_settings(settings)                  # atomically; SaveWriteError if the disk refuses

The file (``paths.settings_path()``, schema version 1)::

    {"schema_version": 1, "language": "de", "opponent": "medium", "animation_speed": "normal",
     "deck_colours": "2color", "card_back": "blue", "sound": true, "window_size": [1280, 800],
     "fullscreen": false, "last_preset": "classic", "card_size": "normal",
     "summary_seconds": 10, "window_pos": null, "show_hints": true, "custom_rules": null,
     "offer_tutorial": true}

``window_pos`` is where the window was last (null: let the system place it);
``summary_seconds`` how long a round summary waits before the next round (0 = until the
player closes it); ``show_hints`` whether the table offers the coach's hint (button and H);
``custom_rules`` the player's own rule set from the new match screen, in ``RuleSet.text()``
form (``"custom,target=150,oklahoma=on"``), and ``last_preset`` is ``"custom"`` when it was
chosen last; ``offer_tutorial`` whether the main menu offers the tutorial to a player who
has no saved match yet (false once it was started or declined there).

A missing file gives the defaults without a message. A damaged one (not JSON, not an object, a
newer schema version, or any field with a wrong value) is moved untouched into
``paths.config_damaged_dir()``; the valid fields are kept, the others take their defaults, the
repaired settings are written back, and a :class:`DamagedFile` (``subject="settings"``) names
the file. Unknown keys are ignored.

Two windows of the game on one user's files each write only what they changed: before writing,
:func:`save_settings` reads the file again and keeps the values another window wrote there
since this one last read or wrote it, where this one has not changed them (a card back chosen
in one window wiped the animation speed and summary time set in the other). Such values are
taken into this window's settings too, except its window's size, place and full screen.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ginrummy_desktop.engine.errors import RulesError
from ginrummy_desktop.engine.rules import PRESET_NAMES, RuleSet
from ginrummy_desktop.i18n import SUPPORTED_LANGUAGES
from ginrummy_desktop.persistence import paths
from ginrummy_desktop.persistence.atomic import atomic_write_text
from ginrummy_desktop.persistence.errors import DamagedFile, DamagedSaveError, SaveWriteError
from ginrummy_desktop.persistence.files import display_name, read_capped
from ginrummy_desktop.persistence.saves import OPPONENT_LEVELS, move_aside, parse_json_bytes

__all__ = [
    "ANIMATION_SPEEDS",
    "CARD_SIZES",
    "DECK_COLOURS",
    "SETTINGS_SCHEMA",
    "SUMMARY_SECONDS",
    "Settings",
    "load_settings",
    "save_settings",
]

SETTINGS_SCHEMA = 1
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
DECK_COLOURS: tuple[str, ...] = ("2color", "4color")
CARD_SIZES: tuple[str, ...] = ("normal", "large")
SUMMARY_SECONDS: tuple[int, ...] = (0, 5, 10, 20)
"""How long the round summary stays before the next round (0 = off: until closed)."""
"""The card face sets of ``assets/cards/`` (two- or four-colour suits)."""
MIN_WINDOW = (640, 420)
"""The smallest window the game lays out (``ui.display.MIN_SIZE`` is this): a window size
below it is not kept (it was 640x480 while the window went down to 640x420, so a 640x450
window was used but not remembered, and a saved one was dropped at the next start)."""
MAX_WINDOW = (7680, 4320)
"""An 8K screen; a larger window (16384x16384 costs 1-2.5 GB) is not a real setting."""
MAX_POSITION = 16384
"""A window position (on any of several screens) is within this many pixels of the origin."""
MAX_SETTINGS_BYTES = 64 * 1024
"""A settings file is a few hundred bytes; anything over this is not one."""
_NO_POS = ("no", "position")  # _check's answer for a valid null (window_pos, custom_rules)
MAX_RULES_TEXT = 400
"""A custom rule set's text is under 200 characters even with every number changed."""
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}\Z")


def _default_language() -> str:
    try:
        from ginrummy_desktop.i18n import system_language

        return system_language()
    except Exception:  # a broken locale must not stop the game
        return "en"


@dataclass
class Settings:
    """Every setting with its default. ``language`` defaults to the system's language;
    ``card_back`` is a name from ``assets.card_back_names()`` (never a path)."""

    language: str = field(default_factory=_default_language)
    opponent: str = "medium"
    animation_speed: str = "normal"
    deck_colours: str = "2color"
    card_back: str = "blue"
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    last_preset: str = "classic"
    card_size: str = "normal"
    summary_seconds: int = 10
    window_pos: tuple[int, int] | None = None
    show_hints: bool = True
    custom_rules: str | None = None
    offer_tutorial: bool = True

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["window_pos"] = None if self.window_pos is None else list(self.window_pos)
        return {"schema_version": SETTINGS_SCHEMA, **data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a parsed file: valid fields taken, others defaulted; also returns the
        names of the fields that were present but invalid."""
        settings = cls()
        bad: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _check(f.name, data[f.name])
            if value is None:
                bad.append(f.name)
            else:
                setattr(settings, f.name, None if value is _NO_POS else value)
        return settings, bad


def _check(name: str, value: Any) -> Any:
    """The value if it is valid for field ``name`` (normalised), else None."""
    choices: dict[str, tuple[str, ...]] = {
        "language": SUPPORTED_LANGUAGES,
        "opponent": OPPONENT_LEVELS,
        "animation_speed": ANIMATION_SPEEDS,
        "deck_colours": DECK_COLOURS,
        "last_preset": (*PRESET_NAMES, "custom"),
        "card_size": CARD_SIZES,
    }
    if name in choices:
        return value if isinstance(value, str) and value in choices[name] else None
    if name == "card_back":
        return value if isinstance(value, str) and _NAME.match(value) and \
            value in _card_backs() else None
    if name == "summary_seconds":
        return value if type(value) is int and value in SUMMARY_SECONDS else None
    if name == "custom_rules":
        if value is None:
            return _NO_POS
        if not isinstance(value, str) or len(value) > MAX_RULES_TEXT:
            return None
        try:
            RuleSet.parse(value)
        except RulesError:
            return None
        return value
    if name == "window_pos":
        if value is None:
            return _NO_POS
        if (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)
                and all(-MAX_POSITION <= v <= MAX_POSITION for v in value)):
            return (value[0], value[1])
        return None
    if name in ("sound", "fullscreen", "show_hints", "offer_tutorial"):
        return value if isinstance(value, bool) else None
    if name == "window_size":
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(type(v) is int for v in value)
            and MIN_WINDOW[0] <= value[0] <= MAX_WINDOW[0]
            and MIN_WINDOW[1] <= value[1] <= MAX_WINDOW[1]
        ):
            return (value[0], value[1])
        return None
    return None  # pragma: no cover - every field is handled above


def _card_backs() -> list[str]:
    """The card backs that have an image (a name without one would crash the drawing)."""
    try:
        from ginrummy_desktop.assets import card_back_names

        return card_back_names() or ["blue"]
    except Exception:  # no assets at all: only the default can be right
        return ["blue"]


def load_settings(path: Path | None = None) -> tuple[Settings, DamagedFile | None]:
    """The saved settings (defaults if there are none) and a problem if the file was damaged.

    Never raises: an unreadable or damaged file gives defaults and a :class:`DamagedFile`.
    """
    path = paths.settings_path() if path is None else path
    settings = Settings()
    bad: list[str] = []  # the values read wrong (none where the file itself is unreadable)
    try:
        try:
            data = read_capped(path, MAX_SETTINGS_BYTES)
        except FileNotFoundError:
            _remember(settings, settings.to_dict())
            return settings, None
        except IsADirectoryError as e:
            raise DamagedSaveError("unreadable", "not a regular file") from e
        doc = parse_json_bytes(data)
        if not isinstance(doc, dict):
            raise DamagedSaveError("wrong_shape", "not an object")
        version = doc.get("schema_version", SETTINGS_SCHEMA)
        if type(version) is not int or version < 1:
            raise DamagedSaveError("wrong_shape", f"schema_version {version!r}")
        if version > SETTINGS_SCHEMA:
            raise DamagedSaveError("newer_version", f"schema_version {version}")
        settings, bad = Settings.from_dict(doc)
        if bad:
            raise DamagedSaveError("wrong_shape", "invalid " + ", ".join(bad))
    except DamagedSaveError as e:
        moved = move_aside(path, path.parent / "damaged")  # = paths.config_damaged_dir()
        if moved is not None:
            try:
                save_settings(settings, path)
            except SaveWriteError:
                pass
        problem = DamagedFile(display_name(path.name), e.kind, moved, e.detail, "settings",
                              partly=bool(bad))
        return settings, problem
    _remember(settings, settings.to_dict())
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically, with what another window changed since this one read
    them (:func:`_changed_elsewhere`, also taken into ``settings``); :class:`SaveWriteError`
    if that fails."""
    path = paths.settings_path() if path is None else path
    names, theirs = _changed_elsewhere(settings, path)
    data = settings.to_dict()
    if theirs is not None:
        found = theirs.to_dict()
        data.update({name: found[name] for name in names})
        _take(settings, names, theirs)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise SaveWriteError(f"could not write {path.name}: {e}", "settings") from e
    _remember(settings, data)


def take_others(settings: Settings, path: Path | None = None) -> bool:
    """Take into ``settings`` what another window wrote to the file since this one last read
    or wrote it, where this one has not changed it since (the settings screen opens with the
    values of the moment, so a choice made there is this window's own); whether anything
    that shows changed."""
    path = paths.settings_path() if path is None else path
    names, theirs = _changed_elsewhere(settings, path)
    if theirs is None:
        return False
    _take(settings, names, theirs)
    found = theirs.to_dict()
    _remember(settings, {**settings.__dict__["_as_read"], **{n: found[n] for n in names}})
    return any(name not in OWN_WINDOW for name in names)


OWN_WINDOW = ("window_size", "window_pos", "fullscreen")
"""Settings of the window itself: another window's are kept in the file, not taken into this
one (it would move or resize)."""


def _remember(settings: Settings, data: dict[str, Any]) -> None:
    """Keep with ``settings`` the file's values as this window last read or wrote them."""
    settings.__dict__["_as_read"] = dict(data)


def _changed_elsewhere(settings: Settings, path: Path) -> tuple[list[str], Settings | None]:
    """(names, the file's settings) of the settings the file holds otherwise than this window
    last read or wrote them (:func:`_remember`), which this window has not changed since:
    another window wrote them. ([], None) where this window read nothing yet or the file
    cannot be read as settings."""
    base = settings.__dict__.get("_as_read")
    if base is None:
        return [], None
    try:
        doc = parse_json_bytes(read_capped(path, MAX_SETTINGS_BYTES))
    except (OSError, DamagedSaveError):
        return [], None
    if not isinstance(doc, dict) or doc.get("schema_version", SETTINGS_SCHEMA) != SETTINGS_SCHEMA:
        return [], None
    theirs, bad = Settings.from_dict(doc)
    mine, found = settings.to_dict(), theirs.to_dict()
    names = [f.name for f in fields(Settings) if f.name in doc and f.name not in bad
             and mine[f.name] == base.get(f.name) and found[f.name] != mine[f.name]]
    return names, theirs


def _take(settings: Settings, names: list[str], theirs: Settings) -> None:
    """Set ``names`` (:data:`OWN_WINDOW` apart) in ``settings`` from the file's ``theirs``."""
    for name in names:
        if name not in OWN_WINDOW:
            setattr(settings, name, getattr(theirs, name))
