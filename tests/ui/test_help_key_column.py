"""The keys tab's column of keys is as wide as its widest keys and a gap: "Eingabe /
Leertaste" ran into the text beside it (German 800x520)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import key_names
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.widgets import font

from .menu_helpers import menu_app


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_key_label_leaves_a_gap_before_its_text(size: tuple[int, int],
                                                      language: str) -> None:
    with use_localizer(Localizer(language)):
        app = menu_app(size=size, language=language)
        try:
            scene = HelpScene(app, tab="keys")
            px = font_px(size, 16)
            width = scene.content_rect(size).width - 40
            key_w = scene.key_width(width, px)
            labels = [key_names(c) for _h, keys in scene.key_groups() for c, _ in keys]
            assert any(" / " in label for label in labels)
            for label in labels:
                assert font(px, True).size(label)[0] + px // 2 <= key_w, label
        finally:
            app.stack.clear()
