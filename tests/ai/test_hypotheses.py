"""Hidden hands of an early knocker that explain its whole round (``ai/hypotheses.py``)."""

from __future__ import annotations

import functools
import random

import pytest

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.base import bits_of, track, value_of_bit
from ginrummy_desktop.ai.hypotheses import RoundModel, chain, consistent_hands
from ginrummy_desktop.ai.playout import RELATED
from ginrummy_desktop.ai.search import Search, _opponent_discarded
from ginrummy_desktop.ai.simple import completes_meld
from ginrummy_desktop.engine import Kind, Match, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of


@functools.lru_cache(maxsize=1)
def _positions() -> list[tuple[SeatView, int, int, tuple[int, ...]]]:
    """(Strong's view, Simple's hand now, its deal, its stock draws so far) at Strong's
    decisions after Simple's first discard, in seeded classic matches (the deal and the draws
    come from the engine: only the test sees them)."""
    out = []
    for r in range(3):
        m = Match(RuleSet.preset("classic"), f"hyp/{r}")
        bots = [make_opponent("strong", seed=r), make_opponent("simple", seed=r)]
        rnd = None
        deal, draws = 0, []
        while not m.is_over:
            if m.round is not rnd:
                rnd = m.round
                deal, draws = rnd.hands[1], []
            view = m.view(m.round.turn)
            if view.seat == 0 and view.phase.value in ("offer", "draw", "discard") \
                    and _opponent_discarded(view):
                out.append((view, rnd.hands[1], deal, tuple(draws)))
            action = bots[view.seat].choose(view)
            if view.seat == 1 and action.kind is Kind.DRAW_STOCK:
                draws.append(rnd.stock[0].bit)
            m.apply(action)
    return out


def _replay(view: SeatView, deal: int, draws: list[int]) -> tuple[list[str], int, int]:
    """The opponent's moves of ``view`` replayed from ``deal`` and ``draws`` with the engine's
    own functions and Simple's rules, written apart from ``RoundModel``: (what went wrong,
    the hand it ends with, the product of the number of equally good throws)."""
    opp = 1 - view.seat
    up = view.first_upcard
    assert up is not None
    hand = deal
    fails = []
    ties = 1
    banned = 0
    prev = None
    drawn = iter(draws)
    for e in view.pile_events:
        if e.seat != opp:
            prev = e.kind
            continue
        card = e.card.bit if e.card is not None else up.bit
        if e.kind in (Kind.PASS, Kind.DRAW_STOCK):
            forced = e.kind is Kind.DRAW_STOCK and prev is Kind.PASS
            if e.card is not None and not forced and completes_meld(hand, card):
                fails.append(f"left {e.card}")
            if e.kind is Kind.DRAW_STOCK:
                x = next(drawn)
                assert not hand & x
                hand |= x
                banned = 0
        elif e.kind in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
            if not completes_meld(hand, card):
                fails.append("took a card for no meld")
            hand |= card
            banned = card
        elif e.kind is Kind.DISCARD:
            assert hand & card and hand.bit_count() == 11
            keys = [(deadwood_of(hand ^ b), -value_of_bit(b)) for b in bits_of(hand & ~banned)]
            mine = (deadwood_of(hand ^ card), -value_of_bit(card))
            if mine != min(keys):
                fails.append(f"threw {e.card}, not its best")
            ties *= keys.count(min(keys))
            if min(keys)[0] <= view.knock_limit:
                fails.append(f"could knock, threw {e.card}")
            hand ^= card
            banned = 0
        prev = e.kind
    return fails, hand, ties


def test_the_true_deal_and_draws_explain_the_round() -> None:
    """Simple's true deal and stock draws break none of its rules, by the model and by the
    replay above; the model has something to check at every position."""
    positions = _positions()
    assert len(positions) > 60
    tied = 0
    for view, hand, deal, draws in positions:
        model = RoundModel(view)
        assert model.ok
        assert model.violations(deal, list(draws)) == 0
        assert _replay(view, deal, list(draws)) == ([], hand, model.ties)
        assert len(model.draw_steps) == len(draws)
        tied += model.ties > 1
        hidden = hand & ~model.known
        start = model.start(hidden, random.Random(1))
        assert start is not None and start[0].bit_count() + len(model.draw_steps) == (
            hidden | model.origin).bit_count()
    assert tied > 10  # equally good throws happen (Simple picks one of them at random)


def test_a_changed_deal_breaks_the_rules() -> None:
    """The true deal with a card still held swapped for an unseen ten-card that shares a meld
    with none of the opponent's cards is found out where a lower card was thrown since."""
    found = 0
    for view, hand, deal, draws in _positions():
        model = RoundModel(view)
        t = track(view)
        tens = [b for b in bits_of(t.unseen & ~hand) if value_of_bit(b) == 10
                and not RELATED[b.bit_length() - 1] & (hand | model.origin | model.taken)]
        held = [b for b in bits_of(deal & hand & ~t.opp_known)]
        low = [c for k, c, _b in model.steps if k == 3 and value_of_bit(c) < 10]
        if not tens or not held or not low:
            continue
        z, u = held[0], tens[0]
        assert model.violations(deal ^ z ^ u, list(draws)) > 0
        found += 1
    assert found > 20


def _pool(view: SeatView, seed: int) -> list[tuple[int, int, list[int]]]:
    model = RoundModel(view)
    s = Search(view, seed, early=1.0)
    rng = random.Random(seed)
    out = []
    for _ in range(2):
        start = s.deal()[0] & ~model.known
        out += [(h, d, x) for h, v, d, x in chain(model, start, rng, 600, 20) if v == 0]
    return out


def test_the_chains_hypotheses_explain_the_round() -> None:
    """Every state without violations that the chains keep is a deal and draws that Simple's
    rules, replayed with the engine's functions, explain; its hidden cards are unseen cards
    (never the seat's own, never the pile's), as many as the opponent hides."""
    checked = 0
    for view, _hand, _deal, _draws in _positions()[::3]:
        t = track(view)
        for hidden, deal, draws in _pool(view, 5)[::5]:
            assert _replay(view, deal, draws)[:2] == ([], t.opp_known | hidden)
            assert hidden & ~t.unseen == 0 and hidden.bit_count() == t.opp_hidden
            checked += 1
    assert checked > 100


def test_the_pool_holds_no_loose_high_card_after_a_low_throw() -> None:
    """Right after the opponent threw a card below ten (no draw since), it holds no loose
    ten-card: throwing that instead would have left less deadwood. The search's weighted
    samples break this now and then; the pool's hands never."""
    from ginrummy_desktop.ai.search import sample_deal

    pooled = sampled = 0
    for view, _hand, _deal, _draws in _positions():
        last = [e for e in view.pile_events if e.seat != view.seat][-1]
        if last.kind is not Kind.DISCARD or last.card is None:
            continue
        d = last.card.bit
        if value_of_bit(d) >= 10:
            continue
        t = track(view)

        def loose_ten(hidden: int, d: int = d, known: int = t.opp_known) -> bool:
            hand = known | hidden
            return any(value_of_bit(b) == 10 and not RELATED[b.bit_length() - 1] & (hand | d)
                       for b in bits_of(hidden))

        s = Search(view, 2, early=1.0, consistent=True)
        s.deal()
        assert s.pool is not None
        for hidden in s.pool:
            assert not loose_ten(hidden)
            pooled += 1
        rng = random.Random(2)
        sampled += sum(loose_ten(sample_deal(t, s.weights, rng)[0] & ~t.opp_known)
                       for _ in range(20))
    assert pooled > 500
    assert sampled > 0


def test_the_pool_is_the_same_for_a_seed_and_view() -> None:
    view = _positions()[10][0]
    model = RoundModel(view)

    def pool(seed: int) -> list[int]:
        rng = random.Random(seed)
        return consistent_hands(model, lambda: _start(view, rng), rng)

    assert pool(1) == pool(1)
    assert pool(1) != pool(2)
    a = Search(view, 7, early=0.5, consistent=True)
    b = Search(view, 7, early=0.5, consistent=True)
    assert [a.deal() for _ in range(30)] == [b.deal() for _ in range(30)]
    assert a.pool and a.pool == b.pool


def _start(view: SeatView, rng: random.Random) -> int:
    t = track(view)
    cards = bits_of(t.unseen)
    rng.shuffle(cards)
    return sum(cards[: t.opp_hidden])


def test_only_early_knockers_use_the_pool() -> None:
    """Without early knockers (Master against Strong) the search deals exactly as before;
    the coach's search (no ``consistent``) never makes a pool."""
    for view, _hand, _deal, _draws in _positions()[::10]:
        plain = Search(view, 3, early=0.0)
        gated = Search(view, 3, early=0.0, consistent=True)
        assert [plain.deal() for _ in range(20)] == [gated.deal() for _ in range(20)]
        assert gated.pool is None
        coach = Search(view, 3, early=0.5)
        for _ in range(20):
            coach.deal()
        assert coach.pool is None


def test_master_asks_for_the_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.ai import master

    made: list[Search] = []

    class Spy(Search):
        def __init__(self, view: SeatView, seed: object = 0, **kw: object) -> None:
            super().__init__(view, seed, **kw)  # type: ignore[arg-type]
            made.append(self)

    monkeypatch.setattr(master, "Search", Spy)
    from ginrummy_desktop.engine import PastRound

    view = _positions()[5][0]
    early = PastRound("knock", 1 - view.seat, 6, 31, 20, 10)
    view = SeatView.from_data(dict(view.to_data(), past_rounds=[early.to_data()] * 3))
    master.MasterOpponent(seed=3, budget_discard=16, budget_draw=16).choose(view)
    assert made and made[0].consistent and made[0].pool
