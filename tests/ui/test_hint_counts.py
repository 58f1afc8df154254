"""The hint's reasons that count deadwood say "1 Restpunkt" in German, not "1 Restpunkte":
seen at 640x420 ("Wirfst du Kreuz Dame ab, bleiben dir 1 Restpunkte, so wenig wie möglich")."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Card
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import why_text

QUEEN = Card.parse("QC")


@pytest.mark.parametrize(("key", "one", "five"), [
    ("least", "bleibt dir 1 Restpunkt,", "bleiben dir 5 Restpunkte,"),
    ("knock", "Mit 1 Restpunkt ist", "Mit 5 Restpunkten ist"),
    ("play_on", "Klopfen mit 1 Restpunkt riskiert", "Klopfen mit 5 Restpunkten riskiert"),
])
def test_one_deadwood_point_is_singular_in_german(key: str, one: str, five: str) -> None:
    with use_localizer(Localizer("de")):
        assert one in why_text(key, {"card": QUEEN, "n": 1})
        assert five in why_text(key, {"card": QUEEN, "n": 5})
        assert "Kreuz Dame" in why_text("least", {"card": QUEEN, "n": 0})
    with use_localizer(Localizer("en")):
        assert "leaves you 1 deadwood" in why_text("least", {"card": QUEEN, "n": 1})
        assert "the queen of clubs" in why_text("least", {"card": QUEEN, "n": 1})
