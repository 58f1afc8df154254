"""Issue 11, "Autosave off the frame loop": one writer thread, in order, the latest state of a
match wins, failures are kept, reported and retried, flush waits for everything."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.persistence.errors import SaveWriteError
from ginrummy_desktop.persistence.writer import SaveWriter
from tests.persistence.conftest import play


class SlowDisk:
    """A write function that records what it wrote and can block or fail."""

    def __init__(self) -> None:
        self.written: list[tuple[str, int]] = []
        self.gate = threading.Event()
        self.gate.set()
        self.fail: OSError | None = None

    def __call__(self, saved: Any, root: Path | None) -> Path:
        self.gate.wait(10)
        if self.fail is not None:
            raise SaveWriteError(str(self.fail)) from self.fail
        self.written.append((saved.id, len(saved.actions)))
        return Path(f"{saved.id}.json")


def record(id: str, n: int) -> Any:
    store = MatchStore()
    saved = store.new(RuleSet.preset("classic"), 1, "simple", write=False)
    saved.id = id
    saved.actions = ["pass"] * n
    return saved


def test_the_latest_state_wins_and_matches_are_written_in_order() -> None:
    disk = SlowDisk()
    writer = SaveWriter(disk)
    disk.gate.clear()  # the disk is busy: snapshots pile up
    a, b = record("a", 0), record("b", 0)
    writer.submit(a)
    time.sleep(0.05)  # the thread is now inside the first write
    for n in range(1, 30):
        a.actions = ["pass"] * n
        writer.submit(a)  # a snapshot: later changes to ``a`` do not leak into it
    b.actions = ["draw"]
    writer.submit(b)
    a.actions = ["pass"] * 99  # changed after the last submit: not written
    assert writer.pending("a") and writer.pending("b")
    disk.gate.set()
    assert writer.flush(5)
    assert disk.written == [("a", 0), ("a", 29), ("b", 1)]  # 28 states skipped, in order
    assert not writer.pending("a") and writer.problem("a") is None
    assert writer.close()


def test_a_failure_is_reported_retried_and_cleared() -> None:
    disk = SlowDisk()
    disk.fail = OSError(28, "No space left on device")
    writer = SaveWriter(disk, retry_after=0.02)
    a = record("a", 3)
    writer.submit(a)
    assert not writer.flush(5)  # tried once, failed: flush does not hang
    problem = writer.problem("a")
    assert isinstance(problem, SaveWriteError) and "the disk is full" in problem.message()
    assert writer.pending("a")
    disk.fail = None  # room again: the retry (no new submit needed) writes it
    deadline = time.monotonic() + 5
    while writer.problem("a") is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert writer.problem("a") is None and disk.written == [("a", 3)]
    assert writer.close()


def test_the_store_writer_writes_real_files_atomically() -> None:
    store = MatchStore()
    match = play("classic", 4, limit=40)
    saved = store.new(match.rules, match.seed, "simple", write=False)
    writer = store.writer()
    assert store.writer() is writer  # one per store
    for n in range(1, 41):
        store.record(saved, play("classic", 4, limit=n))
        writer.submit(saved)
    assert writer.flush(10)
    (summary,), _ = store.list()
    assert summary.actions == 40
    assert store.load(saved.id)[1].to_dict() == match.to_dict()
    assert writer.close()
