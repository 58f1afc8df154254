"""While a card is dragged onto the knock area its word ("Knock", "Gin") stays readable: the
card lay over it (seen at 640x420 in the German tutorial: "Klopfen" was hidden just while it
told what the drop would do). The word is drawn again over the dragged card, on a shade."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Kind, Match, Phase
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.table import painter

from .helpers import DT, card_center, find_match, make_app, press, step, table_for


def _can_knock(gin: bool) -> Match:
    def ok(m: Match) -> bool:
        if m.round.turn != 0 or m.phase is not Phase.DISCARD:
            return False
        v = m.view(0)
        return any(a.kind is Kind.KNOCK and (v.deadwood_after(a.card) == 0) == gin
                   for a in m.legal_actions() if a.card is not None)
    return find_match(ok)


@pytest.mark.parametrize("size", [(640, 420), (1280, 800)])
@pytest.mark.parametrize("gin", [False, True])
def test_the_word_shows_over_the_dragged_card(size: tuple[int, int], gin: bool,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    m = _can_knock(gin)
    app = make_app(size=size)
    try:
        table = table_for(app, m)
        v = m.view(0)
        card = next(a.card for a in m.legal_actions() if a.kind is Kind.KNOCK
                    and a.card is not None and (v.deadwood_after(a.card) == 0) == gin)
        a, b = card_center(table, card), table.layout.knock_rect.center
        press(app, a)
        for i in range(1, 9):
            p = (a[0] + (b[0] - a[0]) * i // 8, a[1] + (b[1] - a[1]) * i // 8)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                                 buttons=(1, 0, 0)))
            app.step(DT)
        step(app)
        assert table.drag is not None and table.drag.card == card
        log: list[tuple[str, Any]] = []
        real_text, real_card = painter.draw_text, painter.draw_card

        def text(surface: Any, t: Any, *args: Any, **kw: Any) -> pygame.Rect:
            r = real_text(surface, t, *args, **kw)
            log.append(("text", (str(t), r)))
            return r

        def card_(surface: Any, imgs: Any, c: Any, pos: Any, sz: Any, **kw: Any) -> Any:
            log.append(("card", (c, pygame.Rect(pos, sz))))
            return real_card(surface, imgs, c, pos, sz, **kw)

        monkeypatch.setattr(painter, "draw_text", text)
        monkeypatch.setattr(painter, "draw_card", card_)
        table.draw(app.screen)
        word = str(T.GIN if gin else T.KNOCK)
        dragged = max(i for i, (k, x) in enumerate(log) if k == "card" and x[0] == card)
        after = [x[1] for k, x in log[dragged + 1:] if k == "text" and x[0] == word]
        assert after, f"{word!r} is not drawn over the dragged card"
        assert table.layout.knock_rect.contains(after[0])
    finally:
        app.stack.clear()
