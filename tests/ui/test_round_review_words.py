"""The round review's words at the smallest window: the line under the title readable, the
best-move column not repeating its head (seen at 640x420, German and English)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import review_rows as W
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

from .helpers import make_app
from .test_round_review import opened_review

SMALLEST = 10
"""The game's smallest text (``layout.font_px`` never goes under it)."""


def _review(size: tuple[int, int], seed: int = 12) -> tuple[Any, RoundReviewScene]:
    app = make_app(size=size)
    return app, opened_review(app, seed=seed)


def _drawn(rv: RoundReviewScene) -> list[tuple[str, int, pygame.Rect]]:
    """Every text the review draws: (text, size, where)."""
    from ginrummy_desktop.ui import widgets

    seen: list[tuple[str, int, pygame.Rect]] = []
    original = widgets.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, color: Any = (255, 255, 255),
                  bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        rect = original(surface, text, pos, px, color, bold=bold, anchor=anchor)
        seen.append((str(text), px, rect))
        return rect

    from ginrummy_desktop.ui import review_rows
    from ginrummy_desktop.ui.scenes import round_review

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(review_rows, "draw_text", recording)
        mp.setattr(round_review, "draw_text", recording)
        rv.draw(pygame.Surface(rv.app.size))
    return seen


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_line_under_the_title_is_readable_at_640x420(lang: str) -> None:
    """It was drawn 2 px under the rows' size: 8 px at 640x420, too small to read. Now at
    the game's smallest size at least, whole, inside the panel and above the column heads."""
    previous = set_localizer(Localizer(lang))
    try:
        _app, rv = _review((640, 420))
        seen = _drawn(rv)
        judged = str(W.JUDGED)
        parts = [(t, px, r) for t, px, r in seen if t and t in judged]
        assert " ".join(t for t, _px, _r in parts) == judged
        assert all(px >= SMALLEST for _t, px, _r in parts), parts
        panel = rv.panel()
        assert all(panel.contains(r) for _t, _px, r in parts)
        head = next(r for t, _px, r in seen if t == str(W.HEAD_PLAYED))
        assert max(r.bottom for _t, _px, r in parts) <= head.top
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rows_stay_readable_and_inside_at_640x420(lang: str) -> None:
    """The rows shrank to 9 px where they were long: the game's smallest is 10."""
    previous = set_localizer(Localizer(lang))
    try:
        _app, rv = _review((640, 420))
        seen = _drawn(rv)
        panel = rv.panel()
        assert all(px >= SMALLEST for _t, px, _r in seen)
        assert all(panel.contains(r) for _t, _px, r in seen)
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_best_move_played_does_not_repeat_the_column_head(lang: str) -> None:
    """Under the head "Am besten" the rows read "am besten" (English: "best" under "Best"):
    now "✓ derselbe" under "Bester Zug" ("✓ the same" under "Best move")."""
    previous = set_localizer(Localizer(lang))
    try:
        _app, rv = _review((640, 420))
        review = rv.review
        assert review is not None
        head = str(W.HEAD_BEST).lower()
        same = [n for n, d in enumerate(review.decisions, 1) if d.played == d.best]
        assert same
        for n in same:
            cell = W.row_texts(rv, n, review.decisions[n - 1])[3]
            assert cell.startswith("\u2713 ")
            assert cell.lower() not in head and head not in cell.lower(), (cell, head)
            assert cell[2:] == str(W.SAME_AS_PLAYED)
        for n, d in enumerate(review.decisions, 1):  # where not: the best move itself
            if d.played != d.best:
                cell = W.row_texts(rv, n, d)[3]
                assert cell == W.short_action(d.best, rv.tops.get(d.index),
                                              rv.hands.get(d.index, 0))
    finally:
        set_localizer(previous)
