"""The help's scroll arrows say where the text can go: at the top "▲" is drawn disabled (flat,
dashed) and a click on it does nothing, at the bottom "▼" is; a thin track between them shows
which part of the rules is on screen. At 800x520 the Rules page opened with "▲" looking as
live as "▼". Real keys and clicks through the app, three sizes, German and English."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.input import Command

from .helpers import click, key, step
from .test_help_and_wheel import _help


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_arrows_and_the_track_follow_the_scroll(size: tuple[int, int], lang: str) -> None:
    app, scene = _help(size)
    try:
        assert scene.tab == "rules" and scene.max_scroll(size) > 0
        assert scene.up.state() == "disabled" and scene.down.state() != "disabled"
        click(app, scene.up.rect.center)
        assert scene.scroll == 0 and scene.up.state() == "disabled"
        track, top = scene.track(), scene.thumb(size)
        assert top is not None and top.top == track.top and top.height < track.height
        key(app, Command.PAGE_DOWN)
        step(app)
        middle = scene.thumb(size)
        assert middle is not None and track.top < middle.top
        assert scene.up.state() != "disabled" and scene.down.state() != "disabled"
        key(app, Command.END)
        step(app)
        bottom = scene.thumb(size)
        assert bottom is not None and bottom.bottom == track.bottom and middle.top < bottom.top
        assert scene.down.state() == "disabled" and scene.up.state() != "disabled"
        click(app, scene.down.rect.center)
        assert scene.scroll == scene.max_scroll(size)
        click(app, scene.up.rect.center)
        assert scene.scroll == scene.max_scroll(size) - 3, "a live arrow scrolls"
    finally:
        app.stack.clear()
