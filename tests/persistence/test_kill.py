"""A kill at any moment while autosaving never leaves a match file that fails to load.

A child process continues the saved match (or starts one), applies one action after another
and autosaves after each; the parent SIGKILLs it after a random delay, then checks that the
file loads and holds at least as many actions as after the previous kill. Temporary files left
behind show that kills landed in the middle of writes.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ginrummy_desktop.i18n.catalog import ROOT
from ginrummy_desktop.persistence.saves import MatchStore

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

KILLS = 25

CHILD = r"""
import random, sys, time
from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.persistence.saves import MatchStore

store = MatchStore(sys.argv[1])
files = store.files()
if files:
    saved, match = store.load(files[0].stem)
else:
    saved = store.new(RuleSet.preset("classic"), 11, "strong")
    match = Match(saved.rules, saved.seed)
threaded = sys.argv[2] == "writer"
writer = store.writer()
print("ready", len(match.history), flush=True)
while not match.is_over:
    legal = match.legal_actions()
    finishing = [a for a in legal if a.text().startswith(("big_gin", "knock"))]
    pool = finishing or legal
    match.apply(pool[random.Random(len(match.history)).randrange(len(pool))])
    if threaded:  # the table's way: record, hand a snapshot to the autosave thread
        store.record(saved, match)
        writer.submit(saved)
        time.sleep(0.0005)
    else:
        store.save(saved, match)
writer.close()
print("done", flush=True)
"""


@pytest.mark.parametrize("mode", ["direct", "writer"])
def test_sigkill_while_autosaving_never_breaks_the_file(tmp_path: Path, mode: str) -> None:
    root = tmp_path / "matches"
    rng = random.Random(2026)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    lengths: list[int] = []
    kills = 0
    started = time.monotonic()
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(root), mode],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert child.stdout is not None
        ready = child.stdout.readline()
        assert ready.startswith("ready"), child.communicate()[1]
        time.sleep(rng.uniform(0.0, 0.04))
        if child.poll() is None:
            child.send_signal(signal.SIGKILL)
            kills += 1
        child.communicate()

        store = MatchStore(root)  # a fresh store: nothing cached
        files = store.files()
        assert len(files) == 1
        saved, match = store.load(files[0].stem)  # raises if the file were broken
        assert store.damaged_files() == []
        lengths.append(len(saved.actions))
        if match.is_over:
            break
    elapsed = time.monotonic() - started
    temporaries = [p for p in root.iterdir() if p.name.endswith(".tmp")]
    print(
        f"\n{kills} kills in {elapsed:.1f}s; actions saved after each: {lengths}; "
        f"{len(temporaries)} temporary files left by kills during a write"
    )
    assert kills >= KILLS // 2
    assert lengths == sorted(lengths) and lengths[-1] > 0
    for temp in temporaries:  # whatever a killed write left is never mistaken for a match
        assert temp.name.startswith(".")
