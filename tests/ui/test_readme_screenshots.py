"""The README's screenshots are made by a script in the repo (issue 17)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def test_the_script_draws_the_three_screenshots(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("readme_screenshots",
                                                  ROOT / "scripts" / "readme_screenshots.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--out", str(tmp_path), "--size", "800x520"]) == 0
    for name in ("table", "layoff_review", "scoreboard"):
        img = pygame.image.load(str(tmp_path / f"{name}.png"))
        assert img.get_size() == (800, 520)
        colours = {tuple(img.get_at((x, y))) for x in range(0, 800, 40) for y in range(0, 520, 40)}
        assert len(colours) > 20, f"{name} shows a scene, not an empty window"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("table", "layoff_review", "scoreboard"):
        assert f"docs/screenshots/{name}.png" in readme
        assert (ROOT / "docs" / "screenshots" / f"{name}.png").is_file()
