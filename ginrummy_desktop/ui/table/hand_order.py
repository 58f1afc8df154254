"""The hand's order kept with the save: a resumed match shows the cards where the player had
put them (dragged, moved with Shift+arrows, or sorted by melds, suit or rank).

The table hands its shown order to the controller whenever it changes while a round is
played (:func:`keep_hand`, each frame; the controller writes it on the autosave thread) and
puts it back when a saved match is opened (:func:`show_hand` for a round under way,
:func:`deal_hand` for one dealt again; both via :func:`restore_hand`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ginrummy_desktop.engine import (
    Card,
    EngineError,
    Kind,
    Match,
    Outcome,
    Phase,
    RoundResult,
    parse_cards,
)
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN
from ginrummy_desktop.ui.table.model import Mode, SortMode, TableModel

if TYPE_CHECKING:
    from ginrummy_desktop.ui.controller import MatchController
    from ginrummy_desktop.ui.scenes.table import TableScene

OWN = "own"
"""The saved name of the player's own order (``TableModel.sort_mode`` None)."""


def sort_name(mode: SortMode | None) -> str:
    """``persistence.HAND_SORTS`` name of a sort mode."""
    return OWN if mode is None else mode.value


def sort_mode(name: str) -> SortMode | None:
    """The sort mode of a saved name (an unknown one: by melds)."""
    if name == OWN:
        return None
    try:
        return SortMode(name)
    except ValueError:
        return SortMode.MELDS


def keep_hand(ctrl: MatchController, model: TableModel) -> None:
    """Hand the shown order to the controller if it changed (written with the match); once
    the round shown has ended, the sizes of the computer's groups shown face up."""
    if model.mode is Mode.PLAYING:
        ctrl.save_hand(sort_name(model.sort_mode), model.hand)
    model.opponent_groups = _groups(ctrl.match) if model.finished else ()


def restore_hand(ctrl: MatchController, model: TableModel, held: Iterable[Card],
                 melds: Sequence[Iterable[Card]]) -> None:
    """Show ``held`` in the order saved with ``ctrl``'s match, if one was saved for exactly
    these cards (a new round's hand keeps the sort chosen, not the old round's order)."""
    saved = ctrl.saved
    cards = list(held)
    if saved is None or not saved.hand_order:
        return
    order = parse_cards(saved.hand_order)
    if set(order) != set(cards):
        return
    sort = sort_mode(saved.hand_sort)
    if sort is SortMode.MELDS:
        melds = model.shown_melds = _melds_in(ctrl.match, order, melds)
    model.restore(order, sort, cards, melds)


def _melds_in(match: Match, order: Sequence[Card], melds: Sequence[Iterable[Card]]
              ) -> tuple[tuple[Card, ...], ...]:
    """Of the hand's best arrangements, the one the saved ``order`` shows (each meld's cards
    side by side), else ``melds``. Where two tie, the engine picks by the cards seen: a
    hand sorted 2♠ 2♥ 2♣ | A♠ A♦ 3♠ 3♣ came back as A♠ 2♠ 3♠ | A♦ 2♥ 2♣ 3♣ after a
    restart (German 1920x1080)."""
    at = {c: i for i, c in enumerate(order)}
    for a in match.view(HUMAN).arrangements:
        spans = [sorted(at[c] for c in m) for m in a.melds]
        if all(s[-1] - s[0] == len(s) - 1 for s in spans):
            return tuple(tuple(m) for m in a.melds)
    return tuple(tuple(m) for m in melds)


def show_hand(ctrl: MatchController, model: TableModel, held: Sequence[Card],
              melds: Sequence[Iterable[Card]]) -> None:
    """A new table's hand: the engine's cards in the sort chosen, or as saved; a saved
    match left with a card drawn and none thrown yet rings that card, as the draw did."""
    model.sync(held)
    model.resort(melds)
    restore_hand(ctrl, model, held, melds)
    replay_colours(ctrl.match, model)
    if ctrl.saved is not None:
        mark_drawn(ctrl.match, model)


def drawn_card(match: Match) -> Card | None:
    """The card the player drew this turn while they are still to throw one: the card
    taken from the pile, or the one drawn from the stock (the player saw it; the round
    keeps it). None once anything else happened since the draw."""
    rnd = match.round
    if match.is_over or rnd.phase is not Phase.DISCARD or rnd.turn != HUMAN or not rnd.moves:
        return None
    seat, action = rnd.moves[-1]
    if seat != HUMAN:
        return None
    if action.kind is Kind.DRAW_STOCK:
        return rnd.last_drawn[HUMAN]
    if action.kind in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
        return rnd.taken_from_discard
    return None


def mark_drawn(match: Match, model: TableModel) -> None:
    """Ring the card drawn this turn (:func:`drawn_card`), as a draw by click rings it: a
    match resumed after the game was closed (or killed) between the draw and the discard
    showed the hand exact but no card marked, and the player could not tell which card had
    just come in (800x520)."""
    card = drawn_card(match)
    if card is not None:
        model.focus_card(card)


def show_ended(table: TableScene) -> None:
    """Once the round shown has ended (``TableModel.finished``: its review, its scores), the
    table shows it as it ended: the player's hand without the cards laid off and its
    deadwood as the score board counts it (it showed the hand from before the lay-offs,
    "Deadwood: 40" under a board saying D = 32). Mid-round (a recalled summary) nothing
    changes. A sorted hand is shown sorted: a match continued on its score board came with
    the next round's hand (dealt in the engine), and the ended round's cards came in the
    engine's order, each meld's bar in pieces under it (German 1920x1080)."""
    ended = table.ctrl.match.ended_view(HUMAN) if table.model.finished else None
    if ended is not None:
        table.view = ended
        table.model.sync(ended.hand)
        table.model.resort(table.model.melds_of(ended))


def _revealed(result: RoundResult) -> list[tuple[Card, ...]]:
    """The computer's hand at the end of a round scored, as the table lays it out face up:
    its melds (as the computer knocked, with the player's cards laid off onto them, in rank
    order), its loose cards, then (as the player knocked) the cards it laid off onto the
    player's melds. The cards laid off were in neither hand: the player's hand shows
    without them (``show_ended``), and after the tutorial's round the 10 of hearts and the 3
    of clubs were gone from the table (English 700x460)."""
    laid = [c for c, _ in result.layoffs]
    if result.knocker == COMPUTER:
        melds = [list(m) for m in result.knocker_melds]
        for card, i in result.layoffs:
            melds[i] = sorted([*melds[i], card], key=lambda c: (c.rank, c.suit))
        return [tuple(m) for m in melds] + [tuple(result.knocker_loose)]
    return ([tuple(m) for m in result.defender_melds] + [tuple(result.defender_loose)]
            + [tuple(laid)])


def _groups(match: Match) -> tuple[int, ...]:
    """The sizes of the computer's melds and loose cards at the end of the last round (none
    for a void round or before any)."""
    result = match.results[-1] if match.results else None
    if result is None or result.outcome is Outcome.VOID:
        return ()
    return tuple(len(g) for g in _revealed(result) if g)


def opponent_shown(table: TableScene, flying: int = 0) -> list[Card | None]:
    """The computer's hand as the table draws it, left to right (None: face down), less the
    ``flying`` cards in flight from it. While a round is played only the cards it was seen
    taking from the pile show, at the right end;
    once the round shown has ended (not void) nothing is hidden any more and its whole hand
    lies face up, melds first, as the lay-off review showed it (after the match it stayed
    face down under "The match is over")."""
    v = table.view
    n = max(0, v.opponent_hand_size - flying)
    results = table.ctrl.match.results  # the view shows a round over: the last that ended
    result = results[-1] if v.phase.over and results else None
    if result is not None and result.outcome is not Outcome.VOID:
        held = [c for group in _revealed(result) for c in group]
        if len(held) == n + len(result.layoffs):  # the hand and the cards laid off
            return list(held)
    known = list(v.opponent_known)[:n]
    return [None] * (n - len(known)) + list(known)


def deal_hand(ctrl: MatchController, model: TableModel, held: Sequence[Card],
              melds: Sequence[Iterable[Card]]) -> None:
    """A round's deal (:meth:`TableModel.new_round`); a resumed round not begun yet comes
    back as saved."""
    model.new_round(held, melds)
    restore_hand(ctrl, model, held, melds)


def replay_colours(match: Match, model: TableModel) -> None:
    """The meld colours the round in progress had while it was played: the player's melds
    coloured again after its deal and each move since (``Match.round_views``), as the table
    did (``meld_colours`` keeps a colour by the order the melds came in; a match continued in
    mid-round showed its bars in the engine's order: the diamond run blue, the threes orange
    once they came, and after the restart the other way round; seed 909, 1280x800)."""
    if not match.round.moves:
        return
    try:
        views = match.round_views(HUMAN)
    except EngineError:
        return  # the colours as the engine lists the melds: nothing worse than before
    shown = TableModel()
    for view in views:
        shown.colours.update(shown.melds_of(view))
    model.colours.colours = dict(shown.colours.colours)
