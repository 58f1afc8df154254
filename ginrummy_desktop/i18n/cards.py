"""Card names for the player: ``"Herz Dame"`` / ``"queen of hearts"``, or short ``"D♥"``/``"Q♥"``.

Accepts an engine ``Card`` or its two-character code (``"QH"``, ranks ``A23456789TJQK``,
suits ``SHDC``); this module reads only the code, so it needs nothing from the engine.

>>> from ginrummy_desktop.i18n import Localizer, use_localizer
>>> card_name("QH"), card_name("TC"), card_name("AS", short=True)
('queen of hearts', '10 of clubs', 'A♠')
>>> with use_localizer(Localizer("de")):
...     card_name("QH"), card_name("AS"), card_name("JD", short=True)
('Herz Dame', 'Pik Ass', 'B♦')
"""

from __future__ import annotations

from collections.abc import Iterable

from ginrummy_desktop.i18n.lazy import N_, NC_, LazyString

__all__ = [
    "RANK_LETTERS",
    "RANK_NAMES",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "card_name",
    "cards_said",
    "cards_text",
    "looks_like_card",
]

_RANKS = "A23456789TJQK"

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

SUIT_NAMES: dict[str, LazyString] = {
    # TRANSLATORS: suit names as used inside "{rank} of {suit}"; German: Pik, Herz, Karo, Kreuz.
    "S": N_("spades"),
    "H": N_("hearts"),
    "D": N_("diamonds"),
    "C": N_("clubs"),
}

RANK_NAMES: dict[str, LazyString] = {
    "A": N_("ace"),
    "J": N_("jack"),
    "Q": N_("queen"),
    "K": N_("king"),
}
"""Names of the ace and the court cards; pip cards are shown as their number."""

RANK_LETTERS: dict[str, LazyString] = {
    # TRANSLATORS: one-letter rank on a short card label; German: A, B (Bube), D (Dame), K.
    "A": NC_("rank letter", "A"),
    "J": NC_("rank letter", "J"),
    "Q": NC_("rank letter", "Q"),
    "K": NC_("rank letter", "K"),
}

# TRANSLATORS: a card's full name; German puts the suit first: "{suit} {rank}" (Herz Dame).
CARD_NAME = N_("{rank} of {suit}")

# TRANSLATORS: one card named inside a sentence ("It knew you held the 6 of hearts."), where
# several would be listed short ("6♥ 7♥"); German needs no article: "{card}".
ONE_CARD = N_("the {card}")


def _code(card: object) -> str:
    text = str(card).strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    return text


def looks_like_card(card: object) -> bool:
    """Whether ``card`` is a card or a two-character card code."""
    code = _code(card)
    return len(code) == 2 and code[0] in _RANKS and code[1] in SUIT_NAMES


def card_name(card: object, short: bool = False) -> str:
    """The card's name in the current language; text that is no card is returned unchanged.

    ``short`` gives rank and suit symbol (``"Q♥"``, German ``"D♥"``) for tight spaces.
    """
    if not looks_like_card(card):
        return str(card)
    code = _code(card)
    rank, suit = code[0], code[1]
    pips = "10" if rank == "T" else rank
    if short:
        letter = RANK_LETTERS.get(rank)
        return (pips if letter is None else str(letter)) + SUIT_SYMBOLS[suit]
    named = RANK_NAMES.get(rank)
    return CARD_NAME.format(rank=pips if named is None else named, suit=SUIT_NAMES[suit])


def cards_text(cards: str | Iterable[object], short: bool = True) -> str:
    """Several cards (an iterable, or a string of codes like ``"7S 7H 7D"``) as one text.

    >>> cards_text("7S 8S 9S")
    '7♠ 8♠ 9♠'
    """
    items = cards.replace(",", " ").split() if isinstance(cards, str) else list(cards)
    return " ".join(card_name(c, short=short) for c in items)


def cards_said(cards: Iterable[object]) -> str:
    """Cards inside a sentence: one card by its full name with its article (``"the 6 of
    hearts"``, German ``"Herz 6"``), as the sentences around it name a single card; several
    short (:func:`cards_text`). A lone card said short stood beside full names in one panel
    ("Der Computer hat Herz 10 abgelegt." over "Der Computer hat 3♥ angelegt ...").

    >>> cards_said(["6H"]), cards_said(["6H", "7H"])
    ('the 6 of hearts', '6♥ 7♥')
    """
    items = list(cards)
    if len(items) == 1:
        return ONE_CARD.format(card=card_name(items[0]))
    return cards_text(items)
