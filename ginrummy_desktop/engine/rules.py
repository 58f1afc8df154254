"""Rule sets: the five presets of RULES.md and custom variations of them.

>>> RuleSet.preset("short").target, RuleSet.preset("short").shutout
(50, 'double')
>>> RuleSet.preset("single").big_gin_bonus is None
True
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from ginrummy_desktop.engine.errors import RulesError

Shutout = Literal["none", "double", "plus100"]
FirstDealer = Literal["cut", "random"]

PRESET_NAMES: tuple[str, ...] = ("classic", "short", "bonus", "single", "to100")


@dataclass(frozen=True)
class RuleSet:
    """Every number a match needs. ``target`` None means a single scored round ends the match;
    ``big_gin_bonus`` None means Big Gin is not allowed."""

    name: str = "classic"
    target: int | None = 100
    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    big_gin_bonus: int | None = 31
    game_bonus: int = 0
    box_bonus: int = 0
    shutout: Shutout = "none"
    shutout_bonus: int = 100
    first_dealer: FirstDealer = "cut"

    def __post_init__(self) -> None:
        if self.target is not None and self.target <= 0:
            raise RulesError("bad_rules", detail=f"target {self.target}")
        if not 0 <= self.knock_limit <= 100:
            raise RulesError("bad_rules", detail=f"knock limit {self.knock_limit}")
        if self.shutout not in ("none", "double", "plus100"):
            raise RulesError("bad_rules", detail=f"shutout {self.shutout!r}")
        if self.first_dealer not in ("cut", "random"):
            raise RulesError("bad_rules", detail=f"first dealer {self.first_dealer!r}")
        for f in ("gin_bonus", "undercut_bonus", "game_bonus", "box_bonus", "shutout_bonus"):
            if getattr(self, f) < 0:
                raise RulesError("bad_rules", detail=f"{f} {getattr(self, f)}")

    @property
    def single_round(self) -> bool:
        return self.target is None

    @property
    def big_gin_allowed(self) -> bool:
        return self.big_gin_bonus is not None

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """One of RULES.md's presets: "classic", "short", "bonus", "single", "to100"."""
        try:
            return _PRESETS[name]
        except KeyError:
            raise RulesError("bad_rules", detail=f"no preset {name!r}") from None

    def custom(self, **changes: Any) -> RuleSet:
        """A copy with some numbers changed, named "custom"."""
        return replace(self, name="custom", **changes)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> RuleSet:
        """Rebuild from ``to_dict()``; unknown keys or wrong types raise ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError("bad_rules", detail="not an object")
        known = {f.name: f for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise RulesError("bad_rules", detail=f"unknown key {key!r}")
            if key in ("name", "shutout", "first_dealer"):
                ok = isinstance(value, str)
            elif key in ("target", "big_gin_bonus"):
                ok = value is None or (isinstance(value, int) and not isinstance(value, bool))
            else:
                ok = isinstance(value, int) and not isinstance(value, bool)
            if not ok:
                raise RulesError("bad_rules", detail=f"{key}={value!r}")
        return cls(**data)


_PRESETS: dict[str, RuleSet] = {
    "classic": RuleSet(name="classic", target=100, first_dealer="cut"),
    "short": RuleSet(
        name="short", target=50, game_bonus=100, box_bonus=25, shutout="double",
        first_dealer="random",
    ),
    "bonus": RuleSet(
        name="bonus", target=100, game_bonus=100, box_bonus=25, shutout="plus100",
        first_dealer="cut",
    ),
    "single": RuleSet(name="single", target=None, big_gin_bonus=None, first_dealer="random"),
    "to100": RuleSet(name="to100", target=100, big_gin_bonus=None, first_dealer="random"),
}
