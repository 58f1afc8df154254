"""Damaged match files: never deleted, never overwritten, never a crash; moved aside byte for
byte into ``damaged/``, reported with a message naming the file, and the rest loads."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence import paths
from ginrummy_desktop.persistence.errors import (
    DAMAGE_KINDS,
    DamagedFile,
    DamagedSaveError,
    SaveNotFoundError,
)
from ginrummy_desktop.persistence.saves import KEPT_IN_PLACE, MatchStore, SavedMatch, encode_match
from tests.persistence.conftest import FakeClock, play, played


def good_file_bytes() -> bytes:
    match = play("classic", 2, limit=60)
    clock = FakeClock()
    saved = SavedMatch(
        "x",
        match.rules,
        match.seed,
        "medium",
        clock(),
        clock(),
        [a.text() for a in match.history],
    )
    return encode_match(saved).encode("utf-8")


def doc() -> dict:  # type: ignore[type-arg]
    return json.loads(good_file_bytes())


def dumped(d: object) -> bytes:
    return json.dumps(d).encode()


def changed(**changes: object) -> bytes:
    d = doc()
    for key, value in changes.items():
        if value is ...:
            del d[key]
        else:
            d[key] = value
    return dumped(d)


GOOD = good_file_bytes()

DAMAGED: dict[str, tuple[str, bytes]] = {
    "empty": ("empty", b""),
    "whitespace": ("empty", b"  \n\t "),
    "zeroed after a power cut": ("empty", b"\0" * 4096),
    "truncated in the middle": ("truncated", GOOD[: len(GOOD) // 2]),
    "truncated by one byte": ("truncated", GOOD.rstrip()[:-1]),
    "binary garbage": ("not_json", bytes(range(256))),
    "latin-1 text": ("not_json", '{"seed": "Müller"}'.encode("latin-1")),
    "text": ("not_json", b"this is not a saved match\n"),
    "two documents": ("not_json", GOOD + GOOD),
    "deep nesting": ("not_json", b"[" * 100_000 + b"]" * 100_000),
    "huge number": ("not_json", b'{"seed": ' + b"9" * 5000 + b"}"),
    "a list": ("wrong_shape", b"[1, 2, 3]"),
    "a string": ("wrong_shape", b'"hello"'),
    "null": ("wrong_shape", b"null"),
    "no schema version": ("wrong_shape", changed(schema_version=...)),
    "schema version as text": ("wrong_shape", changed(schema_version="1")),
    "no rules": ("wrong_shape", changed(rules=...)),
    "rules with an unknown key": (
        "wrong_shape",
        changed(rules={**RuleSet.preset("classic").to_dict(), "jokers": 2}),
    ),
    "impossible rules": (
        "wrong_shape",
        changed(rules={**RuleSet.preset("classic").to_dict(), "target": -5}),
    ),
    "seed is a float": ("wrong_shape", changed(seed=1.5)),
    "seed is true": ("wrong_shape", changed(seed=True)),
    "no players": ("wrong_shape", changed(players=...)),
    "unknown opponent": ("wrong_shape", changed(players={"human": 0, "opponent": "god"})),
    "human in seat 1": ("wrong_shape", changed(players={"human": 1, "opponent": "simple"})),
    "actions not a list": ("wrong_shape", changed(actions="draw")),
    "an action not a string": ("wrong_shape", changed(actions=["pass", 3])),
    "bad start date": ("wrong_shape", changed(started="yesterday")),
    "no last played date": ("wrong_shape", changed(last_played=...)),
    "an impossible action": ("bad_actions", changed(actions=[*doc()["actions"], "knock XX"])),
    "an illegal action": ("bad_actions", changed(actions=["discard QS", *doc()["actions"]])),
    "an action after the end": (
        "bad_actions",
        changed(
            actions=[*played("single", 3), "draw"], rules=RuleSet.preset("single").to_dict(), seed=3
        ),
    ),
    "a newer schema version": ("newer_version", changed(schema_version=2)),
    "a much newer version": ("newer_version", b'{"schema_version": 99, "whatever": []}'),
}


MOVED = sorted(c for c, (kind, _) in DAMAGED.items() if kind not in KEPT_IN_PLACE)
KEPT = sorted(c for c, (kind, _) in DAMAGED.items() if kind in KEPT_IN_PLACE)


@pytest.mark.parametrize("case", KEPT)
def test_a_newer_versions_file_is_left_in_place_and_listed(case: str) -> None:
    kind, content = DAMAGED[case]
    store = MatchStore()
    keep = store.new(RuleSet.preset("short"), 4, "strong")
    path = store.root / "20250101-000000-new000.json"
    path.write_bytes(content)
    summaries, problems = store.list()
    assert [s.id for s in summaries] == [keep.id] and problems == []
    (listed,) = store.unavailable()
    assert listed.kind == kind and listed.kept and listed.moved_to is None
    assert path.read_bytes() == content and not store.damaged_files()
    assert "newer version" in listed.message() and "left where it is" in listed.message()
    assert store.list() == (summaries, []) and store.unavailable() == [listed]  # still listed
    path.unlink()
    store.list()
    assert store.unavailable() == []


@pytest.mark.parametrize("case", MOVED)
def test_damaged_file_is_moved_aside_byte_for_byte_and_the_rest_loads(case: str) -> None:
    kind, content = DAMAGED[case]
    store = MatchStore()
    keep = store.new(RuleSet.preset("short"), 4, "strong")
    bad_path = store.root / "20250101-000000-bad000.json"
    bad_path.write_bytes(content)

    summaries, problems = store.list()  # the game starts: no exception

    # moves that stop replaying: those before the bad one are saved again under its name
    # (tests/persistence/test_rescue.py); not where the first move is the bad one
    rescued = problems[0].rescued
    assert (rescued is not None) == (kind == "bad_actions" and case != "an illegal action")
    assert {s.id for s in summaries} == {keep.id} | ({bad_path.stem} if rescued else set())
    assert problems == [
        DamagedFile(bad_path.name, kind, paths.damaged_dir() / bad_path.name, problems[0].detail,
                    rescued=rescued)
    ]
    assert bad_path.exists() == (rescued is not None)
    assert (paths.damaged_dir() / bad_path.name).read_bytes() == content
    message = problems[0].message()
    assert bad_path.name in message and str(paths.damaged_dir()) in message
    with use_localizer(Localizer("de")):
        german = problems[0].message()
    assert bad_path.name in german and german != message
    assert store.list() == (summaries, [])  # reported once; the rest still loads


def test_every_kind_has_a_case_and_a_distinct_message() -> None:
    kinds = {kind for kind, _ in DAMAGED.values()}
    # "mismatch" shows when the match is opened (the list trusts the summary):
    # tests/persistence/test_summaries.py
    assert kinds | {"unreadable", "too_large", "too_long", "mismatch"} == set(DAMAGE_KINDS)
    texts = {DamagedFile("f.json", k, None).message() for k in DAMAGE_KINDS}
    assert len(texts) == len(DAMAGE_KINDS)


def test_newer_version_is_reported_as_saved_by_a_newer_version() -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "future.json").write_bytes(changed(schema_version=7))
    assert store.list() == ([], [])
    (problem,) = store.unavailable()
    assert problem.kind == "newer_version"
    assert "saved by a newer version" in problem.message()


def test_too_large(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ginrummy_desktop.persistence.saves.MAX_FILE_BYTES", 100)
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "big.json").write_bytes(GOOD)
    _, (problem,) = store.list()
    assert problem.kind == "too_large"
    assert (store.damaged_dir / "big.json").read_bytes() == GOOD


def test_unreadable_file_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "locked.json").write_bytes(GOOD)
    real_open = os.open

    def refuse(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)).name == "locked.json":
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr("ginrummy_desktop.persistence.files.os.open", refuse)
        assert store.list() == ([], [])
        (problem,) = store.unavailable()
    assert problem.kind == "unreadable" and problem.kept
    assert "could not be read (no permission)" in problem.message()
    assert (store.root / "locked.json").read_bytes() == GOOD  # left where it was
    store.list()  # readable again (same file, unchanged): listed until it changes
    (store.root / "locked.json").touch()
    (summary,), _ = store.list()
    assert store.unavailable() == [] and summary.id == "locked"


def test_load_of_a_damaged_match_raises_and_moves_it_aside() -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "m.json").write_bytes(GOOD[:100])
    with pytest.raises(DamagedSaveError) as info:
        store.load("m")
    assert isinstance(info.value, ValueError)
    assert info.value.kind == "truncated"
    assert info.value.problem is not None
    assert info.value.problem.moved_to == store.damaged_dir / "m.json"
    assert (store.damaged_dir / "m.json").read_bytes() == GOOD[:100]


def test_damaged_files_never_overwrite_each_other() -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    contents = [b"", b"{", b"[]"]
    for content in contents:
        (store.root / "same.json").write_bytes(content)
        store.list()
    kept = sorted(p.name for p in store.damaged_files())
    assert kept == ["same-1.json", "same-2.json", "same.json"]
    assert sorted(p.read_bytes() for p in store.damaged_files()) == sorted(contents)


def test_saving_after_damage_does_not_touch_the_damaged_copy() -> None:
    store = MatchStore()
    saved = store.new(RuleSet.preset("classic"), 1, "simple")
    path = store.root / f"{saved.id}.json"
    path.write_bytes(b"\0\0\0")
    with pytest.raises(DamagedSaveError):
        store.load(saved.id)
    match = play("classic", 1, limit=3)
    store.save(saved, match)  # the running game goes on saving to a fresh file
    assert store.load(saved.id)[1].to_dict() == match.to_dict()
    assert (store.damaged_dir / path.name).read_bytes() == b"\0\0\0"


def test_a_damaged_file_that_cannot_be_moved_is_left_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "stuck.json").write_bytes(b"{")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("os.link", refuse)
    monkeypatch.setattr("os.rename", refuse)
    _, (problem,) = store.list()
    assert problem.moved_to is None and problem.kind == "truncated"
    assert "could not be moved" in problem.message()
    assert (store.root / "stuck.json").read_bytes() == b"{"


def test_without_hard_links_the_file_is_still_moved(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MatchStore()
    store.root.mkdir(parents=True)
    (store.root / "fat.json").write_bytes(b"{")

    def no_links(*args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr("os.link", no_links)
    _, (problem,) = store.list()
    assert problem.moved_to == store.damaged_dir / "fat.json"
    assert problem.moved_to.read_bytes() == b"{"


def test_a_directory_is_not_a_match() -> None:
    store = MatchStore()
    (store.root / "dir.json").mkdir(parents=True)
    with pytest.raises(SaveNotFoundError):
        store.load("dir")
    assert (store.root / "dir.json").is_dir()
