"""Fair play: the computer's whole round with what it knew, the seed copied, and the deal
played again with the seats swapped, driven by real key and mouse events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Card, Kind, Match, RuleSet, again_seed, parse_again
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.i18n.cards import cards_said
from ginrummy_desktop.ui import fair_play
from ginrummy_desktop.ui.controller import COMPUTER, HUMAN
from ginrummy_desktop.ui.fair_play import computer_round, fair_lines
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import click, key, make_app, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_hint import SyncExecutor
from .test_round_review import _board, _finished_round


class TestTheComputersRound:
    @pytest.mark.parametrize("seed", [3, 9, 21])
    def test_every_move_with_where_from_and_exactly_what_its_view_knew(self, seed: int) -> None:
        m = _finished_round(seed)
        moves = computer_round(m, 1)
        replay = Match(m.rules, m.seed)
        k = 0
        for action in m.history:
            if replay.round.turn == COMPUTER:
                view = replay.view(COMPUTER)
                mv = moves[k]
                assert mv.held == tuple(view.opponent_known)
                for c in mv.held:  # known held: taken from the pile, still in the hand
                    assert c in replay.round.hand(HUMAN)
                for c in mv.let_go:  # let go: not in the player's hand
                    assert c not in replay.round.hand(HUMAN)
                if action.kind is Kind.DRAW_STOCK:  # the card drawn is named now
                    drawn_card = replay.round.stock[0]
                    assert str(drawn_card)[0] and "from the stock" in mv.text
                    assert mv.text != "The computer drew from the stock."
                if action.kind is Kind.DRAW_DISCARD:
                    assert "from the discard pile" in mv.text
                k += 1
            replay.apply(action)
            if replay.results:
                break
        assert k == len(moves) > 0
        lines = fair_lines(moves)
        assert [t for t, known in lines if not known] == [mv.text for mv in moves]
        assert lines[0][1] and lines[0][0] == moves[0].knowledge()


def test_an_upcard_the_player_passed_stays_known_once_the_computer_took_it() -> None:
    """German 800x520: "It had seen which cards you did not want: 5 of spades." before the
    computer took the 5, then "It knew nothing of your hand." (the record named the upcard
    only while it lay on the pile)."""
    from ginrummy_desktop.engine import Action

    seed = next(s for s in range(50) if Match(RuleSet.preset("classic"), s).round.turn == HUMAN)
    m = Match(RuleSet.preset("classic"), seed)
    up = m.round.upcard
    m.apply(Action.pass_())
    m.apply(Action.take())
    m.apply(Action.discard(next(c for c in m.round.hand(COMPUTER) if c != up)))
    moves = computer_round(m, 1)
    assert [mv.let_go for mv in moves] == [(up,), (up,)]
    assert [line for line, known in fair_lines(moves) if known] == [
        f"It had seen which cards you did not want: {cards_said([up])}."]


def test_what_it_knew_names_one_card_in_full_and_several_short() -> None:
    """"Er wusste, dass du 6♥ hältst" stood under "Herz 6 vom Nachziehstapel gezogen" on the
    computer's round (German 1920x1080): one card is named as the moves name theirs."""
    one = fair_play.FairMove("", held=(Card.parse("6H"),), let_go=())
    both = fair_play.FairMove("", held=(Card.parse("6H"),),
                              let_go=(Card.parse("KS"), Card.parse("2C")))
    assert one.knowledge() == "It knew you held the 6 of hearts."
    assert both.knowledge() == ("It knew you held the 6 of hearts and had seen which cards "
                                "you did not want: K♠ 2♣.")
    with use_localizer(Localizer("de")):
        assert one.knowledge() == "Er wusste, dass du Herz 6 hältst."


@pytest.mark.parametrize("seed", [6, 7])
def test_the_cards_done_lays_off_are_named(seed: int) -> None:
    """Seen in a real window (a single round, 800x520): the board said "Laid off: A♠", the
    computer's round only "The computer is done laying off.": Done lays off the rest at best,
    and the page named none of the cards. It names them now, as the board lists them."""
    m = _finished_round(seed)
    result = m.results[-1]
    assert result.knocker == HUMAN and result.layoffs
    assert m.history[-1].kind is Kind.FINISH_LAYOFF
    laid = cards_said([c for c, _ in result.layoffs])
    assert computer_round(m, 1)[-1].text == \
        f"The computer laid off {laid} and is done laying off."


def test_the_page_shows_what_it_knew_and_copies_the_seed(  # type: ignore[no-untyped-def]
        monkeypatch, drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    m = _finished_round(seed=9)
    _board(app, m, SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    assert rv.showing_theirs and rv.copy_button.visible and rv.again_button.visible
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "It knew" in text or "It had seen" in text
    assert f"Deal: seed 9, round {rv.number}" in text  # the round too: the seed is the match's
    # the player's page is about expected points; the computer's page says what it shows
    assert "judged only on what you could see" not in text
    # the seed goes onto SDL's clipboard
    pygame.scrap.put_text("something else")
    click(app, rv.copy_button.rect.center)
    assert pygame.scrap.get_text() == "9" and rv.copied == "Copied: 9"
    drawn.clear()
    step(app)
    assert "Copied: 9" in drawn.joined()

    # where the clipboard refuses, the seed is told instead
    def refuse(text: str) -> None:
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    click(app, rv.copy_button.rect.center)
    assert rv.copied == "No clipboard here: the seed is 9"
    assert not fair_play.copy_text("x")
    click(app, rv.theirs_button.rect.center)  # back to "Your decisions"
    assert not rv.showing_theirs
    drawn.clear()
    step(app)
    assert "judged only on what you could see" in drawn.joined()


def _ask_deal_again(app: Any, m: Match, level: str | None = None) -> ConfirmScene:
    """The question "Deal this again" asks, from the review of ``m``'s round 1 on its board
    (the computer playing at ``level``, where given)."""
    table, _board_scene = _board(app, m, SyncExecutor())
    if level is not None:
        table.ctrl.opponents[COMPUTER].level = level
    key(app, Command.REVIEW)
    rv = app.stack.top
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    click(app, rv.again_button.rect.center)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    return ask


def test_deal_this_again_swaps_the_seats() -> None:
    app = make_app()
    m = _finished_round(seed=9)
    dealt = Match(m.rules, m.seed)  # round 1 as it was dealt
    ask = _ask_deal_again(app, m)
    click(app, ask.yes.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, TableScene))
    table: Any = app.stack.top
    new = table.ctrl.match
    assert parse_again(new.seed) == ("9", 1, 1 - m.results[0].dealer)
    assert new.seed == again_seed(9, 1, 1 - m.results[0].dealer)
    assert new.round.hand(HUMAN) == dealt.round.hand(COMPUTER)
    assert new.round.hand(COMPUTER) == dealt.round.hand(HUMAN)
    assert new.round.upcard == dealt.round.upcard and new.rules == m.rules
    assert new.round.dealer == 1 - dealt.round.dealer


def test_deal_this_again_plays_against_the_reviewed_match_s_level(lang: str) -> None:
    """German 1280x800: the deal of a match against Master was played again against Easy
    (the settings' level since); the question did not name a level."""
    app = make_app()
    app.settings.opponent = "simple"
    ask = _ask_deal_again(app, _finished_round(seed=9), level="master")
    text = str(ask.text)
    assert str(T.LEVEL_NAMES["master"]) in text and str(T.LEVEL_NAMES["simple"]) not in text
    click(app, ask.yes.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, TableScene))
    ctrl = app.stack.top.ctrl
    assert ctrl.opponents[COMPUTER].level == "master"


def test_an_again_match_is_saved_and_loaded_like_any_other() -> None:
    from ginrummy_desktop.persistence import MatchStore

    store = MatchStore()
    seed = again_seed(123456, 4, 0)
    m = Match(RuleSet.preset("classic"), seed)
    for _ in range(6):
        m.apply(m.legal_actions()[0])
    saved = store.new(m.rules, seed, opponent="medium")
    store.save(saved, m)
    _saved, loaded = store.load(saved.id)
    assert loaded.seed == seed and loaded.history == m.history
    first = Match(RuleSet.preset("classic"), 123456)
    while first.round_number < 4:
        first.apply(first.legal_actions()[0])
    assert sorted(Match(m.rules, seed).round.hand(0) + Match(m.rules, seed).round.hand(1)) \
        == sorted(first.round.hand(0) + first.round.hand(1))


def _computers_page(app: Any) -> RoundReviewScene:
    """The review of a finished round (seed 9) over its board, on the computer's page."""
    _board(app, _finished_round(seed=9), SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    return rv


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1024, 768), (1280, 800),
                                  (1920, 1080)])
def test_the_computers_page_buttons_stand_apart(lang: str, size: tuple[int, int]) -> None:
    """Seen at 1280x800 in German: "Diese Karten noch einmal" ran under "Deine
    Entscheidungen" (the panel, two thirds of the window, was narrower than the row). The
    panel is as wide as the row needs; the four buttons lie apart, inside it."""
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        rv = _computers_page(app)
        step(app)
        row = [rv.copy_button, rv.again_button, rv.theirs_button, rv.close_button]
        assert all(b.visible for b in row)
        panel = rv.panel()
        for a, b in zip(row, row[1:], strict=False):
            assert a.rect.right < b.rect.left, (str(a.label), str(b.label))
        assert all(panel.contains(b.rect) for b in row)
        assert pygame.Rect((0, 0), size).contains(panel)
    finally:
        app.stack.clear()
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_the_computers_page_heading_stays_in_the_panel(  # type: ignore[no-untyped-def]
        monkeypatch, lang: str, size: tuple[int, int]) -> None:
    """Seen at 1280x800 in German: the heading "Die Züge des Computers mit den Karten, die
    er vom Nachziehstapel zog; in Grün, was er über deine Hand wusste." ran past the panel's
    right side onto the table. It wraps, above the first row and under the title."""
    from ginrummy_desktop.i18n import Localizer, set_localizer
    from ginrummy_desktop.ui import review_rows

    drawn_at: list[tuple[str, pygame.Rect]] = []
    original = review_rows.draw_text

    def recording(surface: Any, text: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = original(surface, text, *args, **kwargs)
        drawn_at.append((str(text), rect))
        return rect

    monkeypatch.setattr(review_rows, "draw_text", recording)
    previous = set_localizer(Localizer(lang))
    app = make_app(size=size)
    try:
        rv = _computers_page(app)
        drawn_at.clear()
        step(app)
        panel = rv.panel()
        heading = [(t, r) for t, r in drawn_at if t and t in str(review_rows.FAIR_PLAY)]
        assert heading and " ".join(t for t, _ in heading) == str(review_rows.FAIR_PLAY) \
            or heading[-1][0].endswith("\u2026")
        rows = [r for t, r in drawn_at if t not in {h for h, _ in heading}]
        _big, _px, top, _row_h = rv._metrics()
        for _t, r in heading:
            assert panel.x < r.left and r.right < panel.right, (_t, r, panel)
            assert r.top > panel.y + _big * 1.5  # under the title
            assert r.bottom <= top  # above the first row
        assert rows and all(r.top >= heading[-1][1].bottom for r in rows)
    finally:
        app.stack.clear()
        set_localizer(previous)
