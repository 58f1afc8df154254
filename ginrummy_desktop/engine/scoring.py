"""Scoring a round and the end of a match (RULES.md, "Scoring a round" and "The match").

>>> rules = RuleSet.preset("classic")
>>> score_round(rules, "knock", 6, 18).points
12
>>> r = score_round(rules, Outcome.KNOCK, 10, 10); (r.winner.value, r.points)
('defender', 25)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginrummy_desktop.engine.errors import RulesError
from ginrummy_desktop.engine.outcome import Outcome, Side
from ginrummy_desktop.engine.rules import RuleSet


@dataclass(frozen=True)
class RoundScore:
    """Who won a round and the points: ``winner`` is ``Side.KNOCKER`` or ``Side.DEFENDER``;
    ``bonus`` is the part of ``points`` that is a gin, big gin or undercut bonus; ``undercut``
    marks D <= K."""

    winner: Side
    points: int
    bonus: int
    undercut: bool


def score_round(
    rules: RuleSet, outcome: Outcome | str, knocker_deadwood: int, defender_deadwood: int
) -> RoundScore:
    """Points of one round. ``outcome`` is ``Outcome.KNOCK``, ``GIN`` or ``BIG_GIN`` (or its
    text).

    ``defender_deadwood`` is after lay-offs for a knock and without them for Gin and Big Gin.
    A tie is an undercut: the defender scores.
    """
    k, d = knocker_deadwood, defender_deadwood
    if k < 0 or d < 0:
        raise RulesError("bad_outcome", outcome=f"{outcome} {k}/{d}")
    if outcome == Outcome.GIN:
        if k != 0:
            raise RulesError("bad_outcome", outcome=f"gin with {k}")
        return RoundScore(Side.KNOCKER, d + rules.gin_bonus, rules.gin_bonus, False)
    if outcome == Outcome.BIG_GIN:
        if rules.big_gin_bonus is None or k != 0:
            raise RulesError("bad_outcome", outcome=outcome)
        return RoundScore(Side.KNOCKER, d + rules.big_gin_bonus, rules.big_gin_bonus, False)
    if outcome == Outcome.KNOCK:
        if k > rules.knock_limit:
            raise RulesError("bad_outcome", outcome=f"knock with {k}")
        if d > k:
            return RoundScore(Side.KNOCKER, d - k, 0, False)
        return RoundScore(
            Side.DEFENDER, k - d + rules.undercut_bonus, rules.undercut_bonus, True
        )
    raise RulesError("bad_outcome", outcome=outcome)


@dataclass(frozen=True)
class FinalScores:
    """The end of a match: ``totals`` with bonuses, ``winner`` seat (None while the points are
    level and the match is not over; once it is over there is always a winner), ``margin`` =
    winner's total minus loser's; the parts for the score sheet."""

    totals: tuple[int, int]
    winner: int | None
    margin: int
    round_points: tuple[int, int]
    rounds_won: tuple[int, int]
    game_bonus: tuple[int, int]
    box_bonus: tuple[int, int]
    shutout: bool
    shutout_bonus: tuple[int, int]


def final_scores(rules: RuleSet, rounds: Sequence[tuple[int, int]]) -> FinalScores:
    """Totals of a match from its scored rounds, ``[(winner_seat, points), ...]`` in order.

    The winner is whoever has more round points (the one who reached the target); when a match
    ends level (a single round won with 0 points) it is the winner of that last round. End
    bonuses as the rules say: game bonus to the winner, box bonus per round won to each, and a
    shutout (the loser won no round) doubles the winner's round points (before the bonuses) or
    adds a bonus.

    >>> f = final_scores(RuleSet.preset("bonus"), [(0, 25)] * 4 + [(1, 36)] * 2)
    >>> f.totals, f.margin
    ((300, 122), 178)
    """
    pts = [0, 0]
    won = [0, 0]
    for seat, p in rounds:
        if seat not in (0, 1) or p < 0:
            raise RulesError("bad_outcome", outcome=f"round ({seat}, {p})")
        pts[seat] += p
        won[seat] += 1
    over = bool(rounds) if rules.target is None else max(pts) >= rules.target
    if pts[0] == pts[1] and not (over and rounds):
        return FinalScores(
            (pts[0], pts[1]), None, 0, (pts[0], pts[1]), (won[0], won[1]),
            (0, 0), (0, 0), False, (0, 0),
        )
    # whoever has more points; on a tie (a match ended by a round won with 0 points) the one
    # who won the last round, which ended the match
    w = rounds[-1][0] if pts[0] == pts[1] else (0 if pts[0] > pts[1] else 1)
    lo = 1 - w
    shutout = won[lo] == 0
    totals = list(pts)
    shut_extra = [0, 0]
    if shutout and rules.shutout == "double":
        shut_extra[w] = pts[w]
    elif shutout and rules.shutout == "plus100":
        shut_extra[w] = rules.shutout_bonus
    game = [0, 0]
    game[w] = rules.game_bonus
    box = [won[0] * rules.box_bonus, won[1] * rules.box_bonus]
    for s in (0, 1):
        totals[s] += shut_extra[s] + game[s] + box[s]
    return FinalScores(
        (totals[0], totals[1]), w, totals[w] - totals[lo], (pts[0], pts[1]),
        (won[0], won[1]), (game[0], game[1]), (box[0], box[1]),
        shutout and rules.shutout != "none", (shut_extra[0], shut_extra[1]),
    )
