"""The table's pointer: hover, drag and drop, clicks and double clicks, and the moves they
map to (:mod:`ginrummy_desktop.ui.table.gestures`) performed on the table - drawn cards fly
into the hand, refused drops snap back. Functions of the :class:`TableScene` they serve."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.engine import Action, Card, Phase
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.i18n.reasons import DRAW_FROM_STOCK, NOT_YOUR_TURN, PHASE_HINTS, WAIT_STOCK
from ginrummy_desktop.ui import input as I
from ginrummy_desktop.ui.animator import Motion
from ginrummy_desktop.ui.drag import Drag, snap_back
from ginrummy_desktop.ui.table import gestures as G
from ginrummy_desktop.ui.table.asks import ask_knock, ask_knock_chosen
from ginrummy_desktop.ui.table.geometry import TableGeometry
from ginrummy_desktop.ui.table.model import Pile
from ginrummy_desktop.ui.tween import Tween, travel_time

if TYPE_CHECKING:
    from ginrummy_desktop.ui.scenes.table import TableScene

SNAP_STOCK = N_("Cards never go back onto the stock: drop it on the discard pile, the "
                "knock area or in your hand.")
SNAP_HAND_CARD = N_("That is no place for a card: drop it on the discard pile, the knock "
                    "area or in your hand.")
# the same, where this card may not knock: the knock area is not named (it would refuse it)
SNAP_STOCK_NO_KNOCK = N_("Cards never go back onto the stock: drop it on the discard pile or "
                         "in your hand.")
SNAP_HAND_CARD_NO_KNOCK = N_("That is no place for a card: drop it on the discard pile or in "
                             "your hand.")
SNAP_PILE_CARD = N_("To draw, drop the card in your hand.")
COVERED = N_("The computer threw the {card} onto the pile you pressed: press it again to take "
             "it.")
"""A press held on the discard pile through the computer's move picks nothing up (the card
pressed is covered); a held press on the stock draws. The pile said nothing (800x520)."""

Hover = tuple[str, Card | None]
"""What a press would pick up: ``("hand", card)``, ``("stock", None)``, ``("discard", None)``."""


def hover_at(t: TableScene, pos: tuple[int, int] | None) -> Hover | None:
    """What a press at ``pos`` would pick up: ``("hand", card)``, ``("stock", None)`` or
    ``("discard", None)`` when drawing from that pile is legal; None otherwise."""
    if pos is None or not t.model.playing or t.drag is not None:
        return None
    if any(b.visible and b.rect.collidepoint(pos) for b in t.buttons.values()):
        return None
    geo = t.geometry
    i = geo.card_at(pos)
    if i is not None:
        return ("hand", t.hand[i])
    pile = geo.pile_at(pos)
    if pile is not None and G.lit_targets(G.Source(pile.value), None, t.legal):
        return (pile.value, None)
    return None


def table_pointer(t: TableScene, intent: I.Pointer) -> None:
    """A pointer intent on the table: buttons first, then hover, drag, drop, clicks."""
    t.pointer = intent.pos  # also while dragging: no stale hover where a drag began
    if intent.kind == I.PRESS:  # what it pressed (during the deal too: a drag may follow)
        t.model.pressed_top = t.view.discard_top
        if t.ring.at is not None:  # the mouse takes over from Tab
            t.ring.at = None
            t.model.forget_parked()
    back = t.buttons["takeback"]
    if intent.kind == I.CLICK and back.visible and not back.enabled \
            and back.rect.collidepoint(intent.pos):
        t.takeback.ask()  # greyed: it says why, as Z does (a click on it said nothing)
        return
    if intent.kind in (I.CLICK, I.DOUBLE_CLICK, I.MOVE, I.PRESS, I.DRAG, I.DROP):
        for b in t.buttons.values():
            if b.handle(intent):
                return
    if t.dealing:
        return
    geo = t.geometry
    if intent.kind == I.MOVE:
        t.hover = hover_at(t, intent.pos)
    elif intent.kind == I.PRESS:
        _press(t, intent.pos, geo)
    elif intent.kind == I.DRAG_START:
        _drag_start(t, intent, geo)
    elif intent.kind == I.DRAG and t.drag is not None:
        t.drag.pos = intent.pos
    elif intent.kind == I.DRAG:  # pressed while the computer was to move, still held: the
        _drag_start(t, intent, geo)  # card comes up once it is the player's turn (800x520)
    elif intent.kind == I.DROP and t.drag is not None:
        _drop(t, intent.pos, geo)
    elif intent.kind in (I.CLICK, I.DOUBLE_CLICK) and not t.frozen:  # a finished hand: as
        i = geo.card_at(intent.pos)  # the hover says, nothing to choose (a click lifted it)
        card = t.hand[i] if i is not None else None
        pile = geo.pile_at(intent.pos) if card is None else None
        if intent.kind == I.CLICK:
            perform(t, G.click_move(card, pile, geo.on_knock_area(intent.pos),
                                      t.selected, t.view.phase))
        else:
            perform(t, G.double_click_move(card, pile, t.view.phase))

def _waiting(t: TableScene) -> bool:
    """The computer is to move in a round under way: nothing can be picked up."""
    return t.model.playing and not t.frozen and not t.view.my_turn

def _press(t: TableScene, pos: tuple[int, int], geo: TableGeometry) -> None:
    """A press on a card or a pile while the computer is to move says so at once (not
    only when the card would have been dropped); on the stock, that holding it draws its
    card once the computer has moved (``_drag_start``), not as a refusal."""
    if not _waiting(t):
        return
    pile = geo.pile_at(pos)
    if pile is Pile.STOCK:
        t.say(WAIT_STOCK)
    elif pile is not None or geo.card_at(pos) is not None:
        t.say(NOT_YOUR_TURN, error=True)

def _drag_start(t: TableScene, it: I.Pointer, geo: TableGeometry) -> None:
    """Pick up what was pressed at ``it.start``: at the drag's start, or later in the drag
    where the press came while the computer was to move (its pass came a moment later, and
    the stock's card dragged into the hand stayed where it was, without a word). Not a card
    thrown onto the discard pile since the press: the held press took the queen of diamonds
    the computer had thrown onto the card pressed (1366x768 German)."""
    if _waiting(t) or t.frozen:
        return  # said at the press; a finished hand stays as it ended (it was reordered)
    i = geo.card_at(it.start)
    pile = geo.pile_at(it.start)
    if pile is Pile.DISCARD and (top := t.view.discard_top) != t.model.pressed_top:
        if top is not None:
            _say_covered(t, top)
        return
    if i is not None:
        origin, card, source = geo.hand_positions()[i], t.hand[i], G.Source.HAND
    elif pile is Pile.STOCK and t.view.stock_size:
        origin, card, source = geo.pile_origin(pile), None, G.Source.STOCK
    elif pile is Pile.DISCARD and t.view.discard_top:
        origin, card, source = geo.pile_origin(pile), t.view.discard_top, G.Source.DISCARD
    else:
        return
    t.drag = Drag.start(source, card, origin, it.start, it.pos)
    t.model.clear_choice()
    if t.message is not None and t.message.words in (NOT_YOUR_TURN, WAIT_STOCK):  # said at
        t.message = None  # the press

def _say_covered(t: TableScene, top: Card) -> None:
    """Why the held press picks nothing up (said once: a drag goes on frame by frame)."""
    def words() -> str:
        return COVERED.format(card=card_name(top))
    if t.message is None or t.message.text != words():
        t.say(words)

def _drop(t: TableScene, pos: tuple[int, int], geo: TableGeometry) -> None:
    d = t.drag
    assert d is not None
    t.drag = None
    target = geo.target(d.source, pos, d.top_left)
    move = G.drop_move(d.source, d.card, target, geo.insert_index(pos[0]), t.view.phase)
    if perform(t, move):
        return
    back_home = d.source is not G.Source.HAND and geo.pile_at(pos) is Pile(d.source.value)
    if isinstance(move, G.SnapBack) and not back_home:  # no rule refused it: say where the
        # card can go (put back on its own pile, it goes back unremarked: the player changed
        # their mind, and a red "To draw, drop the card in your hand." said it was wrong)
        phase = t.view.phase.value
        if d.source is G.Source.HAND and t.view.my_turn and phase in ("offer", "draw"):
            stock_only = phase == "draw" and not t.view.is_legal(Action.draw_discard())
            t.say(DRAW_FROM_STOCK if stock_only else PHASE_HINTS[phase], error=True)  # draw first
        elif d.source is G.Source.HAND:
            on_stock = geo.pile_at(pos) is Pile.STOCK
            if d.card is not None and Action.knock(d.card) in t.legal:
                t.say(SNAP_STOCK if on_stock else SNAP_HAND_CARD, error=True)
            else:
                t.say(SNAP_STOCK_NO_KNOCK if on_stock else SNAP_HAND_CARD_NO_KNOCK, error=True)
        else:
            t.say(SNAP_PILE_CARD, error=True)
    if d.source is G.Source.HAND and d.card in t.hand:
        to = t.hand_positions()[t.hand.index(d.card)]
        t.flights.add(snap_back(d, to, ("hand", d.card), t.app.anim))
    else:
        t.flights.add(snap_back(d, d.origin, (d.source.value, d.card), t.app.anim))


def perform(t: TableScene, move: G.Move) -> bool:
    """Do ``move``; False if nothing was played (a dragged card then snaps back)."""
    if isinstance(move, G.Select):
        t.model.toggle_select(move.card)
    elif isinstance(move, G.Reorder):
        t.takeback.before_reorder()
        t.model.move_card(move.card, move.index)
        if t.message is not None and t.message.error:  # the drop it refused is done right
            t.message = None  # now ("That is no place for a card" stood on; 800x520)
    elif isinstance(move, G.Draw):
        return draw_from(t, move.pile, move.insert_at)
    elif isinstance(move, G.Discard):
        return discard(t, move.card, fly=move.fly)
    elif isinstance(move, G.AskKnock):
        if move.card is not None:
            ask_knock(t, move.card)
        else:
            ask_knock_chosen(t, ring=False)
        return False
    elif isinstance(move, G.SnapBack):
        return False
    return True

def draw_from(t: TableScene, pile: Pile, insert_at: int | None = None) -> bool:
    """Draw: dropped into the hand at ``insert_at`` it stays there in the player's own order;
    a sorted hand stays sorted: the card flies from where it was dropped into its sorted place
    (dropped between two cards of a run, the run's bar stood in two pieces and the sort went
    off: three testers). By click or key it flies from the pile into its place."""
    start = t.geometry.pile_origin(pile)
    before = set(t.hand)
    if t.play(G.draw_action(pile, t.view.phase), insert_at=insert_at) is not None:
        return False
    new = [c for c in t.hand if c not in before]
    if insert_at is not None and t.model.sort_mode is None:
        t.app.sounds.play("draw")  # the player put the card where they wanted it
        return True
    if insert_at is not None and new:
        start = t.hand_positions()[t.hand.index(new[0])]  # where it was dropped
    t.model.resort(t.melds)  # a sorted hand stays sorted; the card flies to its place
    if new and not t.frozen:
        t.model.focus_card(new[0])
        to = t.hand_positions()[t.hand.index(new[0])]
        _fly(t, new[0], start, to, ("hand", new[0]), "draw")
    return True

def discard(t: TableScene, card: Card, fly: bool = True) -> bool:
    if card not in t.hand:
        return False
    start = t.hand_positions()[t.hand.index(card)]
    if t.play(Action.discard(card)) is not None:
        return False
    if fly:
        _fly(t, card, start, t.layout.discard_rect.topleft, ("discard", card), "place")
    else:
        t.app.sounds.play("place")
    return True

def _fly(t: TableScene, card: Card, a: tuple[int, int], b: tuple[int, int],
         hide: tuple[str, object], sound: str) -> None:
    dur = travel_time(a, b) * t.app.anim
    t.flights.add(Motion(card, Tween(a, b, dur), hide, sound=sound))


def take_upcard(t: TableScene) -> None:
    """The Take button and T: like a click on the upcard (it flies into a sorted hand)."""
    if t.view.phase is Phase.OFFER and Action.take() in t.legal:
        perform(t, G.Draw(Pile.DISCARD))
    else:
        t.play(Action.take())  # refused: the engine's reason is shown
