"""The end of a round, shown: the timeline of the lay-off review.

In order: the computer's hand turns over where it lay on the table (``"reveal"``), both hands
slide together into their melds (``"gather"``), the laid-off cards fly onto the knocker's
melds one after another (``"layoffs"``), a short rest (``"rest"``), then the scores. Every
move is a :class:`~ginrummy_desktop.ui.animator.Motion` on the review's animator, queued in
``update`` (the intro when the review starts, each lay-off as its time comes), never while
drawing; the time is the review's ``t``, advanced by the injected clock. Without the table's
places (a review opened on its own) the hands start in their melds. The review scene owns one
:class:`RoundEndShow`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.animator import Motion
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.review_paint import LAYOFF_FLIGHT
from ginrummy_desktop.ui.tween import Tween, ease_out_cubic

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.layoff_review import Group, LayoffReviewScene, Pos

LAYOFF_START = 0.6  # seconds (times the animation factor) before the first lay-off flies
LAYOFF_STEP = 0.7  # seconds between two lay-offs
REVEAL_STEP = 0.06  # one computer card turns over after another
FLIP = 0.3  # a card turning over
GATHER_PAUSE = 0.25  # the turned hand rests before the melds slide together
GATHER = 0.55  # the cards sliding into their melds
REST = 2.5
"""Seconds the finished board stays before the scores open (the game's review only): at 1.4
the score board covered the computer's hand of a Gin before its melds could be read (800x520
German, in a real window); a click or a key still opens the scores at once."""
PHASES = ("reveal", "gather", "layoffs", "rest", "scores")


@dataclass
class TablePlaces:
    """Where the cards lay on the table when the round ended: the player's cards (top-left,
    drawn at ``mine_size``), the slots of the computer's face-down cards (``theirs_size``),
    and the colours of the player's melds there."""

    mine: dict[Card, Pos] = field(default_factory=dict)
    mine_size: tuple[int, int] = (0, 0)
    theirs: list[Pos] = field(default_factory=list)
    theirs_size: tuple[int, int] = (0, 0)
    colours: dict[frozenset[Card], int] = field(default_factory=dict)  # the player's melds


class RoundEndShow:
    def __init__(self, review: LayoffReviewScene, places: TablePlaces | None = None) -> None:
        self.r = review
        self.places = places
        self.started = False
        self.reveal_end = 0.0
        self.intro_end = 0.0  # the hands lie in their melds from here
        self.offset = 0.0  # the lay-off timeline starts after the intro (a finished round)

    # --- the intro: the computer's hand turns over, the melds slide together -------------
    def start(self) -> None:
        """Queue the intro on the review's animator (once, at the review's first update)."""
        if self.started:
            return
        self.started = True
        r, places = self.r, self.places
        if places is None or r.app.anim <= 0:
            return
        anim = r.app.anim
        targets = self.home_places()
        knocked = {c for cards, _ in r.knocker_groups() for c in cards} - set(self.layoff_times())
        theirs = [c for c in targets if (c in knocked) == (r.knocker() != HUMAN)]
        for k, card in enumerate(theirs[:len(places.theirs)]):
            slot = places.theirs[k]
            turn = Tween(slot, slot, FLIP * anim, delay=k * REVEAL_STEP * anim)
            r.animator.add(Motion(card, turn, ("review", card), small=True, flip=True,
                                  tag="reveal"))
        self.reveal_end = ((len(theirs) - 1) * REVEAL_STEP + FLIP) * anim if theirs else 0.0
        start = self.reveal_end + (GATHER_PAUSE * anim if theirs else 0.0)
        for k, (card, to) in enumerate(targets.items()):
            k_slot = theirs.index(card) if card in theirs else -1
            if 0 <= k_slot < len(places.theirs):
                frm = places.theirs[k_slot]
            elif card in places.mine:
                frm = places.mine[card]
            else:
                continue
            tween = Tween(frm, to, GATHER * anim, delay=start + k * 0.012 * anim)
            r.animator.add(Motion(card, tween, ("review", card), tag="gather",
                                  extra={"small": k_slot >= 0}))
        self.intro_end = start + (GATHER + 0.012 * len(targets)) * anim
        if r.result is not None:
            self.offset = self.intro_end

    def home_places(self) -> dict[Card, Pos]:
        """Where every card of both hands lies once the melds have slid together (the
        laid-off cards still in the defender's row)."""
        r = self.r
        places: dict[Card, Pos] = {}
        kgroups = r.knocker_groups()
        kpos = r.group_positions(kgroups, r.seat_top(r.knocker()))
        laid = set(self.layoff_times())
        for (cards, _), ps in zip(kgroups, kpos, strict=True):
            places.update({c: p for c, p in zip(cards, ps, strict=True) if c not in laid})
        places.update(self._place_of(()))
        return places

    @property
    def intro_over(self) -> bool:
        return self.r.t >= self.intro_end

    def skip_intro(self) -> None:
        """A click during the intro: the hands lie in their melds at once."""
        r = self.r
        for m in r.animator:
            if m.tag in ("reveal", "gather"):
                m.tween.finish()
        r.animator.update(0.0)
        if r.t < self.intro_end:
            r.t = self.intro_end

    def phase(self) -> str:
        """Which part of the show is on now (one of ``PHASES``)."""
        t = self.r.t
        if t < self.reveal_end:
            return "reveal"
        if t < self.intro_end:
            return "gather"
        if t < self.anim_end:
            return "layoffs"
        return "rest" if self.r.scores_at is None or t < self.r.scores_at else "scores"

    # --- the lay-offs ----------------------------------------------------------------------
    def layoff_times(self) -> dict[Card, float]:
        """When each laid-off card starts flying (result mode)."""
        r = self.r
        if r.result is None:
            return {}
        anim = r.app.anim
        return {c: self.offset + (LAYOFF_START + k * LAYOFF_STEP) * anim
                for k, (c, _) in enumerate(r.result.layoffs)}

    @property
    def anim_end(self) -> float:
        r = self.r
        if r.result is None or not r.result.layoffs:
            return self.intro_end
        return max(self.layoff_times().values()) + LAYOFF_FLIGHT * r.app.anim

    def landed(self, t: float) -> set[Card]:
        """The laid-off cards that lie on the knocker's melds at time ``t``."""
        flight = LAYOFF_FLIGHT * self.r.app.anim
        return {c for c, t0 in self.layoff_times().items() if t >= t0 + flight}

    def departed(self, t: float) -> set[Card]:
        """The laid-off cards that have left the defender's row at time ``t``."""
        return {c for c, t0 in self.layoff_times().items() if t >= t0}

    def _defender_places(self, gone: Collection[Card]) -> tuple[list[Group], list[list[Pos]]]:
        r = self.r
        groups = r.defender_groups(gone)
        return groups, r.group_positions(groups, r.seat_top(1 - r.knocker()))

    def _place_of(self, gone: Collection[Card]) -> dict[Card, Pos]:
        groups, pos = self._defender_places(gone)
        return {c: p for (cards, _), ps in zip(groups, pos, strict=True)
                for c, p in zip(cards, ps, strict=True)}

    def defender_row(self) -> tuple[list[Group], list[list[Pos]]]:
        """The defender's groups still in the row and their positions now: after a card
        leaves, the rest slide together over the card's flight time."""
        r = self.r
        times = self.layoff_times()
        gone = self.departed(r.t)
        groups, pos = self._defender_places(gone)
        slide = LAYOFF_FLIGHT * r.app.anim
        recent = [t0 for t0 in times.values() if t0 <= r.t < t0 + slide]
        if not recent:
            return groups, pos
        t0 = max(recent)
        before = self._place_of({c for c in gone if times[c] < t0})
        f = ease_out_cubic(min(1.0, (r.t - t0) / slide))
        moved = []
        for (cards, _), ps in zip(groups, pos, strict=True):
            row = []
            for c, p in zip(cards, ps, strict=True):
                q = before.get(c, p)
                row.append((round(q[0] + (p[0] - q[0]) * f), round(q[1] + (p[1] - q[1]) * f)))
            moved.append(row)
        return groups, moved

    def layoff_start(self, card: Card) -> Pos:
        """Where a laid-off card starts its flight: its place in the row as it was then."""
        times = self.layoff_times()
        t0 = times[card]
        return self._place_of({c for c, t in times.items() if t < t0})[card]

    def launch(self) -> None:
        """Start the flight of each laid-off card whose time has come (result mode): from
        its place in the defender's row to its place on the knocker's meld."""
        r = self.r
        times = self.layoff_times()
        flight = LAYOFF_FLIGHT * r.app.anim
        due = [c for c, t0 in times.items() if c not in r.launched and r.t >= t0]
        if not due:
            return
        kgroups = r.knocker_groups()
        kpos = r.group_positions(kgroups, r.seat_top(r.knocker()))
        target = {c: p for (cards, _), ps in zip(kgroups, kpos, strict=True)
                  for c, p in zip(cards, ps, strict=True)}
        for c in due:
            r.launched.add(c)
            if r.t < times[c] + flight and c in target:
                tween = Tween(self.layoff_start(c), target[c], flight)
                tween.update(r.t - times[c])
                r.animator.add(Motion(c, tween, ("knocker", c), tag="layoff"))
