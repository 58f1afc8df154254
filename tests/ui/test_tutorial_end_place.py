"""The tutorial's last step on the finished table: its panel stands between the hands and
hides none of the info panel's lines. At 640x420 in German "Du hast die Partie gewonnen." ran
under it: the lines of the info panel reach half a card past the side panel the panel kept
clear of."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.table.info import info_panel
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial
from ginrummy_desktop.ui.widgets import font

from .helpers import card_center, click, drag, key, step, step_until
from .menu_helpers import menu_app

WORKER = 30.0


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (900, 1200)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_last_step_hides_no_line_of_the_info_panel(size: tuple[int, int],
                                                       language: str) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(language))
    a = menu_app(size=size, language=language)
    try:
        table = start_tutorial(a)
        policy = table.policy
        assert isinstance(policy, TutorialPolicy)
        step_until(a, lambda: a.stack.top is table)
        key(a, Command.CONFIRM)  # the welcome
        key(a, Command.CONFIRM)  # the piles
        key(a, Command.PASS)
        step_until(a, lambda: policy.step().key == "draw", timeout=WORKER)
        lay = table.layout
        drag(a, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
        drag(a, card_center(table, Card.parse("KS")), lay.discard_rect.center)
        step_until(a, lambda: policy.step().key == "take", timeout=WORKER)
        step(a, 30)
        drag(a, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
        key(a, Command.CONFIRM)  # the melds
        drag(a, card_center(table, Card.parse("9D")), lay.knock_rect.center)
        click(a, a.stack.top.yes.rect.center)
        step_until(a, lambda: isinstance(a.stack.top, LayoffReviewScene), timeout=WORKER)
        review = a.stack.top
        while isinstance(a.stack.top, LayoffReviewScene):
            click(a, review.done_button.rect.center)
        assert isinstance(a.stack.top, ScoreboardScene)
        click(a, a.stack.top.close_button.rect.center)
        step(a)
        assert a.stack.top is table and policy.step().key == "end"
        r = policy.hint_rect()
        lines = [pygame.Rect(p.pos, font(p.px, p.bold).size(p.text))
                 for p in info_panel(table) if p.text]
        assert lines, "the finished table names the round, the score and who won"
        assert [line for line in lines if line.colliderect(r)] == [], (r, lines)
    finally:
        a.stack.clear()
        set_localizer(previous)
