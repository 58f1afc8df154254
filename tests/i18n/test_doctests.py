"""The examples in the i18n modules' docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["localizer", "lazy", "system", "cards", "terms", "reasons", "help_text"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"ginrummy_desktop.i18n.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
