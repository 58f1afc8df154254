"""``--smoke-test`` passes through every registered scene and exits 0."""

from __future__ import annotations

from ginrummy_desktop.__main__ import main


def test_smoke_test_exits_zero() -> None:
    assert main(["--smoke-test"]) == 0


def test_scene_registry_has_the_match_scenes() -> None:
    import ginrummy_desktop.ui.scenes  # noqa: F401
    from ginrummy_desktop.ui.scene import registered_scenes

    names = set(registered_scenes())
    assert {"menu", "deal", "table", "layoff_review", "scoreboard", "pause"} <= names
