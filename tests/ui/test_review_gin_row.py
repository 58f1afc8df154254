"""The coach's review names a round ended with no deadwood "Gin" in its kind column: the row
read "Knock - Go Gin with the 2♥" (the score sheet, the knock area and the action say Gin)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ginrummy_desktop.coach.review import Decision
from ginrummy_desktop.engine import Action, parse_cards
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.review_rows import row_texts

GIN_HAND = sum(c.bit for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC JC 2H"))
KNOCK_HAND = sum(c.bit for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC 5H 2H"))


@pytest.mark.parametrize(("lang", "gin", "knock"), [("en", "Gin", "Knock"),
                                                    ("de", "Gin", "Klopfen")])
def test_a_gin_is_named_gin_a_knock_knock(lang: str, gin: str, knock: str) -> None:
    played = Action.parse("knock 2H")
    d = Decision(1, 9, "discard", played, played, {played: 0.0}, 0.0)
    with use_localizer(Localizer(lang)):
        rv = SimpleNamespace(tops={}, hands={9: GIN_HAND})
        cells = row_texts(rv, 5, d)  # type: ignore[arg-type]
        assert cells[1] == gin and "Gin" in cells[2], cells
        rv = SimpleNamespace(tops={}, hands={9: KNOCK_HAND})
        cells = row_texts(rv, 5, d)  # type: ignore[arg-type]
        assert cells[1] == knock, cells
