"""Schema versions of the match file and the explicit migrations between them.

A match file states its version in ``"schema_version"``. :func:`migrate` brings any older
document up to :data:`CURRENT_SCHEMA` one step at a time through :data:`MIGRATIONS` (each a
pure function from the dict of version *n* to the dict of version *n+1*); the file on disk is
not touched when it is loaded, it is simply written in the current version by the next save.
A version above :data:`CURRENT_SCHEMA` raises ``DamagedSaveError("newer_version")``.

Version 0 (the development builds before the first release) looked like this::

    {"version": 0, "preset": "classic", "seed": 7, "opponent": "hard",
     "moves": ["pass", "draw", "discard QS"], "saved_at": 1764400000.0}

- the rules were always a preset, named by ``"preset"``;
- the opponent levels were called ``easy`` / ``normal`` / ``hard``;
- the actions were called ``"moves"`` (already in the engine's text form);
- only one time was kept, ``"saved_at"`` in Unix seconds (UTC).

Version 1 (current) is documented in :mod:`ginrummy_desktop.persistence.saves`.

>>> doc = {"version": 0, "preset": "short", "seed": 7, "opponent": "hard",
...        "moves": ["pass"], "saved_at": 0}
>>> new = migrate(doc)
>>> new["schema_version"], new["players"], new["rules"]["target"], new["started"]
(1, {'human': 0, 'opponent': 'strong'}, 50, '1970-01-01T00:00:00+00:00')
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from ginrummy_desktop.engine.errors import RulesError
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence.errors import DamagedSaveError

__all__ = ["CURRENT_SCHEMA", "MIGRATIONS", "migrate", "schema_of"]

CURRENT_SCHEMA = 1

_V0_LEVELS = {"easy": "simple", "normal": "medium", "hard": "strong"}


def _v0_to_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0 -> 1: preset name -> full rules, levels renamed, moves -> actions, one time."""
    preset = doc.get("preset")
    if not isinstance(preset, str):
        raise DamagedSaveError("wrong_shape", "version 0: preset must be a string")
    try:
        rules = RuleSet.preset(preset).to_dict()
    except RulesError:
        raise DamagedSaveError("wrong_shape", f"version 0: unknown preset {preset!r}") from None
    level = doc.get("opponent")
    if not isinstance(level, str) or level not in _V0_LEVELS:
        raise DamagedSaveError("wrong_shape", f"version 0: opponent {level!r}")
    moves = doc.get("moves")
    if not isinstance(moves, list):
        raise DamagedSaveError("wrong_shape", "version 0: moves must be a list")
    saved_at = doc.get("saved_at")
    if (
        not isinstance(saved_at, (int, float))
        or isinstance(saved_at, bool)
        or not math.isfinite(saved_at)
    ):
        raise DamagedSaveError("wrong_shape", f"version 0: saved_at {saved_at!r}")
    try:
        moment = datetime.fromtimestamp(saved_at, UTC).isoformat()
    except (OverflowError, OSError, ValueError):
        raise DamagedSaveError("wrong_shape", f"version 0: saved_at {saved_at!r}") from None
    return {
        "schema_version": 1,
        "rules": rules,
        "seed": doc.get("seed"),
        "players": {"human": 0, "opponent": _V0_LEVELS[level]},
        "actions": moves,
        "started": moment,
        "last_played": moment,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1}
"""``MIGRATIONS[n]`` turns a version-``n`` document into version ``n + 1``."""


def schema_of(doc: Any) -> int:
    """The schema version of a parsed match file; ``DamagedSaveError("wrong_shape")`` if it
    has none. Version 0 files are recognised by ``"version": 0`` with a ``"moves"`` list."""
    if not isinstance(doc, dict):
        raise DamagedSaveError("wrong_shape", f"top level is {type(doc).__name__}, not an object")
    if "schema_version" in doc:
        version = doc["schema_version"]
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise DamagedSaveError("wrong_shape", f"schema_version {version!r}")
        return version
    old = doc.get("version")
    if type(old) is int and old == 0 and "moves" in doc:
        return 0
    raise DamagedSaveError("wrong_shape", "no schema_version")


def migrate(doc: Any) -> dict[str, Any]:
    """``doc`` brought up to :data:`CURRENT_SCHEMA`; raises only ``DamagedSaveError``."""
    version = schema_of(doc)
    if version > CURRENT_SCHEMA:
        raise DamagedSaveError("newer_version", f"schema_version {version} > {CURRENT_SCHEMA}")
    current: dict[str, Any] = doc
    while version < CURRENT_SCHEMA:
        current = MIGRATIONS[version](current)
        version += 1
    return current
