"""Every reason code the engine raises has an English template (and so, through
``tests/i18n/test_reasons.py``, a translated message): found by reading the engine's source."""

from __future__ import annotations

import ast
from pathlib import Path

from ginrummy_desktop.engine.errors import REASON_TEXT

ENGINE = Path(__file__).resolve().parents[2] / "ginrummy_desktop" / "engine"
RAISERS = {"EngineError", "CardError", "IllegalActionError", "RulesError", "_refuse",
           "ActionSyntaxError"}


def raised_reasons() -> set[str]:
    found = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name in RAISERS and isinstance(first, ast.Constant):
                found.add(first.value)
    return found


def test_every_raised_reason_has_a_template() -> None:
    raised = raised_reasons()
    assert {"wrong_phase", "knock_too_high", "bad_history"} <= raised  # the scan works
    assert sorted(raised - set(REASON_TEXT)) == []


def test_every_template_is_raised_somewhere() -> None:
    assert sorted(set(REASON_TEXT) - raised_reasons()) == []
