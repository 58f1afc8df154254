"""No peeking and determinism: an opponent decides from its seat's view alone."""

from __future__ import annotations

import random
import threading

import pytest

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.engine import Card, Match, Round, RuleSet, SeatView, round_view

from .helpers import decisions


@pytest.mark.parametrize("level", LEVELS)
def test_views_built_from_plain_data(level: str) -> None:
    """A view made of card codes (as another program would send) is enough to play."""
    bot = make_opponent(level, seed=5)
    for _m, view, _a in decisions((level, "simple"), RuleSet.preset("classic"), "data", 3):
        if view.seat != 0:
            continue
        plain = SeatView.from_data(view.to_data())
        choice = bot.choose(plain)
        assert choice == bot.choose(view)
        assert choice in plain.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_decision(level: str) -> None:
    """Swap the opponent's hidden cards with stock cards and shuffle the stock: the seat's view
    stays the same, and so does every decision."""
    rng = random.Random(3)
    bot = make_opponent(level, seed=9)
    checked = 0
    for m, view, _a in decisions((level, level), RuleSet.preset("classic"), "hide", 3):
        rnd = m.round
        seat = view.seat
        other = 1 - seat
        action = bot.choose(view)
        saved = (list(rnd.hands), list(rnd.stock))
        try:
            for _ in range(2):
                hidden = rnd.hands[other] & ~rnd.known[other]
                pool = [c.bit for c in rnd.stock] + [
                    1 << i for i in range(52) if hidden >> i & 1
                ]
                rng.shuffle(pool)
                k = hidden.bit_count()
                rnd.hands[other] = (rnd.hands[other] & ~hidden) | sum(pool[:k])
                rnd.stock = [Card.from_index(b.bit_length() - 1) for b in pool[k:]]
                changed = round_view(rnd, seat, m.scores, m.round_number)
                assert changed == view
                assert bot.choose(changed) == action
                checked += 1
        finally:
            rnd.hands, rnd.stock = saved
    assert checked > 40


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_view_same_choice(level: str) -> None:
    views = [v for _m, v, _a in decisions((level, level), RuleSet.preset("short"), "det", 2)]
    first = [make_opponent(level, seed=42).choose(v) for v in views]
    shuffled = list(range(len(views)))
    random.Random(1).shuffle(shuffled)
    bot = make_opponent(level, seed=42)
    again = {i: bot.choose(views[i]) for i in shuffled}  # another call history
    assert [again[i] for i in range(len(views))] == first


def test_one_opponent_from_worker_threads() -> None:
    views = [v for _m, v, _a in decisions(("strong", "simple"), RuleSet.preset("classic"), "th", 1)]
    bot = make_opponent("strong", seed=1)
    want = [bot.choose(v) for v in views]
    got: list[object] = [None] * len(views)

    def work(i: int) -> None:
        got[i] = bot.choose(views[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(views))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == want


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown opponent level"):
        make_opponent("grandmaster")


def test_match_views_only() -> None:
    """The opponent gets a SeatView, which holds no reference to the round or the match."""
    m = Match(RuleSet.preset("classic"), seed=1)
    v = m.view(m.round.turn)

    def leaves(x: object) -> list[object]:
        if isinstance(x, (tuple, list)):
            return [leaf for item in x for leaf in leaves(item)]
        return [x]

    values = [leaf for value in vars(v).values() for leaf in leaves(value)]
    assert values and not any(isinstance(x, (Match, Round)) for x in values)
    other = set(m.round.hand(1 - v.seat))
    assert not other & {x for x in values if isinstance(x, Card)} - set(v.opponent_known)


@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "master"])
def test_the_earlier_rounds_facts_change_no_other_level(level: str) -> None:
    """Only Master reads ``past_rounds``; the other levels seed their numbers without them,
    so they play a round as they did before the facts were shown."""
    from ginrummy_desktop.engine import PastRound

    facts = [PastRound("knock", 1, 7, 23, 19, 10).to_data(), PastRound("void").to_data()]
    bot = make_opponent(level, seed=4)
    for _m, view, _a in decisions((level, "simple"), RuleSet.preset("classic"), "past", 2):
        told = SeatView.from_data(dict(view.to_data(), past_rounds=facts))
        assert len(told.past_rounds) == 2 and told.seed_data() == view.seed_data()
        assert bot.choose(told) == bot.choose(view)
