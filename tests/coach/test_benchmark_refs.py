"""``benchmarks/coach_review.py --refs`` never reuses judgements made by other code."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> ModuleType:
    path = ROOT / "benchmarks" / "coach_review.py"
    spec = importlib.util.spec_from_file_location("coach_review", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fingerprint_follows_the_search_code(tmp_path: Path) -> None:
    bench = _bench()
    package = tmp_path / "ginrummy_desktop"
    for sub in ("engine", "ai", "coach", "ui"):
        shutil.copytree(ROOT / "ginrummy_desktop" / sub, package / sub)
    first = bench.code_fingerprint(package)
    assert first == bench.code_fingerprint(package)
    assert len(first) == 12
    (package / "ui" / "felt.py").write_text("# the table does not judge\n")
    assert bench.code_fingerprint(package) == first
    search = package / "ai" / "search.py"
    search.write_text(search.read_text() + "\nEXTRA = 4\n")
    changed = bench.code_fingerprint(package)
    assert changed != first
    (package / "coach" / "new_rule.py").write_text("X = 1\n")
    assert bench.code_fingerprint(package) not in (first, changed)

