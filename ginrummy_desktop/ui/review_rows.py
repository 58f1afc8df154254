"""Drawing the coach's round review: the progress bar while it is made, the table of
decisions, and the fair-play page (the computer's moves and, in green, what it knew of the
player's hand). Functions of the scene (``scenes/round_review.py``); they change nothing."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.coach.words import phase_word
from ginrummy_desktop.engine import Action, Card
from ginrummy_desktop.i18n import N_, NP_, ngettext
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.score_sheet import MORE_ABOVE, MORE_BELOW
from ginrummy_desktop.ui.table.hint_words import action_words, points_text, shown_points
from ginrummy_desktop.ui.widgets import GOLD, WHITE, draw_text, fit, font, wrap

FAIR_PLAY = N_("The computer's moves, with the cards it drew from the stock; in green what it "
               "knew of your hand.")
DEAL_SEED = N_("Deal: seed {seed}, round {n}")
"""The match's seed and the round: with the seed alone, every round's page showed the same
"Deal seed: 444967815", as if it were that round's (1920x1080)."""
KNOWLEDGE = (130, 235, 150)

if TYPE_CHECKING:
    from ginrummy_desktop.coach.review import Decision, RoundReview
    from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

MISTAKE_RED = (255, 150, 130)
JUDGED = N_("Expected points, judged only on what you could see at that moment.")
WORKING = NP_("Reviewing your {n} decision\u2026", "Reviewing your {n} decisions\u2026")
"""The line over the bar while the decisions are valued: what is done, not how far (the bar
says that, by the playouts spent; "9 of 10" valued stood beside a bar half full, as the close
decisions had their second pass still to come)."""
CHECKING = N_("Looking again at the close decisions\u2026")
HEAD_PLAYED = N_("You played")
HEAD_BEST = N_("Best move")
HEAD_LOST = N_("Points lost")
MISTAKE = N_("Mistake")
SAME_AS_PLAYED = N_("the same")
"""The best-move cell where the player played it: a tick and "the same" ("✓ derselbe"); it
said "best" under the head "Best" ("am besten" under "Am besten": 640x420 German)."""
AS_HINTED = N_("as the hint said")
AS_GOOD_HINTED = N_("about as good, said the hint")
"""The cell where the player played the move the hint called about as good as its own
(``Decision.equal``): "✓ as the hint said" read as if the hint had named it (1280x720)."""
"""The best-move cell where the player played what the hint named ("✓ as the hint said"): the
review counts it as the best, with no loss (``Decision.followed``)."""
HINT_CELL = N_("{best} (hint: {hint})")
"""The best-move cell where a hint was shown, not followed, and named another move than the
review's best (``Decision.hint_behind``): "✓ the same" stood where the hint had named the ace
of spades, and the player read the review as contradicting the coach (English 1024x640)."""
TOTAL = N_("{decisions}, {mistakes}, {points} points lost in all")
"""The line under the decisions; ``total_line`` fills it in (with "1 mistake", "2 mistakes")."""


def judged_lines(size: tuple[int, int], width: int) -> tuple[int, list[str]]:
    """(text size, lines) of the line under the title in a panel ``width`` wide: at the
    game's smallest text size at least, wrapped (it was drawn 2 px under the rows' size: 8 px
    at 640x420, too small to read)."""
    px = font_px(size, 14)
    return px, wrap(JUDGED, px, width - 48)


def judged_height(size: tuple[int, int], width: int) -> int:
    """How high the line (or lines) under the title stand."""
    px, lines = judged_lines(size, width)
    return len(lines) * font(px).get_height()


def draw_judged(surface: pygame.Surface, size: tuple[int, int], pos: tuple[int, int],
                width: int) -> None:
    """The line under the title, from ``pos`` (its top left)."""
    px, lines = judged_lines(size, width)
    x, y = pos
    for line in lines:
        draw_text(surface, line, (x, y), px, WHITE)
        y += font(px).get_height()


def draw_beside(surface: pygame.Surface, text: str, left: int, right: int, row: pygame.Rect,
                px: int, colour: tuple[int, int, int]) -> list[pygame.Rect]:
    """``text`` in bold from ``left`` to ``right``, wrapped, its lines centred on the height of
    the button ``row`` (the review board's question beside its bottom buttons)."""
    lines = wrap(text, px, right - left, bold=True)
    h = font(px, True).get_height()
    y = row.centery - len(lines) * h // 2
    out = []
    for line in lines:
        out.append(draw_text(surface, line, (left, y), px, colour, bold=True))
        y += h
    return out


def short_action(action: Action, top: Card | None = None, hand_mask: int = 0) -> str:
    """The action with the card's short name ("Discard the K♣"), capitalised; ``top`` is
    the discard pile's card then (the one a take or a pick takes), ``hand_mask`` the hand
    (a knock that leaves no deadwood reads "Go Gin with the 3♣")."""
    text = action_words(action, hand_mask, top=top, short=True)
    return text[:1].upper() + text[1:]


def draw_progress(rv: RoundReviewScene, surface: pygame.Surface, r: pygame.Rect, top: int,
                  px: int) -> None:
    """The bar of the review being made, under a line saying what is done: the round's
    decisions valued (then, while the close ones are looked at again, a line saying so);
    the bar goes by the playouts spent (its time: the round's budget is pooled, so a
    decision may take two passes)."""
    checking = rv.work is not None and rv.done == rv.total  # pass 2: the close ones again
    line = CHECKING if checking else WORKING(rv.total)
    draw_text(surface, line, (r.centerx, top), px, WHITE, anchor="midtop")
    bar = pygame.Rect(r.x + r.width // 6, top + int(px * 2), r.width * 2 // 3, px)
    pygame.draw.rect(surface, WHITE, bar, 1, border_radius=4)
    frac = rv.fraction
    fill = bar.inflate(-4, -4)
    fill.width = int(fill.width * frac)
    if fill.width > 0:
        pygame.draw.rect(surface, GOLD, fill, border_radius=3)


MIN_PX = 10
"""The smallest text the review draws: the game's smallest (``layout.font_px`` keeps 10)."""

SHARES = (0.0, 0.05, 0.15, 0.48, 0.87)
"""Where the columns (number, phase, played, best, points lost) start, as shares of the
panel's inner width, where the texts before them leave room."""


def total_line(n: int, m: int, points: float | Decimal) -> str:
    """The line under the decisions: ``n`` decisions, ``m`` mistakes, ``points`` lost."""
    return TOTAL.format(decisions=ngettext("{n} decision", "{n} decisions", n).format(n=n),
                        mistakes=ngettext("{n} mistake", "{n} mistakes", m).format(n=m),
                        points=points_text(points))


def shown_total(review: RoundReview) -> Decimal:
    """The round's points lost as the line under the rows says them: the sum of what the rows
    say (rows of 3,7 and 2,4 stood over "insgesamt 6,2 Punkte verloren"; German 1280x800)."""
    return sum((shown_points(d.loss) for d in review.decisions), Decimal(0))


def row_texts(rv: RoundReviewScene, n: int, d: Decision) -> list[str]:
    """The five cells of decision ``d`` (the ``n``-th of the round)."""
    top = rv.tops.get(d.index)
    hand = rv.hands.get(d.index, 0)
    same = (AS_HINTED if d.played == d.hint else AS_GOOD_HINTED) if d.followed \
        else SAME_AS_PLAYED
    best = f"\u2713 {same}" if d.played == d.best else short_action(d.best, top, hand)
    if d.hint is not None and d.hint_behind() is not None:
        best = HINT_CELL.format(best=best, hint=action_words(d.hint, hand, top=top, short=True))
    return [str(n), phase_word(d, hand), short_action(d.played, top, hand),
            str(best), points_text(d.loss)]


def columns(rv: RoundReviewScene, r: pygame.Rect, px: int) -> tuple[list[int], int]:
    """(x of the five columns, text size): at their ``SHARES`` of the panel, each moved right
    where the longest text of the column before it (bold, as a mistake is drawn; the heads
    too) would otherwise run into it (German "Abwerfen" did, at 1920x1080); the text size
    shrinks (to ``MIN_PX`` at least) until the last column and its "Mistake" fit in the panel."""
    review = rv.review
    assert review is not None
    texts = [row_texts(rv, n, d) for n, d in enumerate(review.decisions, 1)]
    heads = ((2, HEAD_PLAYED), (3, HEAD_BEST), (4, HEAD_LOST))
    w = r.width - 48
    while True:
        f = font(px, True)
        widths = [0] * len(SHARES)
        for i, head in heads:
            widths[i] = f.size(str(head))[0]
        for row in texts:
            for i, text in enumerate(row):
                widths[i] = max(widths[i], f.size(text)[0])
        cols: list[int] = []
        for i, share in enumerate(SHARES):
            x = r.x + 24 + int(w * share)
            if cols:
                x = max(x, cols[-1] + widths[i - 1] + max(6, px // 2))
            cols.append(x)
        lost = max((f.size(row[4])[0] for row in texts), default=0)
        last = max(widths[4], lost + px + f.size(str(MISTAKE))[0])
        if cols[4] + last <= r.right - 24:  # as far from the chosen row's frame (16 in)
            return cols, px  # as on the left ("Mistake" touched it, 1280x720)
        if px <= MIN_PX:  # the smallest text: the columns closer, right to left
            return _closer(cols, widths, r.right - 24 - last, max(6, px // 2)), px
        px -= 1


def _closer(cols: list[int], widths: list[int], last_x: int, gap: int) -> list[int]:
    """``cols`` with the last column at ``last_x`` at most, and each before it moved left
    as far as it must to keep ``gap`` before the next, but none over the texts before it
    (at 660x900 German "Punkte verloren" ran over the panel's edge at the smallest text)."""
    out = cols[:]
    limit = last_x
    for i in range(len(out) - 1, 0, -1):
        out[i] = max(min(out[i], limit), out[i - 1] + widths[i - 1] + gap)
        limit = out[i] - gap - widths[i - 1]
    return out


def draw_rows(rv: RoundReviewScene, surface: pygame.Surface, r: pygame.Rect, head_y: int,
              px: int, row_h: int) -> None:
    """The table of decisions (the chosen one framed, mistakes in red) and the total."""
    review = rv.review
    assert review is not None
    marked = {d.index for d in review.mistakes()}
    cols, px = columns(rv, r, px)
    for x, head in zip(cols[2:], (HEAD_PLAYED, HEAD_BEST, HEAD_LOST), strict=True):
        draw_text(surface, head, (x, head_y), px, GOLD, bold=True)
    y = head_y + int(px * 1.6)
    shown = review.decisions[rv.scroll:rv.scroll + rv.rows_shown()]
    for n, d in enumerate(shown, rv.scroll + 1):
        if n - 1 == rv.selected:
            pygame.draw.rect(surface, GOLD, (r.x + 16, y - 3, r.width - 32, row_h), 1,
                             border_radius=4)
        mistake = d.index in marked
        col = MISTAKE_RED if mistake else WHITE
        texts = row_texts(rv, n, d)
        lost = texts[-1]
        for x, text in zip(cols, texts, strict=True):
            draw_text(surface, text, (x, y), px, col, bold=mistake)
        if mistake:
            lx = cols[4] + font(px, True).size(lost)[0] + px
            draw_text(surface, MISTAKE, (lx, y), px, MISTAKE_RED, bold=True)
        y += row_h
    total = total_line(len(review.decisions), len(marked), shown_total(review))
    bottom = rv.close_button.rect.top - 6
    draw_text(surface, total, (r.x + 24, bottom), px, GOLD, bold=True, anchor="bottomleft")
    if (why := chosen_why(rv)) is not None:  # above the total, in the room kept for it
        lines = wrap(why, px, r.width - 48)
        if len(lines) > WHY_LINES:
            lines = [*lines[:WHY_LINES - 1], fit(" ".join(lines[WHY_LINES - 1:]), px, r.width - 48)]
        for k, line in enumerate(lines):
            y = bottom - int(px * 1.35) * (len(lines) - k) - int(px * 0.3)
            draw_text(surface, line, (r.x + 24, y), px, WHITE, anchor="bottomleft")
    draw_more(surface, r, bottom, px, rv.scroll, len(review.decisions), rv.rows_shown())


WHY_LINES = 2
"""Lines at most for the reason under a chosen mistake (cut only beyond them)."""


def why_room(rv: RoundReviewScene, px: int) -> int:
    """The height kept above the total for :func:`chosen_why`: its lines where the round has
    a mistake (the rows keep their number whichever row is chosen)."""
    review = rv.review
    has = not rv.showing_theirs and review is not None and bool(review.mistakes())
    return int(px * 1.35) * WHY_LINES + int(px * 0.3) if has else 0


def chosen_why(rv: RoundReviewScene) -> str | None:
    """Under the list, for a chosen mistake: the best move and why (``mistake_line``)."""
    from ginrummy_desktop.ui.review_board_words import mistake_line

    d = rv.selected_decision()
    if d is None or rv.review is None or d.index not in {m.index for m in rv.review.mistakes()}:
        return None
    view = next((p.view for p in rv.pendings if p.index == d.index), None)
    return None if view is None else mistake_line(d, view)


def row_at(rv: RoundReviewScene, pos: tuple[int, int]) -> int | None:
    """The decision whose row is at ``pos`` (None: no row there)."""
    _big, px, top, row_h = rv._metrics()
    r = rv.panel()
    n = len(rv.review.decisions) if rv.review is not None else 0
    if not r.x < pos[0] < r.right or pos[1] < top - 3:
        return None
    i = rv.scroll + (pos[1] - top + 3) // row_h
    return i if i < min(n, rv.scroll + rv.rows_shown()) else None


def theirs_rows(rv: RoundReviewScene) -> list[tuple[str, bool]]:
    """The fair-play lines wrapped to the panel (what it knew can be long)."""
    _big, px, _top, _row_h = rv._metrics()
    width = rv.panel().width - 48 - px
    return [(part, known) for text, known in rv.their_lines
            for part in wrap(text, px, width)]


def heading_lines(width: int, px: int) -> list[str]:
    """The fair-play page's heading wrapped to ``width``, in two lines at most: it ran past
    the panel's right side onto the table in one (German 1280x800). The page has no judged
    line under its title, so a second line fits above the first row."""
    lines = wrap(FAIR_PLAY, px, width, bold=True)
    return lines if len(lines) <= 2 else [*lines[:1], fit(" ".join(lines[1:]), px, width, True)]


def draw_theirs(rv: RoundReviewScene, surface: pygame.Surface, r: pygame.Rect, y: int,
                px: int, row_h: int) -> None:
    """The fair-play page: what the computer knew, and each of its moves; the seed."""
    heading = heading_lines(r.width - 48, px)
    for i, line in enumerate(heading):  # the last line where one line stood, the rest above
        draw_text(surface, line, (r.x + 24, y - (len(heading) - 1 - i) * row_h), px, GOLD,
                  bold=True)
    y += int(px * 1.6)
    rows = theirs_rows(rv)
    for text, known in rows[rv.scroll:rv.scroll + rv.rows_shown()]:
        if known:  # what it knew of the player's hand before the moves below
            draw_text(surface, text, (r.x + 24 + px, y), px, KNOWLEDGE)
        else:
            draw_text(surface, text, (r.x + 24, y), px, WHITE)
        y += row_h
    seed = rv.copied or DEAL_SEED.format(seed=rv.seed, n=rv.number)
    bottom = rv.close_button.rect.top - 6
    draw_text(surface, seed, (r.x + 24, bottom), px, GOLD, bold=True, anchor="bottomleft")
    draw_more(surface, r, bottom, px, rv.scroll, len(rows), rv.rows_shown())


def more(scroll: int, n: int, shown: int) -> tuple[bool, bool]:
    """(more rows lie above, more lie below) a list of ``n`` rows showing ``shown`` of them
    from row ``scroll``.

    >>> more(0, 30, 20), more(10, 30, 20), more(0, 12, 20)
    ((False, True), (True, False), (False, False))
    """
    return scroll > 0, scroll + shown < n


def draw_more(surface: pygame.Surface, r: pygame.Rect, bottom: int, px: int,
              scroll: int, n: int, shown: int) -> list[pygame.Rect]:
    """The arrows that say a list scrolls (as the score sheet's): at the right end of the
    line under the list (ending at ``bottom``, where only the total or the seed is written,
    at the left), up where rows lie above, down where rows lie below. Returns the rects."""
    above, below = more(scroll, n, shown)
    out: list[pygame.Rect] = []
    x = r.right - 24
    for arrow, shown_ in ((MORE_BELOW, below), (MORE_ABOVE, above)):
        if shown_:
            rect = draw_text(surface, arrow, (x, bottom), px, GOLD, bold=True,
                             anchor="bottomright")
            out.append(rect)
            x = rect.left - px // 2
    return out


def button_px(size: tuple[int, int]) -> tuple[int, int]:
    """(height, label px) of the review's bottom row of buttons."""
    bh = font_px(size, 40)
    return bh, max(11, int(bh * 0.42))


def button_width(size: tuple[int, int], *labels: object) -> int:
    """The width of a bottom-row button that shows any of ``labels`` (the widest fits)."""
    px = button_px(size)[1]
    return max(font(px).size(str(t))[0] for t in labels) + font_px(size, 36)


def close_width(size: tuple[int, int], label: object) -> int:
    """The width of the review's Close button (at least 150 px at 1280x800)."""
    return max(font_px(size, 150), button_width(size, label))


def row_width(size: tuple[int, int], labels: tuple[tuple[object, ...], ...],
              close: object) -> int:
    """The panel width a bottom row needs: one button for each of ``labels`` (as wide as
    the widest of its labels), then Close, 12 px apart, 16 px in from the panel's sides (at
    1280x800 in German the computer's page put "Diese Karten noch einmal" under "Die Runde
    des Computers": the panel was too narrow for the row)."""
    return 2 * 16 + 12 * len(labels) + close_width(size, close) \
        + sum(button_width(size, *alt) for alt in labels)
