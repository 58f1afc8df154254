"""Watch again, the last move of a round: the panel of how it was scored covers none of the
cards shown face up and not the knocker's melds' name. At the right of the piles it covered
the knocker's melds (laid-off cards outlined) and their name, and part of the top card of
the discard pile (800x520 German). It stands over the log and the stock, left of the
discard pile, its lines wrapped to that room, over all of the stock or none of it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.persistence.saves import iter_rounds
from ginrummy_desktop.ui.scenes.watch import LAID_OFF_ONTO, WatchScene
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn


def _record(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[Any]:
    seen: list[Any] = []
    original = getattr(module, name)

    def recording(*args: Any, **kwargs: Any) -> Any:
        seen.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, recording)
    return seen


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_result_covers_no_card_and_not_the_knockers_melds(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    import ginrummy_desktop.ui.scenes.watch as watch_module

    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        m = finished_match(seed=5, rules="bonus")
        rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
        scene = WatchScene(app, rounds=rounds)
        app.push(scene)
        checked = 0
        for index in range(len(rounds)):
            scene.model.to_edge(True)  # the round's last move: how it was scored
            cards = _record(monkeypatch, watch_module, "draw_card")
            panels = _record(monkeypatch, watch_module, "draw_panel")
            texts = _drawn(monkeypatch, watch_module)
            step(app)
            assert scene.model.current.result is not None
            (panel,) = [args[1] for args in panels]
            assert pygame.Rect((0, 0), size).contains(panel), panel
            faces = [pygame.Rect(args[3], args[4]) for args in cards if args[2] is not None]
            assert faces and [r for r in faces if r.colliderect(panel)] == [], (index, panel)
            backs = [pygame.Rect(args[3], args[4]) for args in cards if args[2] is None]
            stock = [r for r in backs if r.centerx < size[0] // 2]  # the knock card: right
            assert all(panel.contains(r) for r in stock) or not any(
                panel.colliderect(r) for r in stock), (index, panel)  # the stock: all or none
            knock = [r for r in backs if r.centerx >= size[0] // 2]  # on the discard pile
            assert len(knock) <= 1 and not [r for r in knock if r.colliderect(panel)]
            melds = [r for t, _c, r in texts if t == str(LAID_OFF_ONTO)]
            assert not any(r.colliderect(panel) for r in melds), (index, panel)
            lines = [r for t, _c, r in texts if panel.contains(r)]
            assert lines, "the result's lines stand in its panel"
            checked += bool(melds)
            monkeypatch.undo()
            if index < len(rounds) - 1:
                scene.model.go_round(1)
        assert checked, "a round ended with the knocker's melds shown"
    finally:
        app.stack.clear()
        set_localizer(previous)


@pytest.mark.parametrize(("rules", "bonuses"), [("classic", False), ("short", True)])
def test_the_end_says_bonuses_only_where_there_were_some(
        monkeypatch: pytest.MonkeyPatch, rules: str, bonuses: bool) -> None:
    """English 1600x900, Watch again of a Classic match: its end said "Final totals with
    bonuses: You 16 : 116 Computer", and Classic has none."""
    import ginrummy_desktop.ui.scenes.watch as watch_module
    from ginrummy_desktop.ui.scenes.watch import FINAL_SCORE, FINAL_TOTALS

    previous = set_localizer(Localizer("en"))
    app = make_app(size=(1600, 900))
    try:
        m = finished_match(seed=5, rules=rules)
        f = m.final
        assert (tuple(f.totals) != tuple(f.round_points)) is bonuses
        rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
        scene = WatchScene(app, rounds=rounds)
        app.push(scene)
        scene.model.go_round(len(rounds))  # the last round, at its end
        scene.model.to_edge(True)
        assert scene.model.round.match_over
        texts = _drawn(monkeypatch, watch_module)
        step(app)
        said = FINAL_TOTALS if bonuses else FINAL_SCORE
        want = said.format(you=f.totals[0], opp=f.totals[1])
        assert any(t == want for t, _, _ in texts), [t for t, _, _ in texts]
    finally:
        app.stack.clear()
        set_localizer(previous)
