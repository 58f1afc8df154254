"""The score board's line(s) left of its buttons: the countdown ("Next round in 7 s") over its
bar, that the next round waits, or, when a key or a click came while the board was new
(``scoreboard.READ_FIRST``), that it goes on in a moment and then that it goes on now.

That last pair is the board's answer to the key: with the countdown off, an Enter in the
board's first two seconds changed nothing on screen, and the player thought the key broken
(800x520, "summary_seconds": 0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.input import ENTER_NAME
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Color, draw_text, text_surface, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

CLOSES_IN = N_("Next round in {n} s. Move the mouse or press an arrow key to stay.")
CLOSES_IN_SHORT = N_("Next round in {n} s.")
HOW_TO_STAY = N_("Move the mouse or press an arrow key to stay.")
"""Where the long line would run under the buttons: the count, and under it how to stay, in
the same words (they were other words on a narrower board; English 800x600). An arrow, not
"a key": Enter, Space and Esc deal the next round (a player pressed Space to stay and the
next round was dealt)."""
COUNTDOWN_STOPPED = N_("The next round waits for you.")
TOO_SOON = N_("Just a moment to read the scores \u2013 then {key} goes on.")
"""A key (or a click beside the buttons) came while the board was new: it was kept."""
GOES_ON_NOW = N_("Now {key} goes on: \u201c{button}\u201d.")
"""The moment is over: the key the player pressed too soon is taken now."""


def text_room(board: ScoreboardScene) -> int:
    """The width left of the board's buttons for these lines."""
    left = min(b.rect.left for b in (board.close_button, board.review_button,
                                      board.rematch_button) if b.visible)
    return left - board.panel().x - 24 - 12


def countdown_lines(board: ScoreboardScene, n: int, px: int) -> list[str]:
    """The long line where it fits left of the buttons, else the count and under it how to
    stay (German ran under "Review this round"; the count alone never said how to stay).
    Which of the two is measured with the count the board starts from, so the lines stay as
    they are while it counts down (at 1920x1080 "in 10 s" stood on two lines, "in 9 s" on
    one, and the words jumped)."""
    room = text_room(board)
    line = CLOSES_IN.format(n=n)
    widest = CLOSES_IN.format(n=max(n, int(board.countdown or 0)))
    if text_surface(widest, px).get_width() <= room:
        return [line]
    return [CLOSES_IN_SHORT.format(n=n), *wrap(str(HOW_TO_STAY), px, room)]


def _answer(board: ScoreboardScene, soon: bool) -> str:
    """The line that answers a key pressed too soon; once the moment is over it names the
    button Enter presses: the ringed one ("Jetzt geht es mit Eingabe weiter: „Schließen“"
    stood on with the ring on "Rückblick auf diese Runde", which Enter opened)."""
    if soon:
        return TOO_SOON.format(key=ENTER_NAME)
    at = board.ring.at
    button = at if at is not None and at.visible else board.close_button
    return GOES_ON_NOW.format(key=ENTER_NAME, button=button.label)


def footer_lines(board: ScoreboardScene, px: int) -> list[tuple[str, Color]]:
    """What stands left of the buttons now, each line with its colour."""
    if board.refused:
        return [(line, GOLD) for line in wrap(_answer(board, board.settling), px,
                                              text_room(board))]
    limit = board.auto_close
    if limit is not None:
        n = max(0, int(limit - board.t + 0.999))
        return [(line, WHITE) for line in countdown_lines(board, n, px)]
    if waits(board):
        return [(line, WHITE) for line in wrap(str(COUNTDOWN_STOPPED), px, text_room(board))]
    return []


def waits(board: ScoreboardScene) -> bool:
    """The next round waits for the player: the countdown stopped, or off in the settings
    (off, the line came only once the player had touched a key or the mouse: German
    1280x800, boards with and without it). Not a final board, nor one recalled (R, L)
    mid-round, where the round goes on ("The next round waits for you." stood under it)."""
    if board.match.is_over or board.recall or board.on_close is None:
        return False
    return board.stopped or board.countdown is None


def edge(size: tuple[int, int]) -> int:
    """The room under the board's buttons and its footer's last line: 14 px, more in a large
    window (at 2560x1440 the buttons' ring stood on the panel's border, over the bar)."""
    return max(14, gap_px(size, 14))


def room_under(size: tuple[int, int]) -> int:
    """The most a round's board keeps under its sheet and chart: the buttons, or three lines
    of the footer (the countdown and how to stay, wrapped), as :func:`footer_need` can come
    to ask without knowing the board's buttons yet (the board's height is made from it)."""
    bh, e = font_px(size, 40), edge(size)
    return max(bh + e + 12, e + 10 + 3 * int(font_px(size, 14) * 1.3), 70)


def footer_need(board: ScoreboardScene) -> int:
    """The height, from the panel's bottom, of the tallest lines the board can come to show
    here (the sheet and the chart end above it, so nothing moves when they come)."""
    px = font_px(board.app.size, 14)
    room = text_room(board)
    said = [wrap(_answer(board, soon), px, room) for soon in (True, False)]
    if board.countdown is not None:
        said.append(countdown_lines(board, 10, px))
    if waits(board) or board.countdown is not None:
        said.append(wrap(str(COUNTDOWN_STOPPED), px, room))
    return edge(board.app.size) + 2 + max(len(s) for s in said) * int(px * 1.3) + 8


def draw_footer(surface: pygame.Surface, board: ScoreboardScene) -> None:
    """The lines, the last one on the buttons' line, and the countdown's bar under them."""
    r = board.panel()
    px = font_px(board.app.size, 14)
    said = footer_lines(board, px)
    y = r.bottom - edge(board.app.size) - 2 - (len(said) - 1) * int(px * 1.3)
    for words, colour in said:
        draw_text(surface, words, (r.x + 24, y), px, colour, anchor="bottomleft")
        y += int(px * 1.3)
    limit = board.auto_close
    if limit is not None:
        frac = max(0.0, 1 - board.t / limit)
        pygame.draw.rect(surface, GOLD, (r.x + 2, r.bottom - 8, int((r.width - 4) * frac), 5))
