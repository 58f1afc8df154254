"""One row of the Saved matches list: the rule set and the opponent's level, the state (running
or who won), the rounds and when it was last played, the score, and the mark of a match played
with the coach's help."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.i18n import N_, NP_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.rules_form import rules_name, unbroken
from ginrummy_desktop.ui.table.info import HOLLYWOOD_GAME_SCORE
from ginrummy_desktop.ui.widgets import (
    GOLD,
    HIGHLIGHT,
    WHITE,
    Button,
    button_px,
    draw_panel,
    draw_text,
    fit,
    font,
    text_surface,
    text_width,
)

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import MatchSummary

RUNNING = N_("Running")
FINISHED_WON = N_("Finished \u2013 you won")
FINISHED_LOST = N_("Finished \u2013 the computer won")
ROUNDS_PLAYED = NP_("{n} round", "{n} rounds")
# TRANSLATORS: a saved match's score from the player's side, e.g. "You 35 : 20 Computer".
SCORE = N_("You {you} : {opp} Computer")
# TRANSLATORS: the mark of a match where the player used the coach's help, e.g. "With help:
# 3 hints, 1 take-back" (it read "hints 3, take-backs 1", a tally, not a sentence)
ASSISTED = N_("With help: {hints}, {takebacks}")
# TRANSLATORS: the mark of a match where the player used one kind of help, e.g. "With help:
# 8 hints"
ASSISTED_ONE = N_("With help: {used}")
HINTS_USED = NP_("{n} hint", "{n} hints")
TAKEBACKS_USED = NP_("{n} take-back", "{n} take-backs")
# TRANSLATORS: the mark of a match played with the coach's help, where the whole one
# ("With help: 3 hints, 1 take-back") leaves its row no room
ASSISTED_SHORT = N_("With help")
ASSIST_COLOUR = (130, 235, 150)


# TRANSLATORS: Hollywood: the game counted now, then how many of the closed games each side
# won (you first), e.g. "Game 3: You 0 : 0 Computer (games won 1 : 1)"
GAMES_WON = N_("Game {n}: You {you} : {opp} Computer (games won {won} : {lost})")


DATE_STYLES = ("label", "plain", "short")
"""How a row names when its match was last played: "Last played: <date, time>", the date and
time alone, or without the seconds and with a two-digit year (the first that fits)."""


# TRANSLATORS: the menu's "continue" entry with what it continues, e.g.
# "Continue: Classic, You 24 : 17 Computer"; {score} is the table's score line.
CONTINUE_WHAT = N_("Continue: {preset}, {score}")
# TRANSLATORS: the same with the computer's level, where the menu has the room, e.g.
# "Continue: Classic against Strong, You 24 : 17 Computer"
CONTINUE_AGAINST = N_("Continue: {preset} against {level}, {score}")


def score_text(s: MatchSummary, won: bool = True) -> str:
    """The match's score as the table's header says it: the totals, or in a running Hollywood
    match the lowest open game ("Game 2: You 39 : 49 Computer"; the whole match's round points,
    "You 0 : 39 Computer", matched no game once game 1 had closed)."""
    if s.game is not None:  # only a running match's summary has one (``check_summary``)
        n, you, opp = s.game
        if won and s.games_won is not None and sum(s.games_won) > 0:  # closed games too
            return GAMES_WON.format(n=n, you=you, opp=opp, won=s.games_won[0],
                                    lost=s.games_won[1])
        return HOLLYWOOD_GAME_SCORE.format(n=n, you=you, opp=opp)
    return SCORE.format(you=s.totals[0], opp=s.totals[1])


def row_mark(s: MatchSummary) -> str | None:
    """The mark of a match played with help ("With help: 3 hints, 1 take-back"), or None; a
    count of 0 is not named ("take-backs 0" named a help the player never used)."""
    if not s.assisted:
        return None
    hints, takebacks = HINTS_USED(s.hints), TAKEBACKS_USED(s.takebacks)
    if not s.takebacks:
        return ASSISTED_ONE.format(used=hints)
    if not s.hints:
        return ASSISTED_ONE.format(used=takebacks)
    return ASSISTED.format(hints=hints, takebacks=takebacks)


def fitted_mark(s: MatchSummary, width: int, size: tuple[int, int],
                style: str = DATE_STYLES[-1]) -> str | None:
    """The mark as a row ``width`` wide shows it, at its bottom right: whole where the
    second line, its date written in ``style`` (the list's :func:`date_style`), still fits
    beside it, else only "With help": the mark gives way before the date does (at 640x420
    in German the whole mark cut the date to "02.12.2..."; at 800x520 it took "Zuletzt
    gespielt:" from every row of the list)."""
    mark = row_mark(s)
    if mark is None:
        return None
    small, pad = font_px(size, 14), font_px(size, 14)
    room = width - 3 * pad - text_width(mark, small)
    return mark if text_width(status_line(s, style), small) <= room else str(ASSISTED_SHORT)


# TRANSLATORS: {score} is the row's score, e.g. "You 0 : 71 Computer"
DELETE_CONFIRM = N_("Delete the match of {when} ({preset}, {score})?")


def delete_question(s: MatchSummary, style: str) -> str:
    """Whether to delete the match of ``s``, named as the list shows it (``style``)."""
    return DELETE_CONFIRM.format(when=when_text(s, style), preset=unbroken(
        rules_name(s.preset, s.rules)), score=SCORE.format(you=s.totals[0], opp=s.totals[1])
        .replace(" ", "\u00a0"))  # one piece when wrapped


def when_text(s: MatchSummary, style: str) -> str:
    """When ``s`` was last played, as the list in ``style`` writes it (with the seconds, or
    without them in the "short" style): the delete question names it so too."""
    return s.last_played_text("short" if style == "short" else "medium")


def status_line(s: MatchSummary, style: str) -> str:
    """The row's second line: the state, the rounds (a running match: the round in play, as
    its table says; "Running · 0 rounds" read as if nothing had been played) and when it
    was last played."""
    if s.finished:
        status = FINISHED_WON if s.human_won else FINISHED_LOST
        parts = [str(status), ROUNDS_PLAYED(s.rounds_played)]
    else:
        parts = [str(RUNNING), T.ROUND_NUMBER.format(n=s.rounds_played + 1)]
    if style == "label":
        return " \u00b7 ".join([*parts, T.LAST_PLAYED.format(when=when_text(s, style))])
    return " \u00b7 ".join([*parts, when_text(s, style)])


def _line_room(width: int, s: MatchSummary, size: tuple[int, int], style: str) -> int:
    """The width of the row's second line, its date written in ``style``: the whole row but
    the padding, and but the help's mark where the row has one (it stands at the bottom
    right; the score is on the first line)."""
    small, pad = font_px(size, 14), font_px(size, 14)
    mark = fitted_mark(s, width, size, style)
    if mark is None:
        return width - 2 * pad
    return width - 3 * pad - text_width(mark, small)


def _level(s: MatchSummary) -> str:
    return f" \u00b7 {T.OPPONENT_LEVEL}: {T.LEVEL_NAMES.get(s.opponent, s.opponent)}"


def row_score(s: MatchSummary, width: int, size: tuple[int, int]) -> str:
    """The score of a row ``width`` wide: with the Hollywood games won (:func:`score_text`)
    where the row's name and level still fit whole beside it on the first line, else
    without them."""
    long, short = score_text(s), score_text(s, won=False)
    if long == short:
        return long
    px, pad = font_px(size, 17), font_px(size, 14)
    room = width - 3 * pad - text_width(long, px, bold=True)
    return long if text_width(rules_name(s.preset, s.rules) + _level(s), px, bold=True) <= room \
        else short


def date_style(size: tuple[int, int], width: int, summaries: list[MatchSummary]) -> str:
    """The first of ``DATE_STYLES`` in which every row's line fits beside its score: one
    style for the whole list (at 640x420 in German a running match said "Zuletzt gespielt:
    01.12.2026, 16:35:43" above a finished one's "01.12.26, 16:37")."""
    small = font_px(size, 14)
    for style in DATE_STYLES[:-1]:
        if all(text_width(status_line(s, style), small) <= _line_room(width, s, size, style)
               for s in summaries):
            return style
    return DATE_STYLES[-1]


def draw_row(surface: pygame.Surface, rect: pygame.Rect, s: MatchSummary, sel: bool,
             style: str | None = None) -> None:
    """The row of match ``s`` in ``rect`` (``sel``: the selected one); ``style`` says how
    its date is written (the list's :func:`date_style`; None: the first that fits this row
    alone)."""
    size = surface.get_size()
    px, small = font_px(size, 17), font_px(size, 14)
    draw_panel(surface, rect, (20, 70, 45, 230) if sel else (10, 40, 26, 200),
               border=HIGHLIGHT if sel else (40, 90, 65), radius=8)
    pad, score, level = font_px(size, 14), row_score(s, rect.width, size), _level(s)
    # the score on the first line, at the right: the second line has the row's width for
    # the state, the rounds and "Last played: ..." (a Hollywood score with its games won,
    # centred beside both lines, left the list no room for "Zuletzt gespielt:"; 800x520)
    room = rect.width - 3 * pad - text_surface(score, px, bold=True).get_width() \
        - text_surface(level, px, bold=True).get_width()
    draw_text(surface, fit_name(rules_name(s.preset, s.rules), px, room) + level,
              (rect.x + pad, rect.y + 6), px, GOLD, bold=True)
    draw_text(surface, score, (rect.right - pad, rect.y + 6), px, WHITE, bold=True,
              anchor="topright")
    if style is None:
        style = date_style(size, rect.width, [s])
    # the date without its label, then without its seconds (at 640x420 in German "14:2..."
    # was cut); cut only where even that is too long
    line = fit(status_line(s, style), small, _line_room(rect.width, s, size, style))
    draw_text(surface, line, (rect.x + pad, rect.bottom - 6), small, WHITE,
              anchor="bottomleft")
    mark = fitted_mark(s, rect.width, size, style)
    if mark is not None:  # under the score, at the bottom right
        draw_text(surface, mark, (rect.right - pad, rect.bottom - 6), small, ASSIST_COLOUR,
                  anchor="bottomright")


def fit_name(name: str, px: int, room: int) -> str:
    """A rule set's name in ``room`` pixels (bold): whole, else its last changes left out
    whole ("Classic + to 60, knock 7, Gin 30, undercut 20, …"; it was cut mid-word, "Klassisch
    + ..., Spielbonu…", German 1280x720), else cut where it must be.

    >>> fit_name("Classic + to 60, knock 7", 17, 10_000)
    'Classic + to 60, knock 7'
    """
    f = font(px, True)
    if f.size(name)[0] <= room:
        return name
    head, plus, rest = name.partition(" + ")
    changes = rest.split(", ") if plus else []
    while changes:
        changes.pop()
        shorter = head + plus + ", ".join([*changes, "…"]) if changes \
            else head + " + …"
        if f.size(shorter)[0] <= room:
            return shorter
    return fit(name, px, room, bold=True)


def continue_label(latest: MatchSummary, won: bool = True, brief: bool = False,
                   level: bool = False) -> str:
    """"Continue: Classic, You 0 : 43 Computer": the rule set and the score in the words of
    the table and the saved matches (the menu said "you 0 : 43 computer" where the table
    says "You 0 : 43 Computer", and "Custom rules" where they say "Classic + to 10"); in
    Hollywood the lowest open game, as the table's header ("Game 2: You 39 : 49 Computer")."""
    name = rules_name(latest.preset, latest.rules)
    if brief and " + " in name:  # a custom set's changes left out: "Classic + …" (the menu's
        name = name.split(" + ")[0] + " + \u2026"  # column was as wide as the window)
    if level and latest.opponent in T.LEVEL_NAMES:  # which of several levels' matches it
        return CONTINUE_AGAINST.format(  # goes on with (English, many short matches)
            preset=name, level=T.LEVEL_NAMES[latest.opponent], score=score_text(latest, won))
    return CONTINUE_WHAT.format(preset=name, score=score_text(latest, won))


def place_buttons(row: list[Button], back: Button, size: tuple[int, int]) -> None:
    """The saved matches' buttons right of Back, each as wide as its label needs (at 640x420
    "Noch einmal ansehen" was cut), narrower together where the row would reach Back."""
    w, h = size
    bh, gap, edge = font_px(size, 42), font_px(size, 12), font_px(size, 24)
    widths = [max(font_px(size, 200), text_width(str(b.label), button_px(bh)) + 24) for b in row]
    room = w - edge - back.rect.right - gap * len(row)
    k = min(1.0, room / max(1, sum(widths)))
    x = w - edge
    for b, bw in zip(reversed(row), reversed(widths), strict=True):
        x -= int(bw * k)
        b.rect = pygame.Rect(x, h - bh - font_px(size, 18), int(bw * k), bh)
        x -= gap
