"""The lay-off review's deadwood lines stand under the loose cards they count.

Centred in the panel, the computer's "Deadwood: 5" stood under the red bar of its second
meld (1920x1080, the computer's 5-6-7-8 and 10-J-Q of clubs, loose A-2 of spades and 2 of
clubs) and read as that meld's count."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.engine.melds import best_arrangement_mask
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import review_paint

from .helpers import make_app
from .test_hollywood_sheet import _drawn
from .test_review_drag import _review

SIZES = [(640, 420), (800, 520), (1280, 800), (1920, 1080)]


def _knocker_has_two_melds_and_loose_cards(m: Any) -> bool:
    if m.phase is not Phase.LAYOFF or m.round.turn != 0:
        return False
    theirs = best_arrangement_mask(m.round.hands[1])
    mine = m.view(0).layoff.defender_loose or ()
    return len(theirs.melds) >= 2 and bool(theirs.deadwood) and bool(mine)


def _loose_span(review: Any, seat: int) -> tuple[int, int]:
    if seat == review.knocker():
        groups = review.knocker_groups()
        places = review.group_positions(groups, review.seat_top(seat))
    else:
        groups, places = review.defender_row()
    ps = [ps for (_cards, idx), ps in zip(groups, places, strict=True) if idx is None][-1]
    return ps[0][0], ps[-1][0] + review.card_size()[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_deadwood_line_stands_under_the_loose_cards(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        review, _m = _review(app, _knocker_has_two_melds_and_loose_cards)
        seen = _drawn(monkeypatch, review_paint)
        review.draw(app.screen)
        panel = review.panel()
        for seat in (0, 1):
            line = review.painter._deadwood(seat)
            assert line is not None
            rect = next(r for text, _c, r in seen if text == line)
            left, right = _loose_span(review, seat)
            assert panel.x < rect.left and rect.right < panel.right, (seat, rect, panel)
            # centred under the loose cards, unless that would push it over the panel's edge
            middle = (left + right) // 2
            lo, hi = panel.x + 20 + rect.width // 2, panel.right - 20 - rect.width // 2
            assert abs(rect.centerx - max(lo, min(middle, hi))) <= 1, (seat, line, rect, middle)
    finally:
        set_localizer(previous)
        app.stack.clear()


def _everything_laid_off() -> Any:
    """The round seen in a real window: the computer knocks with 5 (9-9-9-9, 2-3-4 of
    spades, loose A-A-3), the player's one loose card (the ace of spades) laid off."""
    from ginrummy_desktop.engine import Match, RuleSet
    from ginrummy_desktop.engine.cards import ALL_CARDS, parse_cards

    computer = parse_cards("9S 9H 9D 9C 2S 3S 4S AH AC 3C")
    player = parse_cards("JS JH JC KS KH KC 6S 7S 8S AS")
    head = [c for pair in zip(computer, player, strict=True) for c in pair]
    head += parse_cards("QD 5D")  # the upcard, the stock's top
    deck = head + [c for c in ALL_CARDS if c not in head]
    m = Match(RuleSet.preset("classic"), 1, decks=[deck], first_dealer=0)
    for action in ("pass", "pass", "draw", "knock 5D", "layoff AS 1"):
        m.apply(action)
    assert m.phase is Phase.LAYOFF and not m.view(0).layoff.defender_loose
    return m


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_with_no_loose_cards_the_line_stands_right_of_the_melds(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    """Every loose card laid off: "Restpunkte: 0" stood centred under the middle of three
    melds (1920x1080 German, seen in a real window) and read as that meld's count. It stands
    right of the last meld, where the loose cards lay."""
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

    from .helpers import step, step_until, table_for

    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        table_for(app, _everything_laid_off())
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        review = app.stack.top
        assert isinstance(review, LayoffReviewScene)
        step_until(app, lambda: review.show.intro_over)
        step(app)
        seen = _drawn(monkeypatch, review_paint)
        review.draw(app.screen)
        line = review.painter._deadwood(0)
        assert line is not None and line.endswith(": 0"), line
        rect = next(r for text, _c, r in seen if text == line)
        groups, places = review.defender_row()
        assert all(idx is not None for _cards, idx in groups)  # melds only
        right = max(p[0] for ps in places for p in ps) + review.card_size()[0]
        assert rect.left > right, (rect, right)
        assert rect.right < review.panel().right
    finally:
        set_localizer(previous)
        app.stack.clear()
