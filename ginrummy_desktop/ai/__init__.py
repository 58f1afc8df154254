"""Computer opponents: four levels that decide from one seat's view only (no pygame).

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> m = Match(RuleSet.preset("classic"), seed=3)
>>> bot = make_opponent("simple", seed=1)
>>> bot.choose(m.view(m.turn)) in m.legal_actions()
True
"""

from __future__ import annotations

from ginrummy_desktop.ai.base import Opponent

LEVELS: tuple[str, ...] = ("simple", "medium", "strong", "master")


def make_opponent(level: str, seed: int | str | None = None) -> Opponent:
    """A computer opponent of one level ("simple", "medium", "strong" or "master").

    ``choose(view)`` returns one of ``view.legal_actions()``; the same seed and the same view
    always give the same choice.
    """
    if level == "simple":
        from ginrummy_desktop.ai.simple import SimpleOpponent

        return SimpleOpponent(seed)
    if level == "medium":
        from ginrummy_desktop.ai.medium import MediumOpponent

        return MediumOpponent(seed)
    if level == "strong":
        from ginrummy_desktop.ai.strong import StrongOpponent

        return StrongOpponent(seed)
    if level == "master":
        from ginrummy_desktop.ai.master import MasterOpponent

        return MasterOpponent(seed)
    raise ValueError(f"unknown opponent level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Opponent", "make_opponent"]
