"""Card images: loaded from the SVG assets at the exact pixel size they are drawn, cached
per size, so cards stay crisp at every window size."""

from __future__ import annotations

import pygame

from ginrummy_desktop.assets import card_back_path, card_svg_path
from ginrummy_desktop.engine import Card


class CardImages:
    """Faces and backs by size. ``deck`` is "2color" or "4color"; ``back`` a back name."""

    def __init__(self, deck: str = "2color", back: str = "blue") -> None:
        self.deck = deck
        self.back_name = back
        self._cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}

    def configure(self, deck: str, back: str) -> None:
        self.deck = deck
        self.back_name = back

    def face(self, card: Card | str, size: tuple[int, int]) -> pygame.Surface:
        key = (self.deck, str(card), size)
        img = self._cache.get(key)
        if img is None:
            img = _load(str(card_svg_path(str(card), self.deck)), size)
            self._cache[key] = img
        return img

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", self.back_name, size)
        img = self._cache.get(key)
        if img is None:
            path = str(card_back_path(self.back_name))
            img = _load(path, size)
            if _flat(img):  # the fine pattern cancels out at some sizes (80x112 at 800x520)
                img = _load(path, (size[0] + 1, size[1] + 1)).subsurface((0, 0, *size)).copy()
            self._cache[key] = img
        return img

    def warm(self, size: tuple[int, int]) -> None:
        """Load every face and the back at ``size`` (avoids hitches in the first frames)."""
        from ginrummy_desktop.engine import ALL_CARDS

        for c in ALL_CARDS:
            self.face(c, size)
        self.back(size)

    def forget_other_sizes(self, keep: set[tuple[int, int]]) -> None:
        """Drop cached images of sizes no longer used (after a resize)."""
        for key in [k for k in self._cache if k[2] not in keep]:
            del self._cache[key]


def _load(path: str, size: tuple[int, int]) -> pygame.Surface:
    img = pygame.image.load_sized_svg(path, size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


def _flat(img: pygame.Surface) -> bool:
    """True if the middle of a card back is one plain colour (its pattern aliased away)."""
    w, h = img.get_size()
    if w < 20 or h < 20:
        return False
    points = [(x, y) for x in range(w // 4, w * 3 // 4, 3) for y in range(h // 4, h * 3 // 4, 5)]
    return len({tuple(img.get_at(p)) for p in points}) <= 1


def card_shadow(size: tuple[int, int], lifted: bool = False) -> tuple[pygame.Surface,
                                                                   tuple[int, int]]:
    """A soft shadow for a card of ``size`` and where to put it relative to the card's
    top-left corner (cached per size). A card on the table casts a small, tight shadow down
    and to the right; a lifted (dragged or flying) card a larger, softer one further away, so
    it reads as above the table."""
    key = (size, lifted)
    hit = _shadows.get(key)
    if hit is None:
        hit = _make_shadow(size, lifted)
        _shadows[key] = hit
    return hit


def _make_shadow(size: tuple[int, int], lifted: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    cw, ch = size
    blur = max(2, cw // (7 if lifted else 22))
    grow = cw // 16 if lifted else 0
    alpha = 95 if lifted else 80
    off = (max(3, cw // 12), max(4, cw // 8)) if lifted else (max(1, cw // 60), max(2, cw // 40))
    pad = blur * 2 + grow
    full = (cw + 2 * pad, ch + 2 * pad)
    k = max(2, blur)  # drawn this many times smaller, then scaled up: the edge goes soft
    small = pygame.Surface((max(2, full[0] // k), max(2, full[1] // k)), pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, (cw + 2 * grow) / k, (ch + 2 * grow) / k)
    inner.center = (small.get_width() // 2, small.get_height() // 2)
    pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(1, cw // 12 // k))
    shadow = pygame.transform.smoothscale(small, full)
    return shadow, (off[0] - pad, off[1] - pad)


_shadows: dict[tuple[tuple[int, int], bool], tuple[pygame.Surface, tuple[int, int]]] = {}


def draw_card(
    surface: pygame.Surface, images: CardImages, card: Card | None, pos: tuple[float, float],
    size: tuple[int, int], *, outline: tuple[int, int, int] | None = None, lifted: bool = False,
    flip: float = 1.0, shadow: bool = True,
) -> pygame.Rect:
    """Draw a card face (or the back when ``card`` is None) with its top-left at ``pos``.

    ``flip`` in [-1, 1] squeezes the card horizontally (negative shows the back): the upcard
    turning over is a flip from -1 to 1.
    """
    x, y = int(pos[0]), int(pos[1])
    rect = pygame.Rect(x, y, *size)
    if (shadow or lifted) and abs(flip) > 0.3:  # a card seen edge-on casts next to none
        img_s, off = card_shadow(size, lifted)
        surface.blit(img_s, (x + off[0], y + off[1]))
    img = images.face(card, size) if card is not None and flip >= 0 else images.back(size)
    if abs(flip) < 0.999:
        w = max(1, int(size[0] * abs(flip)))
        img = pygame.transform.smoothscale(img, (w, size[1]))
        surface.blit(img, (x + (size[0] - w) // 2, y))
    else:
        surface.blit(img, rect)
    if outline is not None:
        pygame.draw.rect(surface, outline, rect.inflate(4, 4), 3, border_radius=size[0] // 10)
    return rect
