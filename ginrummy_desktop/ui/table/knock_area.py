"""What the table's knock area says: whether a knock is open now (for the dragged card, or any
card), the line under "Knock" that says how to knock, or when knocking will be possible."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, Kind
from ginrummy_desktop.i18n import N_, NP_
from ginrummy_desktop.ui.table.gestures import Source

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

KNOCK_HERE, GIN_HERE = N_("Drop here to knock"), N_("Drop here to go Gin")
KNOCK_WHEN = NP_("with at most {n} deadwood point", "with at most {n} deadwood points")
"""Under "Knock" while knocking is not legal: when it is. "Drop here to knock", dimmed, read as
a button that did not work, in the draw and the computer's turns (640x420 German)."""
KNOCK_GIN_ONLY = N_("only with Gin this round")
KNOCK_GIN_ALWAYS = N_("only with Gin")  # knock limit 0 (custom rules): every round


def can_knock(t: TableScene) -> bool:
    """The knock area is open: some card may knock now, or, while a card of the hand is
    dragged, that card (the area stood gold under a card that would leave 13 deadwood, and a
    player read it as lit; English 1600x900)."""
    d = t.drag
    if d is not None and d.source is Source.HAND and d.card is not None:
        return Action.knock(d.card) in t.legal
    return any(a.kind is Kind.KNOCK for a in t.legal)


def only_gin(t: TableScene) -> bool:
    """Every knock open now (or the dragged card's) would be Gin: the area said "Drop here to
    knock" with all eleven cards melded, and the drop then asked "Go Gin?" (the knock limit 0
    of custom rules is the case where this always holds)."""
    d = t.drag
    if d is not None and d.source is Source.HAND and d.card is not None:
        return t.deadwood_after(d.card) == 0
    knocks = [a.card for a in t.legal if a.kind is Kind.KNOCK and a.card is not None]
    return bool(knocks) and all(t.deadwood_after(c) == 0 for c in knocks)


def area_words(t: TableScene, open_now: bool) -> str:
    """The line under "Knock": where to drop (``open_now``: a knock is open, or the area is
    lit under a dragged card), else the condition a knock waits for."""
    if open_now:
        return str(GIN_HERE if only_gin(t) else KNOCK_HERE)
    limit = t.view.knock_limit
    if limit:
        return KNOCK_WHEN(limit)
    return str(KNOCK_GIN_ALWAYS if t.ctrl.match.rules.knock_limit == 0 else KNOCK_GIN_ONLY)
