"""Hollywood's score line names the game it counts: the lowest game still open, with its own
points. The panel gave the round points of the whole match ("Du 0 : 39 Computer"), which a
first-time player read as the match's score, and once the first game had closed it matched no
game on the sheet ("Du 59 : 110 Computer" beside games 33-110, 39-49, 36-28; 800x520 German,
seed 302). The target says it is each game's."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.table.info import SCORE_LINE, info_panel

from .helpers import make_app, table_for


def _first_game_closed() -> Match:
    for seed in range(300, 340):
        m = play_until(Match(RuleSet.preset("hollywood"), seed),
                       lambda m: m.hollywood_games[0].closed)
        if not m.is_over and not m.hollywood_games[1].closed:
            return m
    raise AssertionError("no Hollywood match with only its first game closed")


def _texts(m: Match) -> list[str]:
    app = make_app(size=(800, 520))
    try:
        table = table_for(app, m)
        return [p.text for p in info_panel(table)]
    finally:
        app.stack.clear()


def test_the_score_line_counts_the_lowest_open_game() -> None:
    m = _first_game_closed()
    g2 = m.hollywood_games[1]
    assert not g2.closed and g2.points != m.scores  # else the test proves nothing
    texts = _texts(m)
    joined = " ".join(texts)
    assert f"Game 2: You {g2.points[0]} : {g2.points[1]} Computer" in joined, texts
    assert SCORE_LINE.format(you=m.scores[0], opp=m.scores[1]) not in texts
    assert "Target: 100 per game" in texts


def test_a_new_hollywood_match_names_game_one_in_german() -> None:
    previous = set_localizer(Localizer("de"))
    try:
        texts = _texts(Match(RuleSet.preset("hollywood"), 302))
    finally:
        set_localizer(previous)
    joined = " ".join(texts)
    assert "Spiel 1: Du 0 : 0 Computer" in joined, texts
    assert "Ziel: 100 je Spiel" in texts
    assert any(t.startswith("Spiele: 0\u20130 \u00b7") for t in texts)


def test_other_rules_keep_the_match_line() -> None:
    texts = _texts(Match(RuleSet.preset("classic"), 302))
    assert SCORE_LINE.format(you=0, opp=0) in texts and "Target: 100" in texts
    assert not any(t.startswith("Game ") for t in texts)
