"""The table's keys: each command of the keymap (:mod:`ginrummy_desktop.ui.input`) becomes a
move on the model or a gesture's move. The help screen lists :data:`TABLE_KEYS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, IllegalActionError, Phase
from ginrummy_desktop.i18n import N_, Text
from ginrummy_desktop.i18n.reasons import describe_error
from ginrummy_desktop.ui.input import ENTER_NAME, Command, Key, key_names
from ginrummy_desktop.ui.table import gestures as G
from ginrummy_desktop.ui.table.after_match import can_rematch, choose_new_match, rematch
from ginrummy_desktop.ui.table.asks import ask_big_gin, ask_knock, ask_knock_chosen
from ginrummy_desktop.ui.table.buttons import SORT_BUTTONS, in_tab_order
from ginrummy_desktop.ui.table.hand_order import drawn_card
from ginrummy_desktop.ui.table.model import HandFocus, Message, Pile, SortMode
from ginrummy_desktop.ui.table.pointer import perform, take_upcard

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

NO_COACH = N_("In the tutorial the panel shows each step; the coach's hint and review come "
              "with a match.")
C = Command
TABLE_KEYS: list[tuple[tuple[Command, ...], Text]] = [
    ((C.LEFT, C.RIGHT), N_("Move between the cards, the stock and the discard pile")),
    ((C.UP, C.DOWN), N_("Switch between the hand and the piles")),
    ((C.HOME, C.END), N_("The first or the last card of the hand")),
    ((C.MOVE_LEFT, C.MOVE_RIGHT), N_("Move the chosen card within the hand")),
    ((C.CONFIRM, C.SELECT), N_("Play: draw from the chosen pile, or discard the chosen card; "
                               "where the hint said to knock with that card, ask to knock")),
    ((C.KNOCK,), N_("Knock with the chosen card; with none chosen, with the ringed card if a "
                    "knock with it is allowed, else with the best card to knock with")),
    ((C.BIG_GIN,), N_("Declare Big Gin")),
    ((C.TAKE, C.PASS), N_("Take or pass the upcard")),
    ((C.SORT,), N_("Sort the hand (melds, suit, rank)")),
    ((C.SUMMARY,), N_("The last round's score board (on it, 1-9 or a click on a round of "
                      "its sheet shows that round's)")),
    ((C.HINT,), N_("Hint: the best action now and why, and the ring on its card, pile or "
                   "button (unless hidden in the settings)")),
    ((C.UNDO,), N_("Take back your last move (until the computer has played)")),
    ((C.NEW_MATCH,), N_("Rematch (the same rules), once the match is over")),
    ((C.REVIEW,), N_("The coach's review of the last round (on its score board)")),
    ((C.CONFIRM,), N_("Done in the lay-off review; close the summary")),
    ((C.LEFT, C.RIGHT, C.HOME, C.END, C.NUMBER),  # Home and End there were not listed
     N_("Lay-off review: choose one of your cards, lay it onto meld 1-9")),
    ((C.NEXT,), N_("Through the buttons, then back to the cards (Enter presses the button)")),
    ((C.PREV,), N_("The same way backwards")),
    ((C.CANCEL,), N_("Pause menu")),
    ((C.HELP,), N_("Rules and help, open on these keys")),
]
"""The table's keys for the help screen: the commands (their keys come from the keymap) and
what they do there."""


CHOOSE_ANOTHER = N_("Choose another card with {keys}, then press {enter}.")
"""After the refusal of the card just taken: the way on for a player who plays by keys."""


FIRST_LOOK_KEYS = (C.CONFIRM, C.SELECT, C.TAKE, C.PASS, C.KNOCK, C.BIG_GIN)
"""The keys that play, which wait ``model.FIRST_LOOK`` s after a deal (the arrows do not)."""

RING_KEYS = (C.NEXT, C.PREV, C.CONFIRM, C.SELECT)
"""The keys the ring takes on a finished table; any other key left it on a button before and
gave it to a hand with nothing to choose (H on the finished table took it from "Rematch",
and Enter then did nothing; 800x520)."""

WALK = (C.LEFT, C.RIGHT, C.UP, C.DOWN, C.MOVE_LEFT, C.MOVE_RIGHT)
"""The arrows, which walk a finished table's buttons (they chose and lifted the cards of a
finished match's hand, and Enter on one flew a copy of it to the discard pile; 800x520)."""


def table_key(t: TableScene, key: Key) -> None:
    cmd = key.command
    m = t.model
    if cmd is C.CANCEL:
        t.open_pause()
        return
    if t.dealing or cmd is None:
        return
    if cmd in FIRST_LOOK_KEYS and t.settling:
        return  # the new hand is not seen yet: a key still on its way from the deal
    if t.frozen and cmd in WALK:  # a finished hand has no card to choose: the buttons
        t.ring.go(-1 if cmd in (C.LEFT, C.UP, C.MOVE_LEFT) else 1, in_tab_order(t.buttons), None)
        return
    if cmd in (C.CONFIRM, C.SELECT) and t.hint.awaited():
        return  # the hint H asked for is coming: its answer takes the ring, then Enter plays
    if (not t.frozen or cmd in RING_KEYS) and t.ring.handle(cmd, in_tab_order(t.buttons), None):
        return  # a finished hand has no card to give the ring back to: other keys keep it
    drawing = t.view.my_turn and t.view.phase in (Phase.DRAW, Phase.OFFER)
    if cmd in (C.MOVE_LEFT, C.MOVE_RIGHT) and isinstance(m.focus, HandFocus):
        t.takeback.before_reorder(shifting=m.focused_card())
        m.shift_focused(-1 if cmd is C.MOVE_LEFT else 1)
    elif cmd in (C.LEFT, C.RIGHT, C.MOVE_LEFT, C.MOVE_RIGHT):
        m.move_focus(-1 if cmd in (C.LEFT, C.MOVE_LEFT) else 1, drawing=drawing)
    elif cmd in (C.HOME, C.END) and t.hand and not t.frozen:
        m.focus_end(last=cmd is C.END)
    elif cmd is C.UP:
        m.focus_piles()
    elif cmd is C.DOWN:
        m.focus_hand()
    elif cmd in (C.CONFIRM, C.SELECT):
        _play_focus(t)
    elif cmd is C.KNOCK:
        ask_knock_chosen(t)
    elif cmd is C.SORT:  # as its buttons: none once the match is over (a finished hand)
        t.buttons[SORT_BUTTONS[m.sort_mode.next() if m.sort_mode else SortMode.MELDS]].press()
    elif cmd is C.BIG_GIN:
        ask_big_gin(t)
    elif cmd is C.TAKE:
        take_upcard(t)
    elif cmd is C.PASS:  # the ring waits on the stock: the next Enter draws (it only rang
        if t.play(Action.pass_()) is None and m.focus is None:  # it, after the computer took
            m.focus_pile(Pile.STOCK)  # the upcard; German 1280x800, by keys)
    elif cmd in (C.HINT, C.REVIEW) and not t.policy.coach:  # the tutorial: H did nothing, and
        t.say(NO_COACH)  # R reopened its board and sent its steps back to "Close the summary"
    elif cmd is C.HINT:
        t.ask_hint()
    elif cmd is C.UNDO:
        t.takeback.ask()
    elif cmd is C.SUMMARY:
        t.show_last_summary()
    elif cmd is C.REVIEW:  # the last round's board, and on it the coach's review (R did
        review_last_round(t)  # nothing at the table, the finished match's included)
    elif cmd is C.NEW_MATCH and can_rematch(t):
        rematch(t)
    elif cmd is C.NEW_MATCH:  # no rematch here (the tutorial): choose a new match
        choose_new_match(t)
    elif cmd is C.HELP:  # F1 did nothing: the help was two keys away, in the pause menu
        t.app.open("help", tab="keys", rules=t.ctrl.match.rules)


def review_last_round(t: TableScene) -> None:
    """R at the table: the last round's score board, recalled as L does, with the coach's
    review opened on it (where the board has one: not in the tutorial)."""
    from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

    t.show_last_summary()
    board = t.app.stack.top
    if isinstance(board, ScoreboardScene) and board.review is not None:
        board.open_review()


def _play_focus(t: TableScene) -> None:
    """Enter or Space: play what the ring is on. With the ring nowhere (a new round) it
    first shows where Enter acts - the pile to draw from while drawing, else the card just
    drawn (else the first card), on a finished table its first button, where a hint is
    shown what it names - and plays nothing: Enter did nothing at all there, not even say
    why. Refused while drawing, it says
    why and rings that pile, so the next Enter draws (after "P" the ring stayed on the closed
    upcard, and after a discard on the hand, and Enter only said why, however often it was
    pressed). Refused on the card just taken from the pile, it says why and which keys choose
    another card, and the ring stays on it: every Enter after taking the upcard by Enter only
    said the card may not go back this turn, and then the ring went on to the card beside it,
    lifted, so an impatient second Enter threw a card the player never chose (the J of a
    10-J-Q, Oklahoma 1024x768)."""
    f = t.model.focus
    if t.frozen:  # the match (or round) is over: Enter rings the gold button (Rematch), as
        # the next Enter presses it; it rang the first, Final board, and Enter after Enter
        # went from the table to the board and back (800x520, the flow helper's note)
        gold = next((b for b in in_tab_order(t.buttons) if b.active and b.primary), None)
        if gold is not None:
            t.ring.put(gold)
        else:
            t.ring.go(1, in_tab_order(t.buttons), None)
    elif f is None:
        if t.hint.named() is not None:  # a hint shown (asked by the mouse): Enter shows its
            t.hint.ring_named()  # move, the next plays it (it lifted the first card, 1280x720)
        elif (pile := _sole_pile(t)) is not None:  # nothing to choose: Enter draws at once
            t.model.focus_pile(pile)
            if not perform(t, G.Draw(pile)):
                _ring_the_pile(t)
        elif (new := drawn_card(t.ctrl.match)) is not None and new in t.hand:
            t.model.focus_card(new)  # the card just drawn, as a draw by key rings it (it rang
            # the first card, far from the card drawn by the mouse; 1024x640)
        elif not _ring_the_pile(t):
            t.model.move_focus(1, drawing=False)
    elif isinstance(f, Pile):
        # drawn, the new card has the ring (Enter throws it) but is not chosen, as drawn by
        # the mouse: the line under the hand says the best discard's count, as for the same
        # hand resumed (it said the 70 of the card H and Enter drew, 40 once resumed)
        if not perform(t, G.Draw(f)):
            _ring_the_pile(t)
    elif isinstance(f, HandFocus) and f.index < len(t.hand):
        if t.hint.enter_knocks(t.hand[f.index]):  # H rang it to knock with: Enter asks that
            ask_knock(t, t.hand[f.index])
        elif not perform(t, G.Discard(t.hand[f.index])):
            if not _ring_the_pile(t) and t.view.my_turn and t.view.phase is Phase.DISCARD:
                _say_choose_another(t)  # the card just taken: the ring stays on it
        elif t.model.playing:
            t.model.keep_focus_in_hand(f.index)


def _say_choose_another(t: TableScene) -> None:
    """The engine's reason for refusing the discard, and the way on: the arrows choose
    another card, which Enter then throws."""
    err = t.message.words if t.message is not None else None
    if not isinstance(err, IllegalActionError):
        return
    reason = err

    def words() -> str:
        way = str(CHOOSE_ANOTHER).format(keys=key_names((C.LEFT, C.RIGHT)),
                                         enter=str(ENTER_NAME))
        return f"{describe_error(reason, human_seat=0)} {way}"

    t.message = Message(words, error=True)


def ring_the_draw(t: TableScene) -> None:
    """The computer has played and the player is to draw: a ring left on a card of the hand
    (where the last discard by Enter left it) goes up to the stock, so Enter draws, and Down
    brings it back to that card. Enter on the card said "draw first" with the error sound,
    every turn of a keyboard player (800x520, by keys). A ring on the discard pile goes to the
    stock too: its top card is new since the ring was put there (the upcard, rung by H, then
    passed by mouse): closed once both passed (Enter there was refused; 800x520 German), or the
    computer's discard once it took the upcard, which Enter would have taken unchosen (the
    king of diamonds, 800x520 English)."""
    v = t.view
    if not v.my_turn or v.phase is not Phase.DRAW:
        return
    if isinstance(t.model.focus, HandFocus):
        t.model.focus_piles()
    elif t.model.focus is Pile.DISCARD:
        t.model.focus_pile(Pile.STOCK)


def ring_for_keys(t: TableScene) -> None:
    """A keyboard player's turn to take or pass the upcard or to draw, with the ring
    nowhere (a new round; the computer's move after a click): the ring goes out once to the
    pile Enter plays (the upcard while offered, else the stock), so the first Enter acts.
    It only showed the ring: "Take" stood gold and Enter rang the upcard (English 1280x800,
    keys only, three times a match). Not for a mouse player (the ring stays hidden)."""
    m, v = t.model, t.view
    at = (t.ctrl.match.round_number, len(t.ctrl.match.history))
    if not t.app.by_keys or m.focus is not None or m.rung_at == at or t.dealing or t.settling or \
            t.hint.pending is not None or t.hint.named() is not None:
        return  # (a hint rings what it names)
    m.rung_at = at
    if v.my_turn and v.phase in (Phase.OFFER, Phase.DRAW) and t.ring.at is None:
        _ring_the_pile(t)


def _sole_pile(t: TableScene) -> Pile | None:
    """The pile the player must draw from now, where there is no choice: the stock once both
    passed the upcard (the discard pile is closed this turn), or the pile the table's policy
    names (the tutorial's script); None where Enter shows the ring first. A keyboard player's
    P then Enter only rang the stock, and the tutorial's stock, lit as its target, took two
    Enters (English 1024x640)."""
    if not t.view.my_turn or t.view.phase is not Phase.DRAW:
        return None
    named = t.policy.pile_to_draw()
    if named is not None:
        return named
    return Pile.STOCK if Action.draw_discard() not in t.legal else None


def _ring_the_pile(t: TableScene) -> bool:
    """While the player is to draw, the ring on the pile Enter draws from: the upcard while
    it is offered, else the stock, or the one the table's policy names (the tutorial's
    script). False when the player is not to draw."""
    if not t.view.my_turn or t.view.phase not in (Phase.OFFER, Phase.DRAW):
        return False
    pile = t.policy.pile_to_draw() or (Pile.DISCARD if t.view.phase is Phase.OFFER else Pile.STOCK)
    t.model.focus_pile(pile)
    return True
