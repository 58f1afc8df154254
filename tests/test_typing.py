"""The whole package is typed: ``mypy --strict ginrummy_desktop`` is clean (the engine's own
check is in ``tests/engine/test_quality.py``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ginrummy_desktop"


def test_mypy_strict_clean_on_the_whole_package() -> None:
    exe = Path(sys.executable).with_name("mypy")
    tool = str(exe) if exe.exists() else shutil.which("mypy")
    if not tool:
        pytest.skip("mypy is not installed")
    run = subprocess.run([tool, "--strict", "--no-error-summary", str(PACKAGE)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
