"""The table's felt: a green cloth with a fine woven texture and a vignette (the middle lit,
the edges darker), drawn once per window size and cached.

Nothing is loaded from disk: the texture is a small deterministic noise tile (the same every
start) repeated over the window, the vignette a few soft rings scaled up smoothly. Both are
subtle on purpose - the cards stay the brightest thing on the table.

* :func:`felt_surface` - the whole background for a window size (cached, one per size).
* :func:`draw_felt` - blit it onto a surface.
"""

from __future__ import annotations

import random

import pygame

FELT_CENTRE = (30, 112, 68)
"""The lit middle of the cloth."""
FELT_EDGE = (10, 52, 30)
"""The corners after the vignette."""
TILE = 96
"""Side of the texture tile in pixels."""
GRAIN = 7
"""How far a texture pixel may differ from its neighbours' colour (0-255 scale)."""

_cache: dict[tuple[int, int], pygame.Surface] = {}
_tile: list[pygame.Surface] = []
_tile_pixels: list[bytes] = []  # plain bytes: they outlive pygame.quit()


def _texture_tile() -> pygame.Surface:
    """A tile of fine, woven-looking grain: per-pixel noise plus faint diagonal threads,
    as a light/dark overlay (grey with alpha) so it works on any base colour. Its pixels are
    computed once per process (~2 ms; one random call per pixel took ~15 ms)."""
    if not _tile_pixels:
        noise = random.Random(17).randbytes(TILE * TILE)  # the same cloth on every start
        span = 2 * GRAIN + 1
        light = [bytes((255, 255, 255, min(255, v * 3))) for v in range(3 * GRAIN)]
        dark = [bytes((0, 0, 0, min(255, v * 3))) for v in range(3 * GRAIN)]
        out = []
        for i, b in enumerate(noise):
            y, x = divmod(i, TILE)
            v = b % span - GRAIN + (GRAIN // 2 if (x + y) % 4 == 0 else 0)
            out.append(light[v] if v >= 0 else dark[-v])
        _tile_pixels.append(b"".join(out))
    return pygame.image.frombytes(_tile_pixels[0], (TILE, TILE), "RGBA")


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """The base colour with a radial fall-off from FELT_CENTRE to FELT_EDGE, drawn small and
    scaled up (smoothscale blurs the rings into a continuous gradient)."""
    w, h = max(1, size[0]), max(1, size[1])
    sw, sh = 64, max(8, round(64 * h / w))
    small = pygame.Surface((sw, sh))
    small.fill(FELT_EDGE)
    steps = 24
    for i in range(steps):
        f = i / (steps - 1)  # 0 outside .. 1 in the middle
        ease = f * f * (3 - 2 * f)
        col = tuple(round(e + (c - e) * ease) for e, c in zip(FELT_EDGE, FELT_CENTRE,
                                                               strict=True))
        scale = 1.45 - 1.05 * f  # the outer ring reaches past the corners
        rw, rh = sw * scale, sh * scale
        rect = pygame.Rect(0, 0, round(rw), round(rh))
        rect.center = (sw // 2, sh // 2)
        pygame.draw.ellipse(small, col, rect)
    return pygame.transform.smoothscale(small, (w, h))


def felt_surface(size: tuple[int, int]) -> pygame.Surface:
    """The felt for a window of ``size`` (cached; a resize builds a new one and keeps only
    the last few sizes)."""
    surf = _cache.get(size)
    if surf is None:
        surf = _vignette(size)
        if not _tile:
            _tile.append(_texture_tile())
        tile = _tile[0]
        for y in range(0, size[1], TILE):
            for x in range(0, size[0], TILE):
                surf.blit(tile, (x, y))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        if len(_cache) >= 4:
            _cache.pop(next(iter(_cache)))
        _cache[size] = surf
    return surf


def cached_felt(size: tuple[int, int]) -> pygame.Surface | None:
    """The felt for ``size`` if it is made already (None: :func:`felt_surface` would make it)."""
    return _cache.get(size)


def latest_felt() -> pygame.Surface | None:
    """The felt made last, of whatever size (to draw scaled until a new size's is made)."""
    return next(reversed(_cache.values()), None)


def keep_felt(size: tuple[int, int], surf: pygame.Surface) -> None:
    """Cache a felt made elsewhere (the image worker, ``ui.image_cache.render_felt``)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    _cache.pop(size, None)
    if len(_cache) >= 4:
        _cache.pop(next(iter(_cache)))
    _cache[size] = surf


def draw_felt(surface: pygame.Surface) -> None:
    """Paint the felt over the whole ``surface``."""
    surface.blit(felt_surface(surface.get_size()), (0, 0))


def reset_cache() -> None:
    """Forget the cached felt (after ``pygame.quit()`` surfaces belong to a dead display)."""
    _cache.clear()
    _tile.clear()
