"""The Localizer: language choice, fallback, catalog loading and change notification."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ginrummy_desktop.i18n import (
    Localizer,
    current_language,
    language_generation,
    set_language,
    set_localizer,
    use_localizer,
)
from ginrummy_desktop.i18n import localizer as localizer_module
from ginrummy_desktop.i18n.catalog import ROOT, compile_catalogs
from ginrummy_desktop.i18n.localizer import compile_po, compiled_cache_path, normalize_language


class TestLanguageChoice:
    @pytest.mark.parametrize("code", ["xx", "fr_FR.UTF-8", "", None, "C", "klingon"])
    def test_unknown_language_falls_back_to_english(self, code: str | None) -> None:
        loc = Localizer(code)
        assert loc.language == "en"
        assert loc.gettext("Knock") == "Knock"

    def test_switch_to_unknown_after_german_gives_english(self) -> None:
        loc = Localizer("de")
        assert loc.gettext("Knock") == "Klopfen"
        assert loc.set_language("es") == "en"
        assert loc.gettext("Knock") == "Knock"

    @pytest.mark.parametrize("code", ["de", "DE", "de_DE.UTF-8", "de-AT", "de_CH@euro", "German"])
    def test_german_spellings(self, code: str) -> None:
        assert normalize_language(code) == "de"
        assert Localizer(code).gettext("Done") == "Fertig"

    def test_module_level_switch(self) -> None:
        assert current_language() == "en"
        assert set_language("de") == "de"
        assert current_language() == "de"


class TestGenerationAndListeners:
    def test_generation_changes_only_on_a_real_switch(self) -> None:
        loc = Localizer("en")
        before = loc.generation
        loc.set_language("en")
        assert loc.generation == before
        loc.set_language("de")
        assert loc.generation > before

    def test_swapping_localizers_changes_the_visible_generation(self) -> None:
        before = language_generation()
        other = Localizer("en")
        with use_localizer(other):
            assert language_generation() != before
        assert language_generation() == before

    def test_listeners_hear_switches_until_unsubscribed(self) -> None:
        loc = Localizer("en")
        heard: list[str] = []
        unsubscribe = loc.subscribe(heard.append)
        loc.set_language("de")
        loc.set_language("de")
        loc.set_language("en")
        unsubscribe()
        loc.set_language("de")
        assert heard == ["de", "en"]

    def test_set_localizer_returns_the_previous(self, fresh_localizer: Localizer) -> None:
        other = Localizer("de")
        assert set_localizer(other) is fresh_localizer
        assert current_language() == "de"


class TestCatalogLoading:
    def test_german_catalog_loaded_once_per_localizer(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        calls: list[str] = []
        real = localizer_module.load_translations

        def counting(language: str, directory: Path | None = None):  # type: ignore[no-untyped-def]
            calls.append(language)
            return real(language, directory)

        monkeypatch.setattr(localizer_module, "load_translations", counting)
        loc = Localizer("en")
        for _ in range(3):
            loc.set_language("de")
            loc.set_language("en")
        assert calls == ["en", "de"]

    def _copy_locale(self, tmp_path: Path) -> Path:
        target = tmp_path / "locale"
        shutil.copytree(ROOT / "locale", target, ignore=shutil.ignore_patterns("*.mo"))
        return target

    def test_po_is_compiled_once_and_kept_as_mo(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        directory = self._copy_locale(tmp_path)
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
        loc = Localizer("de", directory)
        assert loc.gettext("Discard pile") == "Ablagestapel"
        po = directory / "de" / "LC_MESSAGES" / "ginrummy.po"
        # kept in the user cache directory, never in the install folder
        assert sorted(p.name for p in po.parent.iterdir()) == ["ginrummy.po"]
        (mo,) = (tmp_path / "cache" / "ginrummy-desktop" / "locale" / "de").iterdir()
        assert mo == compiled_cache_path(po, "de")
        assert mo.read_bytes() == compile_po(po, "de")

        def no_compiling(*args: object) -> bytes:
            raise AssertionError("the kept .mo should have been read")

        monkeypatch.setattr(localizer_module, "compile_po", no_compiling)
        assert Localizer("de", directory).gettext("Discard pile") == "Ablagestapel"

    def test_po_is_used_when_the_mo_cannot_be_kept(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        directory = self._copy_locale(tmp_path)
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))

        def refuse(*args: object) -> None:
            raise PermissionError("read-only")

        monkeypatch.setattr(localizer_module.os, "replace", refuse)
        assert Localizer("de", directory).gettext("Discard pile") == "Ablagestapel"
        assert sorted(p.name for p in (directory / "de" / "LC_MESSAGES").iterdir()) == [
            "ginrummy.po"]

    def test_a_built_mo_is_used_when_newer(self, tmp_path: Path) -> None:
        directory = self._copy_locale(tmp_path)
        mo = directory / "de" / "LC_MESSAGES" / "ginrummy.mo"
        po = mo.with_suffix(".po")
        mo.write_bytes(compile_po(po, "de"))
        po.write_text("this is not a po file", encoding="utf-8")
        # the broken .po is older than the .mo, so the .mo wins
        old = mo.stat().st_mtime - 10
        os.utime(po, (old, old))
        assert Localizer("de", directory).gettext("Stock") == "Nachziehstapel"

    def test_a_stale_mo_is_ignored(self, tmp_path: Path) -> None:
        directory = self._copy_locale(tmp_path)
        mo = directory / "de" / "LC_MESSAGES" / "ginrummy.mo"
        mo.write_bytes(b"stale and broken")
        old = mo.with_suffix(".po").stat().st_mtime - 10
        os.utime(mo, (old, old))
        assert Localizer("de", directory).gettext("Stock") == "Nachziehstapel"

    def test_compile_command_writes_a_loadable_mo(self, tmp_path: Path) -> None:
        root = tmp_path
        shutil.copytree(ROOT / "locale", root / "locale", ignore=shutil.ignore_patterns("*.mo"))
        (written,) = compile_catalogs(root)
        assert written.name == "ginrummy.mo" and written.stat().st_size > 0
        assert Localizer("de", root / "locale").gettext("Undercut") == "Unterbieten"

    def test_missing_catalog_means_english_not_a_crash(self, tmp_path: Path) -> None:
        loc = Localizer("de", tmp_path)
        assert loc.language == "de"
        assert loc.gettext("Knock") == "Knock"


def test_babel_waits_for_the_first_number_or_date() -> None:
    # start-up (and the first frame) needs only gettext; Babel costs tens of milliseconds
    code = (
        "import sys\n"
        "from ginrummy_desktop.i18n import get_localizer\n"
        "loc = get_localizer(); loc.set_language('de'); loc.gettext('Knock')\n"
        "assert not any(m == 'babel' or m.startswith('babel.') for m in sys.modules), 'early'\n"
        "assert loc.format_number(1234.5) == '1.234,5'\n"
        "assert 'babel.numbers' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
