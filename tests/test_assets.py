"""The bundled assets exist, are self-contained SVG, and load in pygame."""

from __future__ import annotations

import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ginrummy_desktop import assets
from ginrummy_desktop.assets import (
    DECKS,
    asset_path,
    card_back_names,
    card_back_path,
    card_svg_path,
    font_path,
    icon_path,
)

CODES = [r + s for s in "SHDC" for r in "A23456789TJQK"]


def test_codes_match_engine() -> None:
    from ginrummy_desktop.engine.cards import ALL_CARDS

    assert sorted(str(c) for c in ALL_CARDS) == sorted(CODES)


def test_asset_root_is_repo_assets() -> None:
    assert asset_path() == Path(__file__).resolve().parent.parent / "assets"
    assert asset_path("cards", "2color") == asset_path() / "cards" / "2color"


def test_frozen_root_uses_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"


def _check_svg(path: Path) -> None:
    assert path.is_file(), path
    text = path.read_text(encoding="utf-8")
    assert "<use" not in text and "<symbol" not in text and "<pattern" not in text, path
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox")


@pytest.mark.parametrize("deck", DECKS)
def test_all_faces_exist_and_are_self_contained(deck: str) -> None:
    for code in CODES:
        _check_svg(card_svg_path(code, deck))
    # no stray files either
    assert sorted(p.stem for p in asset_path("cards", deck).glob("*.svg")) == sorted(CODES)


def test_backs() -> None:
    names = card_back_names()
    assert names and "black" in names
    for name in names:
        _check_svg(card_back_path(name))


def test_bad_arguments() -> None:
    for bad in ("", "1S", "AX", "10S", "ts"):
        with pytest.raises(ValueError):
            card_svg_path(bad)
    with pytest.raises(ValueError):
        card_svg_path("AS", "3color")
    with pytest.raises(ValueError):
        card_back_path("../x")


def test_fonts_and_licences() -> None:
    for bold in (False, True):
        p = font_path(bold)
        assert p.is_file() and p.stat().st_size > 100_000
    assert font_path(True) != font_path(False)
    assert asset_path("fonts", "LICENSE-DejaVu.txt").is_file()
    assert "CC0" in asset_path("cards", "LICENSE.md").read_text(encoding="utf-8")


def test_icons_exist() -> None:
    assert icon_path().is_file()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert icon_path(size).is_file()
    ico = asset_path("icon", "icon.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") >= 5
    assert asset_path("icon", "icon.icns").read_bytes()[:4] == b"icns"


SOUNDS = ("draw", "place", "knock", "deal", "win", "illegal")


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_effects_exist_small_16bit_mono_44k(name: str) -> None:
    import wave

    path = asset_path("sounds", f"{name}.wav")
    assert path.is_file(), path
    assert 1_000 < path.stat().st_size < 40_000, path
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44_100)
        assert 0.03 < w.getnframes() / 44_100 < 0.5


def test_sounds_are_the_tools_output_and_cc0() -> None:
    assert "CC0" in asset_path("sounds", "README.md").read_text(encoding="utf-8")
    assert "make_sounds.py" in asset_path("sounds", "README.md").read_text(encoding="utf-8")
    from ginrummy_desktop.ui.sound import EFFECTS

    assert sorted(EFFECTS) == sorted(SOUNDS)
    assert sorted(p.stem for p in asset_path("sounds").glob("*.wav")) == sorted(SOUNDS)


def test_module_does_not_import_pygame() -> None:
    text = Path(assets.__file__).read_text(encoding="utf-8")
    assert "pygame" not in text.split('"""', 2)[2]


@pytest.fixture(scope="module")
def pygame_mod():  # type: ignore[no-untyped-def]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame = pytest.importorskip("pygame")
    pygame.display.init()
    yield pygame


def _opaque_fraction(surface) -> float:  # type: ignore[no-untyped-def]
    w, h = surface.get_size()
    n = sum(1 for x in range(0, w, 2) for y in range(0, h, 2) if surface.get_at((x, y)).a > 0)
    return n / (((w + 1) // 2) * ((h + 1) // 2))


@pytest.mark.parametrize("size", [(120, 168), (60, 84)])
@pytest.mark.parametrize(
    "path",
    [
        card_svg_path("AS"),
        card_svg_path("TD", "2color"),
        card_svg_path("KH", "4color"),
        card_svg_path("QC", "4color"),
        card_back_path("black"),
    ],
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_pygame_renders(pygame_mod, path: Path, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    img = pygame_mod.image.load_sized_svg(str(path), size)
    assert img.get_size() == size
    # the card fills its rectangle apart from the rounded corners
    assert _opaque_fraction(img) > 0.95
    centre = img.get_at((size[0] // 2, size[1] // 2))
    corner = img.get_at((0, 0))
    assert centre.a == 255 and corner.a < 255


def test_pygame_renders_pips_and_figures(pygame_mod) -> None:  # type: ignore[no-untyped-def]
    """The inlined <use> content (pips, court figures) is drawn: red pixels on a red card."""
    img = pygame_mod.image.load_sized_svg(str(card_svg_path("KH")), (120, 168))
    w, h = img.get_size()
    px = [img.get_at((x, y)) for x in range(w) for y in range(h)]
    red = sum(1 for c in px if c.r > 180 and c.g < 80 and c.b < 80)
    dark = sum(1 for c in px if c.r < 60 and c.g < 60 and c.b < 60 and c.a == 255)
    assert red > 0.03 * w * h and dark > 0.005 * w * h
    img = pygame_mod.image.load_sized_svg(str(card_svg_path("5C")), (120, 168))
    dark = sum(
        1
        for x in range(w)
        for y in range(h)
        if (c := img.get_at((x, y))).a == 255 and c.r < 60 and c.g < 60 and c.b < 60
    )
    assert dark > 0.05 * w * h  # five clubs and two indices
