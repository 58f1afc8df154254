"""The round's board names the bonus its formula adds ("(K - D) + 25": a newcomer asked what
the 25 was) and, after a round just played, who deals the next one (a club player checking
the sheet learned it only from the next deal; German 1440x900). Not on a board recalled
while that next round is played, nor on the final board."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.round_text import COMPUTER_DEALS_NEXT, YOU_DEAL_NEXT, round_lines
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import find_match, make_app, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def _ended(outcome: str, undercut: bool = False) -> Match:
    return find_match(lambda m: bool(m.results) and m.results[-1].outcome == outcome
                      and m.results[-1].undercut == undercut and not m.is_over)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_bonus_is_named_beside_its_formula(language: str) -> None:
    with use_localizer(Localizer(language)):
        undercut = _ended("knock", undercut=True).results[-1]
        lines = round_lines(undercut)
        named = f"{T.UNDERCUT_BONUS}: {undercut.bonus}"
        assert named in lines and lines.index(named) == len(lines) - 3, lines
        gin = _ended("gin").results[-1]
        assert f"{T.GIN_BONUS}: {gin.bonus}" in round_lines(gin)
        plain = _ended("knock").results[-1]
        assert not any(str(T.UNDERCUT_BONUS) in line or str(T.GIN_BONUS) in line
                       for line in round_lines(plain))


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_board_after_a_round_names_the_next_dealer(
        language: str, drawn: DrawnTexts) -> None:  # noqa: F811
    with use_localizer(Localizer(language)):
        for seed in (3, 4):
            app = make_app(size=(800, 520))
            try:
                m = play_until(Match(RuleSet.preset("classic"), seed), lambda m: bool(m.results))
                table = table_for(app, m)
                board = app.open("scoreboard", match=m, result=m.results[-1], announce=True,
                                 on_close=table.summary_closed)
                drawn.clear()
                step(app, 2)
                said = str(YOU_DEAL_NEXT if m.round.dealer == HUMAN else COMPUTER_DEALS_NEXT)
                assert said in drawn, (seed, m.round.dealer)
                assert m.round.dealer != m.ended[0].dealer, "it alternates after a score"
                board.dismiss()
                step(app, 2)
                recalled = app.open("scoreboard", match=m, result=m.results[-1], recall=True)
                assert isinstance(recalled, ScoreboardScene)
                drawn.clear()
                step(app, 2)
                assert said not in drawn, "mid-round the next round is this one"
            finally:
                app.stack.clear()


def test_no_next_dealer_once_the_match_is_over() -> None:
    from ginrummy_desktop.ui.round_text import next_deal_lines
    from ginrummy_desktop.ui.smoke import finished_match

    m = finished_match(seed=4, rules="single")
    assert m.is_over and next_deal_lines(m, m.results[-1]) == []
    going = play_until(Match(RuleSet.preset("classic"), 3), lambda m: len(m.results) == 2)
    assert next_deal_lines(going, going.results[0]) == [], "only for the last round played"
    assert len(next_deal_lines(going, going.results[-1])) == 1
