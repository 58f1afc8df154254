"""What a finished match offers: the table's "Rematch" (its rules again, dealt at once) and
"New match..." (the new-match screen), and a pause menu that offers them where "Resume" only
closed the menu (800x520: "New match" dealt the last new-match choice at once, and Escape on
the finished table showed "Paused" with "Resume" and "Save")."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Kind, Match, Phase, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.pause import (
    MATCH_OVER,
    PAUSED,
    RESUME,
    SAVE,
    SCORE_SHEET,
    PauseScene,
)
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import (
    StandInOpponent,
    card_center,
    click,
    drag,
    find_match,
    key,
    make_app,
    step,
    step_until,
    table_for,
)
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)

LABELS = {
    "en": ["Rematch", "New match\u2026", "Final board", "Rules and help", "Settings",
           "Back to the table", "Quit to menu"],
    "de": ["Revanche", "Neue Partie \u2026", "Endstand", "Regeln und Hilfe", "Einstellungen",
           "Zurück zum Tisch", "Zum Hauptmenü"],
}


def finished_table(size: tuple[int, int] = (800, 520), rules: str = "single"
                   ) -> tuple[Any, TableScene]:
    """An app whose table shows a finished match of the single-round rules (or ``rules``,
    a rule set's text; the score board closed), while the settings' last new-match choice
    is Hollywood."""
    app = make_app(size=size)
    app.settings.last_preset = "hollywood"
    m = _layoff(rules) if rules != "single" else find_match(
        lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0, rules="single")
    table = table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    app.stack.top.done()
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    key(app, Command.CONFIRM)  # close the final board
    step_until(app, lambda: app.stack.top is table)
    assert m.is_over and table.frozen
    return app, table


def _layoff(rules: str) -> Match:
    """A match of ``rules`` (one round) at the player's lay-off, played by stand-ins."""
    bot = StandInOpponent()
    for seed in range(1, 200):
        m = Match(RuleSet.parse(rules), seed)
        while not m.is_over:
            if m.phase is Phase.LAYOFF and m.round.turn == 0:
                return m
            m.apply(bot.choose(m.view(m.round.turn)))
    raise AssertionError("no lay-off in the seeds tried")


def assert_rematch(app: Any, old: TableScene) -> None:
    """A new table with the finished match's rules (not the settings' Hollywood), dealt."""
    new = app.stack.named("table")
    assert isinstance(new, TableScene) and new is not old
    assert new.ctrl.match.rules == old.ctrl.match.rules
    assert new.ctrl.match.rules.name == "single"
    assert not new.ctrl.match.results and not new.ctrl.is_over
    step_until(app, lambda: app.stack.top is new)  # the deal
    assert len(new.hand) in (10, 11)


def test_the_finished_table_offers_rematch_and_new_match(lang: str) -> None:
    app, table = finished_table((640, 420))
    try:
        b = table.buttons
        assert b["rematch"].visible and b["new"].visible and b["summary"].visible
        assert [str(b[n].label) for n in ("rematch", "new", "summary")] == LABELS[lang][:3]
        # no sorting of a finished hand: the row holds what comes next (in German the three
        # sorts squeezed it until "Sortieren: Kombinationen" was cut by its border)
        assert not any(b[n].visible for n in ("sort_melds", "sort_suit", "sort_rank"))
        shown = [x for x in b.values() if x.visible]
        for i, x in enumerate(shown):  # the longer row still fits the smallest window
            assert 0 <= x.rect.left and x.rect.right <= 640
            assert not any(x.rect.colliderect(y.rect) for y in shown[i + 1:]), x.label
        click(app, b["new"].rect.center)
        assert isinstance(app.stack.top, NewMatchScene), "the rules are chosen first"
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is table and table.ctrl.is_over, "Back: the finished table"
        click(app, b["rematch"].rect.center)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


def test_the_finished_match_s_pause_menu_has_no_resume(lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    app, table = finished_table()
    try:
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and pause.finished
        labels = [str(x.label) for x in pause.buttons]
        assert labels == LABELS[lang]
        assert str(RESUME) not in labels and str(SAVE) not in labels
        drawn.clear()
        step(app)
        assert str(MATCH_OVER) in drawn
        # "Final board": the last summary, the match's final board
        click(app, pause.buttons[2].rect.center)
        assert isinstance(app.stack.top, ScoreboardScene) and app.stack.top.final
        key(app, Command.CONFIRM)  # closed: the table, not the menu again (a second click)
        assert app.stack.top is table
        # "Back to the table", and a click beside the panel: the menu closes (a mouse player
        # had no way back but its six actions; English 1366x768)
        for where in (lambda p: p.buttons[5].rect.center, lambda p: (4, 4)):
            key(app, Command.CANCEL)
            pause = app.stack.top
            assert isinstance(pause, PauseScene)
            step(app)
            click(app, where(pause))
            assert app.stack.top is table
        key(app, Command.CANCEL)
        pause = app.stack.top
        step(app)
        # "New match...": the menu closes, the new-match screen opens over the table
        click(app, pause.buttons[1].rect.center)
        assert isinstance(app.stack.top, NewMatchScene)
        assert pause not in app.stack.scenes
        key(app, Command.CANCEL)
        step(app)
        assert app.stack.top is table
        # Enter on the first button: the rematch
        key(app, Command.CANCEL)
        assert isinstance(app.stack.top, PauseScene)
        key(app, Command.CONFIRM)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("how", ["button", "pause"])
def test_new_match_from_the_finished_table_offers_its_rules_and_level(how: str) -> None:
    """"New match..." after a single round against Strong offered the screen's last choice
    (Hollywood against Medium): the finished match's set-up is offered again; starting it
    remembers it as the last choice."""
    app, table = finished_table()
    try:
        app.settings.opponent = "medium"
        table.ctrl.opponents[1].level = "strong"  # type: ignore[attr-defined]
        if how == "button":
            click(app, table.buttons["new"].rect.center)
        else:
            key(app, Command.CANCEL)
            click(app, app.stack.top.buttons[1].rect.center)
        screen = app.stack.top
        assert isinstance(screen, NewMatchScene)
        assert (screen.preset, screen.level) == ("single", "strong")
        assert screen.rules == table.ctrl.match.rules
        step(app)
        chosen = [b for _, b in screen.presets.buttons + screen.levels.buttons if b.primary]
        assert [str(b.label) for b in chosen] == ["Single round", "Strong"]
        click(app, screen.start.rect.center)
        assert (app.settings.last_preset, app.settings.opponent) == ("single", "strong")
        new = app.stack.named("table")
        assert new is not table and new.ctrl.match.rules.name == "single"
    finally:
        app.stack.clear()


def test_new_match_after_own_rules_offers_them_as_custom_rules() -> None:
    """A finished match of the player's own rules: "Custom rules" with those rules; the
    player's rules in the settings stay unless that choice is started."""
    own = "single,undercut_bonus=20"
    app, table = finished_table(rules=own)
    try:
        app.settings.custom_rules = "classic,target=150"
        click(app, table.buttons["new"].rect.center)
        screen = app.stack.top
        assert isinstance(screen, NewMatchScene)
        assert screen.preset == "custom" and screen.rules == RuleSet.parse(own)
        click(app, screen.presets.buttons[0][1].rect.center)  # Classic after all
        click(app, screen.start.rect.center)
        assert app.stack.named("table").ctrl.match.rules.name == "classic"
        assert app.settings.custom_rules == "classic,target=150"
    finally:
        app.stack.clear()


def test_n_on_the_finished_table_is_the_rematch() -> None:
    app, table = finished_table()
    try:
        key(app, Command.NEW_MATCH)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


def test_a_running_match_s_pause_menu_still_resumes() -> None:
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, Match(RuleSet.preset("classic"), 3))
        key(app, Command.NEW_MATCH)
        assert app.stack.top is table, "N does nothing while the match runs"
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and not pause.finished
        assert pause.buttons[0].label == RESUME and pause.buttons[0].primary
        key(app, Command.CONFIRM)
        assert app.stack.top is table
    finally:
        app.stack.clear()


def test_escape_in_the_last_round_s_review_keeps_the_result_for_the_board(
        lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    """The player knocks and so ends the match; Escape while the lay-off review still shows
    the hands is the running match's pause menu ("Match over" told the result before the
    board; 640x420 German, Short), and its "Score sheet" waits for the board too (it opened
    the final board early). After the board, Escape is the finished match's menu."""
    app = make_app(animation="normal", size=(640, 420))
    try:
        m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0 and any(
            a.kind is Kind.KNOCK for a in m.legal_actions()), rules="single")
        table = table_for(app, m)
        knock = next(a for a in m.legal_actions() if a.kind is Kind.KNOCK)
        drag(app, card_center(table, knock.card), table.layout.knock_rect.center)
        assert isinstance(app.stack.top, ConfirmScene)
        click(app, app.stack.top.yes.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene), frames=600)
        assert m.is_over
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and not pause.finished
        assert pause.buttons[0].label == RESUME
        sheet = next(b for b in pause.buttons if b.label == SCORE_SHEET)
        assert not sheet.enabled, "the score sheet waits for the board as well"
        drawn.clear()
        step(app)
        assert str(MATCH_OVER) not in drawn and str(PAUSED) in drawn
        key(app, Command.CONFIRM)  # Resume: the review goes on, then the board tells it
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=60 * 20)
        assert app.stack.top.final
        key(app, Command.CONFIRM)
        step_until(app, lambda: app.stack.top is table)
        key(app, Command.CANCEL)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and pause.finished
    finally:
        app.stack.clear()


@pytest.mark.parametrize("saved_level", ["strong", "master"])
def test_the_rematch_plays_the_same_opponent(saved_level: str) -> None:
    """The rematch's computer plays at the finished match's level, not the settings'."""
    from ginrummy_desktop.ui.table.start import rematch

    app, table = finished_table()
    try:
        app.settings.opponent = "simple"
        table.ctrl.opponents[1].level = saved_level  # type: ignore[attr-defined]
        rematch(app, table.ctrl)
        new = app.stack.named("table")
        assert getattr(new.ctrl.opponents[1], "level", None) == saved_level
    finally:
        app.stack.clear()


def _final_board(app):  # type: ignore[no-untyped-def]
    """(table, final board) of a single-round match the player lost by a knock, reached
    through the lay-off review's Done."""
    m = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0, rules="single")
    table = table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    app.stack.top.done()
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    return table, app.stack.top


@pytest.mark.parametrize("size", [(640, 420), (1920, 1080)])
def test_the_final_board_offers_the_rematch(lang: str, size: tuple[int, int]) -> None:
    """"You win the match" had only "Review this round" and "Close": the rematch was two
    clicks away, on the table under it."""
    app = make_app(size=size)
    try:
        table, board = _final_board(app)
        step(app)
        assert board.final and board.rematch_button.visible
        assert str(board.rematch_button.label) == LABELS[lang][0]
        shown = [b for b in (board.rematch_button, board.review_button, board.close_button)
                 if b.visible]
        assert len(shown) == 3, "review, rematch and close"
        for i, b in enumerate(shown):
            assert board.panel().contains(b.rect), b.label
            assert not any(b.rect.colliderect(c.rect) for c in shown[i + 1:]), b.label
        assert board.close_button.focused, "Enter still only closes the board"
        click(app, board.rematch_button.rect.center)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("how", ["arrows", "tab", "n"])
def test_the_final_board_s_rematch_is_reached_by_keys(how: str) -> None:
    """At 1920x1080 the final board's "Rematch" had no key: Tab and the arrows took the ring
    between "Review this round" and "Close" only. They reach it now and Enter presses it; N,
    the finished table's rematch key, does it on the board too."""
    app = make_app(size=(1920, 1080))
    try:
        table, board = _final_board(app)
        assert board.final and board.close_button.focused
        if how == "arrows":
            key(app, Command.LEFT)
            assert board.review_button.focused and not board.close_button.focused
            key(app, Command.LEFT)
        elif how == "tab":
            key(app, Command.NEXT)  # past "Close", the ring starts again at the left
        if how != "n":
            assert board.rematch_button.focused
            assert not board.review_button.focused and not board.close_button.focused
            key(app, Command.CONFIRM)
        else:
            key(app, Command.NEW_MATCH)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


def test_enter_on_the_finished_table_rings_the_rematch_then_plays_it() -> None:
    """Enter, Enter on a finished table: the gold Rematch, not Final board (the first
    button), which Enter after Enter opened and closed for ever (800x520)."""
    app, table = finished_table()
    try:
        key(app, Command.CONFIRM)
        assert table.ring.at is table.buttons["rematch"]
        assert isinstance(app.stack.top, TableScene), "the first Enter only shows where"
        key(app, Command.CONFIRM)
        assert_rematch(app, table)
    finally:
        app.stack.clear()


def test_r_at_the_finished_table_opens_the_rounds_review() -> None:
    """By keys (1280x800): R on the finished match's table did nothing (L showed the board).
    It opens the last round's board and, on it, the coach's review; Escape goes back."""
    from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

    app, table = finished_table(size=(1280, 800))
    try:
        key(app, Command.REVIEW)
        step(app)
        review = app.stack.top
        assert isinstance(review, RoundReviewScene)
        assert any(isinstance(s, ScoreboardScene) for s in app.stack.scenes)
        key(app, Command.CANCEL)
        step(app)
        assert isinstance(app.stack.top, ScoreboardScene)
    finally:
        app.stack.clear()


def test_an_enter_during_the_last_rounds_show_does_not_ready_the_rematch() -> None:
    """Enter after Enter at a match's end (800x520): the player's knock, an Enter while the
    hands were shown rang "Rematch" on the table under them, the next Enters went through the
    review and closed the final board, and the one after dealt a new match at once. Closed,
    the final board leaves the finished table with no button ringed: Enter shows it first."""
    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.phase is Phase.DISCARD and m.round.turn == 0
                   and any(a.kind is Kind.KNOCK for a in m.legal_actions()), rules="single")
    table = table_for(app, m)
    try:
        key(app, Command.KNOCK)
        assert isinstance(app.stack.top, ConfirmScene)
        key(app, Command.CONFIRM)  # yes, knock
        step(app)
        key(app, Command.CONFIRM)  # while the hands are shown
        assert table.ring.at is table.buttons["rematch"], "as before"
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        app.stack.top.done()
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
        key(app, Command.CONFIRM)  # closes the final board
        step_until(app, lambda: app.stack.top is table)
        assert m.is_over and table.ring.at is None
        key(app, Command.CONFIRM)
        assert table.ring.at is table.buttons["rematch"] and app.stack.top is table
        key(app, Command.CONFIRM)
        assert_rematch(app, table)
    finally:
        app.stack.clear()
