"""The engine's own promises about itself: its doctests hold, it imports nothing but the
standard library (no pygame), and it stays ruff- and ``mypy --strict``-clean."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import ginrummy_desktop.engine as engine

ENGINE_DIR = Path(engine.__file__).parent
MODULES = sorted(m.name for m in pkgutil.iter_modules([str(ENGINE_DIR)]))


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"ginrummy_desktop.engine.{name}")
    result = doctest.testmod(module)
    assert result.failed == 0


@pytest.mark.parametrize("name", MODULES)
def test_standard_library_only(name: str) -> None:
    tree = ast.parse((ENGINE_DIR / f"{name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots = [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots = [node.module.split(".")[0]]
        else:
            continue
        for root in roots:
            assert root == "ginrummy_desktop" or root in sys.stdlib_module_names, root
        if isinstance(node, ast.ImportFrom) and node.module:
            assert not node.module.startswith(("ginrummy_desktop.ui", "ginrummy_desktop.i18n",
                                               "ginrummy_desktop.ai")), node.module


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed")
    return found


def test_ruff_clean() -> None:
    run = subprocess.run([_tool("ruff"), "check", str(ENGINE_DIR)], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_mypy_strict_clean() -> None:
    run = subprocess.run(
        [_tool("mypy"), "--strict", "--no-error-summary", str(ENGINE_DIR)],
        capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
