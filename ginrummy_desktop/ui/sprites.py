"""Card images: rendered from the SVG assets at the exact pixel size they are drawn, cached
per size, so cards stay crisp at every window size.

Two ways to get them. Without a renderer (tests, tools) an image is rendered when first
asked for. With a :class:`~ginrummy_desktop.ui.image_cache.RenderWorker` (the real program:
``App.prepare_workers``) nothing is rendered on the frame loop: :meth:`CardImages.prepare`
queues the whole deck at the sizes the table draws (at start and after a resize), a missing
image is asked for first in the queue, and until it arrives the same card at another size is
drawn scaled (or, on the very first start, a plain stand-in card). :meth:`CardImages.pump`
(once a frame, by the app) turns what the worker rendered into surfaces.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import pygame

from ginrummy_desktop.assets import card_back_path, card_svg_path
from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.felt import keep_felt
from ginrummy_desktop.ui.image_cache import FELT, Job, Key, RenderWorker, render_surface

log = logging.getLogger(__name__)

PUMP_LIMIT = 24
"""Rendered images turned into surfaces per frame at most (~0.05 ms each)."""


def _existing_back(name: str) -> str:
    """``name`` if that back has an image, else the default one (a settings file may name a
    back this version does not have; drawing it would crash)."""
    from ginrummy_desktop.assets import card_back_names

    names = card_back_names()
    if name in names or not names:
        return name
    return "blue" if "blue" in names else names[0]


class CardImages:
    """Faces and backs by size. ``deck`` is "2color" or "4color"; ``back`` a back name;
    ``renderer`` renders ahead off the frame loop (None: render when first asked)."""

    def __init__(self, deck: str = "2color", back: str = "blue",
                 renderer: RenderWorker | None = None) -> None:
        self.deck = deck
        self.back_name = _existing_back(back)
        self.renderer = renderer
        self._cache: dict[Key, pygame.Surface] = {}
        self._stand_ins: dict[Key, pygame.Surface] = {}
        self._failed: set[Key] = set()
        self._keep: set[tuple[int, int]] = set()
        self._drop_old = False  # drop other sizes once the prepared ones are all rendered
        self.stand_ins_drawn = 0
        """Stand-ins handed out since :meth:`pump` last took images (the app redraws when
        their real images arrive)."""

    def configure(self, deck: str, back: str) -> None:
        back = _existing_back(back)
        changed = (deck, back) != (self.deck, self.back_name)
        self.deck = deck
        self.back_name = back
        if changed and self._keep:
            self.prepare(self._keep)

    # --- asking for images -------------------------------------------------------------
    def face(self, card: Card | str, size: tuple[int, int]) -> pygame.Surface:
        return self._get((self.deck, str(card), size))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("back", self.back_name, size))

    def _get(self, key: Key) -> pygame.Surface:
        img = self._cache.get(key)
        if img is not None:
            return img
        if self.renderer is None:
            job = self._job(key)
            img = _convert(render_surface(job.svg, job.size, job.back))
            self._cache[key] = img
            return img
        if key not in self._failed:
            self.renderer.request(self._job(key), urgent=True)
        self.stand_ins_drawn += 1
        img = self._stand_ins.get(key)
        if img is None:
            img = self._stand_in(key)
            self._stand_ins[key] = img
        return img

    def _job(self, key: Key) -> Job:
        kind, name, size = key
        if kind == "back":
            return Job(key, str(card_back_path(name)), size, back=True)
        return Job(key, str(card_svg_path(name, kind)), size)

    def _stand_in(self, key: Key) -> pygame.Surface:
        """The same image at another size, scaled; else the same card of the other deck (or
        another back); a plain card when nothing is rendered yet (the very first start)."""
        kind, name, size = key

        def rank(k: Key) -> tuple[int, int] | None:
            if k[0] == kind and k[1] == name:
                return (0, abs(k[2][0] - size[0]))
            if kind == "back" and k[0] == "back":
                return (1, abs(k[2][0] - size[0]))
            if kind != "back" and k[0] != "back" and k[1] == name:
                return (1 if k[2] == size else 2, abs(k[2][0] - size[0]))
            return None

        ranked = [(r, k) for k in self._cache if (r := rank(k)) is not None]
        if not ranked:
            return _plain_card(size, back=kind == "back")
        best = self._cache[min(ranked)[1]]
        return best if best.get_size() == size else pygame.transform.smoothscale(best, size)

    # --- rendering ahead ---------------------------------------------------------------
    def prepare(self, sizes: set[tuple[int, int]]) -> None:
        """Queue the back and all 52 faces at each of ``sizes`` (the back and the largest
        size first). Without a renderer: nothing (images are rendered when asked for)."""
        from ginrummy_desktop.engine import ALL_CARDS

        self._keep = set(sizes)
        if self.renderer is None:
            return
        self._drop_old = True
        for size in sorted(sizes, reverse=True):
            for key in [("back", self.back_name, size)] + [
                    (self.deck, str(c), size) for c in ALL_CARDS]:
                if key not in self._cache and key not in self._failed:
                    self.renderer.request(self._job(key))

    def pump(self, limit: int = PUMP_LIMIT) -> int:
        """Take images the worker rendered (at most ``limit``) into the cache; once all of
        the prepared sizes are there, drop images of other sizes. Returns how many came."""
        if self.renderer is None:
            return 0
        done = self.renderer.take_done(limit)
        for key, size, data in done:
            if not data:
                self._failed.add(key)
                continue
            self._stand_ins.pop(key, None)
            if key[0] == FELT:  # the table's felt for a new window size (``App``)
                keep_felt(size, pygame.image.frombytes(data, size, "RGB"))
                continue
            if len(data) != size[0] * size[1] * 4:  # never a crash: drawn without the worker
                log.error("card image %s came back with %d bytes for %s", key, len(data), size)
                self._failed.add(key)
                continue
            self._cache[key] = _convert(pygame.image.frombytes(data, size, "RGBA"))
            self._stand_ins.pop(key, None)
        if done:
            self.stand_ins_drawn = 0
            self._drop_unkept()
        return len(done)

    def felt(self, surface: pygame.Surface) -> None:
        """Paint the table's felt over ``surface``: with a renderer, a new window size's felt
        is made by the worker and, until it comes, the last one is drawn scaled."""
        from ginrummy_desktop.ui import felt
        from ginrummy_desktop.ui.image_cache import felt_job

        size = surface.get_size()
        old = felt.latest_felt()
        key = felt_job(size).key
        if self.renderer is None or old is None or key in self._failed or \
                felt.cached_felt(size) is not None:
            felt.draw_felt(surface)
            return
        self.renderer.request(felt_job(size), urgent=True)
        self.stand_ins_drawn += 1
        img = self._stand_ins.get(key)
        if img is None:
            img = pygame.transform.scale(old, size)
            self._stand_ins[key] = img
        surface.blit(img, (0, 0))

    def ready(self) -> bool:
        """Everything asked for is rendered and taken (always true without a renderer)."""
        return self.renderer is None or self.renderer.pending == 0

    def _drop_unkept(self) -> None:
        """Once after each :meth:`prepare`: when its sizes are all there, the old sizes go
        (images drawn at other sizes later, e.g. the saves list's small cards, stay)."""
        if self._drop_old and self.renderer is not None and not self.renderer.pending:
            self._drop_old = False
            self.forget_other_sizes(self._keep)

    def warm(self, size: tuple[int, int]) -> None:
        """Every face and the back at ``size`` now (waits for the worker if there is one)."""
        from ginrummy_desktop.engine import ALL_CARDS

        if self.renderer is not None:
            self.prepare(self._keep | {size})
            self.renderer.wait_idle()
            while self.pump(limit=10_000):
                pass
            return
        for c in ALL_CARDS:
            self.face(c, size)
        self.back(size)

    def forget_other_sizes(self, keep: set[tuple[int, int]]) -> None:
        """Drop cached images of sizes no longer used (after a resize). With a renderer the
        new sizes are queued first and the old ones are kept to draw scaled until then."""
        if self.renderer is not None and set(keep) != self._keep:
            self.prepare(set(keep))
            return
        if self.renderer is not None and self.renderer.pending:
            return  # dropped by ``pump`` once the new sizes are all there
        for key in [k for k in self._cache if k[2] not in keep]:
            del self._cache[key]
        for key in [k for k in self._stand_ins if k[2] not in keep]:
            del self._stand_ins[key]


def _convert(img: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


def _plain_card(size: tuple[int, int], back: bool) -> pygame.Surface:
    """A card with nothing on it (white, or blue for a back): drawn only on the very first
    start, for the few frames before the first images arrive."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(2, size[0] // 12)
    pygame.draw.rect(surf, (30, 60, 140) if back else (250, 250, 248), rect,
                     border_radius=radius)
    pygame.draw.rect(surf, (150, 150, 150), rect, 1, border_radius=radius)
    if back:
        pygame.draw.rect(surf, (235, 235, 240), rect.inflate(-size[0] // 8, -size[0] // 8), 2,
                         border_radius=radius)
    return _convert(surf)


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


def prepare_shadows(sizes: Iterable[tuple[int, int]]) -> int:
    """Make the shadows (on the table and lifted) of cards of ``sizes`` now, so no frame
    makes one when a card of that size is first drawn; returns how many were new."""
    made = 0
    for size in sizes:
        for lifted in (False, True):
            if (size, lifted) not in _shadows:
                card_shadow(size, lifted)
                made += 1
    return made


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
