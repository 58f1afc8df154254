"""The lay-off review in result mode, the scoring board's texts, and --autoplay."""

from __future__ import annotations

from ginrummy_desktop.__main__ import main
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui.round_text import round_lines
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, make_app, step, table_for


def _first(outcome: str) -> tuple[Match, int]:
    for seed in range(1, 300):
        m = Match(RuleSet.preset("classic"), seed)
        play_until(m, lambda m: any(r.outcome == outcome for r in m.results))
        for i, r in enumerate(m.results):
            if r.outcome == outcome:
                return m, i
    raise AssertionError(outcome)


def test_gin_is_marked_with_who_made_it() -> None:
    app = make_app(animation="normal")
    m, i = _first("gin")
    table = table_for(app, m)
    review = table.open_review(m.results[i])
    step(app, 3)
    who = "You" if m.results[i].knocker == 0 else "Computer"
    assert review.headline() == f"Gin! \u2013 {who}"
    assert not review.layoff_times()  # no laying off after Gin
    app.stack.clear()


def test_knock_review_lays_off_in_order_and_done_opens_the_scores_at_once() -> None:
    app = make_app(animation="normal")
    m, i = _first_with_layoff()
    table = table_for(app, m)
    review = table.open_review(m.results[i])
    times = sorted(review.layoff_times().values())
    assert times == sorted(set(times)), "one card after another"
    click(app, review.done_button.rect.center)  # skips the show: the scores at once
    assert isinstance(app.stack.top, ScoreboardScene)
    app.stack.clear()


def _first_with_layoff() -> tuple[Match, int]:
    for seed in range(1, 300):
        m = Match(RuleSet.preset("classic"), seed)
        play_until(m, lambda m: any(r.layoffs for r in m.results))
        for i, r in enumerate(m.results):
            if r.layoffs:
                return m, i
    raise AssertionError("no lay-off")


def test_round_lines_follow_the_rules_text() -> None:
    app = make_app()
    m, i = _first_with_layoff()
    table_for(app, m)
    r = m.results[i]
    lines = round_lines(r)
    assert f"K (knocker's deadwood): {r.knocker_deadwood}" in lines
    assert f"D (defender's deadwood after laying off): {r.defender_deadwood}" in lines
    if r.undercut:
        assert any(line.startswith("(K \u2212 D) + 25") for line in lines)
    else:
        assert f"D \u2212 K = {r.defender_deadwood} \u2212 {r.knocker_deadwood} = {r.points}" \
            in lines
    app.stack.clear()


def test_final_board_shows_bonuses_margin_and_stays_open() -> None:
    app = make_app()
    m = finished_match(seed=5, rules="bonus")
    table_for(app, Match(RuleSet.preset("bonus"), 5))
    board = app.open("scoreboard", match=m, result=m.results[-1])
    assert board.final and board.auto_close is None
    step(app, 600)
    assert app.stack.top is board
    app.stack.clear()


def test_autoplay_plays_whole_matches_and_saves_them() -> None:
    assert main(["--autoplay", "2", "--rules", "single", "--seed", "4"]) == 0
    from ginrummy_desktop.persistence import MatchStore

    summaries, problems = MatchStore().list()
    assert len(summaries) == 2 and all(s.finished for s in summaries) and not problems


def test_closing_the_window_keeps_its_size_in_the_settings() -> None:
    import pygame

    from ginrummy_desktop.persistence import Settings, load_settings
    from ginrummy_desktop.ui.app import App

    app = App((1000, 700), settings=Settings())
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    settings, _ = load_settings()
    assert tuple(settings.window_size) == (1000, 700)


def _row_spacing_ok(review: LayoffReviewScene, groups, pos) -> None:  # type: ignore[no-untyped-def]
    """Evenly spaced within each group, one fixed gap between groups: no hole anywhere."""
    cw = review.card_size()[0]
    steps = {b[0] - a[0] for ps in pos for a, b in zip(ps, ps[1:], strict=False)}
    assert len(steps) <= 1, steps
    for left, right in zip(pos, pos[1:], strict=False):
        assert right[0][0] - left[-1][0] == cw + cw // 2
    assert sum(len(c) for c, _ in groups) == sum(len(ps) for ps in pos)


def test_the_defenders_row_closes_up_after_each_lay_off() -> None:
    app = make_app(animation="normal")
    m, i = _first_with_layoff()
    r = m.results[i]
    table = table_for(app, m)
    review = table.open_review(r)
    laid = [c for c, _ in r.layoffs]
    groups, pos = review.defender_row()
    assert {c for cards, _ in groups for c in cards} >= set(laid)  # all still there at first
    times = review.layoff_times()
    for k, card in enumerate(laid):
        review.t = times[card] + 0.01  # just left: the rest is sliding together
        groups, pos = review.defender_row()
        assert card not in {c for cards, _ in groups for c in cards}
        start = review.show.layoff_start(card)
        assert start[1] == review.seat_top(1 - r.knocker)  # it leaves from the row
        step(app)  # drawn mid-slide without error
        review.t = times[card] + review.app.anim * 0.46  # the slide is over
        groups, pos = review.defender_row()
        assert not set(laid[: k + 1]) & {c for cards, _ in groups for c in cards}
        _row_spacing_ok(review, groups, pos)
    review.t = review.anim_end
    groups, pos = review.defender_row()
    _row_spacing_ok(review, groups, pos)
    assert pos == review.group_positions(groups, review.seat_top(1 - r.knocker))
    app.stack.clear()


def test_the_two_hands_never_share_a_meld_colour() -> None:
    from ginrummy_desktop.ui.widgets import MELD_COLORS

    app = make_app(animation="off")
    for outcome in ("knock", "gin"):
        m, i = _first(outcome)
        table = table_for(app, m)
        review = table.open_review(m.results[i])
        step(app, 2)
        mine = {MELD_COLORS[k % len(MELD_COLORS)] for _, k in review.knocker_groups()
                if k is not None}
        theirs = {MELD_COLORS[k % len(MELD_COLORS)] for _, k in review.defender_groups()
                  if k is not None}
        assert mine and not mine & theirs
    app.stack.clear()


def test_an_undercut_headline_names_who_undercut_whom() -> None:
    from ginrummy_desktop.engine import RoundResult
    from ginrummy_desktop.engine.outcome import Outcome

    def head(knocker: int) -> str:
        res = RoundResult(Outcome.KNOCK, dealer=0, knocker=knocker, winner=1 - knocker, points=27,
                          bonus=25, undercut=True, knocker_deadwood=5, defender_deadwood=3)
        return round_lines(res)[0]

    assert head(knocker=1) == "Undercut \u2013 you undercut the computer's knock"
    assert head(knocker=0) == "Undercut \u2013 the computer undercut your knock"
    plain = RoundResult(Outcome.KNOCK, dealer=0, knocker=0, winner=0, points=4,
                        knocker_deadwood=3, defender_deadwood=7)
    assert round_lines(plain)[0] == "Knock \u2013 You"


def test_only_enter_and_space_skip_the_show_to_the_scores() -> None:
    """Any key but F1 and Escape skipped the show to the scores (Tab, an arrow, "H"): only
    Done's keys do; the others leave the review as it was."""
    from ginrummy_desktop.ui.input import Command

    from .helpers import key

    for done_key in (Command.CONFIRM, Command.SELECT):
        app = make_app(animation="normal")
        m, i = _first_with_layoff()
        table = table_for(app, m)
        review = table.open_review(m.results[i])
        step(app, 70)  # past the stack's grace for a scene that opened by itself
        for other in (Command.NEXT, Command.LEFT, Command.DOWN, Command.HINT, Command.SORT,
                      Command.NUMBER, Command.TAKE, Command.UNDO, Command.REVIEW):
            key(app, other)
            assert app.stack.top is review, other
        key(app, done_key)
        assert isinstance(app.stack.top, ScoreboardScene), done_key
        app.stack.clear()
