"""A row of Saved matches keeps "Last played:" ("Zuletzt gespielt:") before its date where
the row has the room: the score stands on the first line, at the right beside the rule set,
and the second line (state, rounds, when) has the row's width.

Seen at 800x520 in German: a running Hollywood match's score with its games won ("Spiel 3:
Du 68 : 0 Computer (Spiele gewonnen 2 : 0)"), centred beside both lines, left its second
line too little room, and the whole list dropped the label (one style for all rows); at
640x420 every row had dropped it."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import saved_rows
from ginrummy_desktop.ui.scenes.saves import SavesScene

from .helpers import step
from .menu_helpers import menu_app
from .test_board_texts import touching
from .test_hollywood_games_won import _two_games_closed
from .test_hollywood_sheet import _drawn
from .test_saves_screen import _save_finished, _save_running


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_rows_keep_last_played_beside_a_long_hollywood_score(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        a = menu_app(size=size, language=language)
        try:
            m = _two_games_closed()
            saved = a.store.new(m.rules, m.seed, opponent="master")
            a.store.save(saved, m)
            _save_running(a)
            _save_finished(a)
            scene = SavesScene(a)
            a.push(scene)
            step(a)
            seen = _drawn(monkeypatch, saved_rows)
            step(a)
            assert scene.date_style(size) == "label"
            label = str(T.LAST_PLAYED).split("{")[0].strip()
            rows = scene.row_rects(size)
            assert len(rows) == 3
            for i, row in rows:
                s = scene.summaries[i]
                texts = [(t, r) for t, _c, r in seen if row.contains(r) and t.strip()]
                line = saved_rows.status_line(s, "label")
                assert line in [t for t, _r in texts], (line, texts)
                assert label in line
                score = saved_rows.row_score(s, row.width, size)
                assert score in [t for t, _r in texts]
                if s.game is not None and size[0] >= 800:  # the games won stay in it
                    assert score == saved_rows.score_text(s), score
            assert touching([(t, r) for t, _c, r in seen if t.strip()]) == []
        finally:
            a.stack.clear()
