"""Engine errors in the player's language.

The engine raises :class:`~ginrummy_desktop.engine.errors.EngineError` with a ``reason`` code
and ``args_dict``; it stays stdlib-only and English. Here every reason code has a lazily
marked template with the same placeholders, and :func:`describe_error` renders it in the
current language, turning card codes into card names.

>>> from ginrummy_desktop.engine.errors import IllegalActionError
>>> from ginrummy_desktop.i18n import Localizer, use_localizer
>>> err = IllegalActionError("card_not_in_hand", card="QH")
>>> describe_error(err)
'The queen of hearts is not in the hand.'
>>> with use_localizer(Localizer("de")):
...     describe_error(err)
'Herz Dame ist nicht auf der Hand.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ginrummy_desktop.i18n.cards import card_name, cards_text, looks_like_card
from ginrummy_desktop.i18n.lazy import N_, NC_, LazyString

__all__ = ["ACTION_NAMES", "PHASE_NAMES", "REASON_MESSAGES", "describe_error", "describe_reason"]

REASON_MESSAGES: dict[str, LazyString] = {
    "bad_card": N_("Not a card: {text}"),
    "duplicate_card": N_("The {card} was given twice."),
    "unknown_action": N_("Not a move: {text}"),
    # TRANSLATORS: {seat} is "player 1"/"player 2" or "the computer" (third person).
    "not_your_turn": N_("It is not {seat}'s turn."),
    # TRANSLATORS: {action} and {phase} are names from the action and phase lists.
    "wrong_phase": N_("{action} is not possible now ({phase})."),
    "card_not_in_hand": N_("The {card} is not in the hand."),
    "discard_just_taken": N_(
        "The {card} was just taken from the discard pile and may not be discarded in the same turn."
    ),
    # TRANSLATORS: {deadwood} and {limit} are deadwood points (German "Restpunkte").
    "knock_too_high": N_(
        "You cannot knock with the {card}: {deadwood} deadwood left, at most {limit} allowed."
    ),
    # TRANSLATORS: Oklahoma Gin: an ace as the first upcard allows only Gin (knock limit 0).
    "knock_gin_only": N_(
        "You cannot knock with the {card}: {deadwood} deadwood left, and this round only Gin "
        "may end it (the first upcard was an ace)."
    ),
    # TRANSLATORS: rules whose knock limit is 0 (a custom rule set): every round ends by Gin.
    "knock_gin_rules": N_(
        "You cannot knock with the {card}: {deadwood} deadwood left, and with these rules "
        "only Gin may end a round (knock limit 0)."
    ),
    "no_big_gin": N_("Not all eleven cards form melds, so this is no Big Gin."),
    "big_gin_not_allowed": N_("These rules have no Big Gin."),
    "upcard_passed": N_("The upcard was passed; draw from the stock."),
    "stock_exhausted": N_("The stock may not be drawn below two cards."),
    "cannot_lay_off": N_("The {card} does not fit onto that meld."),
    "set_complete": N_("The {card} does not fit onto {cards}: a set of all four takes "
                       "nothing more."),
    "no_such_meld": N_("There is no such meld: {meld}"),
    "match_over": N_("The match is over."),
    "round_over": N_("The round is over."),
    "takeback_nothing": N_("There is nothing to take back in this round yet."),
    "takeback_round_over": N_("The round is over: its last move cannot be taken back."),
    # TRANSLATORS: {seat} is "the computer" (or "player 2").
    "takeback_other_acted": N_(  # "Only a move before ... can be taken back, and ..." was
        "Your last move can no longer be taken back: {seat} has played since."  # hard to read
    ),
    # TRANSLATORS: {action} is a name from the action list ("Drawing from the stock").
    "takeback_hidden": N_("{action} showed you a hidden card, so it cannot be taken back."),
    "takeback_not_allowed": N_("{action} cannot be taken back."),
    "bad_outcome": N_("These rules do not allow this outcome: {outcome}"),
    "bad_rules": N_("Invalid rules: {detail}"),
    "bad_history": N_("The saved match cannot be replayed: {detail}"),
    "bad_view": N_("Invalid game data: {detail}"),
}
"""A player-facing template for every reason code of ``engine.errors.REASON_TEXT``."""

FALLBACK = N_("That is not possible right now.")
"""Shown for a reason code without a template, or arguments that do not fit it."""

PHASE_NAMES: dict[str, LazyString] = {
    "offer": NC_("phase", "upcard offer"),
    "draw": NC_("phase", "drawing"),
    "discard": NC_("phase", "discarding"),
    "layoff": NC_("phase", "laying off"),
    "scored": NC_("phase", "round over"),
    "void": NC_("phase", "dead hand"),
}
"""Names of the engine's ``Phase`` values (``engine.legal.Phase``); others are shown as given."""

ACTION_NAMES: dict[str, LazyString] = {
    "take": NC_("action", "Taking the upcard"),
    "pass": NC_("action", "Passing"),
    "draw": NC_("action", "Drawing from the stock"),
    "pick": NC_("action", "Taking the discard"),
    "discard": NC_("action", "Discarding"),
    "knock": NC_("action", "Knocking"),
    "big_gin": NC_("action", "Declaring Big Gin"),
    "layoff": NC_("action", "Laying off"),
    "done": NC_("action", "Finishing the lay-off"),
}
"""Names of the engine's action kinds (``engine.actions.Kind``), by the first word of an
action's text (``"knock QH"`` -> Knocking); others are shown as given."""

OUTCOME_NAMES: dict[str, LazyString] = {
    "knock": NC_("outcome", "knock"),
    "gin": NC_("outcome", "Gin"),
    "big_gin": NC_("outcome", "Big Gin"),
    "undercut": NC_("outcome", "undercut"),
    "dead_hand": NC_("outcome", "dead hand"),
}

_NAMED_ARGS: dict[str, dict[str, LazyString]] = {
    "phase": PHASE_NAMES,
    "action": ACTION_NAMES,
    "outcome": OUTCOME_NAMES,
}

# TRANSLATORS: a seat without a known name, numbered from 1.
PLAYER_NUMBER = N_("player {n}")
THE_COMPUTER = N_("the computer")
NOT_YOUR_TURN = N_("It is not your turn.")
"""``not_your_turn`` for the human player's own seat (see ``human_seat``)."""
WAIT_STOCK = N_("It is not your turn yet: keep holding the stock, and drag its card into your "
                "hand once the computer has moved.")
"""Said at a press on the stock while the computer moves (not as a refusal: the held press
picks the card up when it moves on the player's turn, and let go there it draws; the red
"It is not your turn." read as a refusal that was none, 800x520; "its card comes up" was
waited for with the mouse held still)."""

PHASE_HINTS: dict[str, LazyString] = {
    "offer": N_("First take the upcard or pass."),
    "draw": N_("Draw a card first: from the stock or from the discard pile."),
    "discard": N_("You have drawn already: now discard a card, or knock."),
    "layoff": N_("Lay off onto the knocker's melds, or press Done."),
}
DRAW_FROM_STOCK = N_("Draw a card first: from the stock (the discard pile is closed this turn).")
"""The draw phase's hint where only the stock may be drawn from (``stock_only``)."""
"""``wrong_phase`` for the player (``human_seat`` given): what to do instead, by phase."""


def _key(key: str, value: object) -> str:
    """The lookup key of a named argument: an enum's value, lower case; for an action only
    its first word (``"knock QH"`` -> ``"knock"``), the card is not part of its name."""
    text = str(getattr(value, "value", value)).strip().lower()
    if key == "action":
        text = text.split()[0] if text else ""
    return text.replace("-", "_").replace(" ", "_")


def _seat_name(seat: int, human_seat: int | None) -> str:
    if human_seat is None:
        return PLAYER_NUMBER.format(n=seat + 1)
    return str(THE_COMPUTER)


def _render_arg(key: str, value: Any, human_seat: int | None) -> str:
    if key == "card" and looks_like_card(value):
        return card_name(value)
    if key in ("cards", "meld") and isinstance(value, str | list | tuple):
        items = value.replace(",", " ").split() if isinstance(value, str) else list(value)
        if items and all(looks_like_card(c) for c in items):
            return cards_text(items)
    if key == "seat" and isinstance(value, int):
        return _seat_name(value, human_seat)
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if key == "meld" and number:  # the engine counts melds from 0, the screen from 1 ("3"
        return _render_arg("number", value + 1, human_seat)  # said "no such meld: 2")
    names = _NAMED_ARGS.get(key)
    if names is not None and _key(key, value) in names:
        return str(names[_key(key, value)])
    if number:
        from ginrummy_desktop.i18n import format_number

        return format_number(value)
    return str(value)


def describe_reason(reason: str, args: Mapping[str, Any], human_seat: int | None = None) -> str:
    """The sentence for ``reason`` with ``args`` in the current language.

    ``human_seat`` is the player's seat: seats are then "you" and "the computer" (and a
    ``not_your_turn`` for the player reads "It is not your turn."); without it seats are
    "player 1"/"player 2".
    """
    template = REASON_MESSAGES.get(reason)
    if template is None:
        return str(FALLBACK)
    if reason == "not_your_turn" and human_seat is not None and args.get("seat") == human_seat:
        template = NOT_YOUR_TURN
    if reason == "wrong_phase" and human_seat is not None and args.get("phase") in PHASE_HINTS:
        template = DRAW_FROM_STOCK if args.get("stock_only") else PHASE_HINTS[args["phase"]]
    rendered = {key: _render_arg(key, value, human_seat) for key, value in args.items()}
    try:
        text = template.format(**rendered)
    except (KeyError, IndexError, ValueError):
        return str(FALLBACK)
    return text[:1].upper() + text[1:]


def describe_error(err: Exception, human_seat: int | None = None) -> str:
    """An engine error as one translated sentence for the player.

    Accepts any exception so a UI can pass what it caught; errors without a ``reason`` get
    the generic fallback (their English text is for logs, not for the player).
    """
    reason = getattr(err, "reason", None)
    args = getattr(err, "args_dict", None)
    if not isinstance(reason, str) or not isinstance(args, Mapping):
        return str(FALLBACK)
    return describe_reason(reason, args, human_seat)
