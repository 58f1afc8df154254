"""Watch again names an Oklahoma round's knock limit and whether its points count double, as
the table does all round. Seen (English 1920x1080): a replay of a round scored x2 showed only
"Round 1 of 6 · move 0 of 29" and the 7 of spades, and a viewer could not tell why."""

from __future__ import annotations

import pytest

from .helpers import make_app, step, texts_drawn, watch_finished


@pytest.mark.parametrize("size", [(640, 420), (1920, 1080)])
def test_each_round_s_limit_and_doubling_are_shown(size: tuple[int, int],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.ui.scenes.watch as watch_module

    app = make_app(size=size)
    try:
        scene, rounds = watch_finished(app, "oklahoma")
        seen = texts_drawn(monkeypatch, watch_module)
        for i, rep in enumerate(rounds):
            scene.model.go_round(i - scene.model.round_index)
            seen.clear()
            step(app)
            view = rep.match_at_start().view(0)
            texts = " | ".join(t for t, _x in seen)
            limit = ("Gin only" if view.knock_limit == 0
                     else f"Knock limit this round: {view.knock_limit}")
            doubled = "points count double" if view.doubles else "single points"
            assert limit in texts and doubled in texts, texts
            assert all(x < size[0] // 3 for t, x in seen if limit in t)  # on the left
    finally:
        app.stack.clear()
