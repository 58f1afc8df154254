"""The lay-off review names its rows ("Computer", "You") from its first frame: during the
intro (the computer's hand turning over, the melds sliding together, before the player may
act) no word said whose cards were whose (the tutorial at 800x520 German)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import review_paint
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

from .helpers import find_match, make_app, step, step_until, table_for
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rows_are_named_while_the_intro_runs(monkeypatch: pytest.MonkeyPatch,
                                                 size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    app = make_app(animation="normal", size=size)
    try:
        m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0
                       and any(a.kind is Kind.LAY_OFF for a in m.legal_actions()))
        table_for(app, m)
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        review = app.stack.top
        assert isinstance(review, LayoffReviewScene)
        seen = _drawn(monkeypatch, review_paint)
        frames = 0
        while not review.show.intro_over:  # every frame of the intro, the first one too
            seen.clear()
            review.draw(app.screen)
            texts = [t for t, _c, _r in seen]
            assert str(T.OPPONENT) in texts and str(T.YOU) in texts, (frames, texts)
            panel = review.panel()
            for name, seat in ((T.OPPONENT, 1), (T.YOU, 0)):
                rect = next(r for t, _c, r in seen if t == str(name))
                assert panel.contains(rect)
                assert rect.bottom <= review.seat_top(seat)  # above its own row
            step(app)
            frames += 1
        assert frames > 5  # the intro ran (the names were checked while it did)
        review.draw(app.screen)  # and they stay once it is over, once each
        seen.clear()
        review.draw(app.screen)
        texts = [t for t, _c, _r in seen]
        assert texts.count(str(T.OPPONENT)) == 1 and texts.count(str(T.YOU)) == 1
    finally:
        app.stack.clear()
        set_localizer(previous)
