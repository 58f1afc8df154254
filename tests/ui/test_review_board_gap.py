"""The words under the hand on the round's table keep clear of the buttons and their focus
ring: the last line stood on "Noch einmal versuchen", its ring over the letters ("Legst du Herz
8 ab. bleiben dir 13 Restpunkte": the comma's tail and the descenders were cut; German
1024x600)."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes import review_board
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.widgets import font

from .helpers import key, make_app, step
from .test_round_review import opened_review

RING_OUT = 6  # the focus ring stands this far out of a button (``widgets.Button``)


@pytest.mark.parametrize("size", [(640, 420), (1024, 600), (1920, 1080)])
def test_the_words_keep_clear_of_the_buttons_and_their_ring(
        monkeypatch: Any, size: tuple[int, int]) -> None:
    with use_localizer(Localizer("de")):
        app = make_app(size=size)
        rv = opened_review(app, seed=7)
        assert rv.review is not None
        mistakes = rv.review.mistakes()
        row = next(i for i, d in enumerate(rv.review.decisions) if d in mistakes)
        for _ in range(row - rv.selected):
            key(app, Command.DOWN)
        key(app, Command.CONFIRM)
        board = app.stack.top
        assert isinstance(board, ReviewBoardScene)
        drawn: list[tuple[str, int, int]] = []
        real = review_board.draw_text

        def record(surface: Any, text: Any, pos: tuple[int, int], px: int, *a: Any,
                   **k: Any) -> Any:
            drawn.append((str(text), pos[1], px))
            return real(surface, text, pos, px, *a, **k)

        monkeypatch.setattr(review_board, "draw_text", record)
        step(app)
        hand = max(r.bottom for _c, r in board.card_rects(app.size))
        words = [(t, y, px) for t, y, px in drawn if hand - 20 <= y < board.back.rect.top]
        assert len(words) >= 3, drawn
        lowest = max(y + font(px).get_height() for _t, y, px in words)
        top = board.back.rect.top
        assert lowest <= top - 2 and min(y for _t, y, _px in words) >= hand
        if size != (640, 420):  # room for all: clear of the ring (at 640x420 the hand first)
            assert lowest <= top - RING_OUT - 3, (lowest, top)
    app.stack.clear()
