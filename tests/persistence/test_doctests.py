"""The examples in the persistence modules' docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize(
    "name", ["errors", "migrations", "atomic", "files", "lock", "summary", "validate", "index",
             "reviews", "elsewhere"]
)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"ginrummy_desktop.persistence.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def test_no_pickle_or_eval_in_the_package() -> None:
    """Save files are data only: the package never unpickles or evaluates anything."""
    from pathlib import Path

    import ginrummy_desktop.persistence as package

    for source in Path(package.__file__).parent.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        for word in ("import pickle", "eval(", "exec(", "yaml", "marshal", "shelve"):
            assert word not in text, f"{source.name} uses {word}"
