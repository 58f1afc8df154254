"""The search's deals: kept deals let an action fall behind and catch up on the same deals."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.ai.base import Tracking
from ginrummy_desktop.ai.search import Search
from ginrummy_desktop.engine import Match, RuleSet, SeatView


def _discard_view() -> SeatView:
    m = Match(RuleSet.preset("classic"), seed=11)
    while True:
        view = m.view(m.turn)
        if view.phase.value == "discard" and len(view.legal_actions()) > 5:
            return view
        m.apply(view.legal_actions()[0])


def test_an_action_catches_up_on_the_same_deals() -> None:
    """``extend`` plays an action on the first n deals: one that fell behind and caught up
    has exactly the results it would have had played on every deal from the start."""
    view = _discard_view()
    a, b, c = view.legal_actions()[:3]
    together = Search(view, "same", split=True).play([a, b, c], 30)
    s = Search(view, "same", split=True, keep=True)
    s.extend(a, 12)
    s.extend(b, 5)
    s.extend(a, 30)  # new deals drawn
    s.extend(c, 30)
    got = s.extend(b, 30)  # back to the kept deals
    for x in (a, b, c):
        assert got.utility[x] == together.utility[x]
        assert got.points[x] == together.points[x]
    assert len(set(together.points[a]) | set(together.points[b])) > 1  # real results


def test_extend_needs_the_kept_deals() -> None:
    view = _discard_view()
    with pytest.raises(ValueError):
        Search(view, 1).extend(view.legal_actions()[0], 4)


def test_the_opponents_kind_is_learnt_from_the_earlier_rounds() -> None:
    """An opponent that knocked while the stock was long is an early knocker; one whose hand,
    laid down at this seat's knock, was within the limit while the stock was long played on
    for Gin. The share of early knockers in the samples moves from the prior with each."""
    from ginrummy_desktop.ai.search import EARLY, PRIOR_WEIGHT, early_share, kind_evidence
    from ginrummy_desktop.engine import PastRound

    base = _discard_view()
    me, opp = base.seat, 1 - base.seat

    def with_rounds(*rounds: PastRound) -> SeatView:
        return SeatView.from_data(dict(base.to_data(),
                                       past_rounds=[r.to_data() for r in rounds]))

    early = PastRound("knock", opp, 6, 31, 20, 10)  # knocked with 20 stock cards left
    late = PastRound("knock", opp, 6, 31, 3, 10)  # ... with 3: a Gin player does too
    held = PastRound("knock", me, 2, 8, 15, 10)  # it held 8 and did not knock
    poor = PastRound("gin", me, 0, 30, 15, 10)  # it held 30: says nothing
    its_gin = PastRound("gin", opp, 0, 30, 15, 10)
    void = PastRound("void", None, 0, 0, 2, 10)
    assert kind_evidence(base) == (0, 0) and early_share(base) == EARLY
    assert early_share(base, 0.0) == 0.0 and early_share(base, 0.0, weight=0.0) == 0.0
    assert kind_evidence(with_rounds(late, poor, its_gin, void)) == (0, 0)
    assert kind_evidence(with_rounds(early, early, held, late)) == (2, 1)
    two = with_rounds(early, early)
    assert early_share(two) == (EARLY * PRIOR_WEIGHT + 2) / (PRIOR_WEIGHT + 2) > EARLY
    assert early_share(two, 0.0) == 2 / (PRIOR_WEIGHT + 2)
    assert early_share(with_rounds(held)) < EARLY and early_share(with_rounds(held), 0.0) == 0.0
    assert early_share(with_rounds(early, held), 0.0) == 1 / (PRIOR_WEIGHT + 2)
    assert Search(two, seed=1).early == EARLY  # a search without it: the fixed share
    assert Search(two, seed=1, early=0.25).early == 0.25


def test_master_plays_the_opponent_as_its_earlier_rounds_showed_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Master's search gets the posterior share of early knockers (``early_share`` with
    Master's prior, at most ``EARLY_MAX``): none before any evidence, more after the
    opponent knocked early, less again after it played on with a hand it could knock with."""
    from ginrummy_desktop.ai import master
    from ginrummy_desktop.ai.search import early_share
    from ginrummy_desktop.engine import PastRound

    seen: list[float] = []

    class Spy(Search):
        def __init__(self, view: SeatView, seed: object = 0, **kw: object) -> None:
            seen.append(float(kw["early"]))  # type: ignore[arg-type]
            super().__init__(view, seed, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(master, "Search", Spy)
    base = _discard_view()
    bot = master.MasterOpponent(seed=3, budget_discard=16, budget_draw=16)
    bot.choose(base)
    assert seen == [master.EARLY_PRIOR] == [0.0]
    early = PastRound("knock", 1 - base.seat, 6, 31, 20, 10)
    later = SeatView.from_data(dict(base.to_data(), past_rounds=[early.to_data()] * 3))
    bot.choose(later)
    assert early_share(later, master.EARLY_PRIOR) == 3 / (3 + 1)
    assert seen[-1] == master.EARLY_MAX == 0.5  # more early knockers measured worse
    one = SeatView.from_data(dict(base.to_data(), past_rounds=[early.to_data()] * 1))
    held = PastRound("knock", base.seat, 2, 8, 15, 10)
    mixed = SeatView.from_data(dict(base.to_data(),
                                    past_rounds=[early.to_data(), held.to_data()]))
    bot.choose(one)
    bot.choose(mixed)
    assert seen[-2:] == [0.5, 1 / 3]


def _sample_deal_by_sorting_cards(
    t: Tracking, weights: dict[int, float], rng: random.Random
) -> tuple[int, list[int]]:
    """``sample_deal`` as first written (keys drawn inside ``sorted``), for the check below."""
    from ginrummy_desktop.ai.playout import plain_discard
    from ginrummy_desktop.ai.search import EXTRA

    unseen = list(weights)
    extra = max(0, min(EXTRA, len(unseen) - t.opp_hidden))
    keyed = sorted(unseen, key=lambda b: rng.random() ** (1.0 / weights[b]), reverse=True)
    chosen, rest = keyed[:t.opp_hidden + extra], keyed[t.opp_hidden + extra:]
    sampled = sum(chosen)
    hand = t.opp_known | sampled
    for _ in range(extra):
        b = plain_discard(hand, hand & ~sampled)[0]
        hand ^= b
        sampled ^= b
        rest.append(b)
    rng.shuffle(rest)
    return hand, rest[: t.stock]


def test_the_weights_powers_worked_out_once_draw_the_same_deals() -> None:
    """``Search`` hands ``sample_deal`` the powers ``1 / weight`` worked out once, and the
    keys are drawn in a list before sorting: the same deals as drawing each key inside
    ``sorted`` with the weight looked up, from the same random numbers."""
    from ginrummy_desktop.ai.base import track
    from ginrummy_desktop.ai.search import card_weights, sample_deal

    view = _discard_view()
    t = track(view)
    w = card_weights(t)
    powers = [1.0 / x for x in w.values()]
    a, b, c = random.Random(5), random.Random(5), random.Random(5)
    deals = [_sample_deal_by_sorting_cards(t, w, a) for _ in range(50)]
    assert deals == [sample_deal(t, w, b, powers=powers) for _ in range(50)]
    assert deals == [sample_deal(t, w, c) for _ in range(50)]
    assert len({d[0] for d in deals}) > 40  # different deals, not one repeated
