"""Helpers for the menu screens' tests: an app with persistence's settings and store (in the
temporary folders of ``conftest``) and a recorder of every text drawn."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import make_app


def menu_app(size: tuple[int, int] = (1280, 800), language: str = "en",
             offer: bool = False) -> Any:
    """An app like the real one: persistence's Settings and MatchStore, the main menu open.
    ``offer``: a new player's, offered the tutorial (whose button then has the ring); else a
    player who has answered the offer, the ring on the first entry."""
    from ginrummy_desktop.persistence import MatchStore, Settings
    from ginrummy_desktop.ui.scenes.menu import MenuScene

    app = make_app(size=size)
    app.settings = Settings(language=language, animation_speed="off", offer_tutorial=offer)
    app.store = MatchStore()
    app.apply_settings()
    app.stack.clear(MenuScene(app))
    return app


class DrawnTexts:
    """Every string drawn through ``widgets.text_surface`` (draw_text and Button use it)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def clear(self) -> None:
        self.texts.clear()

    def joined(self) -> str:
        return " ".join(self.texts)

    def __contains__(self, text: object) -> bool:
        return any(str(text) in t for t in self.texts)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> DrawnTexts:
    from ginrummy_desktop.ui import widgets

    record = DrawnTexts()
    original = widgets.text_surface

    def recording(text: Any, *args: Any, **kwargs: Any) -> Any:
        record.texts.append(str(text))
        return original(text, *args, **kwargs)

    monkeypatch.setattr(widgets, "text_surface", recording)
    return record
