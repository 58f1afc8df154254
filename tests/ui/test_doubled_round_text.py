"""Oklahoma: a round doubled by a spade upcard shows its sum as it was counted. The score
board said "D − K = 26 − 7 = 38" (seen on an Oklahoma match's board: 26 − 7 is 19, doubled
38); now it says the round counts double and writes "(D − K) × 2 = (26 − 7) × 2 = 38".
Checked against RULES.md's worked examples for a first upcard 7S (knock 3 vs 20 -> 34, Gin
against 12 -> 74, knock 5 vs 5 -> the defender 50), and on a real board at the small sizes
in both languages (the extra line runs into nothing)."""

from __future__ import annotations

import pygame
import pytest

import ginrummy_desktop.ui.hollywood_sheet as hollywood_sheet
import ginrummy_desktop.ui.scenes.scoreboard as scoreboard
import ginrummy_desktop.ui.score_sheet as score_sheet
from ginrummy_desktop.engine import Match, RoundResult, RuleSet, score_round
from ginrummy_desktop.engine.outcome import Outcome
from ginrummy_desktop.engine.scoring import Side
from ginrummy_desktop.i18n import Localizer, set_localizer, use_localizer
from ginrummy_desktop.ui.round_text import round_lines
from ginrummy_desktop.ui.smoke import play_until
from ginrummy_desktop.ui.table.info import ROUND_GIN_ONLY, ROUND_KNOCK_LIMIT

from .helpers import make_app, step
from .test_board_texts import touching
from .test_hollywood_sheet import _drawn

OK = RuleSet.preset("oklahoma")


def _result(outcome: str, k: int, d: int) -> RoundResult:
    """The round as the engine scores it after a 7 of spades upcard (limit 7, doubled);
    the player knocks."""
    s = score_round(OK, outcome, k, d, knock_limit=7, doubled=True)
    winner = 0 if s.winner is Side.KNOCKER else 1
    return RoundResult(Outcome(outcome), dealer=1, knocker=0, winner=winner, points=s.points,
                       bonus=s.bonus, undercut=s.undercut, knocker_deadwood=k,
                       defender_deadwood=d, doubled=True)


@pytest.mark.parametrize(("outcome", "k", "d", "formula"), [
    ("knock", 3, 20, "(D \u2212 K) \u00d7 2 = (20 \u2212 3) \u00d7 2 = 34"),
    ("gin", 0, 12, "(D + 25) \u00d7 2 = (12 + 25) \u00d7 2 = 74"),
    ("knock", 5, 5, "((K \u2212 D) + 25) \u00d7 2 = ((5 \u2212 5) + 25) \u00d7 2 = 50"),
])
def test_the_worked_examples_of_a_spade_upcard(outcome: str, k: int, d: int,
                                               formula: str) -> None:
    lines = round_lines(_result(outcome, k, d))
    assert formula in lines, lines
    assert "Spade turned up: points count double" in lines
    with use_localizer(Localizer("de")):
        de = round_lines(_result(outcome, k, d))
    assert formula in de and not any("Spade" in line for line in de), de


def test_a_round_not_doubled_keeps_its_plain_sum() -> None:
    s = score_round(OK, "knock", 3, 20, knock_limit=7)
    res = RoundResult(Outcome.KNOCK, dealer=1, knocker=0, winner=0, points=s.points,
                      knocker_deadwood=3, defender_deadwood=20)
    assert "D \u2212 K = 20 \u2212 3 = 17" in round_lines(res)
    assert not any("\u00d7" in line for line in round_lines(res))


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_doubled_knock_on_a_real_board(size: tuple[int, int], language: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    m = play_until(Match(OK, 7), lambda m: bool(m.results) and m.results[-1].doubled
                   and m.results[-1].outcome == "knock" and m.results[-1].layoffs != ())
    res = m.results[-1]
    previous = set_localizer(Localizer(language))
    try:
        seen = [_drawn(monkeypatch, mod) for mod in (scoreboard, score_sheet, hollywood_sheet)]
        app = make_app(size=size)
        board = app.open("scoreboard", match=m, result=res)
        step(app, 2)
        for drawn in seen:
            drawn.clear()
        step(app)
        texts = list({(t, tuple(r)): (t, r) for drawn in seen for t, _c, r in drawn
                      if t.strip()}.values())
        said = [t for t, _ in texts]
        k, d = res.knocker_deadwood, res.defender_deadwood
        assert f"(D \u2212 K) \u00d7 2 = ({d} \u2212 {k}) \u00d7 2 = {res.points}" in said
        assert res.points == (d - k) * 2
        assert res.knock_limit is not None  # Oklahoma: the board names the round's limit
        assert ROUND_KNOCK_LIMIT.format(n=res.knock_limit) in said, said
        assert touching(texts) == []
        panel = board.panel()
        assert [t for t, r in texts if not panel.contains(pygame.Rect(r))] == []
        app.stack.clear()
    finally:
        set_localizer(previous)


def test_a_knock_with_nothing_laid_off_says_so() -> None:
    """"D (defender's deadwood after laying off): 10" with no line about the lay-offs left
    the player to wonder whether anything had been laid off: the board says nothing was."""
    s = score_round(OK, "knock", 3, 20, knock_limit=7)
    res = RoundResult(Outcome.KNOCK, dealer=1, knocker=0, winner=0, points=s.points,
                      knocker_deadwood=3, defender_deadwood=20)
    lines = round_lines(res)
    d = lines.index("D (defender's deadwood after laying off): 20")
    assert lines[d + 1] == "Laid off: nothing"
    with use_localizer(Localizer("de")):
        assert "Angelegt: nichts" in round_lines(res)


def test_an_oklahoma_round_s_board_names_its_knock_limit() -> None:
    """The board explained the doubling but never the round's knock limit, so after a round
    a player could not see why a knock was allowed (English 1280x800). The engine keeps the
    limit with an Oklahoma round's result; other rule sets have none to name."""
    from ginrummy_desktop.ai import make_opponent

    m = Match(OK, 7)
    bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
    limits: list[int] = []
    while len(m.results) < 3:
        if len(limits) == len(m.results):
            limits.append(m.round.knock_limit)  # the limit the table showed all round
        m.apply(bots[m.turn].choose(m.view(m.turn)))
    assert [r.knock_limit for r in m.results] == limits
    for res in m.results:
        assert res.knock_limit is not None
        line = (ROUND_GIN_ONLY.format() if res.knock_limit == 0
                else ROUND_KNOCK_LIMIT.format(n=res.knock_limit))
        assert (line in round_lines(res)) == (res.outcome != "void")
    ace = RoundResult(Outcome.GIN, dealer=1, knocker=0, winner=0, points=37,
                      knocker_deadwood=0, defender_deadwood=12, knock_limit=0)
    assert "This round: Gin only (ace turned up)" in round_lines(ace)
    classic = play_until(Match(RuleSet.preset("classic"), 7), lambda m: bool(m.results))
    assert classic.results[-1].knock_limit is None
    assert not any("Knock limit" in line for line in round_lines(classic.results[-1]))
