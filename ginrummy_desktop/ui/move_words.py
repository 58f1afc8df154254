"""One move in words, for the replay and the computer's move log: "The computer discarded the
king of clubs.", "Du hast Herz Dame genommen." The English sentences carry the article, the
German ones put the card name where German grammar wants it; every sentence is its own
catalog entry (no glued fragments)."""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy_desktop.engine import Card, Kind, SeatView
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n.cards import card_name, cards_said, cards_text
from ginrummy_desktop.i18n.lazy import LazyString

YOURS: dict[str, LazyString] = {
    "take": N_("You took the {card}."),
    "pass": N_("You passed."),
    "draw": N_("You drew the {card} from the stock."),
    "pick": N_("You took the {card} from the discard pile."),
    "discard": N_("You discarded the {card}."),
    "knock": N_("You knocked with the {card}."),
    "gin": N_("You went Gin with the {card}."),
    "big_gin": N_("You went Big Gin."),
    "layoff": N_("You laid off the {card}."),
    "done": N_("You are done laying off."),
}
THEIRS: dict[str, LazyString] = {
    "take": N_("The computer took the {card}."),
    "take_hidden": N_("The computer took the upcard."),
    "pass": N_("The computer passed."),
    "draw": N_("The computer drew the {card} from the stock."),
    "draw_hidden": N_("The computer drew from the stock."),
    "pick": N_("The computer took the {card} from the discard pile."),
    "discard": N_("The computer discarded the {card}."),
    "knock": N_("The computer knocked with the {card}."),
    "knock_hidden": N_("The computer knocked."),
    "gin": N_("The computer goes Gin!"),
    "gin_card": N_("The computer went Gin with the {card}."),
    "big_gin": N_("The computer goes Big Gin!"),
    "layoff": N_("The computer laid off the {card}."),
    "done": N_("The computer is done laying off."),
    "done_laid": N_("The computer laid off {cards} and is done laying off."),
    "done_none": N_("The computer laid off nothing."),
}

# TRANSLATORS: the computer's moves in a narrow window, under its name ("Computer · Medium"):
# no subject, a short card name ("Q♥"; German "D♥"), one short line each.
COMPACT: dict[str, LazyString] = {
    "take": N_("Took the upcard: {card}"),
    "take_hidden": N_("Took the upcard"),
    "pass": N_("Passed"),
    "draw": N_("Drew from the stock"),
    "draw_hidden": N_("Drew from the stock"),
    "pick": N_("From the discard pile: {card}"),
    "discard": N_("Discarded: {card}"),
    "knock": N_("Knocked with: {card}"),
    "knock_hidden": N_("Knocked"),
    "gin": N_("Gin!"),
    "big_gin": N_("Big Gin!"),
    "layoff": N_("Laid off: {card}"),
    "done": N_("Done laying off"),
    "done_laid": N_("Laid off: {cards}"),
    "done_none": N_("Laid off nothing"),
}
"""The computer's moves as :data:`THEIRS` says them, short, for the log of a small window
(640x420: the log's four lines held only the newest turn, or only the newest move when the
computer took from the discard pile, "Der Computer hat Karo Dame vom / Ablagestapel
genommen.")."""


def opponent_log(view: SeatView, n: int, gin: bool = False, compact: bool = False,
                 laid: Sequence[Card] | None = None) -> list[str]:
    """The computer's last ``n`` moves of the round as the player's ``view`` records them
    (the engine's public record: cards taken from the pile are named, stock draws not).
    ``gin``: the round has ended and the computer's knock was Gin (its knock card stays
    hidden in the record, so the record alone would say "The computer knocked.").
    ``compact``: in the short words of :data:`COMPACT`. ``laid``: the round has ended and the
    computer defended: the cards it laid off, so its "done" says which (it said "The computer
    is done laying off." of the jack of hearts laid off with it, and of nothing at all)."""
    events = iter(view.pile_events)
    pile_kinds = (Kind.TAKE_UPCARD, Kind.PASS, Kind.DRAW_STOCK, Kind.DRAW_DISCARD,
                  Kind.DISCARD)
    lines: list[str] = []
    for mv in view.public_moves:
        card = mv.card
        if mv.kind in pile_kinds:
            ev = next(events, None)
            if ev is not None and mv.kind in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD):
                card = ev.card
        if mv.seat != 1:
            continue
        if mv.kind is Kind.FINISH_LAYOFF and laid is not None:
            one_by_one = {m.card for m in view.public_moves if m.kind is Kind.LAY_OFF}
            rest = [c for c in laid if c not in one_by_one]
            word = "done_laid" if rest else "done" if laid else "done_none"
            said = cards_text(rest) if compact else cards_said(rest)
            lines.append(str((COMPACT if compact else THEIRS)[word]).format(cards=said))
            continue
        if compact:
            word = "gin" if mv.kind is Kind.KNOCK and gin else mv.kind.value
            if card is None and f"{word}_hidden" in COMPACT:
                word = f"{word}_hidden"
            short = card_name(card, short=True) if card is not None else ""
            lines.append(str(COMPACT.get(word, COMPACT["pass"])).format(card=short))
        elif mv.kind is Kind.KNOCK and card is None:
            lines.append(str(THEIRS["gin" if gin else "knock_hidden"]))
        elif mv.kind is Kind.TAKE_UPCARD and card is None:
            lines.append(str(THEIRS["take_hidden"]))
        else:
            lines.append(move_text(1, mv.kind, card, hidden=True))
    return lines[-n:]


def move_text(seat: int, kind: Kind, card: Card | None, gin: bool = False,
              hidden: bool = False) -> str:
    """The sentence for ``seat`` (0 the player, 1 the computer) doing ``kind`` with ``card``;
    ``gin`` for a knock that is Gin, ``hidden`` for the computer's stock draw seen from the
    player's seat (the card is not shown)."""
    word = kind.value
    if kind is Kind.KNOCK and gin:  # the computer's card where it is known (its round once
        # over, a replay): "goes Gin!" left its 11 cards one short
        word = "gin_card" if seat == 1 and card is not None else "gin"
    table = YOURS if seat == 0 else THEIRS
    if seat == 1 and kind is Kind.DRAW_STOCK and (hidden or card is None):
        word = "draw_hidden"
    text = table.get(word) or table["pass"]
    return text.format(card=card_name(card) if card is not None else "")
