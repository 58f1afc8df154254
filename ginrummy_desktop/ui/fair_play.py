"""Fair play: the computer's whole round, shown to the player once the round is over.

Every move the computer made in a round, the cards it drew named with where they came from
(nothing is hidden any more once the round has been scored), and before each of its moves
what it knew of the player's hand: exactly what its own view held (``SeatView``), the cards
it saw the player take from the discard pile and still hold, and the cards it saw the player
pass, leave lying or throw away. It never saw more: the computer decides from that view only.

The deal seed can be copied (:func:`copy_text`, the system clipboard through
``pygame.scrap``; where there is none, the player is told the seed to write down).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Card, Kind, Match, SeatView, again_seed
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_said
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.move_words import THEIRS, move_text

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scene import Scene

log = logging.getLogger(__name__)

KNEW_NOTHING = N_("It knew nothing of your hand.")
KNEW_HELD = N_("It knew you held {held}.")
KNEW_GONE = N_("It had seen which cards you did not want: {gone}.")
KNEW_BOTH = N_("It knew you held {held} and had seen which cards you did not want: "
                "{gone}.")

DEAL_AGAIN = N_("Deal this again")
# TRANSLATORS: {level} is the computer's level ("Master"), the reviewed match's
DEAL_AGAIN_ASK = N_("Play round {n}'s deal again with the seats swapped, as a new match against "
                    "the computer ({level})? You get the computer's cards. This match stays "
                    "saved.")

_LET_GO = (Kind.PASS, Kind.DRAW_STOCK, Kind.DISCARD)


@dataclass(frozen=True)
class FairMove:
    """One move of the computer: ``text`` says what and from where; ``held`` and ``let_go``
    are what it knew of the player's hand just before."""

    text: str
    held: tuple[Card, ...]
    let_go: tuple[Card, ...]

    def knowledge(self) -> str:
        """What it knew, as a sentence in the player's language."""
        held, gone = cards_said(self.held), cards_said(self.let_go)
        if self.held and self.let_go:
            return KNEW_BOTH.format(held=held, gone=gone)
        if self.held:
            return KNEW_HELD.format(held=held)
        if self.let_go:
            return KNEW_GONE.format(gone=gone)
        return str(KNEW_NOTHING)


def knew(view: SeatView) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """(the other seat's cards known held, cards seen let go) in the computer's ``view``."""
    gone: list[Card] = []
    for ev in view.pile_events:
        if ev.seat != view.seat and ev.kind in _LET_GO and ev.card is not None \
                and ev.card not in gone:
            gone.append(ev.card)
    return tuple(view.opponent_known), tuple(gone)


def computer_round(match: Match, number: int) -> list[FairMove]:
    """Every move of the computer in round ``number`` (from 1) of ``match``, with what it
    knew of the player's hand before each."""
    m = match.fresh()  # also a match from prepared decks (the tutorial) starts as it did
    out: list[FairMove] = []
    one_by_one: list[Card] = []  # the cards it laid off one at a time (each named)
    for action in match.history:
        if m.is_over or m.round_number > number:
            break
        if m.round_number < number or m.round.turn != COMPUTER:
            m.apply(action)
            continue
        rnd = m.round
        held, gone = knew(m.view(COMPUTER))
        before = set(rnd.hand(COMPUTER))
        result = m.apply(action)
        card = action.card
        if action.kind in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD, Kind.TAKE_UPCARD):
            new = [c for c in rnd.hand(COMPUTER) if c not in before]
            card = new[0] if new else None
        gin = action.kind is Kind.KNOCK and result is not None and result.outcome == "gin"
        text = move_text(COMPUTER, action.kind, card, gin=gin)
        if action.kind is Kind.LAY_OFF and action.card is not None:
            one_by_one.append(action.card)
        if action.kind is Kind.FINISH_LAYOFF and result is not None:
            # "done" lays off the rest at best: the page named no card it laid ("Laid off:
            # A♠" on the board, only "The computer is done laying off." here)
            laid = [c for c, _meld in result.layoffs if c not in one_by_one]
            if laid:
                text = THEIRS["done_laid"].format(cards=cards_said(laid))
        out.append(FairMove(text, held, gone))
    return out


def computer_moves(match: Match, number: int) -> list[str]:
    """The sentences of :func:`computer_round` (what the computer did, in order)."""
    return [mv.text for mv in computer_round(match, number)]


def copy_text(text: str) -> bool:
    """Put ``text`` on the system clipboard; False where there is none (no window, no
    clipboard support), so the caller can say so."""
    try:  # pygame-ce 2.2+: the SDL clipboard, no scrap.init needed
        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            return False
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError) as e:
        log.info("could not copy to the clipboard: %s", e)
        return False


def again_level(app: App, level: str | None) -> str:
    """The computer's level in a deal played again: the reviewed match's (``level``), else
    the settings' (a match saved before its level was kept)."""
    from ginrummy_desktop.ai import LEVELS
    from ginrummy_desktop.ui.settings import setting

    return level if level in LEVELS else str(setting(app.settings, "opponent", "medium"))


def ask_deal_again(app: App, match: Match, number: int, level: str | None) -> None:
    """Ask before :func:`deal_again`, naming the level the computer will play at."""
    name = T.LEVEL_NAMES[again_level(app, level)]
    app.open("confirm", text=DEAL_AGAIN_ASK.format(n=number, level=name),
             on_yes=lambda: deal_again(app, match, number, level), yes=DEAL_AGAIN)


def deal_again(app: App, match: Match, number: int, level: str | None = None) -> Scene | None:
    """A new match whose first round is deal ``number`` of ``match`` with the seats swapped
    (the player gets the computer's cards and its place as dealer or not; the same rules and
    level: ``level``, the reviewed match's; the deal of a Master match was played again
    against the settings' level, Easy, German 1280x800); None for a round that has not
    ended."""
    from ginrummy_desktop.ui.table.start import start_match

    if not 1 <= number <= len(match.results):
        return None
    dealer = match.results[number - 1].dealer
    return start_match(app, seed=again_seed(match.seed, number, 1 - dealer), rules=match.rules,
                       level=again_level(app, level))


def fair_lines(moves: list[FairMove]) -> list[tuple[str, bool]]:
    """The page's lines: each move, after what the computer knew then whenever that changed
    (``True`` marks a line of knowledge)."""
    out: list[tuple[str, bool]] = []
    last: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
    for mv in moves:
        if (mv.held, mv.let_go) != last:
            out.append((mv.knowledge(), True))
            last = (mv.held, mv.let_go)
        out.append((mv.text, False))
    return out


__all__ = ["FairMove", "again_level", "ask_deal_again", "computer_moves", "computer_round",
           "copy_text", "deal_again", "fair_lines", "knew"]
