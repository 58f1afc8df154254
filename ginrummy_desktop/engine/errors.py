"""Narrow exceptions of the engine.

Every error carries a machine-readable ``reason`` code and its ``args`` as a dict, so the UI can
show a translated sentence (``ginrummy_desktop.i18n.reasons``), and an English ``str()`` that
names the bad input and the situation, for logs and tests.
"""

from __future__ import annotations

from typing import Any

REASON_TEXT: dict[str, str] = {
    # card input
    "bad_card": "not a card: {text}",
    "duplicate_card": "card {card} given twice",
    # actions
    "unknown_action": "not an action: {text}",
    "not_your_turn": "it is not seat {seat}'s turn",
    "wrong_phase": "{action} is not possible in phase {phase}",
    "card_not_in_hand": "{card} is not in the hand",
    "discard_just_taken": (
        "{card} was just taken from the discard pile and may not be discarded now"
    ),
    "knock_too_high": "knocking with {card} leaves {deadwood} deadwood, more than {limit}",
    "knock_gin_only": (
        "knocking with {card} leaves {deadwood} deadwood; the first upcard was an ace, "
        "so only Gin ends this round"
    ),
    "knock_gin_rules": (
        "knocking with {card} leaves {deadwood} deadwood; the knock limit is 0, so only Gin "
        "ends a round"
    ),
    "no_big_gin": "the eleven cards do not all form melds",
    "big_gin_not_allowed": "these rules have no Big Gin",
    "upcard_passed": "the upcard was passed; draw from the stock",
    "stock_exhausted": "the stock may not be drawn below two cards",
    "cannot_lay_off": "{card} does not fit onto that meld",
    "set_complete": "{card} does not fit onto {cards}: a set of all four takes nothing more",
    "no_such_meld": "there is no meld {meld}",
    "match_over": "the match is over",
    "round_over": "the round is over",
    "takeback_nothing": "there is no action of this round to take back",
    "takeback_round_over": "the last action ended the round; it cannot be taken back",
    "takeback_other_acted": "seat {seat} has acted since; the action cannot be taken back",
    "takeback_hidden": "{action} showed a hidden card and cannot be taken back",
    "takeback_not_allowed": "{action} cannot be taken back",
    "bad_outcome": "outcome {outcome} is not allowed by these rules",
    "bad_rules": "bad rule set: {detail}",
    "bad_history": "the history does not replay: {detail}",
    "bad_view": "bad view data: {detail}",
}


class EngineError(ValueError):
    """Base of the engine's errors: a ``ValueError`` with a reason code and its arguments."""

    def __init__(self, reason: str, **args: Any) -> None:
        self.reason = reason
        self.args_dict: dict[str, Any] = dict(args)
        template = REASON_TEXT.get(reason, reason)
        try:
            text = template.format(**args)
        except (KeyError, IndexError):
            text = f"{reason} {args}"
        super().__init__(text)


class CardError(EngineError):
    """A malformed or duplicated card."""


class ActionSyntaxError(EngineError):
    """Text that is not an action at all (``Action.parse("jump")``), apart from an action the
    rules do not allow now (``IllegalActionError``)."""


class IllegalActionError(EngineError):
    """An action that the rules do not allow in the current state (the state is unchanged)."""


class RulesError(EngineError):
    """A rule set, outcome or history that does not make sense."""
