"""A question's lines stay inside its panel: they are drawn bold, so they are wrapped as
bold (seen at 1920x1080: "Your latest moves are still being saved (the disk is" ran over
the panel's sides, wrapped for the narrower regular face), and the panel is as high as they
need (at 640x420 the German question's last two lines ran under the buttons). The buttons'
labels fit at their usual size (at 640x420 "Beenden ohne Speichern" ran out of its button)."""

from __future__ import annotations

import pytest

import ginrummy_desktop.ui.scenes.dialog as dialog
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.table.save_notice import QUIT_ANYWAY, QUIT_STILL_SAVING, QUIT_UNSAVED
from ginrummy_desktop.ui.widgets import button_px, text_width

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_question_stays_inside_its_panel(size: tuple[int, int], language: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    previous = set_localizer(Localizer(language))
    try:
        for text in (QUIT_STILL_SAVING, QUIT_UNSAVED.format(reason="the disk is full")):
            app = make_app(size=size)
            app.to_menu()
            ask = app.open("confirm", text=text, on_yes=lambda: None, yes=QUIT_ANYWAY)
            drawn = _drawn(monkeypatch, dialog)
            step(app)
            panel = ask._panel()
            lines = [r for t, _c, r in drawn if t.strip()]
            assert len(lines) >= 2
            assert all(panel.inflate(-20, 0).contains(r) for r in lines), (text, lines, panel)
            buttons = min(ask.yes.rect.top, ask.no.rect.top)
            assert max(r.bottom for r in lines) < buttons, "the buttons cover no line"
            for b in (ask.yes, ask.no):
                label = text_width(str(b.label), button_px(b.rect.height))
                assert label <= b.rect.width - 8, (str(b.label), label, b.rect)
            assert ask._panel().width <= size[0] - 40
            app.stack.clear()
    finally:
        set_localizer(previous)
