"""Issue 17: one click on "Done" ("Fertig") ends the lay-off review for the defender. What the
engine lays off for the player flies onto the melds while the screen names those cards and says
the scores follow; then the review closes by itself and the scores open. Driven by real mouse
clicks at three window sizes in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.i18n.cards import cards_text
from ginrummy_desktop.ui.scenes.layoff_review import LAID_OFF_FOR_YOU, LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import find_match, make_app, react, step, step_until, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)

SIZES = [(800, 520), (1280, 800), (1920, 1080)]
FOLLOW = {"en": "The scores follow.", "de": "Danach folgt die Wertung."}


def _defending(can_lay_off: bool) -> Any:
    def stop(m: Any) -> bool:
        if m.phase is not Phase.LAYOFF or m.round.turn != 0:
            return False
        return any(a.kind is Kind.LAY_OFF for a in m.legal_actions()) == can_lay_off
    return find_match(stop)


def _review(app: Any, m: Any) -> LayoffReviewScene:
    table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert isinstance(review, LayoffReviewScene) and review.interactive
    step(app, 5)
    return review


def _click_once(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    react(app)  # the review opened by itself: the player sees it first
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


@pytest.mark.parametrize("size", SIZES)
def test_one_click_on_done_lays_off_the_rest_says_so_and_the_scores_follow(
        size: tuple[int, int], lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(animation="normal", size=size)
    try:
        m = _defending(can_lay_off=True)
        review = _review(app, m)
        n = len(m.results)
        _click_once(app, review.done_button.rect.center)
        assert len(m.results) == n + 1, "the one click scored the round"
        rest = [c for c, _ in m.results[-1].layoffs]
        assert rest and review.laid_for_you() == rest
        assert app.stack.top is review, "the cards laid off for the player fly first"
        drawn.clear()
        step(app)
        said = LAID_OFF_FOR_YOU.format(cards=cards_text(rest))
        assert said in drawn and FOLLOW[lang] in said
        # no second click: the review closes by itself once the cards have landed
        step_until(app, lambda: not isinstance(app.stack.top, LayoffReviewScene), frames=400)
        assert isinstance(app.stack.top, ScoreboardScene)
        assert app.stack.top.result is m.results[-1]
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_with_nothing_left_to_lay_off_one_click_opens_the_scores_at_once(
        size: tuple[int, int], lang: str) -> None:
    app = make_app(animation="normal", size=size)
    try:
        m = _defending(can_lay_off=False)
        review = _review(app, m)
        _click_once(app, review.done_button.rect.center)
        assert review.laid_for_you() == []
        assert isinstance(app.stack.top, ScoreboardScene)
    finally:
        app.stack.clear()


def test_a_click_while_the_rest_flies_opens_the_scores_at_once(lang: str) -> None:
    app = make_app(animation="slow", size=(1280, 800))
    try:
        review = _review(app, _defending(can_lay_off=True))
        _click_once(app, review.done_button.rect.center)
        assert app.stack.top is review and review.scores_at is not None
        step(app, 30)  # the click is not a double click
        _click_once(app, (review.panel().centerx, review.panel().centery))
        assert isinstance(app.stack.top, ScoreboardScene)
    finally:
        app.stack.clear()
