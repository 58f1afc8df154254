"""Every persistence test runs with its own data and config directories and in English."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path

import pytest

from ginrummy_desktop.ai.simple import SimpleOpponent
from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.i18n import Localizer, get_localizer, set_localizer


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    previous = get_localizer()
    set_localizer(Localizer("en"))
    try:
        yield tmp_path
    finally:
        set_localizer(previous)


@pytest.fixture
def fast_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip fsync in tests that save hundreds of times to check something else than
    durability (test_atomic and test_kill keep the real thing)."""
    monkeypatch.setattr("ginrummy_desktop.persistence.atomic.os.fsync", lambda fd: None)


class FakeClock:
    """A clock that moves one minute per call (times are injected, never read)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def choose(match: Match) -> str:
    """A deterministic, quick random player: knocks (or goes Gin) whenever it may, else a legal
    action picked by a generator seeded from the position (no AI import needed)."""
    legal = match.legal_actions()
    finishing = [a for a in legal if a.text().startswith(("big_gin", "knock"))]
    pool = finishing or legal
    rng = random.Random(f"{match.seed}/{len(match.history)}")
    return pool[rng.randrange(len(pool))].text()


@lru_cache(maxsize=64)
def played(preset: str, seed: int, limit: int | None = None) -> tuple[str, ...]:
    """The actions of a seeded match with the Simple opponent in both seats, to the end (or
    the first ``limit`` actions)."""
    match = Match(RuleSet.preset(preset), seed)
    bot = SimpleOpponent(seed=seed)
    while not match.is_over and (limit is None or len(match.history) < limit):
        turn = match.turn
        assert turn is not None
        match.apply(bot.choose(match.view(turn)))
    return tuple(a.text() for a in match.history)


def play(preset: str, seed: int, limit: int | None = None) -> Match:
    return Match.replay(RuleSet.preset(preset), seed, played(preset, seed, limit))
