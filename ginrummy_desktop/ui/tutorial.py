"""The interactive tutorial: one prepared round on the real table, with a hint at each step.

The round is dealt from a prepared deck (``tutorial_deal``), so every step works: the
player passes the upcard, draws from the stock, discards the K♠, takes the K♥ the computer
throws away (which completes the run J♥ Q♥ K♥), knocks with the 9♦, watches the computer lay
off in the lay-off review and confirms with Done, and sees the scoring. The computer follows a
script (:class:`ScriptedOpponent`); actions other than the hinted one are refused with a
friendly note (:class:`TutorialController`), so the round cannot leave the script.

:class:`TutorialPolicy` is a policy over the real table
(:class:`~ginrummy_desktop.ui.table.policy.TablePolicy`): it refuses what the script does not
want with a friendly note, draws the hint panel, and deals no second round. Which step is
current follows from the engine's state (how many actions were played) and the scenes on the
stack (knock question, lay-off review, scoreboard); only the two explanation steps wait for
"Next" (Enter). The hint is drawn through ``app.overlays`` when the app has it, so it stays
visible above the review and the scoreboard. The tutorial match is never saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from ginrummy_desktop.engine import Action, IllegalActionError, Kind, parse_cards
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.controller import MatchController, PlayOutcome, Refused
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.table.model import Mode, Pile
from ginrummy_desktop.ui.table.policy import TablePolicy
from ginrummy_desktop.ui.tutorial_deal import (  # noqa: F401  (tutorial_deck: for tests)
    COMPUTER_DISCARD,
    DISCARD_FIRST,
    KNOCK_WITH,
    STEP_CARDS,
    STOCK_TOP,
    UPCARD,
    ScriptedOpponent,
    scripted_actions,
    tutorial_deck,
    tutorial_match,
)
from ginrummy_desktop.ui.tutorial_place import (
    beside_table,
    between_hands,
    draw_arrow,
    on_scene,
    outline_targets,
    step_arrow,
    step_targets,
)
from ginrummy_desktop.ui.tutorial_rings import lead_button, ring_next, ring_step_card
from ginrummy_desktop.ui.tutorial_steps import (
    COMPUTER_LAYOFF,
    COMPUTER_PASS,
    COMPUTER_TURN,
    CONFIRM,
    DISCARD,
    DRAW,
    END,
    FINISH,
    FOLLOW_HINT,
    KNOCK,
    MELD_RULES,
    MELDS,
    NEXT,
    PASS,
    PILES,
    REVIEW,
    SCORE,
    SCORING,
    TAKE,
    TUTORIAL,
    WELCOME,
    Step,
)
from ginrummy_desktop.ui.widgets import GOLD, HIGHLIGHT, WHITE, Button, draw_panel, draw_text, wrap

if TYPE_CHECKING:
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scenes.table import TableScene

class TutorialController(MatchController):
    """Plays only the hinted action; anything else is refused (the table shows why)."""

    def __init__(self) -> None:
        super().__init__(tutorial_match(), ScriptedOpponent(), None)
        self.refused = 0

    def expected(self) -> Action | None:
        n = len(self.match.history)
        script = scripted_actions()
        return script[n] if n < len(script) else None

    def allowed(self, action: Action) -> bool:
        n = len(self.match.history)
        if n >= len(scripted_actions()):
            return True  # after the knock: whatever the engine allows (the review's Done)
        return action == self.expected()

    def play(self, action: Action) -> PlayOutcome:
        if not self.allowed(action):
            self.refused += 1
            return Refused(action, IllegalActionError("tutorial", action=action.text()))
        return super().play(action)

    def save(self, timeout: float = 5.0) -> bool:
        return False  # the tutorial is never saved

    @property
    def keeps_saves(self) -> bool:
        return False


# --- the hints -------------------------------------------------------------------------------
DRAW_PILES = {Kind.DRAW_STOCK: Pile.STOCK, Kind.DRAW_DISCARD: Pile.DISCARD,
              Kind.TAKE_UPCARD: Pile.DISCARD}
"""The pile each of the script's draws takes from (:meth:`TutorialPolicy.pile_to_draw`)."""

ALONGSIDE = ("layoff_review", "scoreboard")
"""The scenes over the tutorial's table that the hint stays visible above. Not the deal: the
welcome ("Your ten cards are at the bottom") stood over the cards still flying, above the
deal's "Click or press a key to skip" (800x520); it comes once they lie."""


class TutorialPolicy(TablePolicy):
    """The tutorial over the real table: the current step's hint, the script's guard rails."""

    coach = False  # the tutorial's own hints, not the coach's
    review_waits = True  # its hint asks the player to look at the review and press Done
    names_rules = False  # its hint panel is where the rule set's name goes
    rematch, lesson = False, True  # after its round a new match from the menu; a lesson

    def __init__(self, app: App) -> None:
        self.app = app
        self.table: TableScene | None = None
        self.seen: set[str] = set()  # the manual steps passed with Next
        self.next_button = Button(NEXT, self.next_step, key=None, primary=True)
        self.rung: str | None = None  # the last step that put the ring (``tutorial_rings``)
        self.overlay = getattr(app, "overlays", None)

    def attach(self, table: TableScene) -> None:
        self.table = table
        if self.overlay is not None:
            self.overlay.append(self.draw_hint)

    @property
    def t(self) -> TableScene:
        assert self.table is not None, "the policy serves a table"
        return self.table

    @property
    def ctrl(self) -> TutorialController:
        return cast(TutorialController, self.t.ctrl)

    # --- the current step (derived from the state, never stored) ----------------------------
    def step(self) -> Step:
        m = self.ctrl.match
        n = len(m.history)
        stack = self.app.stack
        if n == 0 and WELCOME.key not in self.seen:
            return WELCOME
        if n == 0 and PILES.key not in self.seen:
            return PILES
        if n == 0 and MELD_RULES.key not in self.seen:
            return MELD_RULES
        if m.is_over or self.t.frozen:
            if stack.named("scoreboard") is not None:
                return SCORE
            if stack.named("layoff_review") is not None or self.t.mode is Mode.ROUND_ENDED:
                return REVIEW
            return END if SCORING.key in self.seen else SCORING
        if n == 7 and MELDS.key not in self.seen:
            return MELDS
        if n == 7 and stack.named("confirm") is not None:
            return CONFIRM
        return {0: PASS, 1: COMPUTER_PASS, 2: DRAW, 3: DISCARD, 4: COMPUTER_TURN,
                5: COMPUTER_TURN, 6: TAKE, 7: KNOCK}.get(n, COMPUTER_LAYOFF)

    def hint_text(self) -> str:
        cards = {
            "upcard": UPCARD, "drawn": STOCK_TOP.split()[0], "discard": DISCARD_FIRST,
            "taken": COMPUTER_DISCARD, "knock": KNOCK_WITH, "left": "2S",
        }
        names = {k: card_name(parse_cards(v)[0]) for k, v in cards.items()}
        for name, held in (("run", "JH QH KH"), ("set", "7S 7H 7D"), ("own_run", "4C 5C 6C")):
            names[name] = ", ".join(card_name(c, short=True) for c in parse_cards(held))
        hand = self.t.hand if self.table is not None else []  # "9♦, 2♠" over 2♠ ... 9♦:
        loose = sorted(parse_cards("9D 2S"), key=lambda c: hand.index(c) if c in hand else 99)
        names["loose"] = ", ".join(card_name(c, short=True) for c in loose)  # the hand's order
        res = self.ctrl.last_result
        laid = [c for c, _ in res.layoffs] if res is not None else []
        names["layoffs"] = ", ".join(card_name(c, short=True) for c in laid) or "\u2013"
        return str(self.step().text.format(**names))

    def next_step(self) -> None:
        key = self.step().key
        if key == END.key:
            self.app.to_menu()
        elif self.step().manual:
            self.seen.add(key)

    # --- the script's guard rails ----------------------------------------------------------
    def refuse(self, action: Action) -> str | None:
        if self.t.frozen or self.t.dealing or self.ctrl.allowed(action):
            return None
        self.ctrl.refused += 1
        return str(FOLLOW_HINT)

    def next_round(self) -> bool:
        return False  # the summary closed: the tutorial's last step (no next round)

    def pile_to_draw(self) -> Pile | None:
        """The pile the script draws from: at "take the K♥ from the discard pile" Enter rang
        the stock, and the next Enter was refused ("follow the hint"; 640x420 German)."""
        expected = self.ctrl.expected()
        return DRAW_PILES.get(expected.kind) if expected is not None else None

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> bool:
        if self.step().manual and not self.t.dealing:
            self._place_hint()
            if self.next_button.handle(intent):
                return True
            if isinstance(intent, I.Key) and intent.command in (I.Command.CONFIRM,
                                                                I.Command.SELECT):
                self.next_step()
                return True
        return False

    def exit(self) -> None:
        if self.overlay is not None and self.draw_hint in self.overlay:
            self.overlay.remove(self.draw_hint)

    # --- drawing ---------------------------------------------------------------------------
    def hint_rect(self) -> pygame.Rect:
        w, h = self.app.size
        size = (w, h)
        low = self.step().key in ("review", "score")  # the review and summary fill the top
        width = min(font_px(size, 700), int(w * 0.62)) if low else min(w - 20, font_px(size, 760))
        height = self.hint_height(width)
        if low and (over := on_scene(self.app.stack.top, self.hint_height, width)) is not None:
            return over
        if low:
            return pygame.Rect(font_px(size, 24), h - height - 6, width, height)
        if self.step().key in ("welcome", "scoring") and self.table is not None and \
                (between := between_hands(self.table, self.hint_height, width)) is not None:
            return between
        if self.step().key == "scoring" and self.table is not None:  # the round is over:
            width = min(w - 12, font_px(size, 760))  # over the hand, above the buttons
            row = min((b.rect.top for b in self.t.buttons.values() if b.visible), default=h)
            height = self.hint_height(width)
            return pygame.Rect((w - width) // 2, max(6, row - height - 6), width, height)
        if self.table is not None and \
                (beside := beside_table(self.table, self.step().key, self.hint_height, width)):
            return beside
        right_end = self.right_end()  # at the top: over the computer's cards
        top = max(6, gap_px(size, 10))
        if right_end is not None:  # clear of the computer's name and the right column
            room = right_end - 6
            lay = self.t.layout  # the stock's count stands above it, "Round 1" beside it
            clear = lay.stock_rect.top - 6 - int(font_px(size, 14) * 1.2)
            if width > room or top + height > clear:
                width = room  # narrower, or as wide as there is room: fewer lines
            return pygame.Rect(max(6, min((w - width) // 2, right_end - width)), top, width,
                               self.hint_height(width))
        return pygame.Rect((w - width) // 2, top, width, height)

    def hint_height(self, width: int) -> int:
        """The panel's height at ``width``: the title, the wrapped hint, Next on manual steps;
        its margins shrink with the window (at 640x420 the panel reached "Round 1")."""
        size = self.app.size
        px = font_px(size, 17)
        lines = wrap(self.hint_text(), px, width - 32)
        height = gap_px(size, 14) + font_px(size, 22) + len(lines) * int(px * 1.3)
        height += gap_px(size, 12)
        return height + (font_px(size, 40) + gap_px(size, 8) if self.step().manual else 0)

    def right_end(self) -> int | None:
        """Where the hint must end: before the computer's name and the table's right column
        (the upcard's "take or pass?" prompt: at 640x420 the hint covered it); None without
        a table."""
        place = self.computer_place_x()
        if place is None:
            return None
        k = self.t.layout.knock_rect  # the prompt is centred on it, up to 1.3 times as wide
        return min(place, k.left - int(k.width * 0.15) - self.t.layout.margin)

    def computer_place_x(self) -> int | None:
        """Where the computer's name and log begin (right of its hand), less a margin."""
        t = self.table
        if t is None:
            return None
        lay = t.layout
        positions = t.opponent_positions(max(1, t.view.opponent_hand_size))
        return positions[-1][0] + lay.opp_card[0] + lay.margin

    def _place_hint(self) -> None:
        r = self.hint_rect()
        bh = font_px(self.app.size, 38)
        bw = font_px(self.app.size, 150)
        self.next_button.label = FINISH if self.step().key == "end" else NEXT
        y = r.bottom - bh - gap_px(self.app.size, 10)
        self.next_button.rect = pygame.Rect(r.right - bw - 14, y, bw, bh)

    def arrange(self, size: tuple[int, int]) -> None:
        self._place_hint()
        lead_button(self)

    def update(self, dt: float) -> None:
        self._place_hint()
        lead_button(self)
        ring_step_card(self)
        ring_next(self)

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay is None and self.app.stack.top is self.table:
            self.draw_hint(surface)

    def targets(self) -> list[pygame.Rect]:
        """What the current step is about, outlined on the table."""
        if self.app.stack.top is not self.table or self.t.dealing:
            return []
        return step_targets(self.t, self.step().key, STEP_CARDS)

    def arrow(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """The arrow from the card the step moves to where it goes (None: no such step)."""
        if self.app.stack.top is not self.table or self.t.dealing:
            return None
        return step_arrow(self.t, self.step().key, STEP_CARDS)

    def showing(self) -> bool:
        """The hint shows over the tutorial's own scenes (the table, the knock question, the
        lay-off review, the scoring; after the deal), not over the pause menu, the help or the
        settings opened from it: there it stood bright above the dimmed pause panel."""
        top = self.app.stack.top
        if top is None or top is self.table:
            return top is not None
        if top.name == "confirm":
            return self.step().key == "confirm"
        return top.name in ALONGSIDE

    def draw_hint(self, surface: pygame.Surface) -> None:
        if not self.showing():
            return
        size = surface.get_size()
        pulse = 0.5 + 0.5 * abs(((self.app.time * 1.6) % 2.0) - 1.0)
        # the coach's green, as the hint's outline: in the keyboard ring's yellow, the ring on
        # the 9 of diamonds under the frame was not seen (1600x900 German)
        color = (int(90 + 40 * pulse), int(200 + 35 * pulse), int(110 + 40 * pulse))
        outline_targets(surface, self.targets(), color, ring=self.app.by_keys, table=self.table)
        if (arrow := self.arrow()) is not None:  # where the outlined card goes
            draw_arrow(surface, *arrow, color, max(3, gap_px(size, 5)))
        r = self.hint_rect()
        draw_panel(surface, r, (10, 30, 20, 255), border=HIGHLIGHT)  # what it covers (the
        # round's lines, where nothing else is free) showed through it, faint, between words
        draw_text(surface, TUTORIAL, (r.x + 16, r.y + gap_px(size, 10)), font_px(size, 15), GOLD,
                  bold=True)
        px = font_px(size, 17)
        y = r.y + gap_px(size, 14) + font_px(size, 22)
        for line in wrap(self.hint_text(), px, r.width - 32):
            draw_text(surface, line, (r.x + 16, y), px, WHITE)
            y += int(px * 1.3)
        if self.step().manual:
            self.next_button.draw(surface)


def start_tutorial(app: App) -> TableScene:
    """The menu below, the tutorial's table on top, dealt by the deal scene. Started from
    anywhere (the menu's offer, the help), it answers the menu's offer: a player who took it
    from the help was offered it again (``Settings.offer_tutorial``)."""
    from ginrummy_desktop.ui.screen import persist_settings
    from ginrummy_desktop.ui.table.start import open_table

    if getattr(app.settings, "offer_tutorial", False):
        app.settings.offer_tutorial = False
        persist_settings(app)  # a failed write: offered again next time, no more

    table = open_table(app, TutorialController(), policy=TutorialPolicy(app))
    table.start_round()
    return table
