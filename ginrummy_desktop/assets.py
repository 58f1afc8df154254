"""Where the bundled data files are: the same lookup from source and from a frozen build.

``assets/`` sits at the repository top level, beside the ``ginrummy_desktop/`` package. In a
PyInstaller build it is bundled as ``assets/`` under ``sys._MEIPASS``. This module only
computes paths (no pygame import).

Layout::

    assets/cards/2color/<code>.svg   assets/cards/4color/<code>.svg   (code e.g. "TD")
    assets/cards/backs/<name>.svg
    assets/fonts/DejaVuSans.ttf      assets/fonts/DejaVuSans-Bold.ttf
    assets/icon/icon.svg, icon-<size>.png, icon.ico, icon.icns
    assets/sounds/<effect>.wav       (made by tools/make_sounds.py)
"""

from __future__ import annotations

import sys
from pathlib import Path

DECKS = ("2color", "4color")
RANKS = "A23456789TJQK"
SUITS = "SHDC"


def data_root() -> Path:
    """Where bundled data (``assets/``, ``locale/``) lives: ``sys._MEIPASS`` in a frozen app,
    otherwise the top of the source tree (the folder holding the ``ginrummy_desktop`` package).

    The one rule for finding data; :func:`asset_path` and the i18n ``locale_dir`` use it.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


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
