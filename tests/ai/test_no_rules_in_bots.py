"""The bots ask the view, they do not re-derive a rule: no bot module reads the card that may
not be discarded, whether the pile may be drawn, whether Big Gin is allowed, or parses the
move texts itself (``SeatView.legal_actions``, ``discard_options``, ``knock_options``,
``best_knock``, ``is_legal`` and ``pile_events`` answer those).

The search's bit-mask playouts (``ai/search.py``, ``ai/playout.py``) are left out on purpose:
they simulate whole rounds from sampled deals, where no view exists, and are tested against
the engine (``tests/ai/test_playout.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

AI = Path(__file__).resolve().parents[2] / "ginrummy_desktop" / "ai"
BOTS = ["base.py", "simple.py", "medium.py", "strong.py", "master.py"]
RULE_READS = ["taken_from_discard", "upcard_passed", "may_take", "big_gin_legal",
              "_replay_pile", "view.moves", ".partition(", "big_gin_allowed"]


@pytest.mark.parametrize("name", BOTS)
def test_no_bot_re_derives_a_rule(name: str) -> None:
    text = (AI / name).read_text(encoding="utf-8")
    found = [w for w in RULE_READS if w in text]
    assert found == [], f"{name} re-derives a rule: {found}"
