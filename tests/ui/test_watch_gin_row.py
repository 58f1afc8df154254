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


def test_the_knock_card_lies_face_down_on_the_pile(monkeypatch: pytest.MonkeyPatch) -> None:
    """At a Gin's last move the knocker's last card was on neither the discard pile nor in its
    melds (English 800x520): every card of the deck is somewhere from the knock on, and the
    knock card is drawn face down on top of the pile, outlined as the move just made."""
    import ginrummy_desktop.ui.scenes.watch as watch_module

    app = make_app(size=(800, 520))
    try:
        scene, _rounds = watch_finished(app, "short", seed=2)
        scene.model.go_round(4 - scene.model.round_index)
        while scene.model.current.result is None:
            scene.model.forward()
        pos = scene.model.current
        assert pos.move is not None and pos.move.kind.value == "knock"
        assert pos.knock_card is not None and pos.knock_card == pos.move.card
        seen = [*pos.hands[0], *pos.hands[1], *pos.discard, pos.knock_card]
        assert len(set(seen)) == len(seen) == 52 - pos.stock
        calls: list[tuple[object, tuple[int, int], object]] = []
        real = watch_module.draw_card

        def spy(surface, images, card, at, size, **kw):  # type: ignore[no-untyped-def]
            calls.append((card, (int(at[0]), int(at[1])), kw.get("outline")))
            return real(surface, images, card, at, size, **kw)

        monkeypatch.setattr(watch_module, "draw_card", spy)
        step(app)
        top = pos.discard[-1]
        pile = next(at for card, at, _o in calls if card == top)
        backs = [(at, o) for card, at, o in calls if card is None and at[1] == pile[1]
                 and at[0] > pile[0]]
        assert len(backs) == 1 and backs[0][1] is not None  # face down, outlined, on the pile
        # a move earlier (before the knock) no card lies face down on the pile
        scene.model.back()
        assert scene.model.current.knock_card is None
        calls.clear()
        step(app)
        assert not [at for card, at, _o in calls if card is None and at[1] == pile[1]
                    and at[0] > pile[0]]
    finally:
        app.stack.clear()
