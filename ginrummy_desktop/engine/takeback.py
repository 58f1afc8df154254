"""Taking back a move: which of a seat's actions may be undone, and the match without it.

A seat may take back its last action while the other seat has not acted since and the action
showed it no hidden card: a discard, a pass, taking the upcard or the discard, a knock (before
the defender has laid anything off). A draw from the stock showed a hidden card; an action that
ended the round revealed the other hand (and dealt the next round); lay-offs belong to the
lay-off review. The match's history is its truth, so taking back is a replay of the history
without its last action: the result is a legal state by construction.

>>> from ginrummy_desktop.engine.rules import RuleSet
>>> m = Match(RuleSet.preset("classic"), seed=7)
>>> take_back_refusal(m, m.turn).reason
'takeback_nothing'
>>> seat = m.turn
>>> _ = m.apply("pass")
>>> take_back_refusal(m, seat) is None
True
>>> m2, undone = take_back(m, seat)
>>> str(undone), len(m2.history), m2.turn == seat
('pass', 0, True)
>>> take_back_refusal(m, 1 - seat).reason  # it has made no move in this round
'takeback_nothing'
>>> _ = m.apply("pass")
>>> take_back_refusal(m, seat).reason
'takeback_other_acted'
"""

from __future__ import annotations

from ginrummy_desktop.engine.actions import Action, Kind
from ginrummy_desktop.engine.errors import IllegalActionError
from ginrummy_desktop.engine.match import Match

TAKE_BACK_KINDS: frozenset[Kind] = frozenset({
    Kind.DISCARD, Kind.PASS, Kind.KNOCK, Kind.TAKE_UPCARD, Kind.DRAW_DISCARD,
})
"""The kinds of action that show the actor no hidden card and leave the round running."""


def take_back_refusal(match: Match, seat: int) -> IllegalActionError | None:
    """Why ``seat`` may not take back its last action now (None: it may). Changes nothing.

    The reasons: ``match_over``; ``takeback_nothing`` (no action of ``seat``'s in this round
    yet: "the computer has played since" said of no move at all at a round's start);
    ``takeback_round_over`` (the last action ended a round); ``takeback_other_acted``; for
    a draw from the stock ``takeback_hidden``; for a lay-off ``takeback_not_allowed``.
    """
    if match.is_over:
        return IllegalActionError("match_over", action="takeback")
    moves = match.round.moves
    if not moves:
        if match.results:
            return IllegalActionError("takeback_round_over")
        return IllegalActionError("takeback_nothing")
    actor, action = moves[-1]
    if actor != seat and all(a != seat for a, _ in moves):
        return IllegalActionError("takeback_nothing")
    if actor != seat:
        return IllegalActionError("takeback_other_acted", seat=actor)
    if action.kind is Kind.DRAW_STOCK:
        return IllegalActionError("takeback_hidden", action=action.text())
    if action.kind not in TAKE_BACK_KINDS:
        return IllegalActionError("takeback_not_allowed", action=action.text())
    return None


def take_back(match: Match, seat: int) -> tuple[Match, Action]:
    """A new match replayed without ``seat``'s last action, and that action; raises the
    ``IllegalActionError`` of :func:`take_back_refusal` if it may not be taken back
    (``match`` itself is never changed)."""
    err = take_back_refusal(match, seat)
    if err is not None:
        raise err
    undone = match.history[-1]
    return Match.replay(match.rules, match.seed, match.history[:-1]), undone
