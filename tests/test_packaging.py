"""The app build's files, cheaply (nothing is built here: `make app` and build/smoke.sh in
.ci/run build the app and run its smoke test)."""

from __future__ import annotations

import ast
import configparser
import subprocess
import sys
import types
from pathlib import Path

from ginrummy_desktop import assets
from ginrummy_desktop.i18n import localizer

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "pyinstaller.spec"
DESKTOP = ROOT / "build" / "linux" / "ginrummy-desktop.desktop"


def _spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def _string_constants(tree: ast.AST) -> set[str]:
    return {
        n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def _called(tree: ast.AST) -> dict[str, list[ast.Call]]:
    calls: dict[str, list[ast.Call]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, []).append(node)
    return calls


def test_spec_parses_and_names_the_app() -> None:
    tree = _spec_tree()
    strings = _string_constants(tree)
    assert "Gin Rommé" in strings and "GinRummy" in strings
    assert "GINRUMMY_ONEFILE" in strings


def test_spec_builds_windowed_onefolder_onefile_and_bundle() -> None:
    calls = _called(_spec_tree())
    for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        assert name in calls, name
    for exe in calls["EXE"]:
        kw = {k.arg for k in exe.keywords}
        assert "icon" in kw or None in kw  # icon given directly or via **exe_options
    text = SPEC.read_text(encoding="utf-8")
    assert "console=False" in text


def test_spec_bundles_icon_assets_and_catalogs() -> None:
    strings = _string_constants(_spec_tree())
    assert {"icon.ico", "icon.icns"} <= strings
    assert "assets" in strings and "locale" in strings
    assert "ginrummy.po" in " ".join(strings)  # catalogs compiled from the .po files
    for path in ("icon/icon.ico", "icon/icon.icns", "icon/icon-64.png", "sounds/place.wav"):
        assert assets.asset_path(*path.split("/")).is_file(), path


def test_spec_leaves_out_unused_packages_and_babel_locales() -> None:
    strings = _string_constants(_spec_tree())
    for module in ("tkinter", "unittest", "pytest", "hypothesis", "pydoc"):
        assert module in strings, module
    assert {"root", "en", "en_GB", "de", "de_DE"} <= strings
    assert "locale-data" in strings


def test_spec_runs_as_python_with_pyinstaller_names_stubbed(monkeypatch) -> None:
    """Execute the spec with stand-ins for PyInstaller's build classes: it must get as far as
    creating the app for both the one-folder and the one-file switch."""
    # PyInstaller itself is only installed by `make app`: a stand-in for the one helper used
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: [name]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: None)  # no catalog compiling here

    made: list[tuple[str, dict]] = []

    def stub(kind: str):
        class Target:
            def __init__(self, *args, **kwargs) -> None:
                made.append((kind, kwargs))
                self.pure: list[object] = []
                self.scripts: list[object] = []
                self.binaries: list[object] = []
                self.datas = [("babel/locale-data/de.dat", "x", "DATA"),
                              ("babel/locale-data/fr.dat", "x", "DATA"),
                              ("babel/global.dat", "x", "DATA")]

        return Target

    for onefile in ("", "1"):
        made.clear()
        monkeypatch.setenv("GINRUMMY_ONEFILE", onefile)
        namespace = {name: stub(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
        namespace["SPECPATH"] = str(SPEC.parent)
        namespace["__file__"] = str(SPEC)
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
        kinds = [k for k, _ in made]
        assert ("COLLECT" in kinds) is (not onefile)
        exe = next(kw for k, kw in made if k == "EXE")
        assert exe["name"] == "GinRummy" and exe["console"] is False
        analysis = next(kw for k, kw in made if k == "Analysis")
        dests = {dest for _, dest in analysis["datas"]}
        assert "assets" in dests and any(d.startswith("locale") for d in dests)
        # the whole assets/ folder, subfolders (cards/..., sounds/) included
        src = next(Path(s) for s, d in analysis["datas"] if d == "assets")
        assert src.is_dir() and (src / "sounds" / "place.wav").is_file()
        kept = [d for d, _, _ in namespace["a"].datas]
        assert kept == ["babel/locale-data/de.dat", "babel/global.dat"]


def test_desktop_entry_has_the_required_keys() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Gin Rommé"
    assert entry["Exec"].split()[0].strip('"').endswith("GinRummy")
    assert entry["Icon"] == "ginrummy-desktop"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Terminal"] == "false"


def test_linux_install_script_exists_and_uses_the_entry() -> None:
    script = ROOT / "build" / "linux" / "install.sh"
    text = script.read_text(encoding="utf-8")
    assert script.stat().st_mode & 0o111
    assert "ginrummy-desktop.desktop" in text and "hicolor" in text


def test_data_root_from_source(monkeypatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert assets.data_root() == ROOT
    assert assets.asset_path("fonts") == ROOT / "assets" / "fonts"
    monkeypatch.delenv("GINRUMMY_LOCALE_DIR", raising=False)
    assert localizer.locale_dir() == ROOT / "locale"


def test_data_root_when_frozen_is_meipass(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.delenv("GINRUMMY_LOCALE_DIR", raising=False)
    assert assets.data_root() == tmp_path
    assert assets.asset_path("icon", "icon.ico") == tmp_path / "assets" / "icon" / "icon.ico"
    assert assets.font_path() == tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"
    assert localizer.locale_dir() == tmp_path / "locale"


def test_check_bundle_from_source(capsys) -> None:
    from ginrummy_desktop.__main__ import main

    assert main(["--check-bundle"]) == 0
    assert "check-bundle: ok" in capsys.readouterr().out
