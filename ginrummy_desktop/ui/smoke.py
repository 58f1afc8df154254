"""Sample states for the smoke test and the benchmarks (seeded, found by playing)."""

from __future__ import annotations

from functools import cache

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import Match, RoundResult, RuleSet


def play_until(match: Match, stop) -> Match:  # type: ignore[no-untyped-def]
    """Let two simple opponents play ``match`` until ``stop(match)`` or the match ends."""
    bot = make_opponent("simple", 0)
    while not match.is_over and not stop(match):
        seat = match.round.turn
        match.apply(bot.choose(match.view(seat)))
    return match


@cache
def finished_knock_result() -> RoundResult:
    """A scored knock with at least one lay-off (or any scored round if none is found)."""
    fallback = None
    for seed in range(1, 60):
        m = Match(RuleSet.preset("classic"), seed)
        play_until(m, lambda m: any(r.winner is not None for r in m.results))
        for r in m.results:
            if r.winner is None:
                continue
            if r.outcome == "knock" and r.layoffs:
                return r
            fallback = fallback or r
    assert fallback is not None
    return fallback


def finished_match(seed: int = 3, rules: str = "short") -> Match:
    """A whole match played to its end by two simple opponents."""
    return play_until(Match(RuleSet.preset(rules), seed), lambda m: False)


def human_defends_match(seeds: range = range(1, 200)) -> Match:
    """A classic match stopped where the computer has knocked and the human lays off."""
    from ginrummy_desktop.engine import Phase

    for seed in seeds:
        m = Match(RuleSet.preset("classic"), seed)
        play_until(m, lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0)
        if not m.is_over and m.phase is Phase.LAYOFF:
            return m
    raise LookupError("no seed gives a lay-off for the human")
