"""The questions the table asks the engine about the player's hand, in one place.

The melds shown under the hand, the deadwood and what a card would leave are the engine's
answers; the table never works them out itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy_desktop.engine import Card, SeatView, best_arrangement


class HandAsks:
    """The engine's answers for one view of the player's seat (asked once per view)."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        arr = best_arrangement(view.hand)
        self.melds: Sequence[tuple[Card, ...]] = tuple(tuple(m) for m in arr.melds)
        self.deadwood: int = arr.deadwood_value
        self._after: dict[Card, int] = {}

    def deadwood_after(self, card: Card) -> int:
        """The deadwood left if ``card`` goes (discarded or knocked with)."""
        if card not in self._after:
            rest = [c for c in self.view.hand if c != card]
            self._after[card] = best_arrangement(rest).deadwood_value
        return self._after[card]
