"""Watch again at a Gin: the knocker's melds lie beside the discard pile and its row was empty,
which read as cards gone missing. The row says where its cards are."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Outcome
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.replay import shown_hand
from ginrummy_desktop.ui.scenes.watch import ALL_MELDED

from .helpers import make_app, step, texts_drawn, watch_finished


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_gin_s_empty_row_says_where_its_cards_are(language: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.ui.scenes.watch as watch_module

    with use_localizer(Localizer(language)):
        app = make_app(size=(1024, 640))
        try:
            scene, rounds = watch_finished(app, "short", seed=2)  # its fifth round: a Gin
            scene.model.go_round(4 - scene.model.round_index)
            drawn = texts_drawn(monkeypatch, watch_module)
            step(app)
            assert str(ALL_MELDED) not in [t for t, _x in drawn]  # not while it is played
            while scene.model.current.result is None:
                scene.model.forward()
            pos = scene.model.current
            assert pos.result is not None and pos.result.outcome is Outcome.GIN
            assert shown_hand(pos, pos.result.knocker) == ()
            drawn.clear()
            step(app)
            assert [t for t, _x in drawn].count(str(ALL_MELDED)) == 1
        finally:
            app.stack.clear()
