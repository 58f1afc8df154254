"""Card images rendered ahead: a worker (process or injected pool) renders, the frame loop
only copies pixels; until an image is there the same card at another size is drawn scaled;
rendered images are cached as PNGs on disk."""

from __future__ import annotations

import concurrent.futures as cf
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from ginrummy_desktop.assets import card_svg_path
from ginrummy_desktop.engine import ALL_CARDS, Card
from ginrummy_desktop.ui.image_cache import Job, RenderWorker, png_path, render_surface
from ginrummy_desktop.ui.layout import TableLayout
from ginrummy_desktop.ui.sprites import CardImages
from tests.ui.helpers import make_app, step

KH = Card.parse("KH")


def _same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and \
        pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.fixture
def worker(tmp_path):  # type: ignore[no-untyped-def]
    """A worker rendering on an injected thread pool (no child process), PNG cache in tmp."""
    w = RenderWorker(cf.ThreadPoolExecutor(max_workers=1), folder=tmp_path / "cards")
    yield w
    w.close()


def _settle(images: CardImages) -> None:
    assert images.renderer is not None
    assert images.renderer.wait_idle(30)
    while images.pump(limit=10_000):
        pass


def test_a_missing_image_is_a_stand_in_of_its_size_until_the_worker_has_rendered_it(
        worker) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    first = images.face(KH, (100, 140))
    assert first.get_size() == (100, 140)
    assert images.stand_ins_drawn == 1
    _settle(images)
    real = images.face(KH, (100, 140))
    assert real is not first
    svg = render_surface(str(card_svg_path("KH")), (100, 140))
    assert _same_pixels(real, svg)


def test_another_size_is_drawn_scaled_from_one_already_rendered(worker) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    images.face(KH, (100, 140))
    images.back((100, 140))
    _settle(images)
    gate = threading.Event()
    worker._pool = _Gated(gate)  # hold the next renders back
    scaled = images.face(KH, (80, 112))
    assert scaled.get_size() == (80, 112)
    # scaled from the rendered king: mostly the same colours, not a blank stand-in card
    expected = pygame.transform.smoothscale(images.face(KH, (100, 140)), (80, 112))
    assert _same_pixels(scaled, expected)
    back = images.back((80, 112))
    assert _same_pixels(back, pygame.transform.smoothscale(images.back((100, 140)), (80, 112)))
    gate.set()
    _settle(images)
    assert images.face(KH, (80, 112)) is not scaled


class _Gated(cf.Executor):
    """Runs nothing until ``gate`` is set."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate
        self.pool = cf.ThreadPoolExecutor(max_workers=1)

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        def run():  # type: ignore[no-untyped-def]
            self.gate.wait(30)
            return fn(*args, **kwargs)

        return self.pool.submit(run)


def test_prepare_renders_the_deck_and_a_resize_keeps_the_old_size_until_the_new_is_ready(
        worker) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    old = TableLayout((800, 520)).sizes
    images.prepare(old)
    _settle(images)
    for size in old:
        assert all(images._cache.get((images.deck, str(c), size)) is not None for c in ALL_CARDS)
        assert images._cache.get(("back", images.back_name, size)) is not None
    new = TableLayout((1280, 800)).sizes
    gate = threading.Event()
    worker._pool = _Gated(gate)
    images.forget_other_sizes(new)  # as the table does after a resize
    images.pump()
    assert {k[2] for k in images._cache} == old  # kept to draw scaled
    gate.set()
    _settle(images)
    assert {k[2] for k in images._cache} == new
    assert images.ready()


def test_the_png_cache_is_written_and_read(worker, tmp_path) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    images.face(KH, (90, 126))
    _settle(images)
    png = png_path(tmp_path / "cards", str(card_svg_path("KH")), (90, 126))
    assert png.is_file()
    assert pygame.image.load(str(png)).get_size() == (90, 126)
    # a second game at the same size loads the PNG; a damaged one is rendered again
    png.write_bytes(b"not a png")
    again = CardImages(renderer=worker)
    again.face(KH, (90, 126))
    _settle(again)
    assert _same_pixels(again.face(KH, (90, 126)), images.face(KH, (90, 126)))
    assert pygame.image.load(str(png)).get_size() == (90, 126)


def test_a_card_back_at_an_aliasing_size_is_not_flat(worker) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    images.back((80, 112))
    _settle(images)
    img = images.back((80, 112))
    w, h = img.get_size()
    colours = {tuple(img.get_at((x, y))) for x in range(w // 4, 3 * w // 4, 3)
               for y in range(h // 4, 3 * h // 4, 5)}
    assert len(colours) > 1


def test_a_file_that_cannot_be_rendered_keeps_its_stand_in_and_is_not_asked_again(
        worker, caplog) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    images.back_name = "no-such-back"
    images.back((60, 84))
    _settle(images)
    assert ("back", "no-such-back", (60, 84)) in images._failed
    assert images.back((60, 84)).get_size() == (60, 84)
    assert worker.pending == 0


def test_the_frame_loop_renders_no_card_image_with_a_worker(worker, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.table.start import start_match

    main = threading.get_ident()
    real = pygame.image.load_sized_svg
    calls: list[str] = []

    def guarded(*args, **kwargs):  # type: ignore[no-untyped-def]
        if threading.get_ident() == main:
            calls.append(str(args[0]))
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.image, "load_sized_svg", guarded)
    app = make_app(animation="fast", size=(800, 520))
    app.cards.renderer = worker
    app.cards.prepare(TableLayout(app.size).sizes)
    start_match(app, seed=4)
    step(app, 30)
    app.screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
    step(app, 30)
    assert calls == []
    _settle(app.cards)
    step(app, 2)
    assert app.cards.stand_ins_drawn == 0  # every card drawn is a real image now
    assert {k[2] for k in app.cards._cache} >= TableLayout((1280, 800)).sizes
    app.stack.clear()


def test_the_felt_of_a_new_window_size_is_made_by_the_worker(worker, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui import felt

    app = make_app(size=(800, 520))
    step(app)  # the first frame makes its felt itself (no other to scale yet)
    assert felt.cached_felt((800, 520)) is not None
    app.cards.renderer = worker
    made: list[tuple[int, int]] = []
    real = felt._vignette
    main = threading.get_ident()

    def spy(size):  # type: ignore[no-untyped-def]
        if threading.get_ident() == main:
            made.append(size)
        return real(size)

    monkeypatch.setattr(felt, "_vignette", spy)
    gate = threading.Event()
    worker._pool = _Gated(gate)
    app.screen = pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    step(app, 3)
    assert made == [] and felt.cached_felt((1000, 640)) is None  # drawn scaled meanwhile
    assert app.cards.stand_ins_drawn > 0
    gate.set()
    _settle(app.cards)
    assert made == []
    got = felt.cached_felt((1000, 640))
    assert got is not None
    monkeypatch.setattr(felt, "_vignette", real)
    felt._cache.pop((1000, 640))
    assert _same_pixels(got, felt.felt_surface((1000, 640)))


def test_the_child_process_renders_the_same_pixels(tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = RenderWorker(folder=tmp_path / "cards")  # the real thing: a spawned process
    try:
        w.request(Job(("2color", "KH", (70, 98)), str(card_svg_path("KH")), (70, 98)))
        assert w.wait_idle(60)
        ((key, size, data),) = w.take_done()
        assert key == ("2color", "KH", (70, 98)) and size == (70, 98)
        img = render_surface(str(card_svg_path("KH")), (70, 98))
        assert data == pygame.image.tobytes(img, "RGBA")
    finally:
        w.close()


def test_babel_is_loaded_ahead_by_the_preload() -> None:
    code = ("import sys; from ginrummy_desktop.ui.app import preload_late_imports; "
            "assert 'babel' not in sys.modules, 'imported at start'; preload_late_imports(); "
            "assert {'babel.numbers', 'babel.dates'} <= set(sys.modules); print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("ok")


def _png_cases(good: bytes) -> dict[str, bytes]:
    import struct
    import zlib

    wrong = bytearray(good)
    wrong[16:24] = struct.pack(">II", 40000, 40000)  # a huge size in the header...
    wrong[29:33] = struct.pack(">I", zlib.crc32(bytes(wrong[12:29])))  # ...with a good CRC
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 0xFF
    return {
        "empty": b"",
        "garbage": b"not a png at all" * 10,
        "header only": good[:33],
        "cut in the middle": good[: len(good) // 2],
        "end chunk cut": good[:-6],
        "no end chunk": good[:-12],
        "a byte flipped": bytes(flipped),
        "huge size": bytes(wrong),
    }


@pytest.mark.parametrize("case", list(_png_cases(b"\x00" * 64)))
def test_a_damaged_png_in_the_cache_is_rendered_again_and_replaced(
        tmp_path, monkeypatch, case) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui import image_cache

    svg, size = str(card_svg_path("QS")), (72, 101)
    folder = tmp_path / "cards"
    fresh = image_cache.render_card(svg, size, False, str(folder))
    png = png_path(folder, svg, size)
    good = png.read_bytes()
    renders: list[tuple[int, int]] = []
    real = image_cache.render_surface

    def counting(svg: str, size: tuple[int, int], back: bool = False) -> pygame.Surface:
        renders.append(size)
        return real(svg, size, back)

    monkeypatch.setattr(image_cache, "render_surface", counting)
    assert image_cache.render_card(svg, size, False, str(folder)) == fresh
    assert renders == []  # a whole cached PNG is used as it is
    png.write_bytes(_png_cases(good)[case])
    assert image_cache.render_card(svg, size, False, str(folder)) == fresh
    assert renders == [size]  # treated as missing: rendered again...
    assert png.read_bytes() == good  # ...and the file replaced by a whole one
    assert image_cache.load_png(png, size) == fresh


def test_a_folder_in_place_of_a_cached_png_is_no_crash(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui import image_cache

    svg, size = str(card_svg_path("QS")), (72, 101)
    png = png_path(tmp_path, svg, size)
    png.mkdir(parents=True)
    assert image_cache.load_png(png, size) is None
    assert image_cache.render_card(svg, size, False, str(tmp_path)) == \
        pygame.image.tobytes(render_surface(svg, size), "RGBA")
    assert png.is_dir()


def test_the_felt_and_the_card_shadows_are_made_ahead_not_in_a_frame(
        worker, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The felt at start, the shadows at the table's sizes at start and after a resize
    (the new size's felt comes from the worker): no frame makes either."""
    from ginrummy_desktop.ui import felt, sprites
    from ginrummy_desktop.ui.table.start import start_match

    monkeypatch.setattr(sprites, "_shadows", {})  # nothing left from other tests
    app = make_app(animation="fast", size=(800, 520))
    assert felt.cached_felt((800, 520)) is not None  # before the first frame
    assert {(s, lifted) for s in app.card_sizes() for lifted in (False, True)} <= \
        set(sprites._shadows)
    app.cards.renderer = worker
    made: list[str] = []
    real_shadow, real_felt = sprites._make_shadow, felt._vignette

    ahead: list[bool] = []
    from ginrummy_desktop.ui import app as app_module

    def preparing(sizes):  # type: ignore[no-untyped-def]
        ahead.append(True)
        try:
            return sprites.prepare_shadows(sizes)
        finally:
            ahead.pop()

    def shadow(size, lifted):  # type: ignore[no-untyped-def]
        if not ahead:  # made where a card is drawn
            made.append(f"shadow {size} {lifted}")
        return real_shadow(size, lifted)

    monkeypatch.setattr(app_module, "prepare_shadows", preparing)

    def felt_spy(size):  # type: ignore[no-untyped-def]
        if threading.get_ident() == threading.main_thread().ident:
            made.append(f"felt {size}")
        return real_felt(size)

    monkeypatch.setattr(sprites, "_make_shadow", shadow)
    monkeypatch.setattr(felt, "_vignette", felt_spy)
    start_match(app, seed=4)
    step(app, 60)
    app.screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
    step(app, 60)
    assert made == []
    assert {(s, True) for s in TableLayout((1280, 800)).sizes} <= set(sprites._shadows)
    app.stack.clear()


@pytest.mark.parametrize("window", [(1920, 1040), (1920, 1080), (800, 520), (1366, 728)])
def test_every_table_size_comes_back_exactly_that_size(window: tuple[int, int]) -> None:
    """The SVG keeps its aspect ratio (115x162 came back 115x161 in a 1920x1040 window, and
    the frame loop crashed on the bytes); the renderer scales to the exact size asked."""
    from ginrummy_desktop.assets import card_back_path
    from ginrummy_desktop.ui.layout import table_layout
    from ginrummy_desktop.ui.settings import UiSettings

    for card_size in ("normal", "large"):
        for size in table_layout(window, UiSettings(card_size=card_size)).sizes:
            assert render_surface(str(card_svg_path("2C")), size).get_size() == size
            back = render_surface(str(card_back_path("blue")), size, back=True)
            assert back.get_size() == size


def test_image_bytes_of_the_wrong_size_are_no_crash(worker, caplog) -> None:  # type: ignore[no-untyped-def]
    images = CardImages(renderer=worker)
    key = (images.deck, "KH", (115, 162))
    worker._done.append((key, (115, 162), b"\0" * (115 * 161 * 4)))  # one row short
    assert images.pump() == 1
    assert key in images._failed and "came back with" in caplog.text
    assert images.face(KH, (115, 162)).get_size() == (115, 162)  # drawn as a stand-in
