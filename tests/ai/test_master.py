"""The search (``ai/search.py``) and the Master level built on it."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.ai.base import track
from ginrummy_desktop.ai.master import MasterOpponent
from ginrummy_desktop.ai.search import (
    card_weights,
    evaluate,
    match_equity,
    sample_deal,
    sample_values,
)
from ginrummy_desktop.ai.strong import StrongOpponent
from ginrummy_desktop.engine import Action, Kind, Phase, RuleSet, SeatView, cards_mask

from .helpers import decisions


def late_view(hand: str, stock: int, **extra: object) -> SeatView:
    data = {"seat": 0, "rules": "classic", "phase": "discard", "turn": 0, "dealer": 1,
            "hand": hand, "discard_pile": "JD 4H", "stock_size": stock,
            "opponent_hand_size": 10}
    data.update(extra)
    return SeatView.from_data(data)


def test_master_is_a_level() -> None:
    assert "master" in LEVELS
    assert make_opponent("master", seed=1).level == "master"


def test_evaluate_every_legal_action_same_seed_same_values() -> None:
    views = [v for _m, v, _a in decisions(("strong", "strong"), RuleSet.preset("classic"),
                                           "eval", 1) if v.phase is not Phase.LAYOFF]
    v = next(x for x in views if x.phase is Phase.DISCARD and x.stock_size < 25)
    values = evaluate(v, budget=10, seed=7)
    assert set(values) == set(v.legal_actions())
    for a, av in values.items():
        assert av.action == a and av.samples == 10 and av.stderr >= 0
        assert 0.0 <= av.win <= 1.0
    assert evaluate(v, budget=10, seed=7) == values
    assert evaluate(v, budget=10, seed=8) != values


def test_sampled_deals_agree_with_what_the_seat_knows() -> None:
    v = SeatView.from_data({
        "seat": 0, "rules": "classic", "phase": "discard", "turn": 0, "dealer": 0,
        "hand": "AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", "discard_pile": "5H KC QS",
        "opponent_known": "9D", "stock_size": 28, "opponent_hand_size": 10,
        "moves": [[1, "pass"], [0, "pass"], [1, "draw"], [1, "discard KC"], [0, "draw"],
                  [0, "discard 9D"], [1, "pick"], [1, "discard QS"], [0, "draw"]]})
    t = track(v)
    w = card_weights(t)
    assert set(w) == {1 << i for i in range(52) if t.unseen >> i & 1}
    rng = random.Random(1)
    for _ in range(50):
        opp, stock = sample_deal(t, w, rng)
        assert opp.bit_count() == 10 and opp & t.opp_known == t.opp_known
        assert not opp & (v.hand_mask | cards_mask(v.discard_pile))
        assert len(stock) == v.stock_size == len(set(stock))
        assert sum(stock) | opp == t.unseen | t.opp_known and not sum(stock) & opp


def test_sampled_hands_are_better_than_random_ones() -> None:
    """Dealing the opponent its best of a few more cards than it holds lowers its deadwood
    (the prototype's lesson: uniformly random hands make knocking look far too good)."""
    from ginrummy_desktop.engine.melds import deadwood_of

    v = late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", 20)
    t = track(v)
    w = card_weights(t)
    rng = random.Random(2)
    real = sum(deadwood_of(sample_deal(t, w, rng)[0]) for _ in range(200))
    plain = sum(deadwood_of(sample_deal(t, w, rng, extra=0)[0]) for _ in range(200))
    assert real < plain * 0.8


def test_a_discard_that_ends_the_round_void_is_worth_nothing() -> None:
    v = late_view("AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", 2)
    values = evaluate(v, budget=12, seed=1)
    discards = [x for a, x in values.items() if a.kind is Kind.DISCARD]
    assert discards and all(x.points == 0 and x.stderr == 0 for x in discards)
    knock = values[Action.knock(v.hand[[str(c) for c in v.hand].index("5D")])]
    assert knock.points > 0  # 4 deadwood against a random hand's ~50, late in a round


def test_match_equity() -> None:
    classic = RuleSet.preset("classic")
    assert match_equity(classic, 0, 0) == pytest.approx(0.5, abs=1e-9)
    assert match_equity(classic, 90, 0) > match_equity(classic, 50, 0) > 0.5
    assert match_equity(classic, 0, 90) == pytest.approx(1 - match_equity(classic, 90, 0))
    assert match_equity(classic, 100, 40) == 1.0 and match_equity(classic, 40, 100) == 0.0
    assert match_equity(RuleSet.preset("single"), 0, 0) == 0.5


def test_a_point_near_the_end_is_worth_more() -> None:
    """Values are in match terms: early, a round's points count as about themselves; when the
    opponent needs five more points, losing five costs far more than winning five gains."""
    from ginrummy_desktop.ai.search import _Utility

    classic = RuleSet.preset("classic")
    early = _Utility(classic, (0, 0), 0)
    assert early(10)[0] == pytest.approx(10, rel=0.25)
    assert early(-10)[0] == pytest.approx(-10, rel=0.25)
    late = _Utility(classic, (20, 95), 0)
    assert late(-5)[1] == 0.0  # the match is lost
    assert -late(-5)[0] > 3 * late(5)[0] > 0
    single = _Utility(RuleSet.preset("single"), (0, 0), 0)
    assert single(3) == single(40) and single(0)[1] == 0.5


def test_master_keeps_strong_unless_the_search_beats_it_by_a_margin() -> None:
    views = [v for _m, v, _a in decisions(("strong", "strong"), RuleSet.preset("classic"),
                                           "margin", 2) if v.phase is Phase.DISCARD]
    strong = StrongOpponent(seed=3)
    stubborn = MasterOpponent(seed=3, budget_discard=8, budget_draw=8, margin=1e9)
    eager = MasterOpponent(seed=3, budget_discard=8, budget_draw=8, margin=0.0, z=0.0)
    assert all(stubborn.choose(v) == strong.choose(v) for v in views)
    differ = sum(eager.choose(v) != strong.choose(v) for v in views)
    assert differ > 0
    for v in views[:10]:
        assert eager.choose(v) in v.legal_actions()


def test_sample_values_refuses_what_it_does_not_search() -> None:
    v = late_view("AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", 10)
    with pytest.raises(ValueError):
        sample_values(v, v.legal_actions(), 0)
    layoff = SeatView.from_data({**v.to_data(), "phase": "layoff"})
    with pytest.raises(ValueError):
        sample_values(layoff, [Action.finish_layoff()], 4)


def test_sampled_opponents_fit_how_the_opponent_has_played() -> None:
    """The opponent threw a card and did not knock: one that knocks as soon as it may holds
    more than the knock limit now; one that plays on for Gin holds no Gin (with the stock
    long) and, once the stock is short, more than the limit too. Each sample says which kind
    it plays out, and the share of each follows how well it explains the play."""
    from ginrummy_desktop.ai.search import Search
    from ginrummy_desktop.engine.melds import deadwood_of

    moves = [[1, "pass"], [0, "pass"], [1, "draw"], [1, "discard KC"], [0, "draw"],
             [0, "discard 9D"], [1, "draw"], [1, "discard QS"], [0, "draw"]]
    for stock, early in ((26, 1.0), (26, 0.0), (4, 0.0), (26, 0.5)):
        v = late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", stock, moves=moves,
                      discard_pile="5H KC 9D QS")
        s = Search(v, seed=5, early=early)
        kinds = []
        for _ in range(120):
            opp, _stock, policy = s.deal()
            dead = deadwood_of(opp)
            is_early = policy is s.early_policy
            kinds.append(is_early)
            assert policy.hold[0] == -1  # the searching seat plays on for Gin either way
            if is_early or stock < policy.hold_stock:
                assert dead > v.knock_limit
            else:
                assert dead > 0
        assert all(kinds) if early == 1.0 else not any(kinds) if early == 0.0 else \
            0 < sum(kinds) < len(kinds)
    # before the opponent threw a card nothing is known: no sample is filtered out
    fresh = late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", 30, moves=[[1, "pass"], [0, "draw"]])
    s = Search(fresh, seed=5, early=1.0)
    assert any(deadwood_of(s.deal()[0]) <= fresh.knock_limit for _ in range(300))


def test_master_searches_on_past_the_budget_only_while_undecided(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At the budget an alternative may still be alive (it could beat Strong's choice by the
    margin) without being proven: then Master draws more deals, up to ``extend`` times the
    budget, and stops as soon as one is decided. With ``extend`` 1 it stops at the budget."""
    from ginrummy_desktop.ai import master as master_mod
    from ginrummy_desktop.ai.search import Search

    used: list[int] = []

    class Counting(Search):
        def play(self, actions, n):  # type: ignore[no-untyped-def]
            got = super().play(actions, n)
            used[-1] = self.deals
            return got

    monkeypatch.setattr(master_mod, "Search", Counting)
    views = [v for _m, v, _a in decisions(("strong", "strong"), RuleSet.preset("classic"),
                                           "extend", 3) if v.phase is Phase.DISCARD]
    budget = 16
    once = MasterOpponent(seed=4, budget_discard=budget, extend=1)
    longer = MasterOpponent(seed=4, budget_discard=budget, extend=3)
    extended = 0
    for v in views:
        used.append(0)
        once.choose(v)
        assert used[-1] <= budget
        used.append(0)
        longer.choose(v)
        n = used[-1]
        assert n <= 3 * budget
        if n <= budget:
            continue
        extended += 1
        # at the budget nothing was decided and something was still alive
        search = Search(v, 4)
        cands = longer.candidates(v, StrongOpponent(seed=4).choose(v))
        s = search.play(cands, budget)
        diffs = [s.difference(a, cands[0]) for a in cands[1:]]
        assert not any(g >= longer.margin and g >= longer.z * se for g, se in diffs)
        assert any(g + master_mod.DROP_Z * se >= longer.margin for g, se in diffs)
    assert extended > 0


def test_mid_round_the_sampled_opponent_chooses_from_more_cards() -> None:
    """``search.extra_cards``: with 10-19 stock cards left the opponent is dealt five cards
    more than it holds (its worst thrown out), early and late three and four, since fewer
    left the sampled hands worse than the real ones at Master's knock decisions mid-round
    (``benchmarks/sampler_bias.py``)."""
    from ginrummy_desktop.ai.search import EXTRA_BY_STOCK, Search, extra_cards
    from ginrummy_desktop.engine.melds import deadwood_of

    assert [extra_cards(late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", n)) for n in (25, 20)] \
        == [3, 3]
    assert [extra_cards(late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", n)) for n in (19, 10)] \
        == [5, 5]
    assert extra_cards(late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", 9)) == 4
    assert EXTRA_BY_STOCK[0] == (20, 3)
    v = late_view("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", 15)
    mid = Search(v, seed=3)
    three = Search(v, seed=3, extra=3)
    assert mid.extra == 5 and three.extra == 3
    dw_mid = sum(deadwood_of(mid.deal()[0]) for _ in range(200))
    dw_three = sum(deadwood_of(three.deal()[0]) for _ in range(200))
    assert dw_mid < 0.85 * dw_three


def test_a_hollywood_round_is_valued_in_the_race_of_the_lowest_open_game() -> None:
    """RULES.md's worked example after A's fifth win: game 1 closed at A 104 : B 30, games 2
    and 3 at 79 : 0 and 61 : 0, total round points 158 : 30 (past the target of 100, where
    the equity of the totals is flat). A round counts in the race of game 2, as a round of
    a match to 100 at 79 : 0 would; while game 1 is open, its points are the totals."""
    from ginrummy_desktop.ai.search import _Utility

    hollywood, classic = RuleSet.preset("hollywood"), RuleSet.preset("classic")
    games = ((104, 30, True), (79, 0, False), (61, 0, False))
    for seat in (0, 1):
        h = _Utility(hollywood, (158, 30), seat, games)
        c = _Utility(classic, (79, 0), seat)
        assert [h(p) for p in (-40, -5, 5, 40)] == [c(p) for p in (-40, -5, 5, 40)]
    assert _Utility(hollywood, (158, 30), 0)(40) == (0.0, 1.0)  # the totals alone: flat
    first = ((43, 30, False), (18, 0, False), (0, 0, False))
    assert _Utility(hollywood, (43, 30), 0, first)(20) == _Utility(hollywood, (43, 30), 0)(20)


def test_hollywood_values_stay_points_when_the_totals_pass_the_target() -> None:
    """Seen: a Hollywood set to 10, the first game closed: the coach called taking the upcard
    "worth 1290.0 points more than the next best" (the total round points were past the target,
    where the classic equity is flat and its scale 10,000 points per unit of chance)."""
    view = late_view("2C 3C 4C 7H 8H 9H KS QD 5S 6D 9C", 20,
                     rules={**RuleSet.preset("hollywood").to_dict(), "target": 10,
                            "shutout": "double"},
                     scores=(60, 24), games=[[35, 0, True], [25, 24, True], [0, 0, False]],
                     rounds_won=[2, 1])
    values = evaluate(view, budget=24, seed=3)
    means = [v.mean for v in values.values()]
    # a round here closes game 3 at once: at most the points of a round, a box and the game
    # bonus of 100, doubled points for a shutout
    assert all(abs(m) < 400 for m in means), means
    assert max(means) - min(means) > 1.0  # and the discards still differ
