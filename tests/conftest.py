"""Every test's user cache directory is a scratch one (the compiled German catalog is kept
there; nothing is written into the user's own folders)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def scratch_cache_dir() -> Iterator[None]:
    previous = os.environ.get("XDG_CACHE_HOME")
    with tempfile.TemporaryDirectory(prefix="ginrummy-cache-") as folder:
        os.environ["XDG_CACHE_HOME"] = folder
        try:
            yield
        finally:
            if previous is None:
                os.environ.pop("XDG_CACHE_HOME", None)
            else:
                os.environ["XDG_CACHE_HOME"] = previous
