"""The computer's log names what it laid off when it was done: "The computer is done laying
off." stood there when it had laid off the jack of hearts with it, and when it had laid off
nothing (German 1280x800, the finished table: „Der Computer ist fertig mit dem Anlegen."
over "Angelegt: nichts" on the board). The table passes the cards laid off of the round it
shows ended (``painter``: ``ctrl.last_result``, where the player knocked)."""

from __future__ import annotations

from ginrummy_desktop.engine import Action, Match
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.move_words import opponent_log

from .helpers import dealt_match


def _knocked(computer: str) -> Match:
    """The player takes the upcard 3♦ and knocks with the K♠ (3♠ 3♦ 3♣ and 7♥-J♥ laid
    down, 2♣ 4♣ loose); the computer, holding ``computer``, is done at once."""
    m = dealt_match("2C 3C 4C 3S 7H 8H 9H TH JH KS", computer, "3D")
    for action in ("take", "knock KS", "done"):
        m.apply(Action.parse(action))
    return m


def _log(m: Match, lang: str, compact: bool = False) -> list[str]:
    view = m.ended_view(0)
    assert view is not None
    laid = [c for c, _meld in m.results[-1].layoffs]
    with use_localizer(Localizer(lang)):
        return opponent_log(view, 4, compact=compact, laid=laid)


def test_done_names_the_cards_laid_off() -> None:
    m = _knocked("KH QC JD 9C 4H 8D TC 6D 6H 5S")  # the 6♥ fits 7♥-J♥
    # one card by its full name, as the log's other lines name theirs ("Der Computer hat 6♥
    # angelegt" stood under "Der Computer hat Herz 10 abgelegt.", German 1920x1080)
    assert _log(m, "en") == ["The computer laid off the 6 of hearts and is done laying off."]
    assert _log(m, "de") == \
        ["Der Computer hat Herz 6 angelegt und ist fertig mit dem Anlegen."]
    assert _log(m, "en", compact=True) == ["Laid off: 6♥"]  # the small window's short words


def test_done_names_several_cards_short() -> None:
    m = _knocked("2D QC JD 9C 4H 8D TC 6D 6H QH")  # 6♥ and Q♥ both fit 7♥-J♥
    assert _log(m, "en") == ["The computer laid off 6♥ Q♥ and is done laying off."]
    assert _log(m, "de") == ["Der Computer hat 6♥ D♥ angelegt und ist fertig mit dem Anlegen."]


def test_done_with_nothing_laid_off_says_so() -> None:
    m = _knocked("KH QC JD 9C 4H 8D TC 6D 7D 5S")
    assert _log(m, "en") == ["The computer laid off nothing."]
    assert _log(m, "de") == ["Der Computer hat nichts angelegt."]
    assert _log(m, "de", compact=True) == ["Nichts angelegt"]
    with use_localizer(Localizer("en")):  # mid-round (no result given): as before
        assert opponent_log(m.ended_view(0), 4) == ["The computer is done laying off."]
