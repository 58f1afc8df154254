"""How a round ends and who wins it, as string enums (they compare equal to their text, so
``result.outcome == "gin"`` and JSON output keep working).

>>> Outcome("big_gin") is Outcome.BIG_GIN, Outcome.GIN == "gin"
(True, True)
>>> Side.DEFENDER.value
'defender'
"""

from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    """How a round ended."""

    KNOCK = "knock"  # a plain knock, scored after the lay-offs
    GIN = "gin"  # a knock with no deadwood: no lay-offs, the Gin bonus
    BIG_GIN = "big_gin"  # all eleven cards melded, no discard: the Big Gin bonus
    VOID = "void"  # dead hand: the stock ran down to two cards, nobody scores


class Side(StrEnum):
    """Who won a scored round, relative to the knock."""

    KNOCKER = "knocker"
    DEFENDER = "defender"  # an undercut
