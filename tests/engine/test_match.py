"""Whole matches: seeded random play with every preset, card conservation, dealer rotation,
totals, and history replay."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    PRESET_NAMES,
    Action,
    Card,
    Kind,
    Match,
    Outcome,
    Phase,
    Round,
    RuleSet,
    SeatView,
    Side,
    cut_for_deal,
    discard_deadwoods,
    final_scores,
    parse_cards,
    score_round,
)
from ginrummy_desktop.engine.cards import FULL_DECK_MASK, cards_mask
from ginrummy_desktop.engine.errors import RulesError
from tests.engine.reference import deal_deck


def quick_policy(m: Match, rng: random.Random) -> Action:
    """A cheap player that ends rounds: knocks or declares at once, usually discards well."""
    acts = m.legal_actions()
    ends = [a for a in acts if a.kind in (Kind.BIG_GIN, Kind.KNOCK)]
    if ends and rng.random() < 0.9:
        return rng.choice(ends)
    if m.phase is Phase.DISCARD and rng.random() < 0.8:
        hand = m.round.hands[m.round.turn]
        banned = m.round.taken_from_discard
        options = [(d, b) for b, d in discard_deadwoods(hand) if not banned or b != banned.bit]
        bit = min(options)[1]
        return next(a for a in acts if a.kind is Kind.DISCARD and a.card and a.card.bit == bit)
    if m.phase is Phase.LAYOFF and rng.random() < 0.5:
        return rng.choice(acts)
    return rng.choice(acts)


def conserved(m: Match) -> bool:
    r = m.round
    parts = [r.hands[0], r.hands[1], cards_mask(r.discard_pile), cards_mask(r.stock)]
    if r.knock_card is not None:
        parts.append(r.knock_card.bit)
    parts.append(cards_mask(c for c, _ in r.layoffs))  # laid off onto the knocker's melds
    total = 0
    for p in parts:
        if total & p:
            return False
        total |= p
    return total == FULL_DECK_MASK


def play(rules: RuleSet, seed: int, check_every_state: bool = False) -> Match:
    m = Match(rules, seed)
    rng = random.Random(seed)
    while not m.is_over:
        if check_every_state:
            assert conserved(m)
        m.apply(quick_policy(m, rng))
    return m


# the variants' random matches are in test_variant_matches
SEED_PRESETS = ("classic", "short", "bonus", "single", "to100")


class TestRandomMatches:
    @pytest.mark.parametrize("preset", SEED_PRESETS)
    def test_thousands_of_matches_end_with_consistent_totals(self, preset: str) -> None:
        rules = RuleSet.preset(preset)
        for seed in range(400):
            m = play(rules, seed)
            f = m.final
            assert f == final_scores(rules, m.scored)
            pts = [0, 0]
            for r in m.results:
                if r.outcome == "void":
                    assert r.winner is None and r.points == 0
                else:
                    pts[r.winner] += r.points  # type: ignore[index]
            assert tuple(pts) == m.scores == f.round_points
            if rules.target is None:
                assert len(m.scored) == 1
            else:
                assert max(m.scores) >= rules.target
                assert max(m.scores) - m.scored[-1][1] < rules.target
            assert f.winner == (0 if pts[0] > pts[1] else 1)
            assert f.margin == f.totals[f.winner] - f.totals[1 - f.winner] > 0

    @settings(max_examples=60, deadline=None)
    @given(st.integers(0, 10**9), st.sampled_from(PRESET_NAMES))
    def test_52_cards_in_every_state(self, seed: int, preset: str) -> None:
        play(RuleSet.preset(preset), seed, check_every_state=True)

    @settings(max_examples=60, deadline=None)
    @given(st.integers(0, 10**9), st.sampled_from(PRESET_NAMES), st.integers(0, 400))
    def test_replaying_a_history_gives_the_same_state(self, seed: int, preset: str,
                                                      cut: int) -> None:
        m = play(RuleSet.preset(preset), seed)
        data = json.loads(json.dumps(m.to_dict()))
        short = dict(data, actions=data["actions"][:cut])
        again = Match.from_dict(short)
        ref = Match.replay(RuleSet.preset(preset), seed, data["actions"][:cut])
        assert again.round.hands == ref.round.hands
        assert again.round.stock == ref.round.stock and again.round.phase == ref.round.phase
        assert again.results == ref.results and again.view(0) == ref.view(0)
        full = Match.from_dict(data)
        assert full.results == m.results and full.final == m.final


class TestDealers:
    def test_dealer_alternates_after_scored_rounds_and_stays_after_void(self) -> None:
        for seed in range(60):
            m = play(RuleSet.preset("classic"), seed)
            dealers = [r.dealer for r in m.results]
            for prev, nxt, res in zip(dealers, dealers[1:], m.results, strict=False):
                assert nxt == (prev if res.outcome == "void" else 1 - prev)
            assert dealers[0] == m.first_dealer

    def test_cut_lower_card_deals_and_ties_cut_again(self) -> None:
        ties = 0
        for seed in range(300):
            pairs, dealer = cut_for_deal(seed)
            for a, b in pairs[:-1]:
                assert a.rank == b.rank
            ties += len(pairs) - 1
            a, b = pairs[-1]
            assert a != b and a.rank != b.rank
            assert dealer == (0 if a.rank < b.rank else 1)
        assert ties > 0  # with 300 cuts some ranks tie

    def test_random_first_dealer_is_seeded(self) -> None:
        rules = RuleSet.preset("short")
        dealers = {Match(rules, s).first_dealer for s in range(20)}
        assert dealers == {0, 1}
        assert Match(rules, 5).first_dealer == Match(rules, 5).first_dealer
        assert Match(rules, 5).cuts == []


class TestMatchRefusals:
    def test_wrong_seat_and_match_over(self) -> None:
        m = Match(RuleSet.preset("single"), 1)
        before = m.to_dict()
        with pytest.raises(ValueError, match="not seat"):
            m.apply(Action.pass_(), seat=1 - m.round.turn)
        assert m.to_dict() == before
        m = play(RuleSet.preset("single"), 1)
        with pytest.raises(ValueError, match="match is over"):
            m.apply(Action.draw_stock())

    @pytest.mark.parametrize("data", [
        None, [], {"version": 2}, {"version": 1, "rules": {}, "seed": 1, "actions": "x"},
        {"version": 1, "rules": {"target": "a"}, "seed": 1, "actions": []},
        {"version": 1, "rules": {}, "seed": True, "actions": []},
        {"version": 1, "rules": {}, "seed": 1, "actions": ["draw"]},
        {"version": 1, "rules": {"color": 1}, "seed": 1, "actions": []},
    ])
    def test_bad_histories(self, data: object) -> None:
        with pytest.raises(ValueError):
            Match.from_dict(data)

    def test_custom_rules_round_trip(self) -> None:
        rules = RuleSet.preset("classic").custom(target=150, knock_limit=7, gin_bonus=20)
        assert RuleSet.from_dict(rules.to_dict()) == rules
        m = play(rules, 3)
        assert max(m.scores) >= 150


def prepared_deck() -> list[Card]:
    """The non-dealer holds AS 2S 3S 4H 5H 6H 7C 7D 7S KD and can take the upcard 4C and
    knock with 4; the dealer holds three melds and 4D."""
    return deal_deck(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD"),
                     parse_cards("9S 9H 9D TC JC QC KH KS KC 4D"), Card.parse("4C"))


def PreparedMatch(rules: RuleSet, seed: int) -> Match:  # noqa: N802  (reads as a class)
    """A match whose first deal is :func:`prepared_deck` (the engine's ``decks``)."""
    return Match(rules, seed, decks=[prepared_deck()])


class TestPreparedDecks:
    """``Match(rules, seed, decks=..., first_dealer=...)``: a match that starts from given
    decks (the tutorial's), the public way instead of overriding the deal."""

    def test_the_decks_are_dealt_first_then_the_seeds_shuffles(self) -> None:
        rules = RuleSet.preset("classic")
        deck = prepared_deck()
        m = Match(rules, 9, decks=[deck], first_dealer=0)
        plain = Match(rules, 9)
        assert m.round.dealer == 0 and m.cuts == []
        assert m.round.hand(1) == sorted(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S KD"))
        assert m.round.upcard == Card.parse("4C") and m.round.stock == deck[21:]
        m.apply(Action.take())
        m.apply(Action.knock(Card.parse("KD")))
        assert m.apply(Action.finish_layoff()) is not None
        # the second deal is the seed's second shuffle, as in a match without decks
        assert m.deals == 2 and m.round.dealer == 1
        assert m.round.stock == Round(rules, 1, _seeded(9, 1)).stock
        assert m.round.hand(0) == Round(rules, 1, _seeded(9, 1)).hand(0)
        assert plain.round.stock == Round(rules, plain.round.dealer, _seeded(9, 0)).stock

    def test_several_decks_in_order(self) -> None:
        rules = RuleSet.preset("classic")
        first, second = prepared_deck(), list(reversed(prepared_deck()))
        m = Match(rules, 2, decks=[first, second], first_dealer=1)
        m.apply(Action.take())
        m.apply(Action.knock(Card.parse("KD")))
        m.apply(Action.finish_layoff())
        assert m.round.dealer == 0 and m.round.upcard == second[20]
        assert m.round.stock == second[21:]

    def test_first_dealer_replaces_the_cut(self) -> None:
        rules = RuleSet.preset("classic")
        assert rules.first_dealer == "cut"
        for seat in (0, 1):
            m = Match(rules, 4, first_dealer=seat)
            assert m.first_dealer == seat == m.round.dealer and m.cuts == []

    @pytest.mark.parametrize("decks", [
        [prepared_deck()[:51]],
        [prepared_deck()[:51] + prepared_deck()[:1]],  # a card twice
        [[*prepared_deck()[:51], "KD"]],  # not a Card
        [prepared_deck(), []],  # the second one bad: refused at once, not when dealt
    ])
    def test_a_bad_deck_is_a_rules_error_at_once(self, decks: list[list[Card]]) -> None:
        with pytest.raises(RulesError, match="deck"):
            Match(RuleSet.preset("classic"), 1, decks=decks)

    @pytest.mark.parametrize("seat", [2, -1, True])
    def test_a_bad_first_dealer_is_a_rules_error(self, seat: int) -> None:
        with pytest.raises(RulesError, match="first dealer"):
            Match(RuleSet.preset("classic"), 1, first_dealer=seat)

    def test_the_history_keeps_the_decks_and_the_dealer(self) -> None:
        m = Match(RuleSet.preset("classic"), "x", decks=[prepared_deck()], first_dealer=1)
        m.apply(Action.take())
        data = json.loads(json.dumps(m.to_dict()))
        back = Match.from_dict(data)
        assert back.round.hand(0) == m.round.hand(0) and back.round.dealer == 1
        assert back.history == m.history and back.decks == m.decks
        fresh = m.fresh()
        assert fresh.history == [] and fresh.decks == m.decks and fresh.round.dealer == 1
        assert "decks" not in Match(RuleSet.preset("classic"), 3).to_dict()  # old saves' shape

    @pytest.mark.parametrize("bad", [{"decks": "AS"}, {"decks": ["AS XX"]}, {"decks": ["AS"]},
                                     {"first_dealer": "one"}, {"first_dealer": 3}])
    def test_bad_decks_in_a_history_are_refused(self, bad: dict[str, object]) -> None:
        data = Match(RuleSet.preset("classic"), 3).to_dict() | bad
        with pytest.raises(RulesError):
            Match.from_dict(data)


def _seeded(seed: int, n: int) -> list[Card]:
    from ginrummy_desktop.engine.cards import shuffled_deck

    return shuffled_deck(f"{seed}/deal/{n}")


class TestWinner:
    def test_a_match_won_by_a_round_of_zero_points_names_its_winner(self) -> None:
        rules = RuleSet.preset("single").custom(undercut_bonus=0)
        m = PreparedMatch(rules, 1)
        defender = m.round.dealer
        m.apply(Action.take())
        m.apply(Action.knock(Card.parse("KD")))
        result = m.apply(Action.finish_layoff())
        assert result is not None and result.outcome is Outcome.KNOCK
        assert result.knocker_deadwood == result.defender_deadwood == 4  # a tie is an undercut
        assert result.winner == defender and result.points == 0 and result.undercut
        assert m.is_over and m.scores == (0, 0)
        assert m.winner == defender and m.final.winner == defender
        assert m.final.margin == 0

    def test_final_scores_names_a_winner_whenever_the_match_is_over(self) -> None:
        single = RuleSet.preset("single").custom(undercut_bonus=0)
        assert final_scores(single, [(1, 0)]).winner == 1
        assert final_scores(single, [(0, 0)]).winner == 0
        assert final_scores(single, []).winner is None  # not over: nobody yet
        classic = RuleSet.preset("classic")
        assert final_scores(classic, [(0, 20), (1, 20)]).winner is None  # level, not over
        assert final_scores(classic, [(0, 20), (1, 20), (1, 0)]).winner is None

    def test_outcomes_and_sides_are_enums(self) -> None:
        m = play(RuleSet.preset("classic"), 5)
        for r in m.results:
            assert isinstance(r.outcome, Outcome)
        s = score_round(RuleSet.preset("classic"), "knock", 5, 3)
        assert s.winner is Side.DEFENDER and s.winner == "defender"


class _NoLooking(list):  # type: ignore[type-arg]
    """A results list that fails when anything reads through it."""

    def __iter__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("the past rounds were read again")

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        raise AssertionError("the past rounds were read again")


class TestLinearReplay:
    def test_an_action_never_reads_the_past_rounds_again(self) -> None:
        """Scores and the end of the match are kept as rounds end, so applying an action (and
        asking turn, scores, is_over, a view) costs the same early and late in a match."""
        rules = RuleSet.preset("classic")
        m = play(rules, 8)
        actions = [a.text() for a in m.history]
        probe = Match(rules, 8)
        probe.results = _NoLooking()  # appending a finished round is all apply may do
        for a in actions:
            probe.check(Action.parse(a))
            probe.view(0)
            assert probe.turn in (0, 1)
            probe.apply(a)
        assert list.__len__(probe.results) == len(m.results)
        assert probe.scored == m.scored and probe.scores == m.scores
        assert probe.is_over and probe.final == m.final and probe.winner == m.winner


class TestPastRounds:
    @pytest.mark.parametrize("preset", SEED_PRESETS + ("oklahoma", "hollywood"))
    def test_the_views_show_the_public_facts_of_the_earlier_rounds(self, preset: str) -> None:
        rules = RuleSet.preset(preset)
        for seed in range(6):
            m = Match(rules, seed)
            rng = random.Random(seed)
            while not m.is_over:
                seat = m.round.turn
                view = m.view(seat)
                # what the seats see: one fact per finished round, nothing else
                assert view.past_rounds == m.past_rounds == m.view(1 - seat).past_rounds
                assert len(view.past_rounds) == len(m.results)
                round_before = m.round
                result = m.apply(quick_policy(m, rng))
                if result is None:
                    continue
                fact = m.past_rounds[-1]
                assert fact.outcome is result.outcome and fact.knocker == result.knocker
                assert fact.stock_left == len(round_before.stock)
                assert fact.knock_limit == round_before.knock_limit
                if result.outcome is Outcome.VOID:
                    assert fact.stock_left == 2 and fact.knocker is None
                    assert fact.knocker_deadwood == fact.defender_deadwood == 0
                else:
                    assert fact.knocker_deadwood == result.knocker_deadwood
                    assert fact.defender_deadwood == result.defender_deadwood_before

    def test_the_ended_view_shows_the_round_as_it_ended(self) -> None:
        """``view`` shows the next round at once; ``ended_view`` the one that just ended,
        after its last action (a dead hand's discard on the pile, out of the hand)."""
        voids = 0
        for game in range(40):
            rng = random.Random(game)
            m = Match(RuleSet.preset("classic"), game)
            assert m.ended_view(0) is None
            while not m.is_over:
                seat, number = m.round.turn, m.round_number
                before = m.view(seat)
                action = quick_policy(m, rng)
                result = m.apply(action)
                if result is None:
                    continue
                ended = m.ended_view(seat)
                assert ended is not None and ended.round_number == number
                assert m.is_over or m.view(seat).round_number == number + 1
                if result.outcome is Outcome.VOID:
                    voids += 1
                    assert ended.phase is Phase.VOID and action.card is not None
                    assert ended.discard_top == action.card and action.card not in ended.hand
                    assert len(ended.hand) == len(before.hand) - 1 == 10
            if voids >= 3:
                break
        assert voids >= 1

    def test_the_facts_survive_a_resume_and_plain_data(self) -> None:
        m = play(RuleSet.preset("classic"), 5)
        data = json.loads(json.dumps(m.to_dict()))
        cut = len(data["actions"]) - 3
        again = Match.from_dict(dict(data, actions=data["actions"][:cut]))
        ref = Match.replay(RuleSet.preset("classic"), 5, data["actions"][:cut])
        assert len(again.past_rounds) >= 2 and again.past_rounds == ref.past_rounds
        view = again.view(0)
        plain = SeatView.from_data(json.loads(json.dumps(view.to_data())))
        assert plain == view and plain.past_rounds == again.past_rounds

    @pytest.mark.parametrize("bad", [
        {"outcome": "knock", "knocker": 2},
        {"outcome": "knock", "knocker": None},
        {"outcome": "void", "knocker": 0},
        {"outcome": "gin", "knocker": 1, "stock_left": -1},
        {"outcome": "fold", "knocker": 1},
        {"knocker": 1},
    ])
    def test_bad_facts_make_a_bad_view(self, bad: dict[str, object]) -> None:
        data = {"seat": 0, "rules": "classic", "phase": "draw", "turn": 0, "dealer": 1,
                "hand": "AS 2S 3S 7H 8H 9H KC KD KS 5D", "past_rounds": [bad]}
        with pytest.raises(RulesError) as e:
            SeatView.from_data(data)
        assert e.value.reason == "bad_view"
