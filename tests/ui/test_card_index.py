"""Small card faces get a larger, bolder corner index (``ui.card_index``): at 640x420 an
ace of clubs was read as a 2 (its index a 6 px letter in 0.7 px grey lines, often broken);
at normal sizes the faces are Adrian Kennard's as they are."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.assets import card_svg_path
from ginrummy_desktop.ui.card_index import RANK_AT, SUIT_AT, index_right, with_big_index
from ginrummy_desktop.ui.image_cache import render_surface
from ginrummy_desktop.ui.layout import TableLayout

FACES = [r + s for r in "A23456789TJQK" for s in "SHDC"]
DECKS = ["2color", "4color"]


def _strong(c: pygame.Color) -> bool:
    """A pixel of a drawn stroke: dark, or a full colour (red, blue, green), not grey."""
    return c.a > 200 and (min(c.r, c.g, c.b) < 90 or max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 150)


def _rank_rows(img: pygame.Surface) -> int:
    """How many rows from the top the rank letter runs unbroken in strong strokes."""
    w, h = img.get_size()
    rows = 0
    for y in range(2, h // 3):
        if any(_strong(img.get_at((x, y))) for x in range(2, int(w * 0.16))):
            rows += 1
        elif rows:
            break
    return rows


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()


def test_every_face_draws_its_index_with_the_transforms_that_are_grown() -> None:
    for deck in DECKS:
        for code in FACES:
            svg = card_svg_path(code, deck).read_text(encoding="utf-8")
            assert svg.count(RANK_AT) == 2 and svg.count(SUIT_AT) == 2, (deck, code)
            assert with_big_index(svg, 91) != svg


@pytest.mark.parametrize("window,least", [((640, 420), 12), ((800, 520), 14)])
def test_a_small_faces_rank_is_tall_and_drawn_in_unbroken_strokes(
        window: tuple[int, int], least: int) -> None:
    size = TableLayout(window).card
    short = []
    for deck in DECKS:
        for code in FACES:
            svg = str(card_svg_path(code, deck))
            if _rank_rows(render_surface(svg, size)) < least:
                short.append((deck, code))
    assert not short, f"rank under {least} px at {size}: {short}"
    # as the faces come, the ace of clubs' A was a few broken grey rows
    old = pygame.image.load_sized_svg(str(card_svg_path("AC")), size)
    assert _rank_rows(old) < least


def test_faces_at_normal_sizes_are_the_faces_as_drawn() -> None:
    size = TableLayout((1280, 800)).card
    for code in ("AC", "TD", "KH"):
        svg = str(card_svg_path(code))
        got = render_surface(svg, size)
        want = pygame.image.load_sized_svg(svg, size)
        assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(want, "RGBA")


@pytest.mark.parametrize("window", [(640, 420), (800, 520), (1280, 800)])
def test_index_right_is_where_the_index_ink_ends(window: tuple[int, int]) -> None:
    """The discard pile's fan leaves this much of each older card (test_discard_fan)."""
    lay = TableLayout(window)
    for size in (lay.card, lay.review_card):
        edge = index_right(size)
        for code in FACES:
            img = render_surface(str(card_svg_path(code)), size)
            ink = [x for x in range(1, int(size[0] * 0.158)) for y in range(2, int(size[1] * 0.36))
                   if _strong(img.get_at((x, y)))]
            assert max(ink) < edge, (code, size, max(ink), edge)
