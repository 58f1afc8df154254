"""Master searches with a small budget in the tests (the same code, fewer sampled deals), so
the level runs through every shared AI test without slowing the suite down."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ginrummy_desktop.ai import master


@pytest.fixture(autouse=True)
def small_master_budget(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(master, "BUDGET_DISCARD", 6)
    monkeypatch.setattr(master, "BUDGET_DRAW", 4)
    yield
