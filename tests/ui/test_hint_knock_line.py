"""The hint box's third line: what the knock it passes over is worth (``hint_words.knock_line``).
H on the table, classic seed 4 (Strong against Strong up to seat 0's discard with 10 deadwood
to knock with): the box says to discard and, under the reason, what knocking now would be
worth; where the window is too small for three lines the box drops the reason (not the
knock's line: a lit knock area under "leaves you 10 deadwood" reads as "so knock") rather than
shrink its text."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table import hint as hint_module
from ginrummy_desktop.ui.table.hint import SHORTER
from ginrummy_desktop.ui.table.hint_words import knock_line

from ..coach.replay import played
from ..coach.test_hint_knock import SEED_4
from .helpers import key, make_app, step, texts_drawn
from .test_hint import SyncExecutor, _table
from .test_hint_place import _in_a_band


@pytest.mark.parametrize("lang, size", [("en", (1280, 800)), ("de", (1920, 1080)),
                                        ("de", (800, 520)), ("en", (640, 420))])
def test_h_says_what_knocking_now_would_be_worth(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                 size: tuple[int, int]) -> None:
    drawn = texts_drawn(monkeypatch, hint_module)
    with use_localizer(Localizer(lang)):
        app = make_app(size=size)
        t: Any = _table(app, played("classic", 4, SEED_4), SyncExecutor())
        key(app, Command.HINT)
        step(app, 2)
        h = t.hint.result
        assert h is not None and h.knock is not None
        line = knock_line(h, t.view.hand_mask)
        assert line is not None and ("10" in line)
        texts = t.hint.wordings(h)
        assert len(texts) == len(SHORTER) + 2 and texts[0][2] == line
        box, wrapped, px, _ = t.hint.box(*texts, extra=2)
        assert _in_a_band(t, box)
        shown = " ".join(text for text, _x in drawn)
        said = " ".join(text for text, _first in wrapped)
        assert said in shown or said.replace(" ", "") in shown.replace(" ", "")
        assert line.replace(" ", "") in said.replace(" ", ""), said  # at every size
        reasons = {lines[1].replace(" ", "") for lines in texts[:2]}  # full and short names
        has_reason = any(r in said.replace(" ", "") for r in reasons)
        if size[1] >= 520:  # room for all three lines, at the box's full size
            assert has_reason, said
        else:  # else the reason goes (not the knock), never a smaller text than two lines get
            assert not has_reason, said
            assert all(len(lines) == 2 and lines[1] == line for lines in texts[2:])
            assert px >= t.hint.box(*texts[2:])[2]
