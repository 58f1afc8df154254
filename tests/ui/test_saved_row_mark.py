"""A saved match played with help shows its mark ("With help: 1 hint, 1 take-back") at the
bottom right of its row, under its score (on the first line), clear of it: the score, centred
in the row, touched the mark (800x520 English). Where the whole mark would cut the row's date
(640x420 German: "02.12.2..."), it says only "With help"."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui import saved_rows
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import step
from .menu_helpers import menu_app
from .test_board_texts import touching
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_help_mark_and_the_score_keep_apart(size: tuple[int, int], language: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        a = menu_app(size=size, language=language)
        try:
            m = finished_match(seed=4, rules="single")
            saved = a.store.new(m.rules, m.seed, opponent="medium")
            saved.assists = {"hints": 1, "takebacks": 0}
            a.store.save(saved, m)
            scene = SavesScene(a)
            a.push(scene)
            step(a)
            seen = _drawn(monkeypatch, saved_rows)
            step(a)
            s = scene.summaries[0]
            row = scene.row_rects(size)[0][1]
            style = scene.date_style(size) or "label"
            mark = saved_rows.fitted_mark(s, row.width, size, style)
            assert mark is not None
            score = saved_rows.SCORE.format(you=s.totals[0], opp=s.totals[1])
            rects = {t: r for t, _c, r in seen}
            assert mark in rects and score in rects
            if size != (640, 420):
                assert mark == saved_rows.row_mark(s), "the whole mark where it fits"
            line = [t for t in rects if t.startswith(("Finished", "Beendet"))]
            assert line and not line[0].endswith("\u2026"), line  # its date whole
            gap = rects[mark].top - rects[score].bottom  # the score first, the mark under it
            assert gap >= 2, (gap, rects[mark], rects[score])
            assert rects[mark].right == rects[score].right
            for t in (mark, score):
                assert row.contains(rects[t]), t
            assert touching([(t, r) for t, _c, r in seen if t.strip()]) == []
        finally:
            a.stack.clear()
