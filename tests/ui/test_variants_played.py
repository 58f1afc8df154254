"""The variants played for real (docs: RULES.md, "Variants beyond the seeds"): what the screens
say about a round must add up to the points the engine gave."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, Phase, RoundResult, RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.round_text import DOUBLED_LINE, round_lines
from ginrummy_desktop.ui.rules_form import rules_brief
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene

from .helpers import StandInOpponent, find_match, key, make_app, step, step_until, table_for
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def sums_shown(lines: list[str]) -> list[tuple[str, int, int]]:
    """Each formula line "... = <expression of numbers> = <n>": the line, the expression's
    value and n (the signs as drawn: minus sign, times sign)."""
    out = []
    for line in lines:
        parts = [p.strip() for p in line.split("=")]
        if len(parts) < 3 or not re.fullmatch(r"[0-9 ()+\u2212\u00d7]+", parts[-2]):
            continue
        expr = parts[-2].replace("\u2212", "-").replace("\u00d7", "*")
        out.append((line, eval(expr), int(parts[-1])))  # noqa: S307 (digits and signs only)
    return out


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
def test_a_doubled_oklahoma_round_shows_sums_that_add_up(size: tuple[int, int],
                                                         lang: str) -> None:
    """Played in Oklahoma with the five of spades turned up: the computer knocked with 5
    against 7 and the score board said "D - K = 7 - 5 = 4"; the doubling was nowhere."""
    m = find_match(lambda m: m.round.doubled and m.phase is Phase.LAYOFF and m.round.turn == 0,
                   rules="oklahoma")
    app = make_app(size=size)
    try:
        table_for(app, m)
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        key(app, Command.CONFIRM)  # Done
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=600)
        board = app.stack.top
        assert isinstance(board, ScoreboardScene) and board.result.doubled
        lines = board.round_lines()
        shown = sums_shown(lines)
        assert shown, lines
        for line, value, total in shown:
            assert value == total == board.result.points, line
        assert str(DOUBLED_LINE) in lines
    finally:
        app.stack.clear()


@pytest.mark.parametrize("outcome,undercut,k,d,points,bonus", [
    ("gin", False, 0, 12, 74, 50),  # RULES.md: Gin against 12 -> (12 + 25) x 2 = 74
    ("knock", True, 5, 5, 50, 50),  # knock 5 vs 5 -> defender (0 + 25) x 2 = 50
    ("knock", False, 3, 20, 34, 0),  # knock 3 vs 20 -> knocker (20 - 3) x 2 = 34
])
def test_the_worked_examples_of_doubled_rounds_read_as_rules_md_says(
        outcome: str, undercut: bool, k: int, d: int, points: int, bonus: int) -> None:
    res = RoundResult(outcome=outcome, dealer=0, knocker=0, winner=1 if undercut else 0,  # type: ignore[arg-type]
                      points=points, bonus=bonus, undercut=undercut, knocker_deadwood=k,
                      defender_deadwood=d, doubled=True)
    shown = sums_shown(round_lines(res))
    assert len(shown) == 1
    line, value, total = shown[0]
    assert value == total == points, line
    if bonus:
        assert "+ 25)" in line, line  # the rule's bonus, then the doubling


def _texts_drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    from ginrummy_desktop.ui.table import painter

    seen: list[tuple[str, pygame.Rect]] = []
    original = painter.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, *a: Any, **k: Any) -> Any:
        rect = original(surface, text, pos, px, *a, **k)
        if str(text).strip():
            seen.append((str(text), pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(painter, "draw_text", recording)
    return seen


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_the_table_names_the_rule_set_and_its_lines_stay_off_the_cards(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """RULES.md: a custom rule set is shown on the table; nothing named it (a knock limit of
    7 was nowhere). And in German at 640x420 "Pik aufgedeckt: Punkte zählen doppelt" ran
    under the stock."""
    rules = RuleSet.parse("hollywood,oklahoma=on,spades_double=on,knock_limit=7")
    m = next(m for m in (Match(rules, seed) for seed in range(1, 100)) if m.round.doubled)
    seen = _texts_drawn(monkeypatch)
    app = make_app(size=size)
    try:
        table = table_for(app, m)
        seen.clear()
        step(app)
        lay = table.layout
        drawn = " ".join(t for t, _ in seen)
        assert rules_brief(rules).split(" + ")[0] in drawn, drawn  # "Hollywood scoring"
        assert str(T.RULE_SET) in drawn
        left = [(t, r) for t, r in seen if r.x < lay.stock_rect.left]
        for t, r in left:
            cards = [lay.stock_rect, *(pygame.Rect(p, lay.opp_card)
                                       for p in table.opponent_positions(11)),
                     *(pygame.Rect(p, lay.card) for p in table.hand_positions())]
            assert not any(r.colliderect(c) for c in cards), (t, r)
        for i, (a, ra) in enumerate(left):
            assert not any(ra.colliderect(rb) for _, rb in left[i + 1:]), a
    finally:
        app.stack.clear()


def test_the_score_sheet_names_a_custom_rule_set(lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    """RULES.md: the custom rule set is shown on the score sheet; its title said only
    "Score sheet"."""
    rules = RuleSet.parse("classic,knock_limit=7,target=150")
    m = Match(rules, 5)
    bot = StandInOpponent()
    while not m.results:
        m.apply(bot.choose(m.view(m.round.turn)))
    app = make_app(size=(1280, 800))
    try:
        table_for(app, m)
        app.open("scoreboard", match=m, result=m.results[-1], recall=True)
        drawn.clear()
        step(app)
        name = rules_brief(rules)  # on the title's line, or (narrow) on one of its own
        assert (f"{T.SCORE_SHEET} \u00b7 {name}" in drawn
                or str(T.SCORE_SHEET) in drawn.texts and name in drawn.texts), drawn.joined()
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_a_long_custom_name_stays_whole_on_the_sheet_of_a_small_window(
        size: tuple[int, int], drawn: DrawnTexts) -> None:  # noqa: F811
    """At 640x420 in German the final board's sheet said "Hollywood-Wertung + bis 150,
    Oklah…": the rule set's own line gets smaller (down to the rows' size) before it is
    cut."""
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.ui.rules_form import rules_title
    from ginrummy_desktop.ui.smoke import play_until

    rules = RuleSet.parse("hollywood,target=150,oklahoma=true")
    m = play_until(Match(rules, 7), lambda m: False)
    with use_localizer(Localizer("de")):
        app = make_app(size=size)
        try:
            app.open("scoreboard", match=m, result=m.results[-1])
            step(app, 2)
            drawn.clear()
            step(app)
            name = rules_title(rules)
            assert "Oklahoma" in name
            assert name in drawn.texts or f"{T.SCORE_SHEET} \u00b7 {name}" in drawn.texts
            assert [t for t in drawn.texts if "\u2026" in t] == []
        finally:
            app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_a_long_reason_over_the_hand_stays_in_the_window(size: tuple[int, int], lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Oklahoma, an ace turned up: K said "You cannot knock with the queen of clubs: 35
    deadwood left, and this round only Gin may end it (the first upcard was an ace)." on one
    line that ran past both edges of the window at 800x520."""
    m = find_match(lambda m: m.round.knock_limit == 0 and m.round.turn == 0
                   and m.phase is Phase.DISCARD, rules="oklahoma")
    seen = _texts_drawn(monkeypatch)
    app = make_app(size=size)
    try:
        table = table_for(app, m)
        key(app, Command.KNOCK)
        assert table.message is not None and table.message.error
        seen.clear()
        step(app)
        text = table.message.text
        shown = sorted(((t, r) for t, r in seen if len(t) > 12 and t in text),
                       key=lambda tr: tr[1].y)
        assert " ".join(t for t, _ in shown) == text, shown
        window = app.screen.get_rect()
        assert all(window.contains(r) for _, r in shown), shown
    finally:
        app.stack.clear()
