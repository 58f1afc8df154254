"""The examples in the docstrings of the UI and the computer players run too (the engine,
the coach, i18n and persistence have their own runners), and no module's examples are left
without a runner: a module with an example (``>>>``) outside the packages listed in
``OWN_RUNNER`` is run here. The UI's examples had no runner; one in ``ui/table/model.py`` had
been broken without anyone noticing."""

from __future__ import annotations

import doctest
import importlib
import os
from pathlib import Path

import pytest

import ginrummy_desktop

ROOT = Path(ginrummy_desktop.__file__).parent
OWN_RUNNER = ("engine", "coach", "i18n", "persistence")
"""Packages whose tests run their own doctests (tests/<package>/)."""


def _modules_with_examples() -> list[str]:
    out: list[str] = []
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts and parts[0] in OWN_RUNNER:
            continue
        if ">>>" in path.read_text(encoding="utf-8"):
            name = ".".join(("ginrummy_desktop", *parts))
            out.append(name.removesuffix(".__init__"))
    return sorted(out)


MODULES = _modules_with_examples()


def test_the_ui_examples_are_found() -> None:
    assert "ginrummy_desktop.ui.table.model" in MODULES
    assert "ginrummy_desktop.ai.search" in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
