"""The rules engine: pure Python, standard library only, no pygame.

Public API::

    from ginrummy_desktop.engine import (Card, RuleSet, best_arrangement, best_discard,
                                          best_layoff, score_round, final_scores)

plus the round and match machinery (``Match``, ``Round``, ``Action``, ``Phase``,
``SeatView``) and the mask-level solver functions the computer opponent uses.

The UI and the bots ask, the engine answers: ``Match.check(action, seat)`` tells why an action
would be refused without applying it; a ``SeatView`` answers ``legal_actions()``,
``is_legal(a)``, ``arrangement``, ``deadwood``, ``deadwood_after(card)``,
``discard_options()``, ``knock_options()``, ``best_knock()``, ``knock_preview(card)``
(``KnockPreview``), ``layoff`` (``LayoffTally``: both sides in the lay-off phase),
``knocker`` and ``pile_events`` (``PileEvent``: the public record, typed).
``take_back_refusal(match, seat)`` says why a seat may not take back its last action,
``take_back(match, seat)`` gives the match without it.
"""

from ginrummy_desktop.engine.actions import Action, Kind
from ginrummy_desktop.engine.cards import (
    ALL_CARDS,
    Card,
    cards_mask,
    format_cards,
    mask_cards,
    mask_value,
    parse_cards,
    shuffled_deck,
)
from ginrummy_desktop.engine.errors import (
    REASON_TEXT,
    ActionSyntaxError,
    CardError,
    EngineError,
    IllegalActionError,
    RulesError,
)
from ginrummy_desktop.engine.layoff import Layoff, best_layoff, two_order_layoff
from ginrummy_desktop.engine.legal import Phase, legal_actions
from ginrummy_desktop.engine.match import Match, again_seed, cut_for_deal, parse_again
from ginrummy_desktop.engine.melds import (
    Arrangement,
    best_arrangement,
    best_discard,
    deadwood_of,
    discard_deadwoods,
    is_meld,
    melded_value,
)
from ginrummy_desktop.engine.outcome import Outcome, Side
from ginrummy_desktop.engine.record import PileEvent, PublicMove
from ginrummy_desktop.engine.round import STOCK_FLOOR, Round, RoundResult, round_view
from ginrummy_desktop.engine.rules import HOLLYWOOD_GAMES, PRESET_NAMES, RANGES, RuleSet
from ginrummy_desktop.engine.scoring import (
    FinalScores,
    HollywoodGame,
    RoundScore,
    final_scores,
    hollywood_entries,
    hollywood_games,
    score_round,
)
from ginrummy_desktop.engine.takeback import TAKE_BACK_KINDS, take_back, take_back_refusal
from ginrummy_desktop.engine.view import KnockPreview, LayoffTally, PastRound, SeatView

__all__ = [
    "ALL_CARDS", "Action", "ActionSyntaxError", "Arrangement", "Card", "CardError", "EngineError",
    "FinalScores", "HOLLYWOOD_GAMES", "HollywoodGame", "RANGES", "STOCK_FLOOR", "hollywood_games",
    "hollywood_entries",
    "IllegalActionError", "Kind", "KnockPreview", "Layoff", "LayoffTally", "Match", "PastRound",
    "Outcome", "PRESET_NAMES", "Phase", "PileEvent", "PublicMove", "REASON_TEXT", "Round",
    "RoundResult", "RoundScore", "RuleSet", "RulesError", "SeatView", "Side", "best_arrangement",
    "best_discard", "best_layoff", "cards_mask", "cut_for_deal", "deadwood_of",
    "discard_deadwoods", "final_scores", "format_cards", "is_meld", "legal_actions", "mask_cards",
    "mask_value", "melded_value", "parse_cards", "round_view", "score_round", "shuffled_deck",
    "two_order_layoff", "TAKE_BACK_KINDS", "take_back", "take_back_refusal", "again_seed",
    "parse_again",
]
