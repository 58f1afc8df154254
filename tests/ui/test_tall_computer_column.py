"""In a tall, narrow window the computer's name and moves keep their room. At 660x900 the
finished table spread the computer's melds so wide that they covered "Regelvariante" at the
left and left its name and moves a column of 78 px at the right: the name ran out of the
window and the moves broke inside words ("Nachziehsta-pel"). The spread keeps within the
hand's width in play there, and where the name does not fit right of the hand it stands
under it, right of the round's lines."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui.move_words import opponent_log
from ginrummy_desktop.ui.table import painter
from ginrummy_desktop.ui.table.info import computer_column, computer_name, info_panel
from ginrummy_desktop.ui.widgets import font

from .helpers import make_app, step, table_for
from .test_after_match import finished_table
from .test_hollywood_sheet import _drawn

SIZES = [(660, 900), (720, 1000), (1080, 1920), (640, 420), (800, 520), (1920, 1080)]


def _check(app: Any, table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _drawn(monkeypatch, painter)
    step(app)
    w, h = app.size
    window = pygame.Rect(0, 0, w, h)
    name = computer_name(table)
    assert "\u00b7" in name, "the level is named"
    drawn = [(t, r) for t, _c, r in seen if t.strip()]
    assert [t for t, r in drawn if not window.contains(r)] == [], "inside the window"
    assert name in [t for t, _r in drawn], "the name whole"
    px = painter.font_px(table.layout.size, 15)
    _name, (x, _y), width = computer_column(table, px)
    words = {word for compact in (False, True)
             for line in opponent_log(table.view, painter.LOG_LINES, compact=compact)
             for word in line.split()}
    assert words, "the computer has moved"
    wide = max(font(px - 1, True).size(word)[0] for word in words)
    assert wide <= width, ("a word of its moves is wider than its column", wide, width)
    lay = table.layout
    cards = [pygame.Rect(p, lay.opp_card) for p in
             table.opponent_positions(table.view.opponent_hand_size)]
    rules = [r for t, r in drawn if r.top < lay.opponent_top + lay.opp_card[1]
             and r.right < w // 2 and t not in {p.text for p in info_panel(table)}]
    assert rules, "the rule set is named at the top left"
    assert [r for r in rules if r.collidelist(cards) >= 0] == [], "the cards cover the rule set"
    assert x >= max(c.right for c in cards) or _y >= max(c.bottom for c in cards)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_finished_table_keeps_the_computer_s_name_and_moves_readable(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(lang))
    try:
        app, table = finished_table(size=size, rules="classic,target=10")
        try:
            app.settings.opponent = "master"
            assert table.model.finished and len(table.model.opponent_groups) >= 2
            _check(app, table, monkeypatch)
        finally:
            app.stack.clear()
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("size", SIZES[:3])
def test_in_play_too(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.engine import Phase

    from .helpers import find_match

    app = make_app(size=size)
    try:
        app.settings.opponent = "master"
        m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0
                       and len(m.history) > 6)
        table = table_for(app, m)
        _check(app, table, monkeypatch)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(660, 900), (700, 1000), (760, 1000), (1080, 1920), (800, 520)])
def test_the_column_stays_put_as_the_computer_draws_and_throws(size: tuple[int, int]) -> None:
    """Judged by the hand of eleven: with ten cards the name may fit beside the hand where
    with eleven it does not, and the column jumped under the hand and back each turn."""
    from types import SimpleNamespace

    from ginrummy_desktop.engine import Phase

    from .helpers import find_match

    app = make_app(size=size)
    try:
        app.settings.opponent = "master"
        m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0)
        table = table_for(app, m)
        px = painter.font_px(table.layout.size, 15)
        places = set()
        for n in (10, 11):
            t = SimpleNamespace(layout=table.layout, ctrl=table.ctrl, app=table.app,
                                view=SimpleNamespace(opponent_hand_size=n, phase=Phase.DRAW,
                                                     opponent_known=()),
                                opponent_positions=table.opponent_positions)
            _name, (x, y), _width = computer_column(t, px)  # type: ignore[arg-type]
            beside = y == table.layout.opponent_top
            places.add(beside if beside else (x, y))
        assert len(places) == 1, places
    finally:
        app.stack.clear()
