"""``--autoplay N``: the computer plays both seats for N complete matches, as fast as the
machine allows, saving after every action like any match, then prints a line per match.

The exit status is 0 only if every match was saved: a match that could not be saved (no
matches folder, a full or read-only disk) is named on stderr with the reason, and the status
is 1."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.ui.controller import HUMAN, MatchController, make_opponent

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import MatchStore


def autoplay(n: int, seed: int = 1, rules: str = "classic", level: str = "medium",
             store: MatchStore | None = None) -> int:
    status = 0
    if store is None:
        print("autoplay: the saved matches are not available; nothing is saved",
              file=sys.stderr)
        status = 1
    for k in range(n):
        s = seed + k
        ctrl = MatchController.new(RuleSet.parse(rules), s, level, store)
        ctrl.opponents[HUMAN] = make_opponent(level, s + 10_000)
        ctrl.autosave()
        try:
            while not ctrl.is_over:
                action = ctrl.wait_opponent()
                if action is None:  # pragma: no cover - a seat without an opponent
                    return 1
                ctrl.apply_opponent(action)
            saved = ctrl.flush_saves()
        finally:
            ctrl.shutdown()
        m = ctrl.match
        f = m.final
        print(f"match {k + 1}/{n} seed {s}: rounds {len(m.results)}, "
              f"totals {f.totals[0]}:{f.totals[1]}, winner seat {f.winner}")
        if store is not None and not saved:
            print(f"autoplay: match {k + 1} seed {s} could not be saved: "
                  f"{_reason(ctrl)}", file=sys.stderr)
            status = 1
    if store is not None and hasattr(store, "writer"):
        store.writer().close()  # nothing is retried after the exit status is decided
    return status


def _reason(ctrl: MatchController) -> str:
    problem = ctrl.save_problem
    if problem is None:
        return "no save file"
    return str(problem.reason()) if hasattr(problem, "reason") else str(problem)
