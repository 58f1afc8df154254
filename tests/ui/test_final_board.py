"""The final board names each end bonus as the rules give it: under the Short preset a
shutout doubles the winner's round points (RULES.md), and the board said "Shutout bonus 50"
as if 50 were a bonus of its own; the row now says the points count twice. With the bonus
preset a shutout adds 100: "Shutout bonus"."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.final_board import final_rows
from ginrummy_desktop.ui.smoke import play_until

from .helpers import make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def _shutout(rules: str) -> Match:
    """A match of ``rules`` (a preset with changes) played to a shutout by simple bots."""
    for seed in range(1, 60):
        m = play_until(Match(RuleSet.parse(rules), seed), lambda m: False)
        if m.final.shutout:
            return m
    raise AssertionError(f"no shutout in {rules}")


def test_a_doubling_shutout_is_named_as_doubled_points() -> None:
    m = _shutout("short")
    f = m.final
    w = f.winner
    rows = {str(label): pair for label, pair in final_rows(m)}
    assert "Shutout bonus" not in rows
    assert rows["Shutout: points \u00d72"][w] == f.round_points[w], "the doubling adds them"
    assert rows["Shutout: points \u00d72"][1 - w] == 0
    assert rows[str(T.TOTAL)] == f.totals
    with use_localizer(Localizer("de")):
        labels = [str(label) for label, _ in final_rows(m)]
    assert "Zu-null-Sieg: Punkte \u00d72" in labels and "Zu-null-Bonus" not in labels


def test_a_shutout_bonus_keeps_its_name() -> None:
    m = _shutout("short,shutout=plus100")  # the bonus preset's shutout, on Short's target
    rows = {str(label): pair for label, pair in final_rows(m)}
    f = m.final
    assert rows["Shutout bonus"][f.winner] == 100


def test_the_doubled_row_is_drawn_whole_at_the_smallest_window(
        drawn: DrawnTexts) -> None:  # noqa: F811
    m = _shutout("short")
    with use_localizer(Localizer("de")):
        app = make_app(size=(640, 420))
        try:
            app.open("scoreboard", match=m, result=m.results[-1])
            step(app, 2)
            drawn.clear()
            step(app)
            assert "Zu-null-Sieg: Punkte \u00d72" in drawn.texts
        finally:
            app.stack.clear()


def test_no_shutout_no_shutout_row() -> None:
    """Without a shutout the row said "Shutout: points x2  0  0": it is left out."""
    for seed in range(1, 60):
        m = play_until(Match(RuleSet.parse("short"), seed), lambda m: False)
        if not m.final.shutout:
            break
    labels = [str(label) for label, _ in final_rows(m)]
    assert labels == ["Round points", "Game bonus", "Box bonus", "Total"]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("rules", ["to100", "short", "bonus"])
def test_the_chart_stands_just_under_the_totals(size: tuple[int, int], rules: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1920x1080 the final board of "To 100, no extras" (two rows of totals) left four
    empty lines between "Margin: 90" and its chart: the chart starts under the margin as
    many lines down as the totals have, whatever the rules' bonuses, and never on them."""
    import ginrummy_desktop.ui.final_board as board_module
    from ginrummy_desktop.ui.smoke import finished_match

    from .test_hollywood_sheet import _drawn

    m = finished_match(seed=8, rules=rules)
    app = make_app(size=size)
    try:
        board = app.open("scoreboard", match=m, result=m.results[-1])
        seen = _drawn(monkeypatch, board_module)
        step(app, 2)
        margin = next(r for t, _c, r in seen if t.startswith(f"{T.MARGIN}:"))
        gap = board.chart_area().top - margin.bottom
        assert 0 <= gap <= margin.height + 12, (margin, board.chart_area())
    finally:
        app.stack.clear()


def test_without_bonuses_one_total() -> None:
    """Classic has no end bonuses: its final board said "Round points 36 109" over "Total
    36 109" (English 700x460). One row: the total."""
    m = play_until(Match(RuleSet.preset("classic"), 3), lambda m: False)
    assert m.final.totals == m.final.round_points
    assert [(str(label), pair) for label, pair in final_rows(m)] == [
        (str(T.TOTAL), m.final.totals)]
