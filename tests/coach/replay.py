"""Positions for the coach's tests, replayed from the actions' text forms."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Match, RuleSet


def played(preset: str, seed: int, moves: str) -> Match:
    """The match of ``preset`` and ``seed`` after ``moves``, the actions' text forms one after
    another ("pass pass draw discard KC draw ...")."""
    m = Match(RuleSet.preset(preset), seed)
    words = moves.split()
    while words:
        word = words.pop(0)
        m.apply(Action.parse(f"{word} {words.pop(0)}" if word in ("discard", "knock") else word))
    return m
