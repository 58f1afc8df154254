"""The questions a seat's view answers for the UI and the bots, counted as the engine counts:
the own arrangement, the deadwood after each discard, the knock preview, the best knock, and
both sides in the lay-off phase whoever knocked."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.engine import (
    Action,
    Card,
    CardError,
    Kind,
    Match,
    Phase,
    Round,
    RuleSet,
    best_arrangement,
    parse_cards,
    round_view,
    shuffled_deck,
)
from ginrummy_desktop.engine.record import parse_moves, pile_events
from tests.engine.reference import deal_deck

CLASSIC = RuleSet.preset("classic")


def c(text: str) -> Card:
    return Card.parse(text)


def knock_round() -> Round:
    """Seat 0 takes 8S and knocks with KD keeping 8 deadwood (AS2S3S 4H5H6H 7C7D7S, 8S);
    seat 1 could lay off 4S, 7H and 3H and holds the set of nines."""
    hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
    hand1 = parse_cards("4S 7H 3H 9C 9D 9H JD QD 2C KC")
    r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("8S")))
    r.apply(Action.take())
    return r


class TestOwnHand:
    def test_deadwood_after_each_card_is_the_arrangement_without_it(self) -> None:
        rng = random.Random(5)
        for seed in range(15):
            m = Match(CLASSIC, seed)
            while not m.is_over and len(m.results) < 2:
                v = m.view(m.round.turn)
                assert v.deadwood == best_arrangement(v.hand).deadwood_value
                assert v.arrangement.deadwood_value == v.deadwood
                for card in v.hand:
                    rest = [x for x in v.hand if x != card]
                    assert v.deadwood_after(card) == best_arrangement(rest).deadwood_value
                legal = v.legal_actions()
                assert [x for x, _ in v.discard_options()] == [
                    a.card for a in legal if a.kind is Kind.DISCARD]
                assert [x for x, _ in v.knock_options()] == [
                    a.card for a in legal if a.kind is Kind.KNOCK]
                for a in legal:
                    assert v.is_legal(a)
                m.apply(rng.choice(legal))

    def test_deadwood_after_a_card_not_held_is_an_error(self) -> None:
        v = Match(CLASSIC, 1).view(0)
        missing = next(x for x in shuffled_deck(1) if x not in v.hand)
        with pytest.raises(CardError, match="not in the hand"):
            v.deadwood_after(missing)


class TestKnockPreview:
    def test_preview_matches_the_knock_the_engine_then_makes(self) -> None:
        r = knock_round()
        v = round_view(r, 0)
        assert v.best_knock() == c("KD")
        p = v.knock_preview(c("KD"))
        assert p.legal and not p.gin and p.deadwood == 8 and p.bonus == 0
        assert p.score(32).points == 24 and p.score(8).winner == "defender"
        r.apply(Action.knock(c("KD")))
        assert r.knocker_arrangement == p.arrangement

    def test_a_knock_too_high_is_previewed_as_not_legal(self) -> None:
        v = round_view(knock_round(), 0)
        p = v.knock_preview(c("AS"))  # keeps 2S 3S loose and KD: 15 + 8
        assert not p.legal and p.deadwood == best_arrangement(
            [x for x in v.hand if x != c("AS")]).deadwood_value

    def test_gin_preview_scores_the_gin_bonus(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
        hand1 = parse_cards("9S 9H TD JD 2C 4C 6C 8C TC QC")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("8H")))
        r.apply(Action.take())
        v = round_view(r, 0)
        assert v.knock_preview(c("8H")).legal is False  # just taken: may not knock with it
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("7H")))
        r.apply(Action.take())  # 7H joins 4H5H6H: knocking with KD is Gin
        p = round_view(r, 0).knock_preview(c("KD"))
        assert p.gin and p.legal and p.bonus == 25 and p.score(30).points == 55


class TestLayoffTally:
    def test_the_defender_sees_both_sides_as_the_engine_will_score_them(self) -> None:
        r = knock_round()
        r.apply(Action.knock(c("KD")))
        assert r.phase is Phase.LAYOFF
        v = round_view(r, 1)
        t = v.layoff
        assert t is not None and t.knocker == 0 and t.defender == 1 and v.knocker == 0
        assert t.knocker_deadwood == 8 and t.knocker_loose == (c("8S"),)
        assert t.defender_deadwood == 46 and t.defender_deadwood_before == 46
        assert t.defender_deadwood_at_best == 32
        assert t.defender_melds is not None and len(t.defender_melds) == 1
        assert set(t.defender_melds[0]) == set(parse_cards("9C 9D 9H"))
        assert t.score is not None and t.score.points == 24 and t.laid_off == ()
        # lay off 3H by hand: the counts follow
        hearts = next(i for i, m in enumerate(v.knocker_melds) if c("4H") in m)
        r.apply(Action.lay_off(c("3H"), hearts))
        t2 = round_view(r, 1).layoff
        assert t2 is not None and t2.laid_off == ((c("3H"), hearts),)
        assert t2.defender_deadwood == 43 and t2.defender_deadwood_before == 46
        assert t2.defender_deadwood_at_best == 32
        assert c("3H") in t2.knocker_melds[hearts]
        r.apply(Action.finish_layoff())
        res = r.result
        assert res is not None
        assert res.defender_deadwood == t2.defender_deadwood_at_best
        assert res.defender_deadwood_before == t2.defender_deadwood_before
        assert res.points == t2.score.points  # type: ignore[union-attr]

    def test_the_knocker_sees_its_side_and_not_the_defenders_cards(self) -> None:
        r = knock_round()
        r.apply(Action.knock(c("KD")))
        t = round_view(r, 0).layoff
        assert t is not None and t.knocker == 0 and t.knocker_deadwood == 8
        assert t.defender_melds is None and t.defender_deadwood is None and t.score is None

    def test_no_tally_outside_the_layoff_phase(self) -> None:
        r = knock_round()
        assert round_view(r, 0).layoff is None and round_view(r, 0).knocker is None


class TestPileEvents:
    def test_events_follow_the_pile(self) -> None:
        r = knock_round()  # seat 0 took the upcard 8S
        r.apply(Action.discard(c("KD")))
        r.apply(Action.draw_discard())
        ev = round_view(r, 0).pile_events
        assert [(e.seat, e.kind, e.card) for e in ev] == [
            (0, Kind.TAKE_UPCARD, c("8S")), (0, Kind.DISCARD, c("KD")),
            (1, Kind.DRAW_DISCARD, c("KD"))]

    def test_a_pass_of_the_upcard_names_it_after_the_other_seat_took_it(self) -> None:
        """The upcard lay face up: both seats saw it. Once taken it is gone from the pile,
        and the pass before named no card (the review's "computer's round" then forgot that
        the player had passed the 5 of spades)."""
        r = knock_round()  # the upcard 8S; seat 0 takes it
        assert r.first_upcard == c("8S")
        moves = parse_moves([(1, "pass"), (0, "take")])
        ev = pile_events(moves, (), r.first_upcard)
        assert [(e.seat, e.kind, e.card) for e in ev] == [
            (1, Kind.PASS, c("8S")), (0, Kind.TAKE_UPCARD, c("8S"))]
        assert [e.card for e in pile_events(moves, ())] == [None, None]  # not known

    def test_a_bad_move_text_is_a_bad_view(self) -> None:
        from ginrummy_desktop.engine import SeatView

        with pytest.raises(ValueError, match="bad view"):
            SeatView.from_data({"seat": 0, "phase": "draw", "turn": 0, "dealer": 1,
                                "hand": "AS", "moves": [[1, "discard ZZ"]]})
