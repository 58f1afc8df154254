"""A card back's diamond pattern laid on whole pixels, so it shows no moiré at any size.

The backs (``assets/cards/backs``) are a white card with a lattice of small diamonds: tiles
6 units square on a card 240 wide, 36 across and 52 down, the two rows at each end short by
one and two tiles (chamfered corners). Drawn at a size where a tile is not a whole number of
pixels (2.15 px on the 86x120 stock of a window about 820x560; 2.67 px at 1024x700) the
lattice beats against the pixels: light and dark bands cross the back. At exactly 2 px (80x112)
every pixel is half covered and the pattern vanishes into one flat blue.

:func:`snapped_back` draws the same lattice again for the size it is rendered at: each tile
a whole number of pixels (the nearest to the drawing's own, at least 2), each diamond
centred on a pixel's middle, the lattice as large as the drawing's and centred where it is,
its corners cut by as many tiles as the drawing's. Every tile then comes out pixel for pixel
alike. The diamonds grow or shrink by at most half a pixel; nothing else changes. A back
without such a lattice is drawn as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_DIAMOND = re.compile(r"M(-?\d+(?:\.\d+)?) ?(-?\d+(?:\.\d+)?)l(\d+(?:\.\d+)?) \3l-\3 \3l-\3-\3z")
"""One diamond as the backs draw it: its top corner, then round by half-tile steps."""
_PATH = re.compile(r'(<path d=")((?:M[^"]*?z)+)(")')
_VIEW_BOX = re.compile(r'viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"')

MIN_TILE_PX = 2
"""The smallest tile drawn: a 2 px tile still shows its diamond (a dot on every other pixel)."""


@dataclass(frozen=True)
class Lattice:
    """The drawing's diamond lattice, in its own units."""

    left: float
    """Left edge of the first column of tiles."""
    top: float
    tile: float
    columns: int
    rows: int
    insets: tuple[int, ...]
    """Tiles left out at each end of the first rows (the same at the last rows), from the
    outermost row in (``(2, 1)`` for the bundled backs)."""


@lru_cache(maxsize=4)
def find_lattice(d: str) -> Lattice | None:
    """The lattice a path's ``d`` draws, or None unless it is diamonds in whole rows (read
    once per back: every size of it is drawn from the same lattice)."""
    found = _DIAMOND.findall(d)
    if len(found) < 4 or "".join(m.group(0) for m in _DIAMOND.finditer(d)) != d:
        return None
    half = float(found[0][2])
    if any(float(h) != half for _, _, h in found):
        return None
    tile = 2 * half
    tops = {(float(x), float(y)) for x, y, _ in found}
    xs = sorted({x for x, _ in tops})
    ys = sorted({y for _, y in tops})
    columns = round((xs[-1] - xs[0]) / tile) + 1
    rows = round((ys[-1] - ys[0]) / tile) + 1
    if len(xs) != columns or len(ys) != rows:
        return None  # gaps inside: not one lattice
    insets: list[int] = []
    for y in ys[: rows // 2]:
        row = sorted(x for x, yy in tops if yy == y)
        inset = round((row[0] - xs[0]) / tile)
        if len(row) != columns - 2 * inset or row[-1] != xs[-1] - inset * tile:
            return None  # not a full row less the same count at each end
        if inset == 0:
            break
        insets.append(inset)
    if len(tops) != columns * rows - 4 * sum(insets):
        return None  # a tile missing inside
    return Lattice(xs[0] - half, ys[0], tile, columns, rows, tuple(insets))


def tile_px(lattice: Lattice, scale: float) -> int:
    """The whole number of pixels a tile gets at ``scale`` pixels per unit."""
    return max(MIN_TILE_PX, round(lattice.tile * scale))


def snapped_back(svg: str, size: tuple[int, int]) -> str:
    """``svg`` (a card back) with its diamond lattice redrawn on whole pixels for ``size``."""
    box = _VIEW_BOX.search(svg)
    path = _PATH.search(svg)
    if box is None or path is None:
        return svg
    lattice = find_lattice(path.group(2))
    if lattice is None:
        return svg
    svg, (x0, y0, width, height) = _fitted(svg, box, size)
    scale = size[0] / width
    px = tile_px(lattice, scale)
    columns = max(1, round(lattice.columns * lattice.tile * scale / px))
    rows = max(1, round(lattice.rows * lattice.tile * scale / px))
    # the lattice's middle stays the drawing's middle, on a whole pixel
    mid_x = ((lattice.left - x0) + lattice.columns * lattice.tile / 2) * scale
    mid_y = ((lattice.top - y0) + lattice.rows * lattice.tile / 2) * scale
    left_px = round(mid_x - columns * px / 2)
    top_px = round(mid_y - rows * px / 2)
    centre = px // 2 + 0.5  # a pixel's middle: every tile rasterises alike
    half = px / 2 / scale
    parts: list[str] = []
    for row in range(rows):
        from_end = min(row, rows - 1 - row)
        inset = lattice.insets[from_end] if from_end < len(lattice.insets) else 0
        cy = (top_px + row * px + centre) / scale + y0
        for col in range(inset, columns - inset):
            cx = (left_px + col * px + centre) / scale + x0
            parts.append(f"M{_num(cx)} {_num(cy - half)}l{_num(half)} {_num(half)}"
                         f"l-{_num(half)} {_num(half)}l-{_num(half)}-{_num(half)}z")
    path = _PATH.search(svg)
    assert path is not None
    return svg[: path.start(2)] + "".join(parts) + svg[path.end(2):]


_ROOT_SIZE = re.compile(r'<svg([^>]*?) width="[\d.]+" height="[\d.]+"')
_CARD = re.compile(r'<rect width="([\d.]+)" height="([\d.]+)" x="(-?[\d.]+)" y="(-?[\d.]+)"')


def _fitted(svg: str, box: re.Match[str], size: tuple[int, int]
            ) -> tuple[str, tuple[float, float, float, float]]:
    """``svg`` drawn exactly ``size``: its view box and card as tall as ``size``'s shape
    asks (115x162 is a hair taller than the card's 240x336; the SVG alone keeps its shape and
    comes out 115x161, and scaling that to 162 rows would smear the pattern's rows). The
    card's outline moves by under a pixel; its width and everything on it stay."""
    x0, y0, width, height = (float(v) for v in box.groups())
    card = _CARD.search(svg)
    tall = width * size[1] / size[0]
    if card is None or _ROOT_SIZE.search(svg) is None:
        return svg, (x0, y0, width, height)
    top = y0 + (height - tall) / 2
    svg = _ROOT_SIZE.sub(f'<svg\\1 width="{size[0]}" height="{size[1]}"', svg, count=1)
    svg = _VIEW_BOX.sub(f'viewBox="{_num(x0)} {_num(top)} {_num(width)} {_num(tall)}"', svg,
                        count=1)
    # the card's outline: the same margin inside the taller (or shorter) view box
    card = _CARD.search(svg)
    assert card is not None
    margin = float(card.group(4)) - y0
    svg = (svg[: card.start()] + f'<rect width="{card.group(1)}" height="{_num(tall - 2 * margin)}"'
           f' x="{card.group(3)}" y="{_num(top + margin)}"' + svg[card.end():])
    return svg, (x0, top, width, tall)


def _num(value: float) -> str:
    """A coordinate with enough digits to land within a hundredth of a pixel."""
    return f"{value:.4f}".rstrip("0").rstrip(".")
