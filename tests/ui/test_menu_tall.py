"""The main menu in a window taller than 1280x800's shape stands in its middle: at 660x900 it
stood in the top half, its lower half empty. Windows of that shape or wider keep the menu
where it was."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.ui.scenes import menu as menu_module

from .helpers import DT
from .menu_helpers import menu_app


def _drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """The title's top, the first entry's top and the last entry's bottom, as drawn."""
    tops: dict[str, int] = {}
    real = menu_module.draw_text

    def recording(surface: Any, text: Any, pos: tuple[int, int], *args: Any,
                  **kwargs: Any) -> Any:
        tops[str(text)] = pos[1]
        return real(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(menu_module, "draw_text", recording)
    app.step(DT)
    visible = [b for b in app.stack.top.buttons if b.visible]
    return tops[str(menu_module.TITLE)], visible[0].rect.top, visible[-1].rect.bottom


@pytest.mark.parametrize("size", [(660, 900), (800, 1000), (1280, 1100)])
def test_a_tall_window_has_the_menu_in_its_middle(size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    w, h = size
    title, first, last = _drawn(menu_app(size=size), monkeypatch)
    middle = (title + last) / 2
    assert abs(middle - h / 2) < h * 0.1, (title, last, h)
    assert title > h * 0.15  # not where a landscape window has it
    assert title < first


@pytest.mark.parametrize("size", [(1280, 800), (1500, 560), (640, 420), (1920, 1080)])
def test_a_landscape_window_keeps_the_menu_where_it_was(size: tuple[int, int],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    w, h = size
    title, first, _last = _drawn(menu_app(size=size), monkeypatch)
    assert title == int(h * 0.07)
    assert first == int(h * 0.25)
