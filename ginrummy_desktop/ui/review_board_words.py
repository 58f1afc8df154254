"""The words under a reviewed decision on the table (``scenes/review_board.py``), the answer
shown: what was played and what it lost, the best move and why; under a best move played, the
next best and what it was worth less, and why the move played beats it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.coach.hint import reason, with_undercut
from ginrummy_desktop.coach.judge import TIE_POINTS
from ginrummy_desktop.engine import Kind, deadwood_of
from ginrummy_desktop.i18n import N_, NP_
from ginrummy_desktop.i18n.reasons import describe_reason
from ginrummy_desktop.ui.review_rows import MISTAKE_RED
from ginrummy_desktop.ui.table.hint import COACH
from ginrummy_desktop.ui.table.hint_words import (
    action_words,
    points_text,
    undercut_text,
    why_text,
)
from ginrummy_desktop.ui.widgets import WHITE, font, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.coach.review import Decision
    from ginrummy_desktop.engine import Action, SeatView

Line = tuple[str, tuple[int, int, int], bool]  # text, colour, bold

PLAYED = N_("You played: {action}")
BEST = N_("Best: {action}")
LOST = N_("{points} points lost")
WAS_BEST = N_("That was the best move.")
AS_GOOD = N_("As good as the best move, as far as the review can tell.")
TIED = N_("The review rated another move, {other}, a little higher; it cannot tell the two "
           "apart.")
"""A move played that ties with the race's leader (``coach.judge``: within the noise): "That
was the best move. The next best, discard the 2 of spades, was about as good." overclaimed,
where the hint had named the 2 of spades 2.9 points ahead (1920x1080)."""
MISTAKE = N_("a mistake")  # after a dash, German "ein Fehler" (it said "– Ein Fehler")
NEXT_LESS = N_("The next best, {other}, was worth {points} points less.")
AS_HINTED = N_("You played as the hint said: {action}.")
AS_EQUAL = N_("You played: {action} \u2013 the hint called it about as good as {hint}.")
"""A move the hint called about as good as its own (``Decision.equal``): not a mistake."""
HINT_AHEAD = N_("The review, looking again, rates another move {points} points higher: "
                "{other}. A move the hint named never counts as a loss.")
"""Under a hint followed where the review's race reads another action ahead (``Decision.ahead``):
the review saying "Best: discard the jack of hearts, 1.1 points lost" of a discard the hint had
named marked the player down for following the coach (a Short match played by the hints)."""
HINT_CLOSE = N_("The hint said: {hint}. The review, looking again, rates that about as good: "
                "a close call.")
HINT_BEHIND = N_("The hint said: {hint}. The review, looking again, rates that {points} points "
                 "lower.")
HINT_NAMED_IT = N_("The hint had said so too.")
"""The line where a hint was shown and not followed (``Decision.hint_behind``): the review
called the king played the best, "the same, 0.0", where the hint had named the ace of spades,
and said nothing of it (English 1024x640, Short)."""
HINT_WAS_OTHER = N_("That other move was the hint's.")
"""Where the lines above name the hint's move already ("The review rated another move, draw
from the stock, a little higher" over "The hint said: draw from the stock. The review ...
rates that about as good": twice the same; English 1280x720)."""
KNOCK_WAS = NP_("Knocking with {n} deadwood was worth {points} points less.",
                "Knocking with {n} deadwood was worth {points} points less.")
"""Under a discard where a knock was legal and no line names it: the review said nothing of
the knock the hint had called 16.1 points worse, and the computer's Gin came next (English
1280x720)."""
NEXT_SAME = N_("The next best, {other}, was about as good.")
"""What the best move played was worth: the runner-up and the points it gave away
(``Decision.runner_up``); "about as good" within ``TIE_POINTS``, where the review would have
called the other move the same had it been played ("0,2 Punkte weniger wert" said otherwise:
German 1920x1080)."""


def answer_lines(d: Decision, view: SeatView, mistake: bool) -> list[Line]:
    """The lines of decision ``d`` seen from ``view``; ``mistake``: it is one of the round's
    marked mistakes (in red, bold); last, where a hint was shown and not followed, what it
    named (``hint_line``)."""
    lines = _answer(d, view, mistake)
    knock = knock_line(d, view)
    if knock is not None:
        lines.append((knock, WHITE, False))
    said = hint_line(d, view)
    up = d.runner_up() if d.played == d.best else None
    if said is not None and d.hint is not None and up is not None and up[0] == d.hint:
        said = str(HINT_WAS_OTHER)  # the next best named above is the hint's
    return lines if said is None else [*lines, (said, COACH, False)]


def knock_line(d: Decision, view: SeatView) -> str | None:
    """Where a discard was played and the best was one too, and no line names a knock
    though one was legal: what the best knock was worth against the best, and how often the
    review's deals saw it undercut; else None."""
    up = d.runner_up()
    named = {d.played, d.best, *(() if up is None else (up[0],))}
    if d.played.kind is not Kind.DISCARD or any(a.kind is Kind.KNOCK for a in named):
        return None
    hand = view.hand_mask
    knocks = [a for a in d.values if a.kind is Kind.KNOCK and a.card is not None
              and deadwood_of(hand ^ a.card.bit) > 0]
    if not knocks:
        return None
    k = max(knocks, key=lambda a: d.values[a])
    gap = d.values[d.best] - d.values[k]
    if gap < TIE_POINTS:
        return None
    assert k.card is not None
    n = deadwood_of(hand ^ k.card.bit)
    line = KNOCK_WAS(n, points=points_text(gap))
    share = d.undercut.get(k)
    return line if share is None else f"{line} {undercut_text(share)}"


def hint_line(d: Decision, view: SeatView) -> str | None:
    """What the hint shown at ``d`` named, where the player did not follow it, and how the
    review reads it; None without a hint or where it was followed."""
    if d.hint is None or d.followed:
        return None
    if d.hint == d.best:
        return str(HINT_NAMED_IT)
    behind = d.hint_behind()
    if behind is None:
        return None
    hint = _words(d.hint, view)
    if behind < TIE_POINTS:
        return HINT_CLOSE.format(hint=hint)
    return HINT_BEHIND.format(hint=hint, points=points_text(behind))


def _answer(d: Decision, view: SeatView, mistake: bool) -> list[Line]:
    played = PLAYED.format(action=_words(d.played, view))
    if d.followed:
        said: Line = (AS_HINTED.format(action=_words(d.played, view)), COACH, True)
        if d.hint is not None and d.played != d.hint:
            said = (AS_EQUAL.format(action=_words(d.played, view),
                                    hint=_words(d.hint, view)), COACH, True)
        ahead = d.ahead()
        if ahead is None:
            return [said, *((text, WHITE, False) for text in worth_lines(d, view))]
        other, gap = ahead
        return [said, (HINT_AHEAD.format(other=_words(other, view), points=points_text(gap)),
                       WHITE, False)]
    if d.played == d.best:
        # a sentence of its own (after a dash "– Das war ..." read wrong)
        tied = d.rated_above() is not None
        return [(f"{played}. {AS_GOOD if tied else WAS_BEST}", COACH, True),
                *((text, WHITE, False) for text in worth_lines(d, view))]
    lost = LOST.format(points=points_text(d.loss))
    head = f"{played} \u2013 {lost}"
    return [(f"{head} \u2013 {MISTAKE}" if mistake else head,
             MISTAKE_RED if mistake else WHITE, True),
            (BEST.format(action=_words(d.best, view)), COACH, False),
            (_why(view, d, d.best, d.played), WHITE, False)]


def worth_lines(d: Decision, view: SeatView) -> list[str]:
    """Under a best move played: the next best and how much less it was worth, and why the
    move played beats it; nothing where nothing else was legal (or the best was not played).
    A round played as the hint said was all "That was the best move." before, which told a
    good player nothing of what the choices were worth."""
    up = d.runner_up()
    if up is None:
        return []
    other, margin = up
    close = margin < TIE_POINTS
    words = _words(other, view)
    above = d.rated_above()
    if above is not None and above[0] == other:  # the reason the other has, worded as about
        # the same: "... the coach prefers to pass" of the pass played stood under "The review
        # rated another move, take the 2 of hearts, a little higher" (German 1024x768)
        return [TIED.format(other=words), _why(view, d, other, d.played, True)]
    head = NEXT_SAME.format(other=words) if close else \
        NEXT_LESS.format(other=words, points=points_text(margin))
    return [head, _why(view, d, d.played, other, close)]


BETTER = N_("Better: {best}. You played: {played}. {why}")
"""The review list's line under a chosen mistake. Both moves are named: the reason may speak
of them ("With both you keep 42 deadwood"), and "Best: ..." alone left "both" meaning nothing
(German 1366x768)."""


def mistake_line(d: Decision, view: SeatView) -> str:
    """The review list's line under a chosen mistake: the best move, the one played and why
    the best beats it (the reason stood only behind "On the table", where a newcomer did
    not look; English 1440x900)."""
    return BETTER.format(best=_words(d.best, view), played=_words(d.played, view),
                         why=_why(view, d, d.best, d.played))


def _why(view: SeatView, d: Decision, a: Action, b: Action, close: bool = False) -> str:
    """Why ``a`` beats ``b``, a knock's reason with how often the review's deals saw it
    undercut (``Decision.undercut``: "risks an undercut" was said whatever the risk)."""
    why, facts = reason(view, a, b, close=close)
    knock = next((x for x in (a, b) if x.kind is Kind.KNOCK), None)
    share = d.undercut.get(knock) if knock is not None else None
    return why_text(*with_undercut(why, facts, share))


def fitted(lines: list[Line], px: int, width: int, rows: int) -> list[Line]:
    """``lines`` wrapped to ``width`` at ``px``, in at most ``rows`` lines where they can be:
    the explanations (plain white lines) left out from the last; the move's line, the best
    move and the hint's line stay. With the hint's line at 640x420 the block ran up into the
    hand's cards."""
    kept = list(lines)
    while True:
        parts = [(part, colour, bold) for text, colour, bold in kept
                 for part in wrap(text, px, width, bold=bold)]
        plain = [i for i, (_t, colour, bold) in enumerate(kept)
                 if i > 0 and colour == WHITE and not bold]
        if len(parts) <= rows or not plain:
            return parts
        del kept[plain[-1]]


RING_CLEAR = 6  # pixels the buttons' focus ring stands out of them (``widgets.Button``)


def words_bottom(buttons_top: int, hand: int, px: int) -> int:
    """Where the block of words (lines ``px * 1.5`` apart, each starting that far above this)
    ends over the buttons at ``buttons_top``: its last line clear of their focus ring, which
    covered the descenders and the comma of "Legst du Herz 8 ab, bleiben dir ..." (German
    1024x600); closer, down to 2 pixels, only where three lines would otherwise run up into
    the hand's cards (``hand``: their bottom; 640x420)."""
    step, high = int(px * 1.5), font(px).get_height()
    wanted = buttons_top - RING_CLEAR - max(4, px // 3) + step - high
    return min(buttons_top - 2 + step - high, max(hand + 3 * step, wanted))


def _words(action: Action, view: SeatView) -> str:
    return action_words(action, view.hand_mask, view.discard_top)


def why_not(view: SeatView, action: Action) -> str:
    """Why "try again" does not take ``action`` (a card chosen that may not be thrown, or
    knocked with, at that moment), in the table's words: K or Enter on such a card did nothing
    and said nothing (the king of spades just taken from the pile; a knock over the limit).
    The engine's legal actions decide; this only words the refusal as the table does."""
    card = action.card
    args: dict[str, object] = {"action": action.text(), "phase": view.phase.value,
                               "card": str(card)}
    if card is not None and card == view.taken_from_discard:
        return describe_reason("discard_just_taken", args, human_seat=0)
    if action.kind is Kind.KNOCK and card is not None:
        dead = deadwood_of(view.hand_mask ^ card.bit)
        limit = view.knock_limit
        why = ("knock_too_high" if limit > 0 else "knock_gin_only" if view.rules.knock_limit
               else "knock_gin_rules")  # an ace turned up, or the rules' limit is 0
        return describe_reason(why,
                               {**args, "deadwood": dead, "limit": limit}, human_seat=0)
    return describe_reason("wrong_phase", args, human_seat=0)
