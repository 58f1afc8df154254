"""The statistics screen's rows as drawn: no label runs into its value."""

from __future__ import annotations

import pytest

from ginrummy_desktop.persistence import Tally
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene

from .helpers import step
from .menu_helpers import menu_app
from .test_saves_screen import _save_finished, _save_running


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_statistics_labels_keep_clear_of_their_values(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in English "Matches with hints or take-backs (counted apart)" ran into its
    value ("apar0"): at the smallest text size a label too long is cut with an ellipsis."""
    import ginrummy_desktop.ui.scenes.statistics as statistics_module

    from .test_board_texts import touching
    from .test_hollywood_sheet import _drawn

    a = menu_app(size=size, language=language)
    try:
        _save_finished(a)
        _save_running(a)
        a.push(StatisticsScene(a))
        drawn = _drawn(monkeypatch, statistics_module)
        step(a)
        texts = [(t, r) for t, _c, r in drawn if t.strip()]
        assert len(texts) >= 20
        assert touching(texts) == []
    finally:
        a.stack.clear()


WIDE = Tally(matches_played=188, matches_won=120, matches_unfinished=3, rounds_played=1512,
             rounds_won=803, gins=97, big_gins=4, undercuts_given=58, undercuts_received=61,
             best_margin=248, knocks=455, knock_deadwood=3313, opponent_knocks=512,
             reviewed_decisions=44, points_lost=48.8)


WINNER = Tally(matches_played=188, matches_won=150, matches_unfinished=3, rounds_played=1512,
               rounds_won=1003, gins=97, big_gins=4, undercuts_given=58, undercuts_received=61,
               best_margin=248, knocks=455, knock_deadwood=3313, opponent_knocks=512,
               reviewed_decisions=44, points_lost=48.8)
"""A winner's figures: the rating has three digits (+235)."""


@pytest.mark.parametrize("tally", [WIDE, WINNER], ids=["seasoned", "winner"])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_label_is_whole_with_a_seasoned_players_figures(
        tally: Tally, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 a player with a review behind them read "Verlorene Punkte je geprüfter
    Entscheid…" (the value "1,11" left no room) and in English "Matches with hints or
    take-backs (counted…": with four-digit counts and every rate shown, no label is cut.
    After a match won, German "Elo gegen diese Gegner (0 = gleich sta…" stood beside "+120"
    while the left column had room to spare: the columns are as wide as their rows need and
    both are drawn at one text size."""
    import ginrummy_desktop.ui.scenes.statistics as statistics_module

    from .test_hollywood_sheet import _drawn

    a = menu_app(size=size, language=language)
    try:
        _save_finished(a)
        scene = StatisticsScene(a)
        a.push(scene)
        monkeypatch.setattr(scene, "tally", lambda: tally)
        drawn = _drawn(monkeypatch, statistics_module)
        step(a)
        texts = [t for t, _c, _r in drawn]
        assert "1.11" in texts or "1,11" in texts  # the rates are shown
        assert tally.rating is not None and f"{round(tally.rating):+d}" in texts
        assert [t for t in texts if "\u2026" in t] == []
        labels = {str(text) for _name, text in statistics_module.ROWS + statistics_module.RATES}
        assert len({r.height for t, _c, r in drawn if t in labels}) == 1  # one text size
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_filter_buttons_keep_one_text_size(size: tuple[int, int], language: str) -> None:
    """At 640x420 German "Alle Regelvarianten" was drawn smaller than its neighbours (the
    button shrinks a label too wide for it): every filter's label fits at the button's size."""
    from ginrummy_desktop.ui.widgets import button_px, text_width

    a = menu_app(size=size, language=language)
    try:
        scene = StatisticsScene(a)
        a.push(scene)
        step(a)
        buttons = [b for b in scene._buttons() if b.visible]
        assert len(buttons) >= 13
        too_wide = [str(b.label) for b in buttons
                    if text_width(b.label, button_px(b.rect.height)) > b.rect.width - 8]
        assert too_wide == []
    finally:
        a.stack.clear()

