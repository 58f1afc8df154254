"""Where the bundled data files are: one lookup from source, a wheel, a zip and a frozen app.

:func:`data_root` is a folder holding ``assets/`` and ``locale/`` (and the licence files):

- a frozen (PyInstaller) app: ``sys._MEIPASS``, where the spec bundles them;
- an installed wheel: the package's ``data/`` folder, found with ``importlib.resources``
  (``setup.py`` copies ``assets/``, the compiled ``locale/``, ``LICENSE`` and
  ``THIRD_PARTY_NOTICES.md`` there when the wheel is built);
- the package imported from a zip file: that ``data/`` folder, extracted once into a
  temporary folder (pygame and gettext need real files), removed when the program ends;
- the source tree (and an editable install): ``assets/`` and ``locale/`` at the repository's
  top level, beside the ``ginrummy_desktop/`` package.

This module only computes paths (no pygame import).

Layout::

    assets/cards/2color/<code>.svg   assets/cards/4color/<code>.svg   (code e.g. "TD")
    assets/cards/backs/<name>.svg
    assets/fonts/DejaVuSans.ttf      assets/fonts/DejaVuSans-Bold.ttf
    assets/icon/icon.svg, icon-<size>.png, icon.ico, icon.icns
    assets/sounds/<effect>.wav       (made by tools/make_sounds.py)
"""

from __future__ import annotations

import atexit
import shutil
import sys
import tempfile
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

DECKS = ("2color", "4color")
RANKS = "A23456789TJQK"
SUITS = "SHDC"

PACKAGE_DATA = "data"
"""The folder inside the installed package that holds the data (see ``setup.py``)."""

_extracted: list[Path] = []  # the zip case's temporary copy, made once per process


def data_root() -> Path:
    """The folder holding ``assets/`` and ``locale/``: ``sys._MEIPASS`` in a frozen app, the
    package's ``data/`` in an installed wheel (extracted to a temporary folder when the
    package is imported from a zip), otherwise the top of the source tree.

    The one rule for finding data; :func:`asset_path` and the i18n ``locale_dir`` use it.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        return Path(frozen)
    packaged = resources.files(__package__ or "ginrummy_desktop") / PACKAGE_DATA
    if packaged.is_dir():
        if isinstance(packaged, Path):
            return packaged
        return _extract(packaged)
    return Path(__file__).resolve().parent.parent


def _extract(folder: Traversable) -> Path:
    """Copy a data folder that is not on the file system (a zip) into a temporary folder
    once, and return that copy (removed when the program ends)."""
    if not _extracted:
        target = Path(tempfile.mkdtemp(prefix="ginrummy-data-"))
        atexit.register(shutil.rmtree, target, True)
        _copy_tree(folder, target)
        _extracted.append(target)
    return _extracted[0]


def _copy_tree(folder: Traversable, target: Path) -> None:
    for entry in folder.iterdir():
        if entry.is_dir():
            (target / entry.name).mkdir()
            _copy_tree(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())


def licence_path(name: str = "LICENSE") -> Path:
    """A licence file of the game: ``LICENSE`` (the code, MIT) or ``THIRD_PARTY_NOTICES.md``
    (cards, fonts, sounds, libraries); beside ``assets/`` in every kind of install."""
    if name not in ("LICENSE", "THIRD_PARTY_NOTICES.md"):
        raise ValueError(f"unknown licence file {name!r}")
    return data_root() / name


def _root() -> Path:
    return data_root() / "assets"


def asset_path(*parts: str) -> Path:
    """The path of ``assets/<parts...>`` (not checked for existence)."""
    return _root().joinpath(*parts)


def card_svg_path(code: str, deck: str = "2color") -> Path:
    """The SVG face of a card given by its two-character code (``"TD"``, ``"AS"``)."""
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; expected one of {DECKS}")
    if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise ValueError(f"bad card code {code!r}")
    return asset_path("cards", deck, f"{code}.svg")


def card_back_path(name: str) -> Path:
    """The SVG of a card back, by name (see :func:`card_back_names`)."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise ValueError(f"bad card back name {name!r}")
    return asset_path("cards", "backs", f"{name}.svg")


def card_back_names() -> list[str]:
    """The names of the bundled card backs, sorted (e.g. ``["black", "blue", "red"]``)."""
    folder = asset_path("cards", "backs")
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.svg"))


def font_path(bold: bool = False) -> Path:
    """DejaVu Sans, regular or bold."""
    return asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def icon_path(size: int | None = None) -> Path:
    """The app icon: the SVG, or the PNG of one of the sizes 16, 32, 48, 64, 128, 256, 512."""
    if size is None:
        return asset_path("icon", "icon.svg")
    return asset_path("icon", f"icon-{size}.png")
