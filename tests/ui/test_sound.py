"""Sound effects: played on the table's events while the sound setting is on, silent when
off, and never an error without an audio device."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Action, Phase
from ginrummy_desktop.ui.sound import EFFECTS, Sounds

from .helpers import card_center, drag, find_match, make_app, step, table_for


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app()
    yield a
    a.stack.clear()


def _human_to_draw():  # type: ignore[no-untyped-def]
    return find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW)


def _draw_then_discard_by_drag(app):  # type: ignore[no-untyped-def]
    m = _human_to_draw()
    table = table_for(app, m)
    lay = table.layout
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    card = table.hand[3]
    drag(app, card_center(table, card), lay.discard_rect.center)
    assert m.history[-2:] == [Action.draw_stock(), Action.discard(card)]
    return table


def test_draw_and_discard_by_drag_play_their_sounds(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.sound = True
    app.sounds.played.clear()
    _draw_then_discard_by_drag(app)
    assert list(app.sounds.played)[-2:] == ["draw", "place"]


def test_nothing_plays_with_the_sound_off(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.sound = False
    app.sounds.played.clear()
    _draw_then_discard_by_drag(app)
    step(app, 30)
    assert list(app.sounds.played) == []


def test_an_illegal_drop_thuds(app) -> None:  # type: ignore[no-untyped-def]
    m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW
                   and Action.draw_discard() in m.legal_actions())
    table = table_for(app, m)
    lay = table.layout
    top = m.round.discard_pile[-1]
    drag(app, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
    app.sounds.played.clear()
    drag(app, card_center(table, top), lay.discard_rect.center)  # just taken: refused
    assert list(app.sounds.played) == ["illegal"]


def test_the_computers_animated_discard_lands_with_a_snap() -> None:
    app = make_app(animation="normal")
    try:
        m = find_match(lambda m: m.round.turn == 1 and m.phase is Phase.DISCARD)
        table_for(app, m)
        app.sounds.played.clear()
        for _ in range(600):
            step(app)
            if "place" in app.sounds.played:
                break
        assert "place" in app.sounds.played
    finally:
        app.stack.clear()


def test_no_audio_device_is_silent_not_an_error(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import pygame

    class _App:
        settings = type("S", (), {"sound": True})()

    def fail(*_a, **_k):  # type: ignore[no-untyped-def]
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    s = Sounds(_App())
    s.play("place")
    assert not s.available and list(s.played) == ["place"]


def test_every_effect_loads_under_the_dummy_driver(app) -> None:  # type: ignore[no-untyped-def]
    if not app.sounds.available:
        pytest.skip("the mixer does not start here")
    assert sorted(app.sounds._sounds) == sorted(EFFECTS)
    for name in EFFECTS:
        app.sounds.play(name)
