"""The window's helper processes end with it.

The computer's thinking (``ui/thinking.py``) and the card painting (``ui/image_cache.py``) run
in spawned child processes. Where the window's process ends without shutting them down
(``kill``, a crash, the desktop ending it), they used to go on running, orphaned, for hours:
two game windows ended with ``kill`` left five Python processes behind. Each child watches
its parent from a daemon thread and leaves once the parent is gone (POSIX: the child is
handed to another parent)."""

from __future__ import annotations

import os
import threading
import time

POLL = 1.0  # seconds between two looks at the parent


def leave_with_parent(poll: float = POLL) -> threading.Thread:
    """In a child process: end it (``os._exit``) once its parent process has gone."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll)
        os._exit(0)

    thread = threading.Thread(target=watch, name="leave-with-parent", daemon=True)
    thread.start()
    return thread
