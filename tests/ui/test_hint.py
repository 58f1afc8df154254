"""The coach's hint on the table, driven by real key and mouse events."""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ginrummy_desktop.coach.hint import hint, reason, searchable
from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n.lazy import LazyPlural
from ginrummy_desktop.ui.controller import HUMAN, MatchController
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.table.hint_words import DO, WHY, hint_lines, why_text

from .helpers import StandInOpponent, click, find_match, key, make_app, step


class SyncExecutor(cf.Executor):
    """Runs each job at once, on the caller's thread (the tests' stand-in for the worker)."""

    def __init__(self) -> None:
        self.jobs: list[str] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        self.jobs.append(getattr(fn, "__name__", "?"))
        f: cf.Future[Any] = cf.Future()
        f.set_result(fn(*args, **kwargs))
        return f


class GatedExecutor(cf.Executor):
    """Holds every job until ``release()``: the answer is still being computed."""

    def __init__(self) -> None:
        self.held: list[tuple[cf.Future[Any], Callable[..., Any], tuple[Any, ...]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        f: cf.Future[Any] = cf.Future()
        self.held.append((f, fn, args))
        return f

    def release(self) -> None:
        for f, fn, args in self.held:
            if not f.cancelled():
                f.set_result(fn(*args))
        self.held = []


def _my_discard(m: Match) -> bool:
    v = m.view(HUMAN)
    return v.my_turn and v.phase is Phase.DISCARD and len(v.legal_actions()) > 2


def _table(app: Any, match: Match, executor: cf.Executor) -> Any:
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    ctrl = MatchController(match, StandInOpponent(), executor=executor)
    app.stack.clear(MenuScene(app))
    table = TableScene(app, ctrl)
    app.push(table)
    step(app)
    return table


def test_h_shows_the_best_action_and_why_and_the_box_goes_once_played() -> None:
    app = make_app()
    ex = SyncExecutor()
    t = _table(app, find_match(_my_discard), ex)
    assert t.buttons["hint"].active
    key(app, Command.HINT)
    step(app)
    h = t.hint.result
    assert h is not None and ex.jobs == ["hint"]
    legal = t.view.legal_actions()
    assert h.best in legal and h.second in legal and h.gain >= 0
    assert h.values[h.best] == max(h.values.values())
    lines = hint_lines(h, t.view.hand_mask)
    assert lines[0].startswith("Hint: ") and lines[1]
    before = pygame.Surface(app.size)
    t.hint.result = None
    t.draw(before)
    t.hint.result = h
    after = pygame.Surface(app.size)
    t.draw(after)
    assert t.hint.target() is not None
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    # H again for the same position: no second search
    key(app, Command.HINT)
    assert ex.jobs == ["hint"]
    # play the hinted discard with the keyboard: the hint is gone
    assert h.best.kind in (Kind.DISCARD, Kind.KNOCK)
    if h.best.kind is Kind.DISCARD:
        from ginrummy_desktop.ui.table.pointer import discard

        discard(t, h.best.card)
    else:
        t.play(h.best)
    step(app)
    assert t.hint.result is None and t.hint.pending is None


def test_the_hint_button_asks_too_and_the_table_stays_responsive_meanwhile() -> None:
    app = make_app()
    ex = GatedExecutor()
    t = _table(app, find_match(_my_discard), ex)
    click(app, t.buttons["hint"].rect.center)
    assert t.hint.pending is not None and t.busy
    order = list(t.hand)
    key(app, Command.SORT)  # the table still takes keys while the search runs
    step(app, 5)
    assert t.hint.pending is not None and t.hint.result is None
    assert t.sort_mode is not None and sorted(order, key=str) == sorted(t.hand, key=str)
    surf = pygame.Surface(app.size)
    t.draw(surf)  # "Looking for the best move..." is drawn meanwhile
    ex.release()
    step(app)
    assert t.hint.pending is None and t.hint.result is not None


def test_the_setting_hides_the_hint() -> None:
    app = make_app()
    app.settings.show_hints = False
    ex = SyncExecutor()
    t = _table(app, find_match(_my_discard), ex)
    step(app)
    assert not t.buttons["hint"].visible
    key(app, Command.HINT)
    step(app)
    assert ex.jobs == [] and t.hint.result is None
    # H says why nothing came (it said nothing; English 1280x720)
    assert t.message is not None and t.message.text == "Hints are switched off in the settings."


def test_no_hint_when_it_is_not_the_players_choice() -> None:
    app = make_app()
    ex = SyncExecutor()
    m = find_match(lambda m: m.round.turn != HUMAN)
    t = _table(app, m, ex)
    assert not t.buttons["hint"].active  # it stands there, flat
    key(app, Command.HINT)
    assert "hint" not in ex.jobs and t.message is not None


def test_hint_in_german() -> None:
    m = find_match(_my_discard)
    v = m.view(HUMAN)
    h = hint(v, playouts=200)
    previous = set_localizer(Localizer("de"))
    try:
        lines = hint_lines(h, v.hand_mask)
        assert lines[0].startswith("Tipp: ")
        for key_, text in [*WHY.items(), *DO.items()]:  # every reason and action has German
            if isinstance(text, LazyPlural):  # counted: "1 Restpunkt", "5 Restpunkte"
                assert text.template(1) != text.singular and text.template(5) != text.plural
            else:
                assert str(text) != text.msgid, key_
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("seed", range(1, 6))
def test_hints_over_a_round_are_sound(seed: int) -> None:
    """Every hint's best is legal and has the highest value; the reason has a sentence."""
    m = Match(m_rules(), seed)
    bot = StandInOpponent()
    seen = 0
    while not m.is_over and m.round_number == 1 and seen < 4:
        v = m.view(m.round.turn)
        if v.seat == HUMAN and searchable(v):
            h = hint(v, playouts=160)
            assert h.best in v.legal_actions() and h.gain >= 0
            assert h.values[h.best] == max(h.values.values())
            why, facts = reason(v, h.best, h.second, h.close and not h.leaning)
            assert why in WHY and (why, facts) == (h.why, h.facts)
            seen += 1
        m.apply(bot.choose(v))
    assert seen


def m_rules() -> Any:
    from ginrummy_desktop.engine import RuleSet

    return RuleSet.preset("classic")


def test_take_meld_reason() -> None:
    """The upcard that completes a meld is named as the reason to take it."""
    m = find_match(lambda m: (m.view(HUMAN).my_turn and m.view(HUMAN).phase is Phase.DRAW
                              and Action.draw_discard() in m.view(HUMAN).legal_actions()
                              and _melds_with_top(m)))
    v = m.view(HUMAN)
    why, facts = reason(v, Action.draw_discard(), Action.draw_stock())
    assert why == "take_meld" and facts["card"] == v.discard_top


def _melds_with_top(m: Match) -> bool:
    from ginrummy_desktop.engine.melds import best_arrangement_mask, meld_layoff_mask

    v = m.view(HUMAN)
    top = v.discard_top
    if top is None:
        return False
    arr = best_arrangement_mask(v.hand_mask | top.bit)
    own = best_arrangement_mask(v.hand_mask).meld_masks
    return any(mm & top.bit for mm in arr.meld_masks) and \
        not any(meld_layoff_mask(mm) & top.bit for mm in own)  # a new meld, not a longer one


LONG_DE = ["Tipp: Karo 4 ablegen \u2013 2,3 Punkte mehr wert als der n\u00e4chstbeste Zug: "
           "Karo 3 ablegen",
           "H\u00e4lt Karo 3 und Kreuz 3 zusammen: Eine Karte macht daraus eine Kombination."]


@pytest.mark.parametrize("size", [(800, 520), (1280, 800), (1920, 1080)])
def test_the_hint_box_keeps_off_the_pile_labels_where_there_is_room(
        size: tuple[int, int]) -> None:
    """Seen at 1920x1080 in German: the box was capped at 48 characters' width, wrapped the
    long first line and, two lines high, went over the piles and hid their labels. It is as
    wide as its text needs now (within the table), and sits between the piles' labels and
    the hand wherever the window is large enough; it always stays inside the window."""
    from ginrummy_desktop.ui.layout import font_px

    app = make_app(size=size)
    t = _table(app, find_match(_my_discard), SyncExecutor())
    box, wrapped, _px, _step = t.hint.box(LONG_DE)
    lay = t.layout
    assert pygame.Rect((0, 0), size).contains(box)
    assert box.width <= lay.w - 4 * lay.margin
    labels_bottom = max(lay.stock_rect.bottom, lay.discard_rect.bottom) + int(
        font_px(lay.size, 14) * 1.5)
    if size[0] >= 1280:
        assert len(wrapped) == 2, wrapped
        assert box.top >= labels_bottom and box.bottom <= lay.player_top
    short = t.hint.box(["Hint: pass", "Nothing to choose."])[0]
    assert short.width < box.width  # as wide as the text needs


def _offer(hand: str, top: str) -> Any:
    from ginrummy_desktop.engine import SeatView

    return SeatView.from_data({"seat": 0, "phase": "offer", "turn": 0, "dealer": 1,
                               "hand": hand, "discard_pile": top})


def test_a_take_that_does_not_lower_the_deadwood_is_not_said_to() -> None:
    """Seen in a real window: "The jack of clubs lowers your deadwood from 51 to 51." Taking
    the J♣ to J♥ Q♥ K♥ A♥ 6♦ 7♣ 8♠ 9♠ 10♦ 10♣ leaves 51 at best; it goes with the 10♣."""
    v = _offer("JH QH KH AH 6D 7C 8S 9S TD TC", "JC")
    why, facts = reason(v, Action.take(), Action.pass_())
    assert why == "take_pair" and str(facts["other"]) == "TC"
    with_text = why_text(why, facts)
    assert "10 of clubs" in with_text and "lowers" not in with_text
    # nothing to pair with and nothing lower: the plain reason
    v = _offer("AH 2H 3H 5S 6S 7S 9D 9C 9S KC", "QD")
    why, facts = reason(v, Action.take(), Action.pass_())
    assert why == "take_other"


def test_a_take_is_not_said_to_go_with_a_card_of_its_rank_that_may_go_next() -> None:
    """German 1024x768, classic: "Kreuz 10 passt zu deiner Karte Karo 10", and the next hint
    threw the 10 of diamonds. Of a pair of one rank either may go; the 10 of clubs is kept for
    the 8 of clubs (of 5-6-7-8 of clubs and a set of eights) and the 9 between them."""
    v = _offer("6S 8S 7H 8H 7D TD 5C 6C 7C 8C", "TC")
    why, facts = reason(v, Action.take(), Action.pass_())
    assert why == "take_gap" and str(facts["gap"]) == "9C", (why, facts)
    assert [str(c) for c in facts["meld"]] == ["8C"]
    assert why_text(why, facts) == \
        "With the 9 of clubs, the 10 of clubs would make a meld with your 8\u2663."
    previous = set_localizer(Localizer("de"))
    try:
        assert why_text(why, facts) == \
            "Mit Kreuz 9 ergäbe Kreuz 10 zusammen mit 8\u2663 aus deiner Hand eine Kombination."
    finally:
        set_localizer(previous)
    # a partner of another rank is still the reason (the jack of clubs with the 10 of clubs)
    v = _offer("JH QH KH AH 6D 7C 8S 9S TD TC", "JC")
    assert reason(v, Action.take(), Action.pass_())[0] == "take_pair"


def test_a_card_that_lengthens_a_meld_is_said_to() -> None:
    """Seen in a real window (800x520, With bonuses, Master): the 9 of hearts on the pile
    beside 6-7-8 of hearts in the hand, "The 9 of hearts makes a meld with your cards": the
    meld was there already. A card that goes onto a meld of the hand names that meld; one
    that makes a new meld still says so."""
    v = _offer("6H 7H 8H AD 2H 3D 4H 6C 7C QD", "9H")
    why, facts = reason(v, Action.take(), Action.pass_())
    assert why == "take_adds" and [str(c) for c in facts["meld"]] == ["6H", "7H", "8H"]
    assert why_text(why, facts) == "The 9 of hearts adds to your meld 6\u2665 7\u2665 8\u2665."
    previous = set_localizer(Localizer("de"))
    try:
        assert why_text(why, facts) == \
            "Herz 9 erweitert deine Kombination 6\u2665 7\u2665 8\u2665."
    finally:
        set_localizer(previous)
    v = _offer("6H 7H AD 2H 3D 4H 6C 7C QD KS", "8H")  # 6-7 of hearts: a new meld
    assert reason(v, Action.take(), Action.pass_())[0] == "take_meld"
    v = _offer("6H 6D 6C AD 2H 3D 4H 7C QD KS", "6S")  # the fourth six
    assert reason(v, Action.take(), Action.pass_())[0] == "take_adds"


def test_a_discard_named_against_a_meld_card_says_so() -> None:
    """Seen in a real window (800x520 German, Hollywood, Master): "Discard the 2 of spades -
    2.1 points more than the next best: discard the jack of spades. The 2 of spades fits none
    of your melds": the jack was one of a set of jacks. The reason names that meld now."""
    from ginrummy_desktop.engine import SeatView

    v = SeatView.from_data({"seat": 0, "phase": "discard", "turn": 0, "dealer": 1,
                            "hand": "JS JH JC 2S 5H 7D 9C KD 3C 6S 8H", "discard_pile": "4D"})
    two, jack, king = (Action.parse(f"discard {c}") for c in ("2S", "JS", "KD"))
    why, facts = reason(v, two, jack)
    assert why == "breaks" and str(facts["other"]) == "JS"
    assert sorted(str(c) for c in facts["meld"]) == ["JC", "JH", "JS"]
    assert why_text(why, facts) == ("The 2 of spades fits none of your melds; the jack of "
                                    "spades is part of your meld J\u2660 J\u2665 J\u2663.")
    assert reason(v, Action.parse("discard 9C"), two)[0] == "loose_both"  # nor is the 9


def test_a_card_left_says_what_taking_it_would_do() -> None:
    """"The 6 of diamonds does not help you enough; the stock may bring more" was said of a
    card that made a set of sixes and a knock with 5 at once, and "the stock may bring more"
    to the dealer passing, after whom the other player draws first (English 1600x1000)."""
    from ginrummy_desktop.engine.view import SeatView

    hand = "6S 6H 2C 3C 4C 7D 8D 9D 5H KS"
    draw = SeatView.from_data({"seat": 0, "phase": "draw", "turn": 0, "dealer": 1,
                               "hand": hand, "discard_pile": "QH 6D"})
    why, facts = reason(draw, Action.draw_stock(), Action.draw_discard())
    assert (why, facts["n"]) == ("leave_knock", 5)
    assert why_text(why, facts) == ("Taking the 6 of diamonds would let you knock with 5 "
                                    "deadwood; the coach still prefers the stock.")
    lower = SeatView.from_data({"seat": 0, "phase": "offer", "turn": 0, "dealer": 0,
                                "hand": "6S 6H 2C 3C 4C 7D 8D JD 5H KS", "discard_pile": "6D"})
    why, facts = reason(lower, Action.pass_(), Action.take())
    assert why == "leave_meld_pass", "the 6 of diamonds makes 6-7-8 of diamonds"
    lower = SeatView.from_data({"seat": 0, "phase": "offer", "turn": 0, "dealer": 0,
                                "hand": "6S 6H 2C 3C 4C 7D 9H JD 5H KS", "discard_pile": "AD"})
    why, facts = reason(lower, Action.pass_(), Action.take())
    assert why == "leave_lower_pass" and (facts["a"], facts["b"]) == (53, 44)
    assert why_text(why, facts) == ("The ace of diamonds would lower your deadwood from 53 to "
                                    "44 but makes no meld; the coach prefers to pass.")
    dealer = SeatView.from_data({"seat": 0, "phase": "offer", "turn": 0, "dealer": 0,
                                 "hand": hand, "discard_pile": "QH"})
    why, facts = reason(dealer, Action.pass_(), Action.take())
    assert why_text(why, facts) == "The queen of hearts does not help you enough."
    first = SeatView.from_data({"seat": 0, "phase": "offer", "turn": 0, "dealer": 1,
                                "hand": hand, "discard_pile": "QH"})
    assert reason(first, Action.pass_(), Action.take())[0] == "leave"


def test_take_lower_always_lowers() -> None:
    """Over many positions where taking is legal, "lowers from a to b" has b < a."""
    from ginrummy_desktop.ai import make_opponent

    seen = 0
    for seed in range(40):
        m = Match(RuleSet.preset("classic"), seed)
        bots = [make_opponent("simple", 1), make_opponent("simple", 2)]
        while not m.results:
            v = m.view(m.round.turn)
            for a in (Action.take(), Action.draw_discard()):
                if a in v.legal_actions():
                    why, facts = reason(v, a, None)
                    if why == "take_lower":
                        assert facts["b"] < facts["a"]
                        seen += 1
            m.apply(bots[m.round.turn].choose(v))
    assert seen > 20


def test_a_discard_against_a_knock_with_the_same_card_plays_on() -> None:
    """Seen in a real window (Oklahoma, a Gin hand): "Go Gin with the 6 of hearts - worth 7.7
    points more than the next best: discard the 6 of hearts" read like one move twice; the
    discard is the one that plays on. A discard against another card's knock stays plain."""
    from ginrummy_desktop.coach.hint import Hint
    from ginrummy_desktop.engine.cards import parse_cards

    hand = sum(c.bit for c in parse_cards("QS QH QC 8D 9D TD JD 5C 6C 7C 6H"))
    gin, throw = Action.parse("knock 6H"), Action.parse("discard 6H")
    first, _ = hint_lines(Hint(gin, throw, 7.7, {}, {}, "gin"), hand)
    assert first == ("Hint: Go Gin with the 6 of hearts \u2013 worth 7.7 points more than the "
                     "next best: discard the 6 of hearts and play on")
    first, _ = hint_lines(Hint(throw, gin, 3.0, {}, {}, "play_on", {"n": 0}), hand)
    assert first.startswith("Hint: Discard the 6 of hearts and play on \u2013 worth 3.0")
    assert first.endswith("next best: go Gin with the 6 of hearts")
    other = Action.parse("discard 5C")
    first, _ = hint_lines(Hint(gin, other, 9.0, {}, {}, "gin"), hand)
    assert first.endswith("next best: discard the 5 of clubs")
    previous = set_localizer(Localizer("de"))
    try:
        first, _ = hint_lines(Hint(gin, throw, 7.7, {}, {}, "gin"), hand)
        assert first.endswith("Herz 6 ablegen und weiterspielen"), first
    finally:
        set_localizer(previous)
