"""The wheel's data: what setup.py puts into ``ginrummy_desktop/data/``, and that the game
finds it when the package is installed or imported from a zip. (The real wheel is built,
installed into a fresh virtual environment and run by build/wheel_check.sh in .ci/run.)"""

from __future__ import annotations

import gettext
import os
import runpy
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import ginrummy_desktop
from ginrummy_desktop import assets

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def setup_module_ns() -> dict[str, object]:
    """setup.py's names, without running setup() (it only does so as ``__main__``)."""
    return runpy.run_path(str(ROOT / "setup.py"), run_name="setup_for_tests")


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory, setup_module_ns) -> Path:  # type: ignore[no-untyped-def]
    target = tmp_path_factory.mktemp("wheel") / "data"
    setup_module_ns["copy_data"](target)  # type: ignore[operator]
    return target


def test_wheel_data_holds_every_asset_but_the_executable_icons(data_dir: Path) -> None:
    source = {p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*") if p.is_file()}
    copied = {p.relative_to(data_dir / "assets") for p in (data_dir / "assets").rglob("*")
              if p.is_file()}
    left_out = {p for p in source if p.suffix in (".ico", ".icns")}
    assert left_out and copied == source - left_out
    for name in ("LICENSE", "THIRD_PARTY_NOTICES.md"):
        assert (data_dir / name).read_bytes() == (ROOT / name).read_bytes()


def test_wheel_data_has_compiled_catalogs_that_translate(data_dir: Path) -> None:
    pos = sorted((ROOT / "locale").glob("*/LC_MESSAGES/ginrummy.po"))
    assert pos
    for po in pos:
        mo = data_dir / po.relative_to(ROOT).with_suffix(".mo")
        assert mo.is_file(), mo
        assert not mo.with_suffix(".po").exists()  # only the compiled catalog is shipped
    with (data_dir / "locale" / "de" / "LC_MESSAGES" / "ginrummy.mo").open("rb") as fp:
        assert gettext.GNUTranslations(fp).gettext("Knock") == "Klopfen"


def test_installed_data_folder_wins_over_the_source_tree(monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delattr(sys, "frozen", raising=False)
    (tmp_path / "data" / "assets").mkdir(parents=True)
    monkeypatch.setattr(assets.resources, "files", lambda package: tmp_path)
    assert assets.data_root() == tmp_path / "data"
    assert assets.font_path() == tmp_path / "data" / "assets" / "fonts" / "DejaVuSans.ttf"
    monkeypatch.undo()
    assert assets.data_root() == ROOT  # the source tree has no ginrummy_desktop/data


def test_game_runs_its_bundle_check_from_a_zip(tmp_path: Path, data_dir: Path) -> None:
    """The package and its data inside one zip file (as zipimport sees a wheel): the data is
    extracted once to a temporary folder, and the German catalog and the fonts are found."""
    archive = tmp_path / "ginrummy.zip"
    package = ROOT / "ginrummy_desktop"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in package.rglob("*.py"):
            zf.write(path, path.relative_to(ROOT).as_posix())
        zf.write(package / "py.typed", "ginrummy_desktop/py.typed")
        for path in data_dir.rglob("*"):
            if path.is_file():
                zf.write(path, ("ginrummy_desktop/data" / path.relative_to(data_dir)).as_posix())
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "import ginrummy_desktop, ginrummy_desktop.assets as a;"
        "assert ginrummy_desktop.__file__.startswith(sys.argv[1]), ginrummy_desktop.__file__;"
        "from ginrummy_desktop.__main__ import main; code = main(['--check-bundle']);"
        "root = a.data_root(); assert root == a.data_root();"  # extracted once
        "assert root.name.startswith('ginrummy-data-') and (root / 'LICENSE').is_file();"
        "print('root', root); sys.exit(code)"
    )
    env = {k: v for k, v in os.environ.items() if k != "GINRUMMY_LOCALE_DIR"}
    proc = subprocess.run([sys.executable, "-c", code, str(archive)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "check-bundle: ok" in proc.stdout
    assert "de: Klopfen" in proc.stdout
    root = Path(proc.stdout.split("root ", 1)[1].strip())
    assert not root.exists()  # removed when the program ended


def _pyproject() -> dict:  # type: ignore[type-arg]
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_pyproject_licence_is_an_spdx_string_with_existing_files() -> None:
    project = _pyproject()["project"]
    assert project["license"] == "MIT"
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    requires = _pyproject()["build-system"]["requires"]
    assert "setuptools>=77" in requires  # the first to take an SPDX licence without warning


def test_version_agrees_with_pyproject() -> None:
    assert _pyproject()["project"]["version"] == ginrummy_desktop.__version__


def test_version_flag_prints_it(capsys) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.__main__ import main

    assert main(["--version"]) == 0
    version = _pyproject()["project"]["version"]
    assert capsys.readouterr().out.strip() == f"Gin Rommé (ginrummy-desktop) {version}"


def test_notices_name_the_authors_and_licences() -> None:
    text = (ROOT / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    for needle in ("Adrian Kennard", "CC0", "DejaVu", "Bitstream Vera", "make_sounds.py",
                   "LICENSE-DejaVu.txt", "assets/cards/LICENSE.md"):
        assert needle in text, needle
    assert "Adrian Kennard" in (ROOT / "assets" / "cards" / "LICENSE.md").read_text("utf-8")


def test_sdist_manifest_takes_what_the_wheel_is_built_from() -> None:
    lines = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "graft assets" in lines
    assert any(line.startswith("recursive-include locale") and "*.po" in line for line in lines)
    include = " ".join(line for line in lines if line.startswith("include "))
    for name in ("LICENSE", "THIRD_PARTY_NOTICES.md", "setup.py", "build/wheel_check.sh"):
        assert name in include, name


def test_entry_script_runs_frozen_child_processes_before_the_game() -> None:
    """The frozen app starts its child processes as itself: ``freeze_support()`` must come
    before ``main()`` (without it a child parses multiprocessing's arguments as the game's
    and exits; --check-bundle's child process check then fails in build/smoke.sh)."""
    import ast

    tree = ast.parse((ROOT / "ginrummy_desktop" / "__main__.py").read_text(encoding="utf-8"))
    guard = next(node for node in tree.body if isinstance(node, ast.If)
                 and "__main__" in ast.unparse(node.test))
    calls = [ast.unparse(n.func) for n in ast.walk(guard) if isinstance(n, ast.Call)]
    assert "multiprocessing.freeze_support" in calls
    assert calls.index("multiprocessing.freeze_support") < calls.index("main")


def test_check_bundle_starts_a_child_process(capsys) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.__main__ import main

    assert main(["--check-bundle"]) == 0
    assert "child process: ok" in capsys.readouterr().out
