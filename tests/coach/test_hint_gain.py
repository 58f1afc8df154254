"""The hint's "worth N points more than the next best" is read on enough deals.

The hint's race stops as soon as one action is clearly ahead; a gain read at that moment is
too large. Found in a real window (classic, seed 5, the first upcard against Master): the hint
said taking the 7 of hearts was worth 17.9 points more than passing, the round's review said
3.9. The rest of the budget now goes on the best and the next best, on the same deals."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import HINT_PLAYOUTS, SECONDS, hint
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet, SeatView


def _upcard() -> SeatView:
    m = Match(RuleSet.preset("classic"), 5)
    view = m.view(m.turn)
    assert view.phase is Phase.OFFER and str(view.discard_top) == "7H"
    return view


def test_the_gain_hardly_depends_on_the_seed_of_the_race() -> None:
    view = _upcard()
    gains = []
    for seed in ("hint", "a", "b", "c"):
        h = hint(view, seed=seed)
        assert h.best == Action.take() and h.second == Action.pass_()
        gains.append(h.gain)
    # the gains were 17.9, 13.7, 3.7 and 3.8 when read where the race stopped
    assert max(gains) - min(gains) < 2.0, gains
    assert all(1.0 < g < 6.0 for g in gains), gains


def test_best_and_next_best_are_played_on_the_same_deals_within_the_budget() -> None:
    m = Match(RuleSet.preset("classic"), 8)
    views = []
    while len(views) < 6 and not m.round.is_over:
        view = m.view(m.turn)
        if view.phase is Phase.DISCARD:
            views.append(view)
        legal = view.legal_actions()
        m.apply(next((a for a in legal if a.kind in (Kind.DRAW_STOCK, Kind.PASS)), legal[-1]))
    assert len(views) >= 3
    for view in [_upcard(), *views]:
        h = hint(view)
        assert h.second is not None
        assert h.samples[h.best] == h.samples[h.second] >= 64
        # the budget, passed at most by the race's last step (an action or two), by what
        # a next best dropped early needs to catch up with the best on the same deals and by
        # the other actions read on the best's deals to find the next best (``SECONDS``)
        others = sum(n for a, n in h.samples.items() if a not in (h.best, h.second))
        assert others + h.samples[h.best] <= (HINT_PLAYOUTS + len(view.legal_actions())
                                              + (SECONDS - 1) * h.samples[h.best])


# classic, seed 8: three aces, 8-9-10 of spades, 6-7-8 of diamonds, the 2 of hearts and the
# 2 of diamonds just drawn (a real window, English, 1920x1080)
TWO_TWOS = ["pass", "pass", "draw", "discard QD", "draw", "discard 9H", "draw", "discard TD",
            "draw", "discard QC", "draw", "discard KS", "draw", "discard KH", "draw",
            "discard QH", "draw", "discard KC", "draw", "discard 9D", "draw", "discard 5H",
            "pick", "discard 7S", "draw"]


def test_the_next_best_is_not_an_action_that_only_looked_close_on_few_deals() -> None:
    """The hint said "Discard the 2 of hearts - worth 10.5 points more than the next best:
    knock with the ace of spades"; discarding the 2 of diamonds instead is as good (a search
    of 256 deals: 14.9 against 14.4 points, knocking with an ace 3.2). Knocking with an ace
    had looked close on its first 64 deals, the 2 of diamonds had been read on 56."""
    m = Match(RuleSet.preset("classic"), 8)
    for text in TWO_TWOS:
        m.apply(Action.parse(text))
    view = m.view(0)
    for seed in ("hint", "a", "b"):
        h = hint(view, seed=seed)
        assert {h.best, h.second} == {Action.parse("discard 2H"), Action.parse("discard 2D")}
        assert h.gain < 3.0 and h.samples[h.second] >= h.samples[h.best], (seed, h.gain)
