"""Schema versions: version 0 files load through the explicit migration; newer ones are refused."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence.errors import DamagedSaveError
from ginrummy_desktop.persistence.migrations import CURRENT_SCHEMA, MIGRATIONS, migrate, schema_of
from ginrummy_desktop.persistence.saves import MatchStore, decode_match
from tests.persistence.conftest import play, played

SAVED_AT = 1772366400.0  # 2026-03-01 12:00 UTC


def v0(**changes: object) -> dict:  # type: ignore[type-arg]
    doc = {
        "version": 0,
        "preset": "short",
        "seed": 2,
        "opponent": "hard",
        "moves": list(played("short", 2)[:40]),
        "saved_at": SAVED_AT,
    }
    doc.update(changes)
    return doc


class TestVersion0:
    def test_every_version_has_a_migration(self) -> None:
        assert sorted(MIGRATIONS) == list(range(CURRENT_SCHEMA))

    def test_migrated_document(self) -> None:
        new = migrate(v0())
        assert new == {
            "schema_version": 1,
            "rules": RuleSet.preset("short").to_dict(),
            "seed": 2,
            "players": {"human": 0, "opponent": "strong"},
            "actions": list(played("short", 2)[:40]),
            "started": "2026-03-01T12:00:00+00:00",
            "last_played": "2026-03-01T12:00:00+00:00",
        }

    @pytest.mark.parametrize(
        ("old", "new"), [("easy", "simple"), ("normal", "medium"), ("hard", "strong")]
    )
    def test_levels_are_renamed(self, old: str, new: str) -> None:
        assert migrate(v0(opponent=old))["players"]["opponent"] == new

    def test_a_version_0_file_loads_lists_and_is_rewritten_in_version_1_by_the_next_save(
        self,
    ) -> None:
        store = MatchStore()
        store.root.mkdir(parents=True)
        path = store.root / "old.json"
        path.write_text(json.dumps(v0()))
        (summary,), problems = store.list()
        assert problems == [] and summary.opponent == "strong" and summary.preset == "short"
        assert summary.last_played == datetime(2026, 3, 1, 12, tzinfo=UTC)
        saved, match = store.load("old")
        assert match.to_dict() == play("short", 2, limit=40).to_dict()
        match.apply(played("short", 2)[40])
        store.save(saved, match)
        doc = json.loads(path.read_text())
        assert doc["schema_version"] == 1 and len(doc["actions"]) == 41
        assert doc["started"] == "2026-03-01T12:00:00+00:00"

    @pytest.mark.parametrize(
        ("changes", "kind"),
        [
            ({"preset": "chess"}, "wrong_shape"),
            ({"preset": None}, "wrong_shape"),
            ({"opponent": "strong"}, "wrong_shape"),  # version 0 had other level names
            ({"moves": "draw"}, "wrong_shape"),
            ({"saved_at": "yesterday"}, "wrong_shape"),
            ({"saved_at": 1e300}, "wrong_shape"),
            ({"saved_at": True}, "wrong_shape"),
            ({"seed": [1]}, "wrong_shape"),
            ({"moves": ["discard XX"]}, "bad_actions"),
        ],
    )
    def test_damaged_version_0_files(self, changes: dict, kind: str) -> None:  # type: ignore[type-arg]
        with pytest.raises(DamagedSaveError) as info:
            decode_match(json.dumps(v0(**changes)).encode())
        assert info.value.kind == kind


class TestVersions:
    @pytest.mark.parametrize(
        "doc",
        [
            {},
            [],
            {"version": 1},
            {"version": 0},
            {"version": False, "moves": []},
            {"version": 0.0, "moves": []},
            {"schema_version": -1},
            {"schema_version": True},
            {"schema_version": "1"},
        ],
    )
    def test_no_recognisable_version(self, doc: object) -> None:
        with pytest.raises(DamagedSaveError) as info:
            migrate(doc)
        assert info.value.kind == "wrong_shape"

    def test_newer_version(self) -> None:
        assert schema_of({"schema_version": CURRENT_SCHEMA + 1}) == CURRENT_SCHEMA + 1
        with pytest.raises(DamagedSaveError) as info:
            migrate({"schema_version": CURRENT_SCHEMA + 1})
        assert info.value.kind == "newer_version"

    def test_current_version_is_unchanged(self) -> None:
        doc = {"schema_version": CURRENT_SCHEMA, "x": 1}
        assert migrate(doc) == doc
