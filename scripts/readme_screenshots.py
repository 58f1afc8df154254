"""Make the README's three screenshots again: the table, the lay-off review and the score
board, in English at 1280x800, drawn headless (SDL's dummy video driver) from the game's own
demo scenes - the same ones ``--scene NAME`` opens.

    .venv/bin/python scripts/readme_screenshots.py [--out docs/screenshots] [--lang en]

Writes ``table.png``, ``layoff_review.png`` and ``scoreboard.png`` and prints their paths.
Run it after every change to how the table looks.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout: this tree's game, not an installed one
    sys.path.insert(0, str(ROOT))

SHOTS = (("table", "table"), ("layoff_review", "layoff_review"),
         ("scoreboard", "final_scores"))
"""(file name, registered demo scene)."""


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="docs/screenshots", help="folder for the PNGs")
    p.add_argument("--lang", default="en", choices=["en", "de"])
    p.add_argument("--size", default="1280x800")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    import ginrummy_desktop.ui.demo  # noqa: F401  (registers the demo scenes)
    from ginrummy_desktop.i18n import set_language
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scene import registered_scenes
    from ginrummy_desktop.ui.settings import UiSettings

    w, h = (int(v) for v in args.size.lower().split("x"))
    set_language(args.lang)
    app = App((w, h), settings=UiSettings(animation_speed="off", language=args.lang))
    app.store = None  # nothing is saved
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for filename, name in SHOTS:
        app.stack.clear()
        scene = registered_scenes()[name](app)
        if scene not in app.stack:
            app.push(scene)
        deadline = time.monotonic() + 20
        for _ in range(30):  # settle: images rendered ahead, animations off
            app.step(1 / 60)
        while time.monotonic() < deadline and _images_pending(app):
            time.sleep(0.05)
            app.step(1 / 60)
        for _ in range(5):
            app.step(1 / 60)
        path = out / f"{filename}.png"
        pygame.image.save(app.screen, str(path))
        print(path)
    app.stack.clear()
    return 0


def _images_pending(app: object) -> bool:
    """Whether card images are still being rendered by the image worker (if there is one)."""
    cards = getattr(app, "cards", None)
    ready = getattr(cards, "ready", None)
    return callable(ready) and not ready()


if __name__ == "__main__":
    status = main()
    import pygame

    pygame.quit()
    sys.exit(status)
