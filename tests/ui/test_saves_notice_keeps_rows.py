"""A notice that appears while the saved matches are open (a match open in another window, a
damaged file) does not move the rows: it pushed every row down, so the row under the pointer
was another one for the next click. Driven by real clicks at a small and a large size."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import double_click, step
from .menu_helpers import menu_app


def _save_running(app, seed: int) -> str:  # type: ignore[no-untyped-def]
    m = play_until(Match(RuleSet.preset("classic"), seed), lambda m: len(m.results) >= 1)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    return str(saved.id)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_a_notice_while_the_list_is_open_keeps_the_rows_in_place(
        size: tuple[int, int]) -> None:
    app = menu_app(size=size)
    try:
        for seed in (11, 12, 13):
            _save_running(app, seed)
        scene = SavesScene(app)
        app.push(scene)
        step(app)
        before = {scene.summaries[i].id: r.topleft for i, r in scene.row_rects(size)}
        assert scene.notice_lines() == []
        i, rect = scene.row_rects(size)[0]
        lock = app.store.lock(scene.summaries[i].id)  # "open in another window"
        try:
            double_click(app, rect.center)
            step(app)
        finally:
            lock.release()
        assert scene.notice_lines(), "the match in use is told"
        after = {scene.summaries[i].id: r.topleft for i, r in scene.row_rects(size)}
        assert after == before
    finally:
        app.stack.clear()
