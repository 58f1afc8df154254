"""The final board names each end bonus as the rules give it: under the Short preset a
shutout doubles the winner's round points (RULES.md), and the board said "Shutout bonus 50"
as if 50 were a bonus of its own; the row now says the points count twice. With the bonus
preset a shutout adds 100: "Shutout bonus"."""

from __future__ import annotations

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
