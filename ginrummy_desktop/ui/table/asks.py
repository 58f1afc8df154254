"""The table's questions before a knock or Big Gin: the engine's reason when it may not be
played, else a confirmation dialog (opened by name) that plays it on "yes"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, Card, Kind, is_meld, mask_cards
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import card_name, cards_text

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

KNOCK_CONFIRM = N_("Knock with the {card}? Your deadwood: {n}")
GIN_CONFIRM = N_("Declare Gin with the {card}?")
BIG_GIN_CONFIRM = N_("Declare Big Gin?")
# TRANSLATORS: under the knock question, where the melds the knock lays down differ from the
# hand's groups on the table; {melds} e.g. "3♠ 3♦ 3♣ · 7♥ 8♥ 9♥ 10♥ J♥"
KNOCK_LAID = N_("Laid down as: {melds}")


def ask_knock(t: TableScene, card: Card) -> None:
    """Knock with ``card``: the engine's reason if it may not, else the question (Gin named)."""
    act = Action.knock(card)
    if act not in t.legal:
        t.refuse(act)
        return
    note = t.policy.refuse(act)
    if note is not None:
        t.say(note, error=True)
        return
    dead = t.deadwood_after(card)
    text = (GIN_CONFIRM.format(card=card_name(card)) if dead == 0
            else KNOCK_CONFIRM.format(card=card_name(card), n=dead) + _laid(t, card))
    # while asked, the line under the hand counts this card (it said 9, the count of the
    # hint's 3 of hearts, under "Your deadwood: 7")
    t.model.asking = card

    def answered(yes: bool) -> None:
        t.model.asking = None
        if yes:
            t.play(act)

    t.app.open("confirm", text=text, on_yes=lambda: answered(True),
               on_no=lambda: answered(False), yes=T.GIN if dead == 0 else T.KNOCK,
               clear_of=t.hint.box_rect())


def ask_knock_chosen(t: TableScene, ring: bool = True) -> None:
    """K, or a click on the knock area, with the card chosen, else as ``_knock_card`` picks
    (``ring``: K) or with the best card that may knock (a click: the reason named the card
    the keyboard's ring stood on, the one just drawn, which a mouse player never saw rung);
    with no knock at all the engine says why for the closest card (a click on the knock area
    with no card chosen did nothing: in the tutorial, a beginner who had let the 9♦ go)."""
    card = t.selected or (_knock_card(t) if ring else _best_knock_card(t))
    if card is None and t.hand:
        card = min(t.hand, key=t.deadwood_after)
    if card is None:
        return
    if card != t.selected and Action.knock(card) in t.legal:  # the card asked about is raised
        ringed = t.model.focus is not None  # (and rung, where the ring shows): K asked "Knock
        t.model.selected = card  # with the ace of hearts?" with the ring on the 5 of hearts
        if ringed:  # and the ace unmarked (German 1280x720, keys only)
            t.model.focus_card(card)
    ask_knock(t, card)


def _knock_card(t: TableScene) -> Card | None:
    """K with no card chosen: the card with the ring (the one just drawn) if it may knock,
    else the best card that may; with none, the ringed card, so the reason names it (the
    ring was on the drawn card and the reason named another card, chosen by the table)."""
    ringed = t.model.focused_card()
    if ringed is not None and Action.knock(ringed) in t.legal:
        return ringed
    return _best_knock_card(t) or ringed


def _best_knock_card(t: TableScene) -> Card | None:
    knocks = [a.card for a in t.legal if a.kind is Kind.KNOCK and a.card is not None]
    return min(knocks, key=t.deadwood_after) if knocks else None


def _laid(t: TableScene, card: Card) -> str:
    """The melds a knock with ``card`` lays down, on a line of their own, where they are not
    the groups the table shows: the engine breaks a tie by the lay-off cards still unseen, so
    a hand shown with 2♣ 3♣ 4♣ beside a loose 3♠ and 3♦ was laid down as 3♠ 3♦ 3♣, the
    computer laid off the 3♥ and undercut, unwarned (German 1280x800); "" where they are.
    A shown meld the card leaves is still shown by what stays of it, where that is a meld (the
    J♥ thrown from 7♥ 8♥ 9♥ 10♥ J♥ lays down 7♥ 8♥ 9♥ 10♥, as the table showed it)."""
    laid = [tuple(mask_cards(m)) for m in t.view.knock_preview(card).arrangement.meld_masks]
    kept = (frozenset(m) - {card} for m in t.melds)
    shown = {m for m in kept if is_meld(m)}
    if {frozenset(m) for m in laid} == shown:
        return ""
    return "\n" + KNOCK_LAID.format(melds=" \u00b7 ".join(cards_text(m) for m in laid))


def ask_big_gin(t: TableScene) -> None:
    """Declare Big Gin: the policy's or the engine's reason if not, else the question."""
    act = Action.big_gin()
    note = t.policy.refuse(act)
    if note is not None:
        t.say(note, error=True)
    elif act not in t.legal:
        t.refuse(act)
    else:
        t.app.open("confirm", text=str(BIG_GIN_CONFIRM), on_yes=lambda: t.play(act),
                   yes=T.BIG_GIN, clear_of=t.hint.box_rect())
