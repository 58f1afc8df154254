"""The committed catalogs: the .pot matches the code, the German .po is complete and valid."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from ginrummy_desktop.i18n.catalog import (
    ROOT,
    extracted_msgids,
    main,
    msgids,
    po_path,
    po_problems,
    pot_path,
    template_problems,
)


def _read(path: Path):  # type: ignore[no-untyped-def]
    with path.open("rb") as fp:
        return read_po(fp)


def test_pot_is_current() -> None:
    """Re-extract the source and compare message ids with the committed .pot.

    On failure run ``python -m ginrummy_desktop.i18n.catalog update`` and translate."""
    fresh = extracted_msgids()
    committed = msgids(_read(pot_path()))
    assert sorted(fresh - committed, key=str) == [], "marked in the code but not in the .pot"
    assert sorted(committed - fresh, key=str) == [], "in the .pot but no longer in the code"


def test_german_po_is_complete_not_fuzzy_and_placeholders_agree() -> None:
    assert po_problems("de") == []


def test_german_plural_header() -> None:
    with po_path("de").open("rb") as fp:
        catalog = read_po(fp, locale="de")
    assert catalog.num_plurals == 2
    assert catalog.plural_expr == "(n != 1)"
    assert not catalog.fuzzy


def test_no_compiled_catalog_is_committed() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "*.mo" in ignored


def test_check_command_passes() -> None:
    assert main(["check"]) == 0


class TestTheCheckersCanFail:
    """The checks above would catch real mistakes: break a copy of the catalogs."""

    @pytest.fixture
    def root(self, tmp_path: Path) -> Path:
        shutil.copytree(ROOT / "locale", tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo"))
        shutil.copy(ROOT / "babel.cfg", tmp_path / "babel.cfg")
        shutil.copytree(
            ROOT / "ginrummy_desktop",
            tmp_path / "ginrummy_desktop",
            ignore=shutil.ignore_patterns("__pycache__"),
        )
        return tmp_path

    def _edit_po(self, root: Path, old: str, new: str) -> None:
        path = po_path("de", root)
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def test_untranslated(self, root: Path) -> None:
        self._edit_po(root, 'msgstr "Klopfen"', 'msgstr ""')
        assert any("not translated" in p for p in po_problems("de", root))

    def test_fuzzy(self, root: Path) -> None:
        self._edit_po(root, 'msgid "Knock"', '#, fuzzy\nmsgid "Knock"')
        assert any("fuzzy" in p for p in po_problems("de", root))

    def test_placeholder_mismatch(self, root: Path) -> None:
        self._edit_po(root, 'msgstr "Runde {n}"', 'msgstr "Runde {nummer}"')
        assert any("placeholders" in p for p in po_problems("de", root))

    def test_missing_plural_form(self, root: Path) -> None:
        self._edit_po(root, 'msgstr[1] "{n} Punkte"\n', "")
        assert po_problems("de", root) != []

    def test_new_marked_string_makes_the_pot_stale(self, root: Path) -> None:
        module = root / "ginrummy_desktop" / "i18n" / "terms.py"
        module.write_text(
            module.read_text(encoding="utf-8") + '\nEXTRA = N_("A brand new label")\n',
            encoding="utf-8",
        )
        assert any("A brand new label" in p for p in template_problems(root))
        assert main(["check", "--root", str(root)]) == 1
