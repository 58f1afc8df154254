"""The demo's score boards over a table (``--scene final_scores_hollywood``, ...): the table
under the board holds the very match the board shows, so its "Rule set" line names that
match's rules (it said "Classic" under the Hollywood board)."""

from __future__ import annotations

import pytest

import ginrummy_desktop.ui.table.painter as painter_module
from ginrummy_desktop.i18n import terms as T

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("name, preset", [("_scoreboard_final_hollywood", "hollywood"),
                                          ("_scoreboard_final", "bonus")])
def test_the_board_stands_over_a_table_of_its_own_match(
        name: str, preset: str, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.ui import demo

    app = make_app(size=(1280, 800))
    try:
        board = getattr(demo, name)(app)
        table = app.stack.top
        assert table is not None and table.ctrl.match is board.match
        assert board.match.rules.name == preset and board.match.is_over
        app.push(board)
        drawn = _drawn(monkeypatch, painter_module)
        step(app, 2)
        texts = [t for t, _c, _r in drawn]
        assert str(T.RULE_SET) in texts
        shown = " ".join(texts[texts.index(str(T.RULE_SET)):])
        assert str(T.PRESET_NAMES[preset]) in shown
        assert str(T.PRESET_NAMES["classic"]) not in texts
    finally:
        app.stack.clear()
