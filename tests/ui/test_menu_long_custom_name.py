"""A running match of a custom rule set with many changes: its "Continue: ..." entry made
the menu's column as wide as the window, every entry with it ("Continue: Oklahoma Gin + to
37, knock 7, Gin 0, undercut 2, no Big Gin, game bonus 13, box 7, shutout +50, You 33 : 0
Computer", English 1460x960). Where the whole name does not fit a column of at most 900 px
(at 1280x800), the entry names the preset it starts from and "…"."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.widgets import font

from .helpers import step
from .menu_helpers import menu_app

LONG = RuleSet.preset("classic").custom(
    target=37, knock_limit=7, gin_bonus=0, undercut_bonus=2, big_gin_bonus=None,
    game_bonus=13, box_bonus=7, shutout="plus100", shutout_bonus=50, oklahoma=True)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1460, 960), (800, 520)])
def test_a_long_custom_name_is_cut_short_on_the_menu(lang: str, size: tuple[int, int]) -> None:
    with use_localizer(Localizer(lang)):
        app = menu_app(size=size, language=lang)
        try:
            saved = app.store.new(LONG, 5, opponent="master")
            app.store.save(saved, Match(LONG, 5))
            app.to_menu()
            step(app)
            menu = app.stack.top
            assert isinstance(menu, MenuScene) and menu.buttons[0].visible
            label = str(menu.buttons[0].label)
            first = {"en": "Continue: Classic + \u2026, You 0 : 0 Computer",
                     "de": "Weiterspielen: Klassisch + \u2026, Du 0 : 0 Computer"}[lang]
            assert label == first
            widths = {b.rect.width for b in menu.buttons if b.visible}
            assert len(widths) == 1 and widths.pop() <= min(size[0], font_px(size, 900))
            px = max(11, int(menu.buttons[0].rect.height * 0.42))
            assert font(px).size(label)[0] < menu.buttons[0].rect.width
        finally:
            app.stack.clear()
