"""The knock question says how the melds will be laid down where that is not how the table
groups the hand. Seen (German 1280x800): the hand shown with the run 2♣ 3♣ 4♣ and a loose
3♠ and 3♦; the knock laid down 3♠ 3♦ 3♣ instead (as good, and fewer cards unseen fit it),
the computer laid off the 3♥ and undercut, and the question had said only "Deine
Restpunkte: 9"."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy_desktop.engine import Match, Phase
from ginrummy_desktop.engine.cards import parse_cards
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene

from .helpers import card_center, dealt_match, drag, key, make_app, step, table_for


def _run_shown_set_laid() -> Match:
    return dealt_match("2C 3C 4C 3S 7H 8H 9H TH JH KS", "KH QC JD 9C 4H 8D TC 6D 6H 5S", "3D")


def _four_card_melds() -> Match:
    return dealt_match("2C 3C 4C 5C 7H 8H 9H TH 2S 3S", "KH QC JD 9C 4H 8D TC 6D 6H 5S", "AD")


def _question(lang: str, card: str, deal: Callable[[], Match] = _run_shown_set_laid) -> str:
    """The knock question after taking the upcard of ``deal`` and dropping ``card`` on the
    knock area."""
    with use_localizer(Localizer(lang)):
        app = make_app(size=(1280, 800))
        try:
            t = table_for(app, deal())
            assert t.ctrl.match.phase is Phase.OFFER
            key(app, Command.TAKE)
            step(app, 5)
            if deal is _run_shown_set_laid:
                shown = {tuple(sorted(str(c) for c in m)) for m in t.melds}
                assert ("2C", "3C", "4C") in shown  # as before the 3♦ came
            drag(app, card_center(t, parse_cards(card)[0]), t.layout.knock_rect.center)
            top = app.stack.top
            assert isinstance(top, ConfirmScene)
            return str(top.text)
        finally:
            app.stack.clear()


def test_the_knock_question_says_the_set_is_laid_down() -> None:
    assert _question("en", "KS") == ("Knock with the king of spades? Your deadwood: 6\n"
                                     "Laid down as: 3♠ 3♦ 3♣ · 7♥ 8♥ 9♥ 10♥ J♥")
    assert _question("de", "KS").endswith("\nSo ausgelegt: 3♠ 3♦ 3♣ · 7♥ 8♥ 9♥ 10♥ B♥")


def test_a_knock_with_the_end_of_a_shown_run_says_nothing_more() -> None:
    # seen: knocking with the 4th card of a shown run said "Laid down as:" the same melds less
    # that card, as if they were grouped otherwise
    assert _question("en", "TH", _four_card_melds) == ("Knock with the 10 of hearts? Your "
                                                       "deadwood: 6")
    assert _question("en", "5C", _four_card_melds) == ("Knock with the 5 of clubs? Your "
                                                       "deadwood: 6")
