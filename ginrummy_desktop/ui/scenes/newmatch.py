"""New match: choose the rule preset (RULES.md) and the computer's level, then start.

"Change rules" opens the rule editor (``rules_editor``) on the chosen preset or the player's
own rules; what it gives back becomes "Custom rules" (or a preset again, if it equals one).
The choice is remembered in the settings (``last_preset``, ``opponent``, ``custom_rules``).
Up/Down walk the buttons, the row of levels one stop on its chosen level (Down from the rule
sets rang "Simple" with "Medium" chosen, and one Enter there changed the opponent; German
1280x720, keys only), Left/Right change the preset or level under the focus, Enter presses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import PRESET_NAMES, RulesError, RuleSet
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command, Key
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scene import scene
from ginrummy_desktop.ui.screen import (
    NEXT_KEYS,
    PREV_KEYS,
    Choice,
    Screen,
    draw_paragraphs,
    label_px,
    persist_settings,
    rules_summary,
)
from ginrummy_desktop.ui.settings import AppSettings, setting
from ginrummy_desktop.ui.widgets import (
    GOLD,
    WHITE,
    Button,
    draw_panel,
    draw_text,
    text_width,
    wrap,
)

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App

START = N_("Start")
CHANGE_RULES = N_("Change rules\u2026")
# TRANSLATORS: the panel's title while the keyboard's ring is on a rule set not chosen yet
PREVIEW = N_("{name} (Enter chooses it)")
CHOICES = (*PRESET_NAMES, "custom")
LEVELS = ("simple", "medium", "strong", "master")
# One line on each level, under the opponent buttons, so a new player can choose.
LEVEL_NOTES = {
    "simple": N_("Melds what it can and knocks as soon as it may. For learning the game."),
    "medium": N_("Keeps pairs and near-runs and does not throw what you collect."),
    "strong": N_("Watches what you take and throw, avoids feeding you and plays on for Gin."),
    "master": N_("Thinks ahead: before every important decision it plays out many ways the "
                 "hidden cards might lie. The strongest."),
}
SUMMARY_GAP = 0.2
"""Between two sentences of the rule set's summary, in lines."""
NOTE_LINES = 2
"""Room kept under the opponent buttons for the chosen level's note, at least (more where the
longest note wraps to more lines: ``note_lines``)."""
FULLEST = tuple(RuleSet.preset("hollywood").custom(
    oklahoma=True, spades_double=True, game_bonus=100, box_bonus=25, shutout=shutout)
    for shutout in ("double", "plus100"))
"""Rule sets with every sentence a summary can have: the panel is made as tall as theirs."""


def summary_height(size: tuple[int, int], width: int, rules: RuleSet,
                   gap: float = SUMMARY_GAP) -> int:
    """The height of a panel ``width`` wide that shows every line of the summary of
    ``rules``, ``gap`` lines between its sentences."""
    px, spx = font_px(size, 18), font_px(size, 16)
    lines = sum(len(wrap(t, spx, width - 28)) * int(spx * 1.32) + int(spx * gap)
                for t in rules_summary(rules))
    return 24 + int(px * 1.6) + lines


@scene("new_match")
class NewMatchScene(Screen):
    title = T.NEW_MATCH
    centred = True  # in a tall window: its middle, as the menu (Back stays at the bottom)

    def __init__(self, app: App, rules: RuleSet | None = None, level: str | None = None
                 ) -> None:
        """``rules`` and ``level`` (a finished match's, from its table) are offered instead
        of the last choice made here; rules that are no preset stand as "Custom rules"."""
        super().__init__(app)
        preset = setting(app.settings, "last_preset", "classic")
        level = level or setting(app.settings, "opponent", "medium")
        self.custom = custom_rules(app.settings)
        if rules is not None and rules.is_preset:
            preset = rules.name
        elif rules is not None:
            preset, self.custom = "custom", rules
        self.preset = preset if preset in CHOICES else "classic"
        if self.preset == "custom" and self.custom is None:
            self.preset = "classic"
        self.level = level if level in LEVELS else "medium"
        self.presets = Choice(T.RULE_SET, [(p, T.PRESET_NAMES[p]) for p in CHOICES],
                              lambda: self.preset, self._set_preset)
        self.levels = Choice(T.OPPONENT_LEVEL, [(lv, T.LEVEL_NAMES[lv]) for lv in LEVELS],
                             lambda: self.level, self._set_level)
        self.start = Button(START, self.start_match, primary=True)
        self.change = Button(CHANGE_RULES, self.change_rules)
        # the keyboard's ring starts on the chosen rule set, so Enter starts the match: it
        # started on "Classic", and Enter there chose Classic instead of the rules offered
        self.focus = CHOICES.index(self.preset)

    def shown(self) -> tuple[str, RuleSet, bool]:
        """(preset, rule set, previewed) the panel describes: the rule set under the
        keyboard's ring, where it is one not chosen yet (a player browsing with Down read
        Classic's description with the ring on Oklahoma), else the chosen one. "Custom
        rules" not made yet has none to show. Only while the keys are in use: a click
        chooses what it rings."""
        if not self.app.by_keys:
            return self.preset, self.rules, False
        buttons = self._buttons()
        focused = buttons[self.focus % len(buttons)]
        ringed = next((v for v, b in self.presets.buttons if b is focused), None)
        if ringed is None or ringed == self.preset:
            return self.preset, self.rules, False
        if ringed == "custom":
            if self.custom is None:
                return self.preset, self.rules, False
            return ringed, self.custom, True
        return ringed, RuleSet.preset(ringed), True

    @property
    def rules(self) -> RuleSet:
        """The rule set the match would start with."""
        if self.preset == "custom" and self.custom is not None:
            return self.custom
        return RuleSet.preset(self.preset if self.preset in PRESET_NAMES else "classic")

    def _set_preset(self, name: str) -> None:
        if name == "custom" and self.custom is None:
            self.change_rules()  # no own rules yet: make them, from the preset chosen now
            return
        self.preset = name

    def _set_level(self, name: str) -> None:
        self.level = name

    def change_rules(self) -> None:
        self.app.open("rules_editor", base=self.rules, on_done=self.rules_changed)

    def rules_changed(self, rules: RuleSet) -> None:
        """The editor's rule set: a preset is chosen as such, anything else is the player's
        own rules, remembered at once, chosen too (back on this screen later, before a match
        was started with them, "Classic" stood chosen and they seemed lost; German 1280x800)."""
        if rules.is_preset:
            self.preset = rules.name
            return
        self.custom = rules
        self.preset = self.app.settings.last_preset = "custom"
        self.app.settings.custom_rules = rules.text()
        self.note = persist_settings(self.app)

    def start_match(self) -> None:
        rules = self.rules
        self.app.settings.last_preset = self.preset
        self.app.settings.opponent = self.level
        if self.custom is not None and self.preset == "custom":
            self.app.settings.custom_rules = self.custom.text()
        persist_settings(self.app)
        self.app.new_match(rules=rules)

    def focus_order(self) -> list[Button]:
        return ([b for _, b in self.presets.buttons] + [b for _, b in self.levels.buttons]
                + [self.change, self.start])

    def on_key(self, intent: Key) -> bool:
        if intent.command is Command.CONFIRM and self._focus_on_chosen():
            # Enter on the rule set and opponent already chosen: the gold "Start" (the
            # focus began on "Classic" and Enter did nothing; Start was 13 keys away)
            self.start_match()
            return True
        if intent.command in NEXT_KEYS + PREV_KEYS:
            self._walk(1 if intent.command in NEXT_KEYS else -1,
                       tab=intent.command in (Command.NEXT, Command.PREV))
            return True
        if intent.command not in (Command.LEFT, Command.RIGHT):
            return False
        delta = -1 if intent.command is Command.LEFT else 1
        focused = self._buttons()[self.focus % len(self._buttons())]
        if focused in [b for _, b in self.levels.buttons]:
            self.levels.step(delta)
            self.focus = self._buttons().index(dict(self.levels.buttons)[self.level])
        else:  # on a rule set not chosen, it is chosen first (Right with the ring on Oklahoma
            ringed = next((v for v, b in self.presets.buttons if b is focused), None)  # chose
            if ringed is not None and ringed != self.preset:  # the one after the chosen
                self._set_preset(ringed)  # Classic, and the ring jumped; 800x520, keys only)
            elif not (self.custom is None and delta > 0 and self.preset == CHOICES[-2]):
                self.presets.step(delta)  # not on into the editor for own rules not made
                # yet (Right on Hollywood opened it; English 1920x1080, keys only)
            self.focus = self._buttons().index(dict(self.presets.buttons)[self.preset])
        return True

    def _walk(self, step: int, tab: bool = False) -> None:
        """The focus ``step`` buttons on, past the rest of the levels' row when it leaves
        it, onto the chosen level when it comes into it; by Tab (``tab``) the rule sets'
        column likewise (Tab walked through all eight rule sets to reach the opponent, and
        Right on one chose the next rule set; German 1920x1080, keys only)."""
        buttons = self._buttons()
        groups = [(self.levels.buttons, self.level)]
        if tab:
            groups.append((self.presets.buttons, self.preset))
        now = self.focus % len(buttons)
        own = next((g for g, _ in groups if buttons[now] in dict(g).values()), None)
        i = (now + step) % len(buttons)
        while own is not None and buttons[i] in dict(own).values():
            i = (i + step) % len(buttons)
        for group, chosen in groups:
            if buttons[i] in dict(group).values() and dict(group).get(chosen) in buttons:
                i = buttons.index(dict(group)[chosen])
        self.focus = i

    def _focus_on_chosen(self) -> bool:
        """Whether the focus is on the chosen rule set or the chosen opponent."""
        buttons = self._buttons()
        focused = buttons[self.focus % len(buttons)]
        chosen = [dict(self.presets.buttons).get(self.preset),
                  dict(self.levels.buttons).get(self.level)]
        return focused in chosen

    # --- layout ----------------------------------------------------------------------------
    def columns(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        w, h = size
        top = font_px(size, 22) + int(font_px(size, 38) * 1.5) + font_px(size, 34)
        top += self.shift(size)
        m = font_px(size, 40)
        left_w = min(font_px(size, 360), (w - 3 * m) // 2)
        right_w = min(font_px(size, 560), w - 3 * m - left_w)
        x = (w - left_w - right_w - m) // 2
        bottom = h - font_px(size, 42) - font_px(size, 40)
        return (pygame.Rect(x, top, left_w, bottom - top),
                pygame.Rect(x + left_w + m, top, right_w, bottom - top))

    def place(self, size: tuple[int, int]) -> None:
        left, right = self.columns(size)
        bh = font_px(size, 44)
        gap = bh // 4
        for i, (_, b) in enumerate(self.presets.buttons):
            b.rect = pygame.Rect(left.x, left.y + i * (bh + gap), left.width, bh)
        panel_h = self.panel_height(size)
        y = right.y + panel_h + font_px(size, 44)
        self.levels.place(right.x, y, right.width, bh, gap)
        # "Start" and "Change rules..." on the Back button's row: the room above is the
        # rule set's panel's (at 640x420 in German an own rule set's last lines were cut)
        cw, row = font_px(size, 220), self.back.rect
        self.start.rect = pygame.Rect(right.right - cw, row.y, cw, row.height)
        self.change.rect = pygame.Rect(self.start.rect.x - font_px(size, 16) - cw, row.y, cw,
                                       row.height)
        self.presets.refresh()
        self.levels.refresh()

    def note_height(self, size: tuple[int, int]) -> int:
        """The room for the level's note: ``note_lines`` lines and a gap above them."""
        return self.note_lines(size) * int(font_px(size, 15) * 1.35) + font_px(size, 8)

    def note_lines(self, size: tuple[int, int]) -> int:
        """Lines kept for the note: as many as the longest note needs (at 640x420 the
        master's German note took three lines, and the third was left out mid-sentence)."""
        width = self.columns(size)[1].width
        return max(NOTE_LINES, *(len(wrap(str(n), font_px(size, 15), width))
                                 for n in LEVEL_NOTES.values()))

    def level_note(self, width: int, px: int) -> list[str]:
        """The chosen level's note, wrapped to ``width``."""
        return wrap(str(LEVEL_NOTES[self.level]), px, width)

    def panel_height(self, size: tuple[int, int]) -> int:
        """As tall as seven preset buttons, taller where the longest summary a rule set can
        have needs it (an own rule set with Hollywood, Oklahoma, spades and bonuses) and the
        window has room above the Start row for the opponent's buttons and note. The same
        whatever rule set is chosen: the opponent's row stays where it is (at 640x420 an own
        rule set's lines moved it down)."""
        return self.summary_fit(size)[1]

    def summary_fit(self, size: tuple[int, int]) -> tuple[float, int]:
        """(the gap between the summary's sentences, the panel's height): :data:`SUMMARY_GAP`
        where the longest summary fits with it, else none (640x420 in German: an own rule set
        with every sentence lost its last line, "... in diesem Spiel werden verdoppelt.")."""
        width, room = self.columns(size)[1].width, self.panel_room(size)
        rule_sets = (*FULLEST, self.rules)
        gap = SUMMARY_GAP
        need = max(summary_height(size, width, r, gap) for r in rule_sets)
        if need > room:
            gap = 0.0
            need = max(summary_height(size, width, r, gap) for r in rule_sets)
        bh = font_px(size, 44)
        return gap, max(7 * bh + 6 * (bh // 4), min(need, room))

    def panel_room(self, size: tuple[int, int]) -> int:
        """The most the panel may take: the opponent's buttons and note stay above Start."""
        start_row = size[1] - font_px(size, 42) - font_px(size, 18)  # Screen.arrange's Back
        return (start_row - font_px(size, 12) - self.note_height(size) - font_px(size, 44)
                - font_px(size, 44) - self.columns(size)[1].y)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.draw_title(surface)
        left, right = self.columns(size)
        px = font_px(size, 18)
        draw_text(surface, T.RULE_SET, (left.x, left.y - 6), px, GOLD, bold=True,
                  anchor="bottomleft")
        gap, height = self.summary_fit(size)
        panel = pygame.Rect(right.x, right.y, right.width, height)
        draw_panel(surface, panel)
        inner = panel.inflate(-28, -24)
        name, rules, previewed = self.shown()
        title = str(T.PRESET_NAMES[name])
        if previewed and text_width(PREVIEW.format(name=title), px, bold=True) <= inner.width:
            title = PREVIEW.format(name=title)  # else the name alone, in white
        draw_text(surface, title, inner.topleft, px, WHITE if previewed else GOLD, bold=True)
        draw_paragraphs(surface, rules_summary(rules),
                        pygame.Rect(inner.x, inner.y + int(px * 1.6), inner.width,
                                    inner.height - int(px * 1.6)), font_px(size, 16),
                        gap=gap)
        lv_top = self.levels.buttons[0][1].rect.top
        draw_text(surface, T.OPPONENT_LEVEL, (right.x, lv_top - 6), px, GOLD, bold=True,
                  anchor="bottomleft")
        npx = font_px(size, 15)
        y = self.levels.buttons[0][1].rect.bottom + font_px(size, 8)
        for line in self.level_note(right.width, npx)[:self.note_lines(size)]:
            draw_text(surface, line, (right.x, y), npx, WHITE)
            y += int(npx * 1.35)
        for b in self._buttons():
            b.draw(surface, label_px(size))
        self.draw_note(surface)

    def draw_note(self, surface: pygame.Surface) -> None:
        """The note (the settings could not be written) under the rule sets, where nothing
        stands: the Back button's row holds "Change rules..." and "Start"."""
        if not self.note:
            return
        size = surface.get_size()
        left = self.columns(size)[0]
        px = font_px(size, 15)
        y = self.presets.buttons[-1][1].rect.bottom + font_px(size, 16)
        for line in wrap(self.note, px, left.width, bold=True):
            if y + int(px * 1.3) > self.back.rect.top:
                break
            draw_text(surface, line, (left.x, y), px, GOLD, bold=True)
            y += int(px * 1.3)


def custom_rules(settings: AppSettings | None) -> RuleSet | None:
    """The player's own rule set from the settings (None if there is none or it is no rule
    set: the settings loader already sets a bad one aside)."""
    text = setting(settings, "custom_rules", "")
    if not text:
        return None
    try:
        rules = RuleSet.parse(text)
    except RulesError:
        return None
    return None if rules.is_preset else rules
