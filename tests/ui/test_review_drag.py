"""The lay-off review's drag is the table's drag: lit melds, snap-back, the engine's reason;
and which covered scenes keep their time."""

from __future__ import annotations

import re

import pygame
import pytest

from ginrummy_desktop.engine import Action, Kind, Phase
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.animator import Motion
from ginrummy_desktop.ui.layoff_cost import layoff_cost
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.tween import Tween

from .helpers import (
    DT,
    click,
    drag,
    find_match,
    make_app,
    press,
    step,
    step_until,
    table_for,
)
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = make_app(animation="normal")
    yield a
    a.stack.clear()


def free_layoffs(m) -> list:  # type: ignore[no-untyped-def]
    """The lay-offs the player may make now that cost no points (a costly one is asked
    first: ``ui.layoff_cost``)."""
    tally = m.view(0).layoff
    return [a for a in m.legal_actions() if a.kind is Kind.LAY_OFF
            and layoff_cost(tally, a.card, a.meld) is None]


def _review(app, stop=None) -> tuple[LayoffReviewScene, object]:  # type: ignore[no-untyped-def]
    """The lay-off review of the first match where ``stop`` holds (default: the player
    defends with lay-offs to make, none of which costs points), its intro over."""
    m = find_match(stop or (lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0
                            and any(a.kind is Kind.LAY_OFF for a in m.legal_actions())
                            and len(free_layoffs(m)) == sum(
                                a.kind is Kind.LAY_OFF for a in m.legal_actions())))
    table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert isinstance(review, LayoffReviewScene) and review.interactive
    # the computer's hand turns over and the melds slide together first (test_round_end_show)
    step_until(app, lambda: review.show.intro_over)
    step(app)
    return review, m


def _card_spot(review: LayoffReviewScene, card, seat: int = 0) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """A point on ``card`` in ``seat``'s row (0: the player's, defending; 1: the knocker's
    melds, where a card laid off lies): its visible edge."""
    groups = review.defender_groups() if seat == 0 else review.knocker_groups()
    for (cards, _), ps in zip(groups, review.group_positions(groups, review.seat_top(seat)),
                              strict=True):
        for c, p in zip(cards, ps, strict=True):
            if c == card:
                return p[0] + 5, p[1] + 20
    raise AssertionError(card)


def test_a_drop_nowhere_flies_back_and_plays_nothing(app) -> None:  # type: ignore[no-untyped-def]
    review, m = _review(app)
    card = review.my_cards()[0]
    n = len(m.history)
    drag(app, _card_spot(review, card), (5, 5))
    assert len(m.history) == n and review.drag is None
    assert review.animator.busy, "the card snaps back"
    assert any(mo.card == card for mo in review.animator)
    step(app, 90)
    assert not review.animator.busy and card in review.my_cards()


def test_the_melds_the_engine_accepts_light_up_while_dragging(app) -> None:  # type: ignore[no-untyped-def]
    review, m = _review(app)
    a = next(a for a in m.legal_actions() if a.kind is Kind.LAY_OFF)
    start = _card_spot(review, a.card)
    press(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] - 40),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    step(app)
    assert review.drag is not None and review.drag.card == a.card
    assert a.meld in review.lit_melds()


def test_a_refused_lay_off_snaps_back_with_the_engines_reason(app) -> None:  # type: ignore[no-untyped-def]
    review, m = _review(app)
    rects = review.meld_rects()
    legal = {(a.card, a.meld) for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    bad = next(((c, i) for c in review.my_cards() for i in range(len(rects))
                if (c, i) not in legal), None)
    if bad is None:
        pytest.skip("every card fits every meld here")
    n = len(m.history)
    drag(app, _card_spot(review, bad[0]), rects[bad[1]].center)
    assert len(m.history) == n and review.message
    assert review.animator.busy


def test_the_table_keeps_its_time_under_a_dialog_but_not_under_the_pause_menu() -> None:
    app = make_app(animation="normal")
    try:
        m = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW)
        table = table_for(app, m)
        table.flights.add(Motion(table.hand[0], Tween((0, 0), (500, 500), 5.0)))
        app.open("confirm", text="?", on_yes=lambda: None)
        step(app, 3)
        moved = next(iter(table.flights)).tween.elapsed
        assert moved >= 3 * DT * 0.99, "covered by a dialog, the flight goes on"
        app.stack.pop()
        table.open_pause()
        step(app, 3)
        assert next(iter(table.flights)).tween.elapsed == moved, "paused: time stands still"
    finally:
        app.stack.clear()


class _Broken:
    """A computer player with a bug."""

    def choose(self, view):  # type: ignore[no-untyped-def]
        raise RuntimeError("bug in the bot")


def test_a_bot_that_raises_is_logged_reported_and_the_game_goes_on(caplog) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.i18n import Localizer, use_localizer

    for lang, words in (("en", "made an error"), ("de", "Fehler")):
        with use_localizer(Localizer(lang)):
            app = make_app()
            try:
                m = find_match(lambda m: m.round.turn == 1 and m.phase is Phase.DRAW)
                table = table_for(app, m, opponent=_Broken())
                n = len(m.history)
                with caplog.at_level("ERROR"):
                    step_until(app, lambda m=m, n=n: len(m.history) > n)
                assert "failed" in caplog.text and "bug in the bot" in caplog.text
                assert table.message is not None and table.message.error
                assert words in table.message.text, table.message.text
                assert m.history[n].kind is Kind.DRAW_STOCK or m.history[n].kind is \
                    Kind.DRAW_DISCARD  # a simple move was played for it
            finally:
                app.stack.clear()



def test_the_deadwood_counts_down_as_the_rest_lands(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """Seen at 800x520: the player laid the 5♣ off by hand (deadwood 34 -> 29) and pressed
    Done; while the engine laid off the 8♦ and 4♦ the line said "Deadwood: 34" again (the
    count before any lay-off) until the scores opened. Now it never goes back up: it counts
    down as each card lands, to the result's number."""
    import copy

    def first(m):  # type: ignore[no-untyped-def]
        return next(iter(free_layoffs(m)), None) if m.phase is Phase.LAYOFF else None

    def two_to_lay_off(m) -> bool:  # type: ignore[no-untyped-def]
        """One card to lay off by hand, and one more left for the engine after it."""
        if m.phase is not Phase.LAYOFF or m.round.turn != 0 or first(m) is None:
            return False
        after = copy.deepcopy(m)
        after.apply(first(m))
        after.apply(Action.finish_layoff())
        return len(after.results[-1].layoffs) >= 2

    m = find_match(two_to_lay_off, seeds=range(1, 2000))
    table_for(app, m)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    step_until(app, lambda: review.show.intro_over)
    step(app)
    a = first(m)
    drag(app, _card_spot(review, a.card), review.meld_rects()[a.meld].center)
    assert m.history[-1] == a
    by_hand = review.tally().defender_deadwood
    word = str(T.DEADWOOD_POINTS).split("{")[0]

    def players_count() -> int:
        """The player's deadwood line (drawn after the computer's)."""
        lines = [t for t in drawn.texts if t.startswith(word)]
        return int(re.findall(r"\d+", lines[-1])[0])

    drawn.clear()
    step(app)
    assert players_count() == by_hand
    click(app, review.done_button.rect.center)
    result = m.results[-1]
    assert review.laid_for_you(), "the engine lays off more for the player"
    seen = []
    while isinstance(app.stack.top, LayoffReviewScene):
        drawn.clear()
        step(app)
        if isinstance(app.stack.top, LayoffReviewScene):
            seen.append(players_count())
    assert seen and max(seen) <= by_hand, ("the count went back up", seen[:3], by_hand)
    assert seen == sorted(seen, reverse=True), seen
    assert seen[-1] == result.defender_deadwood


@pytest.mark.parametrize("size", [(640, 420), (700, 450), (800, 520), (1920, 1080)])
def test_the_lay_off_hint_keeps_clear_of_the_deadwood_line_and_the_done_row(
        size: tuple[int, int], lang: str) -> None:
    """Seen at 640x420 in German: H in the lay-off review wrapped its hint onto two lines,
    and the first touched the player's "Restpunkte: 12" above it. The lines stand between
    that line and the Done row (its explanation), evenly, smaller where needed."""
    from ginrummy_desktop.ui.controller import HUMAN
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.widgets import font

    from .helpers import key, make_app

    app = make_app(size=size)
    review, _m = _review(app)
    key(app, Command.HINT)
    step(app)
    assert review.note
    px = font_px(app.size, 18)
    size_, lines = review.painter.note_lines(review.note, px)
    assert " ".join(line for line, _r in lines) == review.note and size_ >= 9
    r = review.panel()
    label = pygame.Rect(0, 0, 10, font(px).get_height())
    label.midtop = (r.centerx, review.seat_top(HUMAN) + review.card_size()[1] + 16)
    done = review.done_button.rect
    for _line, rect in lines:
        assert rect.top > label.bottom, (rect, label)
        assert rect.bottom < done.top and r.contains(rect)
    app.stack.clear()


def test_a_refused_lay_off_replaces_the_hint_and_a_lay_off_clears_it(lang: str) -> None:
    """Seen at 640x420: H, then a card dropped on a meld it does not fit - the refusal ("The
    4 of diamonds does not fit onto that meld.") was drawn over the hint's last line. The
    refusal takes the hint's place, as H then takes the refusal's; a card laid off makes the
    hint (now stale) go too."""
    from ginrummy_desktop.ui.input import Command

    from .helpers import key, make_app

    app = make_app(size=(640, 420))
    review, m = _review(app)
    key(app, Command.HINT)
    assert review.note
    legal = {(a.card, a.meld) for a in m.legal_actions() if a.kind is Kind.LAY_OFF}
    cards = review.my_cards()
    wrong = next((c, i) for c in cards for i in range(len(review.meld_rects()))
                 if (c, i) not in legal)
    drag(app, _card_spot(review, wrong[0]), review.meld_rects()[wrong[1]].center)
    assert review.message and review.note is None
    key(app, Command.HINT)  # H after the refusal: the hint takes its place (at 800x520 in
    assert review.note and review.message is None  # English both were drawn on one line)
    card, meld = next(iter(legal))
    drag(app, _card_spot(review, card), review.meld_rects()[meld].center)
    assert review.message is None and review.note is None
    app.stack.clear()
