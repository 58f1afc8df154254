"""Card backs' diamonds on whole pixels: no moiré at any size (ui/back_pattern.py)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.assets import card_back_names, card_back_path
from ginrummy_desktop.ui.back_pattern import _PATH, find_lattice, snapped_back, tile_px
from ginrummy_desktop.ui.image_cache import render_surface
from ginrummy_desktop.ui.layout import table_layout
from ginrummy_desktop.ui.settings import UiSettings

SIZES = [(86, 120), (107, 150), (80, 112), (65, 91), (115, 162), (160, 224), (93, 130)]
"""The stock at about 820x560 and 1024x700 (where the moiré was seen), 800x520 (where the
pattern went flat), 640x420, 1920x1040, and two more."""


def _svg(name: str = "blue") -> str:
    return card_back_path(name).read_text(encoding="utf-8")


def _plain(size: tuple[int, int]) -> pygame.Surface:
    """The back as the SVG draws it, unchanged (what the game drew before)."""
    return pygame.image.load_sized_svg(str(card_back_path("blue")), size)


def _tile(size: tuple[int, int]) -> int:
    lattice = find_lattice(_PATH.search(_svg()).group(2))  # type: ignore[union-attr]
    assert lattice is not None
    return tile_px(lattice, min(size[0] / 240, size[1] / 336))


def _mismatches(img: pygame.Surface, step: int) -> int:
    """Pixels in the back's middle half that differ from the pixel one tile right or down:
    none where every tile is drawn alike, many where the lattice beats against the pixels."""
    w, h = img.get_size()
    bad = 0
    for y in range(h // 4, 3 * h // 4):
        for x in range(w // 4, 3 * w // 4):
            here = img.get_at((x, y))
            bad += here != img.get_at((x + step, y)) or here != img.get_at((x, y + step))
    return bad


def _blue_box(img: pygame.Surface) -> pygame.Rect:
    """The box round the pattern's pixels (clearly bluer than the white card)."""
    w, h = img.get_size()
    pts = [(x, y) for y in range(2, h - 2) for x in range(2, w - 2)
           if (c := img.get_at((x, y))).b - c.r > 40]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_the_bundled_backs_have_the_lattice_it_redraws() -> None:
    for name in card_back_names():
        lattice = find_lattice(_PATH.search(_svg(name)).group(2))  # type: ignore[union-attr]
        assert lattice is not None, name
        assert (lattice.columns, lattice.rows, lattice.tile) == (36, 52, 6.0)
        assert (lattice.left, lattice.top) == (-108.0, -156.0)
        assert lattice.insets == (2, 1)  # the chamfered corners


@pytest.mark.parametrize("size", SIZES)
def test_every_tile_is_drawn_alike(size: tuple[int, int]) -> None:
    img = render_surface(str(card_back_path("blue")), size, back=True)
    assert img.get_size() == size
    assert _mismatches(img, _tile(size)) == 0
    colours = {tuple(img.get_at((x, size[1] // 2))) for x in range(size[0] // 4, size[0] // 2)}
    assert len(colours) > 1  # a pattern, not one flat colour


def test_the_drawing_as_it_is_beats_against_the_pixels() -> None:
    """What the test above guards against: the unchanged SVG at 86x120 and 107x150."""
    for size in [(86, 120), (107, 150)]:
        assert _mismatches(_plain(size), _tile(size)) > 100


@pytest.mark.parametrize("size", SIZES)
def test_the_pattern_keeps_its_place_and_size(size: tuple[int, int]) -> None:
    new = _blue_box(render_surface(str(card_back_path("blue")), size, back=True))
    old = _blue_box(pygame.image.load_sized_svg(str(card_back_path("blue")), (240, 336)))
    scale = min(size[0] / 240, size[1] / 336)
    step = _tile(size)
    assert abs(new.centerx - old.centerx * scale) <= 1.5
    assert abs(new.centery - old.centery * scale) <= 1.5
    assert abs(new.width - old.width * scale) <= step
    assert abs(new.height - old.height * scale) <= step


def test_the_corners_stay_cut() -> None:
    size = (107, 150)
    img = render_surface(str(card_back_path("blue")), size, back=True)
    box = _blue_box(img)
    step = _tile(size)
    blue = [(x, y) for y in range(box.top, box.top + step)
            for x in range(box.left, box.left + 2 * step)
            if (c := img.get_at((x, y))).b - c.r > 40]
    assert blue == []  # the first row starts two tiles in
    row = [x for x in range(box.left, box.right)
           if (c := img.get_at((x, box.top + step // 2))).b - c.r > 40]
    assert row and min(row) >= box.left + 2 * step


def test_a_back_without_the_lattice_is_drawn_as_it_is() -> None:
    plain = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-120 -168 240 336">'
             '<path d="M0 0l10 10l-10 10z" fill="red"/></svg>')
    assert snapped_back(plain, (86, 120)) == plain
    gappy = _svg().replace("M3 0l3 3l-3 3l-3-3z", "", 1)  # a diamond missing mid-row
    assert snapped_back(gappy, (86, 120)) == gappy
    mixed = _svg().replace("M3 0l3 3l-3 3l-3-3z", "M3 0l4 4l-4 4l-4-4z", 1)  # one larger
    assert snapped_back(mixed, (86, 120)) == mixed


@pytest.mark.parametrize("window", [(640, 420), (820, 560), (1024, 700), (1920, 1080)])
def test_every_table_size_draws_a_clean_back(window: tuple[int, int]) -> None:
    for size in table_layout(window, UiSettings()).sizes:
        img = render_surface(str(card_back_path("red")), size, back=True)
        assert _mismatches(img, _tile(size)) == 0, size
