"""Watch again at a round's end: the defender's row is grouped as the score counted it, each
meld underlined and set apart from the deadwood (English 800x600, Hollywood: its A♣ 2♣ 3♣ run
stood in one even row like deadwood beside "D (defender's deadwood after laying off): 33")."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import deadwood_of
from ginrummy_desktop.ui.replay import shown_hand
from ginrummy_desktop.ui.watch_rows import row_groups

from .helpers import make_app, step, watch_finished


@pytest.mark.parametrize("size", [(800, 600), (1600, 900)])
def test_the_defenders_row_shows_its_melds_at_the_rounds_end(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.ui.watch_rows as rows_module

    app = make_app(size=size)
    scene, rounds = watch_finished(app, "short", seed=2)
    bars: list[pygame.Rect] = []
    real = rows_module.draw_bar

    def bar(surface, colour, r):  # type: ignore[no-untyped-def]
        bars.append(pygame.Rect(r))
        real(surface, colour, r)

    monkeypatch.setattr(rows_module, "draw_bar", bar)
    for r in range(len(rounds)):
        scene.model.go_round(r - scene.model.round_index)
        bars.clear()
        step(app)
        assert bars == [], "while the round is played: one even row"
        while scene.model.current.result is None:
            scene.model.forward()
        pos = scene.model.current
        res = pos.result
        assert res is not None and res.defender is not None
        groups, melds = row_groups(pos, res.defender, shown_hand(pos, res.defender))
        assert melds == len(res.defender_melds) > 0
        loose = [c for g in groups[melds:] for c in g]
        assert sum(deadwood_of(c.bit) for c in loose) == res.defender_deadwood
        bars.clear()
        step(app)
        assert len(bars) == melds
        assert all(a.right < b.left for a, b in zip(bars, bars[1:], strict=False)), "apart"
    app.stack.clear()
