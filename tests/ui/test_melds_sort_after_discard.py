"""Sorted by melds, the hand stays sorted by melds after a discard that changes them. Seen
(German 1280x800, keyboard only): 6♠ 6♦ 6♣ shown as a set beside a loose 5♠ and 7♠; the
6♣ thrown, 5♠ 6♠ 7♠ became the run, but the 6♠ stayed far left and the 5♠ and 7♠ far right
under one meld's colour, with "Sortieren: Kombinationen" lit, through the computer's whole
turn."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, Phase
from ginrummy_desktop.engine.cards import parse_cards
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.model import SortMode

from .helpers import card_center, dealt_match, drag, key, make_app, step, table_for


def _sixes_then_a_run() -> Match:
    return dealt_match("6S 6D 6C AD 2D 3D AS AH 2C 5S", "KS KH QC JD 9C 9H 4H 8D TC TH", "7S")


def _apart(t) -> list[tuple[str, ...]]:  # type: ignore[no-untyped-def]
    """The shown melds whose cards do not lie side by side in the hand."""
    at = {c: i for i, c in enumerate(t.hand)}
    out = []
    for meld in t.melds:
        places = sorted(at[c] for c in meld)
        if places[-1] - places[0] != len(places) - 1:
            out.append(tuple(str(c) for c in meld))
    return out


def test_a_discard_that_makes_a_run_sorts_the_hand_again() -> None:
    app = make_app(size=(1280, 800))
    try:
        t = table_for(app, _sixes_then_a_run())
        m = t.ctrl.match
        assert m.round.turn == 0 and m.phase is Phase.OFFER
        key(app, Command.TAKE)
        step(app, 5)
        assert t.model.sort_mode is SortMode.MELDS
        shown = {tuple(sorted(str(c) for c in meld)) for meld in t.melds}
        assert ("6C", "6D", "6S") in shown  # the set, as the engine breaks the tie
        assert _apart(t) == []
        six = parse_cards("6C")[0]
        drag(app, card_center(t, six), t.layout.discard_rect.center)
        step(app, 5)
        assert [a.text() for a in m.history][:2] == ["take", "discard 6C"]
        shown = {tuple(sorted(str(c) for c in meld)) for meld in t.melds}
        assert ("5S", "6S", "7S") in shown
        assert t.model.sort_mode is SortMode.MELDS
        assert _apart(t) == []
    finally:
        app.stack.clear()


def test_the_hint_does_not_call_a_card_of_a_shown_set_loose() -> None:
    """The same hand: the hint said "Kreuz 6 passt zu keiner deiner Kombinationen; Pik 7
    gehört zu deiner Kombination 5♠ 6♠ 7♠" while the table showed the 6♣ in its set of sixes
    (the set and the run are equally good). It says what holds in either arrangement."""
    from ginrummy_desktop.coach.hint import reason
    from ginrummy_desktop.engine import Action
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.ui.table.hint_words import why_text

    m = _sixes_then_a_run()
    m.apply(Action.take())
    view = m.view(0)
    six, seven = parse_cards("6C 7S")
    why, facts = reason(view, Action.discard(six), Action.discard(seven))
    assert why == "breaks_melded"
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == ("The 7 of spades is in your meld 5♠ 6♠ 7♠; the 6 of "
                                        "clubs only makes an equally good one.")
    with use_localizer(Localizer("de")):
        text = why_text(why, facts)
    assert text == ("Pik 7 gehört zu deiner Kombination 5♠ 6♠ 7♠; mit Kreuz 6 entstünde nur "
                    "eine ebenso gute Kombination.")
