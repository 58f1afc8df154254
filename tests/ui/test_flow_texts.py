"""Issue 17, Flow: the pause menu also opens the rules and help, the settings and the score
sheet; a delete question defaults to Cancel and names the date as the list does; English
sentences with articles. Real events, three sizes, German and English."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.rules_form import rules_name
from ginrummy_desktop.ui.saved_rows import when_text
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.pause import PauseScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.scenes.settings import SettingsScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import click, key, make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_pause_menu_opens_help_settings_and_the_score_sheet(size: tuple[int, int],
                                                           lang: str) -> None:
    app = make_app(size=size)
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: bool(m.results) and m.phase is Phase.DRAW and m.round.turn == 0)
    table = table_for(app, m)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert not pause.buttons[3].enabled, "no round of this table's match has ended here"
    for b in pause.buttons:
        assert b.rect.top >= 0 and b.rect.bottom <= size[1]
    click(app, pause.buttons[1].rect.center)
    assert isinstance(app.stack.top, HelpScene)
    key(app, Command.CANCEL)
    assert app.stack.top is pause
    click(app, pause.buttons[2].rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, Command.CANCEL)
    assert app.stack.top is pause
    key(app, Command.CANCEL)
    assert app.stack.top is table
    table.ctrl.last_result = m.results[-1]  # as the controller keeps it after a round
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert pause.buttons[3].enabled
    click(app, pause.buttons[3].rect.center)
    board = app.stack.top
    assert isinstance(board, ScoreboardScene) and board.recall
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), *SIZES])
def test_delete_defaults_to_cancel_and_dates_match(size: tuple[int, int], lang: str,
                                                   drawn: DrawnTexts) -> None:  # noqa: F811
    """The question names the date and the rules as the list writes them."""
    from ginrummy_desktop.ui.demo import _saves

    app = make_app(size=size)
    scene = _saves(app)
    app.push(scene)
    step(app, 2)
    n = len(scene.summaries)
    _same_date_in_the_question(app, scene, size, drawn)
    key(app, Command.DELETE)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    assert ask.no.focused and not ask.yes.focused
    key(app, Command.CONFIRM)
    assert app.stack.top is scene and len(scene.summaries) == n, "Enter is Cancel"
    key(app, Command.DELETE)
    key(app, Command.LEFT)
    key(app, Command.CONFIRM)
    assert len(scene.summaries) == n - 1, "Left, then Enter deletes"
    app.stack.clear()


def _same_date_in_the_question(app, scene, size, drawn) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    s = scene.current
    style = scene.date_style(size)
    assert style is not None
    when = when_text(s, style)
    drawn.clear()
    step(app)
    assert when in drawn.joined(), "the list's own date"
    key(app, Command.DELETE)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    assert when in str(ask.text), "the same date as in the list"
    assert rules_name(s.preset, s.rules) in str(ask.text), "the rules as the row names them"
    key(app, Command.CANCEL)
    assert app.stack.top is scene


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_a_list_without_the_seconds_asks_without_them(
        size: tuple[int, int], lang: str, drawn: DrawnTexts,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows too long for their date with the seconds drop them (``saved_rows.DATE_STYLES``,
    German at 640x420 with a long status line): the question then did not, it named the
    match "vom 01.12.2026, 16:35:43" under a list that said "01.12.26, 16:35"."""
    from ginrummy_desktop.ui.demo import _saves
    from ginrummy_desktop.ui.scenes import saves

    monkeypatch.setattr(saves, "date_style", lambda *_: "short")  # rows that need it
    app = make_app(size=size)
    scene = _saves(app)
    app.push(scene)
    step(app, 2)
    assert scene.date_style(size) == "short"
    _same_date_in_the_question(app, scene, size, drawn)
    app.stack.clear()


def test_english_sentences_have_articles(lang: str) -> None:
    from ginrummy_desktop.i18n.cards import card_name
    from ginrummy_desktop.ui.saved_rows import CONTINUE_WHAT
    from ginrummy_desktop.ui.table.asks import GIN_CONFIRM, KNOCK_CONFIRM

    knock = KNOCK_CONFIRM.format(card=card_name("7H"), n=4)
    gin = GIN_CONFIRM.format(card=card_name("7H"))
    from ginrummy_desktop.ui.table.info import SCORE_LINE

    # the score in the table's words ("you 24 : 17 computer" beside the table's "You 24 : 17
    # Computer")
    cont = CONTINUE_WHAT.format(preset="Classic", score=SCORE_LINE.format(you=24, opp=17))
    if lang == "en":
        assert knock.startswith("Knock with the 7 of hearts?")
        assert gin == "Declare Gin with the 7 of hearts?"
        assert cont == "Continue: Classic, You 24 : 17 Computer"
    else:
        assert knock.startswith("Mit Herz 7 klopfen?")
        assert cont == "Weiterspielen: Classic, Du 24 : 17 Computer"
