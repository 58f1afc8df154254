"""With eleven cards the line under the hand says the deadwood after the discard: after the
best one while nothing is chosen, after the chosen (or dragged) card once the player chose one.
Seen at 800x520 in German: the 2 of spades chosen, "Restpunkte nach Abwurf: 42" (throwing a
jack), where throwing the 2 leaves 50."""

from __future__ import annotations

from typing import Any

import pygame

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui.table.painter import DEADWOOD_AFTER_BEST, DEADWOOD_AFTER_DISCARD

from .helpers import DT, card_center, click, find_match, make_app, press, step, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def _worse_card(table: Any) -> Any:
    v = table.view
    best = min(d for _, d in v.discard_options())
    return next(c for c in table.hand if v.deadwood_after(c) != best), best


def test_the_chosen_card_gives_the_number(drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    try:
        table = table_for(app, m)
        card, best = _worse_card(table)
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_BEST.format(n=best) in drawn
        click(app, card_center(table, card))
        assert table.selected == card
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_DISCARD.format(n=table.view.deadwood_after(card)) in drawn
        assert DEADWOOD_AFTER_DISCARD.format(n=best) not in drawn
    finally:
        app.stack.clear()


def test_the_dragged_card_gives_the_number(drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    try:
        table = table_for(app, m)
        card, best = _worse_card(table)
        a = card_center(table, card)
        press(app, a)
        for i in range(1, 5):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(a[0], a[1] - 12 * i),
                                                 rel=(0, 0), buttons=(1, 0, 0)))
            app.step(DT)
        assert table.drag is not None and table.drag.card == card
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_DISCARD.format(n=table.view.deadwood_after(card)) in drawn
    finally:
        app.stack.clear()


def test_with_a_hint_shown_the_hinted_card_gives_the_number(drawn: DrawnTexts) -> None:  # noqa: F811
    """800x520 German, in a real window: the hint said "discard the 6 of spades" (33 left)
    while the line said the 31 of the best discard, the 8 of hearts."""
    from ginrummy_desktop.coach.hint import Hint
    from ginrummy_desktop.engine import Action

    app = make_app(size=(800, 520))
    m = find_match(lambda m: m.round.phase is Phase.DISCARD and m.round.turn == 0)
    try:
        table = table_for(app, m)
        card, best = _worse_card(table)
        other = next(c for c in table.hand if c != card)
        table.hint.result = Hint(best=Action.discard(card), second=Action.discard(other),
                                 gain=1.3, values={}, samples={}, why="least",
                                 facts={"n": table.view.deadwood_after(card), "card": card})
        table.hint.moves = len(m.history)
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_DISCARD.format(n=table.view.deadwood_after(card)) in drawn
        assert DEADWOOD_AFTER_DISCARD.format(n=best) not in drawn
        click(app, card_center(table, other))  # a card chosen: its number, hint or not
        assert table.selected == other and table.hint.result is not None
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_DISCARD.format(n=table.view.deadwood_after(other)) in drawn
    finally:
        app.stack.clear()


def _draw_leaves_a_worse_card(m: Any) -> bool:
    """Seat 0 to draw from the stock, and throwing the card on top of it again is not the
    best discard."""
    from ginrummy_desktop.engine.melds import deadwood_of

    r = m.round
    if r.phase is not Phase.DRAW or r.turn != 0:
        return False
    hand = sum(c.bit for c in m.view(0).hand) | r.stock[0].bit
    left = [deadwood_of(hand ^ c.bit) for c in m.view(0).hand] + [deadwood_of(hand)]
    return deadwood_of(hand ^ r.stock[0].bit) > min(left)


def _line(drawn: DrawnTexts, app: Any) -> str:  # noqa: F811
    drawn.clear()
    step(app)
    return next(t for t in drawn.texts
                if t.startswith(("Deadwood after", "Least deadwood after", "Deadwood:")))


def test_a_card_drawn_by_key_says_the_best_discard_as_when_resumed(
        drawn: DrawnTexts) -> None:  # noqa: F811
    """Drawn by keys (H rang the stock, Enter drew), the new card was chosen with the ring,
    and the line said the deadwood of throwing it (70) where the best discard leaves 40; the
    same hand resumed from the save said 40. A card that comes with the ring is not a choice
    of the player's: drawn by key, as by the mouse and as resumed, the line says the best
    discard's count, and says so ("after the best discard"), beside the ringed card Enter
    would throw; the player's own choice (arrows, click, drag) gives that card's count.
    Before: "Deadwood after the discard: 70" drawn, "...: 40" resumed (800x520)."""
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.table.model import Pile

    from .helpers import key

    app = make_app(size=(640, 420))
    m = find_match(_draw_leaves_a_worse_card)
    try:
        table = table_for(app, m)
        key(app, Command.UP)
        assert table.focus is Pile.STOCK
        key(app, Command.CONFIRM)
        for _ in range(60):
            step(app)
        new = table.model.focused_card()
        assert new is not None and len(table.hand) == 11, "the ring on the card drawn"
        best = min(d for _, d in table.view.discard_options())
        assert table.view.deadwood_after(new) > best
        drawn_line = _line(drawn, app)
        assert drawn_line == DEADWOOD_AFTER_BEST.format(n=best)
        table_for(app, m)  # the same position resumed: a new table, nothing ringed
        assert _line(drawn, app) == drawn_line
    finally:
        app.stack.clear()


def test_the_arrows_choose_the_drawn_card_and_give_its_number(
        drawn: DrawnTexts) -> None:  # noqa: F811
    from ginrummy_desktop.ui.input import Command

    from .helpers import key

    app = make_app(size=(640, 420))
    m = find_match(_draw_leaves_a_worse_card)
    try:
        table = table_for(app, m)
        key(app, Command.UP)
        key(app, Command.CONFIRM)
        for _ in range(60):
            step(app)
        key(app, Command.RIGHT)
        key(app, Command.LEFT)  # back onto it by the arrows: chosen now
        card = table.selected
        assert card is not None
        assert _line(drawn, app) == DEADWOOD_AFTER_DISCARD.format(
            n=table.view.deadwood_after(card))
    finally:
        app.stack.clear()


def test_a_card_drawn_by_the_mouse_is_outlined_not_chosen(drawn: DrawnTexts) -> None:  # noqa: F811
    """Drawn by a click, the new card is outlined (the player sees which it is) but not
    chosen: the line says the best discard's count until the player chooses a card."""
    app = make_app(size=(640, 420))
    m = find_match(_draw_leaves_a_worse_card)
    try:
        table = table_for(app, m)
        click(app, table.layout.stock_rect.center)
        for _ in range(60):
            step(app)
        assert len(table.hand) == 11 and table.selected is None
        assert table.model.focused_card() is not None
        best = min(d for _, d in table.view.discard_options())
        drawn.clear()
        step(app)
        assert DEADWOOD_AFTER_BEST.format(n=best) in drawn
    finally:
        app.stack.clear()


def test_while_a_knock_is_asked_the_line_counts_the_knock_card(
        drawn: DrawnTexts) -> None:  # noqa: F811
    """800x520: the 3 of hearts chosen (the hint's), the 5 of diamonds dragged onto Knock;
    "Knock with the 5 of diamonds? Your deadwood: 7" stood over "Deadwood after the discard:
    9", the 3's count. While the question is open the line says the knock card's; Cancel
    gives the line back as it was."""
    from ginrummy_desktop.engine import Action, Kind
    from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

    from .helpers import drag

    def two_knocks(m: Any) -> bool:
        if m.round.phase is not Phase.DISCARD or m.round.turn != 0:
            return False
        v = m.view(0)
        knocks = {a.card for a in m.legal_actions() if a.kind is Kind.KNOCK}
        return any(v.deadwood_after(c) != v.deadwood_after(k) for k in knocks
                   for c in v.hand if c != k and Action.discard(c) in m.legal_actions())

    app = make_app(size=(800, 520))
    try:
        table = table_for(app, find_match(two_knocks))
        v = table.view
        knock = next(a.card for a in table.legal if a.kind is Kind.KNOCK)
        other = next(c for c in table.hand if c != knock and Action.discard(c) in table.legal
                     and v.deadwood_after(c) != v.deadwood_after(knock))
        click(app, card_center(table, other))
        assert table.selected == other
        drag(app, card_center(table, knock), table.layout.knock_rect.center)
        step(app)
        confirm = app.stack.top
        assert isinstance(confirm, ConfirmScene)
        drawn.clear()
        app.step(DT)
        assert DEADWOOD_AFTER_DISCARD.format(n=v.deadwood_after(knock)) in drawn
        assert DEADWOOD_AFTER_DISCARD.format(n=v.deadwood_after(other)) not in drawn
        confirm.no.press()
        step(app)
        drawn.clear()
        step(app)
        assert app.stack.top is table and table.model.asking is None
        back = table.selected or table.hint.card()  # as before the question
        options = dict(v.discard_options())
        assert (DEADWOOD_AFTER_DISCARD.format(n=options[back]) if back in options
                else DEADWOOD_AFTER_BEST.format(n=min(options.values()))) in drawn
    finally:
        app.stack.clear()
