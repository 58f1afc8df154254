"""The label under a discard pile closed after both passed the upcard says why and what to do
("Both passed: draw from the stock"; "Closed this turn", then "Both passed: closed this
turn" were cryptic to English players) and stays
clear of the stock's label, of the knock area and inside the window, in both languages and at
the smallest size ("Beide passten: nur Nachziehstapel" touched the knock area's edge at
640x420; German)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table import painter

from .helpers import find_match, make_app, step, table_for
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (1280, 800)])
@pytest.mark.parametrize(("language", "words"), [("en", "Both passed: draw from the stock"),
                                                  ("de", "Beide passten: gesperrt")])
def test_the_closed_pile_says_why(size: tuple[int, int], language: str, words: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        app = make_app(size=size)
        try:
            m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                           and m.round.upcard_passed and bool(m.round.discard_pile))
            table = table_for(app, m)
            seen = _drawn(monkeypatch, painter)
            step(app)
            closed = next(r for t, _c, r in seen if t == words)
            stock = next(r for t, _c, r in seen if t in ("Stock", "Nachziehstapel"))
            assert not closed.colliderect(stock)
            assert closed.left >= 0 and closed.right <= size[0]
            assert closed.right <= table.layout.knock_rect.left - 4, "clear of the knock area"
        finally:
            app.stack.clear()
