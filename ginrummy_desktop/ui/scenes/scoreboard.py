"""The scoring board over the table: the round's result as the rules compute it (K, D,
lay-offs, bonus), the running score sheet of the match, and at the end of a match the final
totals with the bonuses, the margin and a small chart of both totals over the rounds.

While the match goes on it closes by itself after the ``summary_seconds`` setting (off, 5,
10 or 20 s; the countdown shows) and the next round is dealt; its button "Next round" (or
Enter) does that at once. The countdown never hurries the player: it stops for good as soon as
the mouse moves over the panel or any other key is touched. Once the match is over it stays
until closed. The table's "Last summary" (L) recalls it mid-round with ``recall=True``: no
countdown, and closing it only goes back to the round being played.
"""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Match, RoundResult
from ginrummy_desktop.i18n import N_, format_number
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_text
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.chart import draw_score_chart, running_totals
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import Scene, register_scene
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, dim, draw_panel, draw_text, font

AUTO_CLOSE = 10.0
"""The countdown when the settings do not say (seconds)."""

K_LINE = N_("K (knocker's deadwood): {k}")
D_LINE = N_("D (defender's deadwood after laying off): {d}")
D_LINE_GIN = N_("D (defender's deadwood, no laying off): {d}")
LAID_OFF_LINE = N_("Laid off: {cards}")
KNOCK_FORMULA = N_("D \u2212 K = {d} \u2212 {k} = {points}")
UNDERCUT_FORMULA = N_("(K \u2212 D) + {bonus} = ({k} \u2212 {d}) + {bonus} = {points}")
GIN_FORMULA = N_("D + {bonus} = {d} + {bonus} = {points}")
VOID_TEXT = N_("Nobody scores; the same dealer deals again.")
ROUND_POINTS = N_("Round points")
SHUTOUT_BONUS = N_("Shutout bonus")
CLOSES_IN = N_("Next round in {n} s \u2013 move the mouse here to stay")
COUNTDOWN_STOPPED = N_("The next round waits for you.")
CLOSE = N_("Close")
NEXT_ROUND = N_("Next round")
BACK_TO_ROUND = N_("Back to the round")
WINNER_POINTS = N_("{who}: {points}")


class ScoreboardScene(Scene):
    transparent = True

    def __init__(self, app: Any, table: Any, result: RoundResult,
                 match: Match | None = None, announce: bool = False,
                 recall: bool = False) -> None:
        super().__init__(app)
        self.recall = recall
        """Recalled mid-round (L): no countdown; closing returns to the round."""
        self.stopped = False
        """The player moved the mouse over it or touched a key: no more countdown."""
        self.announce = announce  # the round has just ended: a chime if the player won
        self.table = table
        self.result = result
        self.match = match if match is not None else table.ctrl.match
        self.t = 0.0
        self.final = self.match.is_over and result is self.match.results[-1]
        label = CLOSE if self.match.is_over else BACK_TO_ROUND if recall else NEXT_ROUND
        self.close_button = Button(label, self.dismiss, primary=True)
        self.close_button.focused = True

    def enter(self) -> None:
        won = self.match.winner if self.final else self.result.winner
        if self.announce and won == HUMAN:
            self.app.sounds.play("win")

    @property
    def auto_close(self) -> float | None:
        """Seconds until it closes by itself, or None (match over, recalled, setting off,
        or the player stopped the countdown)."""
        if self.match.is_over or self.recall or self.stopped or self.table is None:
            return None
        seconds = setting(self.app.settings, "summary_seconds", AUTO_CLOSE)
        try:
            seconds = float(seconds)
        except (TypeError, ValueError):
            seconds = AUTO_CLOSE
        return seconds if seconds > 0 else None

    @property
    def busy(self) -> bool:
        """Counting down: frames keep coming, so the bar shrinks smoothly."""
        return self.auto_close is not None

    def dismiss(self) -> None:
        self.close()
        if self.table is not None and not self.recall:
            self.table.summary_closed()

    def handle(self, intent: I.Intent) -> None:
        self._layout()
        if self.close_button.handle(intent):
            return
        if isinstance(intent, I.Key) and intent.key in (
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE
        ) or isinstance(intent, I.Pointer) and intent.kind == I.CLICK:
            self.dismiss()
        elif isinstance(intent, I.Key):
            self.stopped = True  # any other key: the player is reading
        elif isinstance(intent, I.Pointer) and self.panel().collidepoint(intent.pos):
            self.stopped = True

    def update(self, dt: float) -> None:
        self.t += dt
        self._layout()
        limit = self.auto_close
        if limit is not None and self.t >= limit:
            self.dismiss()

    def panel(self) -> pygame.Rect:
        w, h = self.app.size
        pw, ph = min(w - 20, max(560, int(w * 0.78))), h - max(20, h // 12)
        if not self.final:  # a round summary is as tall as its lines and score sheet
            big, px, small = font_px((w, h), 30), font_px((w, h), 17), font_px((w, h), 14)
            rows = min(len(self.match.results), 12) + 4
            need = int(big * 1.6 + 7 * px * 1.45 + px + rows * small * 1.5 + 100)
            pw, ph = min(pw, max(560, int(w * 0.6))), min(ph, need)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _layout(self) -> None:
        r = self.panel()
        bh = font_px(self.app.size, 40)
        px = max(11, int(bh * 0.42))
        bw = max(font_px(self.app.size, 150),
                 font(px).size(str(self.close_button.label))[0] + font_px(self.app.size, 36))
        self.close_button.rect = pygame.Rect(r.right - bw - 16, r.bottom - bh - 14, bw, bh)

    # --- text ------------------------------------------------------------------------------
    def headline(self) -> str:
        res = self.result
        if self.final and self.match.winner is not None:
            return str(T.YOU_WIN_MATCH if self.match.winner == HUMAN else T.OPPONENT_WINS_MATCH)
        if res.winner is None:
            return str(T.DEAD_HAND)
        return str(T.YOU_WIN_ROUND if res.winner == HUMAN else T.OPPONENT_WINS_ROUND)

    def round_lines(self) -> list[str]:
        res = self.result
        if res.outcome == "void":
            return [str(T.DEAD_HAND), str(VOID_TEXT)]
        k, d = res.knocker_deadwood, res.defender_deadwood
        outcome = {"gin": T.GIN, "big_gin": T.BIG_GIN}.get(res.outcome, T.KNOCK)
        if res.undercut:
            outcome = T.UNDERCUT
        who = T.YOU if res.knocker == HUMAN else T.OPPONENT
        lines = [f"{outcome} \u2013 {who}", K_LINE.format(k=k)]
        if res.outcome == "knock":
            lines.append(D_LINE.format(d=d))
            if res.layoffs:
                lines.append(LAID_OFF_LINE.format(cards=cards_text([c for c, _ in res.layoffs])))
            if res.undercut:
                lines.append(UNDERCUT_FORMULA.format(k=k, d=d, bonus=res.bonus,
                                                     points=res.points))
            else:
                lines.append(KNOCK_FORMULA.format(k=k, d=d, points=res.points))
        else:
            lines.append(D_LINE_GIN.format(d=d))
            lines.append(GIN_FORMULA.format(d=d, bonus=res.bonus, points=res.points))
        winner = T.YOU if res.winner == HUMAN else T.OPPONENT
        lines.append(WINNER_POINTS.format(who=winner, points=T.POINTS(res.points)))
        return lines

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        r = self.panel()
        draw_panel(surface, r, (8, 40, 26, 250))
        size = self.app.size
        big, px, small = font_px(size, 30), font_px(size, 17), font_px(size, 14)
        draw_text(surface, self.headline(), (r.centerx, r.y + 14), big, GOLD, bold=True,
                  anchor="midtop")
        y = r.y + 14 + int(big * 1.6)
        left = r.x + 24
        col_w = (r.width - 48) // 2
        for i, line in enumerate(self.round_lines()):
            draw_text(surface, line, (left, y), px, GOLD if i == 0 else WHITE, bold=i == 0)
            y += int(px * 1.45)
        sheet_top = y + px
        self._draw_sheet(surface, pygame.Rect(left, sheet_top, col_w, r.bottom - sheet_top - 70),
                         small)
        if self.final:
            right = pygame.Rect(left + col_w + 24, r.y + 14 + int(big * 1.6), col_w - 24,
                                r.height // 2)
            self._draw_final(surface, right, px)
            self._draw_chart(surface, self.chart_area(), small)
        limit = self.auto_close
        if limit is not None:
            n = max(0, int(limit - self.t + 0.999))
            draw_text(surface, CLOSES_IN.format(n=n), (left, r.bottom - 24), small, WHITE,
                      anchor="bottomleft")
            frac = max(0.0, 1 - self.t / limit)
            pygame.draw.rect(surface, GOLD, (r.x + 2, r.bottom - 8, int((r.width - 4) * frac), 5))
        elif self.stopped and not self.match.is_over:
            draw_text(surface, COUNTDOWN_STOPPED, (left, r.bottom - 24), small, WHITE,
                      anchor="bottomleft")
        self.close_button.draw(surface)

    def _draw_sheet(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        draw_text(surface, T.SCORE_SHEET, area.topleft, px + 2, GOLD, bold=True)
        row_h = int(px * 1.5)
        cols = [area.x, area.x + area.width * 0.18, area.x + area.width * 0.55,
                area.x + area.width * 0.8]
        y = area.y + row_h + 4
        heads = [T.ROUND, "", T.YOU, T.OPPONENT]
        for x, h in zip(cols, heads, strict=True):
            draw_text(surface, h, (int(x), y), px, GOLD)
        y += row_h
        results = self.match.results
        fit = max(1, (area.height - row_h * 4) // row_h)
        shown = list(enumerate(results, 1))[-fit:]
        for n, res in shown:
            word = (T.DEAD_HAND if res.winner is None else
                    T.UNDERCUT if res.undercut else
                    {"gin": T.GIN, "big_gin": T.BIG_GIN}.get(res.outcome, T.KNOCK))
            pts = ["", ""]
            if res.winner is not None:
                pts[res.winner] = format_number(res.points)
            color = GOLD if res is self.result else WHITE
            for x, text in zip(cols, [str(n), str(word), pts[0], pts[1]], strict=True):
                draw_text(surface, text, (int(x), y), px, color)
            y += row_h
        pygame.draw.line(surface, WHITE, (area.x, y + 2), (area.right, y + 2), 1)
        y += 6
        s = self.match.scores
        for x, text in zip(cols, [str(T.TOTAL), "", format_number(s[0]), format_number(s[1])],
                           strict=True):
            draw_text(surface, text, (int(x), y), px, WHITE, bold=True)

    def _draw_final(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        f = self.match.final
        row_h = int(px * 1.45)
        cols = [area.x, area.x + int(area.width * 0.55), area.x + int(area.width * 0.8)]
        y = area.y
        for x, h in zip(cols, ["", T.YOU, T.OPPONENT], strict=True):
            draw_text(surface, h, (x, y), px, GOLD)
        y += row_h
        rules = self.match.rules
        rows = [(ROUND_POINTS, f.round_points)]
        if rules.game_bonus:
            rows.append((T.GAME_BONUS, f.game_bonus))
        if rules.box_bonus:
            rows.append((T.BOX_BONUS, f.box_bonus))
        if rules.shutout != "none":
            rows.append((SHUTOUT_BONUS, f.shutout_bonus))
        rows.append((T.TOTAL, f.totals))
        for label, (a, b) in rows:
            bold = label is T.TOTAL
            draw_text(surface, label, (cols[0], y), px, WHITE, bold=bold)
            draw_text(surface, format_number(a), (cols[1], y), px, WHITE, bold=bold)
            draw_text(surface, format_number(b), (cols[2], y), px, WHITE, bold=bold)
            y += row_h
        draw_text(surface, f"{T.MARGIN}: {format_number(f.margin)}", (cols[0], y), px, GOLD,
                  bold=True)

    def chart_area(self) -> pygame.Rect:
        """Where the final board's chart goes (right column, under the final totals)."""
        r = self.panel()
        size = self.app.size
        big, px = font_px(size, 30), font_px(size, 17)
        col_w = (r.width - 48) // 2
        x = r.x + 24 + col_w + 24
        top = r.y + 14 + int(big * 1.6) + int(px * 1.45) * 7 + 10
        return pygame.Rect(x, top, col_w - 24, r.bottom - 80 - top)

    def chart_totals(self) -> list[tuple[int, int]]:
        """Both totals after each round (the chart's points)."""
        return running_totals([
            (res.points if res.winner == 0 else 0, res.points if res.winner == 1 else 0)
            for res in self.match.results])

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        draw_score_chart(surface, area, self.chart_totals(), self.match.rules.target, px,
                         [T.YOU, T.OPPONENT])


def _smoke_round(app: Any) -> Scene:
    from ginrummy_desktop.ui.scenes.table import _smoke_table

    table = _smoke_table(app)
    m = table.ctrl.match
    from ginrummy_desktop.ui.smoke import play_until

    play_until(m, lambda m: bool(m.results))
    return ScoreboardScene(app, table, m.results[-1])


def _smoke_final(app: Any) -> Scene:
    from ginrummy_desktop.ui.scenes.table import _smoke_table
    from ginrummy_desktop.ui.smoke import finished_match

    table = _smoke_table(app)
    m = finished_match(seed=5, rules="bonus")
    return ScoreboardScene(app, table, m.results[-1], match=m)


register_scene("scoreboard", _smoke_round)
register_scene("final_scores", _smoke_final)
