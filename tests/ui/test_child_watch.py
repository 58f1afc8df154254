"""The window's helper processes end with it: the thinking and the card-painting children
used to run on, orphaned, after the window's process was killed (two game windows ended
with ``kill`` left five Python processes behind, some for an hour)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

KILLED_PARENT = """
import os, signal, sys
from ginrummy_desktop.ui.{module} import {make}
pool = {make}()
print(pool.submit(os.getpid).result(timeout=60), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waits for its new parent to reap it: gone all the same
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize(("module", "make"), [("thinking", "OpponentProcess"),
                                              ("image_cache", "process_pool")])
def test_a_child_ends_soon_after_its_parent_is_killed(module: str, make: str,
                                                      tmp_path: Path) -> None:
    code = KILLED_PARENT.format(module=module, make=make)
    out = tmp_path / "out.txt"
    with out.open("w") as f:  # not a pipe: the orphan would hold it open
        run = subprocess.run([sys.executable, "-c", code], stdout=f, stderr=subprocess.STDOUT,
                             timeout=120, env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                               "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert run.returncode == -9, out.read_text()
    child = int(out.read_text().split()[-1])
    deadline = time.monotonic() + 30  # a look every second (POLL): gone within a few
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _alive(child), f"the child {child} outlived its killed parent"
