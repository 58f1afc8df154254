"""Oklahoma, Hollywood and custom rule sets (RULES.md, "Variants beyond the seeds"): every
worked example as its own test, the round's own knock limit and doubling, text round-trips."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.engine import (
    Action,
    Card,
    IllegalActionError,
    Kind,
    Match,
    Phase,
    Round,
    RulesError,
    RuleSet,
    SeatView,
    final_scores,
    hollywood_games,
    parse_cards,
    round_view,
    score_round,
)
from tests.engine.reference import deal_deck

OKLAHOMA = RuleSet.preset("oklahoma")
HOLLYWOOD = RuleSet.preset("hollywood")
MELDS9 = "AS 2S 3S 4H 5H 6H 7D 7S 7H"  # three melds, nine cards
DEFENDER = parse_cards("9S 9H 9D 2C 3C JC KC QC 8D 6S")


def c(text: str) -> Card:
    return Card.parse(text)


def oklahoma_round(hand0: str, upcard: str, stock_top: str = "",
                   hand1: list[Card] = DEFENDER) -> Round:
    """Seat 1 deals, so seat 0 acts first; ``stock_top`` is the first card of the stock."""
    deck = deal_deck(parse_cards(hand0), hand1, c(upcard), parse_cards(stock_top))
    return Round(OKLAHOMA, dealer=1, deck=deck)


def pass_and_draw(r: Round) -> None:
    r.apply(Action.pass_())
    r.apply(Action.pass_())
    r.apply(Action.draw_stock())


class TestPresets:
    def test_oklahoma_row(self) -> None:
        assert (OKLAHOMA.target, OKLAHOMA.big_gin_bonus, OKLAHOMA.game_bonus,
                OKLAHOMA.box_bonus, OKLAHOMA.shutout) == (150, 31, 0, 0, "none")
        assert OKLAHOMA.oklahoma and OKLAHOMA.spades_double and not OKLAHOMA.hollywood

    def test_hollywood_row(self) -> None:
        h = HOLLYWOOD
        assert (h.target, h.game_bonus, h.box_bonus, h.shutout, h.shutout_bonus) == (
            100, 100, 25, "plus100", 100)
        assert h.hollywood and not h.oklahoma and not h.spades_double

    @pytest.mark.parametrize(("upcard", "limit"), [
        ("AS", 0), ("2H", 2), ("5D", 5), ("9C", 9), ("TS", 10), ("JH", 10), ("QD", 10),
        ("KC", 10),
    ])
    def test_the_upcard_sets_the_limit(self, upcard: str, limit: int) -> None:
        assert OKLAHOMA.round_knock_limit(c(upcard)) == limit
        assert RuleSet.preset("classic").round_knock_limit(c(upcard)) == 10

    def test_a_custom_lower_limit_caps_oklahoma(self) -> None:
        r = OKLAHOMA.custom(knock_limit=6)
        assert [r.round_knock_limit(c(x)) for x in ("4C", "8C", "KC", "AC")] == [4, 6, 6, 0]

    def test_only_a_spade_doubles(self) -> None:
        assert [OKLAHOMA.round_doubles(c(x)) for x in ("7S", "7H", "7D", "7C")] == [
            True, False, False, False]
        assert not OKLAHOMA.custom(spades_double=False).round_doubles(c("7S"))
        assert RuleSet.preset("classic").custom(spades_double=True).round_doubles(c("KS"))

    def test_hollywood_needs_a_target(self) -> None:
        with pytest.raises(RulesError, match="Hollywood"):
            HOLLYWOOD.custom(target=None)


class TestOklahomaExamples:
    def test_upcard_4c_knock_with_5_refused_with_4_allowed(self) -> None:
        r = oklahoma_round(MELDS9 + " 5D", "4C", "4D")
        assert r.knock_limit == 4
        pass_and_draw(r)
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.knock(c("4D")))  # keeps 5D: 5 deadwood
        assert e.value.reason == "knock_too_high"
        assert e.value.args_dict["limit"] == 4 and e.value.args_dict["deadwood"] == 5
        assert "more than 4" in str(e.value)
        knocks = [a for a in r.legal_actions() if a.kind is Kind.KNOCK]
        assert knocks == [Action.knock(c("5D"))]
        r.apply(Action.knock(c("5D")))  # keeps 4D: 4 deadwood
        assert r.phase is Phase.LAYOFF and r.knocker == 0

    def test_upcard_4c_limit_stays_4_after_it_is_taken(self) -> None:
        r = oklahoma_round(MELDS9 + " 5D", "4C")
        r.apply(Action.take())
        assert r.discard_pile == []
        assert r.knock_limit == 4 and round_view(r, 0).knock_limit == 4
        assert round_view(r, 1).knock_limit == 4
        assert [a for a in r.legal_actions() if a.kind is Kind.KNOCK] == [Action.knock(c("5D"))]
        r.apply(Action.discard(c("5D")))
        assert r.knock_limit == 4 and round_view(r, 1).knock_limit == 4

    def test_upcard_ad_knock_with_1_refused(self) -> None:
        r = oklahoma_round(MELDS9 + " 8C", "AD", "AC")
        assert r.knock_limit == 0
        pass_and_draw(r)
        assert not [a for a in r.legal_actions() if a.kind is Kind.KNOCK]
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.knock(c("8C")))  # keeps AC: 1 deadwood
        assert e.value.reason == "knock_gin_only" and e.value.args_dict["deadwood"] == 1
        assert "only Gin" in str(e.value)

    def test_upcard_ad_gin_allowed(self) -> None:
        r = oklahoma_round(MELDS9 + " 8C", "AD", "7C")
        pass_and_draw(r)
        assert [a for a in r.legal_actions() if a.kind is Kind.KNOCK] == [Action.knock(c("8C"))]
        r.apply(Action.knock(c("8C")))
        assert r.result is not None and r.result.outcome == "gin"
        assert not r.result.doubled and r.result.points == r.result.defender_deadwood + 25

    def test_upcard_7s_knock_3_against_20_scores_34(self) -> None:
        hand1 = parse_cards("JS QS KS 2S 3S 4S TH 5C 4C AC")
        r = oklahoma_round("AH 2H 3H 4D 5D 6D 9C 9D 9H 3C", "7S", "KC", hand1)
        assert (r.knock_limit, r.doubled) == (7, True)
        pass_and_draw(r)
        r.apply(Action.knock(c("KC")))
        r.apply(Action.finish_layoff())
        res = r.result
        assert res is not None and res.doubled
        assert (res.knocker_deadwood, res.defender_deadwood) == (3, 20)
        assert (res.winner, res.points, res.bonus) == (0, 34, 0)

    def test_upcard_7s_gin_against_12_scores_74(self) -> None:
        s = score_round(OKLAHOMA, "gin", 0, 12, knock_limit=7, doubled=True)
        assert (s.winner, s.points, s.bonus) == ("knocker", 74, 50)

    def test_upcard_7s_knock_5_against_5_undercut_scores_50(self) -> None:
        s = score_round(OKLAHOMA, "knock", 5, 5, knock_limit=7, doubled=True)
        assert (s.winner, s.points, s.bonus, s.undercut) == ("defender", 50, 50, True)

    def test_score_round_refuses_a_knock_above_the_rounds_limit(self) -> None:
        with pytest.raises(RulesError):
            score_round(OKLAHOMA, "knock", 5, 20, knock_limit=4)

    def test_a_dead_hands_new_upcard_sets_a_new_limit(self) -> None:
        seen = set()
        for seed in range(40):
            m = Match(OKLAHOMA, seed)
            first = m.round
            while m.round is first:  # never knock: the round ends as a dead hand
                acts = m.legal_actions()
                plain = [a for a in acts if a.kind in (Kind.PASS, Kind.DRAW_STOCK, Kind.DISCARD)]
                m.apply(plain[0])
            assert m.results[-1].outcome == "void"
            new = m.round
            assert new.first_upcard == new.discard_pile[0]
            assert new.knock_limit == OKLAHOMA.round_knock_limit(new.first_upcard)
            assert new.doubled == (new.first_upcard.suit == 0)
            assert m.view(0).knock_limit == m.view(1).knock_limit == new.knock_limit
            seen.add((first.knock_limit, new.knock_limit))
        assert any(a != b for a, b in seen)  # the limit did change with the new upcard


class TestHollywoodExamples:
    A, B = 0, 1
    FIRST = [(0, 25), (0, 18), (1, 30), (0, 36)]

    def test_four_rounds_fill_three_games(self) -> None:
        gs = hollywood_games(HOLLYWOOD, self.FIRST)
        assert [g.points for g in gs] == [(79, 30), (54, 0), (36, 0)]
        assert not any(g.closed for g in gs)

    def test_a_wins_25_and_game_1_closes_at_104(self) -> None:
        gs = hollywood_games(HOLLYWOOD, [*self.FIRST, (0, 25)])
        assert [g.points for g in gs] == [(104, 30), (79, 0), (61, 0)]
        assert [g.closed for g in gs] == [True, False, False]

    def test_b_second_win_goes_to_game_2_only(self) -> None:
        gs = hollywood_games(HOLLYWOOD, [*self.FIRST, (0, 25), (1, 40)])
        assert [g.points for g in gs] == [(104, 30), (79, 40), (61, 0)]

    def test_game_1_final_304_to_55_without_shutout(self) -> None:
        g1 = hollywood_games(HOLLYWOOD, [*self.FIRST, (0, 25), (1, 40)])[0]
        assert g1.final is not None
        f = g1.final
        assert f.totals == (304, 55) and f.winner == 0 and not f.shutout
        assert f.game_bonus == (100, 0) and f.box_bonus == (100, 25)

    def test_a_first_win_after_game_1_closed_goes_to_the_lowest_open_game(self) -> None:
        rounds = [(0, 60), (0, 50), (1, 10)]  # game 1 closes at A 110; B's first win
        gs = hollywood_games(HOLLYWOOD, rounds)
        assert [g.points for g in gs] == [(110, 0), (50, 10), (0, 0)]

    def test_shutout_per_game_and_the_match_winner_by_the_sum(self) -> None:
        rounds = [(0, 100), (1, 100), (1, 100)]  # B's wins go to games 2 and then 3
        gs = hollywood_games(HOLLYWOOD, rounds)
        assert all(g.closed for g in gs)
        assert [g.totals for g in gs] == [(325, 0), (0, 325), (0, 325)]
        f = final_scores(HOLLYWOOD, rounds)
        assert f.totals == (325, 650) and f.winner == 1 and f.margin == 325
        assert f.shutout and f.shutout_bonus == (100, 200)
        for s in (0, 1):
            assert f.totals[s] == (f.round_points[s] + f.game_bonus[s] + f.box_bonus[s]
                                   + f.shutout_bonus[s])

    def test_no_round_after_all_games_closed(self) -> None:
        with pytest.raises(RulesError):
            hollywood_games(HOLLYWOOD, [(0, 100)] * 3 + [(1, 5)])


class TestCustomRules:
    CUSTOM = OKLAHOMA.custom(target=120, knock_limit=8, gin_bonus=20, big_gin_bonus=None,
                             spades_double=False, hollywood=True, box_bonus=10,
                             shutout="double")

    def test_text_round_trip(self) -> None:
        t = self.CUSTOM.text()
        assert t.startswith("custom,") and "hollywood=on" in t and "big_gin_bonus=none" in t
        assert RuleSet.parse(t) == self.CUSTOM
        for name in ("classic", "oklahoma", "hollywood", "single"):
            assert RuleSet.parse(RuleSet.preset(name).text()) == RuleSet.preset(name)

    def test_a_preset_with_changes_is_custom(self) -> None:
        r = RuleSet.parse("hollywood, target=150")
        assert r == HOLLYWOOD.custom(target=150) and r.name == "custom"

    @pytest.mark.parametrize("bad", [
        "", "nope", "classic,target", "classic,colour=red", "classic,target=abc",
        "classic,oklahoma=maybe", "classic,target=5", "classic,knock_limit=11",
        "hollywood,target=none", "classic,shutout=triple",
    ])
    def test_bad_text_names_the_problem(self, bad: str) -> None:
        with pytest.raises(RulesError, match="bad rule set"):
            RuleSet.parse(bad)

    def test_through_a_save_and_its_replay(self) -> None:
        m = Match(self.CUSTOM, 4)
        while len(m.results) < 3 and not m.is_over:
            acts = m.legal_actions()
            ends = [a for a in acts if a.kind in (Kind.KNOCK, Kind.BIG_GIN)]
            plain = [a for a in acts if a.kind in (Kind.PASS, Kind.DRAW_STOCK, Kind.DISCARD,
                                                   Kind.FINISH_LAYOFF)]
            m.apply(ends[0] if ends else plain[-1])
        again = Match.from_dict(json.loads(json.dumps(m.to_dict())))
        assert again.rules == self.CUSTOM and again.results == m.results
        assert again.hollywood_games == m.hollywood_games

    def test_an_old_save_without_the_variant_keys_still_loads(self) -> None:
        data = RuleSet.preset("classic").to_dict()
        for key in ("oklahoma", "spades_double", "hollywood"):
            del data[key]
        assert RuleSet.from_dict(data) == RuleSet.preset("classic")

    @pytest.mark.parametrize("bad", [{"oklahoma": 1}, {"hollywood": "yes"},
                                     {"target": 5}, {"box_bonus": 101}])
    def test_bad_dicts(self, bad: dict) -> None:  # type: ignore[type-arg]
        with pytest.raises(RulesError):
            RuleSet.from_dict({**RuleSet.preset("classic").to_dict(), **bad})


class TestViews:
    def test_view_says_the_limit_and_the_doubling_and_round_trips(self) -> None:
        m = Match(OKLAHOMA, 3)
        v = m.view(0)
        up = m.round.first_upcard
        assert v.first_upcard == up and v.knock_limit == OKLAHOMA.round_knock_limit(up)
        assert v.doubles == (up.suit == 0)
        again = SeatView.from_data(json.loads(json.dumps(v.to_data())))
        assert again == v and again.knock_limit == v.knock_limit

    def test_a_view_without_the_upcard_uses_the_rules_limit(self) -> None:
        v = SeatView.from_data({"seat": 0, "rules": "oklahoma", "phase": "draw", "turn": 0,
                                "dealer": 1, "hand": "AS 2S 3S 7H 8H 9H KC KD KS 5D"})
        assert v.knock_limit == 10 and not v.doubles

    def test_hollywood_view_names_the_games_a_win_would_enter(self) -> None:
        v = SeatView(seat=0, rules=HOLLYWOOD, phase=Phase.DRAW, turn=0, dealer=1, hand=(),
                     games=((104, 30, True), (79, 40, False), (61, 0, False)),
                     rounds_won=(4, 1))
        assert v.games_entered(0) == (2, 3) and v.games_entered(1) == (2,)
        fresh = SeatView(seat=0, rules=HOLLYWOOD, phase=Phase.DRAW, turn=0, dealer=1, hand=(),
                         games=((0, 0, False),) * 3)
        assert fresh.games_entered(1) == (1,)
