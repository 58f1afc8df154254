"""``--autoplay N``: the computer plays both seats for N complete matches, as fast as the
machine allows, saving after every action like any match, then prints a line per match."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.ui.controller import HUMAN, MatchController, make_opponent


def autoplay(n: int, seed: int = 1, rules: str = "classic", level: str = "medium",
             store: Any = None) -> int:
    for k in range(n):
        s = seed + k
        ctrl = MatchController.new(RuleSet.preset(rules), s, level, store)
        ctrl.opponents[HUMAN] = make_opponent(level, s + 10_000)
        ctrl.autosave()
        try:
            while not ctrl.is_over:
                action = ctrl.wait_opponent()
                if action is None:  # pragma: no cover - a seat without an opponent
                    return 1
                ctrl.apply_opponent(action)
        finally:
            ctrl.shutdown()
        m = ctrl.match
        f = m.final
        print(f"match {k + 1}/{n} seed {s}: rounds {len(m.results)}, "
              f"totals {f.totals[0]}:{f.totals[1]}, winner seat {f.winner}")
    return 0
