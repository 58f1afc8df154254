"""Rules and help: the rules of a chosen preset (``i18n.help_text`` with the preset's
numbers), the keys of the table (``ui.scenes.table.KEYS``), and the interactive tutorial.

Keys: Left/Right switch between Rules, Keys and Tutorial; Up/Down or Page Up/Down scroll the
rules and the keys; Tab walks the buttons; Enter presses; Escape goes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

import pygame

from ginrummy_desktop.engine import PRESET_NAMES, RuleSet
from ginrummy_desktop.i18n import N_, Text, current_language
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.help_text import SECTIONS, section_paragraphs
from ginrummy_desktop.ui.input import Command, Key, key_names
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.review_keys import BOARD_HEADING, BOARD_KEYS, REVIEW_HEADING, REVIEW_KEYS
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import Screen, label_px, rules_summary
from ginrummy_desktop.ui.settings import setting
from ginrummy_desktop.ui.table.keys import TABLE_KEYS
from ginrummy_desktop.ui.watch_keys import WATCH_HEADING, WATCH_KEYS
from ginrummy_desktop.ui.widgets import GOLD, WHITE, Button, draw_panel, draw_text, font, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.input import Pointer, Wheel

TITLE = N_("Rules and help")
KEYS_TAB = N_("Keys")
TUTORIAL_TAB = N_("Tutorial")
THESE_RULES = N_("The rules of this rule set")
KEYS_TABLE = N_("At the table")
KEYS_MENUS = N_("In the menus")
MENU_KEYS: list[tuple[tuple[Command, ...], Text]] = [
    ((Command.UP, Command.DOWN), N_("Move between the entries")),
    ((Command.NEXT,), N_("The next entry (also on pages whose text the arrows scroll)")),
    ((Command.PREV,), N_("The entry before")),
    ((Command.CONFIRM,), N_("Choose the entry")),
    ((Command.LEFT, Command.RIGHT), N_("Change the value; the next button in Saved matches; "
                                       "switch the language on the main menu")),
    ((Command.HOME, Command.END), N_("The first or the last entry; in Saved matches, the first "
                                     "or the last match")),
    ((Command.CANCEL,), N_("Back")),
    ((Command.FULL_SCREEN,), N_("Full screen on or off (everywhere)")),
]
"""The menus' keys for the help screen; their names come from the keymap."""
TUTORIAL_TEXT = N_(
    "The tutorial deals a prepared round on the real table and walks you through it step by "
    "step: drawing, discarding, forming melds, knocking, the lay-off review and the scoring. "
    "A hint on the screen tells you what to do next."
)
START_TUTORIAL = N_("Start the tutorial")
MATCH_KEPT = N_("Your match is kept: \u201cContinue\u201d in the main menu goes on with it. "
                "Start the tutorial now?")
"""Asked where the help was opened over a match (the tutorial took its place at once, and
nothing said it was kept; English 2560x1440)."""
SCROLL_UP = "\u25b2"
SCROLL_DOWN = "\u25bc"
TRACK = (20, 60, 40)
"""The scroll track between the arrows (the thumb on it is gold)."""
PRESETS_PER_ROW = 4
"""The rules tab lists the presets in rows of this many buttons."""
PRESET_H = 34
"""The preset buttons' height at 1280x800: room for the screen's one label size (at
1920x1080 the tabs' labels were larger than the presets' and the Back button's larger
than both)."""
TABS = ("rules", "keys", "tutorial")
SCROLLING = ("rules", "keys")
"""The tabs whose text scrolls (arrows, Up/Down, Page Up/Down, the wheel)."""


KEY_GROUPS: tuple[tuple[Text, Sequence[tuple[tuple[Command, ...], Text]]], ...] = (
    (KEYS_TABLE, TABLE_KEYS), (REVIEW_HEADING, REVIEW_KEYS), (BOARD_HEADING, BOARD_KEYS),
    (WATCH_HEADING, WATCH_KEYS), (KEYS_MENUS, MENU_KEYS))


_L = TypeVar("_L")


@lru_cache(maxsize=16)
def _widest_keys(px: int, language: str) -> int:
    """The width of the widest keys of the keys tab in bold at ``px`` (asked each frame; the
    names follow ``language``)."""
    return max(font(px, True).size(key_names(commands))[0]
               for _heading, keys in KEY_GROUPS for commands, _ in keys)


@scene("help")
class HelpScene(Screen):
    title = TITLE

    def __init__(self, app: App, tab: str = "rules", rules: RuleSet | None = None) -> None:
        super().__init__(app)
        preset = setting(app.settings, "last_preset", "classic")
        self.rules = rules or RuleSet.preset(preset if preset in PRESET_NAMES else "classic")
        """The rules shown: the match's, when opened from its table or pause menu (they
        showed the rules of the last choice on the new-match screen, not the match's), else
        that last choice; a preset button shows its preset."""
        self.tab = tab
        self.scroll = 0
        self._lines: dict[tuple[object, ...], list[object]] = {}  # ``_kept``
        self.tab_buttons = [
            ("rules", Button(T.RULES, lambda: self._tab("rules"))),
            ("keys", Button(KEYS_TAB, lambda: self._tab("keys"))),
            ("tutorial", Button(TUTORIAL_TAB, lambda: self._tab("tutorial"))),
        ]
        self.preset_buttons = [(p, Button(T.PRESET_NAMES[p], self._preset_setter(p)))
                               for p in PRESET_NAMES]
        self.up = Button(SCROLL_UP, lambda: self.scroll_by(-3))
        self.down = Button(SCROLL_DOWN, lambda: self.scroll_by(3))
        self.start = Button(START_TUTORIAL, self.start_tutorial, primary=True)
        self.focus = TABS.index(tab)  # on the tab shown (F1 at the table opens the keys)

    @property
    def preset(self) -> str | None:
        """The preset shown (its button lit), None for a match's own rules."""
        return self.rules.name if self.rules.is_preset else None

    def _tab(self, tab: str) -> None:
        self.tab = tab
        self.scroll = 0

    def _preset_setter(self, name: str) -> Callable[[], None]:
        def choose() -> None:
            self.rules = RuleSet.preset(name)
            self.scroll = 0
        return choose

    def start_tutorial(self) -> None:
        from ginrummy_desktop.ui.tutorial import TutorialController, start_tutorial

        ctrl = getattr(self.app.stack.named("table"), "ctrl", None)  # the match under it
        if ctrl is None or isinstance(ctrl, TutorialController) or ctrl.match.is_over:
            start_tutorial(self.app)
        else:  # a match under the help: said that it is kept, and asked
            self.app.open("confirm", text=MATCH_KEPT, yes=START_TUTORIAL,
                          on_yes=lambda: start_tutorial(self.app))

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(self.scroll + lines, self.max_scroll(self.app.size)))

    # --- content ---------------------------------------------------------------------------
    def _kept(self, key: tuple[object, ...], make: Callable[[], list[_L]]) -> list[_L]:
        """The lines ``make`` gives, kept by ``key`` (the frame asks for them five times and
        wrapping the rules took 2 ms: the help took 10 ms a frame)."""
        kept: dict[tuple[object, ...], list[_L]] = self._lines  # type: ignore[assignment]
        if key not in kept:
            if len(kept) > 8:
                kept.clear()
            kept[key] = make()
        return kept[key]

    def rule_lines(self, width: int, px: int) -> list[tuple[str, bool]]:
        """(line, is heading) of the rules text wrapped to ``width``."""
        return self._kept(("rules", width, px, current_language(), self.rules),
                          lambda: self._rule_lines(width, px))

    def _rule_lines(self, width: int, px: int) -> list[tuple[str, bool]]:
        rules = self.rules
        hw = rules if rules.hollywood else RuleSet.preset("hollywood")  # its games' numbers
        numbers = {"limit": rules.knock_limit, "gin": rules.gin_bonus,
                   "undercut": rules.undercut_bonus, "big_gin": rules.big_gin_bonus or 0,
                   "games_to": hw.target or 0, "game": hw.game_bonus, "box": hw.box_bonus,
                   "shutout": hw.shutout_bonus}
        out: list[tuple[str, bool]] = [(str(THESE_RULES), True)]
        for sentence in rules_summary(rules):
            out += [(line, False) for line in wrap(sentence, px, width)]
        for section in SECTIONS:
            paragraphs = section_paragraphs(
                section, with_big_gin=rules.big_gin_bonus is not None,
                single_round=rules.target is None, oklahoma=rules.oklahoma,
                hollywood=rules.hollywood, shutout_kind=hw.shutout, bonuses=bool(
                    rules.game_bonus or rules.box_bonus or rules.shutout != "none"), **numbers)
            out.append(("", False))
            out.append((str(section.title), True))
            for p in paragraphs:
                out += [(line, False) for line in wrap(p, px, width)]
        return out

    def content_rect(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5) + font_px(size, 40)
        if self.tab == "rules":  # the rows of preset buttons above the text
            top += self.preset_rows() * (font_px(size, PRESET_H) + font_px(size, 10)) \
                + font_px(size, 6)
        width = min(w - 80, font_px(size, 980))
        bottom = h - font_px(size, 42) - font_px(size, 30)
        return pygame.Rect((w - width) // 2, top, width, bottom - top)

    def preset_rows(self) -> int:
        """How many rows of ``PRESETS_PER_ROW`` the preset buttons take."""
        return -(-len(self.preset_buttons) // PRESETS_PER_ROW)

    def key_lines(self, width: int, px: int) -> list[tuple[str, str, bool]]:
        """(keys, what they do, is heading) of the keys tab, one entry per drawn line (a
        long text wraps onto lines with no keys): it scrolls like the rules (at 640x420 the
        menus' keys ran out of the panel and over the Back button)."""
        return self._kept(("keys", width, px, current_language()),
                          lambda: self._key_lines(width, px))

    def _key_lines(self, width: int, px: int) -> list[tuple[str, str, bool]]:
        key_w = self.key_width(width, px)
        out: list[tuple[str, str, bool]] = []
        for heading, keys in self.key_groups():
            if out:
                out.append(("", "", False))
            out.append((str(heading), "", True))
            for commands, text in keys:
                for i, line in enumerate(wrap(text, px, width - key_w)):
                    out.append((key_names(commands) if i == 0 else "", line, False))
        return out

    @staticmethod
    def key_groups() -> tuple[tuple[Text, Sequence[tuple[tuple[Command, ...], Text]]], ...]:
        """The keys tab's sections: (heading, (commands, what they do))."""
        return KEY_GROUPS

    def key_width(self, width: int, px: int) -> int:
        """The keys' column in the keys tab: wide enough for its widest keys and a gap
        ("Eingabe / Leertaste" ran into its text at 800x520)."""
        return max(int(px * 7), width // 5, _widest_keys(px, current_language()) + px)

    def line_count(self, size: tuple[int, int]) -> int:
        """How many lines the current tab's text has (the rules' or the keys')."""
        px = font_px(size, 16)
        width = self.content_rect(size).width - 40
        if self.tab == "keys":
            return len(self.key_lines(width, px))
        return len(self.rule_lines(width, px)) if self.tab == "rules" else 0

    def visible_lines(self, size: tuple[int, int]) -> int:
        px = font_px(size, 16)
        return max(1, (self.content_rect(size).height - 24) // int(px * 1.4))

    def max_scroll(self, size: tuple[int, int]) -> int:
        return max(0, self.line_count(size) - self.visible_lines(size))

    # --- input -----------------------------------------------------------------------------
    def focus_order(self) -> list[Button]:
        order = [b for _, b in self.tab_buttons]
        for _, b in self.preset_buttons:
            b.visible = self.tab == "rules"
        self.up.visible = self.down.visible = self.tab in SCROLLING and (
            self.tab == "rules" or self.max_scroll(self.app.size) > 0)  # the keys may fit
        self.start.visible = self.tab == "tutorial"
        return order + [b for _, b in self.preset_buttons] + [self.start]

    def on_key(self, intent: Key) -> bool:
        k = intent.command
        if k in (Command.LEFT, Command.RIGHT) and self._step_preset(1 if k is Command.RIGHT
                                                                    else -1):
            return True
        if k in (Command.LEFT, Command.RIGHT):
            i = TABS.index(self.tab)
            self._tab(TABS[(i + (1 if k is Command.RIGHT else -1)) % len(TABS)])
            # the focus goes with the tab: it stayed on "Rules" while "Keys" was shown
            self.focus = self._buttons().index(dict(self.tab_buttons)[self.tab])
            return True
        if self.tab in SCROLLING and k in (Command.UP, Command.DOWN, Command.PAGE_UP,
                                         Command.PAGE_DOWN, Command.HOME, Command.END):
            page = self.visible_lines(self.app.size) - 1
            delta = {Command.UP: -1, Command.DOWN: 1, Command.PAGE_UP: -page,
                     Command.PAGE_DOWN: page, Command.HOME: -10**6, Command.END: 10**6}[k]
            self.scroll_by(delta)
            return True
        buttons = self._buttons()
        if self.tab == "tutorial" and k is Command.CONFIRM and buttons and \
                buttons[self.focus % len(buttons)] is dict(self.tab_buttons)["tutorial"]:
            self.start_tutorial()  # Enter on the tab shown starts it; on another button
            return True  # (Back, "Keys") it presses that one: it started the tutorial
        return False

    def _step_preset(self, step: int) -> bool:
        """With the ring on a rule set's button: the next or previous one, ringed and shown,
        as Left/Right change a value in the menus (they switched to the keys' tab; German
        1024x768, keys only). False elsewhere."""
        buttons = self._buttons()
        ringed = buttons[self.focus % len(buttons)] if buttons else None
        presets = [b for _, b in self.preset_buttons]
        if ringed not in presets:
            return False
        b = presets[(presets.index(ringed) + step) % len(presets)]
        b.press()
        self.focus = buttons.index(b)
        return True

    def on_wheel(self, intent: Wheel) -> None:
        if self.tab in SCROLLING:
            self.scroll_by(-3 * intent.dy)

    def on_pointer(self, intent: Pointer) -> None:
        if self.tab in SCROLLING:
            for b in (self.up, self.down):
                if b.handle(intent):
                    return

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5)
        bh = font_px(size, 36)
        bw = font_px(size, 200)
        gap = font_px(size, 10)
        x = (w - 3 * bw - 2 * gap) // 2
        for i, (key, b) in enumerate(self.tab_buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), top, bw, bh)
            b.primary = key == self.tab
        content = self.content_rect(size)
        per = PRESETS_PER_ROW
        ph = font_px(size, PRESET_H)
        first = content.y - self.preset_rows() * (ph + gap)
        for i, (name, b) in enumerate(self.preset_buttons):
            row, col = divmod(i, per)
            # the buttons of a row share its width: the last row's three are wider, so
            # "Bis 100 ohne Extras" keeps the text size of its neighbours at 640x420
            in_row = min(per, len(self.preset_buttons) - row * per)
            pw = (content.width - (in_row - 1) * gap) // in_row
            b.rect = pygame.Rect(content.x + col * (pw + gap), first + row * (ph + gap), pw, ph)
            b.primary = name == self.preset
        sw = font_px(size, 36)
        self.up.rect = pygame.Rect(content.right + 4, content.y, sw, sw)
        self.down.rect = pygame.Rect(content.right + 4, content.bottom - sw, sw, sw)
        self.start.rect = pygame.Rect(w // 2 - font_px(size, 160), content.y + font_px(size, 160),
                                      font_px(size, 320), font_px(size, 50))
        self.scroll = min(self.scroll, self.max_scroll(size)) if self.tab in SCROLLING else 0
        # an arrow with nowhere to go looks it (at the top "\u25b2" looked as live as "\u25bc")
        self.up.enabled = self.scroll > 0
        self.down.enabled = self.scroll < self.max_scroll(size)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        r = self.content_rect(size)
        draw_panel(surface, r)
        inner = r.inflate(-40, -24)
        px = font_px(size, 16)
        if self.tab == "rules":
            lines = self.rule_lines(inner.width, px)
            y = inner.y
            for text, heading in lines[self.scroll:self.scroll + self.visible_lines(size)]:
                draw_text(surface, text, (inner.x, y), px, GOLD if heading else WHITE,
                          bold=heading)
                y += int(px * 1.4)
        elif self.tab == "keys":
            self._draw_keys(surface, inner, px)
        else:
            y = inner.y
            for line in wrap(TUTORIAL_TEXT, font_px(size, 18), inner.width):
                draw_text(surface, line, (inner.x, y), font_px(size, 18), WHITE)
                y += int(font_px(size, 18) * 1.4)
        for b in self._buttons():  # one label size, the Back button's (label_px)
            b.draw(surface, label_px(size))
        if self.tab in SCROLLING and self.up.visible:
            self.up.draw(surface)
            self.down.draw(surface)
            thumb = self.thumb(size)
            if thumb is not None:
                pygame.draw.rect(surface, TRACK, self.track(), border_radius=3)
                pygame.draw.rect(surface, GOLD, thumb, border_radius=3)

    def track(self) -> pygame.Rect:
        """The thin track between the arrows."""
        gap = 6
        return pygame.Rect(self.up.rect.centerx - 3, self.up.rect.bottom + gap, 6,
                           self.down.rect.top - self.up.rect.bottom - 2 * gap)

    def thumb(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the text shown lies in the whole, on the track: the part shown long, at
        its place (None where it all fits or the track is too short)."""
        total, track = self.line_count(size), self.track()
        if self.max_scroll(size) <= 0 or track.height < 12:
            return None
        h = max(10, track.height * self.visible_lines(size) // total)
        y = track.y + (track.height - h) * self.scroll // self.max_scroll(size)
        return pygame.Rect(track.x, y, track.width, h)

    def _draw_keys(self, surface: pygame.Surface, inner: pygame.Rect, px: int) -> None:
        key_w = self.key_width(inner.width, px)
        y = inner.y
        shown = self.key_lines(inner.width, px)[self.scroll:self.scroll + self.visible_lines(
            surface.get_size())]
        for keys, text, _heading in shown:  # a heading stands in the keys column
            if keys:
                draw_text(surface, keys, (inner.x, y), px, GOLD, bold=True)
            if text:
                draw_text(surface, text, (inner.x + key_w, y), px, WHITE)
            y += int(px * 1.4)
