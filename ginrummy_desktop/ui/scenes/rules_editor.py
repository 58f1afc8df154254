"""Change the rules: every number and switch of a rule set (RULES.md, "Custom"), started from a
preset or the player's own rules, for the new match screen.

Keyboard: Up/Down (Tab) walk the rows, Left/Right or -/+ change the value of the row (numbers
by a step, switches on/off, the shutout kind along its list), digits type a number (Backspace
deletes, Enter takes it; moving on takes it too), Enter or Space on a switch turns it, Escape
leaves without a change. Mouse: the -/+ buttons beside a value, a click on a switch. A value
out of range is refused with a line saying the allowed range (``ui/rules_form.py``).
"Use these rules" hands the rule set to ``on_done``. Reset and Back (Escape) ask first where
they would drop the player's changes (both dropped them without a word).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK, MOVE, Command, Key, Pointer
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.rules_form import FIELDS, SHUTOUTS, Field, RulesForm, rules_title
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen, label_px
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, draw_text, fit, text_width, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

TITLE = N_("Change the rules")
BASED_ON = N_("Starting from: {name}")
USE = N_("Use these rules")
RESET = N_("Reset")
NOT_COUNTED = N_("{field} does not count with these rules.")
TYPING_HELP = N_("Type a number and press Enter, or change it with \u2190 \u2192 and - +.")
LEAVE_ASK = N_("Go back without using the changed rules?")
LEAVE = N_("Go back")
# TRANSLATORS: {name} is the rule set the editor started from, e.g. "Classic"
RESET_ASK = N_("Undo every change and start again from {name}?")
KEEP_CHANGING = N_("Keep changing")

COLUMNS = (7, 6)  # rows in the left and the right column
VALUE_SHARE = 0.30  # of a row's width: its value button


def label_gap(size: tuple[int, int]) -> int:
    """The least room between a row's label and its first button."""
    return max(12, font_px(size, 20))
_MAX_TYPED = 4


class _Row:
    """One field: its value button (focusable) and, for numbers and the shutout kind, -/+."""

    def __init__(self, scene: RulesEditorScene, f: Field) -> None:
        self.field = f
        self.value = Button("", lambda: scene.press_row(self))
        stepping = f.kind != "switch"
        self.minus = Button("\u2212", lambda: scene.step_row(self, -1), visible=stepping)
        self.plus = Button("+", lambda: scene.step_row(self, 1), visible=stepping)


@scene("rules_editor")
class RulesEditorScene(Screen):
    title = TITLE

    def __init__(self, app: App, base: RuleSet | None = None,
                 on_done: Callable[[RuleSet], None] | None = None) -> None:
        super().__init__(app)
        self.base = base or RuleSet.preset("classic")
        self.on_done = on_done
        self.form = RulesForm(self.base)
        self.rows = [_Row(self, f) for f in FIELDS]
        self.editing: _Row | None = None
        self.hovered: _Row | None = None  # the row under the mouse (its meaning is shown)
        self.typed = ""
        self.use = Button(USE, self.finish, primary=True)
        self.reset = Button(RESET, self.ask_reset)

    # --- actions --------------------------------------------------------------------------
    def finish(self) -> None:
        if not self.commit():
            return
        rules = self.form.rules()
        self.close()
        if self.on_done is not None:
            self.on_done(rules)

    def changed(self) -> bool:
        """Whether Reset or Back would drop something: a rule changed from the rules the
        editor started from, or digits being typed."""
        return bool(self.editing and self.typed) or \
            self.form.rules() != RulesForm(self.base).rules()

    def ask_reset(self) -> None:
        """Reset: back to the rules the editor started from, after asking if that drops
        changes (No, the focused answer, keeps them)."""
        if not self.changed():
            self.reset_form()
            return
        name = rules_title(self.base)  # a custom set by its preset and changes
        self.app.open("confirm", text=RESET_ASK.format(name=name), on_yes=self.reset_form,
                      yes=RESET, no=KEEP_CHANGING, default_no=True)

    def reset_form(self) -> None:
        self.editing = None
        self.form = RulesForm(self.base)
        self.note = None

    def step_row(self, row: _Row, delta: int) -> None:
        if not self.commit():
            return
        key = row.field.key
        if not self.form.used(key):
            self.note = NOT_COUNTED.format(field=row.field.label)
            return
        self.note = self.form.step(key, delta)

    def press_row(self, row: _Row) -> None:
        """Enter/Space or a click on the value: a switch turns, the shutout kind goes on, a
        number being typed is taken, else a number waits for digits."""
        if row.field.kind == "number":
            if self.editing is row:
                self.commit()
            elif self.form.used(row.field.key):
                self.commit()
                self.editing, self.typed = row, ""
                self.note = str(TYPING_HELP)
            else:
                self.note = NOT_COUNTED.format(field=row.field.label)
            return
        if not self.form.used(row.field.key):  # Oklahoma with knock limit 0: it turned,
            self.note = NOT_COUNTED.format(field=row.field.label)  # and nothing said it is moot
        elif self.commit():
            self.note = self.form.toggle(row.field.key)

    def commit(self) -> bool:
        """Take the number being typed (if any); False when it was refused."""
        row, typed = self.editing, self.typed
        self.editing, self.typed = None, ""
        if row is None:
            return True
        if not typed:
            self.note = None
            return True
        self.note = self.form.type_value(row.field.key, typed)
        return self.note is None

    def leave(self) -> None:
        """Back / Escape: while typing, forget the digits only; with changed rules, ask
        before they are dropped (No, the focused answer, stays)."""
        if self.editing is not None:
            self.editing, self.typed, self.note = None, "", None
            return
        if self.changed():
            self.app.open("confirm", text=LEAVE_ASK, on_yes=super().leave, yes=LEAVE,
                          no=KEEP_CHANGING, default_no=True)
            return
        super().leave()

    # --- input ----------------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        return [r.value for r in self.rows] + [self.reset, self.use]

    def focused_row(self) -> _Row | None:
        buttons = self._buttons()
        if not buttons:
            return None
        focused = buttons[self.focus % len(buttons)]
        return next((r for r in self.rows if r.value is focused), None)

    def on_key(self, intent: Key) -> bool:
        self.hovered = None  # the meaning follows the ring until the mouse moves again (it
        # stayed on the row the resting pointer was over: German, Down seven times)
        row = self.focused_row()
        digit = intent.digit
        if row is not None and digit is not None and row.field.kind == "number":
            if not self.form.used(row.field.key):
                self.note = NOT_COUNTED.format(field=row.field.label)
                return True
            if self.editing is not row:
                self.commit()
                self.editing, self.typed = row, ""
            self.typed = (self.typed + digit)[:_MAX_TYPED]
            self.note = None
            return True
        if intent.command is Command.UNDO and self.editing is not None:  # Backspace
            self.typed = self.typed[:-1]
            return True
        cmd = intent.command
        if row is not None and cmd in (Command.LEFT, Command.RIGHT, Command.SLOWER,
                                       Command.FASTER):
            self.step_row(row, -1 if cmd in (Command.LEFT, Command.SLOWER) else 1)
            return True
        if cmd in (Command.UP, Command.DOWN, Command.NEXT, Command.PREV):
            if self.editing is not None and not self.commit():
                return True  # the refused number: stay on the row, the message says why
            self.walk(1 if cmd in (Command.DOWN, Command.NEXT) else -1)
            return True
        return False

    def walk(self, step: int) -> None:
        """Up/Down/Tab: the focus to the next button that way, past rows that do not count
        with these rules (Tab stopped on the Big Gin bonus without Big Gin, and its "does not
        count" line stayed on after the focus had gone on; session 32, German, keys only)."""
        buttons = self._buttons()
        unused = {r.value for r in self.rows if not self.form.used(r.field.key)}
        for k in range(1, len(buttons) + 1):
            i = (self.focus + k * step) % len(buttons)
            if buttons[i] not in unused:
                self.focus = i
                break
        if self.note in {NOT_COUNTED.format(field=r.field.label) for r in self.rows}:
            self.note = None

    def on_pointer(self, intent: Pointer) -> None:
        if intent.kind == MOVE:
            size = self.app.size
            self.hovered = next((r for i, r in enumerate(self.rows)
                                 if self.row_rect(i, size).collidepoint(intent.pos)), None)
        for r in self.rows:
            for b in (r.minus, r.plus):
                if b.handle(intent):
                    self.focus = self._buttons().index(r.value)
                    return
        if intent.kind in (CLICK, DOUBLE_CLICK):
            self.commit()

    # --- layout ---------------------------------------------------------------------------
    def grid(self, size: tuple[int, int]) -> tuple[list[int], int, int, int]:
        """x of each column, column width, top, row height."""
        w, h = size
        m = font_px(size, 30)
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5) + font_px(size, 34)
        bottom = h - font_px(size, 42) - font_px(size, 40) - font_px(size, 60)
        row_h = min(font_px(size, 56), (bottom - top) // max(COLUMNS))
        col_w = min(max(font_px(size, 520), self.needed_width(size, row_h)), (w - 3 * m) // 2)
        x = (w - 2 * col_w - m) // 2
        return [x, x + col_w + m], col_w, top, row_h

    def needed_width(self, size: tuple[int, int], row_h: int) -> int:
        """A column wide enough for the longest label, a clear gap and the -, value and +
        buttons (the value button takes ``VALUE_SHARE`` of the column): at 640x420 in German
        "Unterbietungsbonus" nearly touched its "-"."""
        bh, gap = self.button_height(size, row_h), font_px(size, 6)
        label = max(text_width(str(r.field.label), font_px(size, 17), bold=True)
                    for r in self.rows)
        return int((label + label_gap(size) + 2 * bh + 2 * gap) / (1 - VALUE_SHARE)) + 1

    @staticmethod
    def button_height(size: tuple[int, int], row_h: int) -> int:
        return min(font_px(size, 40), int(row_h * 0.78))

    def row_rect(self, i: int, size: tuple[int, int]) -> pygame.Rect:
        xs, col_w, top, row_h = self.grid(size)
        col = 0 if i < COLUMNS[0] else 1
        k = i if col == 0 else i - COLUMNS[0]
        return pygame.Rect(xs[col], top + k * row_h, col_w, row_h)

    def place(self, size: tuple[int, int]) -> None:
        _xs, col_w, _top, row_h = self.grid(size)
        bh = self.button_height(size, row_h)
        value_w = int(col_w * VALUE_SHARE)
        gap = font_px(size, 6)
        for i, r in enumerate(self.rows):
            rect = self.row_rect(i, size)
            y = rect.y + (row_h - bh) // 2
            right = rect.right
            r.plus.rect = pygame.Rect(right - bh, y, bh, bh)
            r.value.rect = pygame.Rect(right - bh - gap - value_w, y, value_w, bh)
            r.minus.rect = pygame.Rect(r.value.rect.x - gap - bh, y, bh, bh)
            key = r.field.key
            used = self.form.used(key)
            r.value.label = (self.typed + "_") if self.editing is r else self.form.text(key)
            r.value.primary = self.editing is r
            r.minus.enabled = r.plus.enabled = used  # the value still says why on a press
            if r.field.kind == "choice":  # its "-"/"+" grey at the ends ("+" lit did nothing)
                at = SHUTOUTS.index(str(self.form.value(key)))
                r.minus.enabled, r.plus.enabled = used and at > 0, used and at < len(SHUTOUTS) - 1
        last = self.row_rect(len(self.rows) - 1, size)
        bw, bh2 = font_px(size, 240), font_px(size, 46)
        y = self.row_rect(COLUMNS[0] - 1, size).bottom + font_px(size, 24)
        self.use.rect = pygame.Rect(last.right - bw, y, bw, bh2)
        self.reset.rect = pygame.Rect(self.use.rect.x - font_px(size, 16) - font_px(size, 160),
                                      y, font_px(size, 160), bh2)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        y = self.draw_title(surface)
        px = font_px(size, 17)
        # a custom set as the table names it ("Starting from: Custom rules" said nothing of
        # what the player's own rules were)
        based = fit(BASED_ON.format(name=rules_title(self.base)), font_px(size, 16), size[0] - 40)
        draw_text(surface, based, (size[0] // 2, y), font_px(size, 16), GOLD, anchor="midtop")
        for i, r in enumerate(self.rows):
            rect = self.row_rect(i, size)
            colour = WHITE if self.form.used(r.field.key) else (170, 180, 174)
            draw_text(surface, r.field.label, (rect.x, rect.centery), px, colour, bold=True,
                      anchor="midleft")
            r.minus.draw(surface, label_px(size))
            r.plus.draw(surface, label_px(size))
        for b in self._buttons():
            b.draw(surface, label_px(size))
        self.draw_meaning(surface)
        self.draw_note(surface)

    def meaning_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Between the Reset / Use buttons and the Back button's row, as wide as the rows."""
        xs, col_w, _top, _row_h = self.grid(size)
        top = self.use.rect.bottom + font_px(size, 18)
        bottom = self.back.rect.top - font_px(size, 8)
        return pygame.Rect(xs[0], top, xs[1] + col_w - xs[0], max(0, bottom - top))

    def meaning_lines(self, size: tuple[int, int]) -> tuple[int, list[str]]:
        """(text size, lines) of the meaning of the row under the mouse, else of the focused
        one; the size shrinks until the lines fit their area (no lines where none fits)."""
        row = self.hovered or self.focused_row()
        if row is None:
            return 0, []
        area = self.meaning_area(size)
        text = f"{row.field.label}: {row.field.explanation}"
        for px in range(font_px(size, 17), 9, -1):
            lines = wrap(text, px, area.width)
            if len(lines) * int(px * 1.3) <= area.height:
                return px, lines
        return 0, []

    def draw_meaning(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        px, lines = self.meaning_lines(size)
        area = self.meaning_area(size)
        for i, line in enumerate(lines):
            draw_text(surface, line, (area.centerx, area.y + i * int(px * 1.3)), px, WHITE,
                      anchor="midtop")
