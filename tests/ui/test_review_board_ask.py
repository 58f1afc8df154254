"""'Try again' on the review's table: the question ("Try again: what do you play here? Click a
pile or choose below.") stands clear of every button. At 640x420 in German the row of choices
("Vom Nachziehstapel ziehen", "Kreuz 10 vom Ablagestapel nehmen") covered it; it now stands
beside the buttons at the bottom (Back, Show the answer), whole, inside the window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import review_rows
from ginrummy_desktop.ui.scenes import review_board as RB
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene

from .helpers import click, make_app, step
from .test_review_board import _review, trying_at


def _texts(monkeypatch: pytest.MonkeyPatch, board: ReviewBoardScene,
           app: Any) -> list[tuple[str, pygame.Rect]]:
    seen: list[tuple[str, pygame.Rect]] = []
    for module in (RB, review_rows):
        original = module.draw_text

        def recording(surface: Any, text: Any, pos: Any, px: int, *args: Any,
                      _original: Any = original, **kwargs: Any) -> pygame.Rect:
            rect = _original(surface, text, pos, px, *args, **kwargs)
            seen.append((str(text), rect))
            return rect

        monkeypatch.setattr(module, "draw_text", recording)
    step(app)
    return seen


def _check(monkeypatch: pytest.MonkeyPatch, board: ReviewBoardScene, app: Any,
           ask: Any) -> None:
    seen = _texts(monkeypatch, board, app)
    question = str(ask)
    parts = [(t, r) for t, r in seen if t and t in question]
    assert " ".join(t for t, _r in parts) == question
    buttons = [b.rect for b in board._buttons()]
    assert len(buttons) >= 3  # Back, Show the answer and the choices
    window = pygame.Rect((0, 0), app.size)
    for _t, r in parts:
        assert window.contains(r)
        assert not [b for b in buttons if b.colliderect(r)], (r, buttons)
        cards = [c for _card, c in board.card_rects(app.size)]
        assert not [c for c in cards if c.colliderect(r)]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_question_keeps_clear_of_the_buttons(monkeypatch: pytest.MonkeyPatch,
                                                 size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        rv = _review(app)
        draw = next(i for i, p in enumerate(rv.pendings) if p.view.phase.value == "draw")
        rv.select(draw)
        board = rv.open_board(True)
        assert isinstance(board, ReviewBoardScene) and board.choices
        step(app)
        _check(monkeypatch, board, app, RB.ASK_BUTTONS)
        # a discard: once a card is chosen its Discard (and Knock) buttons show
        app.stack.pop()
        step(app)
        discard = next(i for i, p in enumerate(rv.pendings) if p.view.phase.value == "discard")
        rv.select(discard)
        board = rv.open_board(True)
        assert isinstance(board, ReviewBoardScene) and not board.choices
        step(app)
        card, rect = board.card_rects(app.size)[0]
        click(app, (rect.x + 4, rect.centery))
        assert board.chosen == card and board.discard_button.visible
        _check(monkeypatch, board, app, RB.ASK_CARD)
    finally:
        app.stack.clear()
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_click_on_the_stock_at_the_offer_says_why_not(lang: str) -> None:
    """"Try again" at the upcard's offer: a click on the stock did nothing and said nothing
    (German 1366x768); it says why, as the table does, and the choice stays open."""
    from ginrummy_desktop.engine import Action

    previous = set_localizer(Localizer(lang))
    app = make_app(size=(1366, 768))
    try:
        board = trying_at(app, "offer")
        stock, pile = board.pile_rects(app.size)
        click(app, stock.center)
        assert board.tried is None and board.refused
        assert board.refused == RB.why_not(board.pending.view, Action.draw_stock())
        assert ("upcard" if lang == "en" else "aufgedeckte") in board.refused.lower()
        click(app, pile.center)  # the upcard: taken, the answer shows
        assert board.tried is not None
    finally:
        app.stack.clear()
        set_localizer(previous)
