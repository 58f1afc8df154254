"""'Review this round' from the score board, driven by real key and mouse events."""

from __future__ import annotations

import concurrent.futures as cf
import copy
import pickle
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ginrummy_desktop.coach import review_match
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.ui.controller import HUMAN, MatchController
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.review_rows import short_action
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

from .helpers import COACH_PLAYOUTS, StandInOpponent, click, key, make_app, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_hint import GatedExecutor, SyncExecutor


def _finished_round(seed: int = 7) -> Match:
    m = Match(RuleSet.preset("classic"), seed)
    bot = StandInOpponent()
    while not m.results:
        m.apply(bot.choose(m.view(m.round.turn)))
    return m


def _board(app: Any, m: Match, executor: Any) -> tuple[Any, Any]:
    """A table whose first round just ended, with its score board open."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    ctrl = MatchController(m, StandInOpponent(), executor=executor)
    ctrl.last_result = m.results[-1]
    app.stack.clear(MenuScene(app))
    table = TableScene(app, ctrl)
    app.push(table)
    table.model.round_ended()
    table.show_last_summary()
    step(app)
    board = app.stack.top
    assert board is not None and board.name == "scoreboard"
    return table, board


_MADE: dict[tuple[int, int | None], dict[str, Any]] = {}
"""Round 1's review of ``_finished_round(seed)`` by seed, as kept with the match."""


def opened_review(app: Any, seed: int = 7) -> RoundReviewScene:
    """The review of round 1 of ``_finished_round(seed)``, opened from its score board with
    the key a player presses. It is made once per seed and test process (on a
    ``SyncExecutor``, the review's own search) and kept with the match, and every call shows
    it as kept (its values rounded as stored), as a resumed match shows its reviews
    (``coach.stored``): the same rows every time, without 4-5 s of search in each of the
    20 tests that look at one."""
    made = (seed, app.coach_playouts)  # a ``full_coach`` test's review is its own
    if made not in _MADE:
        table, _rv = _open(app, seed)
        _MADE[made] = copy.deepcopy(table.ctrl.reviews.data[1])
    _table, rv = _open(app, seed, _MADE[made])
    assert rv.review is not None and rv.review.decisions
    return rv


def _review_by_r(app: Any) -> RoundReviewScene:
    """R on the round's board: its review, shown once done."""
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    step_until(app, lambda: not rv.busy)
    step(app)
    return rv


def _open(app: Any, seed: int,
          kept: dict[str, Any] | None = None) -> tuple[Any, RoundReviewScene]:
    """(table, review scene) of round 1 of ``_finished_round(seed)``, its review ``kept``
    with the match where given, else made; shown."""
    table, _board_scene = _board(app, _finished_round(seed=seed), SyncExecutor())
    if kept is not None:
        table.ctrl.reviews.data[1] = copy.deepcopy(kept)
    rv = _review_by_r(app)
    return table, rv


def test_a_review_kept_with_the_match_shows_the_rows_made_before(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``opened_review`` makes a review once and then reads it as kept: no search on the
    second opening, and the decisions as made, their values as stored."""
    from ginrummy_desktop.coach.review import RoundReview
    from ginrummy_desktop.ui.scenes import round_review

    _MADE.pop(3, None)
    app = make_app()
    made = _open(app, 3)[1].review
    first = opened_review(app, seed=3)

    def no_search(*args: Any) -> Any:
        raise AssertionError("searched again")

    monkeypatch.setattr(round_review, "run_race", no_search)
    again = opened_review(make_app(), seed=3)
    assert made is not None and again.review is not first.review
    assert again.review == first.review == RoundReview.from_data(made.to_data())
    assert [d.played for d in again.review.decisions] == [d.played for d in made.decisions]


def test_review_button_opens_the_review_with_progress_then_every_decision() -> None:
    app = make_app()
    ex = GatedExecutor()
    m = _finished_round()
    table, board = _board(app, m, ex)
    board._layout()
    assert board.review_button.visible
    click(app, board.review_button.rect.center)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene) and rv.busy
    assert rv.total > 0 and rv.review is None
    surf = pygame.Surface(app.size)
    rv.draw(surf)  # the progress bar
    # one pass of one decision at a time: release them one by one, the bar grows (by the
    # playouts spent: the round's budget is pooled, a close decision takes two passes)
    seen, frac, done = 0, 0.0, 0
    while rv.busy:
        ex.release()
        step(app)
        assert rv.work is None or rv.work.spent > seen  # every job plays on
        assert rv.fraction >= frac and rv.done >= done and rv.done <= rv.total
        seen = rv.work.spent if rv.work is not None else seen
        frac, done = rv.fraction, rv.done
        rv.draw(surf)
    assert rv.fraction == 1.0 and rv.done == rv.total
    review = rv.review
    assert review is not None and len(review.decisions) == rv.total
    expected = review_match(m.to_dict(), HUMAN, {1}, budget=COACH_PLAYOUTS).rounds[0]
    assert review.to_data() == expected.to_data()
    assert all(d.loss >= 0 for d in review.decisions)
    assert all(d.loss == 0 for d in review.decisions if d.played == d.best)
    rv.draw(surf)
    takes = [d for d in review.decisions if d.played.kind.value in ("take", "pick")]
    for d in takes:  # the card taken is named (the action itself has none)
        top = rv.tops[d.index]
        assert card_name(top, short=True) in short_action(d.played, top)
    # kept on the controller: opening it again computes nothing
    key(app, Command.CANCEL)
    assert app.stack.top is board
    key(app, Command.REVIEW)
    again = app.stack.top
    assert isinstance(again, RoundReviewScene) and again is not rv
    assert again.review is review and not again.busy and not ex.held
    key(app, Command.CANCEL)
    assert app.stack.top is board
    assert table.ctrl.reviews[1] is review


def test_review_marks_the_largest_losses_and_scrolls() -> None:
    app = make_app(size=(800, 520))
    m = _finished_round(seed=12)
    _table, board = _board(app, m, SyncExecutor())
    rv = _review_by_r(app)
    review = rv.review
    assert review is not None
    marked = review.mistakes()
    if marked:
        assert marked[0].loss == max(d.loss for d in review.decisions)
    if len(review.decisions) > rv.rows_shown():
        for _ in range(rv.rows_shown()):  # Down chooses the next decision; past the last
            key(app, Command.DOWN)       # row shown the view scrolls
        assert rv.selected == rv.rows_shown() and rv.scroll == 1
        key(app, Command.PAGE_UP)
        assert rv.scroll == 0 and rv.selected < rv.rows_shown()
    rv.draw(pygame.Surface(app.size))


def test_review_texts_in_german() -> None:
    from ginrummy_desktop.engine import Action, Card

    previous = set_localizer(Localizer("de"))
    try:
        assert short_action(Action.discard(Card.parse("KC"))).endswith("ablegen")
        assert short_action(Action.draw_stock()) == "Vom Nachziehstapel ziehen"
        assert short_action(Action.take(), Card.parse("7H")) == "7\u2665 nehmen"
        from ginrummy_desktop.ui import review_rows as W
        from ginrummy_desktop.ui.scenes import round_review as R

        for text in (R.TITLE, W.CHECKING, W.JUDGED, W.TOTAL, W.HEAD_PLAYED,
                     W.HEAD_BEST, W.HEAD_LOST, W.MISTAKE, R.NOTHING, *R.PHASES.values()):
            assert str(text) != text.msgid
        assert W.WORKING(8) == "Deine 8 Entscheidungen werden bewertet \u2026"
    finally:
        set_localizer(previous)


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_the_progress_line_names_the_work_and_the_bar_alone_says_how_far(
        drawn: DrawnTexts) -> None:  # noqa: F811
    """The line under the title says what is being done: the round's decisions are valued
    ("Reviewing your 8 decisions…"), then, while the round's left-over playouts go to the
    close decisions, that those are looked at again; how far the work is, only the bar
    says (by the playouts spent: its time). The line counted the decisions valued so far
    and said "9 of 10" beside a bar half full (800x520), as the close decisions still had
    their second pass to come."""
    from ginrummy_desktop.ui.review_rows import CHECKING, WORKING

    app = make_app()
    ex = GatedExecutor()
    m = _finished_round()
    _table, board = _board(app, m, ex)
    board._layout()
    click(app, board.review_button.rect.center)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    surf = pygame.Surface(app.size)
    valuing = WORKING(rv.total)
    assert str(rv.total) in valuing
    lines: list[str] = []
    bars: list[float] = []
    while rv.busy:
        drawn.clear()
        rv.draw(surf)
        line = next(t for t in drawn.texts if t in (valuing, str(CHECKING)))
        lines.append(line)
        bars.append(rv.fraction)
        ex.release()
        step(app)
    first = lines[:rv.total]
    assert first == [valuing] * rv.total, "one line all through the first pass"
    again = lines[rv.total:]
    assert again and all(t == str(CHECKING) for t in again), "pass 2 looks at the close ones"
    assert bars == sorted(bars) and bars[rv.total - 1] < 1.0
    assert rv.review is not None


def test_fair_play_shows_the_computers_whole_round_and_the_seed() -> None:
    app = make_app()
    m = _finished_round(seed=9)
    _table, _board_scene = _board(app, m, SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    assert rv.showing_theirs and rv.their_moves
    assert all(s.startswith("The computer") for s in rv.their_moves)
    # its stock draws are named now that the round is over
    drew = [s for s in rv.their_moves if "from the stock" in s]
    assert drew and all(s.startswith("The computer drew the ") for s in drew)
    n_computer = sum(1 for i, a in enumerate(m.history) if _seat_of(m, i) == 1)
    assert len(rv.their_moves) == n_computer
    rv.draw(pygame.Surface(app.size))
    click(app, rv.theirs_button.rect.center)
    assert not rv.showing_theirs


def _seat_of(m: Match, i: int) -> int | None:
    """Who made action ``i`` of round 1 (None once round 1 is over)."""
    replay = Match(m.rules, m.seed)
    for a in m.history[:i]:
        replay.apply(a)
    if replay.results:
        return None
    return replay.round.turn


class ReplayExecutor(SyncExecutor):
    """A ``SyncExecutor`` for one review made again at other sizes and in the other language:
    the first time, each job runs and a copy of its result is kept; after ``again()`` the same
    jobs, in the same order, get copies of the kept results. The search depends on neither the
    language nor the window's size, and six full reviews of one round took 73 s of the suite."""

    def __init__(self) -> None:
        super().__init__()
        self.kept: list[tuple[str, Any]] = []
        self.at: int | None = None

    def again(self) -> None:
        self.at = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        name = getattr(fn, "__name__", "?")
        if self.at is None:
            f = super().submit(fn, *args, **kwargs)
            self.kept.append((name, pickle.dumps(f.result())))  # a deep copy, some 10x faster
            return f
        kept_name, result = self.kept[self.at]
        assert kept_name == name, f"job {self.at}: {name}, first time {kept_name}"
        self.at += 1
        self.jobs.append(name)
        out: cf.Future[Any] = cf.Future()
        out.set_result(pickle.loads(result))
        return out


def _cells_as_mistakes(size: tuple[int, int], m: Match,
                       executor: SyncExecutor) -> tuple[Any, list[pygame.Rect]]:
    """The review of ``m``'s round 1 at ``size``, drawn with every row as a mistake (bold):
    (the scene, the rects of every text the rows' module drew)."""
    import pytest

    from ginrummy_desktop.ui import review_rows

    app = make_app(size=size)
    _table, _board_scene = _board(app, m, executor)
    rv = _review_by_r(app)
    review = rv.review
    assert review is not None and review.decisions
    every = list(review.decisions)
    seen: list[pygame.Rect] = []
    original = review_rows.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, color: Any = (255, 255, 255),
                  bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        rect = original(surface, text, pos, px, color, bold=bold, anchor=anchor)
        seen.append(rect)
        return rect

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(review, "mistakes", lambda: every)
        mp.setattr(review_rows, "draw_text", recording)
        rv.draw(pygame.Surface(app.size))
    app.stack.clear()
    return rv, seen


def test_columns_never_run_into_each_other() -> None:
    """Seen at 1920x1080 in German: a mistake's bold "Abwerfen" ran into "6♣ abwerfen" (the
    columns sat at fixed shares of the panel). Every row is drawn as a mistake here (bold, the
    widest), in both languages at five sizes: no cell touches the next one or the panel's
    edge."""
    m = _finished_round(seed=12)
    executor = ReplayExecutor()
    for lang in ("de", "en"):
        previous = set_localizer(Localizer(lang))
        try:
            for size in ((800, 520), (1280, 800), (1920, 1080), (640, 420), (660, 900)):
                rv, seen = _cells_as_mistakes(size, m, executor)
                if executor.at is not None:  # every job of the first review asked again
                    assert executor.at == len(executor.kept), (executor.at, len(executor.kept))
                executor.again()
                rows: dict[int, list[pygame.Rect]] = {}
                for rect in seen:
                    rows.setdefault(rect.top, []).append(rect)
                checked = 0
                for rects in rows.values():
                    rects.sort(key=lambda r: r.x)
                    for a, b in zip(rects, rects[1:], strict=False):
                        assert a.right < b.left, (lang, size, a, b)
                        checked += 1
                assert checked >= 4 * len(rv.review.decisions[:rv.rows_shown()])
                panel = rv.panel()
                assert all(panel.contains(r) for r in seen), (lang, size)
                # within the chosen row's frame, clear of it as on the left (at 660x900
                # German "Punkte verloren" ran over the panel's edge at the smallest text;
                # at 1280x720 "Mistake" touched the frame, drawn 16 px in)
                assert all(r.right <= panel.right - 24 for r in seen), (lang, size)
        finally:
            set_localizer(previous)


def _long_round(seed: int) -> Match:
    """Round 1 of a classic match between two Strong players (they play on for Gin)."""
    from ginrummy_desktop.ai import make_opponent

    m = Match(RuleSet.preset("classic"), seed)
    bots = [make_opponent("strong", seed), make_opponent("strong", seed + 1)]
    while not m.results:
        m.apply(bots[m.round.turn].choose(m.view(m.round.turn)))
    return m


def _long_review(app: Any) -> RoundReviewScene:
    """The review of a round of 64 moves or more (longer lists than the panel at 800x520),
    opened by R on its board and done."""
    m = next(m for m in map(_long_round, range(100)) if len(m.history) >= 64)
    _board(app, m, SyncExecutor())
    return _review_by_r(app)


def test_arrows_say_the_lists_scroll(monkeypatch: Any) -> None:
    """Seen at 1920x1080 in German: the computer's round ran on below the panel's last line
    with nothing to say so. Both lists (its round, the decisions) show ↓ while rows lie below
    and ↑ once scrolled, at the right end of the line under the list; Page Down (a real key
    event) scrolls."""
    from ginrummy_desktop.ui import review_rows
    from ginrummy_desktop.ui.score_sheet import MORE_ABOVE, MORE_BELOW

    app = make_app(size=(800, 520))
    rv = _long_review(app)
    seen: list[str] = []
    original = review_rows.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, color: Any = (255, 255, 255),
                  bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        if str(text) in (MORE_ABOVE, MORE_BELOW):
            seen.append(str(text))
        return original(surface, text, pos, px, color, bold=bold, anchor=anchor)

    monkeypatch.setattr(review_rows, "draw_text", recording)
    for theirs in (False, True):
        if theirs:
            rv._layout()
            click(app, rv.theirs_button.rect.center)
            assert rv.showing_theirs
        n = len(review_rows.theirs_rows(rv)) if theirs else len(rv.review.decisions)
        assert n > rv.rows_shown(), "the list is longer than the panel at 800x520"
        seen.clear()
        rv.draw(pygame.Surface(app.size))
        assert seen == [MORE_BELOW]
        for _ in range(n):
            key(app, Command.PAGE_DOWN)
        seen.clear()
        rv.draw(pygame.Surface(app.size))
        assert seen == [MORE_ABOVE]
        for _ in range(n):
            key(app, Command.PAGE_UP)
        seen.clear()
        rv.draw(pygame.Surface(app.size))
        assert seen == [MORE_BELOW]


def test_each_page_keeps_its_place_when_the_other_is_looked_at() -> None:
    """German 640x420: scrolled to rows 6-21 of the decisions, to the computer's round and
    back, the list stood at row 1, and a click aimed at row 9 chose row 4."""
    app = make_app(size=(800, 520))
    rv = _long_review(app)
    key(app, Command.PAGE_DOWN)
    key(app, Command.PAGE_DOWN)
    step(app)
    placed, chosen = rv.scroll, rv.selected
    assert placed > 0
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    assert rv.showing_theirs and rv.scroll == 0  # the computer's round from its start
    key(app, Command.PAGE_DOWN)
    step(app)
    theirs = rv.scroll
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    step(app)
    assert not rv.showing_theirs and rv.scroll == placed and rv.selected == chosen
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    assert rv.scroll == theirs


def test_the_total_line_counts_in_the_right_number() -> None:
    """ "10 decisions, 1 mistakes" was seen at 800x520: the counts take their plural forms."""
    from ginrummy_desktop.ui.review_rows import total_line

    assert total_line(10, 1, 12.3) == "10 decisions, 1 mistake, 12.3 points lost in all"
    assert total_line(1, 0, 0.0) == "1 decision, 0 mistakes, 0.0 points lost in all"
    previous = set_localizer(Localizer("de"))
    try:
        assert total_line(10, 1, 12.3) == (
            "10 Entscheidungen, 1 Fehler, insgesamt 12,3 Punkte verloren")
        assert total_line(1, 2, 4.0).startswith("1 Entscheidung, 2 Fehler")
    finally:
        set_localizer(previous)


def test_a_gin_reads_as_gin_in_the_review() -> None:
    """Seen at 1920x1080: the round's last decision, a Gin, read "Knock with the 3♣": the rows
    now know the hand of each decision."""
    from ginrummy_desktop.engine import Action, Card
    from ginrummy_desktop.engine.cards import parse_cards

    hand = 0
    for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC JC 3C"):
        hand |= c.bit
    gin = Action.knock(Card.parse("3C"))
    assert short_action(gin, None, hand) == "Go Gin with the 3\u2663"
    assert short_action(gin) == "Knock with the 3\u2663"  # without the hand: as before
    app = make_app(size=(800, 520))
    m = _finished_round(seed=12)
    _board(app, m, SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    assert rv.hands and set(rv.hands) == {p.index for p in rv.pendings}
    assert all(rv.hands[p.index] == p.view.hand_mask for p in rv.pendings)


def test_the_decision_that_ended_the_round_is_named_by_how() -> None:
    """Frames' note: the knock that ended the round stood in the list as a "Discard" (the
    engine's phase); the list now says "Knock" ("Klopfen"), and the text review too."""
    from ginrummy_desktop.coach.words import ENDED_BY, round_lines
    from ginrummy_desktop.engine import Kind
    from ginrummy_desktop.ui.review_rows import row_texts

    m = _finished_round(seed=7)
    assert m.results[-1].knocker == HUMAN
    app = make_app(size=(800, 520))
    _board(app, m, SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    step_until(app, lambda: rv.review is not None)
    review = rv.review
    last = review.decisions[-1]
    assert last.phase == "discard" and last.played.kind is Kind.KNOCK
    assert row_texts(rv, len(review.decisions), last)[1] == "Knock"
    discards = [d for d in review.decisions if d.played.kind is Kind.DISCARD]
    assert discards and all(row_texts(rv, 1, d)[1] == "Discard" for d in discards)
    assert round_lines(review)[-1].lstrip().startswith("Knock ")
    previous = set_localizer(Localizer("de"))
    try:
        assert row_texts(rv, len(review.decisions), last)[1] == "Klopfen"
        assert str(ENDED_BY[Kind.BIG_GIN]) == "Big Gin"  # the German players' word too
    finally:
        set_localizer(previous)


def test_on_the_table_stands_still_when_try_again_comes() -> None:
    """1280x720, by mouse: "Try again" came at a mistake's row between "On the table" and
    "The computer's round", pushing "On the table" left; a player clicking it in its old
    place tried again instead. "Try again" comes left of it."""
    import pytest

    app = make_app(size=(1280, 720))
    _table, _board_scene = _board(app, _finished_round(seed=12), SyncExecutor())
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    step_until(app, lambda: not rv.busy)
    review = rv.review
    assert review is not None and len(review.decisions) >= 3
    places, tries = set(), 0
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(review, "mistakes", lambda: [review.decisions[1]])
        for i in range(3):
            rv.select(i)
            step(app)
            assert rv.board_button.visible
            places.add(rv.board_button.rect.topleft)
            if rv.try_button.visible:
                tries += 1
                assert rv.try_button.rect.right < rv.board_button.rect.left
    app.stack.clear()
    assert tries == 1 and len(places) == 1, places
