"""The test session never touches the real user folders (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from ginrummy_desktop.persistence import paths


def test_every_user_folder_is_a_scratch_one(scratch_user_dirs: Path) -> None:
    for folder in (
        platformdirs.user_cache_dir("ginrummy-desktop"),
        platformdirs.user_data_dir("ginrummy-desktop"),
        platformdirs.user_config_dir("ginrummy-desktop"),
        platformdirs.user_state_dir("ginrummy-desktop"),
        platformdirs.user_documents_dir(),
        paths.data_dir(),
        paths.config_dir(),
    ):
        assert Path(folder).is_relative_to(scratch_user_dirs), folder


def test_monkeypatch_undo_falls_back_to_scratch(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, scratch_user_dirs: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.undo()
    assert Path(platformdirs.user_data_dir("ginrummy-desktop")).is_relative_to(scratch_user_dirs)


def test_property_tests_are_deterministic() -> None:
    """Every run draws the same examples (``tests/conftest.py``'s hypothesis profile)."""
    from hypothesis import settings

    assert settings.default.derandomize and settings.default.database is None
