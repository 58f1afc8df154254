"""Where the table's texts lie, without drawing them: the info panel left of the stock
(round, dealer, score, target, the variant's lines, whose turn) and the free band between
the middle of the table and the player's hand, where the coach's hint and the messages go.

The painter draws the panel from :func:`info_panel`; the hint box and the message line ask
:func:`free_band` for room, so neither covers a line of the panel, a pile's label, the knock
area or Take/Pass (the hint at 640x420 hid "Stock", "Upcard" and half of "Your turn")."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from ginrummy_desktop.engine import STOCK_FLOOR, Phase
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.controller import COMPUTER
from ginrummy_desktop.ui.hollywood_sheet import SHORT_STATUS
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.widgets import GOLD, WHITE, font, wrap, wrap_even

if TYPE_CHECKING:
    from ginrummy_desktop.engine import Match, SeatView
    from ginrummy_desktop.ui.scenes.table import TableScene

HUMAN = 0
MATCH_OVER = N_("The match is over.")
MATCH_WON = {HUMAN: N_("You won the match."), 1 - HUMAN: N_("The computer won the match.")}
"""The finished table's last line: who won (it said only "The match is over.")."""
ROUND_WON = {HUMAN: N_("You won the round."), 1 - HUMAN: N_("The computer won the round.")}
"""The tutorial's (a lesson's) last line: its one round is no match."""
SCORE_LINE = N_("You {you} : {opp} Computer")
# TRANSLATORS: Oklahoma Gin: the knock limit of this round, set by the first upcard
ROUND_KNOCK_LIMIT = N_("Knock limit this round: {n}")
ROUND_GIN_ONLY = N_("This round: Gin only (ace turned up)")
# TRANSLATORS: rules whose knock limit is 0: every round ends by Gin (it said "ace turned up"
# under a 10 of diamonds)
GIN_ONLY_RULES = N_("Gin only: knock limit 0")
ROUND_DOUBLED = N_("Spade turned up: points count double")
ROUND_NOT_DOUBLED = N_("No spade turned up: single points")
HOLLYWOOD_GAMES_LINE = N_("Games: {games}")
# TRANSLATORS: Hollywood: the score line of the table's panel names the game it counts, the
# lowest of the three games still open (the "Games:" line under it shows all three)
HOLLYWOOD_GAME_SCORE = N_("Game {n}: You {you} : {opp} Computer")
# TRANSLATORS: Hollywood: each of the three games is played to this many points
HOLLYWOOD_TARGET = N_("Target: {n} per game")

Line = tuple[str, tuple[int, int, int], bool]
"""A line of the panel: its text, colour and whether it is bold."""


class Placed(NamedTuple):
    """One line of the info panel as drawn: text, top left, size, colour, bold."""

    text: str
    pos: tuple[int, int]
    px: int
    colour: tuple[int, int, int]
    bold: bool


def rule_lines(match: Match, view: SeatView, turned: bool = True) -> list[Line]:
    """The variant's lines of the info panel, for the whole round (also once the first upcard
    was taken): the round's knock limit (Oklahoma), whether its points count double, and the
    three Hollywood games (a closed game with the score sheet's check mark: in brackets,
    "(110-14)", nothing said what they meant; English 1366x768). The first two come from the upcard:
    not before it is turned (``turned``; during the cut and the deal they gave it away)."""
    rules = match.rules
    out = round_rule_lines(view, turned)
    if rules.hollywood:
        cells = []
        for g in match.hollywood_games:
            cell = f"{g.points[0]}\u2013{g.points[1]}"
            cells.append(f"{cell} {SHORT_STATUS[True]}" if g.closed else cell)
        out.append((HOLLYWOOD_GAMES_LINE.format(games=" \u00b7 ".join(cells)), WHITE, False))
    return out


def round_rule_lines(view: SeatView, turned: bool = True) -> list[Line]:
    """The round's knock limit (Oklahoma; Gin only where the rules' limit is 0) and whether
    its points count double, as the table says them (also in the review's "On the table")."""
    rules = view.rules
    out: list[Line] = []
    if rules.knock_limit == 0:  # every round: Oklahoma changes nothing
        out.append((GIN_ONLY_RULES.format(), GOLD, True))
    elif turned and (rules.oklahoma or view.knock_limit != rules.knock_limit):
        text = (ROUND_GIN_ONLY.format() if view.knock_limit == 0
                else ROUND_KNOCK_LIMIT.format(n=view.knock_limit))
        out.append((text, GOLD, True))
    if rules.spades_double and turned:
        out.append((ROUND_DOUBLED.format() if view.doubles else ROUND_NOT_DOUBLED.format(),
                    GOLD if view.doubles else WHITE, view.doubles))
    return out


def score_line(match: Match) -> str:
    """The panel's score: the match's points, once over its totals with the bonuses (as the
    final board says them). Hollywood counts three games at once: the line names the lowest
    game still open and gives its points. It gave the round points of the whole match, which
    a first-time player read as the match's score and which, once the first game had closed,
    matched no game on the sheet ("Du 59 : 110 Computer" beside games 33-110, 39-49, 36-28;
    800x520 German, seed 302)."""
    if match.is_over:
        you, opp = match.final.totals
        return SCORE_LINE.format(you=you, opp=opp)
    game = match.open_game
    if game is not None:
        return HOLLYWOOD_GAME_SCORE.format(n=game.number, you=game.points[0],
                                           opp=game.points[1])
    return SCORE_LINE.format(you=match.scores[0], opp=match.scores[1])


def info_panel(t: TableScene) -> list[Placed]:
    """The lines of the panel left of the stock, placed: they end before the stock (German
    "Pik aufgedeckt: Punkte zählen doppelt" ran under it at 640x420), a longer one wraps;
    whose turn stands under them, a little larger."""
    lay = t.layout
    v = t.view
    match = t.ctrl.match
    px = font_px(lay.text_size, 16)
    x, y = lay.margin * 2, lay.stock_rect.top
    width = lay.stock_rect.left - lay.margin - x
    label = font(font_px(lay.text_size, 14)).get_height()
    floor = lay.stock_rect.bottom + 4 + label
    if lay.tall:  # above the piles (``TableLayout.info_area``), clear of the stock's count
        panel = lay.info_area
        x, y, width, floor = panel.x, panel.y, panel.width, lay.stock_rect.top - 4 - label
    lines: list[Line] = [
        (T.ROUND_NUMBER.format(n=match.round_number if not t.frozen
                               else len(match.results)), GOLD, True),
        # the deal's news stands where it stays, gold while the cards fly (the deal named
        # the dealer over the knock area, then it jumped here); not before the cut shows it
        ("" if _cutting(t) else T.DEALER_IS.format(dealer=T.YOU if v.dealer == HUMAN
                                                  else T.OPPONENT),
         GOLD if t.dealing else WHITE, t.dealing),
        (score_line(match), WHITE, True),
    ]
    if match.rules.target is not None:
        target = HOLLYWOOD_TARGET if match.rules.hollywood else T.TARGET
        lines.append((target.format(n=match.rules.target), WHITE, False))
    lines += rule_lines(match, v, turned=not t.dealing)
    parts = [(part, col, bold) for text, col, bold in lines
             for part in (wrap(text, px, width, bold=bold) if text else [text])]
    if t.frozen:
        turn = over_line(match, t.policy.lesson) if t.ctrl.is_over else None
    else:
        turn = str(T.OPPONENT_TURN if not v.my_turn else
                   T.YOUR_LAST_TURN if last_discard(v) else T.YOUR_TURN)
    if t.dealing:
        turn = None
    # a line and a half apart, closer where the panel would end below the piles' labels:
    # in an Oklahoma round of Gin only at 640x420 in German "Your turn" went into the band
    # over the hand, where the hint and the messages stand
    turns = wrap(turn, px + 2, width, bold=True) if turn is not None else []
    line_h = font(px + 2, True).get_height()
    under = line_h * len(turns) + px // 2 if turns else 0
    for factor in (1.5, 1.4, 1.3, 1.2):
        step = int(px * factor)
        if y + step * len(parts) + under <= floor:
            break
    out: list[Placed] = []
    for part, col, bold in parts:
        out.append(Placed(part, (x, y), px, col, bold))
        y += step
    col = GOLD if v.my_turn and not t.frozen else WHITE
    for k, part in enumerate(turns):  # "The computer won the match." wraps at 640x420
        out.append(Placed(part, (x, y + px // 2 + k * line_h), px + 2, col, True))
    return out


def last_discard(v: SeatView) -> bool:
    """The seat is to discard with the stock down to its last cards: its discard (unless a
    knock) ends the round without a score."""
    return v.phase is Phase.DISCARD and v.stock_size <= STOCK_FLOOR


def over_line(match: Match, lesson: bool = False) -> str:
    """The finished table's line under the score: who won the match (the final board said
    it, but once closed the table said only "The match is over."; 800x520, a single round
    lost by 0 : 30); in a lesson (the tutorial) who won the round."""
    won = match.winner
    return str(MATCH_OVER if won is None else (ROUND_WON if lesson else MATCH_WON)[won])


def _cutting(t: TableScene) -> bool:
    """The cut for the deal is shown over the table (it decides who deals)."""
    return t.dealing and any(getattr(s, "cutting", False) for s in t.app.stack.scenes)


def free_band(t: TableScene) -> tuple[int, int]:
    """(top, bottom) of the strip across the table that nothing needs: under the info panel,
    the piles' labels and the knock area (or Take/Pass), above the player's hand - a chosen
    card rises into it, a hovered one a little, so the strip ends above both."""
    middle, info, _right = _middle(t)
    return max(middle, info) + 1, _hand_top(t)


def side_band(t: TableScene) -> tuple[int, int, int] | None:
    """(top, bottom, left) of the strip right of the info panel, where that panel reaches
    lower than the rest of the middle (the rounds of Gin only in Oklahoma at 640x420 in
    German); None where it does not."""
    middle, info, right = _middle(t)
    if info <= middle:
        return None
    left = right + t.layout.margin
    return middle + 1, _hand_top(t, left), left


def _middle(t: TableScene) -> tuple[int, int, int]:
    """(the bottom of the piles' labels and the knock area or Take/Pass, the bottom of the
    info panel, its right end)."""
    lay = t.layout
    label = font(font_px(lay.text_size, 14)).get_height()
    top = max(lay.stock_rect.bottom, lay.discard_rect.bottom) + 4 + label
    if t.buttons["take"].visible:
        top = max(top, t.buttons["take"].rect.bottom, t.buttons["pass"].rect.bottom)
    else:
        top = max(top, lay.knock_rect.bottom)
    info = right = 0
    for p in info_panel(t):
        if p.text:
            w, h = font(p.px, p.bold).size(p.text)
            info, right = max(info, p.pos[1] + h), max(right, p.pos[0] + w)
    return top, info, right


def _hand_top(t: TableScene, left: int = 0) -> int:
    """Where the hand begins, seen from ``left`` rightwards: a chosen card left of that
    rises outside the band."""
    lay = t.layout
    ch = lay.card[1]
    lift = max(3, ch // 30)
    chosen = t.model.selected
    if chosen is not None and chosen in t.hand:
        x = t.hand_positions()[t.hand.index(chosen)][0]
        if x + lay.card[0] > left:
            lift = ch // 7
    return lay.player_top - lift - 2


def message_lines(t: TableScene, text: str) -> tuple[int, list[tuple[str, pygame.Rect]]]:
    """(text size, lines with their rectangles) of the message over the hand: one line, a
    little smaller where it is wider than the window (the reason for a knock refused in an
    Oklahoma Gin-only round ran past both edges at 800x520), else two or more lines - smaller
    still and lower, as far as the hand, until they fit the free band (a refusal wrapped at
    640x420 in German lay over the last lines of the info panel)."""
    lay = t.layout
    width = lay.w - 4 * lay.margin
    px = font_px(lay.text_size, 17)
    least = max(9, px * 4 // 5)
    while px > least and font(px, True).size(text)[0] > width:
        px -= 1
    top, bottom = free_band(t)

    def block(px: int) -> tuple[list[str], int, int]:
        lines = wrap_even(text, px, width, bold=True)
        step = int(px * 1.3)
        return lines, step, step * (len(lines) - 1) + font(px, True).get_height()

    lines, step, high = block(px)
    while px > 9 and high + 8 > bottom - top:
        px -= 1
        lines, step, high = block(px)
    # where it stood before (clear of a chosen card), else lower, never into the hand
    base = lay.player_top - lay.card[1] // 7 - font_px(lay.text_size, 18) - 8
    base = min(max(base, top + 4 + high), bottom - 4)
    out = []
    for i, line in enumerate(lines):
        r = pygame.Rect((0, 0), font(px, True).size(line))
        r.midbottom = (lay.w // 2, base - (len(lines) - 1 - i) * step)
        out.append((line, r))
    return px, out


def computer_name(t: TableScene) -> str:
    """"Computer · Master": the saved match's level, else the one playing (the tutorial's
    scripted computer has none: it was named "Computer - Medium" from the settings), else
    the settings'."""
    saved = getattr(t.ctrl, "saved", None)
    playing = getattr(t.ctrl.opponents.get(COMPUTER), "level", None)
    level = str(getattr(saved, "opponent", None) or playing
                or setting(t.app.settings, "opponent", "medium"))
    return f"{T.OPPONENT} \u00b7 {T.LEVEL_NAMES[level]}" if level in T.LEVEL_NAMES \
        else str(T.OPPONENT)


def computer_column(t: TableScene, px: int) -> tuple[str, tuple[int, int], int]:
    """(the computer's name, top left, width) of its place: right of its hand, its name in
    text ``px`` high (bold, a size larger) and its moves under it; in a tall window where
    the name does not fit there, under its hand, right of the round's lines
    (``info_area``): at 660x900 the name ran out of the window and the moves broke inside
    words ("Nachziehsta-pel")."""
    from ginrummy_desktop.ui.table.hand_order import opponent_shown

    lay = t.layout  # after the row as drawn: at a round's end it has the cards laid off too
    positions = t.opponent_positions(max(1, len(opponent_shown(t))))  # (they lay over the
    x = positions[-1][0] + lay.opp_card[0] + lay.margin * 2  # name at 1024x640)
    name = computer_name(t)
    # judged by the hand of eleven (the widest in play), so the column does not jump from
    # beside the hand to under it and back as the computer draws and throws
    widest = max(x, lay.hand_positions(11, lay.opponent_top, small=True)[-1][0]
                 + lay.opp_card[0] + lay.margin * 2)
    if lay.tall and font(px + 1, True).size(name)[0] > lay.w - widest - lay.margin:
        x = lay.w // 2 + lay.margin
        return name, (x, lay.opponent_top + lay.opp_card[1] + lay.margin * 2), \
            lay.w - x - lay.margin
    return name, (x, lay.opponent_top), lay.w - x - lay.margin
