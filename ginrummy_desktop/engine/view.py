"""What one seat may see: its own hand, the discard pile, the public moves, never the other
hand or the stock order.

A computer opponent decides from a ``SeatView`` alone. A view can also be built from plain
data (card codes), so the opponent can play inside another Gin Rummy program:

>>> v = SeatView.from_data({"seat": 0, "rules": "classic", "phase": "draw", "turn": 0,
...     "dealer": 1, "hand": "AS 2S 3S 7H 8H 9H KC KD KS 5D", "discard_pile": "QD",
...     "stock_size": 30})
>>> [a.text() for a in v.legal_actions()]
['draw', 'pick']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ginrummy_desktop.engine.actions import Action
from ginrummy_desktop.engine.cards import Card, cards_mask, parse_cards
from ginrummy_desktop.engine.errors import EngineError, RulesError
from ginrummy_desktop.engine.legal import Phase, legal_actions
from ginrummy_desktop.engine.rules import RuleSet


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of a round (and the match score)."""

    seat: int
    rules: RuleSet
    phase: Phase
    turn: int
    dealer: int
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...] = ()  # bottom first, top last
    stock_size: int = 31
    opponent_hand_size: int = 10
    opponent_known: tuple[Card, ...] = ()  # taken from the pile by the opponent, still held
    moves: tuple[tuple[int, str], ...] = ()  # (seat, action text) of the round so far
    taken_from_discard: Card | None = None  # the card this seat may not discard this turn
    upcard_passed: bool = False  # both passed the upcard: only the stock may be drawn
    knocker_melds: tuple[tuple[Card, ...], ...] = ()  # in the lay-off phase
    knocker_loose: tuple[Card, ...] = ()
    scores: tuple[int, int] = (0, 0)  # round points of the match so far
    round_number: int = 0
    _hand_mask: int = field(default=0, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hand_mask", cards_mask(self.hand))

    @property
    def hand_mask(self) -> int:
        return self._hand_mask

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and not self.phase.over

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (none when it is not its turn)."""
        if not self.my_turn:
            return []
        return legal_actions(
            self.phase,
            self._hand_mask,
            self.rules,
            taken_from_discard=self.taken_from_discard,
            may_draw_discard=not self.upcard_passed and bool(self.discard_pile),
            knocker_melds=[cards_mask(m) for m in self.knocker_melds],
        )

    # --- plain data ------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """JSON-ready data; ``from_data`` reads it back."""

        def codes(cards: tuple[Card, ...]) -> str:
            return " ".join(str(c) for c in cards)

        return {
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "phase": self.phase.value,
            "turn": self.turn,
            "dealer": self.dealer,
            "hand": codes(self.hand),
            "discard_pile": codes(self.discard_pile),
            "stock_size": self.stock_size,
            "opponent_hand_size": self.opponent_hand_size,
            "opponent_known": codes(self.opponent_known),
            "moves": [[s, m] for s, m in self.moves],
            "taken_from_discard": str(self.taken_from_discard) if self.taken_from_discard else None,
            "upcard_passed": self.upcard_passed,
            "knocker_melds": [codes(m) for m in self.knocker_melds],
            "knocker_loose": codes(self.knocker_loose),
            "scores": list(self.scores),
            "round_number": self.round_number,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> SeatView:
        """Build a view from plain data: card lists as "AS 2S" strings or lists of codes,
        ``rules`` as a preset name or a rule-set dict. Raises ``RulesError("bad_view")``."""
        try:
            rules_data = data.get("rules", "classic")
            rules = (
                RuleSet.preset(rules_data)
                if isinstance(rules_data, str)
                else RuleSet.from_dict(rules_data)
            )
            taken = data.get("taken_from_discard")
            view = cls(
                seat=_seat(data["seat"]),
                rules=rules,
                phase=Phase(data["phase"]),
                turn=_seat(data["turn"]),
                dealer=_seat(data["dealer"]),
                hand=tuple(parse_cards(data["hand"])),
                discard_pile=tuple(parse_cards(data.get("discard_pile", ""))),
                stock_size=int(data.get("stock_size", 31)),
                opponent_hand_size=int(data.get("opponent_hand_size", 10)),
                opponent_known=tuple(parse_cards(data.get("opponent_known", ""))),
                moves=tuple((_seat(s), str(m)) for s, m in data.get("moves", ())),
                taken_from_discard=Card.parse(taken) if taken else None,
                upcard_passed=bool(data.get("upcard_passed", False)),
                knocker_melds=tuple(tuple(parse_cards(m)) for m in data.get("knocker_melds", ())),
                knocker_loose=tuple(parse_cards(data.get("knocker_loose", ""))),
                scores=(int(data.get("scores", (0, 0))[0]), int(data.get("scores", (0, 0))[1])),
                round_number=int(data.get("round_number", 0)),
            )
        except EngineError as e:
            raise RulesError("bad_view", detail=str(e)) from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise RulesError("bad_view", detail=f"{type(e).__name__}: {e}") from None
        seen = cards_mask(view.hand)
        for group in (view.discard_pile, view.opponent_known):
            m = cards_mask(group)
            if m & seen:
                raise RulesError("bad_view", detail="a card appears twice")
            seen |= m
        return view


def _seat(x: Any) -> int:
    if x not in (0, 1) or isinstance(x, bool):
        raise RulesError("bad_view", detail=f"seat {x!r}")
    return int(x)
