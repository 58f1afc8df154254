"""Opening a folder in the system's file manager (the damaged saved matches' folder)."""

from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)


def open_folder(path: Path | str) -> bool:
    """Open ``path`` in the system's file manager, without waiting; False if that failed."""
    import os
    import subprocess
    import sys

    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            os.startfile(str(path))  # type: ignore[attr-defined]
            return True
        opener = "open" if sys.platform == "darwin" else "xdg-open"
        subprocess.Popen([opener, str(path)], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    except OSError as e:
        log.warning("could not open %s: %s", path, e)
        return False
    return True
