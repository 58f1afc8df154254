"""The tutorial: the prepared round on the real table, step by step, with real events."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Action, Card, Phase
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.tutorial import (
    TutorialPolicy,
    start_tutorial,
    tutorial_deck,
    tutorial_match,
)

from .helpers import card_center, click, drag, key, step, step_until
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)

WORKER = 30.0
"""Seconds a step waits for the computer's worker thread at most."""


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = menu_app()
    yield a
    a.stack.clear()


def test_the_prepared_deck_is_a_whole_deck() -> None:
    deck = tutorial_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    m = tutorial_match()
    assert m.round.dealer == 1 and m.round.turn == 0 and m.phase is Phase.OFFER
    assert m.round.upcard == Card.parse("8C")
    assert m.round.hand(0) == sorted(tutorial_deck()[0:20:2])  # the player's prepared ten
    m.apply(Action.pass_())
    again = m.fresh()  # a replay (the round review) starts from the same prepared deal
    assert again.round.hand(0) == m.round.hand(0) and again.round.dealer == 1


def test_the_tutorial_walks_through_a_round_to_the_end(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    table = start_tutorial(app)
    assert isinstance(table.policy, TutorialPolicy)
    m = table.ctrl.match
    step_until(app, lambda: app.stack.top is table)  # the deal
    assert table.policy.step().key == "welcome"
    drawn.clear()
    step(app)
    assert "Welcome!" in drawn
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "piles"
    drawn.clear()
    step(app)
    assert "In the middle are the stock" in drawn.joined()
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "meld_rules"
    drawn.clear()
    step(app)  # what a meld is, on the player's own set and run
    said = drawn.joined().replace("\n", " ")
    assert "A set is three or four cards of one rank" in said
    assert all(c in said for c in ("7\u2660", "7\u2665", "7\u2666", "4\u2663", "6\u2663"))
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "pass"
    # the hinted action only: taking the upcard is refused
    click(app, table.buttons["take"].rect.center)
    assert m.history == [] and table.ctrl.refused == 1
    click(app, table.buttons["pass"].rect.center)
    assert m.history[0] == Action.pass_()
    # the computer answers on a real worker thread (the tutorial's own controller): on a
    # busy machine it may need more than the frames, so wait for it by the clock too
    step_until(app, lambda: table.policy.step().key == "draw", timeout=WORKER)
    lay = table.layout
    drag(app, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
    assert m.history[-1] == Action.draw_stock()
    assert table.policy.step().key == "discard"
    drawn.clear()
    step(app)
    assert "You drew the 2 of spades" in drawn.joined()
    queen = Card.parse("QH")
    drag(app, card_center(table, queen), lay.discard_rect.center)  # not the hinted card
    assert len(m.history) == 3 and queen in table.hand
    step(app, 60)  # the snap back
    king = Card.parse("KS")
    drag(app, card_center(table, king), lay.discard_rect.center)
    assert m.history[-1] == Action.discard(king)
    step_until(app, lambda: table.policy.step().key == "take", timeout=WORKER)
    assert m.round.discard_pile[-1] == Card.parse("KH")
    step(app, 30)
    drag(app, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
    assert m.history[-1] == Action.draw_discard()
    assert table.policy.step().key == "melds"
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "knock"
    nine = Card.parse("9D")
    drag(app, card_center(table, nine), lay.knock_rect.center)
    assert isinstance(app.stack.top, ConfirmScene)
    assert table.policy.step().key == "confirm"
    click(app, app.stack.top.yes.rect.center)
    assert m.history[-1] == Action.knock(nine)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene), timeout=WORKER)
    assert table.policy.step().key == "review"
    drawn.clear()
    step(app)
    assert "press Done" in drawn.joined()  # the hint is drawn above the review
    result = m.results[-1]
    assert result.winner == 0 and {str(c) for c, _ in result.layoffs} == {"TH", "3C"}
    review = app.stack.top
    while isinstance(app.stack.top, LayoffReviewScene):
        click(app, review.done_button.rect.center)
    assert isinstance(app.stack.top, ScoreboardScene)
    assert not app.stack.top.rematch_button.visible, "no rematch of the prepared round"
    assert table.policy.step().key == "score"
    click(app, app.stack.top.close_button.rect.center)
    assert app.stack.top is table and table.policy.step().key == "scoring"
    drawn.clear()
    step(app)
    more = drawn.joined()  # the words of a match the prepared round did not show
    assert all(w in more for w in ("Gin", "undercut", "plus 25", "Big Gin", "100 points"))
    click(app, table.policy.next_button.rect.center)
    assert table.policy.step().key == "end"
    drawn.clear()
    step(app)
    end = drawn.joined()  # the last step names the coach: the hint and the round's review
    assert "Hint (H)" in end and "Review this round" in end
    # its one round is over: a new match is offered, no "rematch" of the prepared round
    assert table.buttons["new"].visible and not table.buttons["rematch"].visible
    key(app, Command.CONFIRM)  # Finish
    assert isinstance(app.stack.top, MenuScene)
    assert app.store.list()[0] == []  # the tutorial was not saved


def test_the_tutorial_is_opened_from_the_help(app) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.scenes.help import HelpScene

    app.push(HelpScene(app))
    step(app)
    key(app, Command.RIGHT)
    key(app, Command.RIGHT)
    assert app.stack.top.tab == "tutorial"
    click(app, app.stack.top.start.rect.center)
    table = app.stack.named("table")
    assert table is not None and isinstance(table.policy, TutorialPolicy)


def test_the_tutorial_names_the_hint_and_the_review_in_german() -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer
    from ginrummy_desktop.ui.tutorial import END

    previous = set_localizer(Localizer("de"))
    try:
        text = str(END.text)
        assert "Tipp" in text and "Rückblick auf diese Runde" in text and "Trainer" in text
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_welcome_stands_between_the_hands_it_names(size: tuple[int, int], language: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The welcome ("Your ten cards are at the bottom, the computer's at the top") stood at
    the top like every other step and covered the computer's cards at every size. It now
    stands between the hands, over the piles (the next step names them, from the top),
    clear of every card of both hands, of the round, dealer and score on the left and of
    the upcard's prompt and buttons on the right; both hands are outlined."""
    import ginrummy_desktop.ui.table.painter as painter
    from ginrummy_desktop.i18n import Localizer, set_localizer

    from .test_hollywood_sheet import _drawn

    previous = set_localizer(Localizer(language))
    a = menu_app(size=size, language=language)
    try:
        table = start_tutorial(a)
        step_until(a, lambda: a.stack.top is table)
        policy = table.policy
        assert isinstance(policy, TutorialPolicy) and policy.step().key == "welcome"
        texts = _drawn(monkeypatch, painter)
        step(a)
        r, lay = policy.hint_rect(), table.layout
        cards = [pygame.Rect(p, lay.card) for p in table.hand_positions()]
        cards += [pygame.Rect(p, lay.opp_card) for p in table.opponent_positions(10)]
        assert len(cards) == 20 and not [c for c in cards if c.colliderect(r)], r
        for name in ("take", "pass"):
            assert not table.buttons[name].rect.colliderect(r), name
        sides = [t for t, _c, rect in texts if t.strip() and rect.colliderect(r)
                 and not lay.stock_rect.left - lay.card[0] <= rect.centerx
                 <= lay.discard_rect.right + lay.card[0]]
        assert sides == [], r  # only the piles' labels and count lie under it
        assert r.contains(policy.next_button.rect)
        outlined = policy.targets()
        assert len(outlined) == 2
        assert all(any(o.contains(c) for o in outlined) for c in cards)
    finally:
        a.stack.clear()
        set_localizer(previous)


def test_the_hint_stays_under_the_pause_menu(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """The pause menu (and what it opens) covers the hint: it stood bright above the dimmed
    pause panel. Closing the pause menu brings the hint back."""
    table = start_tutorial(app)
    step_until(app, lambda: app.stack.top is table)
    drawn.clear()
    step(app)
    assert "Welcome!" in drawn
    key(app, Command.CANCEL)  # the pause menu
    assert app.stack.top.name == "pause"
    drawn.clear()
    step(app)
    assert "Welcome!" not in drawn and "Tutorial" not in drawn
    key(app, Command.CANCEL)  # back to the table
    assert app.stack.top is table
    drawn.clear()
    step(app)
    assert "Welcome!" in drawn


def test_the_tutorial_s_pause_menu_does_not_offer_to_save(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """The tutorial is never saved: its pause menu's Save said "The match could not be
    saved.", as if something had gone wrong. Now Save is disabled and the panel says why."""
    from ginrummy_desktop.ui.scenes.pause import NOT_KEPT, NOT_SAVED, SAVE

    table = start_tutorial(app)
    step_until(app, lambda: app.stack.top is table)
    key(app, Command.CANCEL)
    pause = app.stack.top
    assert pause.name == "pause"
    save = next(b for b in pause.buttons if b.label == SAVE)
    assert not save.enabled
    drawn.clear()
    step(app)
    assert str(NOT_KEPT) in drawn
    click(app, save.rect.center)
    step(app)
    assert pause.note == str(NOT_KEPT) and str(NOT_SAVED) not in drawn
    assert app.stack.top is pause


def _keys_to(app, table, card: Card) -> None:  # type: ignore[no-untyped-def]
    """Left/Right until the ring is on ``card`` (the hint says "keys: ← → to it")."""
    for _ in range(len(table.hand) + 2):
        if table.model.focused_card() == card:
            return
        key(app, Command.RIGHT)
    raise AssertionError(f"no ring on {card}")


def test_the_tutorial_is_played_with_the_keys_its_hints_name(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    """Played without the mouse: the hints told only of dragging and double-clicking, and
    "press Pass" rang the button, where Enter did nothing. Each step now names its keys, and
    the round is played with those keys alone."""
    table = start_tutorial(app)
    m = table.ctrl.match
    step_until(app, lambda: app.stack.top is table)
    for _ in range(3):  # the welcome, the piles, what a meld is: Next
        key(app, Command.CONFIRM)
    assert table.policy.step().key == "pass"
    drawn.clear()
    step(app)
    assert "(key P)" in drawn.joined()
    key(app, Command.PASS)
    assert m.history[0] == Action.pass_()
    step_until(app, lambda: table.policy.step().key == "draw", timeout=WORKER)
    drawn.clear()
    step(app)
    assert "keys: \u2191, Enter" in drawn.joined()
    key(app, Command.UP)
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.draw_stock()
    drawn.clear()
    step(app)
    assert "keys: \u2190 \u2192 to it, Enter" in drawn.joined()
    king = Card.parse("KS")
    _keys_to(app, table, king)
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.discard(king)
    step_until(app, lambda: table.policy.step().key == "take", timeout=WORKER)
    step(app, 30)
    drawn.clear()
    step(app)
    assert "keys: \u2191 \u2192, Enter" in drawn.joined()
    key(app, Command.UP)
    key(app, Command.RIGHT)
    key(app, Command.CONFIRM)
    assert m.history[-1] == Action.draw_discard()
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "knock"
    nine = Card.parse("9D")
    _keys_to(app, table, nine)
    key(app, Command.KNOCK)
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, Command.CONFIRM)  # Knock
    assert m.history[-1] == Action.knock(nine)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene), timeout=WORKER)
    while isinstance(app.stack.top, LayoffReviewScene):
        key(app, Command.CONFIRM)  # Done
    assert isinstance(app.stack.top, ScoreboardScene)
    key(app, Command.CONFIRM)  # close the summary
    assert app.stack.top is table and table.policy.step().key == "scoring"
    key(app, Command.CONFIRM)  # Next
    assert table.policy.step().key == "end"
    key(app, Command.CONFIRM)  # Finish
    assert isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_piles_step_names_the_upcard_as_its_label_does(language: str) -> None:
    """The bubble said "discard pile" while the label under the card said "Upcard" (German
    1024x600: "Aufgedeckte Karte")."""
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.i18n import terms as T
    from ginrummy_desktop.ui.tutorial_steps import PILES

    with use_localizer(Localizer(language)):
        said, label = str(PILES.text).lower(), str(T.UPCARD).lower()
        pile = str(T.DISCARD_PILE).lower()
    assert label.split()[0] in said and pile in said, said
