"""The table's model: what the player sees of their side, without pygame.

The engine knows which cards the player holds; the table also knows the order they are shown
in, which one is chosen, where the keyboard focus is, how the hand is sorted, and what the
table is doing (dealing, playing, showing a finished round). All of that lives here, in plain
values with unit tests (``tests/ui/test_table_model.py``); the scene draws it and maps
gestures onto it.

>>> from ginrummy_desktop.engine import parse_cards
>>> m = TableModel()
>>> _ = m.sync(parse_cards("KS 2H 7D"))
>>> m.sort(SortMode.RANK, melds=[])
>>> [str(c) for c in m.hand]
['2H', '7D', 'KS']
>>> m.move_focus(1, drawing=False); m.focus, m.selected
(HandFocus(index=0), Card.parse('2H'))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from ginrummy_desktop.engine import Card, IllegalActionError, RulesError, SeatView
from ginrummy_desktop.i18n import Text
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.table.meld_colours import MeldColours

FIRST_LOOK = 0.8
"""Seconds after a deal (run out or skipped) before a key plays (Enter, Space, T, P, K, G):
a key pressed on to skip the deal, or to get past the score board, is not the first move of
a hand the player has not looked at yet (pressing Enter once a second went from the board
through the deal into the new hand, 800x520). The mouse plays at once: a click is aimed."""


class Mode(Enum):
    """What the table is doing; one value instead of a set of flags."""

    DEALING = "dealing"  # the deal is shown over the table: nothing can be played
    PLAYING = "playing"  # a round is under way
    LAYING_OFF = "laying_off"  # the player lays off in the review over the table
    ROUND_ENDED = "round_ended"  # the round just ended: its review opens once flights land
    SHOWING_RESULT = "showing_result"  # the finished round stays shown (review, summary, end)


class SortMode(Enum):
    """How the hand is sorted; ``None`` on the model means the player's own order."""

    MELDS = "melds"
    SUIT = "suit"
    RANK = "rank"

    def next(self) -> SortMode:
        order = list(SortMode)
        return order[(order.index(self) + 1) % len(order)]


class Pile(Enum):
    STOCK = "stock"
    DISCARD = "discard"


@dataclass(frozen=True)
class HandFocus:
    """The keyboard focus on the hand's card at ``index``."""

    index: int


Focus = HandFocus | Pile | None
"""Where the keyboard focus is: a card of the hand, one of the piles, or nowhere."""


Words = Text | Callable[[], str] | IllegalActionError | RulesError
"""What a :class:`Message` says: a marked text, a function giving the text, or an engine
error whose reason is shown (the player is seat 0)."""


@dataclass
class Message:
    """A line over the hand (the engine's reason for a refusal, say) for a few seconds.
    ``words`` is a marked text or a function giving the text, so it is put into words when
    drawn: switched to German in the pause menu, "First take the upcard or pass." stayed
    English over the hand."""

    words: Words
    time: float = 3.5
    error: bool = False

    @property
    def text(self) -> str:
        """The line in the current language (an engine error: its reason for the player)."""
        if isinstance(self.words, (IllegalActionError, RulesError)):
            return describe_error(self.words, human_seat=0)
        return self.words() if callable(self.words) else str(self.words)


    def tick(self, dt: float) -> bool:
        """Count down; True once it has been shown long enough."""
        self.time -= dt
        return self.time <= 0


def _by_rank(c: Card) -> tuple[int, int]:
    return (c.rank, c.suit)


def _by_suit(c: Card) -> tuple[int, int]:
    return (c.suit, c.rank)


@dataclass
class TableModel:
    hand: list[Card]
    sort_mode: SortMode | None
    chosen_sort: SortMode
    selected: Card | None
    focus: Focus
    parked: Focus
    left: Card | None
    mode: Mode
    colours: MeldColours
    look_until: float
    opponent_groups: tuple[int, ...]

    def __init__(self, mode: Mode = Mode.PLAYING) -> None:
        self.hand = []
        self.sort_mode = SortMode.MELDS
        self.chosen_sort = SortMode.MELDS  # the sort last chosen: a new deal is sorted so
        self.selected = None
        self.focus = None
        self.parked = None  # where the ring was before Tab took it to the buttons
        self.left = None  # the card Up took the ring from (Down brings it back there)
        self.mode = mode
        self.colours = MeldColours()  # each meld's colour, kept from turn to turn
        self.look_until = 0.0  # keys play from then on (``FIRST_LOOK`` after the deal)
        self.opponent_groups: tuple[int, ...] = ()  # the computer's melds and deadwood shown
        self.shown_melds: Melds | None = None  # the melds the hand was shown with last
        self.asking: Card | None = None  # the card the knock question open is about
        self.rung_at: tuple[int, int] | None = None  # (round, moves) the ring went out at
        self.pressed_top: Card | None = None  # the discard pile's top at the last press

    # --- questions -------------------------------------------------------------------------
    def melds_of(self, view: SeatView) -> Melds:
        """The melds to show the hand with (its bars, the melds sort): the engine's best
        arrangement, but the one shown last while it is still a best one. The engine breaks
        ties by the cards seen: after the computer threw the K♦, J♠ J♦ J♣ became 10♦ J♦ Q♦
        (the same deadwood), and the bars ran under cards the sort had set apart (seed 909)."""
        best = view.arrangement.melds
        last = self.shown_melds
        if last is not None and _meld_sets(last) != _meld_sets(best) and any(
                _meld_sets(a.melds) == _meld_sets(last)
                for a in view.arrangements):
            return last
        self.shown_melds = best
        return best

    @property
    def playing(self) -> bool:
        return self.mode is Mode.PLAYING

    @property
    def finished(self) -> bool:
        """The round shown has ended (its result is pending or shown)."""
        return self.mode in (Mode.ROUND_ENDED, Mode.SHOWING_RESULT)

    def focused_card(self) -> Card | None:
        f = self.focus
        if isinstance(f, HandFocus) and 0 <= f.index < len(self.hand):
            return self.hand[f.index]
        return None

    def gaps(self, melds: Sequence[Iterable[Card]]) -> tuple[int, ...]:
        """Indices where a gap separates two neighbours of different melds (melds sort only)."""
        if self.sort_mode is not SortMode.MELDS:
            return ()
        group = {c: i for i, meld in enumerate(melds) for c in meld}
        return tuple(i for i in range(1, len(self.hand))
                     if group.get(self.hand[i], -1) != group.get(self.hand[i - 1], -1))

    # --- the hand --------------------------------------------------------------------------
    def sync(self, cards: Iterable[Card], insert_at: int | None = None,
             melds: Sequence[Iterable[Card]] | None = None) -> list[Card]:
        """Follow the engine's hand: keep the shown order of the cards still held, add the new
        ones at the end (or one new card at ``insert_at``). Returns the new cards. Sorted by
        melds, the hand is sorted again by ``melds`` where given: a discard may change them
        (the 6♣ of a set of sixes thrown, 5♠ 6♠ 7♠ became a run, and the 6♠ stayed far from
        the 5♠ and 7♠ under one meld's colour; German 1280x800)."""
        held = list(cards)
        have = set(held)
        kept = [c for c in self.hand if c in have]
        new = [c for c in held if c not in kept]
        if insert_at is not None and len(new) == 1:
            kept.insert(min(insert_at, len(kept)), new[0])
            self.hand = kept
        else:
            self.hand = kept + new
        if self.selected not in have:
            self.selected = None
        if melds is not None and self.sort_mode is SortMode.MELDS:
            self.sort(SortMode.MELDS, melds)
        return new

    def sort(self, mode: SortMode, melds: Sequence[Iterable[Card]]) -> None:
        """Sort by suit, by rank, or by ``melds`` (the engine's best arrangement of the hand):
        each meld in turn, then the loose cards. The keyboard's ring stays on its card (it
        stayed on its place, and Enter threw the card sorted there)."""
        ringed = self.focused_card()
        self.sort_mode = self.chosen_sort = mode
        if mode is SortMode.SUIT:
            self.hand.sort(key=_by_suit)
        elif mode is SortMode.RANK:
            self.hand.sort(key=_by_rank)
        else:
            order: list[Card] = []
            for meld in melds:
                order.extend(sorted((c for c in meld if c in self.hand), key=_by_rank))
            placed = set(order)
            order.extend(sorted((c for c in self.hand if c not in placed), key=_by_rank))
            self.hand = order
        if ringed is not None:
            self.focus = HandFocus(self.hand.index(ringed))

    def restore(self, order: Sequence[Card], sort: SortMode | None, held: Iterable[Card],
                melds: Sequence[Iterable[Card]]) -> None:
        """Show ``held`` as a saved table showed it: the cards of ``order`` still held in that
        order, any others after them, sorted again by ``sort`` (None: the player's order).

        >>> from ginrummy_desktop.engine import parse_cards
        >>> m = TableModel()
        >>> m.restore(parse_cards("KS 2H"), None, parse_cards("2H 7D KS"), melds=[])
        >>> [str(c) for c in m.hand], m.sort_mode
        (['KS', '2H', '7D'], None)
        """
        have = set(held)
        self.hand = [c for c in order if c in have]
        self.sync(held)
        self.sort_mode = sort
        self.resort(melds)

    def resort(self, melds: Sequence[Iterable[Card]]) -> None:
        """Sort again by the current mode (a sorted hand stays sorted after a draw)."""
        if self.sort_mode is not None:
            self.sort(self.sort_mode, melds)

    def move_card(self, card: Card, index: int) -> None:
        """Put ``card`` before the card now at ``index`` (the player's own order from now)."""
        i = self.hand.index(card)
        self.hand.pop(i)
        self.hand.insert(index - 1 if index > i else index, card)
        self.sort_mode = None

    def toggle_select(self, card: Card) -> None:
        """A click on a card chooses it, a second click lets it go; the keyboard focus hides.
        A card the ring chose (keys, or the tutorial's step) stays chosen: the tutorial raised
        the K♠ to discard, a beginner clicked it, it went down, and the pile refused."""
        ringed = self.focus is not None and self.selected == card
        self.selected = card if ringed else None if self.selected == card else card
        self.focus = None

    def clear_choice(self) -> None:
        self.selected = self.left = None
        self.focus = self.parked = None

    # --- the keyboard ----------------------------------------------------------------------
    def _ring(self) -> list[HandFocus | Pile]:
        return [HandFocus(i) for i in range(len(self.hand))] + [Pile.STOCK, Pile.DISCARD]

    def _set_focus(self, focus: Focus) -> None:
        self.focus = focus
        self.selected = self.focused_card()

    def move_focus(self, step: int, *, drawing: bool) -> None:
        """Left/Right: along the hand and on to the stock and the pile, round and round. The
        first press starts on the piles when it is time to draw, else on the hand."""
        ring = self._ring()
        f = self.focus
        if f is None or f not in ring:
            if drawing:
                self._set_focus(Pile.STOCK if step > 0 else Pile.DISCARD)
            elif self.hand:
                self._set_focus(HandFocus(0) if step > 0 else HandFocus(len(self.hand) - 1))
            return
        self._set_focus(ring[(ring.index(f) + step) % len(ring)])

    def focus_piles(self) -> None:
        """Up: from the hand to the piles (the stock first), remembering the card it left."""
        if not isinstance(self.focus, Pile):
            self.left = self.focused_card() or self.selected
            self._set_focus(Pile.STOCK)

    def focus_pile(self, pile: Pile) -> None:
        """The ring on ``pile``."""
        self._set_focus(pile)

    def focus_hand(self) -> None:
        """Down: from the piles (or nowhere) to the hand: onto the card chosen, else the card
        Up left, else the first (Up then Down put the ring on the first card, not back on
        the card the player was at)."""
        if not isinstance(self.focus, HandFocus) and self.hand:
            back = next((c for c in (self.selected, self.left) if c in self.hand), self.hand[0])
            self._set_focus(HandFocus(self.hand.index(back)))

    def focus_end(self, last: bool) -> None:
        """Home/End: the ring on the hand's first or last card, chosen as the arrows choose
        (after a draw the ring sat mid-hand on the card drawn, and a player reaching for the
        king at the end by arrows threw the queen beside it; English 700x460)."""
        if self.hand:
            self._set_focus(HandFocus(len(self.hand) - 1 if last else 0))

    def shift_focused(self, step: int) -> None:
        """Shift+Left/Right: move the focused card within the hand (the player's own order)."""
        f = self.focus
        if not isinstance(f, HandFocus):
            return
        j = f.index + step
        if 0 <= f.index < len(self.hand) and 0 <= j < len(self.hand):
            self.hand[f.index], self.hand[j] = self.hand[j], self.hand[f.index]
            self.focus = HandFocus(j)
            self.sort_mode = None

    def choose_focused(self) -> None:
        """The card with the ring chosen too, as the arrows choose one (a card drawn by key
        had the ring, which Enter throws, but was not chosen: the line under the hand said
        the best discard's 59 beside the ringed 7 of diamonds, which leaves 62)."""
        self._set_focus(self.focus)

    def focus_card(self, card: Card) -> None:
        """Put the focus on ``card`` (the card just drawn) if it is in the hand."""
        if card in self.hand:
            self.focus = HandFocus(self.hand.index(card))

    def park_focus(self) -> None:
        """Tab onto the buttons: the cards lose the ring (and the chosen card its choice)
        until :meth:`unpark_focus` gives them back, so only one ring shows."""
        if self.focus is not None:
            self.parked = self.focus
        self.focus = None
        self.selected = None

    def unpark_focus(self) -> None:
        """Back from the buttons: the ring where it was, if that place is still there."""
        f, self.parked = self.parked, None
        if isinstance(f, Pile) or (isinstance(f, HandFocus) and f.index < len(self.hand)):
            self._set_focus(f)

    def forget_parked(self) -> None:
        """The mouse takes over from Tab: the cards' ring does not come back where it was
        (a click chooses anew)."""
        self.parked = None

    def keep_focus_in_hand(self, index: int) -> None:
        """After a discard from the hand the focus stays at the same place, if any card is."""
        if self.hand:
            self.focus = HandFocus(min(index, len(self.hand) - 1))
        else:
            self.focus = None

    # --- rounds ----------------------------------------------------------------------------
    def new_round(self, cards: Iterable[Card], melds: Sequence[Iterable[Card]]) -> None:
        """A fresh deal: the new hand, sorted by the sort last chosen (in the player's own
        order of the last round it came in the order dealt, melds torn apart), nothing
        chosen or focused, and the keyboard's ring free to go out once more (it had gone out
        to the new round's pile as the old round ended, the deal took it away, and the new
        round began with no ring: English 800x520, keys only, after a hint's knock)."""
        self.rung_at = None
        self.hand = []
        self.sort_mode = self.sort_mode or self.chosen_sort
        self.clear_choice()
        self.colours.reset()
        self.sync(cards)
        self.resort(melds)
        self.mode = Mode.DEALING

    def dealt(self, now: float = 0.0) -> None:
        """The deal scene is done at ``now`` (the scene stack's clock): play begins (unless
        the mode moved on meanwhile), and keys that play wait until ``look_until``."""
        if self.mode is Mode.DEALING:
            self.mode = Mode.PLAYING
            self.look_until = now + FIRST_LOOK

    def round_ended(self) -> None:
        self.mode = Mode.ROUND_ENDED
        self.clear_choice()


Melds = tuple[tuple[Card, ...], ...]


def _meld_sets(melds: Melds) -> set[frozenset[Card]]:
    return {frozenset(m) for m in melds}
