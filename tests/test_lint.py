"""The whole repository's Python is ruff-clean (``pyproject.toml``'s rules): the package, the
tests, the benchmarks and the scripts, not only the engine (``tests/engine/test_quality.py``).
Landings ran ``make test`` only, and unsorted imports once reached main this way."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("ginrummy_desktop", "tests", "benchmarks", "scripts", "tools", "build")


def test_ruff_clean_on_the_whole_repository() -> None:
    exe = Path(sys.executable).with_name("ruff")
    tool = str(exe) if exe.exists() else shutil.which("ruff")
    if not tool:
        pytest.skip("ruff is not installed")
    run = subprocess.run([tool, "check", "--no-cache", *(str(ROOT / d) for d in CHECKED)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
