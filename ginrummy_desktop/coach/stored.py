"""The round reviews kept with a saved match (``persistence.reviews``), as a mapping.

The table's review scene keeps finished reviews in a ``cache`` mapping (round number ->
:class:`RoundReview`). :class:`StoredReviews` is that mapping over the data a saved match
carries (``SavedMatch.reviews``): reading a round gives the stored review (made once, in an
earlier session perhaps), storing one writes it into the match's data and calls ``changed``
(the controller then writes the file). A stored review that does not read back (an action
text the engine does not know) counts as absent: the review is made again.

>>> data: dict[int, dict[str, object]] = {}
>>> saved = []
>>> reviews = StoredReviews(data, seat=0, budget=8, changed=lambda: saved.append(1))
>>> reviews[2] = RoundReview(2)
>>> sorted(data), data[2]["seat"], saved, reviews.get(2) == RoundReview(2)
([2], 0, [1], True)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, MutableMapping
from typing import TYPE_CHECKING, Any

from ginrummy_desktop.coach.review import REVIEW_BUDGET, RoundReview

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import MatchStore, SavedMatch

log = logging.getLogger(__name__)


class StoredReviews(MutableMapping[int, RoundReview]):
    """Round reviews of one seat over a saved match's ``reviews`` data (see the module
    docstring); reviews of the other seat in the data are not seen."""

    def __init__(self, data: dict[int, dict[str, Any]], seat: int = 0,
                 budget: int = REVIEW_BUDGET, changed: Callable[[], None] | None = None) -> None:
        self.data = data
        self.seat = seat
        self.budget = budget
        self.changed = changed
        self._read: dict[int, tuple[dict[str, Any], RoundReview]] = {}

    def __getitem__(self, number: int) -> RoundReview:
        stored = self.data.get(number)
        if stored is None or stored.get("seat") != self.seat:
            raise KeyError(number)
        known = self._read.get(number)
        if known is not None and known[0] is stored:
            return known[1]  # the same review object while its data is unchanged
        try:
            review = RoundReview.from_data(stored)
        except ValueError as e:
            log.warning("the stored review of round %s does not read back: %s", number, e)
            raise KeyError(number) from None
        self._read[number] = (stored, review)
        return review

    def __setitem__(self, number: int, review: RoundReview) -> None:
        stored = {**review.to_data(), "seat": self.seat, "budget": self.budget}
        self.data[number] = stored
        self._read[number] = (stored, review)
        if self.changed is not None:
            self.changed()

    def __delitem__(self, number: int) -> None:
        del self.data[number]
        self._read.pop(number, None)

    def __iter__(self) -> Iterator[int]:
        return iter(sorted(k for k in self.data if self.data[k].get("seat") == self.seat))

    def __len__(self) -> int:
        return sum(1 for _ in self)


def kept_with(store: MatchStore, saved: SavedMatch, seat: int = 0) -> StoredReviews:
    """The reviews of a saved match read from ``store`` (not being played here): a review
    made is written into its file at once, as the file was read (nothing else changes), but
    not while another window plays the match (its autosave would undo it; the review is
    kept for this session)."""

    def write() -> None:
        from ginrummy_desktop.persistence.lock import is_locked

        try:
            if not is_locked(store.path_of(saved.id)):
                store.write(saved)
        except Exception:  # the review stays on screen; only its copy on disk is missing
            log.exception("could not store the review with match %s", saved.id)

    return StoredReviews(saved.reviews, seat, changed=write)


__all__ = ["StoredReviews", "kept_with"]
