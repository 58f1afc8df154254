"""The tutorial's panel at the scoring step stands inside the score board, under the sheet,
clear of the chart and of Close, and at the lay-off review inside its border, left of Done and
under the player's deadwood line: at the bottom-left of the window it crossed their lower-left
borders (at every size; at 640x420 it covered the corner)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Action, Card
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial

from .helpers import card_center, click, drag, key, step, step_until
from .menu_helpers import menu_app
from .test_tutorial import WORKER


def _to_the_review(app: Any) -> tuple[Any, TutorialPolicy]:
    """The tutorial played to its lay-off review by the hinted moves."""
    from ginrummy_desktop.ui.input import Command

    table = start_tutorial(app)
    policy = table.policy
    assert isinstance(policy, TutorialPolicy)
    m = table.ctrl.match
    step_until(app, lambda: app.stack.top is table)
    key(app, Command.CONFIRM)
    click(app, table.buttons["pass"].rect.center)
    step_until(app, lambda: policy.step().key == "draw", timeout=WORKER)
    lay = table.layout
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    drag(app, card_center(table, Card.parse("KS")), lay.discard_rect.center)
    step_until(app, lambda: policy.step().key == "take", timeout=WORKER)
    step(app, 30)
    drag(app, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
    key(app, Command.CONFIRM)
    drag(app, card_center(table, Card.parse("9D")), lay.knock_rect.center)
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, app.stack.top.yes.rect.center)
    assert m.history[-1] == Action.knock(Card.parse("9D"))
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene), timeout=WORKER)
    assert policy.step().key == "review"
    return table, policy


def _to_the_score(app: Any) -> tuple[Any, TutorialPolicy]:
    """The tutorial played to its scoring step by the hinted moves."""
    table, policy = _to_the_review(app)
    review = app.stack.top
    while isinstance(app.stack.top, LayoffReviewScene):
        click(app, review.done_button.rect.center)
    assert isinstance(app.stack.top, ScoreboardScene) and policy.step().key == "score"
    step(app)
    return table, policy


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panel_stands_inside_the_board_under_the_sheet(size: tuple[int, int],
                                                           language: str) -> None:
    app = menu_app(size=size, language=language)
    try:
        _table, policy = _to_the_score(app)
        board = app.stack.top
        r = policy.hint_rect()
        panel = board.panel()
        assert panel.contains(r), (r, panel)
        assert not r.colliderect(board.chart_area())
        assert not r.colliderect(board.close_button.rect)
        area, small = board.sheet_area()
        total_row = area.y + 4 * int(small * 1.5)  # title, heads, round 1, total
        assert r.top > total_row
        assert pygame.Rect(r).height == policy.hint_height(r.width)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_at_the_review_the_panel_stands_inside_it(size: tuple[int, int], language: str) -> None:
    from ginrummy_desktop.ui.controller import HUMAN
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.widgets import font

    app = menu_app(size=size, language=language)
    try:
        _table, policy = _to_the_review(app)
        step(app, 400)  # the computer's lay-offs shown
        review = app.stack.top
        r = policy.hint_rect()
        assert review.panel().contains(r), (r, review.panel())
        assert r.right < review.done_button.rect.left
        line = review.seat_top(HUMAN) + review.card_size()[1] + 16 \
            + font(font_px(size, 18)).get_height()
        assert r.top >= line  # under "Deadwood: 2"
    finally:
        app.stack.clear()


@pytest.mark.parametrize(("language", "said"), [("en", "You win the round"),
                                                ("de", "Du gewinnst die Runde")])
def test_the_board_names_the_round_not_a_match(language: str, said: str) -> None:
    """The tutorial's board said "You win the match", and its next step that rounds follow
    until someone reaches 100 (session 32)."""
    from ginrummy_desktop.ui.board_headline import headline

    app = menu_app(size=(1024, 640), language=language)
    try:
        _to_the_score(app)
        board = app.stack.top
        assert board.final and headline(board) == said
    finally:
        app.stack.clear()


def test_after_its_board_the_table_names_the_round_and_h_and_r_say_why_not() -> None:
    """After the tutorial's board the table said "You won the match."; H did nothing; R
    reopened the board (no review on it) and sent the steps back to "Close the summary"
    (English 1024x640)."""
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.table.info import over_line
    from ginrummy_desktop.ui.table.keys import NO_COACH

    app = menu_app(size=(1024, 640), language="en")
    try:
        table, policy = _to_the_score(app)
        click(app, app.stack.top.close_button.rect.center)
        step_until(app, lambda: app.stack.top is table)
        assert over_line(table.ctrl.match, table.policy.lesson) == "You won the round."
        before = policy.step().key
        assert before in ("scoring", "end")
        for command in (Command.HINT, Command.REVIEW):
            key(app, command)
            assert app.stack.top is table and policy.step().key == before
            assert table.message is not None and table.message.text == str(NO_COACH)
    finally:
        app.stack.clear()
