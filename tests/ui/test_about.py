"""The About screen (opened from the main menu by real clicks and keys), the version it shows
against ``--version`` and ``pyproject.toml``, and the window's name and icon."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pygame
import pytest

import ginrummy_desktop
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import window
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.about import AboutScene, elide_start
from ginrummy_desktop.ui.scenes.menu import ABOUT, MenuScene

from .helpers import click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
    "version"]


def _about_button(menu: MenuScene):  # type: ignore[no-untyped-def]
    return next(b for b in menu.buttons if b.label is ABOUT)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
def test_about_from_the_menu_shows_version_and_licences(  # type: ignore[no-untyped-def]
    drawn: DrawnTexts, language: str, size: tuple[int, int]  # noqa: F811
) -> None:
    app = menu_app(size=size, language=language)
    set_localizer(Localizer(language))
    step(app)
    menu = app.stack.top
    button = _about_button(menu)
    assert button.rect.bottom <= size[1] and button.visible
    click(app, button.rect.center)
    assert isinstance(app.stack.top, AboutScene)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert f"Version {PYPROJECT_VERSION}" in text
    assert "Adrian Kennard" in text and "DejaVu" in text
    # the game's name as the menu says it: English said "Gin Rommé" above "Gin Rummy against..."
    name = "Gin Rommé" if language == "de" else "Gin Rummy"
    assert app.stack.top.lines()[0] == name and name in text
    assert language == "de" or "Gin Rommé" not in text
    assert "CC0" in text and "MIT" in text
    if language == "de":
        assert "Über das Spiel" in text and "gemeinfrei" in text and "Lizenz" in text
    else:
        assert "About" in text and "public domain" in text and "licence" in text
    # every line of the screen reached the window (none cut off by the panel)
    for line in app.stack.top.lines()[:-1]:
        assert all(word in text for word in line.split()[:3]), line
    key(app, Command.CANCEL)
    assert isinstance(app.stack.top, MenuScene)
    app.stack.clear()


def test_about_by_keyboard_and_back_button() -> None:
    app = menu_app()
    step(app)
    menu = app.stack.top
    visible = [b for b in menu.buttons if b.visible]
    for _ in range(visible.index(_about_button(menu))):
        key(app, Command.DOWN)
    key(app, Command.CONFIRM)
    about = app.stack.top
    assert isinstance(about, AboutScene)
    click(app, about.back.rect.center)
    assert app.stack.top is menu
    app.stack.clear()


def test_about_names_the_folder_with_the_licence_texts() -> None:
    app = menu_app()
    about = AboutScene(app)
    folder = Path(about.lines()[-1])
    assert (folder / "LICENSE").is_file() and (folder / "THIRD_PARTY_NOTICES.md").is_file()
    app.stack.clear()


def test_long_paths_are_cut_at_the_start() -> None:
    pygame.font.init()
    path = "/very/long/" * 20 + "site-packages/ginrummy_desktop/data"
    short = elide_start(path, 14, 300)
    assert short.startswith("\u2026") and short.endswith("ginrummy_desktop/data")
    assert elide_start("/short", 14, 300) == "/short"


def test_about_version_and_pyproject_and_flag_agree(capsys) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.__main__ import main

    assert ginrummy_desktop.__version__ == PYPROJECT_VERSION
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.split()[-1] == PYPROJECT_VERSION
    app = menu_app()
    assert f"Version {PYPROJECT_VERSION}" in AboutScene(app).lines()
    app.stack.clear()


def test_help_names_the_flags_main_answers_itself(capsys) -> None:  # type: ignore[no-untyped-def]
    """The README says ``ginrummy-desktop --version``; ``--help`` did not name it (nor
    ``--check-bundle``), since ``__main__`` answers both before the UI's parser runs."""
    from ginrummy_desktop.ui.cli import parse_args

    with pytest.raises(SystemExit) as done:
        parse_args(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "--version" in text and "--check-bundle" in text
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    run = subprocess.run([sys.executable, "-m", "ginrummy_desktop", "--help"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.startswith("usage:"), run.stdout[:200]


# --- the window's name ----------------------------------------------------------------------
def test_window_title_is_the_games_name_in_the_language_chosen() -> None:
    """The title said "Gin Rommé" over an English menu titled "Gin Rummy" (two testers read
    it as untranslated); it follows the language, switched at run time."""
    app = menu_app(language="de")
    app.apply_settings()
    step(app)
    assert pygame.display.get_caption()[0] == "Gin Rommé"
    menu = app.stack.top
    click(app, menu.lang_buttons[1].rect.center)  # English
    assert app.settings.language == "en"
    step(app)
    assert pygame.display.get_caption()[0] == "Gin Rummy"
    click(app, menu.lang_buttons[0].rect.center)
    assert pygame.display.get_caption()[0] == "Gin Rommé"
    app.stack.clear()


def test_window_class_replaces_pygames_default_and_keeps_a_users(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))  # pygame's
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    monkeypatch.delenv("SDL_APP_NAME", raising=False)
    window.prepare_process()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "ginrummy-desktop"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "ginrummy-desktop"
    assert os.environ["SDL_APP_NAME"] == "Gin Rommé"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")
    window.prepare_process()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "mine"


def test_desktop_entry_matches_the_window_class() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string((ROOT / "build" / "linux" / "ginrummy-desktop.desktop").read_text("utf-8"))
    entry = parser["Desktop Entry"]
    assert entry["StartupWMClass"] == window.WINDOW_CLASS
    assert entry["Name"] == ginrummy_desktop.APP_NAME
    assert entry["Icon"] == window.WINDOW_CLASS  # the desktop file's and the icon's name


def _display_free(n: int) -> bool:
    """Whether X display ``n`` can be used: no lock file, or one left by a server that is
    gone (Xvfb itself replaces such a stale lock)."""
    lock = Path(f"/tmp/.X{n}-lock")
    try:
        pid = int(lock.read_text().strip())
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xprop")
                         and shutil.which("xdotool")), reason="needs Xvfb, xprop and xdotool")
def test_real_x11_window_has_the_class_title_and_icon(tmp_path: Path) -> None:
    """The game in a real X window (Xvfb): WM_CLASS is the desktop entry's StartupWMClass,
    the title the game's name in its language ("Gin Rummy" in English), and an icon is set."""
    display = next(f":{n}" for n in range(170, 260) if _display_free(n))
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))  # this checkout's code, whatever is installed
    game = None
    try:
        socket = Path(f"/tmp/.X11-unix/X{display[1:]}")  # the server ready: its socket (a
        ready = time.monotonic() + 30  # second's sleep was too short on a busy machine, and
        while not socket.exists() and time.monotonic() < ready:  # the game found no display)
            time.sleep(0.1)
        game = subprocess.Popen([sys.executable, "-m", "ginrummy_desktop", "--lang", "en",
                                 "--size", "800x520"], env=env, cwd=tmp_path,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wanted = ('WM_CLASS(STRING) = "ginrummy-desktop", "ginrummy-desktop"',
                  '_NET_WM_NAME(UTF8_STRING) = "Gin Rummy"', "Icon (64 x 64)")
        props = ""
        deadline = time.monotonic() + 60  # a busy machine; the title and icon follow the map
        while time.monotonic() < deadline and not all(w in props for w in wanted):
            time.sleep(0.25)
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                    str(game.pid)], env=env, capture_output=True, text=True)
            if found.stdout.split():
                props = subprocess.run(
                    ["xprop", "-id", found.stdout.split()[0], "WM_CLASS", "_NET_WM_NAME",
                     "_NET_WM_ICON"], env=env, capture_output=True, text=True).stdout
        for w in wanted:
            assert w in props, (w, props[:300])
    finally:
        if game is not None:
            game.kill()
            game.wait()
        xvfb.terminate()  # SIGTERM: Xvfb removes its lock file (a SIGKILL left one each run)
        try:
            xvfb.wait(10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
            xvfb.wait()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_folder_opens_from_its_button_and_its_path(  # type: ignore[no-untyped-def]
    monkeypatch, language: str
) -> None:
    """The path was drawn in gold like a link and a click on it did nothing (English
    1024x700): "Open the folder" and a click on the path open it in the file manager, and the
    line at the bottom says so (or, with no file manager, where the folder is)."""
    from ginrummy_desktop.ui import file_manager

    opened: list[str] = []
    answer = [True]

    def fake_open(path: object) -> bool:
        opened.append(str(path))
        return answer[0]

    monkeypatch.setattr(file_manager, "open_folder", fake_open)
    app = menu_app(size=(800, 520), language=language)
    set_localizer(Localizer(language))
    step(app)
    click(app, _about_button(app.stack.top).rect.center)
    about = app.stack.top
    assert isinstance(about, AboutScene)
    step(app)
    button = about.open_button
    assert button.visible and button.rect.bottom <= 520 and button.rect.right <= 800
    assert not button.rect.colliderect(about.back.rect)
    click(app, button.rect.center)
    assert opened == [about.folder]
    assert about.note == ("Der Ordner wurde geöffnet." if language == "de"
                          else "The folder was opened.")
    step(app)
    answer[0] = False
    assert about.path_rect.width > 0
    click(app, about.path_rect.center)
    assert opened == [about.folder, about.folder]
    assert ("konnte nicht" if language == "de" else "could not") in about.note
    # a click beside the path opens nothing
    click(app, (about.path_rect.right + 5, about.path_rect.centery))
    assert len(opened) == 2
    # by keys: the ring starts on Back (Enter went back before the button came); Tab, Enter
    key(app, Command.CANCEL)
    click(app, _about_button(app.stack.top).rect.center)
    about = app.stack.top
    step(app)
    assert about.back.focused and not about.open_button.focused
    key(app, Command.NEXT)
    key(app, Command.CONFIRM)
    assert len(opened) == 3 and app.stack.top is about
    app.stack.clear()


def test_back_from_about_the_ring_stands_on_about() -> None:
    """About opened by a click, left by Escape: the ring stood on "New match" (English
    800x520), and a keyboard player lost their place. A click leaves it on the entry."""
    app = menu_app(size=(800, 520))
    step(app)
    menu = app.stack.top
    click(app, _about_button(menu).rect.center)
    assert isinstance(app.stack.top, AboutScene)
    key(app, Command.CANCEL)
    assert app.stack.top is menu
    step(app)
    assert _about_button(menu).focused
    assert [b for b in menu.buttons if b.focused] == [_about_button(menu)]
    app.stack.clear()
