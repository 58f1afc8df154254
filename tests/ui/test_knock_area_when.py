"""The knock area says when a knock is possible while it is not (640x420 German): in the draw
and in the computer's turns it said "Klopfen / Hierher ziehen zum Klopfen" dimmed, which read
as a button that did not work. Now, while no knock is legal, the line under "Knock" is the
condition ("with at most 10 deadwood points"; an Oklahoma round after an ace: "only with Gin
this round"); once a knock is legal it says "Drop here to knock" again."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.table import painter
from ginrummy_desktop.ui.table.knock_area import (
    GIN_HERE,
    KNOCK_GIN_ALWAYS,
    KNOCK_GIN_ONLY,
    KNOCK_HERE,
    KNOCK_WHEN,
)

from .helpers import find_match, make_app, step, table_for
from .test_hollywood_sheet import _drawn


def _area_text(monkeypatch: pytest.MonkeyPatch, app: Any, table: Any) -> str:
    """The words drawn inside the knock area (its wrapped lines joined)."""
    seen = _drawn(monkeypatch, painter)
    step(app)
    r = table.layout.knock_rect
    texts = [t for t, _c, rect in seen if r.contains(rect)]
    texts.remove(str(T.KNOCK))  # the area's word ("Klopfen" may end the line below too)
    return " ".join(texts)


def _to_draw(m: Any) -> bool:
    return m.round.phase is Phase.DRAW and m.round.turn == 0 and len(m.round.moves) >= 2


def _knock_legal(m: Any) -> bool:
    return m.round.turn == 0 and any(a.kind is Kind.KNOCK for a in m.legal_actions())


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_area_says_when_a_knock_is_possible(monkeypatch: pytest.MonkeyPatch,
                                                size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        table = table_for(app, find_match(_to_draw))
        text = _area_text(monkeypatch, app, table)
        assert text == KNOCK_WHEN(10), text
        assert str(KNOCK_HERE) not in text
        table = table_for(app, find_match(_knock_legal))
        assert _area_text(monkeypatch, app, table) == str(KNOCK_HERE)
    finally:
        app.stack.clear()
        set_localizer(previous)


def test_the_words_in_german() -> None:
    previous = set_localizer(Localizer("de"))
    try:
        assert KNOCK_WHEN(10) == "mit höchstens 10 Restpunkten"
        assert KNOCK_WHEN(1) == "mit höchstens 1 Restpunkt"
        assert str(KNOCK_GIN_ONLY) == "diese Runde nur mit Gin"
        assert str(KNOCK_GIN_ALWAYS) == "nur mit Gin"
    finally:
        set_localizer(previous)


def test_an_oklahoma_round_after_an_ace_says_only_gin(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=(800, 520))
    try:
        m = find_match(lambda m: _to_draw(m) and m.round.upcard is not None
                       and m.view(0).knock_limit == 0, rules="oklahoma", seeds=range(1, 2000))
        table = table_for(app, m)
        assert _area_text(monkeypatch, app, table) == str(KNOCK_GIN_ONLY)
        limited = find_match(lambda m: _to_draw(m) and m.view(0).knock_limit not in (0, 10),
                             rules="oklahoma")
        table = table_for(app, limited)
        n = limited.view(0).knock_limit
        assert _area_text(monkeypatch, app, table) == KNOCK_WHEN(n)
    finally:
        app.stack.clear()


def test_rules_of_gin_only_say_so_without_this_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """Custom rules with knock limit 0 (only Gin ends a round): the area said "only with Gin
    this round" (1280x800 German, 'classic,knock_limit=0'), as if the next round might
    differ; it says "only with Gin"."""
    from ginrummy_desktop.engine import Match, RuleSet

    from .helpers import StandInOpponent

    app = make_app(size=(800, 520))
    try:
        m = Match(RuleSet.parse("classic,knock_limit=0"), 5)
        bot = StandInOpponent()
        while not _to_draw(m):
            m.apply(bot.choose(m.view(m.round.turn)))
        table = table_for(app, m)
        assert _area_text(monkeypatch, app, table) == str(KNOCK_GIN_ALWAYS)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_knock_with_gin_only_says_gin(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Where the knock limit is 0 a knock is Gin: the area said "Knock - Drop here to knock"
    when the player could go Gin (900x1200 German, 'classic,target=10,knock_limit=0'), and
    the drop asked "Go Gin with the 6 of clubs?". It says "Drop here to go Gin"."""
    from ginrummy_desktop.engine import Match, RuleSet

    from .helpers import StandInOpponent

    previous = set_localizer(Localizer(lang))
    app = make_app(size=(800, 520))
    try:
        assert str(GIN_HERE) == {"de": "Für Gin hierher ziehen",
                                         "en": "Drop here to go Gin"}[lang]
        m = Match(RuleSet.parse("classic,knock_limit=0"), 1)
        bot = StandInOpponent()
        while not _knock_legal(m):  # the stand-ins play until the player may go Gin
            m.apply(bot.choose(m.view(m.round.turn)))
        table = table_for(app, m)
        assert _area_text(monkeypatch, app, table) == str(GIN_HERE)
    finally:
        app.stack.clear()
        set_localizer(previous)



@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_only_gin_knocks_the_area_says_gin(monkeypatch: pytest.MonkeyPatch,
                                                lang: str) -> None:
    """With every knock open a Gin (four kings, four queens and three tens after taking the
    upcard: a ten thrown leaves 20), the area said "Zum Klopfen hierher ziehen" under the
    classic knock limit; it says "Für Gin hierher ziehen". Where some knock leaves deadwood
    (the 2 of clubs thrown from A-5 of clubs leaves the ace: 1 point) it says "Drop here to
    knock"."""
    from ginrummy_desktop.engine import Action

    from .helpers import dealt_match

    previous = set_localizer(Localizer(lang))
    app = make_app(size=(800, 520))
    try:
        m = dealt_match("KS KH KD KC QS QH QD QC TS TH", "2S 3S 4S 5S 6S 2H 3H 4H 5H 6H", "TD")
        m.apply(Action.take())
        table = table_for(app, m)
        assert _area_text(monkeypatch, app, table) == str(GIN_HERE)
        m = dealt_match("KS KH KD QS QH QD 5C 4C 2C AC", "2S 3S 4S 5S 6S 2H 3H 4H 5H 6H", "3C")
        m.apply(Action.take())
        assert any(a.kind is Kind.KNOCK for a in m.legal_actions())
        table = table_for(app, m)
        assert _area_text(monkeypatch, app, table) == str(KNOCK_HERE)
    finally:
        app.stack.clear()
        set_localizer(previous)
