"""Hypothesis fuzzing of the loader: whatever the bytes, only ``DamagedSaveError`` comes out
(or a valid match), and the store and the settings loader never raise."""

from __future__ import annotations

import json
import logging
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import PRESET_NAMES, RuleSet
from ginrummy_desktop.persistence.errors import DAMAGE_KINDS, DamagedSaveError
from ginrummy_desktop.persistence.saves import MatchStore, decode_match
from ginrummy_desktop.persistence.settings import Settings, load_settings
from tests.persistence.conftest import played


def fuzz(examples: int) -> Any:
    """Hypothesis settings: no deadline (the first replay imports and warms the engine)."""
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner),
    max_leaves=8,
)

RANKS, SUITS = "A23456789TJQK", "SHDC"
cards = st.builds(lambda r, s: r + s, st.sampled_from(RANKS), st.sampled_from(SUITS))
action_texts = st.one_of(
    st.sampled_from(["take", "pass", "draw", "pick", "big_gin", "done"]),
    st.builds(lambda c: f"discard {c}", cards),
    st.builds(lambda c: f"knock {c}", cards),
    st.builds(lambda c, m: f"layoff {c} {m}", cards, st.integers(-1, 4)),
    st.text(max_size=12),
)
GOOD = {
    "schema_version": 1,
    "rules": RuleSet.preset("classic").to_dict(),
    "seed": 2,
    "players": {"human": 0, "opponent": "medium"},
    "actions": list(played("classic", 2)[:50]),
    "started": "2026-01-01T10:00:00+00:00",
    "last_played": "2026-01-01T11:00:00+00:00",
}


def check(data: bytes, caplog: pytest.LogCaptureFixture | None = None) -> str | None:
    """Decode; returns the damage kind, or None for a valid match."""
    try:
        saved, match = decode_match(data, "fuzz")
    except DamagedSaveError as e:
        assert e.kind in DAMAGE_KINDS
        assert isinstance(e, ValueError)
        return e.kind
    assert isinstance(match, Match) and saved.id == "fuzz"
    return None


def no_engine_crash(caplog: pytest.LogCaptureFixture) -> None:
    """The engine raised only its own errors (an unexpected one would be logged)."""
    crashes = [r for r in caplog.records if "failed unexpectedly" in r.getMessage()]
    assert crashes == [], crashes[0].exc_text if crashes else ""
    caplog.clear()


@fuzz(500)
@given(st.binary(max_size=2000))
def test_random_bytes(data: bytes) -> None:
    check(data)


@fuzz(250)
@given(json_values)
def test_random_json(value: Any) -> None:
    assert check(json.dumps(value).encode()) is not None


@fuzz(200)
@given(
    st.sampled_from(sorted(GOOD)),
    json_values,
)
def test_one_field_replaced_by_random_json(key: str, value: Any) -> None:
    check(json.dumps({**GOOD, key: value}).encode())


@fuzz(200)
@given(
    st.sampled_from(PRESET_NAMES),
    st.integers(0, 10**6) | st.text(max_size=8),
    st.integers(0, 60),
    st.lists(action_texts, max_size=8),
    st.booleans(),
)
def test_random_actions_only_engine_errors(
    caplog: pytest.LogCaptureFixture,
    preset: str,
    seed: int | str,
    keep: int,
    extra: list[str],
    shuffle: bool,
) -> None:
    """Real prefixes of a played match followed by random actions: the engine either accepts
    them or refuses with its own error, never with another exception."""
    caplog.set_level(logging.ERROR)
    actions = list(played("classic", 2)[:keep]) + extra
    if shuffle:
        actions.reverse()
    doc = {**GOOD, "rules": RuleSet.preset(preset).to_dict(), "seed": seed, "actions": actions}
    kind = check(json.dumps(doc).encode())
    assert kind in (None, "bad_actions")
    no_engine_crash(caplog)


@fuzz(250)
@given(st.binary(max_size=400), st.integers(0, 2000))
def test_good_file_with_bytes_flipped_or_cut(noise: bytes, at: int) -> None:
    good = json.dumps(GOOD).encode()
    at = min(at, len(good))
    check(good[:at])
    check(good[:at] + noise + good[at + len(noise) :])


@fuzz(100)
@given(json_values)
def test_random_version_0_documents(value: Any) -> None:
    base = {
        "version": 0,
        "preset": "short",
        "seed": 1,
        "opponent": "easy",
        "moves": [],
        "saved_at": 0,
    }
    if isinstance(value, dict):
        base.update(value)
        base["version"] = 0
    else:
        base["moves"] = value
    check(json.dumps(base).encode())


@fuzz(50)
@given(
    st.lists(
        st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()),
        min_size=1,
        max_size=4,
    )
)
def test_the_store_never_raises_and_keeps_every_byte(contents: list[bytes]) -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        store = MatchStore(folder / "matches")
        store.root.mkdir(parents=True)
        for i, content in enumerate(contents):
            (store.root / f"f{i}.json").write_bytes(content)
        summaries, problems = store.list()
        assert len(summaries) + len(problems) == len(contents)
        kept = {p.filename: p.moved_to.read_bytes() for p in problems if p.moved_to}
        assert kept == {f"f{i}.json": c for i, c in enumerate(contents) if f"f{i}.json" in kept}
        assert len(kept) == len(problems)
        for p in problems:
            assert p.filename in p.message()
    finally:
        shutil.rmtree(folder)


@fuzz(80)
@given(
    st.binary(max_size=300)
    | json_values.map(lambda v: json.dumps(v).encode())
    | st.dictionaries(
        st.sampled_from(
            [f.name for f in Settings.__dataclass_fields__.values()] + ["schema_version"]
        ),
        json_values,
    ).map(lambda d: json.dumps(d).encode())
)
def test_settings_loader_never_raises(data: bytes) -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        path = folder / "settings.json"
        path.write_bytes(data)
        loaded, problem = load_settings(path)
        assert isinstance(loaded, Settings)
        if problem is not None:
            assert problem.moved_to is not None
            assert problem.moved_to.read_bytes() == data
            assert load_settings(path) == (loaded, None)  # the repaired settings were written
    finally:
        shutil.rmtree(folder)
