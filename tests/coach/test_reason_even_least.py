"""A mistake's reason does not praise the best move for what the move played did as well.

English 1920x1080: "You played: discard the king of hearts - 2.6 points lost. Best: discard
the jack of clubs. Discarding the jack of clubs leaves you 78 deadwood, the least you can
have." The king of hearts left 78 too. Where both leave the least deadwood the reason now says
so ("Either leaves you 78 deadwood; the coach prefers to discard the ..."). Positions: Strong
against Strong, classic, every discard of seat 0 in the first rounds of seeds 1-8."""

from __future__ import annotations

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach.hint import reason
from ginrummy_desktop.engine import Kind, Match, RuleSet
from ginrummy_desktop.engine.melds import deadwood_of


def test_two_discards_leaving_the_least_are_not_told_apart_by_it() -> None:
    seen = 0
    for seed in range(1, 9):
        m = Match(RuleSet.preset("classic"), seed)
        bots = [make_opponent("strong", seed), make_opponent("strong", seed + 1)]
        while not m.results:
            view = m.view(m.round.turn)
            if view.seat == 0 and view.phase.value == "discard":
                hand = view.hand_mask
                discards = [a for a in view.legal_actions() if a.kind is Kind.DISCARD]
                left = {a: deadwood_of(hand ^ a.card.bit) for a in discards if a.card}
                least = min(left.values())
                both = [a for a in discards if left.get(a) == least]
                for a, b in zip(both, both[1:], strict=False):
                    why, facts = reason(view, a, b)
                    assert why != "least", (seed, a.text(), b.text())
                    if why == "even":
                        assert facts == {"n": least, "card": a.card}
                        seen += 1
            m.apply(bots[m.round.turn].choose(view))
    assert seen >= 3  # the case comes up

