"""Watch again draws its cards at the player's card size: with "Large" set, the table and the
lay-off review showed large cards and Watch again the normal ones (German 1024x768, the two
settings' screens alike)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import ginrummy_desktop.ui.scenes.watch as watch_module
import ginrummy_desktop.ui.watch_rows as rows_module

from .helpers import make_app, step, watch_finished


def _sizes(size: tuple[int, int], card_size: str,
           monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[int, int]]:
    """How many cards of each size one frame of Watch again draws (hands, piles, melds)."""
    seen: Counter[tuple[int, int]] = Counter()
    from ginrummy_desktop.ui.sprites import draw_card as real

    def record(surface: Any, cards: Any, card: Any, pos: Any, size: Any, **kw: Any) -> Any:
        seen[tuple(size)] += 1
        return real(surface, cards, card, pos, size, **kw)

    monkeypatch.setattr(watch_module, "draw_card", record)
    monkeypatch.setattr(rows_module, "draw_card", record)
    app = make_app(size=size)
    app.settings.card_size = card_size
    watch_finished(app, "classic")
    step(app, 2)
    seen.clear()
    step(app)
    app.stack.clear()
    return seen


@pytest.mark.parametrize("size", [(800, 520), (1024, 768), (1280, 720)])
def test_watch_again_shows_large_cards_when_they_are_set(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    normal = _sizes(size, "normal", monkeypatch)
    large = _sizes(size, "large", monkeypatch)
    (hands_normal, _n), (hands_large, _m) = normal.most_common(1)[0], large.most_common(1)[0]
    assert hands_large[0] > hands_normal[0], (normal, large)  # the hands' cards, larger
