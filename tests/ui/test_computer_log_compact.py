"""The computer's log in a small window: at 640x420 its four lines held the newest turn in
two sentences of two lines each, and only the newest move when the computer took from the
discard pile ("Der Computer hat Karo Dame vom / Ablagestapel genommen."). There its moves
are said short, a line each ("Vom Ablagestapel: D♦"), so its last two turns show; a larger
window keeps the sentences. German and English."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Kind, Match, Phase, RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.move_words import COMPACT, opponent_log
from ginrummy_desktop.ui.table import painter

from .helpers import make_app, table_for, texts_drawn


def _after_a_pick() -> Match:
    """The player to draw; the computer's last turn took from the discard pile, and it has
    played a turn before that."""
    from ginrummy_desktop.ai import make_opponent
    m = Match(RuleSet.preset("classic"), 21)
    bots = [make_opponent("strong", 1), make_opponent("strong", 2)]
    while not m.is_over:
        mine = [mv for seat, mv in m.round.moves if seat == 1]
        if (m.round.turn == 0 and m.round.phase is Phase.DRAW and len(mine) >= 4
                and mine[-2].kind is Kind.DRAW_DISCARD):
            return m
        m.apply(bots[m.round.turn].choose(m.view(m.round.turn)))
    raise AssertionError("the computer never took from the discard pile")


def _log_drawn(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> tuple[Any, list[str]]:
    calls = texts_drawn(monkeypatch, painter)
    app = make_app(size=size)
    table = table_for(app, _after_a_pick())
    calls.clear()
    table.draw(app.screen)
    name = next(i for i, (t, _x) in enumerate(calls) if t.startswith(str(T.OPPONENT)))
    x = calls[name][1]
    app.stack.clear()
    return table, [t for t, px in calls[name + 1:] if px == x and t != str(T.OPPONENT_TURN)]


def test_at_640x420_the_last_two_turns_show_a_line_each(lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    table, drawn = _log_drawn(monkeypatch, (640, 420))
    want = list(reversed(opponent_log(table.view, painter.LOG_LINES, compact=True)))
    assert drawn == want, "four moves, newest first, each whole on one line"
    assert len(drawn) == 4
    pick = str(COMPACT["pick"]).split("{")[0]
    assert drawn[1].startswith(pick) and drawn[1] != pick, "the card taken is named"
    full = opponent_log(table.view, painter.LOG_LINES)
    assert not set(full) & set(drawn), "in short words, not the sentences"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_larger_window_keeps_the_sentences(size: tuple[int, int], lang: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    table, drawn = _log_drawn(monkeypatch, size)
    full = list(reversed(opponent_log(table.view, painter.LOG_LINES)))
    assert len(drawn) >= 3 and " ".join(drawn).startswith(full[0]), "the newest first"
    assert " ".join(full).startswith(" ".join(drawn)), "the sentences, wrapped"
