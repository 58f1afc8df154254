"""Every worked example of RULES.md (from the seeds), each as its own test."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import (
    Action,
    Match,
    Phase,
    Round,
    RuleSet,
    best_arrangement,
    best_layoff,
    final_scores,
    parse_cards,
    score_round,
    two_order_layoff,
)
from tests.engine.reference import deal_deck

CLASSIC = RuleSet.preset("classic")
SHORT = RuleSet.preset("short")
BONUS = RuleSet.preset("bonus")
SINGLE = RuleSet.preset("single")
TO100 = RuleSet.preset("to100")


class TestSeed000:
    def test_knock_six_defender_lays_off_nine_of_spades(self) -> None:
        knocker = best_arrangement(parse_cards("9H 9D 9C 4S 5S 6S AH AD 2C 2H"))
        assert knocker.deadwood_value == 6
        defender = parse_cards("5D 6D 7D 8D JC JD JH 9S 8C KS")
        lay = best_layoff(knocker.melds, defender)
        assert [str(c) for c in lay.laid_off] == ["9S"]
        assert lay.deadwood_value == 18
        score = score_round(CLASSIC, "knock", 6, lay.deadwood_value)
        assert (score.winner, score.points) == ("knocker", 12)


class TestSeed002:
    def test_knock_six_against_fifteen(self) -> None:
        s = score_round(BONUS, "knock", 6, 15)
        assert (s.winner, s.points) == ("knocker", 9)

    def test_knock_eight_undercut_by_five(self) -> None:
        s = score_round(BONUS, "knock", 8, 5)
        assert (s.winner, s.points, s.undercut) == ("defender", 28, True)

    def test_match_with_game_and_box_bonus(self) -> None:
        # A reaches 100 first with 4 rounds won; B has 72 with 2 rounds won.
        rounds = [(0, 30), (1, 40), (0, 20), (0, 25), (1, 32), (0, 25)]
        f = final_scores(BONUS, rounds)
        assert f.round_points == (100, 72)
        assert f.totals == (300, 122)
        assert (f.winner, f.margin) == (0, 178)
        assert not f.shutout


class TestSeed003:
    def test_opponent_25_you_3(self) -> None:
        assert score_round(CLASSIC, "knock", 3, 25).points == 22

    def test_hand_deadwood_eleven(self) -> None:
        arr = best_arrangement(parse_cards("KH QH JH 9C 9D 9H 7S 3H AS"))
        assert arr.deadwood_value == 11
        assert sorted(str(c) for c in arr.deadwood) == ["3H", "7S", "AS"]


class TestSeed004:
    KNOCKER = "7S 7H 7D 4C 5C 6C JH QH KH 3D"
    DEFENDER = "9S 9H 9D 2H 3H 4H 7C 3C QS 5D"

    def test_knock_with_two_layoffs(self) -> None:
        k = best_arrangement(parse_cards(self.KNOCKER))
        assert k.deadwood_value == 3
        d_cards = parse_cards(self.DEFENDER)
        assert best_arrangement(d_cards).deadwood_value == 25
        lay = best_layoff(k.melds, d_cards)
        assert sorted(str(c) for c in lay.laid_off) == ["3C", "7C"]
        assert lay.deadwood_value == 15
        assert two_order_layoff(k.melds, d_cards) == 15
        assert score_round(TO100, "knock", 3, 15).points == 12

    def test_same_round_through_the_phase_machine(self) -> None:
        # Seat 0 (non-dealer) holds the knocker's cards but 3D, plus TD; the upcard is 3D.
        hand0 = parse_cards("7S 7H 7D 4C 5C 6C JH QH KH TD")
        hand1 = parse_cards(self.DEFENDER)
        rnd = Round(TO100, dealer=1, deck=deal_deck(hand0, hand1, parse_cards("3D")[0]))
        rnd.apply(Action.take())
        with pytest.raises(ValueError, match="just taken"):
            rnd.apply(Action.knock(parse_cards("3D")[0]))
        rnd.apply(Action.knock(parse_cards("TD")[0]))
        assert rnd.phase is Phase.LAYOFF and rnd.turn == 1
        rnd.apply(Action.finish_layoff())
        r = rnd.result
        assert r is not None
        assert (r.outcome, r.knocker_deadwood, r.defender_deadwood_before) == ("knock", 3, 25)
        assert (r.defender_deadwood, r.winner, r.points) == (15, 0, 12)
        assert sorted(str(c) for c, _ in r.layoffs) == ["3C", "7C"]

    def test_gin_against_45(self) -> None:
        s = score_round(TO100, "gin", 0, 45)
        assert (s.winner, s.points) == ("knocker", 70)

    def test_undercut_ten_against_two(self) -> None:
        s = score_round(TO100, "knock", 10, 2)
        assert (s.winner, s.points) == ("defender", 33)

    def test_tie_is_an_undercut(self) -> None:
        s = score_round(TO100, "knock", 10, 10)
        assert (s.winner, s.points) == ("defender", 25)

    def test_loose_king_six_ace(self) -> None:
        assert best_arrangement(parse_cards("KS 6D AC")).deadwood_value == 17

    def test_single_round_preset_has_no_big_gin(self) -> None:
        # (that it ends after one scored round: TestPresets below)
        assert SINGLE.single_round and not SINGLE.big_gin_allowed
        with pytest.raises(ValueError):
            score_round(SINGLE, "big_gin", 0, 30)


class TestSeed001:
    def test_short_winner_ends_with_at_least_175(self) -> None:
        f = final_scores(SHORT, [(1, 20), (0, 50)])
        assert f.winner == 0 and f.totals[0] == 50 + 25 + 100

    def test_short_shutout_at_least_225(self) -> None:
        f = final_scores(SHORT, [(0, 50)])
        assert f.shutout and f.totals == (225, 0)

    def test_gin_against_25_ends_a_short_match_from_zero(self) -> None:
        assert SHORT.target == 50
        assert score_round(SHORT, "gin", 0, 25).points == 50
        assert score_round(SHORT, "gin", 0, 24).points == 49

    def test_big_gin_needs_only_19(self) -> None:
        assert score_round(SHORT, "big_gin", 0, 19).points == 50
        assert score_round(SHORT, "big_gin", 0, 18).points == 49

    def test_undercut_worth_at_most_35(self) -> None:
        best = max(
            score_round(SHORT, "knock", k, d).points
            for k in range(0, 11)
            for d in range(0, k + 1)
        )
        assert best == 35


class TestPresets:
    @pytest.mark.parametrize(
        "name,target,big_gin,game,box,shutout",
        [
            ("classic", 100, 31, 0, 0, "none"),
            ("short", 50, 31, 100, 25, "double"),
            ("bonus", 100, 31, 100, 25, "plus100"),
            ("single", None, None, 0, 0, "none"),
            ("to100", 100, None, 0, 0, "none"),
        ],
    )
    def test_rows(self, name: str, target: int | None, big_gin: int | None, game: int,
                  box: int, shutout: str) -> None:
        r = RuleSet.preset(name)
        assert (r.target, r.big_gin_bonus, r.game_bonus, r.box_bonus, r.shutout) == (
            target, big_gin, game, box, shutout)
        assert (r.knock_limit, r.gin_bonus, r.undercut_bonus) == (10, 25, 25)

    def test_bonus_shutout_adds_100(self) -> None:
        f = final_scores(BONUS, [(0, 60), (0, 45)])
        assert f.totals == (105 + 100 + 100 + 50, 0)

    def test_unknown_preset(self) -> None:
        with pytest.raises(ValueError, match="no preset"):
            RuleSet.preset("blitz")

    def test_single_round_match_ends_after_one_scored_round(self) -> None:
        m = Match(SINGLE, seed=3)
        while not m.is_over:
            acts = m.legal_actions()
            knocks = [a for a in acts if a.kind.value == "knock"]
            m.apply(knocks[0] if knocks else acts[0])
        assert len(m.scored) == 1
