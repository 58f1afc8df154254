"""The lay-off review's headline and the cards coming from the table: the computer's hand
turned over where it lay on the table, right on the headline, which peeked out between the
cards ("D... Comput... klopft", 1920x1080, also 800x520 and 1280x800). The headline now shows
once those cards are clear of it, whole, and never half covered."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.smoke import human_defends_match
from ginrummy_desktop.ui.widgets import GOLD

from .helpers import make_app, step, table_for


def _gold(surface: pygame.Surface, box: pygame.Rect) -> int:
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if tuple(surface.get_at((x, y)))[:3] == GOLD)


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
def test_the_headline_is_whole_or_not_yet_there(size: tuple[int, int], lang: str) -> None:
    app = make_app(animation="normal", size=size)
    try:
        table_for(app, human_defends_match())
        review = app.stack.top
        assert isinstance(review, LayoffReviewScene)
        box = review.painter.headline_box()
        counts: list[int] = []
        while not review.show.intro_over:
            step(app, 2)
            counts.append(_gold(app.screen, box))
        step(app, 2)
        whole = _gold(app.screen, box)
        assert whole > 50, "the headline shows once the hands lie in their melds"
        assert counts[0] == 0, "not under the computer's hand turning over"
        assert all(n in (0, whole) for n in counts), (whole, counts)
        assert whole in counts, "it comes while the cards still slide into their melds"
    finally:
        app.stack.clear()
