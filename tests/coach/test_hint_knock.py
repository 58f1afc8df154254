"""The hint says what knocking would be worth where it says to discard though a knock is legal
and neither it nor the next best is a knock. In a real window (classic, 8 deadwood, the knock
area lit) the hint said "Discard the 6 of clubs ... keeps the 2s together" and nothing of the
knock, and a new player asked why not knock. Positions: Strong against Strong, classic, seat
0 to discard."""

from __future__ import annotations

from ginrummy_desktop.coach.hint import Hint, hint
from ginrummy_desktop.coach.judge import fresh_difference
from ginrummy_desktop.engine import Action, Card, Kind, Match, RuleSet, SeatView
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import hint_lines, knock_line

from .replay import played

SEED_4 = ("pass pass draw discard QH pick discard TH draw discard 9S pick discard KD draw "
          "discard 8H draw discard KC draw discard 8D draw discard JH draw discard KH draw "
          "discard TD draw discard 7C draw discard JC draw discard 6C draw discard 6D draw "
          "discard 7H draw discard 5C draw discard 6H draw")


def _view() -> SeatView:
    view = played("classic", 4, SEED_4).view(0)
    assert view.my_turn and any(a.kind is Kind.KNOCK for a in view.legal_actions())
    return view


def test_a_discard_hint_names_what_the_knock_it_passes_over_is_worth() -> None:
    view = _view()
    h = hint(view)
    assert h.best.kind is Kind.DISCARD and h.second is not None
    assert h.second.kind is Kind.DISCARD
    # the knock leaving the least deadwood, read on as many deals as the leader
    knocks = [a for a in view.legal_actions() if a.kind is Kind.KNOCK]
    least = min(deadwood_of(view.hand_mask ^ a.card.bit) for a in knocks if a.card)
    assert h.knock in knocks and h.knock.card is not None
    left = deadwood_of(view.hand_mask ^ h.knock.card.bit)
    assert left == least == 10
    assert h.samples[h.knock] >= h.samples[h.best] > 100
    assert h.knock_gap > 2 * h.knock_se > 0 and not h.knock_close
    # what it says agrees with a reading on fresh deals: the knock is clearly worse there too
    fresh, se = fresh_difference(view, "other", h.best, h.knock)
    assert fresh > 2 * se, (fresh, se)
    assert abs(fresh - h.knock_gap) < 3 * (se + h.knock_se)
    # and the values the review would give agree with it
    assert abs((h.values[h.best] - h.values[h.knock]) - h.knock_gap) < 1e-9
    points = f"{h.knock_gap:.1f}"
    with use_localizer(Localizer("en")):
        lines = hint_lines(h, view.hand_mask, view.discard_top)
        assert lines[2].startswith(
            f"Knocking now with 10 deadwood would be worth {points} points less. It was ")
        assert len(hint_lines(h, view.hand_mask, view.discard_top, knock=False)) == 2
    with use_localizer(Localizer("de")):
        lines = hint_lines(h, view.hand_mask, view.discard_top)
        german = points.replace(".", ",")
        assert lines[2].startswith(
            f"Jetzt mit 10 Restpunkten zu klopfen wäre {german} Punkte weniger wert. Der ")


def test_no_knock_line_where_the_next_best_is_the_knock_or_none_is_legal() -> None:
    m = Match(RuleSet.preset("classic"), 4)
    h = hint(m.view(m.turn))  # the upcard's offer: no knock there
    assert h.knock is None and len(hint_lines(h, m.view(m.turn).hand_mask)) == 2
    view = _view()
    card = Card.parse("5D")
    knock = Action.knock(card)
    assert knock in view.legal_actions()
    said = Hint(Action.discard(card), knock, 3.0, {}, {}, "play_on", {"n": 10})
    assert knock_line(said, view.hand_mask) is None


def test_the_line_says_about_as_much_within_the_noise_and_gin_by_its_name() -> None:
    view = _view()
    card = Card.parse("5D")
    close = Hint(Action.discard(Card.parse("9H")), Action.discard(card), 2.0, {}, {}, "least",
                 {"n": 10, "card": card}, 0.5, Action.knock(card), 0.8, 1.0)
    assert close.knock_close
    with use_localizer(Localizer("en")):
        assert knock_line(close, view.hand_mask) == (
            "Knocking now with 10 deadwood would be worth about as much.")
    with use_localizer(Localizer("de")):
        assert knock_line(close, view.hand_mask) == (
            "Jetzt mit 10 Restpunkten zu klopfen wäre etwa gleich viel wert.")
    # a knock leaving nothing is Gin; one deadwood point is counted in the singular
    melds = [Card.parse(c) for c in "2S 3S 4S 5H 5D 5C 9C TC JC QC".split()]
    king = Card.parse("KD")
    hand = sum(c.bit for c in melds) | king.bit
    gin = Hint(Action.discard(Card.parse("9C")), None, 0.0, {}, {}, "loose", {"card": king},
               0.0, Action.knock(king), 4.0, 0.5)
    one = Hint(gin.best, None, 0.0, {}, {}, "loose", {"card": king}, 0.0,
               Action.knock(king), 12.5, 0.5)
    ace = Card.parse("AH").bit
    with use_localizer(Localizer("en")):
        assert knock_line(gin, hand) == "Going Gin now would be worth 4.0 points less."
        assert knock_line(one, hand | ace) == (
            "Knocking now with 1 deadwood would be worth 12.5 points less.")
    with use_localizer(Localizer("de")):
        assert knock_line(gin, hand) == "Jetzt Gin zu machen wäre 4,0 Punkte weniger wert."
        assert knock_line(one, hand | ace) == (
            "Jetzt mit 1 Restpunkt zu klopfen wäre 12,5 Punkte weniger wert.")
