"""Rule sets: the presets of RULES.md and custom variations of them.

>>> RuleSet.preset("short").target, RuleSet.preset("short").shutout
(50, 'double')
>>> RuleSet.preset("single").big_gin_bonus is None
True

Oklahoma: the round's first upcard sets its knock limit (an ace: Gin only) and a spade
doubles every point of the round:

>>> ok = RuleSet.preset("oklahoma")
>>> ok.round_knock_limit(Card.parse("4C")), ok.round_knock_limit(Card.parse("AD"))
(4, 0)
>>> ok.round_doubles(Card.parse("7S")), ok.round_doubles(Card.parse("7H"))
(True, False)

A rule set has a text form that round-trips (a preset's name, or "custom" and the changes):

>>> RuleSet.preset("hollywood").text()
'hollywood'
>>> r = RuleSet.preset("oklahoma").custom(target=200, spades_double=False)
>>> r.text()
'custom,target=200,oklahoma=on,base=oklahoma'
>>> RuleSet.parse(r.text()) == r
True

A custom rule set remembers the preset it was made from (``base``; "" where that is not
known, as in a save from before it was kept). It names the set and plays no part otherwise:
two rule sets with the same numbers are equal whatever their base.

>>> r.base, RuleSet.parse("hollywood,target=10").base, RuleSet.parse("custom,target=10").base
('oklahoma', 'hollywood', '')
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Literal

from ginrummy_desktop.engine.cards import Card
from ginrummy_desktop.engine.errors import RulesError

Shutout = Literal["none", "double", "plus100"]
FirstDealer = Literal["cut", "random"]

PRESET_NAMES: tuple[str, ...] = (
    "classic", "short", "bonus", "single", "to100", "oklahoma", "hollywood",
)

HOLLYWOOD_GAMES = 3
"""A Hollywood score sheet holds three games at once."""

RANGES: dict[str, tuple[int, int]] = {
    "target": (10, 1000),
    "knock_limit": (0, 10),
    "gin_bonus": (0, 100),
    "undercut_bonus": (0, 100),
    "big_gin_bonus": (0, 100),
    "game_bonus": (0, 500),
    "box_bonus": (0, 100),
    "shutout_bonus": (0, 500),
}
"""The sensible range (inclusive) of every number a player may change."""

_BOOL_TEXT = {"on": True, "off": False, "yes": True, "no": False, "true": True,
              "false": False, "1": True, "0": False}


@dataclass(frozen=True)
class RuleSet:
    """Every number a match needs. ``target`` None means a single scored round ends the match;
    ``big_gin_bonus`` None means Big Gin is not allowed. ``oklahoma``: the round's first upcard
    lowers its knock limit (an ace allows only Gin); ``spades_double``: a spade as first upcard
    doubles every point of the round; ``hollywood``: three games on one score sheet, each to
    ``target``, with the end bonuses per game. ``base``: the preset a custom rule set was made
    from ("" if not known), for its name only (not compared)."""

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
    oklahoma: bool = False
    spades_double: bool = False
    hollywood: bool = False
    base: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        for key, (lo, hi) in RANGES.items():
            value = getattr(self, key)
            if value is not None and not lo <= value <= hi:
                raise RulesError("bad_rules", detail=f"{key} {value} (allowed {lo}..{hi})")
        if self.shutout not in ("none", "double", "plus100"):
            raise RulesError("bad_rules", detail=f"shutout {self.shutout!r}")
        if self.first_dealer not in ("cut", "random"):
            raise RulesError("bad_rules", detail=f"first dealer {self.first_dealer!r}")
        if self.hollywood and self.target is None:
            raise RulesError("bad_rules", detail="Hollywood scoring needs a target")
        if self.base and self.base not in PRESET_NAMES:
            raise RulesError("bad_rules", detail=f"base {self.base!r}")

    @property
    def single_round(self) -> bool:
        return self.target is None

    @property
    def big_gin_allowed(self) -> bool:
        return self.big_gin_bonus is not None

    # --- the round's own numbers (Oklahoma) -----------------------------------------------------
    def round_knock_limit(self, upcard: Card) -> int:
        """The knock limit of a round whose first upcard is ``upcard``: the rule set's limit,
        or with Oklahoma the upcard's value (ten and court cards 10) if lower; an ace means 0,
        so only Gin ends the round."""
        if not self.oklahoma:
            return self.knock_limit
        return 0 if upcard.rank == 1 else min(self.knock_limit, upcard.value)

    def round_doubles(self, upcard: Card) -> bool:
        """Whether every point of a round with this first upcard counts double."""
        return self.spades_double and upcard.suit == 0

    # --- presets and custom rule sets ---------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """One of RULES.md's presets: "classic", "short", "bonus", "single", "to100",
        "oklahoma", "hollywood"."""
        try:
            return _PRESETS[name]
        except KeyError:
            raise RulesError("bad_rules", detail=f"no preset {name!r}") from None

    def custom(self, **changes: Any) -> RuleSet:
        """A copy with some numbers changed, named "custom" (its ``base`` is this preset, or
        this custom set's base)."""
        return replace(self, name="custom", **changes)

    @property
    def is_preset(self) -> bool:
        """Whether this is one of the presets, unchanged."""
        return _PRESETS.get(self.name) == self

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> RuleSet:
        """Rebuild from ``to_dict()``; unknown keys or wrong types raise ``RulesError``.
        Keys missing (a save from before the variants) keep their defaults."""
        if not isinstance(data, dict):
            raise RulesError("bad_rules", detail="not an object")
        known = {f.name: f for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise RulesError("bad_rules", detail=f"unknown key {key!r}")
            if key in ("name", "shutout", "first_dealer", "base"):
                ok = isinstance(value, str)
            elif key in ("oklahoma", "spades_double", "hollywood"):
                ok = isinstance(value, bool)
            elif key in ("target", "big_gin_bonus"):
                ok = value is None or (isinstance(value, int) and not isinstance(value, bool))
            else:
                ok = isinstance(value, int) and not isinstance(value, bool)
            if not ok:
                raise RulesError("bad_rules", detail=f"{key}={value!r}")
        return cls(**data)

    # --- text ---------------------------------------------------------------------------------
    def text(self) -> str:
        """A preset's name, or ``custom,key=value,...`` with every number that differs from
        Classic (``none`` for no target / no Big Gin, ``on``/``off`` for the switches), and
        last ``base=`` the preset it was made from, where known."""
        if self.is_preset:
            return self.name
        base = RuleSet(name="custom")
        parts = ["custom"] if self.name == "custom" else ["custom", f"name={self.name}"]
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name != "name" and value != getattr(base, f.name):
                parts.append(f"{f.name}={_value_text(value)}")
        return ",".join(parts)

    @classmethod
    def parse(cls, text: str) -> RuleSet:
        """Inverse of ``text``; also a preset with changes, e.g. ``"hollywood,target=150"``
        (that is a custom rule set). Raises ``RulesError`` naming the bad part.

        >>> RuleSet.parse("oklahoma,spades_double=off").spades_double
        False
        """
        if not isinstance(text, str) or not text.strip():
            raise RulesError("bad_rules", detail="empty rule text")
        head, *items = [p.strip() for p in text.split(",")]
        base = RuleSet(name="custom") if head == "custom" else cls.preset(head)
        known = {f.name: f for f in fields(cls)}
        changes: dict[str, Any] = {}
        for item in items:
            key, sep, raw = item.partition("=")
            key = key.strip()
            if not sep or key not in known:
                raise RulesError("bad_rules", detail=f"not a rule: {item!r}")
            changes[key] = _parse_value(key, raw.strip(), getattr(base, key))
        if not changes:
            return base
        name = changes.pop("name", "custom")
        return replace(base, name=name, **changes)


def _value_text(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _parse_value(key: str, raw: str, current: object) -> object:
    low = raw.lower()
    if isinstance(current, bool):
        if low not in _BOOL_TEXT:
            raise RulesError("bad_rules", detail=f"{key}={raw!r} (on or off)")
        return _BOOL_TEXT[low]
    if key in ("name", "shutout", "first_dealer", "base"):
        return raw
    if low == "none" and key in ("target", "big_gin_bonus"):
        return None
    try:
        return int(raw)
    except ValueError:
        raise RulesError("bad_rules", detail=f"{key}={raw!r} is not a number") from None


_PRESETS: dict[str, RuleSet] = {name: replace(r, base=name) for name, r in {
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
    "oklahoma": RuleSet(
        name="oklahoma", target=150, first_dealer="cut", oklahoma=True, spades_double=True,
    ),
    "hollywood": RuleSet(
        name="hollywood", target=100, game_bonus=100, box_bonus=25, shutout="plus100",
        first_dealer="cut", hollywood=True,
    ),
}.items()}
