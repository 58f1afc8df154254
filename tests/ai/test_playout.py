"""The bit-mask playout agrees with the real engine: same deck, same policy, same result."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.ai import playout, search
from ginrummy_desktop.ai.playout import (
    DISCARD,
    OFFER,
    Policy,
    PolicyOpponent,
    deal_masks,
    play_out,
)
from ginrummy_desktop.ai.search import sample_values
from ginrummy_desktop.engine import Phase, Round, RuleSet, SeatView, round_view, shuffled_deck
from ginrummy_desktop.engine.melds import deadwood_of


def engine_round(rules: RuleSet, deck_seed: str, dealer: int, policy: Policy) -> Round:
    rnd = Round(rules, dealer, shuffled_deck(deck_seed))
    bot = PolicyOpponent(policy)
    while not rnd.is_over:
        rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
    return rnd


@pytest.mark.parametrize("preset", ["classic", "single", "to100", "oklahoma"])
@pytest.mark.parametrize("hold", [(-1, -1), (10, -1), (5, 10)])
def test_playout_agrees_with_the_engine(preset: str, hold: tuple[int, int]) -> None:
    """Oklahoma too: the playout given the round's limit and doubling ends every round as the
    engine does (a knock above the round's limit would be refused by the engine)."""
    rules = RuleSet.preset(preset)
    policy = Policy(hold=hold)
    outcomes = set()
    for i in range(40):
        dealer = i % 2
        seed = f"agree/{preset}/{i}"
        rnd = engine_round(rules, seed, dealer, policy)
        hands, stock, pile = deal_masks(shuffled_deck(seed), dealer)
        got = play_out(rules, hands, stock, pile, 1 - dealer, OFFER, dealer, policy,
                       limit=rnd.knock_limit, doubled=rnd.doubled)
        res = rnd.result
        assert res is not None
        assert (got.outcome, got.winner, got.points) == (
            res.outcome, res.winner, res.points), seed
        outcomes.add(got.outcome)
    assert outcomes & {"knock", "gin"}  # rounds that were scored, not only void ones


def test_playout_from_the_middle_of_a_round() -> None:
    """Stopping the engine at a discard and playing on from its masks gives the same end."""
    rules = RuleSet.preset("classic")
    policy = Policy(hold=(4, 8))
    checked = 0
    for i in range(30):
        rnd = Round(rules, i % 2, shuffled_deck(f"mid/{i}"))
        bot = PolicyOpponent(policy)
        steps = 0
        snap = None
        while not rnd.is_over:
            if steps == 9 and rnd.phase.value == "discard":
                snap = (list(rnd.hands), [c.bit for c in rnd.stock],
                        [c.bit for c in rnd.discard_pile], rnd.turn, rnd.dealer,
                        rnd.taken_from_discard.bit if rnd.taken_from_discard else 0)
            rnd.apply(bot.choose(round_view(rnd, rnd.turn)))
            steps += 1
        if snap is None:
            continue
        hands, stock, pile, turn, dealer, banned = snap
        got = play_out(rules, hands, stock, pile, turn, DISCARD, dealer, policy, banned)
        res = rnd.result
        assert res is not None
        assert (got.outcome, got.winner, got.points) == (res.outcome, res.winner, res.points)
        checked += 1
    assert checked >= 10


def _knocks_recorded(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int | None]]:
    """Every knock a playout or the search scores, as (knocker's deadwood, limit given)."""
    seen: list[tuple[int, int | None]] = []
    real = playout.finish_knock

    def spy(*args: Any) -> playout.Outcome:
        # (rules, knocker, kept, defender, seen[, limit, doubled])
        seen.append((deadwood_of(args[2]), args[5] if len(args) > 5 else None))
        return real(*args)

    monkeypatch.setattr(playout, "finish_knock", spy)
    monkeypatch.setattr(search, "finish_knock", spy)
    return seen


def _oklahoma_low_limit_views(rules: RuleSet, limit: int) -> list[SeatView]:
    """Views at the discards of Oklahoma rounds whose first upcard set the limit to ``limit``."""
    views = []
    for i in range(400):
        deck = shuffled_deck(f"low/{i}")
        if rules.round_knock_limit(deck[20]) != limit:
            continue
        rnd = Round(rules, i % 2, deck)
        bot = PolicyOpponent(Policy(hold=(limit, limit)))
        while not rnd.is_over:
            view = round_view(rnd, rnd.turn)
            if rnd.phase is Phase.DISCARD and len(rnd.stock) < 12:
                views.append(view)
            rnd.apply(bot.choose(view))
        if len(views) >= 12:
            break
    return views


def test_playouts_keep_the_oklahoma_round_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """An Oklahoma round whose upcard is a 2: no playout knocks with more than 2, though the
    rule set's limit is 10 and the policy would knock with up to 10."""
    rules = RuleSet.preset("oklahoma")
    knocks = _knocks_recorded(monkeypatch)
    policy = Policy(hold=(10, 10), hold_stock=0)
    played = 0
    for i in range(300):
        deck = shuffled_deck(f"okl/{i}")
        if rules.round_knock_limit(deck[20]) != 2:
            continue
        rnd = Round(rules, i % 2, deck)
        hands, stock, pile = deal_masks(deck, i % 2)
        play_out(rules, hands, stock, pile, 1 - i % 2, OFFER, i % 2, policy,
                 limit=rnd.knock_limit, doubled=rnd.doubled)
        played += 1
    assert played >= 10
    assert knocks, "some playouts ended in a knock or Gin"
    assert all(dead <= 2 for dead, _lim in knocks), sorted(knocks)[-3:]


@pytest.mark.parametrize("single", [False, True])
def test_the_search_keeps_the_oklahoma_round_limit(
    monkeypatch: pytest.MonkeyPatch, single: bool
) -> None:
    """The search's playouts in an Oklahoma round with limit 3 never knock above 3 (late in a
    round, and in a single-round match where both seats knock as soon as they may), and a
    spade upcard doubles every point the search counts."""
    rules = RuleSet.preset("oklahoma")
    if single:
        rules = rules.custom(target=None)
    knocks = _knocks_recorded(monkeypatch)
    views = _oklahoma_low_limit_views(rules, 3)
    assert len(views) >= 6
    doubled_points: list[int] = []
    for view in views:
        assert view.knock_limit == 3
        s = sample_values(view, view.legal_actions(), budget=6, seed=1)
        if view.doubles:
            doubled_points += [p for pts in s.points.values() for p in pts]
    assert knocks
    assert all(dead <= 3 and lim == 3 for dead, lim in knocks), sorted(knocks)[-3:]
    assert doubled_points and all(p % 2 == 0 for p in doubled_points)


def test_the_spade_upcard_doubles_the_playout_points() -> None:
    """A playout of a doubled round scores twice what the same round scores undoubled."""
    rules = RuleSet.preset("oklahoma")
    policy = Policy(hold=(10, 10), hold_stock=0)
    compared = 0
    for i in range(60):
        deck = shuffled_deck(f"dbl/{i}")
        hands, stock, pile = deal_masks(deck, 0)
        plain = play_out(rules, hands, stock, pile, 1, OFFER, 0, policy, limit=10)
        twice = play_out(rules, hands, stock, pile, 1, OFFER, 0, policy, limit=10, doubled=True)
        assert (twice.outcome, twice.winner, twice.points) == (
            plain.outcome, plain.winner, 2 * plain.points)
        compared += plain.points > 0
    assert compared >= 20


def _policy_discard_by_list(hand: int, banned: int) -> tuple[int, int]:
    """The policy's discard from the engine's ``discard_deadwoods`` list: the least deadwood
    left, then the higher card, then the lower bit."""
    from ginrummy_desktop.engine.cards import VALUE_BY_INDEX
    from ginrummy_desktop.engine.melds import discard_deadwoods

    options = [(d, -VALUE_BY_INDEX[b.bit_length() - 1], b)
               for b, d in discard_deadwoods(hand) if not b & banned]
    d, _v, b = min(options)
    return b, d


def test_the_fast_discard_is_the_engines_least_deadwood() -> None:
    """``best_plain_discard`` (suit tables over the set choices) picks exactly the card the
    engine's full list of discards gives, for hands rich in runs and sets, with and without
    a card that may not be thrown (taken from the pile this turn)."""
    import random

    from ginrummy_desktop.engine.melds import melded_value

    rng = random.Random(7)
    with_sets = 0
    for _ in range(6000):
        suits = rng.sample(range(4), rng.choice([1, 2, 2, 3, 4]))
        pool = [s * 13 + r for s in suits for r in range(13)]
        n = rng.choice([8, 10, 11, 11, 11, 12])
        cards = rng.sample(pool if len(pool) > n else range(52), n)
        hand = sum(1 << c for c in cards)
        banned = 1 << rng.choice(cards) if rng.random() < 0.4 else 0
        if rng.random() < 0.2:  # the sampling's "throw one of these": many cards banned
            banned = sum(1 << c for c in rng.sample(cards, rng.randrange(1, n)))
        assert playout.best_plain_discard(hand, banned) == _policy_discard_by_list(
            hand, banned), (cards, banned)
        ranks = [c % 13 for c in cards]
        with_sets += any(ranks.count(r) >= 3 for r in ranks)
        top = rng.choice([c for c in range(52) if c not in cards])
        smaller = hand & ~(1 << cards[0])
        want = melded_value(smaller | 1 << top) > melded_value(smaller)
        assert playout.wants_pile(smaller, 1 << top) is want, (cards, top)
        # the deadwood carried from the last discard gives the same draw
        assert playout.wants_pile(smaller, 1 << top, deadwood_of(smaller)) is want
        # the whole hand's deadwood comes with the discard, from the same set choices
        assert playout.discard_facts(hand, banned)[2] == deadwood_of(hand)
        assert playout.plain_discard(hand, banned) == playout.best_plain_discard(hand, banned)
        assert playout.hand_deadwood(hand) == deadwood_of(hand)
    assert with_sets > 500  # the set choices were exercised, not only runs


def test_the_knock_scores_alike_with_the_deadwoods_carried() -> None:
    """``finish_knock`` given the two hands' deadwoods (as the playout carries them from the
    last discards) scores every knock as it does working them out, and as the engine's lay-off
    does (the shortcut where no card of the defender lies next to a meld)."""
    import random

    from ginrummy_desktop.engine.layoff import best_layoff_mask
    from ginrummy_desktop.engine.melds import best_arrangement_mask
    from ginrummy_desktop.engine.scoring import score_round

    rules = RuleSet.preset("classic")
    rng = random.Random(3)
    knocks = laid = 0
    for _ in range(3000):
        # a knocker's hand: a run, a set, the rest low cards; the defender's at random
        suit, start = rng.randrange(4), rng.randrange(9)
        mine = {suit * 13 + start + k for k in range(rng.choice([3, 4, 5]))}
        rank = rng.randrange(13)
        mine |= {t * 13 + rank for t in rng.sample(range(4), 3)}
        low = [c for c in range(52) if c % 13 < 4 and c not in mine]
        mine |= set(rng.sample(low, max(0, 10 - len(mine))))
        if len(mine) != 10:
            continue
        rest_cards = rng.sample([c for c in range(52) if c not in mine], 10)
        cards = [*mine, *rest_cards]
        kept = sum(1 << c for c in mine)
        defender = sum(1 << c for c in rest_cards)
        dead = deadwood_of(kept)
        if dead > 10:
            continue
        seen = sum(1 << c for c in rng.sample([c for c in range(52) if c not in cards], 4))
        plain = playout.finish_knock(rules, 0, kept, defender, seen, 10, False)
        carried = playout.finish_knock(rules, 0, kept, defender, seen, 10, False, dead,
                                       deadwood_of(defender))
        assert carried == plain
        if dead:
            arr = best_arrangement_mask(kept, seen)
            placed, rest = best_layoff_mask(list(arr.meld_masks), defender)
            s = score_round(rules, "knock", dead, deadwood_of(rest), knock_limit=10)
            assert plain.points == s.points
            assert plain.winner == (0 if s.winner == "knocker" else 1)
            assert playout.layoff_deadwood(arr.meld_masks, defender) == deadwood_of(rest)
            knocks += 1
            laid += bool(placed)
    assert knocks > 100 and laid > 10  # knocks with and without lay-offs


def test_drawing_from_the_bottom_changes_no_chance() -> None:
    """``back``: one seat draws from the bottom of a shuffled stock. The rounds end
    differently deal by deal (it is a different draw), but not on average: the paired
    difference of the points is within four standard errors of zero, and the outcomes come
    as often."""
    import statistics

    rules = RuleSet.preset("classic")
    policy = Policy()
    diffs: list[int] = []
    kinds: dict[tuple[str, bool], int] = {}
    changed = 0
    for i in range(1500):
        dealer = i % 2
        hands, stock, pile = deal_masks(shuffled_deck(f"back/{i}"), dealer)
        top = play_out(rules, hands, stock, pile, 1 - dealer, OFFER, dealer, policy)
        both = play_out(rules, hands, stock, pile, 1 - dealer, OFFER, dealer, policy,
                        back=dealer)
        diffs.append(top.points_for(0) - both.points_for(0))
        changed += top != both
        for o, split in ((top, False), (both, True)):
            kinds[o.outcome, split] = kinds.get((o.outcome, split), 0) + 1
    assert changed > 300
    se = statistics.stdev(diffs) / len(diffs) ** 0.5
    assert abs(statistics.mean(diffs)) < 4 * se
    for outcome in ("knock", "gin", "void"):
        a, b = kinds.get((outcome, False), 0), kinds.get((outcome, True), 0)
        assert abs(a - b) < 4 * (a + b) ** 0.5 + 5, (outcome, a, b)
