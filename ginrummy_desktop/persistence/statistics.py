"""Statistics of the human player (seat 0), computed from the saved matches.

The saved matches are the truth: :func:`compute_statistics` derives everything from them, and
``statistics.json`` in the user data directory is only a cache, reused while the matches
directory is unchanged (same files, sizes and modification times) and recomputed otherwise.
A damaged or outdated cache is simply recomputed and rewritten. Deleting a saved match removes
it from the statistics.

::

    stats, problems = load_statistics(store)   # problems: damaged match files found
    stats.total.matches_won, stats.by_level["strong"].gins, stats.by_preset["classic"]
    stats.by_level_and_preset["strong/classic"].best_margin

What counts (all from the human's side):

- ``matches_played`` / ``matches_won``: finished matches; ``matches_unfinished``: running ones;
- ``rounds_played``: finished deals, void (dead) hands included, running matches included;
  ``rounds_won``: rounds that scored for the human;
- ``gins`` / ``big_gins``: rounds the human won by going Gin / Big Gin;
- ``undercuts_given``: the computer knocked and the human undercut it;
  ``undercuts_received``: the human knocked and was undercut;
- ``best_margin``: the largest margin (totals with bonuses) of a match the human won, or None;
- ``knocks`` / ``knock_deadwood``: the human's knocks that were not Gin and their deadwood
  added up; ``opponent_knocks``: the computer's;
- ``reviewed_decisions`` / ``points_lost``: the decisions in the coach's stored round reviews
  of the human and the expected points they lost (``persistence.reviews``).

And from these (None where there is nothing to divide by): ``gin_rate`` (rounds won by Gin or
Big Gin per round played), ``undercut_rate`` (the human's knocks that were undercut),
``undercutting_rate`` (the computer's knocks the human undercut), ``knock_deadwood_average``,
``loss_per_decision`` and ``rating``.

The **rating** against a level is Elo-like: the rating difference at which the Elo formula
expects the score the human made against that level, ``400 * log10((won + 1) / (lost + 1))``
over the finished matches (one won and one lost match added, so a first win is not
infinitely strong): 0 means as strong as that level, +200 means winning about three matches
in four. It is the performance rating of the matches against that level, without anchors.

Matches in which the player asked for a hint or took an action back (``SavedMatch.assists``)
are **counted apart**: they are only in ``assisted`` (all their counts, whatever the level
and rule set), never in ``total``, ``by_level``, ``by_preset`` or ``by_level_and_preset``;
``assisted_by_level_and_preset`` splits them by ``"level/preset"`` (so the statistics
screen filtered to one opponent counts only that opponent's matches with help).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.persistence import paths
from ginrummy_desktop.persistence.atomic import atomic_write_text
from ginrummy_desktop.persistence.errors import DamagedFile, DamagedSaveError
from ginrummy_desktop.persistence.files import display_name, read_capped
from ginrummy_desktop.persistence.saves import (
    HUMAN_SEAT,
    MatchStore,
    MatchSummary,
    SavedMatch,
    move_aside,
    parse_json_bytes,
)
from ginrummy_desktop.persistence.validate import MAX_TEXT, check_text

__all__ = [
    "STATISTICS_SCHEMA",
    "Statistics",
    "Tally",
    "compute_statistics",
    "load_statistics",
    "statistics_of",
]

log = logging.getLogger(__name__)

STATISTICS_SCHEMA = 3  # 2: knocks, reviews and the assisted matches apart; 3: those per group
MAX_CACHE_BYTES = 4 * 1024 * 1024
MAX_COUNT = 10**12
"""Bound of any count or margin in the cache (the number formatting overflows near 10^27)."""
MAX_GROUPS = 10_000


@dataclass
class Tally:
    """The counts of one group of matches (see the module docstring for what counts)."""

    matches_played: int = 0
    matches_won: int = 0
    matches_unfinished: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts_given: int = 0
    undercuts_received: int = 0
    best_margin: int | None = None
    knocks: int = 0
    knock_deadwood: int = 0
    opponent_knocks: int = 0
    reviewed_decisions: int = 0
    points_lost: float = 0.0

    @property
    def gin_rate(self) -> float | None:
        """Rounds won by Gin or Big Gin per round played."""
        return _ratio(self.gins + self.big_gins, self.rounds_played)

    @property
    def undercut_rate(self) -> float | None:
        """The human's knocks (not Gin) that were undercut."""
        return _ratio(self.undercuts_received, self.knocks)

    @property
    def undercutting_rate(self) -> float | None:
        """The computer's knocks that the human undercut."""
        return _ratio(self.undercuts_given, self.opponent_knocks)

    @property
    def knock_deadwood_average(self) -> float | None:
        """The human's deadwood when knocking (Gin left out)."""
        return _ratio(self.knock_deadwood, self.knocks)

    @property
    def loss_per_decision(self) -> float | None:
        """Expected points lost per reviewed decision."""
        return _ratio(self.points_lost, self.reviewed_decisions)

    @property
    def rating(self) -> float | None:
        """The Elo-like rating against this group's opponents (see the module docstring);
        None before the first finished match."""
        if self.matches_played == 0:
            return None
        lost = self.matches_played - self.matches_won
        return 400 * math.log10((self.matches_won + 1) / (lost + 1))

    def add_match(self, match: Match, me: int = HUMAN_SEAT) -> None:
        for r in match.results:
            self.rounds_played += 1
            if r.winner == me:
                self.rounds_won += 1
                if r.outcome == "gin":
                    self.gins += 1
                elif r.outcome == "big_gin":
                    self.big_gins += 1
            if r.undercut:
                if r.knocker == me:
                    self.undercuts_received += 1
                elif r.knocker is not None:
                    self.undercuts_given += 1
            if r.outcome == "knock" and r.knocker is not None:
                if r.knocker == me:
                    self.knocks += 1
                    self.knock_deadwood += r.knocker_deadwood
                else:
                    self.opponent_knocks += 1
        if not match.is_over:
            self.matches_unfinished += 1
            return
        self.matches_played += 1
        final = match.final
        if final.winner == me:
            self.matches_won += 1
            if self.best_margin is None or final.margin > self.best_margin:
                self.best_margin = final.margin

    def add(self, other: Tally) -> None:
        """Count ``other``'s matches in this group too (the best margin is the larger)."""
        for f in fields(self):
            if f.name == "best_margin":
                if other.best_margin is not None and (
                        self.best_margin is None or other.best_margin > self.best_margin):
                    self.best_margin = other.best_margin
            else:
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def add_summary(self, s: MatchSummary) -> None:
        """The same as :meth:`add_match`, from a saved match's summary (no replay)."""
        self.rounds_played += s.rounds_played
        self.rounds_won += s.rounds_won
        self.gins += s.gins
        self.big_gins += s.big_gins
        self.undercuts_given += s.undercuts_given
        self.undercuts_received += s.undercuts_received
        self.knocks += s.knocks
        self.knock_deadwood += s.knock_deadwood
        self.opponent_knocks += s.opponent_knocks
        self.reviewed_decisions += s.reviewed_decisions
        self.points_lost += s.points_lost
        if not s.finished:
            self.matches_unfinished += 1
            return
        self.matches_played += 1
        if s.human_won:
            self.matches_won += 1
            margin = s.margin if s.margin is not None else 0
            if self.best_margin is None or margin > self.best_margin:
                self.best_margin = margin

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        if not isinstance(data, dict):
            raise ValueError("tally is not an object")
        tally = cls()
        for f in fields(cls):
            value = data.get(f.name)
            if f.name == "best_margin" and value is None:
                continue
            if f.name == "points_lost":
                if not isinstance(value, (int, float)) or isinstance(value, bool) \
                        or not math.isfinite(value) or not 0 <= value <= MAX_COUNT:
                    raise ValueError(f"{f.name}={value!r}"[:100])
                tally.points_lost = float(value)
                continue
            if type(value) is not int or not 0 <= value <= MAX_COUNT:
                raise ValueError(f"{f.name}={value!r}"[:100])
            setattr(tally, f.name, value)
        return tally


@dataclass
class Statistics:
    """The totals, and the same counts per opponent level, per preset (rule set name) and per
    ``"level/preset"`` pair; ``assisted`` holds the matches with hints or take-backs, which
    are in no other group. Groups with no match are absent (use ``.get(key, Tally())``)."""

    total: Tally = field(default_factory=Tally)
    assisted: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_preset: dict[str, Tally] = field(default_factory=dict)
    by_level_and_preset: dict[str, Tally] = field(default_factory=dict)
    assisted_by_level_and_preset: dict[str, Tally] = field(default_factory=dict)

    def assisted_in(self, level: str = "all", preset: str = "all") -> Tally:
        """All the counts of the matches with help against ``level`` with ``preset``
        ("all": any)."""
        if level == "all" and preset == "all":
            return self.assisted
        out = Tally()
        for key, tally in self.assisted_by_level_and_preset.items():
            lv, _, pr = key.partition("/")
            if level in ("all", lv) and preset in ("all", pr):
                out.add(tally)
        return out

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` for anything else."""
        if not isinstance(data, dict):
            raise ValueError("statistics are not an object")

        def groups(key: str) -> dict[str, Tally]:
            value = data.get(key)
            if not isinstance(value, dict) or len(value) > MAX_GROUPS:
                raise ValueError(f"{key} is not an object of groups")
            try:
                return {check_text(k, key, 2 * MAX_TEXT + 1): Tally.from_dict(v)
                        for k, v in value.items()}
            except DamagedSaveError as e:
                raise ValueError(str(e)) from None

        return cls(
            total=Tally.from_dict(data.get("total")),
            assisted=Tally.from_dict(data.get("assisted")),
            by_level=groups("by_level"),
            by_preset=groups("by_preset"),
            by_level_and_preset=groups("by_level_and_preset"),
            assisted_by_level_and_preset=groups("assisted_by_level_and_preset"),
        )


def _ratio(a: float, b: float) -> float | None:
    return a / b if b else None


def _add_reviews(tally: Tally, saved: SavedMatch) -> None:
    for r in saved.reviews.values():
        if r.get("seat") == saved.human_seat:
            tally.reviewed_decisions += len(r["decisions"])
            tally.points_lost += r["total_loss"]


def compute_statistics(matches: Iterable[tuple[SavedMatch, Match]]) -> Statistics:
    """Statistics of the human (seat 0) over ``matches`` (e.g. ``MatchStore.load_all()[0]``)."""
    stats = Statistics()
    for saved, match in matches:
        if any(saved.assists.values()):
            for tally in (stats.assisted, stats.assisted_by_level_and_preset.setdefault(
                    f"{saved.opponent}/{saved.preset}", Tally())):
                tally.add_match(match, saved.human_seat)
                _add_reviews(tally, saved)
            continue
        level, preset = saved.opponent, saved.preset
        for tally in (
            stats.total,
            stats.by_level.setdefault(level, Tally()),
            stats.by_preset.setdefault(preset, Tally()),
            stats.by_level_and_preset.setdefault(f"{level}/{preset}", Tally()),
        ):
            tally.add_match(match, saved.human_seat)
            _add_reviews(tally, saved)
    return stats


def statistics_of(summaries: Iterable[MatchSummary]) -> Statistics:
    """Statistics of the human over saved matches' summaries (``MatchStore.list()[0]``):
    the same numbers as :func:`compute_statistics`, without replaying anything."""
    stats = Statistics()
    for s in summaries:
        if s.assisted:
            stats.assisted.add_summary(s)
            stats.assisted_by_level_and_preset.setdefault(
                f"{s.opponent}/{s.preset}", Tally()).add_summary(s)
            continue
        level, preset = s.opponent, s.preset
        for tally in (
            stats.total,
            stats.by_level.setdefault(level, Tally()),
            stats.by_preset.setdefault(preset, Tally()),
            stats.by_level_and_preset.setdefault(f"{level}/{preset}", Tally()),
        ):
            tally.add_summary(s)
    return stats


def _fingerprint(store: MatchStore) -> str:
    """Changes whenever a match file is added, removed or rewritten."""
    digest = hashlib.sha256()
    for path in store.files():
        try:
            st = path.stat()
        except OSError:
            continue
        digest.update(f"{path.name}\0{st.st_ino}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _read_cache(path: Path, fingerprint: str) -> tuple[Statistics | None, DamagedFile | None]:
    """The cached statistics if the cache is current; an outdated cache is simply None, a
    damaged one is moved aside (into ``damaged/`` beside it) and reported."""
    try:
        doc = parse_json_bytes(read_capped(path, MAX_CACHE_BYTES))
        if not isinstance(doc, dict):
            raise DamagedSaveError("wrong_shape", "not an object")
        if doc.get("schema_version") != STATISTICS_SCHEMA or doc.get("source") != fingerprint:
            return None, None  # outdated: recomputed without a word
        try:
            return Statistics.from_dict(doc.get("statistics")), None
        except ValueError as e:
            raise DamagedSaveError("wrong_shape", str(e)[:200]) from None
    except FileNotFoundError:
        return None, None
    except IsADirectoryError:
        err = DamagedSaveError("unreadable", "not a regular file")
    except DamagedSaveError as e:
        err = e
    moved = move_aside(path, path.parent / "damaged")
    log.warning("damaged statistics cache %s (%s): %s", path, err.kind, err.detail)
    return None, DamagedFile(display_name(path.name), err.kind, moved, err.detail, "statistics")


def load_statistics(
    store: MatchStore | None = None, cache: Path | None = None
) -> tuple[Statistics, list[DamagedFile]]:
    """The statistics of ``store``'s matches, from the cache if it is current, else from the
    matches' summaries (and the cache rewritten, best effort). Also returns the damaged files
    found: match files, and the cache itself if it was damaged (told once: it is moved aside
    and rewritten)."""
    store = MatchStore() if store is None else store
    cache = paths.statistics_path() if cache is None else cache
    cached, damaged = _read_cache(cache, _fingerprint(store))
    if cached is not None:
        return cached, []
    summaries, problems = store.list()
    if damaged is not None:
        problems = [damaged, *problems]
    stats = statistics_of(summaries)
    doc = {
        "schema_version": STATISTICS_SCHEMA,
        "source": _fingerprint(store),
        "statistics": stats.to_dict(),
    }
    try:
        atomic_write_text(cache, json.dumps(doc, indent=1) + "\n")
    except OSError:
        pass  # only a cache
    return stats, problems
