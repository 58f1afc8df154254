"""Build hook: the game's data goes into the wheel as package data.

``assets/`` and ``locale/`` stay at the top of the repository (the PyInstaller spec, the
tools and the translators' workflow use them there). When a wheel is built, ``build_py``
copies them into the package as ``ginrummy_desktop/data/``, together with the licence files
(``LICENSE``, ``THIRD_PARTY_NOTICES.md``) and the German catalog compiled to ``ginrummy.mo``.
``ginrummy_desktop.assets.data_root()`` finds that folder through ``importlib.resources``.
An editable install (``pip install -e .``, as ``make test`` does) copies nothing: the game
then reads the source tree's folders directly. Everything else is in ``pyproject.toml``.
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
PACKAGE = "ginrummy_desktop"
DATA = "data"
TOP_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.md")
SKIP_ASSET_SUFFIXES = (".ico", ".icns")  # only the frozen app's executable needs these


def _compile_catalog(po: Path) -> bytes:
    """The ``.mo`` of a ``.po`` (Babel, a build requirement), fuzzy entries left out."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp, locale=po.parent.parent.name, domain=po.stem)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def copy_data(target: Path) -> None:
    """Fill ``target`` (the package's ``data/`` folder) as a wheel carries it: ``assets/``
    (without the executable's .ico/.icns), each ``locale/<lang>/LC_MESSAGES/*.po`` compiled
    to ``.mo``, and the licence files. Also used by the tests (``tests/test_wheel.py``)."""
    shutil.copytree(
        ROOT / "assets", target / "assets",
        ignore=lambda folder, names: [n for n in names if n.endswith(SKIP_ASSET_SUFFIXES)],
    )
    for po in sorted((ROOT / "locale").glob("*/LC_MESSAGES/*.po")):
        mo = target / po.relative_to(ROOT).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(_compile_catalog(po))
    for name in TOP_FILES:
        shutil.copy2(ROOT / name, target / name)


class BuildWithData(build_py):
    """``build_py`` plus ``ginrummy_desktop/data/{assets,locale,LICENSE,...}``."""

    def run(self) -> None:
        if not self.editable_mode:
            # a stale build folder must not leak removed modules or files into the wheel
            shutil.rmtree(Path(self.build_lib) / PACKAGE, ignore_errors=True)
        super().run()
        if not self.editable_mode:
            copy_data(Path(self.build_lib) / PACKAGE / DATA)


if __name__ == "__main__":  # setuptools runs this file as __main__; the tests import it
    setup(
        cmdclass={"build_py": BuildWithData},
        # not the default build/: that folder holds the PyInstaller spec and the Linux files
        options={"build": {"build_base": "build/out"}},
    )
