#!/usr/bin/env python3
"""Draw the application icon: two fanned cards (spade and heart) on a green table disc.

Writes into ``assets/icon/``:

* ``icon.svg``                                    the drawing (hand-written SVG, below)
* ``icon-16.png`` ... ``icon-512.png``            rendered by pygame (SDL_image / nanosvg)
* ``icon.ico``                                    Windows, PNG entries 16..256
* ``icon.icns``                                   macOS, PNG entries ic07..ic14

Run with the project's venv (needs pygame-ce)::

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_icon.py

The suit shapes are Adrian Kennard's (CC0), as on the cards.
"""

from __future__ import annotations

import os
import struct
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "assets" / "icon"

PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns type -> pixel size (PNG payloads; ic11..ic14 are the @2x variants)
ICNS_TYPES = (
    ("ic11", 32),
    ("ic12", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic13", 256),
    ("ic09", 512),
    ("ic14", 512),
)

SPADE = (
    "M0-500C100-250 355-100 355 185A150 150 0 0 1 55 185A10 10 0 0 0 35 185C35 385 85 400 "
    "130 500L-130 500C-85 400-35 385-35 185A10 10 0 0 0-55 185A150 150 0 0 1-355 185"
    "C-355-100-100-250 0-500Z"
)
HEART = (
    "M0-300C0-400 100-500 200-500C300-500 400-400 400-250C400 0 0 400 0 500C0 400-400 0"
    "-400-250C-400-400-300-500-200-500C-100-500 0-400 0-300Z"
)

SVG = f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="felt" cx="256" cy="220" r="260" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#3aa35f"/>
      <stop offset="1" stop-color="#14592d"/>
    </radialGradient>
  </defs>
  <circle cx="256" cy="256" r="244" fill="url(#felt)" stroke="#c9a03a" stroke-width="16"/>
  <g transform="translate(196,268) rotate(-14)">
    <rect x="-100" y="-140" width="200" height="280" rx="20" ry="20"
          fill="#000" fill-opacity="0.25" transform="translate(6,8)"/>
    <rect x="-100" y="-140" width="200" height="280" rx="20" ry="20"
          fill="#ffffff" stroke="#1b1b1b" stroke-width="6"/>
    <path d="{SPADE}" fill="#111111" transform="translate(-40,-12) scale(0.14)"/>
  </g>
  <g transform="translate(316,262) rotate(12)">
    <rect x="-100" y="-140" width="200" height="280" rx="20" ry="20"
          fill="#000" fill-opacity="0.3" transform="translate(-8,8)"/>
    <rect x="-100" y="-140" width="200" height="280" rx="20" ry="20"
          fill="#ffffff" stroke="#1b1b1b" stroke-width="6"/>
    <path d="{HEART}" fill="#d01e2a" transform="translate(0,-4) scale(0.15)"/>
  </g>
</svg>
"""


def render(svg_path: Path, size: int):  # -> pygame.Surface
    import pygame

    return pygame.image.load_sized_svg(str(svg_path), (size, size))


def png_bytes(surface) -> bytes:  # type: ignore[no-untyped-def]
    import pygame

    with tempfile.TemporaryDirectory() as tmp:
        p = Path(tmp) / "x.png"
        pygame.image.save(surface, str(p))
        return p.read_bytes()


def write_ico(path: Path, images: dict[int, bytes]) -> None:
    """An ICO container holding PNG images (Windows Vista and later read these)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = images[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    path.write_bytes(header + b"".join(entries) + b"".join(blobs))


def write_icns(path: Path, chunks: list[tuple[str, bytes]]) -> None:
    """An ICNS container of PNG chunks."""
    body = b"".join(struct.pack(">4sI", t.encode(), 8 + len(d)) + d for t, d in chunks)
    path.write_bytes(struct.pack(">4sI", b"icns", 8 + len(body)) + body)


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    svg_path = OUT / "icon.svg"
    svg_path.write_text(SVG, encoding="utf-8")
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = png_bytes(render(svg_path, size))
        return cache[size]

    for s in PNG_SIZES:
        (OUT / f"icon-{s}.png").write_bytes(png(s))
    write_ico(OUT / "icon.ico", {s: png(s) for s in ICO_SIZES})
    write_icns(OUT / "icon.icns", [(t, png(s)) for t, s in ICNS_TYPES])
    print("wrote", ", ".join(sorted(p.name for p in OUT.iterdir())))


if __name__ == "__main__":
    main()
