"""Two best actions within the noise but a point or more apart: the hint says the best is
"likely worth about N points more", not "about as good".

German 1024x700, Short, round 4's upcard: "Tipp: Herz 2 nehmen - etwa so gut wie der
nächstbeste Zug: passen" (2.25 points ahead, standard error 1.29); the player passed, and the
round's review found passing 6.7 points worse (3.9 +- 1.1 on 2,048 fresh deals)."""

from __future__ import annotations

from dataclasses import replace

from ginrummy_desktop.coach.hint import CLOSE, LEAN, hint
from ginrummy_desktop.engine import Action, Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.table.hint_words import hint_lines

HISTORY = """pass pass draw discard_QC draw discard_6H draw discard_TD draw discard_9C pick
discard_JD draw discard_7D draw discard_9S pick discard_4C draw discard_6C draw discard_9S
draw discard_5C draw discard_JC pick discard_4D pick discard_5H draw discard_6S draw knock_QD
done take discard_JD draw discard_QC draw discard_2C pick discard_JS draw discard_TC draw
discard_8S draw discard_KC draw discard_5D draw discard_8D pick discard_TH draw discard_TS
draw discard_KS draw discard_9H pick discard_8D draw discard_QD draw discard_8H draw
discard_KD draw discard_7D pick discard_9S pick knock_5S done pass take discard_QC draw
discard_JS draw discard_TC draw discard_QH draw discard_JH draw discard_8C pick discard_9C
pick discard_JD draw discard_9D pick discard_3C pick knock_7H done"""


def _upcard_of_round_4() -> Match:
    m = Match(RuleSet.preset("short"), 197602442)
    for text in HISTORY.split():
        m.apply(Action.parse(text.replace("_", " ")))
    assert m.round_number == 4 and m.view(0).my_turn
    return m


def test_the_upcard_worth_two_points_more_is_likely_better_not_about_the_same() -> None:
    view = _upcard_of_round_4().view(0)
    h = hint(view)
    assert h.best == Action.take() and h.second == Action.pass_()
    assert h.close and h.gain >= LEAN and h.leaning  # within the noise, yet two points
    assert h.why == "take_lower"  # the reason for a clear best ("lowers 68 to 60"), not
    # "taking it or leaving it comes to about the same"
    first = hint_lines(h, view.hand_mask, view.discard_top)[0]
    assert first.startswith("Hint: Take the 2 of hearts \u2013 likely worth about "), first
    assert first.endswith("points more than the next best: pass"), first
    with use_localizer(Localizer("de")):
        first = hint_lines(h, view.hand_mask, view.discard_top)[0]
        assert "vermutlich " in first and "etwa so gut" not in first, first
        brief = hint_lines(h, view.hand_mask, view.discard_top, brief=True)[0]
        assert brief.endswith("Punkte mehr wert"), brief


def test_below_a_point_the_two_stay_about_the_same() -> None:
    view = _upcard_of_round_4().view(0)
    h = replace(hint(view), gain=(CLOSE + LEAN) / 2)
    assert h.close and not h.leaning
    first = hint_lines(h, view.hand_mask, view.discard_top)[0]
    assert "about as good as the next best: pass" in first, first
