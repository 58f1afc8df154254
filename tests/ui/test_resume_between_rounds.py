"""A match left on the score board (closed, quit or killed between two rounds) opens there
again: the last round's scores as they were, then "Next round" deals. Seen in a real window:
closed with Alt+F4 on the score board, continued, the next round was dealt at once and the
scores the player was reading were gone (only L brought them back)."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.scenes.deal import DealScene
from ginrummy_desktop.ui.scenes.scoreboard import NEXT_ROUND, ScoreboardScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.table.model import SortMode
from ginrummy_desktop.ui.table.start import continue_match

from .helpers import click, make_app, step, step_until


def _saved_between_rounds(app: Any) -> tuple[str, Match]:
    m = play_until(Match(RuleSet.preset("classic"), 5),
                   lambda m: len(m.results) >= 1 and m.results[-1].outcome != "void")
    assert not m.round.moves and not m.is_over  # the next round is dealt, not begun
    store = app.store = MatchStore()
    saved = store.new(m.rules, m.seed, opponent="simple")
    store.save(saved, m)
    return saved.id, m


def test_a_match_left_between_rounds_opens_on_its_score_board(lang: str) -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        app.to_menu()
        id, m = _saved_between_rounds(app)
        assert continue_match(app, id) is None
        step(app, 2)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene)
        assert board.result == m.results[-1] and not board.recall
        table = app.stack.find(TableScene)
        assert table is not None and len(table.ctrl.match.history) == len(m.history)
        assert str(board.close_button.label) == str(NEXT_ROUND)
        # under the scores the round that ended, as the table left it: the next round's hand
        # (dealt already, in the engine) peeked out under the board with its deadwood
        ended = m.ended_view(0)
        assert ended is not None and ended.hand != m.view(0).hand
        assert table.view.hand == ended.hand and list(table.hand) != list(m.view(0).hand)
        assert sorted(table.hand) == sorted(ended.hand)
        # ... sorted by melds, as it was played: each meld's cards side by side under its bar
        # (they came in the engine's order, the bars in pieces; German 1920x1080)
        assert table.model.sort_mode is SortMode.MELDS
        for meld in table.model.melds_of(ended):
            at = sorted(table.hand.index(c) for c in meld)
            assert at == list(range(at[0], at[0] + len(at))), (meld, table.hand)
        click(app, board.close_button.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, DealScene)
                   or app.stack.top is table)
        assert not isinstance(app.stack.top, ScoreboardScene)
        step_until(app, lambda: app.stack.top is table and table.model.playing, frames=3000)
        assert table.ctrl.match.round_number == m.round_number
        assert sorted(table.hand) == sorted(m.view(0).hand)  # the deal brought the new hand
    finally:
        app.stack.clear()


def test_a_match_left_in_its_first_deal_is_dealt_at_once() -> None:
    app = make_app(animation="normal", size=(800, 520))
    try:
        app.to_menu()
        store = app.store = MatchStore()
        m = Match(RuleSet.preset("classic"), 5)
        saved = store.new(m.rules, m.seed, opponent="simple")
        store.save(saved, m)
        assert continue_match(app, saved.id) is None
        step(app, 2)
        assert isinstance(app.stack.top, DealScene)
    finally:
        app.stack.clear()
