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
from ginrummy_desktop.engine.rules import HOLLYWOOD_GAMES, RuleSet


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
    rules: RuleSet, outcome: Outcome | str, knocker_deadwood: int, defender_deadwood: int,
    *, knock_limit: int | None = None, doubled: bool = False,
) -> RoundScore:
    """Points of one round. ``outcome`` is ``Outcome.KNOCK``, ``GIN`` or ``BIG_GIN`` (or its
    text).

    ``defender_deadwood`` is after lay-offs for a knock and without them for Gin and Big Gin.
    A tie is an undercut: the defender scores. ``knock_limit`` is the round's own limit where
    it differs from the rule set's (Oklahoma); ``doubled`` doubles every point, bonus included.

    >>> ok = RuleSet.preset("oklahoma")
    >>> score_round(ok, "knock", 3, 20, knock_limit=7, doubled=True).points
    34
    """
    base = _score_round(rules, outcome, knocker_deadwood, defender_deadwood,
                        rules.knock_limit if knock_limit is None else knock_limit)
    if not doubled:
        return base
    return RoundScore(base.winner, base.points * 2, base.bonus * 2, base.undercut)


def _score_round(
    rules: RuleSet, outcome: Outcome | str, k: int, d: int, limit: int
) -> RoundScore:
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
        if k > limit:
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
    winner's total minus loser's; the parts for the score sheet.

    ``totals`` = ``round_points`` + ``game_bonus`` + ``box_bonus`` + ``shutout_bonus`` for each
    seat. With Hollywood scoring ``games`` holds the three games and every part is the sum over
    them (a round entered in two games counts in both); ``rounds_won`` stays the rounds won."""

    totals: tuple[int, int]
    winner: int | None
    margin: int
    round_points: tuple[int, int]
    rounds_won: tuple[int, int]
    game_bonus: tuple[int, int]
    box_bonus: tuple[int, int]
    shutout: bool
    shutout_bonus: tuple[int, int]
    games: tuple[HollywoodGame, ...] = ()


@dataclass(frozen=True)
class HollywoodGame:
    """One game of a Hollywood score sheet: ``entries`` are (seat, points) in the order they
    were entered; once ``closed`` (a seat reached the target in it) ``final`` holds its end
    bonuses, otherwise ``final`` is None."""

    number: int
    entries: tuple[tuple[int, int], ...]
    points: tuple[int, int]
    closed: bool
    final: FinalScores | None

    @property
    def totals(self) -> tuple[int, int]:
        """The game's totals: with its bonuses once closed, its points while open."""
        return self.final.totals if self.final is not None else self.points


def final_scores(rules: RuleSet, rounds: Sequence[tuple[int, int]]) -> FinalScores:
    """Totals of a match from its scored rounds, ``[(winner_seat, points), ...]`` in order.

    The winner is whoever has more round points (the one who reached the target); when a match
    ends level (a single round won with 0 points) it is the winner of that last round. End
    bonuses as the rules say: game bonus to the winner, box bonus per round won to each, and a
    shutout (the loser won no round) doubles the winner's round points (before the bonuses) or
    adds a bonus.
    With Hollywood scoring see ``hollywood_games``: the totals are the sums of the three games.

    >>> f = final_scores(RuleSet.preset("bonus"), [(0, 25)] * 4 + [(1, 36)] * 2)
    >>> f.totals, f.margin
    ((300, 122), 178)
    """
    if rules.hollywood:
        return _hollywood_final(rules, rounds)
    return _classic_final(rules, rounds)


def hollywood_games(
    rules: RuleSet, rounds: Sequence[tuple[int, int]]
) -> tuple[HollywoodGame, ...]:
    """The three games of a Hollywood sheet after ``rounds`` (winner seat, points).

    A seat's k-th won round is entered in every open game numbered at most k, or, if there is
    none (the lower ones have closed), in the lowest open game. A game closes when a seat's
    total in it reaches the target and then takes no more entries; a closed game's end bonuses
    are Classic's end bonuses over its entries.

    >>> gs = hollywood_games(RuleSet.preset("hollywood"), [(0, 25), (0, 18), (1, 30), (0, 36)])
    >>> [g.points for g in gs]
    [(79, 30), (54, 0), (36, 0)]
    """
    entries, points, closed, _entered = _hollywood_fill(rules, rounds)
    return tuple(
        HollywoodGame(
            g + 1, tuple(entries[g]), (points[g][0], points[g][1]), closed[g],
            _classic_final(rules, entries[g]) if closed[g] else None,
        )
        for g in range(HOLLYWOOD_GAMES)
    )


def hollywood_entries(
    rules: RuleSet, rounds: Sequence[tuple[int, int]]
) -> tuple[tuple[int, ...], ...]:
    """The numbers (1-3) of the games each of ``rounds`` (winner seat, points) went into.

    >>> rounds = [(0, 25), (0, 18), (1, 30), (0, 36), (0, 25), (1, 40)]
    >>> hollywood_entries(RuleSet.preset("hollywood"), rounds)
    ((1,), (1, 2), (1,), (1, 2, 3), (1, 2, 3), (2,))
    """
    return _hollywood_fill(rules, rounds)[3]


def _hollywood_fill(
    rules: RuleSet, rounds: Sequence[tuple[int, int]]
) -> tuple[list[list[tuple[int, int]]], list[list[int]], list[bool], tuple[tuple[int, ...], ...]]:
    """(each game's entries, each game's points, which games closed, the games of each round)
    after ``rounds``, by RULES.md's Hollywood rule (see ``hollywood_games``)."""
    target = rules.target
    assert target is not None  # a Hollywood rule set always has one
    entries: list[list[tuple[int, int]]] = [[] for _ in range(HOLLYWOOD_GAMES)]
    points = [[0, 0] for _ in range(HOLLYWOOD_GAMES)]
    closed = [False] * HOLLYWOOD_GAMES
    wins = [0, 0]
    entered: list[tuple[int, ...]] = []
    for seat, p in rounds:
        if seat not in (0, 1) or p < 0:
            raise RulesError("bad_outcome", outcome=f"round ({seat}, {p})")
        open_games = [g for g in range(HOLLYWOOD_GAMES) if not closed[g]]
        if not open_games:
            raise RulesError("bad_outcome", outcome="a round after all three games closed")
        wins[seat] += 1
        games = [g for g in open_games if g < wins[seat]] or open_games[:1]
        for g in games:
            entries[g].append((seat, p))
            points[g][seat] += p
            if points[g][seat] >= target:
                closed[g] = True
        entered.append(tuple(g + 1 for g in games))
    return entries, points, closed, tuple(entered)


def _hollywood_final(rules: RuleSet, rounds: Sequence[tuple[int, int]]) -> FinalScores:
    games = hollywood_games(rules, rounds)
    won = [0, 0]
    for seat, _p in rounds:
        won[seat] += 1
    parts = [g.final for g in games]

    def total(field: str) -> tuple[int, int]:
        sums = [0, 0]
        for g, f in zip(games, parts, strict=True):
            pair = getattr(f, field) if f is not None else (g.points if field in (
                "totals", "round_points") else (0, 0))
            sums[0] += pair[0]
            sums[1] += pair[1]
        return sums[0], sums[1]

    totals = total("totals")
    winner: int | None = None
    if totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
    else:  # equal sums: the seat that won more of the closed games
        by_game = [f.winner for f in parts if f is not None and f.winner is not None]
        if by_game.count(0) != by_game.count(1):
            winner = 0 if by_game.count(0) > by_game.count(1) else 1
    margin = 0 if winner is None else totals[winner] - totals[1 - winner]
    return FinalScores(
        totals, winner, margin, total("round_points"), (won[0], won[1]), total("game_bonus"),
        total("box_bonus"), any(f is not None and f.shutout for f in parts),
        total("shutout_bonus"), games,
    )


def _classic_final(rules: RuleSet, rounds: Sequence[tuple[int, int]]) -> FinalScores:
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
