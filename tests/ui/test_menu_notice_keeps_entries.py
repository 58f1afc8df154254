"""A damaged saved match found while another screen is open is told on the menu when the
player comes back, without moving the menu's entries: the column went up by a twentieth of
the window to make room for the notice, and the entry under the pointer was another one
(800x520: back from Settings with the pointer where "Settings" had been, it was over
"About")."""

from __future__ import annotations

import pytest
from pygame import Rect

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.menu import MenuScene

from .helpers import key, step
from .menu_helpers import menu_app
from .test_saves_screen import _save_running


def _entries(menu: MenuScene) -> list[Rect]:
    return [Rect(b.rect) for b in menu.buttons if b.visible]


@pytest.mark.parametrize("running", [False, True])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_a_notice_found_behind_another_screen_leaves_the_entries(
        size: tuple[int, int], running: bool) -> None:
    app = menu_app(size=size)
    try:
        if running:
            _save_running(app)  # "Continue" too: eight entries
        app.to_menu()
        step(app)
        menu = app.stack.top
        assert isinstance(menu, MenuScene) and not menu.problems
        before = _entries(menu)
        app.open("settings")
        step(app)
        root = app.store.root
        root.mkdir(parents=True, exist_ok=True)
        (root / "20261202-170000-aaaaaa.json").write_text("garbage")
        key(app, Command.CANCEL)  # back to the menu, which finds the damaged file
        step(app, 2)
        assert app.stack.top is menu and len(menu.problems) == 1
        assert _entries(menu) == before
        notice = menu.notice_rect()
        assert notice.top >= before[-1].bottom and notice.bottom <= size[1]
        assert notice.contains(menu.dismiss.rect)
        menu.dismiss.press()
        step(app)
        assert _entries(menu) == before  # and none moves when it is dismissed
    finally:
        app.stack.clear()
