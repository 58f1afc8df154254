"""Shared pieces of the menu screens (menu, new match, settings, help, saved matches,
statistics): a full-window screen with a title, a Back button, keyboard focus over its
buttons, and small helpers for choice rows and persisting the settings.

A :class:`Screen` lays itself out in :meth:`Screen.place` (called every frame and before
each intent, so it works whether or not the framework calls ``arrange``); subclasses return
their focusable buttons from :meth:`Screen.focus_order`. Up/Down/Tab move the focus,
Enter/Space press, Escape goes back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from ginrummy_desktop.i18n import N_, NP_, Text
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command, Intent, Key, Pointer, Wheel
from ginrummy_desktop.ui.layout import band, font_px
from ginrummy_desktop.ui.scene import Scene
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, button_px, draw_panel, draw_text, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.engine import RuleSet
    from ginrummy_desktop.ui.app import App

log = logging.getLogger(__name__)

NEXT_KEYS = (Command.DOWN, Command.NEXT)
PREV_KEYS = (Command.UP, Command.PREV)
PRESS_KEYS = (Command.CONFIRM, Command.SELECT)


class Screen(Scene):
    """A full-window menu screen with a title and a Back button (Escape)."""

    title: Text = T.BACK
    steady_focus = False
    """The focus stays on its button while buttons before it come and go, and never rests on
    a disabled one (Up/Down pass over them). Off: the focus is an index into the buttons."""
    centred = False
    """In a tall window the title and content stand in its middle (:meth:`shift`)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.back = Button(T.BACK, self.leave)
        self.focus = 0
        self._focused: tuple[int, Button] | None = None  # (index, button) as last arranged
        self.note: str | None = None  # a line shown at the bottom (errors, confirmations)

    # --- to override -----------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        """The buttons Up/Down walk through, in order (Back is added last)."""
        return []

    def place(self, size: tuple[int, int]) -> None:
        """Set the buttons' rects for the window size."""

    def leave(self) -> None:
        """Back / Escape: close this screen (the menu is below)."""
        if self.app.stack.top is self and len(self.app.stack) > 1:
            self.close()
        else:
            self.app.to_menu()

    # --- frame -----------------------------------------------------------------------------
    def _buttons(self) -> list[Button]:
        return [b for b in self.focus_order() + [self.back] if b.visible]

    def arrange(self, size: tuple[int, int]) -> None:
        w, h = size
        bh = font_px(size, 42)
        self.back.rect = pygame.Rect(font_px(size, 24), h - bh - font_px(size, 18),
                                     font_px(size, 160), bh)
        self.place(size)
        buttons = self._buttons()
        if buttons:
            self.focus %= len(buttons)
            if self.steady_focus:
                self.focus = self._steady(buttons)
        for i, b in enumerate(buttons):
            b.focused = i == self.focus
        self._focused = (self.focus, buttons[self.focus]) if buttons else None

    def _steady(self, buttons: list[Button], step: int = 1) -> int:
        """``steady_focus``: the index of the button focused last time where only the buttons
        changed (not ``focus``), moved on by ``step`` past disabled buttons."""
        i = self.focus
        if self._focused is not None and self._focused[0] == i and self._focused[1] in buttons:
            i = buttons.index(self._focused[1])
        for k in range(len(buttons)):
            j = (i + k * step) % len(buttons)
            if buttons[j].enabled:
                return j
        return i

    def along_row(self, step: int) -> None:
        """Left/Right where the buttons stand in one row: the focus to the next enabled button
        that way on the screen (by x, not in Tab's order), stopping at either end."""
        buttons = self._buttons()
        if not buttons:
            return
        now = buttons[self.focus % len(buttons)]
        row = sorted((b for b in buttons if b.enabled or b is now), key=lambda b: b.rect.x)
        i = row.index(now) + step
        if 0 <= i < len(row):
            self.focus = buttons.index(row[i])

    def back_in_row(self, size: tuple[int, int], bh: int) -> None:
        """Back as tall as the row of buttons ``bh`` high beside it on the bottom line (42 px
        at 1280x800, the rows of Watch again and of the round on the table 40: at 1920x1080
        Back stood taller than its neighbours)."""
        self.back.rect = pygame.Rect(self.back.rect.x, size[1] - bh - font_px(size, 18),
                                     self.back.rect.width, bh)

    def layout(self, size: tuple[int, int]) -> None:  # the framework's older name
        self.arrange(size)

    def handle(self, intent: Intent) -> None:
        self.arrange(self.app.size)
        if isinstance(intent, Key):
            if self.on_key(intent):
                return
            buttons = self._buttons()
            if intent.command is Command.CANCEL:
                self.leave()
            elif intent.command in NEXT_KEYS and buttons:
                self.focus = (self.focus + 1) % len(buttons)
                if self.steady_focus:
                    self.focus = self._steady(buttons)
            elif intent.command in PREV_KEYS and buttons:
                self.focus = (self.focus - 1) % len(buttons)
                if self.steady_focus:
                    self.focus = self._steady(buttons, -1)
            elif intent.command in (Command.HOME, Command.END) and buttons:  # the first or
                live = [i for i, b in enumerate(buttons) if b.enabled] or [self.focus]  # last
                self.focus = live[-1] if intent.command is Command.END else live[0]
            elif intent.command in PRESS_KEYS and buttons:
                buttons[self.focus % len(buttons)].press()
            else:
                for b in buttons:
                    if b.handle(intent):
                        return
            return
        if isinstance(intent, Wheel):
            self.on_wheel(intent)
            return
        if isinstance(intent, Pointer):
            for b in self._buttons():
                if b.handle(intent):
                    if b in self._buttons():
                        self.focus = self._buttons().index(b)
                    return
            self.on_pointer(intent)

    def on_key(self, intent: Key) -> bool:
        """A key before the default navigation; True when it was used."""
        return False

    def on_pointer(self, intent: Pointer) -> None:
        """A pointer intent no button took."""

    def on_wheel(self, intent: Wheel) -> None:
        """The mouse wheel: screens with a scrollable view scroll it."""

    def update(self, dt: float) -> None:
        self.arrange(self.app.size)

    # --- drawing helpers -------------------------------------------------------------------
    def shift(self, size: tuple[int, int]) -> int:
        """How far down the title and content stand: for a ``centred`` screen in a window
        over a quarter taller than 1280x800's shape, laid out as in that shape, in the
        middle (:func:`ui.layout.band`; at 660x900 they filled the top half); else 0."""
        return band(size)[0] if self.centred else 0

    def draw_title(self, surface: pygame.Surface) -> int:
        """The title at the top (moved down by :meth:`shift`); returns the y below it."""
        size = surface.get_size()
        px = font_px(size, 38)
        top = font_px(size, 22) + self.shift(size)
        draw_text(surface, self.title, (size[0] // 2, top), px, GOLD, bold=True, anchor="midtop")
        return top + int(px * 1.5)

    def draw_note(self, surface: pygame.Surface) -> None:
        if self.note:
            size = surface.get_size()
            px = font_px(size, 16)
            draw_text(surface, self.note, (size[0] // 2, self.back.rect.centery), px, GOLD,
                      bold=True, anchor="center")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_title(surface)
        for b in self._buttons():
            b.draw(surface)
        self.draw_note(surface)


def label_px(size: tuple[int, int]) -> int:
    """The label size of a menu screen's buttons, the Back button's: one size on a screen
    whatever each button's height (at 1920x1080 the new match's "Start" and "Change rules..."
    and the rule editor's "Reset" and "Use these rules" were larger than the values beside)."""
    return button_px(font_px(size, 42))


V = TypeVar("V")


class Choice(Generic[V]):
    """One row of a settings-like screen: a label and option buttons, one of them chosen.

    ``options`` are (value, label); ``get()`` returns the current value and ``set(value)``
    applies a new one.
    """

    def __init__(
        self, label: Text, options: Sequence[tuple[V, Text]], get: Callable[[], V],
        set: Callable[[V], None],
    ) -> None:
        self.label = label
        self.get = get
        self.set = set
        self.buttons = [(value, Button(text, self._chooser(value))) for value, text in options]

    def _chooser(self, value: V) -> Callable[[], None]:
        return lambda: self.set(value)

    def refresh(self) -> None:
        current = self.get()
        for value, b in self.buttons:
            b.primary = value == current

    def step(self, delta: int) -> None:
        """Left/Right: choose the previous/next option; at either end it stays, as a slider
        would (Right on "Master" gave "Simple", Right on "Off" gave "On")."""
        values = [v for v, _ in self.buttons]
        try:
            i = values.index(self.get())
        except ValueError:
            i = 0
        j = max(0, min(len(values) - 1, i + delta))
        if j != i:
            self.set(values[j])

    def place(self, x: int, y: int, width: int, height: int, gap: int) -> None:
        n = len(self.buttons)
        bw = (width - gap * (n - 1)) // max(n, 1)
        for i, (_, b) in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), y, bw, height)


def draw_paragraphs(
    surface: pygame.Surface, texts: Sequence[Text], rect: pygame.Rect, px: int,
    color: tuple[int, int, int] = WHITE, gap: float = 0.6, bold: bool = False,
) -> int:
    """Wrapped paragraphs inside ``rect`` (lines below its bottom are not drawn); returns the
    y after the last line."""
    y = rect.y
    line_h = int(px * 1.32)
    for text in texts:
        for line in wrap(text, px, rect.width, bold=bold):
            if y + line_h > rect.bottom + 1:
                return y
            draw_text(surface, line, (rect.x, y), px, color, bold=bold)
            y += line_h
        y += int(px * gap)
    return y


def draw_notice(surface: pygame.Surface, lines: Sequence[str], rect: pygame.Rect, px: int,
                text_bottom: int | None = None, calm: bool = False) -> None:
    """A panel with warning lines (damaged files); they stop above ``text_bottom`` (the
    panel's own button) where given. ``calm``: good news only, on the table's green with a
    gold border (matches listed again stood in the red of a damaged file's warning)."""
    if calm:
        draw_panel(surface, rect, (8, 40, 26, 235), border=GOLD)
    else:
        draw_panel(surface, rect, (60, 20, 15, 225), border=(230, 140, 90))
    area = rect.inflate(-24, -16)
    if text_bottom is not None:
        area.height = max(0, min(area.bottom, text_bottom) - area.y)
    draw_paragraphs(surface, lines, area, px, WHITE, gap=0.3)


def settings_of_the_moment(app: App) -> None:
    """Take into ``app.settings`` what another window of the game wrote to the settings file
    since (``persistence.take_others``), and apply it: the settings screen showed this
    window's old values, and a choice made there wrote them all back over the other's."""
    try:
        from ginrummy_desktop.persistence import Settings, take_others
    except ImportError:  # pragma: no cover - persistence is part of the package
        return
    if isinstance(app.settings, Settings) and take_others(app.settings):
        app.apply_settings()


def persist_settings(app: App) -> str | None:
    """Write ``app.settings`` (persistence's ``Settings``) and apply them; the error text to
    show if writing failed, else None. A stand-in settings object is only applied."""
    app.apply_settings()
    try:
        from ginrummy_desktop.persistence import SaveError, Settings, save_settings
    except ImportError:  # pragma: no cover - persistence is part of the package
        return None
    if not isinstance(app.settings, Settings):
        return None
    try:
        save_settings(app.settings)
    except SaveError as err:
        log.warning("could not save the settings: %s", err)
        message = getattr(err, "message", None)
        return message() if callable(message) else str(err)
    return None


# --- the rules of a preset in a few lines (new match screen, help) ----------------------------
RULE_TARGET = N_("The match goes to {n} points.")
RULE_SINGLE = N_("A single round decides the match.")
# counted: German "höchstens 1 Restpunkt" but "höchstens 10 Restpunkten" (a custom limit of 1)
RULE_KNOCK = NP_("Knock with at most {n} deadwood point.",
                 "Knock with at most {n} deadwood points.")
RULE_GIN_ONLY = N_("Gin only: no knocking, only Gin ends a round.")
"""A knock limit of 0 ("Knock with at most 0 deadwood points" said it the long way round)."""
RULE_GIN = N_("Gin bonus {gin}, undercut bonus {undercut}.")
RULE_BIG_GIN = N_("Big Gin bonus {n}.")
RULE_NO_BIG_GIN = N_("No Big Gin.")
RULE_GAME_BONUS = N_("Game bonus {n} for the winner of the match.")
RULE_BOX_BONUS = N_("Box bonus {n} for every round won.")
RULE_SHUTOUT_DOUBLE = N_("Shutout: the winner's round points are doubled.")
RULE_SHUTOUT_PLUS = N_("Shutout: {n} points more for the winner.")
RULE_NO_EXTRAS = N_("No bonuses at the end of the match.")
# Hollywood: every game ends with its own bonuses (they said "for the winner of the match")
RULE_GAME_BONUS_EACH = N_("Game bonus {n} for the winner of each game.")
RULE_BOX_BONUS_EACH = N_("Box bonus {n} for every round entered in a game.")
RULE_SHUTOUT_DOUBLE_EACH = N_("Shutout in a game: the winner's points in that game are doubled.")
RULE_SHUTOUT_PLUS_EACH = N_("Shutout in a game: {n} points more for its winner.")
RULE_NO_EXTRAS_EACH = N_("No bonuses at the end of a game.")


RULE_OKLAHOMA = N_("Oklahoma: the first upcard sets the round's knock limit (ace: Gin only).")
# an own limit below 10 with Oklahoma: the round takes the lower of the two
# (RuleSet.round_knock_limit); it said "at most 3" and "the upcard sets it" as two rules
RULE_OKLAHOMA_CAPPED = N_("Oklahoma: knock with at most the first upcard's value, and never "
                          "more than {n} (ace: Gin only).")
RULE_SPADES = N_("A spade as first upcard doubles every point of the round.")
RULE_HOLLYWOOD = N_("Hollywood scoring: three games at once, each to {n}.")


def knock_rule(rules: RuleSet) -> str:
    """The one sentence on when a player may knock: the limit, Oklahoma's upcard or both."""
    if not rules.knock_limit:
        return RULE_GIN_ONLY.format()
    if not rules.oklahoma:
        return RULE_KNOCK(rules.knock_limit)
    if rules.knock_limit >= 10:  # no card is worth more: the upcard alone decides
        return RULE_OKLAHOMA.format()
    return RULE_OKLAHOMA_CAPPED.format(n=rules.knock_limit)


def rules_summary(rules: RuleSet) -> list[str]:
    """A few sentences with the numbers of a rule set, in the current language."""
    lines = [
        RULE_SINGLE.format() if rules.target is None else RULE_TARGET.format(n=rules.target),
        knock_rule(rules),
        RULE_GIN.format(gin=rules.gin_bonus, undercut=rules.undercut_bonus),
        RULE_NO_BIG_GIN.format() if rules.big_gin_bonus is None
        else RULE_BIG_GIN.format(n=rules.big_gin_bonus),
    ]
    def end(plain: Text, per_game: Text, **facts: int) -> str:
        """An end bonus's line: in Hollywood each game's, not the match's."""
        return (per_game if rules.hollywood else plain).format(**facts)

    extras = []
    if rules.game_bonus:
        extras.append(end(RULE_GAME_BONUS, RULE_GAME_BONUS_EACH, n=rules.game_bonus))
    if rules.box_bonus:
        extras.append(end(RULE_BOX_BONUS, RULE_BOX_BONUS_EACH, n=rules.box_bonus))
    if rules.shutout == "double":
        extras.append(end(RULE_SHUTOUT_DOUBLE, RULE_SHUTOUT_DOUBLE_EACH))
    elif rules.shutout == "plus100":
        extras.append(end(RULE_SHUTOUT_PLUS, RULE_SHUTOUT_PLUS_EACH, n=rules.shutout_bonus))
    if rules.spades_double:
        lines.insert(2, RULE_SPADES.format())
    if rules.hollywood:
        lines[0] = RULE_HOLLYWOOD.format(n=rules.target)
    return lines + (extras or [end(RULE_NO_EXTRAS, RULE_NO_EXTRAS_EACH)])
