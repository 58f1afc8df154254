"""The tutorial's last step on the finished table: its panel stands between the hands and
hides none of the info panel's lines. At 640x420 in German "Du hast die Partie gewonnen." ran
under it: the lines of the info panel reach half a card past the side panel the panel kept
clear of."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.table.info import info_panel
from ginrummy_desktop.ui.widgets import font

from .helpers import click, step
from .menu_helpers import menu_app
from .test_tutorial_score_place import _to_the_score


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (900, 1200),
                                  (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_last_step_hides_no_line_of_the_info_panel(size: tuple[int, int],
                                                       language: str) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(language))
    a = menu_app(size=size, language=language)
    try:
        table, policy = _to_the_score(a)
        click(a, a.stack.top.close_button.rect.center)
        step(a)
        for key in ("scoring", "end"):  # the scoring's words, then the last step
            assert a.stack.top is table and policy.step().key == key
            r = policy.hint_rect()
            lines = [pygame.Rect(p.pos, font(p.px, p.bold).size(p.text))
                     for p in info_panel(table) if p.text]
            assert lines, "the finished table names the round, the score and who won"
            assert [line for line in lines if line.colliderect(r)] == [], (key, r, lines)
            assert a.screen.get_rect().contains(r), (key, r)
            lay = table.layout  # the stock's count: covered whole or not at all (half of
            high = font(font_px(lay.text_size, 14)).size("0")[1]  # "29" stood above it)
            count = pygame.Rect(lay.stock_rect.x, lay.stock_rect.top - 4 - high,
                                lay.stock_rect.width, high)
            assert r.contains(count) or not r.colliderect(count), (key, r, count)
            if key == "scoring":
                click(a, policy.next_button.rect.center)
                step(a)
    finally:
        a.stack.clear()
        set_localizer(previous)
