"""The table's buttons: which are shown (the engine's legal actions, the mode) and where."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

import pygame

from ginrummy_desktop.engine import Action
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.button_ring import ButtonRing
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layout import TableLayout, font_px
from ginrummy_desktop.ui.table.after_match import over
from ginrummy_desktop.ui.table.model import SortMode, TableModel
from ginrummy_desktop.ui.widgets import Button, layout_row, text_surface

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

SORT_MELDS = N_("Sort: melds")
SORT_SUIT = N_("Sort: suit")
SORT_RANK = N_("Sort: rank")
FINAL_BOARD = N_("Final board")
# TRANSLATORS: the finished table's button and pause menu entry: a new match with the same
# rules and opponent, dealt at once.
REMATCH = N_("Rematch")
# TRANSLATORS: the finished table's button and pause menu entry: the new-match screen, to
# choose the rules and the opponent (the dots say that a screen comes first).
NEW_MATCH_CHOOSE = N_("New match\u2026")
MENU = N_("Menu")
HINT = N_("Hint")
TAKE_BACK = N_("Take back")

TAB_ORDER = ("take", "pass", "sort_melds", "sort_suit", "sort_rank", "hint", "takeback",
             "big_gin", "summary", "rematch", "new", "menu")
"""The buttons as Tab walks them: Take and Pass first, then the bottom row as it reads."""

SORT_BUTTONS = {SortMode.MELDS: "sort_melds", SortMode.SUIT: "sort_suit",
                SortMode.RANK: "sort_rank"}


ROW = ("sort_melds", "sort_suit", "sort_rank", "hint", "takeback", "big_gin", "summary",
       "rematch", "new")
"""The bottom row left to right (Menu stands apart at the right end). Big Gin comes and goes
after Hint and Take back, which keep their places."""


class TableButton(Button):
    """A button of the table. ``label_px``: the size the bottom row's labels were laid out
    at (:func:`place_buttons`), so they are drawn alike; None draws at the size given."""

    label_px: int | None = None

    def draw(self, surface: pygame.Surface, px: int | None = None) -> None:
        super().draw(surface, self.label_px or px)


def make_buttons(actions: dict[str, Callable[[], object]]) -> dict[str, TableButton]:
    """The buttons by name; ``actions`` maps each name to what pressing it does."""
    labels = {
        "take": (T.TAKE, True), "pass": (T.PASS, False), "sort_melds": (SORT_MELDS, False),
        "sort_suit": (SORT_SUIT, False), "sort_rank": (SORT_RANK, False),
        "big_gin": (T.BIG_GIN, True), "summary": (FINAL_BOARD, False),
        "rematch": (REMATCH, True), "new": (NEW_MATCH_CHOOSE, False), "menu": (MENU, False),
        "hint": (HINT, False),
        "takeback": (TAKE_BACK, False),
    }
    return {name: TableButton(label, actions[name], primary=primary)
            for name, (label, primary) in labels.items()}


def show_buttons(b: dict[str, TableButton], legal: Collection[Action], mine: bool, over: bool,
                 has_summary: bool, sort_mode: SortMode | None, rematch: bool = True) -> None:
    """Visible and marked as the engine's answers and the table's mode say. The sort the hand
    is in is marked as chosen (gold, as a chosen option on the settings screen), never with
    the focus ring: that ring is the keyboard's, and a second one on "Sort: melds" beside the
    one on the stock or a card left a keyboard player guessing where Enter would go.
    A finished match offers its final board, the rematch (``rematch``: unless the policy has
    none) and the new-match screen, and no sorting."""
    b["take"].visible = mine and Action.take() in legal
    b["pass"].visible = mine and Action.pass_() in legal
    b["big_gin"].visible = mine and Action.big_gin() in legal
    b["summary"].visible = over and has_summary
    b["rematch"].visible = over and rematch
    b["new"].visible = over
    for mode, name in SORT_BUTTONS.items():  # a finished hand is not sorted any more: the row
        b[name].visible = not over  # holds what comes next (in German at 640x420 the three
        b[name].primary = sort_mode is mode  # sorts squeezed it until labels were cut)


def arrange_buttons(t: TableScene) -> None:
    """The table's buttons shown (:func:`show_buttons`), placed, and Tab's ring on one."""
    b = t.buttons
    show_buttons(b, t.legal, t.view.my_turn and t.model.playing, over(t),
                 t.ctrl.last_result is not None, t.sort_mode, t.policy.rematch)
    passing = t.hint.named() == Action.pass_()  # the filled one is what the hint names (Take
    b["take"].primary, b["pass"].primary = not passing, passing  # stood filled beside the
    steady_helpers(b, t)  # hint's ring on Pass: two buttons looked chosen; 1024x640)
    place_buttons(b, t.layout)
    t.ring.show(in_tab_order(b), None)


def steady_helpers(b: dict[str, TableButton], t: TableScene) -> None:
    """Hint and Take back keep their places in the row while a round is played: the one
    that cannot be used now stands there flat (disabled). Shown only when usable, Take back
    stood after a pass, in the computer's turn, where Hint came once the player was to move
    again, and the second click of a double click on Take back asked for a hint (800x520)."""
    playing = t.model.playing and not t.dealing and t.policy.coach
    b["hint"].visible = playing and t.hint.enabled
    b["hint"].enabled = t.hint.available() or t.hint.only_move() is not None
    b["takeback"].visible = playing
    b["takeback"].enabled = t.takeback.possible()


def table_ring(model: TableModel) -> ButtonRing:
    """Tab's ring over the table's buttons: past the last back to the cards, whose ring is
    parked meanwhile (only one ring shows); any other key gives it back to them, an arrow
    does only that (Tab did nothing at the table: a keyboard player found no way to the
    buttons but their letters)."""
    return ButtonRing(back=None, eats=(Command.LEFT, Command.RIGHT, Command.UP, Command.DOWN),
                      park=model.park_focus, unpark=model.unpark_focus)


def in_tab_order(b: dict[str, TableButton]) -> list[Button]:
    return [b[n] for n in TAB_ORDER]


def place_buttons(b: dict[str, TableButton], lay: TableLayout) -> None:
    """The bottom row, ending before "Menu": where it is too long, the room round its labels
    shrinks first, then the labels, all alike (at 640x420 in German with large cards the
    labels were laid out a size smaller than drawn, and "Sortieren: Kombinationen" and
    "Zurücknehmen" alone were squeezed into their buttons, smaller than the rest); Take and
    Pass on the knock area."""
    px = font_px(lay.size, 17)
    bh = int(px * 2.1)
    y = lay.h - bh - lay.margin
    row: list[Button] = [b[name] for name in ROW]
    menu_x = lay.w - lay.margin * 2 - (text_surface(str(b["menu"].label), px).get_width() + 28)
    layout_row([b["menu"]], menu_x, y, bh, lay.margin, px)
    fit, pad = px, 14
    while layout_row(row, lay.margin * 2, y, bh, lay.margin, fit, pad) > menu_x and fit > 8:
        if pad > 8:
            pad -= 2
        else:
            fit -= 1
    for name in ROW:
        b[name].label_px = fit
    k = lay.knock_rect
    for i, key in enumerate(("take", "pass")):
        b[key].rect = pygame.Rect(k.x, k.centery - bh - lay.margin // 2 + i * (bh + lay.margin),
                                  k.width, bh)
