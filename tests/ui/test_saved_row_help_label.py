"""The help's mark gives way before "Last played:" does: a row whose whole mark ("Mit Hilfe:
12 Tipps, 3 Zurücknahmen") leaves its second line no room for the label says only "With help"
("Mit Hilfe"), and the list keeps "Zuletzt gespielt:" in every row.

Seen at 800x520 in German: a match the computer had won, with hints and take-backs, kept its
whole mark and the whole list wrote its dates without "Zuletzt gespielt:" (one date style for
all rows). A count of 0 is not named: "Mit Hilfe: 8 Tipps, 0 Zurücknahmen" said the take-backs
the player never used."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import saved_rows
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import step
from .menu_helpers import menu_app
from .test_board_texts import touching
from .test_hollywood_sheet import _drawn
from .test_saves_screen import _save_running


@pytest.mark.parametrize("size", [(800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_help_mark_gives_way_before_last_played(size: tuple[int, int], language: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        a = menu_app(size=size, language=language)
        try:
            m = finished_match(seed=9, rules="short")  # the computer's, in 10 rounds
            saved = a.store.new(m.rules, m.seed, opponent="strong")
            saved.assists = {"hints": 12, "takebacks": 3}
            a.store.save(saved, m)
            _save_running(a)
            scene = SavesScene(a)
            a.push(scene)
            step(a)
            seen = _drawn(monkeypatch, saved_rows)
            step(a)
            assert scene.date_style(size) == "label"
            label = str(T.LAST_PLAYED).split("{")[0].strip()
            texts = [t for t, _c, _r in seen]
            rows = scene.row_rects(size)
            assert len(rows) == 2
            for i, row in rows:
                s = scene.summaries[i]
                line = saved_rows.status_line(s, "label")
                assert label in line and line in texts, (line, texts)
                mark = saved_rows.fitted_mark(s, row.width, size, "label")
                if s.assisted:
                    assert mark in texts, (mark, texts)
                    if size[0] >= 1920:
                        assert mark == saved_rows.row_mark(s), "the whole mark where it fits"
            assert touching([(t, r) for t, _c, r in seen if t.strip()]) == []
        finally:
            a.stack.clear()


def test_the_mark_names_only_the_help_used() -> None:
    with use_localizer(Localizer("de")):
        a = menu_app(size=(800, 520), language="de")
        try:
            m = finished_match(seed=4, rules="single")
            for assists, want in (({"hints": 8, "takebacks": 0}, "Mit Hilfe: 8 Tipps"),
                                  ({"hints": 1, "takebacks": 0}, "Mit Hilfe: 1 Tipp"),
                                  ({"hints": 0, "takebacks": 2}, "Mit Hilfe: 2 Zurücknahmen"),
                                  ({"hints": 3, "takebacks": 1},
                                   "Mit Hilfe: 3 Tipps, 1 Zurücknahme")):
                saved = a.store.new(m.rules, m.seed, opponent="medium")
                saved.assists = assists
                a.store.save(saved, m)
                s = next(s for s in a.store.list()[0] if s.id == saved.id)
                assert saved_rows.row_mark(s) == want
        finally:
            a.stack.clear()
