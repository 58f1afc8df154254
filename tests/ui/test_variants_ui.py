"""The variants on the table and the score board: the round's knock limit and doubling all
round, the Hollywood sheet with three games side by side and a chart per game, refusals that
name the round's limit, and --rules with the new presets."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Match, RuleSet, SeatView
from ginrummy_desktop.engine.errors import IllegalActionError
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.cli import parse_args
from ginrummy_desktop.ui.hollywood_sheet import games_rows
from ginrummy_desktop.ui.smoke import finished_match
from ginrummy_desktop.ui.table.info import rule_lines

from .helpers import make_app, step, table_for


def _oklahoma_match(spade: bool, ace: bool = False) -> Match:
    for seed in range(200):
        m = Match(RuleSet.preset("oklahoma"), seed)
        up = m.round.first_upcard
        if (up.suit == 0) == spade and (up.rank == 1) == ace:
            return m
    raise LookupError("no such deal")


def test_the_table_shows_the_rounds_limit_and_doubling_all_round() -> None:
    m = _oklahoma_match(spade=True)
    limit = m.round.knock_limit
    with use_localizer(Localizer("en")):
        texts = [t for t, _c, _b in rule_lines(m, m.view(0))]
    assert texts == [f"Knock limit this round: {limit}", "Spade turned up: points count double"]
    m.apply(Action.take())  # the upcard is gone from the pile: still shown
    with use_localizer(Localizer("de")):
        texts = [t for t, _c, _b in rule_lines(m, m.view(0))]
    assert texts == [f"Klopfgrenze dieser Runde: {limit}", "Pik aufgedeckt: Punkte zählen doppelt"]


def test_an_ace_says_gin_only_and_classic_shows_nothing() -> None:
    m = _oklahoma_match(spade=False, ace=True)
    with use_localizer(Localizer("en")):
        texts = [t for t, _c, _b in rule_lines(m, m.view(0))]
    assert texts == ["This round: Gin only (ace turned up)", "No spade turned up: single points"]
    classic = Match(RuleSet.preset("classic"), 1)
    assert rule_lines(classic, classic.view(0)) == []


def test_rules_with_knock_limit_0_say_gin_only_without_an_ace() -> None:
    """A custom set with knock limit 0 (Oklahoma on, which then changes nothing) said "This
    round: Gin only (ace turned up)" under a 10 of diamonds (English 1440x900), and a refused
    knock blamed an ace too."""
    rules = RuleSet.preset("oklahoma").custom(knock_limit=0, spades_double=False)
    m = next(m for m in (Match(rules, seed) for seed in range(50))
             if m.round.first_upcard.rank != 1)
    with use_localizer(Localizer("en")):
        assert [t for t, _c, _b in rule_lines(m, m.view(0))] == ["Gin only: knock limit 0"]
    with use_localizer(Localizer("de")):
        assert [t for t, _c, _b in rule_lines(m, m.view(0))] == ["Nur Gin: Klopfgrenze 0"]
    plain = Match(RuleSet.parse("classic,knock_limit=0"), 1)  # without Oklahoma as well
    with use_localizer(Localizer("en")):
        assert [t for t, _c, _b in rule_lines(plain, plain.view(0))] == \
            ["Gin only: knock limit 0"]
    # a knock that is no Gin: the engine's reason names the rules, not an ace
    while not any(a.kind.value == "discard" for a in m.legal_actions()):
        m.apply(Action.pass_() if m.round.phase.value == "offer" else Action.draw_stock())
    card = next(a.card for a in m.legal_actions() if a.kind.value == "discard"
                and m.view(m.round.turn).deadwood_after(a.card) > 0)
    try:
        m.apply(Action.knock(card))
    except IllegalActionError as e:
        err = e
    assert err.reason == "knock_gin_rules"
    assert "ace" not in str(err)
    with use_localizer(Localizer("en")):
        text = describe_error(err)
    assert "ace" not in text and "only Gin" in text and "knock limit 0" in text
    with use_localizer(Localizer("de")):
        text = describe_error(err)
    assert "Ass" not in text and "nur Gin" in text


def test_a_refused_knock_names_the_rounds_limit_in_both_languages() -> None:
    err = IllegalActionError("knock_too_high", card="KD", deadwood=5, limit=4)
    with use_localizer(Localizer("en")):
        assert "at most 4" in describe_error(err)
    with use_localizer(Localizer("de")):
        assert "höchstens 4" in describe_error(err)
    gin_only = IllegalActionError("knock_gin_only", card="KD", deadwood=1)
    with use_localizer(Localizer("de")):
        assert "nur Gin" in describe_error(gin_only)


def test_hollywood_sheet_of_a_finished_match() -> None:
    app = make_app()
    m = finished_match(seed=5, rules="hollywood")
    assert m.is_over and all(g.closed for g in m.hollywood_games)
    table_for(app, Match(RuleSet.preset("hollywood"), 5))
    board = app.open("scoreboard", match=m, result=m.results[-1])
    step(app, 2)
    with use_localizer(Localizer("en")):
        rows = games_rows(board.match)
    assert rows[0][1] == ["Game 1", "Game 2", "Game 3", "Sum"]
    assert rows[1][1][:3] == ["closed"] * 3
    f = m.final
    assert rows[-2][1][3] == f"{f.totals[0]:,}" and rows[-1][1][3] == f"{f.totals[1]:,}"
    for i, g in enumerate(m.hollywood_games):
        assert g.final is not None
        assert rows[-2][1][i] == f"{g.final.totals[0]:,}"
        bonus = g.final.game_bonus[0] + g.final.box_bonus[0] + g.final.shutout_bonus[0]
        assert rows[4][1][i] == f"{bonus:,}"
    charts = board.game_chart_totals()
    assert len(charts) == 3 and all(charts)
    assert [c[-1] for c in charts] == [g.points for g in m.hollywood_games]
    app.stack.clear()


def test_an_open_game_shows_open_and_no_bonus() -> None:
    app = make_app(size=(800, 520))
    m = Match(RuleSet.preset("hollywood"), 2)
    from ginrummy_desktop.ui.smoke import play_until

    play_until(m, lambda m: len(m.scored) >= 1)
    table_for(app, m)
    board = app.open("scoreboard", match=m, result=m.results[-1])
    step(app, 2)
    with use_localizer(Localizer("de")):
        rows = games_rows(board.match)
    assert rows[0][1][0] == "Spiel 1" and "offen" in rows[1][1]
    assert rows[3 + 1][1][1] == "\u2013"  # game 2 is open: no bonus yet
    app.stack.clear()


def test_command_line_accepts_the_new_presets_and_custom_text() -> None:
    assert parse_args(["--rules", "oklahoma"]).rules == "oklahoma"
    assert parse_args(["--rules", "hollywood,target=150"]).rules == "hollywood,target=150"


def test_view_round_trip_keeps_the_limit() -> None:
    m = _oklahoma_match(spade=False)
    v = m.view(1)
    assert SeatView.from_data(v.to_data()).knock_limit == m.round.knock_limit


def test_a_closed_hollywood_game_is_checked_on_the_table() -> None:
    """"Games: (110-14) · (104-11) · 80-0": nothing said what the brackets meant (English
    1366x768). A closed game has the score sheet's check mark."""
    from ginrummy_desktop.ui.smoke import play_until

    m = play_until(Match(RuleSet.preset("hollywood"), 3),
                   lambda m: any(g.closed for g in m.hollywood_games))
    assert not m.is_over
    with use_localizer(Localizer("en")):
        line = [t for t, _c, _b in rule_lines(m, m.view(0)) if t.startswith("Games:")][0]
    cells = line.removeprefix("Games: ").split(" \u00b7 ")
    assert "(" not in line and len(cells) == 3
    for g, cell in zip(m.hollywood_games, cells, strict=True):
        assert cell.startswith(f"{g.points[0]}\u2013{g.points[1]}")
        assert cell.endswith("\u2713") == g.closed
