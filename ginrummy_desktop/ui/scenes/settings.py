"""Settings: language, opponent level, animation speed, two- or four-colour deck, card size,
card back, sound, how long the round summary waits, the coach's hints, full screen. Every
change takes effect at once and is saved (persistence's ``save_settings``;
``app.apply_settings()`` after each change).

Up/Down move between the rows, Left/Right change the value of the row, Escape goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.assets import card_back_names
from ginrummy_desktop.i18n import N_, NC_, current_language
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.display import apply_display
from ginrummy_desktop.ui.input import Command, Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Choice, Screen, persist_settings, settings_of_the_moment
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.sprites import CardImages, draw_card
from ginrummy_desktop.ui.widgets import MARK_BLUE, WHITE, Button, draw_text

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.controller import MatchController
    from ginrummy_desktop.ui.input import Pointer

ANIMATION = N_("Animation speed")
SPEEDS = {
    "slow": NC_("animation", "Slow"),
    "normal": NC_("animation", "Normal"),
    "fast": NC_("animation", "Fast"),
    "off": NC_("animation", "Off"),
}
DECK = N_("Card colours")
DECKS = {"2color": N_("Two colours"), "4color": N_("Four colours")}
CARD_BACK = N_("Card back")
BACK_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "black": N_("Black")}
SOUND = N_("Sound")
FULLSCREEN = N_("Full screen")
CARD_SIZE = N_("Card size")
CARD_SIZES = {"normal": NC_("card size", "Normal"), "large": NC_("card size", "Large")}
SUMMARY = N_("Next round after")
SUMMARY_CHOICES = [(0, NC_("countdown", "Off")), (5, N_("5 s")), (10, N_("10 s")),
                   (20, N_("20 s"))]
HINTS = N_("Hints")
ON = NC_("switch", "On")
OFF = NC_("switch", "Off")
LEVELS = ("simple", "medium", "strong", "master")
LEVEL_LATER = N_("From the next match on: {new}. This match stays at the {level} level.")
"""Said where the level is changed while a match runs: the match keeps its own (the table
still said "Computer · Simple" after "Master" was chosen, and nothing said why)."""
MATCH_LEVEL = N_("This match is played at the {level} level.")  # "at Strong" read oddly
"""Said where the settings, opened over a match, show another level than the match's (one
chosen for a match since: "Simple" stood chosen over a match against Medium, and the player
read it as the level playing; 1024x700)."""


@scene("settings")
class SettingsScene(Screen):
    title = T.SETTINGS
    centred = True  # in a tall window: its middle, as the menu (Back stays at the bottom)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        settings_of_the_moment(app)  # another window's changes, shown and kept
        s = app.settings
        self.backs = [b for b in card_back_names() if b] or ["blue"]
        self.rows: list[Choice[object]] = [
            Choice(T.LANGUAGE, [(c, T.LANGUAGE_NAMES[c]) for c in ("de", "en")],
                   current_language, self._set("language")),
            Choice(T.OPPONENT_LEVEL, [(lv, T.LEVEL_NAMES[lv]) for lv in LEVELS],
                   lambda: setting(s, "opponent", "medium"), self._set("opponent")),
            Choice(ANIMATION, list(SPEEDS.items()),
                   lambda: setting(s, "animation_speed", "normal"), self._set("animation_speed")),
            Choice(DECK, list(DECKS.items()),
                   lambda: setting(s, "deck_colours", "2color"), self._set("deck_colours")),
            Choice(CARD_BACK, [(b, BACK_NAMES.get(b, b)) for b in self.backs],
                   lambda: setting(s, "card_back", "blue"), self._set("card_back")),
            Choice(SOUND, [(True, ON), (False, OFF)],
                   lambda: bool(setting(s, "sound", True)), self._set("sound")),
            Choice(CARD_SIZE, list(CARD_SIZES.items()),
                   lambda: setting(s, "card_size", "normal"), self._set("card_size")),
            Choice(SUMMARY, SUMMARY_CHOICES,
                   lambda: int(setting(s, "summary_seconds", 10)), self._set("summary_seconds")),
            Choice(HINTS, [(True, ON), (False, OFF)],
                   lambda: bool(setting(s, "show_hints", True)), self._set("show_hints")),
            Choice(FULLSCREEN, [(True, ON), (False, OFF)],
                   lambda: bool(setting(s, "fullscreen", False)), self._set("fullscreen")),
        ]
        self.note = self._level_later()
        self.row = 0
        self._focus_chosen(0)  # the ring starts on the language chosen, as Up/Down put it
        self.back_images: dict[str, CardImages] = {b: CardImages("2color", b) for b in self.backs}

    def _set(self, name: str) -> Callable[[object], None]:
        def apply(value: object) -> None:
            setattr(self.app.settings, name, value)
            self.note = persist_settings(self.app)
            if name == "fullscreen":
                apply_display(self.app)
            if name == "opponent" and (ctrl := self._match()) is not None:  # for its
                ctrl.next_level = str(value)  # rematch, as the note says (saved with it:
                ctrl.autosave()  # the window may be closed before the next move)
            if self.note is None:  # the level note stays while it holds (another choice
                self.note = self._level_later()  # made after the level took it away)
        return apply

    def _match(self) -> MatchController | None:
        """The controller of the match under the settings, if one is open."""
        from ginrummy_desktop.ui.controller import MatchController

        ctrl = getattr(self.app.stack.named("table"), "ctrl", None)
        return ctrl if isinstance(ctrl, MatchController) else None

    def _level_later(self) -> str | None:
        """What a level chosen while a match runs at another one means for it: said from
        the start and after every choice (it was said once, and the next choice, "Hints:
        Off", took it away: a player thought the level setting broken; German 1920x1080).
        Only a level chosen here while the match was open (``next_level``, which its rematch
        plays at) is promised for the next match; another level shown says which the match is
        played at (``MATCH_LEVEL``)."""
        from ginrummy_desktop.ui.table.start import match_level

        ctrl = self._match()
        playing = None if ctrl is None or ctrl.match.is_over else match_level(ctrl)
        if ctrl is None or playing is None:
            return None
        if ctrl.next_level is None:
            shown = setting(self.app.settings, "opponent", "medium")
            return None if shown == playing else MATCH_LEVEL.format(level=T.LEVEL_NAMES[playing])
        if playing == ctrl.next_level:
            return None
        return LEVEL_LATER.format(new=T.LEVEL_NAMES[ctrl.next_level],
                                  level=T.LEVEL_NAMES[playing])

    def focus_order(self) -> list[Button]:
        return [b for row in self.rows for _, b in row.buttons]

    def _row_of_focus(self) -> int | None:
        buttons = self._buttons()
        if not buttons:
            return None
        focused = buttons[self.focus % len(buttons)]
        for i, row in enumerate(self.rows):
            if any(b is focused for _, b in row.buttons):
                return i
        return None

    def _focus_chosen(self, i: int) -> None:
        row = self.rows[i]
        current = row.get()
        for value, b in row.buttons:
            if value == current:
                self.focus = self._buttons().index(b)
                return
        self.focus = self._buttons().index(row.buttons[0][1])

    def on_key(self, intent: Key) -> bool:
        i = self._row_of_focus()
        if intent.command in (Command.LEFT, Command.RIGHT) and i is not None:
            self.rows[i].step(-1 if intent.command is Command.LEFT else 1)
            self._focus_chosen(i)
            return True
        if intent.command in (Command.DOWN, Command.UP):
            # whole rows at a time, then Back
            n = len(self.rows)
            if i is None:
                self._focus_chosen(0 if intent.command is Command.DOWN else n - 1)
            elif intent.command is Command.DOWN and i == n - 1:
                self.focus = self._buttons().index(self.back)
            elif intent.command is Command.UP and i == 0:
                self.focus = self._buttons().index(self.back)
            else:
                self._focus_chosen(i + (1 if intent.command is Command.DOWN else -1))
            return True
        return False

    # --- layout ----------------------------------------------------------------------------
    def grid(self, size: tuple[int, int]) -> tuple[int, int, int, int, int]:
        """x of the labels, x and width of the options, top, row height."""
        w, h = size
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5) + font_px(size, 10)
        bottom = h - font_px(size, 42) - font_px(size, 30)
        row_h = min(font_px(size, 74), (bottom - top) // len(self.rows))
        top += self.shift(size)
        label_w = font_px(size, 240)
        opt_w = min(font_px(size, 640), w - label_w - font_px(size, 80))
        x = (w - label_w - opt_w) // 2
        return x, x + label_w, opt_w, top, row_h

    def place(self, size: tuple[int, int]) -> None:
        x, ox, ow, top, row_h = self.grid(size)
        bh = min(font_px(size, 42), int(row_h * 0.72))
        for i, row in enumerate(self.rows):
            y = top + i * row_h + (row_h - bh) // 2
            if row.label is CARD_BACK:
                # small card backs to the right of the names
                row.place(ox, y, ow - self.back_strip(size, row_h), bh, font_px(size, 8))
            else:
                row.place(ox, y, ow, bh, font_px(size, 8))
            row.refresh()

    def back_strip(self, size: tuple[int, int], row_h: int) -> int:
        ch = int(row_h * 0.92)
        cw = int(ch / 1.4)
        return len(self.backs) * (cw + font_px(size, 8)) + font_px(size, 8)

    def on_pointer(self, intent: Pointer) -> None:
        from ginrummy_desktop.ui.input import CLICK, DOUBLE_CLICK

        if intent.kind not in (CLICK, DOUBLE_CLICK):
            return
        for name, rect in self.back_rects(self.app.size):
            if rect.collidepoint(intent.pos):
                self._set("card_back")(name)

    def back_rects(self, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
        x, ox, ow, top, row_h = self.grid(size)
        i = next(i for i, r in enumerate(self.rows) if r.label is CARD_BACK)
        ch = int(row_h * 0.92)
        cw = int(ch / 1.4)
        gap = font_px(size, 8)
        left = ox + ow - len(self.backs) * (cw + gap) + gap
        y = top + i * row_h + (row_h - ch) // 2
        return [(b, pygame.Rect(left + k * (cw + gap), y, cw, ch))
                for k, b in enumerate(self.backs)]

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        x, ox, ow, top, row_h = self.grid(size)
        px = font_px(size, 18)
        for i, row in enumerate(self.rows):
            cy = top + i * row_h + row_h // 2
            draw_text(surface, row.label, (x, cy), px, WHITE, bold=True, anchor="midleft")
        current = setting(self.app.settings, "card_back", "blue")
        for name, rect in self.back_rects(size):
            draw_card(surface, self.back_images[name], None, rect.topleft, rect.size,  # the
                      outline=MARK_BLUE if name == current else None)  # chosen: not the ring's
        for b in self._buttons():
            b.draw(surface)
        self.draw_note(surface)
