"""The table keeps the hint it showed, and the round's review counts a hint followed as the
best move: "✓ as the hint said" in its row, no points lost, and on the table the words say
so (and where the review reads another move ahead, by how much). A Short match played by the
hints was charged 0.7 to 1.7 points in 4 of about 40 hinted decisions before."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy_desktop.coach.hint import percent
from ginrummy_desktop.coach.judge import TIE_POINTS
from ginrummy_desktop.coach.review import Decision
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.review_board_words import (
    AS_HINTED,
    HINT_AHEAD,
    HINT_BEHIND,
    HINT_CLOSE,
    answer_lines,
    hint_line,
)
from ginrummy_desktop.ui.review_rows import row_texts, short_action
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.table.hint_words import action_words, points_text

from .helpers import find_match, key, make_app, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_hint import SyncExecutor, _my_discard, _table
from .test_round_review import _board, _finished_round, opened_review


def test_the_hint_shown_is_kept_for_its_decision() -> None:
    app = make_app()
    t = _table(app, find_match(_my_discard), SyncExecutor())
    index = len(t.ctrl.match.history)
    key(app, Command.HINT)
    step(app)
    assert t.hint.result is not None
    h = t.hint.result  # with the move it calls about as good, where it does
    said = h.best.text() if h.equal is None else f"{h.best.text()}|{h.equal.text()}"
    assert t.ctrl.hinted == {index: said}


def _a_loss(app: Any) -> Decision:
    rv = opened_review(app, seed=7)
    assert rv.review is not None
    return max(rv.review.decisions, key=lambda d: d.loss)


def _worst(app: Any) -> tuple[Decision, Any]:
    """Seed 7's first round's costliest decision and the view it was made from."""
    rv = opened_review(app, seed=7)
    assert rv.review is not None
    lost = max(rv.review.decisions, key=lambda d: d.loss)
    return lost, next(p for p in rv.pendings if p.index == lost.index).view


def _review_with(app: Any, hinted: dict[int, str]) -> RoundReviewScene:
    """The review of seed 7's first round opened by its key from the score board, with the
    hints ``hinted`` as the table kept them."""
    table, _scoreboard = _board(app, _finished_round(7), SyncExecutor())
    table.ctrl.hinted = hinted
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    step_until(app, lambda: not rv.busy)
    assert rv.review is not None
    return rv


def _row(rv: RoundReviewScene, index: int) -> int:
    assert rv.review is not None
    return next(i for i, d in enumerate(rv.review.decisions) if d.index == index)


def _on_the_table(app: Any, rv: RoundReviewScene, index: int) -> ReviewBoardScene:
    """The decision at history ``index`` on the table, reached by keys from the review."""
    for _ in range(_row(rv, index) - rv.selected):
        key(app, Command.DOWN)
    key(app, Command.CONFIRM)
    board = app.stack.top
    assert isinstance(board, ReviewBoardScene) and board.decision.index == index
    return board


def test_a_hint_followed_reads_as_the_best_in_the_review_and_on_the_table(
        drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app()
    lost = _a_loss(app)
    assert lost.loss > 0 and lost.best != lost.played
    rv = _review_with(app, {lost.index: lost.played.text()})  # H named what was played
    assert rv.review is not None
    row = _row(rv, lost.index)
    d = rv.review.decisions[row]
    assert d.followed and d.best == d.played and d.loss == 0
    assert d not in rv.review.mistakes()
    cells = row_texts(rv, row + 1, d)
    assert cells[3] == "\u2713 as the hint said" and cells[4] == points_text(0.0)
    board = _on_the_table(app, rv, lost.index)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert AS_HINTED.format(action=board._words(lost.played)) in text, text
    ahead = d.ahead()  # the same race as before the hint was known: the same best, ahead
    assert ahead is not None and ahead[0] == lost.best
    assert abs(ahead[1] - lost.loss) < 0.01
    line = HINT_AHEAD.format(other=board._words(ahead[0]), points=points_text(ahead[1]))
    assert line.split(":")[0] in text, text
    assert "points lost" not in text


def test_the_words_of_a_hint_followed_in_german() -> None:
    app = make_app()
    lost, view = _worst(app)
    followed = Decision(lost.round_number, lost.index, lost.phase, lost.played, lost.played,
                        lost.values, 0.0, lost.played)
    with use_localizer(Localizer("de")):
        lines = [text for text, _c, _b in answer_lines(followed, view, False)]
        assert lines[0].startswith("Du hast gespielt, wie der Tipp sagte: "), lines
        assert followed.ahead() is not None
        assert lines[1].startswith("Der Rückblick bewertet beim zweiten Hinsehen"), lines
        assert lines[1].endswith("zählt nie als Verlust."), lines


def test_the_review_from_the_saved_matches_knows_the_hints_kept_with_the_match() -> None:
    from ginrummy_desktop.engine import Match, RuleSet
    from ginrummy_desktop.ui.scenes.saves import SavesScene
    from ginrummy_desktop.ui.smoke import play_until

    from .menu_helpers import menu_app
    from .test_hint import GatedExecutor

    app = menu_app()
    app.executor = GatedExecutor()  # the review is not made here: its decisions are enough
    m = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 1)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    probe = RoundReviewScene(app, match=m, round_number=1, submit=app.executor.submit)
    first = probe.pendings[0]
    saved.hinted = {first.index: first.played.text()}
    app.store.save(saved, m)
    app.push(SavesScene(app))
    step(app)
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene) and rv.pendings
    assert rv.pendings[0].hint == first.played
    assert all(p.hint is None for p in rv.pendings[1:])
    app.stack.clear()


def test_a_row_and_the_round_total_round_one_loss_alike() -> None:
    """One mistake of 2.2549 points: its row said "2,3", the total (the losses added as
    stored, to two decimals: 2.25) "insgesamt 2,2 Punkte verloren" (German 1920x1080)."""
    from ginrummy_desktop.coach.review import Decision, RoundReview
    from ginrummy_desktop.engine import Action
    from ginrummy_desktop.ui.review_rows import total_line

    a, b = Action.parse("discard QS"), Action.parse("discard QC")
    review = RoundReview(2, [Decision(2, 4, "discard", a, b, {a: 1.0, b: 3.2549}, 2.2549)])
    assert points_text(review.decisions[0].loss) == "2.3"
    assert total_line(1, 1, review.total_loss).endswith("2.3 points lost in all")
    # from two decimals, as a review is stored and read back: 0.149 is 0.15, said 0.2
    assert [points_text(x) for x in (0.05, 0.144, 0.149, 1.25, 0.0)] == [
        "0.1", "0.1", "0.2", "1.3", "0.0"]


def test_the_round_total_is_the_sum_of_the_rows_said() -> None:
    """Rows of 3,7 and 2,4 stood over "insgesamt 6,2 Punkte verloren" (German 1280x800): the
    losses added before rounding. The line says the sum of what the rows say."""
    from ginrummy_desktop.coach.review import Decision, RoundReview
    from ginrummy_desktop.engine import Action
    from ginrummy_desktop.ui.review_rows import shown_total, total_line

    a, b = Action.parse("discard QS"), Action.parse("discard QC")
    rows = [Decision(1, 3, "discard", a, b, {a: 0.0, b: 3.74}, 3.74),
            Decision(1, 5, "discard", a, b, {a: 0.0, b: 2.43}, 2.43)]
    review = RoundReview(1, rows)
    assert [points_text(d.loss) for d in rows] == ["3.7", "2.4"]
    assert points_text(review.total_loss) == "6.2"  # what it said
    assert total_line(2, 2, shown_total(review)).endswith("6.1 points lost in all")


def _not_followed(lost: Decision) -> Decision:
    """``lost`` as if the hint had named a third action, neither played nor the best (the
    lowest the race reads)."""
    third = min((a for a in lost.values if a not in (lost.played, lost.best)),
                key=lambda a: lost.values[a])
    return Decision(lost.round_number, lost.index, lost.phase, lost.played, lost.best,
                    lost.values, lost.loss, third)


def test_a_hint_not_followed_is_named_in_the_row_and_on_the_table(
        drawn: DrawnTexts) -> None:  # noqa: F811
    """The hint named the ace of spades, the player threw the king, and the review said
    "✓ the same, 0.0" with no word of the hint: a contradiction to the player (English
    1024x640, Short). The row and the table now say what the hint named and how the review,
    on its own deals, reads it."""
    app = make_app()
    lost = _a_loss(app)
    hint = _not_followed(lost).hint
    assert hint is not None
    rv = _review_with(app, {lost.index: hint.text()})
    assert rv.review is not None
    row = _row(rv, lost.index)
    d = rv.review.decisions[row]
    assert d.hint == hint and not d.followed and d.loss > 0  # a hint not followed: judged
    behind = d.hint_behind()
    assert behind is not None and behind >= 0
    assert abs(behind - (d.values[d.best] - d.values[hint])) < 1e-9
    cells = row_texts(rv, row + 1, d)
    named = short_action(hint, rv.tops.get(d.index), rv.hands.get(d.index, 0))
    assert cells[3].endswith(f" (hint: {named[:1].lower()}{named[1:]})"), cells
    board = _on_the_table(app, rv, lost.index)
    drawn.clear()
    step(app)
    text = drawn.joined()
    said = HINT_CLOSE.format(hint=board._words(hint)) if behind < TIE_POINTS else \
        HINT_BEHIND.format(hint=board._words(hint), points=points_text(behind))
    assert said.split(". ")[0] in text, text
    app.stack.clear()


def test_the_line_of_a_hint_not_followed_in_both_languages() -> None:
    app = make_app()
    lost, view = _worst(app)
    other = _not_followed(lost)
    named_best = Decision(lost.round_number, lost.index, lost.phase, lost.played, lost.best,
                          lost.values, lost.loss, lost.best)
    none = Decision(lost.round_number, lost.index, lost.phase, lost.played, lost.best,
                    lost.values, lost.loss)
    assert named_best.hint_behind() is None and none.hint_behind() is None
    assert hint_line(none, view) is None
    assert hint_line(named_best, view) == "The hint had said so too."
    line = hint_line(other, view)
    assert line is not None and line.startswith("The hint said: ")
    assert answer_lines(other, view, True)[-1][0] == line
    with use_localizer(Localizer("de")):
        assert hint_line(named_best, view) == "Das hatte auch der Tipp gesagt."
        de = hint_line(other, view)
        assert de is not None and de.startswith("Der Tipp sagte: "), de
    app.stack.clear()


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_the_words_under_the_hand_leave_out_explanations_before_running_into_it(
        monkeypatch: Any) -> None:
    """With the hint's line the words at 640x420 began over the hand's cards (German): the
    plain explanations are left out from the last, the move's, the best's and the hint's
    lines stay, and none is drawn over a card."""
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.ui.scenes import review_board
    from ginrummy_desktop.ui.table.hint import COACH
    from ginrummy_desktop.ui.widgets import WHITE

    with use_localizer(Localizer("de")):
        app = make_app(size=(640, 420))
        rv = opened_review(app, seed=7)
        assert rv.review is not None
        same = next(d for d in rv.review.decisions if d.played == d.best and len(d.values) > 2)
        other = next(a for a in same.values if a != same.played)
        app.stack.clear()
        board = _on_the_table(app, _review_with(app, {same.index: other.text()}), same.index)
        d = board.decision
        lines = answer_lines(d, board.pending.view, False)
        said = hint_line(d, board.pending.view)
        assert said is not None and lines[-1][0] == said and len(lines) == 4
        tops: dict[str, int] = {}
        real = review_board.draw_text

        def record(surface: Any, text: Any, pos: tuple[int, int], *a: Any, **k: Any) -> Any:
            tops[str(text)] = pos[1]
            return real(surface, text, pos, *a, **k)

        monkeypatch.setattr(review_board, "draw_text", record)
        step(app)
        hand = max(r.bottom for _c, r in board.card_rects(app.size))
        shown = [t for t in tops if tops[t] >= hand - 40]
        assert any(said.startswith(t) for t in shown), shown  # the hint's line is there
        assert all(tops[t] >= hand for t in shown if t in " ".join(x for x, _c, _b in lines)), \
            (hand, tops)
        kept = review_board.fitted(lines, 11, 600, 3)  # four lines' words in three rows
        assert len(kept) == 3 and kept[0][0].startswith(lines[0][0][:20])
        assert kept[-1][1] == COACH and said.endswith(kept[-1][0])
        assert all(colour != WHITE or bold for _t, colour, bold in kept[1:-1])
    app.stack.clear()


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_a_knock_s_reason_in_the_review_says_how_often_the_deals_saw_it_undercut() -> None:
    """The review said "Knocking with 10 deadwood risks an undercut; playing on is worth
    more." of a knock 16.6 points behind, whatever the risk (English 800x520): it says how
    often its deals saw that knock undercut, and keeps it with a stored review."""
    from ginrummy_desktop.coach.hint import RARE, percent
    from ginrummy_desktop.engine import Kind
    from ginrummy_desktop.ui.table.hint_words import percent_text

    app = make_app()
    rv = opened_review(app, seed=7)
    assert rv.review is not None
    d = next(d for d in rv.review.decisions
             if d.played.kind is Kind.KNOCK and d.best.kind is Kind.DISCARD)
    share = d.undercut[d.played]
    assert 0.0 <= share <= 1.0 and set(d.undercut) <= set(d.values)
    assert all(a.kind is Kind.KNOCK for a in d.undercut)
    p = next(p for p in rv.pendings if p.index == d.index)
    why = answer_lines(d, p.view, True)[2][0]
    if share >= RARE:
        assert f"{percent_text(percent(share))} of the coach's trial deals" in why, why
    else:
        assert "seldom undercut" in why, why
    with use_localizer(Localizer("de")):
        german = answer_lines(d, p.view, True)[2][0]
    assert "Probespiele" in german or "selten unterboten" in german, german
    stored = Decision.from_data(d.round_number, d.to_data())
    assert stored.undercut == {a: round(v, 3) for a, v in d.undercut.items()}
    plain = Decision(d.round_number, d.index, d.phase, d.played, d.best, d.values, d.loss)
    assert "risks an undercut" in answer_lines(plain, p.view, True)[2][0]  # an older review
    app.stack.clear()


def test_the_move_a_close_hint_called_about_as_good_is_no_mistake_in_the_review(
        drawn: DrawnTexts) -> None:  # noqa: F811
    """"Herz 8 ablegen - etwa so gut wie der nächstbeste Zug: Pik 5 ablegen"; the player threw
    the 5 of spades and the review called it a mistake of 2.7 points (German 1024x600). The
    hint's "about as good" move is kept with it (``"discard 8H|discard 5S"``) and the review
    counts it as said: no loss, no mistake, and the table says what the hint called it."""
    from ginrummy_desktop.ui.review_board_words import AS_EQUAL

    app = make_app()
    lost = _a_loss(app)
    assert lost.loss > 0 and lost.best != lost.played
    table, _scoreboard = _board(app, _finished_round(7), SyncExecutor())
    now = len(table.ctrl.match.history)
    table.ctrl.note_hint(lost.best, lost.played)  # the hint: best, the one played as good
    said = table.ctrl.hinted.pop(now)
    assert said == f"{lost.best.text()}|{lost.played.text()}"
    app.stack.clear()
    rv = _review_with(app, {lost.index: said})  # as if shown at that decision
    assert rv.review is not None
    row = _row(rv, lost.index)
    d = rv.review.decisions[row]
    assert d.hint == lost.best and d.equal == lost.played and d.followed
    assert d.best == d.played and d.loss == 0 and d not in rv.review.mistakes()
    assert row_texts(rv, row + 1, d)[3] == "\u2713 about as good, said the hint"
    assert Decision.from_data(d.round_number, d.to_data()).equal == lost.played
    board = _on_the_table(app, rv, lost.index)
    drawn.clear()
    step(app)
    said = AS_EQUAL.format(action=board._words(lost.played), hint=board._words(lost.best))
    assert said in drawn.joined(), drawn.joined()
    assert "points lost" not in drawn.joined()
    app.stack.clear()


def test_a_hint_keeps_its_about_as_good_move_only_where_it_says_so() -> None:
    from ginrummy_desktop.coach.hint import Hint
    from ginrummy_desktop.engine import Action
    from ginrummy_desktop.persistence.saves import _check_hinted

    a, b = Action.parse("discard 8H"), Action.parse("discard 5S")
    close = Hint(a, b, 0.3, {}, {}, "close", {}, 0.5)
    leaning = Hint(a, b, 1.2, {}, {}, "close", {}, 1.0)  # "likely worth about 1.2 more"
    clear = Hint(a, b, 3.0, {}, {}, "loose", {}, 0.5)
    assert close.equal == b and leaning.equal is None and clear.equal is None
    assert _check_hinted({"5": "discard 8H|discard 5S", "6": "knock TH|discard TH"}, 9) == {
        5: "discard 8H|discard 5S", 6: "knock TH|discard TH"}


def _knock_decision(app: Any) -> tuple[Decision, Any]:
    """Seed 7's knock with the 5 of spades, 10 deadwood (both knocks undercut on 54% of the review's
    deals), and its view."""
    from ginrummy_desktop.engine import Kind

    rv = opened_review(app, seed=7)
    assert rv.review is not None
    d = next(d for d in rv.review.decisions if d.played.kind is Kind.KNOCK)
    p = next(p for p in rv.pendings if p.index == d.index)
    return d, p.view


@pytest.mark.full_coach  # its seeded position's judgement at the game's budget
def test_a_discard_s_words_say_what_the_legal_knock_was_worth() -> None:
    """The player played on as the hint said; the review's words named the next best discard
    and nothing of the knock the hint had called 16.1 points worse, and the computer's Gin
    came next (English 1280x720). Where no line names a knock, one says what it was worth and
    how often the review's deals saw it undercut."""
    from ginrummy_desktop.engine import Action, Kind
    from ginrummy_desktop.ui.review_board_words import knock_line

    app = make_app()
    d, view = _knock_decision(app)
    values = dict(d.values)
    best = Action.parse("discard 5S")
    second = max((a for a in values if a.kind is Kind.DISCARD and a != best), key=values.get)
    values[second] = values[best] - 0.1  # the next best is a discard: no line names a knock
    knocks = [a for a in values if a.kind is Kind.KNOCK]
    for k in knocks:
        values[k] = values[best] - 3.0
    played = Decision(1, d.index, "discard", best, best, values, 0.0, undercut=d.undercut)
    share = d.undercut[knocks[0]]
    line = knock_line(played, view)
    assert line == (f"Knocking with 10 deadwood was worth 3.0 points less. It was undercut in "
                    f"{percent(share)}% of the coach's trial deals."), line
    assert answer_lines(played, view, False)[-1][0] == line
    with use_localizer(Localizer("de")):
        assert knock_line(played, view).startswith(
            "Mit 10 Restpunkten zu klopfen war 3,0 Punkte weniger wert. Der Computer unterbot")
    values[second] = values[knocks[0]] - 1.0  # a knock is the next best: named already
    named = Decision(1, d.index, "discard", best, best, values, 0.0, undercut=d.undercut)
    assert named.runner_up() is not None and named.runner_up()[0].kind is Kind.KNOCK
    assert knock_line(named, view) is None
    app.stack.clear()


def test_the_hint_s_move_named_above_is_not_said_twice() -> None:
    """"The review rated another move, draw from the stock, a little higher; it cannot tell
    the two apart." and under it "The hint said: draw from the stock. The review, looking
    again, rates that about as good: a close call." (English 1280x720): where the next best
    named above is the hint's, the last line says only that."""
    from ginrummy_desktop.engine import Action, Kind
    from ginrummy_desktop.ui.review_board_words import HINT_WAS_OTHER

    app = make_app()
    d, view = _knock_decision(app)
    best = Action.parse("discard 5S")
    values = dict(d.values)
    other = max((a for a in values if a.kind is Kind.DISCARD and a != best), key=values.get)
    values[other] = values[best] - 0.1
    for k in (a for a in values if a.kind is Kind.KNOCK):
        values[k] = values[best] - 0.2  # no knock line: about as good as the best
    hinted = Decision(1, d.index, "discard", best, best, values, 0.0, hint=other)
    lines = [text for text, _c, _b in answer_lines(hinted, view, False)]
    assert lines[-1] == str(HINT_WAS_OTHER) and lines[-1] == "That other move was the hint's."
    assert not any(text.startswith("The hint said") for text in lines), lines
    assert any(action_words(other, view.hand_mask, view.discard_top) in t for t in lines[1:2])
    app.stack.clear()
