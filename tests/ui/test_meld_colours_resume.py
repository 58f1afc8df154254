"""A match continued in mid-round shows the meld bars in the colours they had: the colours
follow the order the melds came in (a meld keeps its colour from turn to turn), so the table
opened on the saved match plays the round's hands through again. Without that the bars came
back in the engine's order (seed 909, 1280x800: the diamond run blue, the threes orange after
they came; blue threes and an orange run after the restart). Real clicks and drags."""

from __future__ import annotations

from ginrummy_desktop.engine import Phase, best_discard
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.table.meld_colours import MeldColours

from .helpers import card_center, click, drag, make_app, step_until
from .test_resume_hand import _my_turn, _save_quit_and_continue


def _engine_order(melds) -> dict:  # type: ignore[no-untyped-def]
    fresh = MeldColours()
    fresh.update(melds)
    return fresh.colours


def _play_until_history_shows(app, table) -> bool:  # type: ignore[no-untyped-def]
    """Draw and throw by mouse until the colours differ from the engine's order."""
    m = table.ctrl.match
    for _ in range(12):
        if table.model.colours.colours != _engine_order(table.melds):
            return True
        if m.phase is Phase.OFFER and m.round.turn == 0:
            click(app, table.buttons["pass"].rect.center)
            step_until(app, lambda: app.stack.top is not table or (
                m.round.turn == 0 and m.phase is Phase.DRAW and not table.flights), frames=3000)
        if table.frozen or m.round.turn != 0 or m.phase is not Phase.DRAW:
            return False
        click(app, table.layout.stock_rect.center)
        if m.phase is not Phase.DISCARD:
            return False
        card, _ = best_discard(table.view.hand)
        drag(app, card_center(table, card), table.layout.discard_rect.center)
        if card in table.view.hand:
            return False  # no discard (the computer's turn, a refusal): another seed
        step_until(app, lambda: app.stack.top is not table or not table.model.playing or (
            m.round.turn == 0 and m.phase is Phase.DRAW and not table.flights), frames=3000)
        if app.stack.top is not table or not table.model.playing:
            return False
    return False


def test_a_continued_match_shows_its_melds_in_the_colours_they_had() -> None:
    app = make_app()
    app.store = MatchStore()
    try:
        for seed in range(1, 60):
            app.stack.clear()
            table = _my_turn(app, seed=seed)
            if _play_until_history_shows(app, table):
                break
        else:
            raise AssertionError("no seed where the colours came from the melds' order")
        before = dict(table.model.colours.colours)
        assert len(before) >= 2
        again = _save_quit_and_continue(app, table)
        assert {frozenset(m) for m in again.melds} == set(before)
        assert dict(again.model.colours.colours) == before
    finally:
        app.stack.clear()


def test_a_meld_keeps_its_colour_when_a_lower_one_comes() -> None:
    """The run came first: it stays blue when the threes join it (coloured by their lowest
    card the run went from blue to orange as the threes came)."""
    from ginrummy_desktop.engine import parse_cards

    run, threes = parse_cards("5D 6D 7D 8D"), parse_cards("3S 3D 3C")
    colours = MeldColours()
    colours.update([run])
    colours.update([threes, run])
    assert (colours.of(run), colours.of(threes)) == (0, 1)
