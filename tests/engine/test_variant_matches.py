"""2,000 seeded matches per variant preset (Oklahoma, Hollywood): cards conserved, totals =
rounds + bonuses, every round within its own knock limit and doubling, and the match ends
exactly when it should. A direct, cheap player keeps this fast: one ``discard_deadwoods`` per
turn instead of the full list of legal actions."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.engine import (
    HOLLYWOOD_GAMES,
    Action,
    Match,
    Phase,
    Round,
    RuleSet,
    discard_deadwoods,
    final_scores,
    hollywood_games,
)
from ginrummy_desktop.engine.cards import FULL_DECK_MASK, Card, cards_mask

MATCHES = 2000
CHUNKS = 4  # separate test items, so a failure names a smaller range of seeds
EVERY_STATE = 200  # these seeds check the 52 cards after every action, the rest per round


def conserved(r: Round) -> bool:
    parts = [r.hands[0], r.hands[1], cards_mask(r.discard_pile), cards_mask(r.stock),
             cards_mask(c for c, _ in r.layoffs)]
    if r.knock_card is not None:
        parts.append(r.knock_card.bit)
    total = 0
    for p in parts:
        if total & p:
            return False
        total |= p
    return total == FULL_DECK_MASK


def fast_action(m: Match, rng: random.Random) -> Action:
    """Pass or take the upcard, draw mostly from the stock, discard the card that leaves the
    least deadwood, knock (or declare Big Gin) when the round's limit allows, mostly."""
    r = m.round
    phase = r.phase
    if phase is Phase.OFFER:
        return Action.take() if rng.random() < 0.2 else Action.pass_()
    if phase is Phase.DRAW:
        if not r.upcard_passed and r.discard_pile and rng.random() < 0.15:
            return Action.draw_discard()
        return Action.draw_stock()
    if phase is Phase.LAYOFF:
        return Action.finish_layoff()
    hand = r.hands[r.turn]
    banned = r.taken_from_discard.bit if r.taken_from_discard is not None else 0
    dead, bit = min((d, b) for b, d in discard_deadwoods(hand) if b != banned)
    card = Card.from_index(bit.bit_length() - 1)
    if dead == 0 and m.rules.big_gin_allowed and rng.random() < 0.5:
        big = Action.big_gin()
        if big in r.legal_actions():
            return big
    if dead <= r.knock_limit and rng.random() < 0.9:
        return Action.knock(card)
    return Action.discard(card)


def play(rules: RuleSet, seed: int) -> Match:
    m = Match(rules, seed)
    rng = random.Random(seed)
    while not m.is_over:
        rnd = m.round
        m.apply(fast_action(m, rng))
        if m.round is rnd:
            assert seed >= EVERY_STATE or conserved(rnd)
        else:  # a round ended: all 52 cards, its own limit and doubling
            assert conserved(rnd)
            res = m.results[-1]
            assert rnd.knock_limit == rules.round_knock_limit(rnd.first_upcard)
            assert res.doubled == (res.outcome != "void" and rules.round_doubles(rnd.first_upcard))
            if res.outcome == "knock":
                assert 0 < res.knocker_deadwood <= rnd.knock_limit
            if res.outcome != "void":
                base = (res.defender_deadwood - res.knocker_deadwood
                        if res.outcome == "knock" and not res.undercut else None)
                if base is not None:
                    assert res.points == base * (2 if res.doubled else 1)
                assert res.points % 2 == 0 or not res.doubled
    return m


def reference_games(rules: RuleSet, rounds: list[tuple[int, int]]) -> list[list[int]]:
    """Hollywood, game by game: game g takes round i (the k-th win of its seat) while open if
    g <= k or every lower game had closed before round i. Returns each game's points."""
    assert rules.target is not None
    closed_at: list[int] = []  # round index after which each game closed
    out = []
    for g in range(1, HOLLYWOOD_GAMES + 1):
        pts = [0, 0]
        wins = [0, 0]
        end = len(rounds)
        for i, (seat, p) in enumerate(rounds):
            wins[seat] += 1
            lower_closed = all(c < i for c in closed_at)
            if wins[seat] >= g or lower_closed:
                pts[seat] += p
                if pts[seat] >= rules.target:
                    end = i
                    break
        closed_at.append(end)
        out.append(pts)
    return out


def check_totals(m: Match) -> None:
    rules, f = m.rules, m.final
    assert f == final_scores(rules, m.scored)
    for s in (0, 1):
        assert f.totals[s] == (f.round_points[s] + f.game_bonus[s] + f.box_bonus[s]
                               + f.shutout_bonus[s])
    assert f.winner is not None and f.margin == f.totals[f.winner] - f.totals[1 - f.winner]
    assert f.margin > 0 or rules.hollywood


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_oklahoma_matches(chunk: int) -> None:
    rules = RuleSet.preset("oklahoma")
    assert rules.target is not None
    limits = set()
    for seed in range(chunk, MATCHES, CHUNKS):
        m = play(rules, seed)
        check_totals(m)
        pts = [0, 0]
        for r in m.scored:
            pts[r[0]] += r[1]
        assert tuple(pts) == m.scores == m.final.round_points
        assert max(m.scores) >= rules.target > max(m.scores) - m.scored[-1][1]
        assert m.final.winner == (0 if pts[0] > pts[1] else 1)
        limits |= {r.knocker_deadwood for r in m.results if r.outcome == "knock"}
    assert limits == set(range(1, 11))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_hollywood_matches(chunk: int) -> None:
    rules = RuleSet.preset("hollywood")
    for seed in range(chunk, MATCHES, CHUNKS):
        m = play(rules, seed)
        check_totals(m)
        games = m.hollywood_games
        assert all(g.closed for g in games)  # over exactly when all three have closed ...
        before = hollywood_games(rules, m.scored[:-1])
        assert not all(g.closed for g in before)  # ... and not one round earlier
        assert [list(g.points) for g in games] == reference_games(rules, m.scored)
        f = m.final
        assert f.totals == tuple(sum(g.totals[s] for g in games) for s in (0, 1))
        assert f.rounds_won == m.rounds_won
        for g in games:
            assert g.final is not None and g.final.winner is not None
            assert g.points[g.final.winner] >= 100 > g.points[1 - g.final.winner]
            assert g.final.box_bonus == tuple(
                25 * sum(1 for s, _ in g.entries if s == seat) for seat in (0, 1))
