"""UI tests run headless (SDL dummy drivers) with the user's data and config directories
redirected to temporary folders, in English, with time stepped by hand."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture(autouse=True, scope="session")
def _cards_rendered_once() -> Iterator[None]:
    """A card image is rendered from its SVG once per test process, not once per test's app
    (the game itself renders each once, in its child process, and keeps it): a copy of the
    first rendering is handed out, so a test that draws on one changes no other test's. The
    tests of the rendering call ``image_cache.render_surface`` itself."""
    from ginrummy_desktop.ui import sprites

    real = sprites.render_surface
    done: dict[tuple[str, tuple[int, int], bool], Any] = {}

    def rendered(svg: str, size: tuple[int, int], back: bool = False) -> Any:
        key = (svg, tuple(size), back)
        if key not in done:
            done[key] = real(svg, size, back)
        return done[key].copy()

    sprites.render_surface = rendered  # type: ignore[assignment]
    try:
        yield
    finally:
        sprites.render_surface = real  # type: ignore[assignment]


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "documents"))  # "Save elsewhere"
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    from ginrummy_desktop.i18n import Localizer, get_localizer, set_localizer

    previous = set_localizer(Localizer("en"))
    try:
        yield
    finally:
        set_localizer(previous)
    del get_localizer


@pytest.fixture(params=["de", "en"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The test runs once in German and once in English (after ``_english``)."""
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(request.param))
    try:
        yield request.param
    finally:
        set_localizer(previous)


@pytest.fixture
def app() -> Iterator[Any]:
    """The main menu of a fresh app like the real one (``menu_helpers.menu_app``), one frame
    drawn; its scenes are cleared afterwards. Test files that need another app define their
    own ``app`` fixture, which takes the place of this one."""
    from .helpers import step
    from .menu_helpers import menu_app

    a = menu_app()
    step(a)
    yield a
    a.stack.clear()


@pytest.fixture(autouse=True)
def _coach_playouts(request, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The coach's playouts lowered (``helpers.COACH_PLAYOUTS``) unless marked ``full_coach``."""
    from ginrummy_desktop.ui.app import App

    from .helpers import COACH_PLAYOUTS

    if request.node.get_closest_marker("full_coach") is None:
        monkeypatch.setattr(App, "coach_playouts", COACH_PLAYOUTS)
