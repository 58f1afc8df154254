"""Once a round is over nothing is hidden any more: the table shows the computer's hand face up
(melds first, as the lay-off review showed it). After the match it stayed face down under
"The match is over", where the player had just seen it in the review; while a round is played
only the cards it was seen taking from the pile show."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Card, Match, Phase, RoundResult
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import finished_match, human_defends_match
from ginrummy_desktop.ui.table import painter

from .helpers import key, make_app, step, step_until, table_for


def _computer_held(r: RoundResult) -> list[Card]:
    """The computer's row at a round's end: its melds (with the player's cards laid off on
    them, as it knocked), its deadwood, (as the player knocked) the cards it laid off."""
    laid = [c for c, _ in r.layoffs]
    if r.knocker == COMPUTER:
        melds = [sorted([*m, *(c for c, j in r.layoffs if j == i)], key=lambda c: (c.rank, c.suit))
                 for i, m in enumerate(r.knocker_melds)]
        return [c for m in melds for c in m] + list(r.knocker_loose)
    return [c for m in r.defender_melds for c in m] + list(r.defender_loose) + laid


def _drawn_opponent(app: Any, table: Any, monkeypatch: pytest.MonkeyPatch) -> list[Card | None]:
    """The cards the painter draws at the computer's card size, in order (None: a back)."""
    seen: list[Card | None] = []
    real = painter.draw_card

    def record(surface: Any, imgs: Any, card: Card | None, pos: Any, size: Any,
               **kw: Any) -> Any:
        if tuple(size) == tuple(table.layout.opp_card):
            seen.append(card)
        return real(surface, imgs, card, pos, size, **kw)

    monkeypatch.setattr(painter, "draw_card", record)
    table.draw(app.screen)
    monkeypatch.setattr(painter, "draw_card", real)
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_after_the_match_the_computers_hand_lies_face_up(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    m = finished_match(seed=seed, rules="short")
    assert m.is_over
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, m)
        cards = _drawn_opponent(app, table, monkeypatch)
        held = _computer_held(m.results[-1])
        assert cards == held and None not in cards
    finally:
        app.stack.clear()


def test_face_down_while_played_face_up_once_the_round_is_scored(
        monkeypatch: pytest.MonkeyPatch) -> None:
    m: Match = human_defends_match()
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, m)
        known = list(m.view(0).opponent_known)
        # the computer knocked; the lay-off review is over the table, the hand not yet scored
        cards = _drawn_opponent(app, table, monkeypatch)
        assert table.view.phase is Phase.LAYOFF
        assert cards.count(None) == len(cards) - len(known) and cards[len(cards) - len(known):] \
            == known
        key(app, Command.CONFIRM)  # Done: the rest is laid off, the scores follow
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene))
        step(app)
        cards = _drawn_opponent(app, table, monkeypatch)
        assert cards == _computer_held(m.results[-1]) and None not in cards
    finally:
        app.stack.clear()
