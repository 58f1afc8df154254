"""An Enter that comes while the score board is new (``scoreboard.READ_FIRST``) is kept from
dealing on, and the board says so: "Just a moment to read the scores - then Enter goes on",
then, once the moment is over, "Now Enter goes on: "Next round"".

Played in a real window (800x520, English, "summary_seconds": 0): an Enter in the board's
first two seconds changed nothing on screen, and the key looked broken. With the countdown on
it stopped the countdown and said "The next round waits for you.", the opposite of what the
key asked. Real key events through the app's loop, the words as drawn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import ginrummy_desktop.ui.board_footer as footer_module
from ginrummy_desktop.i18n import _
from ginrummy_desktop.ui import demo
from ginrummy_desktop.ui.board_footer import GOES_ON_NOW, TOO_SOON
from ginrummy_desktop.ui.input import ENTER_NAME, Command
from ginrummy_desktop.ui.scene import INPUT_GRACE
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.scoreboard import READ_FIRST, ScoreboardScene
from ginrummy_desktop.ui.widgets import GOLD

from .helpers import DT, find_match, keymap_key, make_app, step
from .test_hollywood_sheet import _drawn


def _enter(app: Any) -> None:
    k = keymap_key(Command.CONFIRM)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode=""))
    app.step(DT)


def _said(seen: list[tuple[str, Any, pygame.Rect]], board: ScoreboardScene,
          text: str) -> list[pygame.Rect]:
    """The gold lines drawn in the last frame that make up ``text``, each where the board
    has room for it: in the panel, left of the buttons, under the sheet and the charts."""
    seen.clear()
    step(board.app)
    lines = [(t, r) for t, colour, r in seen if colour == GOLD and t in text]
    assert " ".join(t for t, _r in lines) == text, (text, [t for t, _c, _r in seen])
    sheet = board.sheet_area()[0]
    buttons = [b.rect for b in (board.close_button, board.review_button,
                                board.rematch_button) if b.visible]
    for _t, r in lines:
        assert board.panel().contains(r)
        assert r.right < min(b.left for b in buttons)
        assert r.top >= sheet.bottom
    return [r for _t, r in lines]


@pytest.mark.parametrize("seconds", [0, 10])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_an_early_enter_is_answered_then_taken(size: tuple[int, int], seconds: int, lang: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=size)
    try:
        app.settings.summary_seconds = seconds
        m = find_match(lambda m: len(m.results) == 1 and not m.is_over, rules="short")
        app.stack.clear(MenuScene(app))
        closed: list[bool] = []
        board = app.open("scoreboard", match=m, result=m.results[-1],
                         on_close=lambda: closed.append(True), review=lambda: None)
        assert isinstance(board, ScoreboardScene)
        seen = _drawn(monkeypatch, footer_module)
        step(app, int((INPUT_GRACE + 0.2) / DT))
        _enter(app)  # too soon: the board stays, and says so
        assert app.stack.top is board and not closed
        soon = _said(seen, board, TOO_SOON.format(key=_(ENTER_NAME)))
        assert soon[-1].bottom <= board.close_button.rect.bottom
        chart = board.round_chart_area()
        assert all(r.top >= chart.bottom for r in soon)
        step(app, int(READ_FIRST / DT))
        assert board.auto_close is None, "the board waits once a key came"
        _said(seen, board, GOES_ON_NOW.format(key=_(ENTER_NAME),
                                               button=board.close_button.label))
        _enter(app)
        assert closed and board not in app.stack
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (1920, 1080)])
def test_the_final_board_answers_an_early_enter_too(size: tuple[int, int], lang: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Its three buttons (Rematch, Review this round, Close) leave the least room (Hollywood,
    German, 640x420): the words wrap left of them, and the sheet ends above them."""
    app = make_app(size=size)
    try:
        m = demo._finished_on_table(app, "hollywood")
        board = app.open("scoreboard", match=m, result=m.results[-1], review=lambda: None,
                         rematch=lambda: None)
        assert isinstance(board, ScoreboardScene) and board.final
        seen = _drawn(monkeypatch, footer_module)
        step(app, int((INPUT_GRACE + 0.2) / DT))
        _enter(app)
        assert app.stack.top is board
        _said(seen, board, TOO_SOON.format(key=_(ENTER_NAME)))
        step(app, int(READ_FIRST / DT))
        _said(seen, board, GOES_ON_NOW.format(key=_(ENTER_NAME), button=board.close_button.label))
        _enter(app)
        assert board not in app.stack
    finally:
        app.stack.clear()
