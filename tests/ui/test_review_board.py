"""The reviewed round on the table as it was, and "try again" on a mistake, driven by real
key and mouse events from the coach's review."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.coach.review import other_loss
from ginrummy_desktop.engine import Action, Kind
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.table.hint_words import points_text

from .helpers import click, double_click, key, make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_hint import GatedExecutor
from .test_hollywood_sheet import _drawn
from .test_round_review import opened_review


def _review(app: Any) -> RoundReviewScene:
    rv = opened_review(app, seed=7)
    assert rv.review is not None and rv.review.mistakes()
    return rv


def trying_at(app: Any, phase: str) -> ReviewBoardScene:
    """"Try again" at the seed-7 round's first decision of ``phase`` ("draw", "discard")."""
    rv = _review(app)
    rv.select(next(i for i, p in enumerate(rv.pendings) if p.view.phase.value == phase))
    board = rv.open_board(True)
    assert isinstance(board, ReviewBoardScene) and board.trying
    step(app)
    return board


def on_the_table(app: Any) -> tuple[RoundReviewScene, ReviewBoardScene]:
    """The seed-7 round's review and its first decision on the table ("On the table")."""
    rv = _review(app)
    click(app, rv.board_button.rect.center)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.k == 0
    return rv, board


def test_enter_shows_the_round_as_it_was_and_the_arrows_step(drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    rv = _review(app)
    key(app, Command.DOWN)
    assert rv.selected == 1
    key(app, Command.CONFIRM)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.k == 1
    d = rv.review.decisions[1]
    view = rv.pendings[1].view
    assert board.decision is d and sorted(board.hand) == sorted(view.hand)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "Decision 2 of" in text and "You played" in text
    assert f"Stock: {view.stock_size}" in text
    key(app, Command.RIGHT)
    assert board.k == 2 and sorted(board.hand) == sorted(rv.pendings[2].view.hand)
    key(app, Command.LEFT)
    key(app, Command.LEFT)
    assert board.k == 0
    key(app, Command.CANCEL)
    assert app.stack.top is rv


def test_back_from_the_table_the_list_shows_the_decision_looked_at_last() -> None:
    """Opened at decision 1, stepped to decision 4 on the table, back: the list's ring was
    still on decision 1; it follows to the decision the player looked at."""
    app = make_app()
    rv = _review(app)
    click(app, rv.board_button.rect.center)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.k == 0
    for _ in range(3):
        click(app, board.next.rect.center)
    assert board.k == 3
    key(app, Command.CANCEL)
    assert app.stack.top is rv
    assert rv.selected == rv.review.decisions.index(board.decision) == 3
    key(app, Command.CONFIRM)  # Enter opens the table again where the player left it
    again = app.stack.top
    assert isinstance(again, ReviewBoardScene) and again.k == 3


def test_try_again_hides_the_answer_until_the_player_chooses(drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    rv = _review(app)
    mistake = rv.review.mistakes()[0]
    row = rv.review.decisions.index(mistake)
    for _ in range(row):
        key(app, Command.DOWN)
    step(app)
    assert rv.try_button.visible
    click(app, rv.try_button.rect.center)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.trying and not board.answer_shown
    assert board.decision is mistake
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "Try again" in text and "You played" not in text and "Best:" not in text
    pending = board.pending
    if mistake.phase == "discard":
        # a card is chosen with one click and played with a second (or a double click)
        card = next(c for c in board.hand if Action.discard(c) != mistake.played
                    and Action.discard(c) in pending.legal)
        rect = dict(board.card_rects(app.size))[card]
        click(app, (rect.x + 4, rect.centery))
        assert board.chosen == card and not board.answer_shown
        double_click(app, (rect.x + 4, rect.centery))
        assert board.tried == Action.discard(card)
    else:
        action = next(a for a, _b in board.choices if a != mistake.played)
        button = dict(board.choices)[action]
        step(app)
        click(app, button.rect.center)
        assert board.tried == action
    assert board.answer_shown
    words, best = board.value_text(board.tried)
    assert best == (board.fresh.loss(mistake, board.tried) <= 1e-9)
    drawn.clear()
    step(app)
    assert words in drawn.joined() and "The first time:" in drawn.joined()
    # on to the next decision: the answer is shown there as usual
    last = board.k == len(board.steps) - 1
    key(app, Command.LEFT if last else Command.RIGHT)
    assert not board.trying and board.answer_shown


def test_knock_with_k_when_trying_again() -> None:
    app = make_app()
    rv = _review(app)
    # a discard decision where knocking was legal, if the round had one
    for i, p in enumerate(rv.pendings):
        knocks = [a for a in p.legal if a.kind is Kind.KNOCK]
        if knocks:
            rv.select(i)
            board = rv.open_board(True)
            assert isinstance(board, ReviewBoardScene)
            board.chosen = knocks[0].card
            key(app, Command.KNOCK)
            assert board.tried == knocks[0]
            return
    rv.select(0)
    board = rv.open_board(True)
    assert isinstance(board, ReviewBoardScene) and board.trying


def test_a_draw_tried_again_by_clicking_a_pile() -> None:
    app = make_app()
    board = trying_at(app, "draw")
    assert board.pending.view.phase.value == "draw"
    stock, _pile = board.pile_rects(app.size)
    click(app, stock.center)
    assert board.tried == Action.draw_stock() and board.answer_shown


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_a_mistake_says_why_the_best_was_better(drawn: DrawnTexts) -> None:  # noqa: F811
    """Where the best differs from what was played the board adds the hint's reason, in the
    player's words, and the block of lines stays above the buttons; a best move has none."""
    from ginrummy_desktop.coach.hint import reason, with_undercut
    from ginrummy_desktop.ui.table.hint_words import why_text

    app = make_app()
    rv = _review(app)
    mistake = rv.review.mistakes()[0]
    row = rv.review.decisions.index(mistake)
    for _ in range(row - rv.selected):
        key(app, Command.DOWN)
    key(app, Command.CONFIRM)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.decision is mistake
    view = board.pending.view
    knock = next((a for a in (mistake.best, mistake.played) if a in mistake.undercut), None)
    expected = why_text(*with_undercut(*reason(view, mistake.best, mistake.played),
                                       mistake.undercut.get(knock) if knock else None))
    assert expected
    drawn.clear()
    step(app)
    assert expected in drawn.joined()
    good = next(i for i, (_p, d) in enumerate(board.steps) if d.played == d.best)
    while board.k != good:
        key(app, Command.RIGHT if board.k < good else Command.LEFT)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "That was the best move." in text
    # a sentence of its own: "You played: take the 6 of clubs. That was the best move."
    # (after a dash its capital read wrong: "... nehmen \u2013 Das war der beste Zug.")
    played = board._words(board.decision.played)
    assert f"You played: {played}. That was the best move." in text, text
    assert expected not in text, "the mistake's reason is not the best move's"


def test_another_choice_is_valued_on_fresh_deals_on_the_worker(drawn: DrawnTexts) -> None:  # noqa: F811
    """"Try again" with a third choice (neither the best nor the one played): its loss is
    read as the played action's is, on the fresh deals of the decision's race, on the
    worker (the race's own deals overstate it); meanwhile the line says it is working."""
    app = make_app()
    rv = _review(app)
    mistake = rv.review.mistakes()[0]
    rv.select(rv.review.decisions.index(mistake))
    board = rv.open_board(True)
    assert isinstance(board, ReviewBoardScene)
    pending = board.pending
    best = max(mistake.values.values())
    others = sorted((a for a in pending.legal if a not in (mistake.best, mistake.played)),
                    key=lambda a: mistake.values[a])  # the worst by the race first
    action = others[0]
    gate = GatedExecutor()
    board.fresh.submit = lambda fn, *args: gate.submit(fn, *args)
    assert board.choose(action) and board.busy
    drawn.clear()
    step(app)
    assert "working out what it is worth" in drawn.joined()
    gate.release()
    step(app)
    assert not board.busy
    fresh = other_loss(pending, mistake.best, action)
    assert board.fresh.loss(mistake, action) == fresh != best - mistake.values[action]
    words, was_best = board.value_text(action)
    assert not was_best and points_text(fresh) in words
    drawn.clear()
    step(app)
    assert words in drawn.joined()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_the_decision_line_keeps_clear_of_the_title(size: tuple[int, int],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """"Decision 2 of 22" sat on the title's lower edge in small windows (its offset was a
    font size, which never goes below 10 px)."""
    import ginrummy_desktop.ui.scenes.review_board as board_module
    import ginrummy_desktop.ui.screen as screen_module

    app = make_app(size=size)
    _review(app)
    key(app, Command.DOWN)
    key(app, Command.CONFIRM)
    titles = _drawn(monkeypatch, screen_module)
    lines = _drawn(monkeypatch, board_module)
    step(app)
    title = next(r for t, _c, r in titles if t.startswith("Round"))
    where = next(r for t, _c, r in lines if t.startswith("Decision"))
    assert where.top >= title.bottom, (title, where)


def test_enter_steps_on_from_the_first_decision_and_keeps_its_button() -> None:
    """Seen in a real window (800x520): "On the table" opened at decision 1 with the ring on
    the greyed "◀ Decision", so Enter did nothing; one decision on, "Try again" appeared
    first in the row and the ring jumped onto it. The ring now rests on enabled buttons only
    and stays on the button it was on while others come and go."""
    app = make_app()
    rv = _review(app)
    click(app, rv.board_button.rect.center)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.k == 0
    step(app)
    assert not board.prev.enabled and not board.prev.focused
    seen = set()
    for _ in range(6):  # Down walks the enabled buttons only
        key(app, Command.DOWN)
        focused = [b for b in board._buttons() if b.focused]
        assert len(focused) == 1 and focused[0].enabled
        seen.add(focused[0])
    assert board.prev not in seen and board.next in seen
    while not board.next.focused:
        key(app, Command.DOWN)
    tries = 0
    while board.k < len(board.steps) - 1:
        key(app, Command.CONFIRM)
        tries += board.try_button.visible
        if board.k < len(board.steps) - 1:
            assert board.next.focused and not board.try_button.focused, board.k
    assert tries  # "Try again" came and went before the ring
    assert not board.next.focused and board.back.focused  # Next greyed at the last decision
    key(app, Command.UP)
    assert board.prev.focused


def test_escape_after_trying_again_goes_back_to_the_list() -> None:
    """Seen in a real window (800x520): "Try again" on the table, a card thrown, the answer
    shown; Escape did nothing to be seen (it ended the try, whose answer stood already), a
    second Escape went back. Escape while choosing shows the answer; once it is shown Escape
    goes back to the review's list, as everywhere else."""
    app = make_app()
    rv = _review(app)
    mistake = rv.review.mistakes()[0]
    rv.select(rv.review.decisions.index(mistake))
    board = rv.open_board(False)
    assert isinstance(board, ReviewBoardScene)
    step(app)
    click(app, board.try_button.rect.center)
    assert board.trying and not board.answer_shown
    key(app, Command.CANCEL)  # while choosing: gives up, the answer shows
    assert app.stack.top is board and board.answer_shown and not board.trying
    click(app, board.try_button.rect.center)
    action = next(a for a in board.pending.legal if a != mistake.played)
    assert board.choose(action) and board.answer_shown
    key(app, Command.CANCEL)
    assert app.stack.top is rv


def _trying_a_discard(app: Any, picked: bool = False) -> ReviewBoardScene:
    """Try again at a discard decision of the seed-7 round (``picked``: one where the card
    just taken from the pile is in the hand)."""
    rv = _review(app)
    i = next(i for i, p in enumerate(rv.pendings) if p.view.phase.value == "discard"
             and (not picked or p.view.taken_from_discard is not None))
    rv.select(i)
    board = rv.open_board(True)
    assert isinstance(board, ReviewBoardScene) and board.trying
    step(app)
    return board


def test_try_again_by_keys_rings_discard_it_and_enter_throws_the_card() -> None:
    """By keys (1280x800): Right chose the ace of hearts, but the ring stayed on "Show the
    answer" (two rings), and Enter threw the card. The ring goes onto "Discard it"; Enter
    presses it; Tab then Enter presses what Tab rang."""
    app = make_app()
    board = _trying_a_discard(app)
    legal = board.pending.legal
    while board.chosen is None or Action.discard(board.chosen) not in legal:
        key(app, Command.RIGHT)
    card = board.chosen
    step(app)
    assert board.discard_button.focused and not board.answer_button.focused
    key(app, Command.CONFIRM)
    assert board.tried == Action.discard(card)
    app.stack.clear()
    app = make_app()
    board = _trying_a_discard(app)
    while board.chosen is None or Action.discard(board.chosen) not in board.pending.legal:
        key(app, Command.RIGHT)
    while not board.answer_button.focused:
        key(app, Command.NEXT)
    key(app, Command.CONFIRM)  # "Show the answer", not the card
    assert board.tried is None and board.answer_shown
    app.stack.clear()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_knock_that_may_not_be_made_says_why(lang: str) -> None:
    """By keys: K on a card far over the knock limit did nothing and said nothing. The line
    says why, as the table does."""
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.i18n.cards import card_name

    with use_localizer(Localizer(lang)):
        app = make_app()
        board = _trying_a_discard(app)
        legal = board.pending.legal
        while board.chosen is None or Action.knock(board.chosen) in legal:
            key(app, Command.RIGHT)
        card = board.chosen
        assert board.refused is None  # it may be thrown: nothing to say yet
        key(app, Command.KNOCK)
        assert board.tried is None and board.refused is not None
        assert card_name(card) in board.refused
        assert board.refused in _drawn_texts(app)
        key(app, Command.RIGHT)  # another card: the line asks again
        assert board.refused is None
        app.stack.clear()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_not_words_the_engines_own_refusal(lang: str) -> None:
    """The card just taken from the pile, and knocks over the limit: the same sentence the
    table says for the engine's refusal."""
    from ginrummy_desktop.engine import Match, Phase, RuleSet
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.i18n.reasons import describe_error
    from ginrummy_desktop.ui.review_board_words import why_not

    from .helpers import StandInOpponent

    m = Match(RuleSet.preset("classic"), 3)
    bot = StandInOpponent()
    while not (m.phase is Phase.DRAW and m.round.turn == 0
               and Action.draw_discard() in m.legal_actions()):
        m.apply(bot.choose(m.view(m.round.turn)))
    m.apply(Action.draw_discard())
    view = m.view(0)
    taken = view.taken_from_discard
    assert taken is not None
    tries = [Action.discard(taken), Action.knock(taken)] + [
        Action.knock(c) for c in view.hand if Action.knock(c) not in m.legal_actions()]
    with use_localizer(Localizer(lang)):
        for a in tries:
            err = m.check(a)
            assert err is not None
            assert why_not(view, a) == describe_error(err, human_seat=0), a


def _drawn_texts(app: Any) -> str:
    import pygame

    from ginrummy_desktop.ui import review_rows

    seen: list[str] = []
    original = review_rows.draw_text

    def recording(surface: Any, text: Any, *args: Any, **kw: Any) -> pygame.Rect:
        seen.append(str(text))
        return original(surface, text, *args, **kw)

    review_rows.draw_text = recording
    try:
        step(app)
    finally:
        review_rows.draw_text = original
    return " ".join(seen)


def test_trying_again_the_first_left_chooses_the_last_card() -> None:
    """German 1024x768, "Try again" at a discard: the first Left chose the first card, and
    the second went round to the last; the chosen card's yellow outline and the ring on
    "Discard it" were two rings. Left starts at the last card, Right at the first; the card
    chosen is raised and outlined blue, the one yellow ring on "Discard it"."""
    from ginrummy_desktop.ui.widgets import HIGHLIGHT, MARK_BLUE

    app = make_app()
    board = trying_at(app, "discard")
    key(app, Command.LEFT)
    assert board.chosen == board.hand[-1]
    key(app, Command.LEFT)
    assert board.chosen == board.hand[-2]
    assert board._card_marks() == {board.hand[-2]: MARK_BLUE}
    assert HIGHLIGHT not in board._card_marks().values()
    board.chosen = None
    key(app, Command.RIGHT)
    assert board.chosen == board.hand[0]
    app.stack.clear()
