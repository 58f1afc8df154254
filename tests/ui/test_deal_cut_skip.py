"""The cut for the deal says that a click or a key skips it, as the deal's own line does,
on its own line below the cut's verdict (down to 640x420), and a key does skip it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui import widgets
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes import deal as D
from ginrummy_desktop.ui.table.start import start_match

from .helpers import key, make_app, step


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_cut_says_a_click_or_a_key_skips_it(size: tuple[int, int], lang: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []

    def recording(surface: Any, text: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = widgets.draw_text(surface, text, *args, **kwargs)
        drawn.append((str(text), rect))
        return rect

    monkeypatch.setattr(D, "draw_text", recording)
    app = make_app(animation="slow", size=size)
    try:
        start_match(app, seed=3, rules="classic")
        step(app)
        deal = app.stack.top
        assert isinstance(deal, D.DealScene) and deal.cuts and deal.t < deal.cut_time
        texts = dict(drawn)
        assert str(D.CUT_TITLE) in texts  # still the cut
        assert str(D.CLICK_TO_SKIP) in texts
        skip = texts[str(D.CLICK_TO_SKIP)]
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(skip)
        for text, rect in drawn:
            if text != str(D.CLICK_TO_SKIP):
                assert not rect.colliderect(skip), text
        key(app, Command.SELECT)
        assert not isinstance(app.stack.top, D.DealScene)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("during_cut", [True, False])
def test_f1_over_the_deal_opens_the_help_at_once(during_cut: bool) -> None:
    """F1 during the cut or the deal (right after Continue, about 2 s in) only skipped the
    deal: the help came with a second F1. It skips the deal and opens the help on the table's
    keys; Escape there returns to the dealt table (800x520 German, Hollywood, seed 302)."""
    from ginrummy_desktop.ui.scenes.help import HelpScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    app = make_app(animation="normal", size=(800, 520))
    try:
        table = start_match(app, seed=302, rules="hollywood")
        step(app)
        deal = app.stack.top
        assert isinstance(deal, D.DealScene) and deal.cuts
        if not during_cut:
            while deal.t < deal.cut_time + 0.3:
                step(app)
            assert app.stack.top is deal and not deal.cutting
        key(app, Command.HELP)
        help_scene = app.stack.top
        assert isinstance(help_scene, HelpScene) and help_scene.tab == "keys"
        assert deal not in app.stack.scenes and not table.dealing
        key(app, Command.CANCEL)
        assert app.stack.top is table and isinstance(table, TableScene)
    finally:
        app.stack.clear()
