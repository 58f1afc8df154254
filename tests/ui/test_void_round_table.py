"""A dead hand: the last discard lies on the pile and has left the hand under the summary
(seen in a real window: the table kept showing the card in the player's hand, eleven cards,
"Deadwood after the discard: 7", while the summary said "Dead hand")."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Action, Kind, Match, Phase
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import (
    StandInOpponent,
    card_center,
    drag,
    find_match,
    make_app,
    step,
    step_until,
    table_for,
)


def _last_discard(seat: int) -> Any:
    """The first match where ``seat`` is to discard with two stock cards left and cannot
    knock (so any discard ends the round void)."""
    def stop(m: Match) -> bool:
        r = m.round
        if r.turn != seat or m.phase is not Phase.DISCARD or len(r.stock) > 2:
            return False
        view = m.view(seat)
        return not any(a.kind in (Kind.KNOCK, Kind.BIG_GIN) for a in m.legal_actions()) \
            and bool(view.hand)
    return find_match(stop)


def test_the_players_void_discard_leaves_the_hand_and_lies_on_the_pile() -> None:
    m = _last_discard(0)
    app = make_app()
    table = table_for(app, m)
    step_until(app, lambda: table.model.playing and table.view.phase is Phase.DISCARD)
    card = table.hand[-1]
    assert m.check(Action.discard(card), 0) is None
    drag(app, card_center(table, card), table.layout.discard_rect.center)
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    assert table.ctrl.last_result is not None and table.ctrl.last_result.outcome == "void"
    assert len(table.hand) == 10 and card not in table.hand
    assert table.view.discard_top == card
    step(app, 3)  # the table is drawn under the summary with the void view
    app.stack.clear()


def test_the_computers_void_discard_lies_on_the_pile() -> None:
    m = _last_discard(1)
    app = make_app()
    table = table_for(app, m, StandInOpponent())
    step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
    result = table.ctrl.last_result
    assert result is not None and result.outcome == "void"
    assert len(table.hand) == 10
    assert table.view.phase is Phase.VOID and table.view.stock_size == 2
    last = [a for a in table.ctrl.match.history if a.kind is Kind.DISCARD][-1]
    assert table.view.discard_top == last.card
    app.stack.clear()


def test_a_void_rounds_board_says_dead_hand_once() -> None:
    """"Ungültige Runde" stood twice, as the board's title and as the heading of its lines
    (German 1920x1080): the title says nobody wins the round, the heading names it."""
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.i18n import terms as T

    m = _last_discard(1)
    with use_localizer(Localizer("de")):
        app = make_app(size=(1920, 1080))
        table = table_for(app, m, StandInOpponent())
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.result.outcome == "void"
        _px, lines = board.round_text()
        assert board.headline() == "Niemand gewinnt die Runde"
        assert lines[0] == (str(T.DEAD_HAND), True)
        assert str(T.DEAD_HAND) not in board.headline()
        app.stack.clear()
        assert table is not None


def test_the_score_sheet_names_a_dead_hand_whole_in_german(
        monkeypatch: Any) -> None:
    """The German sheet cut "Ungültige Runde" to "Ungültige Run…" in its narrow column
    (1920x1080, the board and the pause menu's score sheet): it says "Ungültig" there, whole;
    the board's headline keeps the full words."""
    import pygame

    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.ui import score_sheet
    from ginrummy_desktop.ui.score_sheet import ScoreSheet

    from .helpers import texts_drawn

    m = _last_discard(0)
    m.apply(next(a for a in m.legal_actions() if a.kind is Kind.DISCARD))
    result = m.results[-1]
    assert result.outcome == "void"
    seen = texts_drawn(monkeypatch, score_sheet)
    surface = pygame.Surface((1920, 1080))
    for lang, word in (("de", "Ungültig"), ("en", "Dead hand")):
        with use_localizer(Localizer(lang)):
            seen.clear()
            ScoreSheet(m, result).draw(surface, pygame.Rect(1000, 300, 380, 400), 17)
            assert word in [t for t, _x in seen], seen
