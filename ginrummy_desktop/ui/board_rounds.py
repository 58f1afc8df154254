"""Another round's board over a score board: a click on a round's row of the sheet opens that
round's breakdown (K, D, lay-offs, bonuses) as it was scored, with "Back" to the board under
it and, at the table, the coach's review of that round. Only the last round's board came
after each round: a player who closed one by an Enter too many could not check its points
anywhere (German 1280x800, own rules)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from ginrummy_desktop.i18n import terms as T

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene


def open_round_at(board: ScoreboardScene, pos: tuple[int, int]) -> ScoreboardScene | None:
    """The board of the round whose row of ``board``'s sheet is at ``pos`` (see
    :func:`open_round`), or None: no other round's row there."""
    return open_round(board, board.sheet.round_at(pos))


def open_round(board: ScoreboardScene, n: int | None) -> ScoreboardScene | None:
    """Round ``n``'s board (a click on its row, or its digit 1-9: no key reached the
    earlier rounds; German, keys only), opened over ``board`` (as one recalled: no
    countdown, nothing dealt on closing), or None: no other round of the match, or
    ``board`` is too new on screen for a click or key to be aimed at it (one meant for the
    table would open an old round's board)."""
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    if n is None or not 1 <= n <= len(board.match.results) or n == board.number \
            or board.settling:
        return None
    if board in _OPENED:  # one earlier board at a time: it gives way to the one clicked (they
        board.close()  # piled up, seven Escapes deep, the table black under them; German)
    table = board.app.stack.find(TableScene)  # the coach's review of that round, where this
    review = (lambda: table.open_round_review(n)) if (  # board has one of its own
        board.review is not None and table is not None and table.ctrl.match is board.match
    ) else None
    other = board.app.open("scoreboard", match=board.match, result=board.match.results[n - 1],
                           recall=True, review=review)
    assert isinstance(other, ScoreboardScene)
    other.close_button.label = T.BACK
    _OPENED.add(other)
    return other


_OPENED: weakref.WeakSet[ScoreboardScene] = weakref.WeakSet()
"""The boards opened from a sheet's row (and not by the table)."""
