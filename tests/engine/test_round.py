"""The round's phase machine: dealing, the upcard offer, turns, knocks, dead hands, refusals."""

from __future__ import annotations

import copy

import pytest

from ginrummy_desktop.engine import (
    Action,
    ActionSyntaxError,
    Card,
    IllegalActionError,
    Kind,
    Phase,
    Round,
    RulesError,
    RuleSet,
    SeatView,
    parse_cards,
    round_view,
    shuffled_deck,
)
from tests.engine.reference import deal_deck

CLASSIC = RuleSet.preset("classic")


def snapshot(r: Round) -> tuple:  # type: ignore[type-arg]
    return (
        r.phase, r.turn, tuple(r.hands), tuple(r.discard_pile), tuple(r.stock),
        r.offer_passes, r.upcard_passed, r.taken_from_discard, tuple(r.known), len(r.moves),
        tuple(r.knocker_melds), tuple(r.layoffs), r.result,
    )


def c(text: str) -> Card:
    return Card.parse(text)


class TestDeal:
    def test_ten_each_alternating_from_the_non_dealer(self) -> None:
        deck = shuffled_deck(5)
        r = Round(CLASSIC, dealer=1, deck=deck)
        assert set(r.hand(0)) == set(deck[0:20:2])
        assert set(r.hand(1)) == set(deck[1:20:2])
        assert r.discard_pile == [deck[20]] and r.stock == deck[21:]
        assert len(r.stock) == 31
        assert (r.phase, r.turn) == (Phase.OFFER, 0)

    def test_same_seed_same_deal(self) -> None:
        assert shuffled_deck(11) == shuffled_deck(11) != shuffled_deck(12)


class TestUpcardOffer:
    def test_non_dealer_then_dealer_then_non_dealer_draws_stock(self) -> None:
        r = Round(CLASSIC, dealer=0, deck=shuffled_deck(1))
        assert r.turn == 1
        r.apply(Action.pass_())
        assert (r.phase, r.turn) == (Phase.OFFER, 0)
        r.apply(Action.pass_())
        assert (r.phase, r.turn) == (Phase.DRAW, 1)
        assert [a.text() for a in r.legal_actions()] == ["draw"]
        before = snapshot(r)
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.draw_discard())
        assert e.value.reason == "upcard_passed" and snapshot(r) == before
        r.apply(Action.draw_stock())
        assert r.phase is Phase.DISCARD and len(r.hand(1)) == 11

    def test_dealer_takes_after_a_pass(self) -> None:
        r = Round(CLASSIC, dealer=0, deck=shuffled_deck(2))
        up = r.upcard
        r.apply(Action.pass_())
        r.apply(Action.take())
        assert r.turn == 0 and r.phase is Phase.DISCARD and up in r.hand(0)
        with pytest.raises(IllegalActionError, match="just taken"):
            r.apply(Action.discard(up))  # type: ignore[arg-type]
        other = next(x for x in r.hand(0) if x != up)
        r.apply(Action.discard(other))
        assert (r.phase, r.turn) == (Phase.DRAW, 1)
        assert any(a.kind is Kind.DRAW_DISCARD for a in r.legal_actions())

    def test_knock_on_the_first_turn(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
        hand1 = parse_cards("9S 9H TD JD 2C 4C 6C 8C TC QC")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("AH")))
        r.apply(Action.take())
        knocks = [a for a in r.legal_actions() if a.kind is Kind.KNOCK]
        assert [a.card for a in knocks] == [c("KD")]
        r.apply(Action.knock(c("KD")))
        assert r.phase is Phase.LAYOFF and r.knocker == 0


class TestRefusals:
    def setup_method(self) -> None:
        self.r = Round(CLASSIC, dealer=0, deck=shuffled_deck(3))

    def refuse(self, action: Action, reason: str) -> None:
        before = snapshot(self.r)
        saved = copy.deepcopy(self.r.__dict__)
        with pytest.raises(IllegalActionError) as e:
            self.r.apply(action)
        assert e.value.reason == reason, str(e.value)
        assert isinstance(e.value, ValueError)
        assert snapshot(self.r) == before and self.r.__dict__ == saved

    def test_every_wrong_action_in_the_offer(self) -> None:
        for a in (Action.draw_stock(), Action.draw_discard(), Action.big_gin(),
                  Action.discard(self.r.hand(1)[0]), Action.finish_layoff()):
            self.refuse(a, "wrong_phase")

    def test_wrong_actions_when_drawing_and_discarding(self) -> None:
        self.r.apply(Action.pass_())
        self.r.apply(Action.pass_())
        self.refuse(Action.discard(self.r.hand(1)[0]), "wrong_phase")
        self.refuse(Action.take(), "wrong_phase")
        self.r.apply(Action.draw_stock())
        self.refuse(Action.draw_stock(), "wrong_phase")
        not_mine = self.r.hand(0)[0]
        self.refuse(Action.discard(not_mine), "card_not_in_hand")
        # this deal (seed 3) leaves no knock after the draw, so every knock is too high
        assert not any(x.kind is Kind.KNOCK for x in self.r.legal_actions())
        self.refuse(Action.knock(self.r.hand(1)[0]), "knock_too_high")
        self.refuse(Action.big_gin(), "no_big_gin")
        self.refuse(Action.lay_off(self.r.hand(1)[0], 0), "wrong_phase")

    def test_text_parse_errors(self) -> None:
        for bad in ("", "fly", "jump", "discard", "discard ZZ", "layoff 7C", "layoff 7C x",
                    "draw 7C"):
            with pytest.raises(ActionSyntaxError, match="not an action") as e:
                Action.parse(bad)
            # a syntax error, not a refused move
            assert isinstance(e.value, ValueError)
            assert not isinstance(e.value, IllegalActionError)

    def test_a_bad_deck_is_a_data_error_not_an_illegal_action(self) -> None:
        deck = shuffled_deck(1)
        for dealer, cards in ((0, deck[:51]), (2, deck), (0, deck[:51] + deck[:1])):
            with pytest.raises(RulesError) as e:
                Round(CLASSIC, dealer=dealer, deck=cards)
            assert not isinstance(e.value, IllegalActionError)

    def test_round_over(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
        hand1 = parse_cards("9S 9H TD JD 2C 4C 6C 8C TC QC")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("8S")))
        r.apply(Action.take())
        r.apply(Action.knock(c("KD")))  # keeps 8S loose: a knock with 8, not Gin
        assert r.phase is Phase.LAYOFF
        r.apply(Action.finish_layoff())
        assert r.phase is Phase.SCORED and r.legal_actions() == []
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.draw_stock())
        assert e.value.reason == "round_over"


class TestEndings:
    def test_gin_has_no_layoffs(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 9D")
        hand1 = parse_cards("4S 9S TD JD 2C 4C 6C 8C TC 3H")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("7H")))
        r.apply(Action.take())
        r.apply(Action.knock(c("9D")))
        res = r.result
        assert res is not None and res.outcome == "gin" and r.phase is Phase.SCORED
        assert res.layoffs == () and res.points == res.defender_deadwood + 25
        # 4S and 3H would fit (onto A-3S and 4-6H) but after Gin nothing is laid off
        assert res.defender_deadwood == res.defender_deadwood_before

    def test_big_gin_declared_without_discard(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4S 4H 5H 6H 7C 7D 7S")
        hand1 = parse_cards("9S TS TD JD 2C 4C 6C 8C TC 3H")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("7H")))
        assert Action.big_gin() not in r.legal_actions()
        r.apply(Action.take())
        assert Action.big_gin() in r.legal_actions()
        r.apply(Action.big_gin())
        res = r.result
        assert res is not None and (res.outcome, res.winner) == ("big_gin", 0)
        assert res.points == res.defender_deadwood + 31 and res.layoffs == ()
        assert sum(len(m) for m in res.knocker_melds) == 11

    def test_no_big_gin_in_presets_without_it(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4S 4H 5H 6H 7C 7D 7S")
        hand1 = parse_cards("9S TS TD JD 2C 4C 6C 8C TC 3H")
        r = Round(RuleSet.preset("to100"), dealer=1, deck=deal_deck(hand0, hand1, c("7H")))
        r.apply(Action.take())
        assert Action.big_gin() not in r.legal_actions()
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.big_gin())
        assert e.value.reason == "big_gin_not_allowed"

    def test_manual_layoff_then_done(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
        hand1 = parse_cards("4S 9S TD JD 2C 4C 6C 8C 7H 3H")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("AH")))
        r.apply(Action.take())
        r.apply(Action.knock(c("KD")))
        assert r.turn == 1
        legal = {a.text() for a in r.legal_actions()}
        meld_of_spades = next(i for i, m in enumerate(r.knocker_melds) if m & c("2S").bit)
        meld_of_hearts = next(i for i, m in enumerate(r.knocker_melds) if m & c("5H").bit)
        assert {f"layoff 4S {meld_of_spades}", f"layoff 3H {meld_of_hearts}", "done"} <= legal
        assert not any(t.startswith("layoff 9S") for t in legal)
        r.apply(Action.lay_off(c("4S"), meld_of_spades))
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.lay_off(c("9S"), meld_of_spades))
        assert e.value.reason == "cannot_lay_off"
        r.apply(Action.finish_layoff())
        res = r.result
        assert res is not None
        laid = [str(x) for x, _ in res.layoffs]
        assert laid[0] == "4S" and set(laid) == {"4S", "3H", "7H"}


    def test_a_set_of_four_says_it_takes_no_more(self) -> None:
        """"The 7 of spades does not fit onto that meld", said of the knocker's four queens,
        read as the wrong rank; the refusal says the set is complete."""
        hand0 = parse_cards("QS QH QD QC 2S 3S 4S 2H 3D KD")
        hand1 = parse_cards("7S 9S TD JD 2C 4C 6C 8C 7H 3H")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("AH")))
        r.apply(Action.take())
        r.apply(Action.knock(c("KD")))
        queens = next(i for i, m in enumerate(r.knocker_melds) if m & c("QS").bit)
        spades = next(i for i, m in enumerate(r.knocker_melds) if m & c("2S").bit)
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.lay_off(c("7S"), queens))
        assert e.value.reason == "set_complete" and "all four" in str(e.value)
        # the set named (of four kings to an ace, "it has all four cards of its rank" read
        # as being about the ace; English 1280x800)
        assert e.value.args_dict["cards"] == "QS QH QD QC"
        from ginrummy_desktop.i18n import Localizer, use_localizer
        from ginrummy_desktop.i18n.reasons import describe_error

        assert describe_error(e.value) == ("The 7 of spades does not fit onto Q\u2660 Q\u2665 "
                                           "Q\u2666 Q\u2663: a set of all four takes nothing more.")
        with use_localizer(Localizer("de")):
            assert describe_error(e.value).startswith("Pik 7 passt nicht an D\u2660 D\u2665")
        with pytest.raises(IllegalActionError) as e:
            r.apply(Action.lay_off(c("7S"), spades))
        assert e.value.reason == "cannot_lay_off"
    def test_knock_card_counts_as_seen_in_the_arrangement_tie_break(self) -> None:
        # Kept: KS KH KD KC AD 2D 3D AC 2H 2C, knock card 2S. Two arrangements tie at 5:
        # A) KKKK, AD 2D 3D / AC 2H 2C (4D could be laid off) and
        # B) KKKK, 2H 2D 2C / AD AC 3D (only 2S fits, and the knocker just threw it face down).
        # Counting the knock card as unseen made them tie and A won; B leaves nothing to lay off.
        hand0 = parse_cards("KS KH KD KC AD 2D 3D AC 2H 2S")
        hand1 = parse_cards("4D 5D 9S 9H 6C 8C TC JS 4H 6S")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("2C")))
        r.apply(Action.take())
        r.apply(Action.knock(c("2S")))
        assert r.knocker_arrangement is not None
        assert r.knocker_arrangement.layoff_targets() == c("2S").bit
        r.apply(Action.finish_layoff())
        res = r.result
        assert res is not None and res.layoffs == ()
        assert res.defender_deadwood == res.defender_deadwood_before

    def test_dead_hand_at_two_stock_cards(self) -> None:
        r = Round(CLASSIC, dealer=0, deck=shuffled_deck(9))
        r.apply(Action.pass_())
        r.apply(Action.pass_())
        while True:
            r.apply(Action.draw_stock())
            # discard the card just drawn (never a knock) to run the stock down
            drawn = r.last_drawn[r.turn]
            assert drawn is not None
            stock_before = len(r.stock)
            r.apply(Action.discard(drawn))
            if r.phase is Phase.VOID:
                assert stock_before == 2
                break
        assert r.result is not None and r.result.outcome == "void"
        assert len(r.stock) == 2


class TestViews:
    def test_view_hides_the_other_hand_and_the_stock(self) -> None:
        r = Round(CLASSIC, dealer=0, deck=shuffled_deck(4))
        v = round_view(r, 0)
        data = v.to_data()
        for card in r.hand(1) + r.stock:
            assert str(card) not in data["hand"]
        assert v.opponent_hand_size == 10 and v.stock_size == 31
        assert SeatView.from_data(data) == v

    def test_view_legal_actions_equal_the_rounds(self) -> None:
        import random

        rng = random.Random(0)
        for seed in range(20):
            r = Round(CLASSIC, dealer=seed % 2, deck=shuffled_deck(seed))
            while not r.is_over:
                v = round_view(r, r.turn)
                assert v.legal_actions() == r.legal_actions()
                assert round_view(r, 1 - r.turn).legal_actions() == []
                r.apply(rng.choice(r.legal_actions()))

    def test_knock_card_stays_face_down_for_the_defender(self) -> None:
        hand0 = parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD")
        hand1 = parse_cards("9S 9H TD JD 2C 4C 6C 8C TC QC")
        r = Round(CLASSIC, dealer=1, deck=deal_deck(hand0, hand1, c("AH")))
        r.apply(Action.take())
        r.apply(Action.knock(c("KD")))
        assert round_view(r, 1).moves[-1] == (0, "knock")
        assert round_view(r, 0).moves[-1] == (0, "knock KD")

    @pytest.mark.parametrize("bad", [
        {}, {"seat": 2, "phase": "draw", "turn": 0, "dealer": 0, "hand": ""},
        {"seat": 0, "phase": "fly", "turn": 0, "dealer": 0, "hand": ""},
        {"seat": 0, "phase": "draw", "turn": 0, "dealer": 0, "hand": "AS AS"},
        {"seat": 0, "phase": "draw", "turn": 0, "dealer": 0, "hand": "AS", "discard_pile": "AS"},
    ])
    def test_bad_view_data(self, bad: dict) -> None:  # type: ignore[type-arg]
        with pytest.raises(ValueError, match="bad view"):
            SeatView.from_data(bad)
