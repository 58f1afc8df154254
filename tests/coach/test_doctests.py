"""The examples in the coach's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["judge", "review", "steps", "stored", "words"])
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"ginrummy_desktop.coach.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0
