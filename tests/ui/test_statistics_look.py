"""The statistics screen's rows as drawn: no label runs into its value."""

from __future__ import annotations

import pytest

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
