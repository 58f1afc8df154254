"""The rule editor's model (pygame-free): a preset's numbers and switches, changed one field at
a time, checked against ``RANGES``, and turned into a ``RuleSet``.

>>> from ginrummy_desktop.engine import RuleSet
>>> form = RulesForm(RuleSet.preset("classic"))
>>> form.step("target", 1), form.rules().text()
(None, 'custom,target=110,base=classic')
>>> str(form.type_value("knock_limit", "12"))
'Knock limit: 12 is out of range (0 to 10).'
>>> form.toggle("oklahoma"), form.rules().oklahoma
(None, True)

A value out of range is refused with a message naming the allowed range and the old value
stays; a step beyond a bound stays at the bound and says so. A rule set equal to a preset is
that preset again (``rules().name``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from ginrummy_desktop.engine import PRESET_NAMES, RulesError, RuleSet
from ginrummy_desktop.engine.rules import RANGES
from ginrummy_desktop.i18n import N_, LazyString
from ginrummy_desktop.i18n import terms as T

OUT_OF_RANGE = N_("{field}: {value} is out of range ({lo} to {hi}).")
NOT_A_NUMBER = N_("{field}: {value} is not a whole number.")
AT_MOST = N_("{field}: at most {hi}.")
AT_LEAST = N_("{field}: at least {lo}.")
HOLLYWOOD_NEEDS_TARGET = N_("Hollywood scoring needs a target: a single round has no games.")

SINGLE_ROUND = N_("one round")
ON = N_("on")
OFF = N_("off")
SHUTOUT_NAMES: dict[str, LazyString] = {
    "none": N_("no bonus"),
    "double": N_("doubled"),
    "plus100": N_("extra points"),
}

LABELS: dict[str, LazyString] = {
    "target": N_("Target"),
    "knock_limit": N_("Knock limit"),
    "gin_bonus": N_("Gin bonus"),
    "undercut_bonus": N_("Undercut bonus"),
    "big_gin": N_("Big Gin"),
    "big_gin_bonus": N_("Big Gin bonus"),
    "game_bonus": N_("Game bonus"),
    "box_bonus": N_("Box bonus"),
    "shutout": N_("Shutout"),
    "shutout_bonus": N_("Shutout bonus"),
    "oklahoma": N_("Oklahoma"),
    "spades_double": N_("Spades double"),
    "hollywood": N_("Hollywood scoring"),
}

EXPLAIN: dict[str, LazyString] = {
    "target": N_("The points that win the match; with Hollywood scoring, the points that close "
                 "each game."),
    "knock_limit": N_("The most deadwood a player may knock with (0: only Gin ends a round); "
                      "with Oklahoma, a lower first upcard lowers it for its round."),
    "gin_bonus": N_("Added to the other player's deadwood for Gin (every card in a meld)."),
    "undercut_bonus": N_(
        "For the defender when, after laying off, it has no more deadwood than the knocker "
        "(an undercut)."),
    "big_gin": N_("Eleven cards in melds after drawing end the round at once, with its own "
                  "bonus."),
    "big_gin_bonus": N_("Added to the other player's deadwood for Big Gin."),
    "game_bonus": N_("For the winner, at the end of the match (with Hollywood scoring: of each "
                     "game)."),
    "box_bonus": N_("For each player per round won, at the end of the match (with Hollywood "
                    "scoring: of each game)."),
    "shutout": N_(
        "When the loser won no round: the winner's points are doubled, or extra points are "
        "added."),
    "shutout_bonus": N_("The extra points for a shutout (with \"extra points\")."),
    "oklahoma": N_("The round's first upcard sets its knock limit (its value; an ace: only "
                   "Gin)."),
    # it doubles without Oklahoma too (``RuleSet.round_doubles``); "With Oklahoma: ..." read
    # as if the switch did nothing without it
    "spades_double": N_("A spade as the round's first upcard doubles every point of the "
                        "round (with or without Oklahoma)."),
    "hollywood": N_(
        "Three games scored at once, each to the target: a player's first won round counts in "
        "game 1, the second in games 1 and 2, every later one in all three still open."),
}
"""What each row means (shown under the editor for the row under the mouse or in focus)."""


@dataclass(frozen=True)
class Field:
    """One row of the editor: ``kind`` "number", "switch" or "choice"; ``step`` for numbers."""

    key: str
    kind: str
    step: int = 1

    @property
    def label(self) -> LazyString:
        return LABELS[self.key]

    @property
    def explanation(self) -> LazyString:
        return EXPLAIN[self.key]


FIELDS: tuple[Field, ...] = (
    Field("target", "number", 10),
    Field("knock_limit", "number", 1),
    Field("gin_bonus", "number", 5),
    Field("undercut_bonus", "number", 5),
    Field("big_gin", "switch"),
    Field("big_gin_bonus", "number", 1),
    Field("game_bonus", "number", 25),
    Field("box_bonus", "number", 5),
    Field("shutout", "choice"),
    Field("shutout_bonus", "number", 25),
    Field("oklahoma", "switch"),
    Field("spades_double", "switch"),
    Field("hollywood", "switch"),
)
"""The rows, in the order the editor shows them (RULES.md, "Custom")."""

FIELD_BY_KEY = {f.key: f for f in FIELDS}
Value = int | str | bool | None
"""A field's value: a number (None: no target, no Big Gin), the shutout kind, a switch."""
SHUTOUTS = ("none", "double", "plus100")
_DEFAULT_BIG_GIN = 31


SHORT: dict[str, LazyString] = {
    "target": N_("to {v}"),
    "knock_limit": N_("knock {v}"),
    "gin_bonus": N_("Gin {v}"),
    "undercut_bonus": N_("undercut {v}"),
    "big_gin_bonus": N_("Big Gin {v}"),
    "game_bonus": N_("game bonus {v}"),
    "box_bonus": N_("box {v}"),
    "shutout_bonus": N_("shutout +{v}"),
}
"""A changed number in the few words of a saved match's line."""
SHORT_SHUTOUT: dict[str, LazyString] = {
    "none": N_("no shutout bonus"),
    "double": N_("shutout \u00d72"),
    "plus100": N_("shutout +{v}"),
}
"""A changed shutout kind in those words; the extra points with their count ("shutout extra
points" / "Zu-null Extrapunkte" named neither the count nor read as German)."""
GIN_ONLY = N_("Gin only")
"""A knock limit of 0 in those words ("knock 0" said it tersely: only Gin ends a round)."""
SHORT_ON: dict[str, LazyString] = {
    "big_gin": N_("Big Gin"),
    "oklahoma": N_("Oklahoma"),
    "spades_double": N_("spades \u00d72"),
    "hollywood": N_("Hollywood"),
}
SHORT_OFF: dict[str, LazyString] = {
    "big_gin": N_("no Big Gin"),
    "oklahoma": N_("no Oklahoma"),
    "spades_double": N_("spades not doubled"),
    "hollywood": N_("no Hollywood"),
}


def _changes(rules: RuleSet, base: RuleSet) -> list[str]:
    """The few words of each field where ``rules`` differs from ``base``."""
    form, other = RulesForm(rules), RulesForm(base)
    parts = []
    for f in FIELDS:
        if not form.used(f.key) or (f.key == "shutout_bonus" and not other.used(f.key)):
            continue  # not counted with these rules, or already said with the shutout kind
        if form.value(f.key) == other.value(f.key):
            continue
        if f.kind == "switch":
            parts.append(str((SHORT_ON if form.value(f.key) else SHORT_OFF)[f.key]))
        elif f.key == "target" and form.value(f.key) is None:
            parts.append(str(SINGLE_ROUND))
        elif f.key == "knock_limit" and form.value(f.key) == 0:
            parts.append(str(GIN_ONLY))
        elif f.key == "shutout":
            parts.append(SHORT_SHUTOUT[str(form.value(f.key))].format(
                v=form.text("shutout_bonus")))
        else:
            parts.append(SHORT[f.key].format(v=form.text(f.key)))
    return parts


def _may_name(rules: RuleSet, preset: str) -> bool:
    """Whether ``preset`` may head the name of ``rules``: it chooses the first dealer as they do
    (no change says that: "Short" named sets that cut) and the set plays its variant."""
    return RuleSet.preset(preset).first_dealer == rules.first_dealer and (
        preset not in ("oklahoma", "hollywood") or bool(getattr(rules, preset)))


def nearest_preset(rules: RuleSet) -> str:
    """The preset a custom rule set changes least of those that may name it (Classic first)."""
    return min((p for p in PRESET_NAMES if _may_name(rules, p)),
               key=lambda p: len(_changes(rules, RuleSet.preset(p))))


def name_base(rules: RuleSet) -> str:
    """The preset a custom rule set's name starts from: the one it was made from, or where
    that is not known (an older save) or does not fit, the nearest."""
    return rules.base if rules.base and _may_name(rules, rules.base) else nearest_preset(rules)


def rules_brief(rules: RuleSet) -> str:
    """What a custom rule set is, in a few words of the current language (the saved matches
    list): the preset it was made from (:func:`name_base`) "+" its changes; "" for a preset.

    >>> rules_brief(RuleSet.preset("classic").custom(target=150, knock_limit=8))
    'Classic + to 150, knock 8'
    >>> rules_brief(RuleSet.preset("classic").custom(target=150, oklahoma=True))
    'Classic + to 150, Oklahoma'
    >>> rules_brief(RuleSet.preset("hollywood").custom(target=10, shutout="double"))
    'Hollywood scoring + to 10, shutout \u00d72'
    >>> rules_brief(RuleSet.parse("classic,target=10,knock_limit=0"))
    'Classic + to 10, Gin only'
    """
    if rules.is_preset:
        return ""
    base = name_base(rules)
    changes = _changes(rules, RuleSet.preset(base))
    return f"{T.PRESET_NAMES[base]} + {', '.join(changes)}"


def rules_title(rules: RuleSet) -> str:
    """A rule set as the table and the score sheet name it: a preset's name, or for custom
    rules the preset they were made from "+" the changes (:func:`rules_brief`).

    >>> rules_title(RuleSet.preset("oklahoma")), rules_title(RuleSet.parse("short,target=70"))
    ('Oklahoma Gin', 'Short + to 70')
    """
    return rules_brief(rules) or str(T.PRESET_NAMES.get(rules.name, T.PRESET_NAMES["custom"]))


def unbroken(title: str) -> str:
    """``title`` (:func:`rules_title`) with each of its changes kept whole when wrapped
    ("Zu-null-Sieg +100" wrapped after "Zu-null-Sieg" at 1100x700, German).

    >>> unbroken("To 100, no extras + game bonus 100, box 25").replace("\u00a0", "_")
    'To 100, no extras + game_bonus_100, box_25'
    """
    head, plus, rest = title.partition(" + ")
    return head + plus + ", ".join(p.replace(" ", "\u00a0") for p in rest.split(", ")) \
        if plus else title


def rules_name(preset: str, text: str = "") -> str:
    """A rule set as the lists name it: a preset's name, or for custom rules the preset they
    were made from "+" the changes (``text`` is ``RuleSet.text()``; an unreadable one gives the
    plain "Custom rules").

    >>> rules_name("custom", "custom,knock_limit=7,spades_double=on")
    'Classic + knock 7, spades \u00d72'
    """
    name = str(T.PRESET_NAMES.get(preset, preset))
    if preset in PRESET_NAMES or not text:
        return name
    try:
        brief = rules_brief(RuleSet.parse(text))
    except RulesError:
        return name
    return brief or name


def matching_preset(rules: RuleSet) -> RuleSet:
    """``rules`` as the preset it equals in every number, or unchanged (then "custom")."""
    for name in PRESET_NAMES:
        preset = RuleSet.preset(name)
        if replace(rules, name=name) == preset:
            return preset
    return rules if rules.name == "custom" else replace(rules, name="custom")


class RulesForm:
    """The numbers and switches of a rule set being edited (see the module docstring)."""

    def __init__(self, base: RuleSet) -> None:
        self.base = base
        self.values: dict[str, Value] = {f.name: getattr(base, f.name) for f in fields(RuleSet)}
        # Big Gin off keeps the last bonus, so switching it on again restores it
        self.big_gin_bonus = _DEFAULT_BIG_GIN if base.big_gin_bonus is None else base.big_gin_bonus

    # --- reading --------------------------------------------------------------------------
    def value(self, key: str) -> Value:
        if key == "big_gin":
            return self.values["big_gin_bonus"] is not None
        if key == "big_gin_bonus":
            return self.big_gin_bonus
        return self.values[key]

    def used(self, key: str) -> bool:
        """Whether a row counts with the other settings (dimmed if not: a Big Gin bonus without
        Big Gin, a shutout bonus but for the extra points kind, Oklahoma and the undercut bonus
        with knock limit 0, where no knock is allowed; spade doubling counts without Oklahoma)."""
        if key == "big_gin_bonus":
            return bool(self.value("big_gin"))
        if key == "shutout_bonus":
            return bool(self.values["shutout"] == "plus100")
        if key in ("oklahoma", "undercut_bonus"):
            return self.values["knock_limit"] != 0
        return True

    def text(self, key: str) -> str:
        """The row's value as the editor shows it, in the current language."""
        v = self.value(key)
        kind = FIELD_BY_KEY[key].kind
        if kind == "switch":
            return str(ON if v else OFF)
        if kind == "choice":
            return str(SHUTOUT_NAMES[str(v)])
        if key == "target" and v is None:
            return str(SINGLE_ROUND)
        return str(v)

    def rules(self) -> RuleSet:
        """The rule set of the form: a preset if it equals one, else named "custom"."""
        return matching_preset(RuleSet.from_dict({**self.values, "name": "custom"}))

    # --- changing -------------------------------------------------------------------------
    def _set(self, key: str, value: Value) -> str | None:
        if key == "big_gin_bonus":
            assert isinstance(value, int)
            self.big_gin_bonus = value
            if self.values["big_gin_bonus"] is not None:
                self.values["big_gin_bonus"] = value
            return None
        if key == "target" and value is None and self.values["hollywood"]:
            return str(HOLLYWOOD_NEEDS_TARGET)
        self.values[key] = value
        return None

    def step(self, key: str, delta: int) -> str | None:
        """Left/Right, -/+ on a row: the next value (numbers by the row's step, switches in
        turn, the shutout kind to the next in its list, stopping at either end as Settings'
        rows do: "-" on "no bonus" gave "extra points"). Returns a message when a bound
        stopped it, else None."""
        f = FIELD_BY_KEY[key]
        if f.kind == "switch":
            return self.toggle(key)
        if f.kind == "choice":
            i = SHUTOUTS.index(str(self.values[key]))
            return self._set(key, SHUTOUTS[max(0, min(len(SHUTOUTS) - 1, i + delta))])
        lo, hi = RANGES[key]
        v = self.value(key)
        if key == "target":  # below the lowest target: a single round decides the match
            if v is None:
                return self._set(key, lo) if delta > 0 else \
                    str(AT_LEAST.format(field=f.label, lo=SINGLE_ROUND))
            if v == lo and delta < 0:
                return self._set(key, None)
        assert isinstance(v, int)
        new = v + delta * f.step
        if new > hi:
            if v == hi:
                return str(AT_MOST.format(field=f.label, hi=hi))
            new = hi
        if new < lo:
            if v == lo:
                return str(AT_LEAST.format(field=f.label, lo=lo))
            new = lo
        return self._set(key, new)

    def toggle(self, key: str) -> str | None:
        """A switch on/off (Big Gin off keeps its bonus for later), the shutout kind round in
        turn; Enter or a click on the value."""
        f = FIELD_BY_KEY[key]
        if f.kind == "choice":  # Enter or a click on the value: the next kind, round again
            i = SHUTOUTS.index(str(self.values[key]))
            return self._set(key, SHUTOUTS[(i + 1) % len(SHUTOUTS)])
        if f.kind != "switch":
            return None
        if key == "big_gin":
            on = self.values["big_gin_bonus"] is not None
            self.values["big_gin_bonus"] = None if on else self.big_gin_bonus
            return None
        if key == "hollywood" and not self.values["hollywood"] and self.values["target"] is None:
            return str(HOLLYWOOD_NEEDS_TARGET)
        self.values[key] = not self.values[key]
        return None

    def type_value(self, key: str, typed: str) -> str | None:
        """A number typed into a row: taken if it is a whole number in range, else refused
        with a message (the old value stays)."""
        f = FIELD_BY_KEY[key]
        if f.kind != "number":
            return None
        raw = typed.strip()
        try:
            value = int(raw)
        except ValueError:
            return str(NOT_A_NUMBER.format(field=f.label, value=raw or "-"))
        lo, hi = RANGES[key]
        if not lo <= value <= hi:
            return str(OUT_OF_RANGE.format(field=f.label, value=value, lo=lo, hi=hi))
        return self._set(key, value)
