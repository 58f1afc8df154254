"""Raw pygame events become intents at this one edge.

The mouse follows the KPatience/PySolFC feel: a press becomes a *drag* once the pointer has
moved more than :attr:`InputMapper.drag_threshold` pixels, otherwise the release is a *click*;
a second click close in time and place is a *double click* (sent instead of the second
click). Scenes see only :class:`Pointer`, :class:`Key`, :class:`Wheel`, :class:`Resize` and
:class:`Quit`.

Keys are mapped to semantic commands in one table, :data:`KEYMAP` (``Key.command``): scenes ask
``intent.command is Command.KNOCK``, never which pygame key it was, and the help screen's key
lists are generated from the same table (:func:`key_names`), in the player's language.

Time comes from the app (the sum of the injected ``dt``), never from the wall clock, so tests
that step time by hand get the same double clicks a player would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from ginrummy_desktop.i18n import N_, Text

PRESS = "press"  # button went down (a drag or click may follow)
CLICK = "click"
DOUBLE_CLICK = "double_click"
DRAG_START = "drag_start"  # the press became a drag; ``start`` is where it was pressed
DRAG = "drag"  # the pointer moved while dragging
DROP = "drop"  # released while dragging
MOVE = "move"  # pointer moved with no button down (hover)
RIGHT_CLICK = "right_click"


@dataclass(frozen=True)
class Pointer:
    kind: str
    pos: tuple[int, int]
    start: tuple[int, int] = (0, 0)


class Command(Enum):
    """What a key means. Each scene handles the commands it knows and ignores the rest."""

    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    MOVE_LEFT = "move_left"  # Shift+Left: move the chosen card within the hand
    MOVE_RIGHT = "move_right"
    NEXT = "next"  # Tab: the next button
    PREV = "prev"  # Shift+Tab: the button before
    PAGE_UP = "page_up"
    PAGE_DOWN = "page_down"
    HOME = "home"
    END = "end"
    CONFIRM = "confirm"  # Enter: the default button, play the chosen card or pile
    SELECT = "select"  # Space: like Enter where a choice is pressed, but no dialog's "yes"
    CANCEL = "cancel"  # Escape: back, close, pause
    DELETE = "delete"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    TAKE = "take"
    PASS = "pass"
    SORT = "sort"
    SUMMARY = "summary"
    NEW_MATCH = "new_match"
    HINT = "hint"  # H: the coach's hint for the decision now
    REVIEW = "review"  # R: the coach's review of the round (on the score board)
    UNDO = "undo"  # Backspace, Z (so Ctrl+Z too): take back the last move
    NUMBER = "number"  # 1-9: ``Key.number`` says which
    SLOWER = "slower"  # -: the replay slower
    FASTER = "faster"  # +: the replay faster
    FULL_SCREEN = "full_screen"  # F11: full screen on or off, on any screen (the app's)
    HELP = "help"  # F1: rules and help (the table opens it on its keys)


SHIFT = pygame.KMOD_SHIFT

KEYMAP: dict[tuple[int, bool], Command] = {
    (pygame.K_LEFT, False): Command.LEFT,
    (pygame.K_RIGHT, False): Command.RIGHT,
    (pygame.K_UP, False): Command.UP,
    (pygame.K_DOWN, False): Command.DOWN,
    (pygame.K_LEFT, True): Command.MOVE_LEFT,
    (pygame.K_RIGHT, True): Command.MOVE_RIGHT,
    (pygame.K_TAB, False): Command.NEXT,
    (pygame.K_TAB, True): Command.PREV,  # it went on like Tab: no way back (1280x800)
    (pygame.K_PAGEUP, False): Command.PAGE_UP,
    (pygame.K_PAGEDOWN, False): Command.PAGE_DOWN,
    (pygame.K_HOME, False): Command.HOME,
    (pygame.K_END, False): Command.END,
    (pygame.K_RETURN, False): Command.CONFIRM,
    (pygame.K_KP_ENTER, False): Command.CONFIRM,
    (pygame.K_SPACE, False): Command.SELECT,
    (pygame.K_ESCAPE, False): Command.CANCEL,
    (pygame.K_DELETE, False): Command.DELETE,
    (pygame.K_k, False): Command.KNOCK,
    (pygame.K_g, False): Command.BIG_GIN,
    (pygame.K_t, False): Command.TAKE,
    (pygame.K_p, False): Command.PASS,
    (pygame.K_s, False): Command.SORT,
    (pygame.K_l, False): Command.SUMMARY,
    (pygame.K_n, False): Command.NEW_MATCH,
    (pygame.K_h, False): Command.HINT,
    (pygame.K_r, False): Command.REVIEW,
    (pygame.K_BACKSPACE, False): Command.UNDO,
    (pygame.K_z, False): Command.UNDO,
    **{(pygame.K_1 + i, False): Command.NUMBER for i in range(9)},
    **{(k, False): Command.NUMBER for k in (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3,  # the
                                            pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,  # pad's
                                            pygame.K_KP7, pygame.K_KP8, pygame.K_KP9)},  # too
    (pygame.K_MINUS, False): Command.SLOWER,
    (pygame.K_KP_MINUS, False): Command.SLOWER,
    (pygame.K_PLUS, False): Command.FASTER,
    (pygame.K_KP_PLUS, False): Command.FASTER,
    (pygame.K_EQUALS, False): Command.FASTER,
    (pygame.K_EQUALS, True): Command.FASTER,
    (pygame.K_F11, False): Command.FULL_SCREEN,
    (pygame.K_F1, False): Command.HELP,
}
"""(pygame key, Shift held) -> command: the one table of keys. A key with Shift that has no
entry of its own means what it means without Shift."""

ENTER_NAME = N_("Enter")
ESC_NAME = N_("Esc")
SPACE_NAME = N_("Space")
BACKSPACE_NAME = N_("Backspace")
SHIFT_NAME = N_("Shift")
# TRANSLATORS: the names printed on the keys Page Up, Page Down, Home and End
PAGE_UP_NAME = N_("PgUp")
PAGE_DOWN_NAME = N_("PgDn")
HOME_NAME = N_("Home")
END_NAME = N_("End")


def _key_name(key: int) -> Text:
    special: dict[int, Text] = {
        pygame.K_LEFT: "\u2190", pygame.K_RIGHT: "\u2192", pygame.K_UP: "\u2191",
        pygame.K_DOWN: "\u2193", pygame.K_RETURN: ENTER_NAME, pygame.K_ESCAPE: ESC_NAME,
        pygame.K_SPACE: SPACE_NAME, pygame.K_TAB: "Tab", pygame.K_BACKSPACE: BACKSPACE_NAME,
        pygame.K_PAGEUP: PAGE_UP_NAME, pygame.K_PAGEDOWN: PAGE_DOWN_NAME,
        pygame.K_HOME: HOME_NAME, pygame.K_END: END_NAME,
    }
    if key in special:
        return special[key]
    return pygame.key.name(key).upper()


def key_names(commands: Sequence[Command]) -> str:
    """The keys of ``commands`` as the help screen shows them (arrows, "Shift + " arrows,
    "1-9", "Enter", "Backspace / Z"), in the current language, read from :data:`KEYMAP`."""
    plain: list[str] = []
    shifted: list[str] = []
    for cmd in commands:
        if cmd is Command.NUMBER:
            plain.append("1-9")
            continue
        mine: tuple[list[str], list[str]] = ([], [])  # this command's keys: plain, shifted
        for (k, shift), c in KEYMAP.items():
            if c is cmd and k not in (pygame.K_KP_ENTER, pygame.K_KP_MINUS, pygame.K_KP_PLUS,
                                      pygame.K_EQUALS):
                name = str(_key_name(k))
                if name not in mine[shift]:
                    mine[shift].append(name)
        # one command's keys are alternatives: "Backspace / Z" ("Rücktaste Z" read as a
        # combination); two commands' keys stand side by side ("T P", "← →")
        for group, names in ((plain, mine[0]), (shifted, mine[1])):
            if names and cmd is Command.SELECT and Command.CONFIRM in commands and group:
                group[-1] += " / " + " / ".join(names)  # Enter and Space do the same
            elif names:
                group.append(" / ".join(names))
    parts = []
    if shifted:
        # spaced: "Umschalt+←" read as "Umschalt++" at the help's size (German 1024x700)
        parts.append(f"{SHIFT_NAME} + " + " ".join(shifted))
    if plain:
        parts.append(" ".join(plain))
    return ", ".join(parts)


def key_for(command: Command) -> Key:
    """A key press that means ``command`` (the first key the keymap gives it), for code that
    sends keys itself (the smoke test)."""
    for (k, shift), c in KEYMAP.items():
        if c is command:
            return Key(k, SHIFT if shift else 0)
    raise KeyError(command)


_DIGITS: dict[int, str] = {
    **{pygame.K_0 + i: str(i) for i in range(10)},
    **{k: str(i) for i, k in enumerate((pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3,
                                          pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
                                          pygame.K_KP7, pygame.K_KP8, pygame.K_KP9))},
}


@dataclass(frozen=True)
class Key:
    key: int
    mod: int = 0
    unicode: str = ""

    @property
    def command(self) -> Command | None:
        """What the key means (:data:`KEYMAP`); None for a key without a meaning."""
        shift = bool(self.mod & SHIFT)
        return KEYMAP.get((self.key, shift)) or KEYMAP.get((self.key, False))

    @property
    def digit(self) -> str | None:
        """"0"-"9" for the digit keys (top row and keypad), else None: typing a number."""
        return _DIGITS.get(self.key)

    @property
    def number(self) -> int | None:
        """1-9 for the digit keys, the keypad's too (its 3 did nothing in the lay-off
        review; English 800x520, keys only), else None."""
        digit = _DIGITS.get(self.key)
        return int(digit) if digit is not None and digit != "0" else None


@dataclass(frozen=True)
class Wheel:
    """The mouse wheel turned: ``dy`` > 0 away from the player (scroll up), < 0 towards;
    ``pos`` where the pointer is."""

    dy: int
    pos: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Resize:
    size: tuple[int, int]


@dataclass(frozen=True)
class Quit:
    pass


Intent = Pointer | Key | Wheel | Resize | Quit


class InputMapper:
    """Turns a stream of pygame events into intents; keeps the press/drag/click state."""

    drag_threshold = 5  # pixels
    double_click_time = 0.4  # seconds
    double_click_distance = 6  # pixels

    def __init__(self) -> None:
        self.pressed_at: tuple[int, int] | None = None
        self.dragging = False
        self.last_click: tuple[float, tuple[int, int]] | None = None
        self.pos: tuple[int, int] = (0, 0)

    def reset(self) -> None:
        """Forget a press in progress (e.g. when a scene changes under the pointer)."""
        self.pressed_at = None
        self.dragging = False

    def feed(self, event: pygame.event.Event, now: float) -> list[Intent]:
        t = event.type
        if t == pygame.QUIT:
            return [Quit()]
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (event.w, event.h) if t == pygame.VIDEORESIZE else (event.x, event.y)
            return [Resize(size)]
        if t == pygame.KEYDOWN:
            return [Key(event.key, event.mod, getattr(event, "unicode", ""))]
        if t == pygame.MOUSEWHEEL:
            dy = int(getattr(event, "y", 0))
            if getattr(event, "flipped", False):
                dy = -dy
            return [Wheel(dy, self.pos)] if dy else []
        if t == pygame.MOUSEBUTTONDOWN:
            pos = _pos(event)
            self.pos = pos
            if event.button == 1:
                self.pressed_at = pos
                self.dragging = False
                return [Pointer(PRESS, pos, pos)]
            if event.button == 3:
                return [Pointer(RIGHT_CLICK, pos, pos)]
            return []
        if t == pygame.MOUSEMOTION:
            pos = _pos(event)
            self.pos = pos
            if self.pressed_at is None:
                return [Pointer(MOVE, pos)]
            start = self.pressed_at
            if not self.dragging:
                if _dist(pos, start) <= self.drag_threshold:
                    return []
                self.dragging = True
                return [Pointer(DRAG_START, pos, start), Pointer(DRAG, pos, start)]
            return [Pointer(DRAG, pos, start)]
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            pos = _pos(event)
            self.pos = pos
            pressed = self.pressed_at
            dragging = self.dragging
            self.reset()
            if pressed is None:
                return []
            if dragging:
                self.last_click = None
                return [Pointer(DROP, pos, pressed)]
            last = self.last_click
            if (
                last is not None
                and now - last[0] <= self.double_click_time
                and _dist(pos, last[1]) <= self.double_click_distance
            ):
                self.last_click = None
                return [Pointer(DOUBLE_CLICK, pos, pressed)]
            self.last_click = (now, pos)
            return [Pointer(CLICK, pos, pressed)]
        return []


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = event.pos
    return int(x), int(y)


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)
