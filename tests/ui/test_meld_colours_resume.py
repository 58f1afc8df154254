"""The meld bars' colours are a function of the melds (the lowest card first), not of the
order the melds came in: after a saved match was continued mid-round (the game killed, then
Continue) the bars came back in other colours than the player had seen."""

from __future__ import annotations

from ginrummy_desktop.engine import parse_cards
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.table.meld_colours import MeldColours, follow

from .helpers import make_app, step_until
from .test_resume_hand import _my_turn, _save_quit_and_continue


def test_the_same_melds_have_the_same_colours_whatever_came_first() -> None:
    kings, run, sevens = (parse_cards(s) for s in ("KS KH KD", "5S 6S 7S", "7H 7D 7C"))
    played = MeldColours()
    played.update([kings])  # the kings first, then a run and sevens under them
    played.update([kings, run])
    played.update([sevens, kings, run])
    resumed = MeldColours()  # a table built afresh on the same hand
    resumed.update([run, kings, sevens])
    melds = (run, sevens, kings)
    assert [played.of(m) for m in melds] == [resumed.of(m) for m in melds] == [0, 1, 2]


def test_the_review_still_follows_the_tables_colours() -> None:
    run, sevens = parse_cards("5S 6S 7S"), parse_cards("7H 7D 7C")
    assert follow({frozenset(run): 1, frozenset(sevens): 0}, [run, sevens]) == [1, 0]


def test_a_continued_match_shows_its_melds_in_the_colours_they_had() -> None:
    app = make_app()
    app.store = MatchStore()
    try:
        table = _my_turn(app, seed=13)
        step_until(app, lambda: len(table.melds) >= 1, frames=10)
        before = dict(table.model.colours.colours)
        assert before and set(before) == {frozenset(m) for m in table.melds}
        again = _save_quit_and_continue(app, table)
        assert dict(again.model.colours.colours) == before
    finally:
        app.stack.clear()
