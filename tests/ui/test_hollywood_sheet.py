"""The Hollywood sheet and its three charts on a small window (issue 14's leftovers, seen at
800x520): the target's label never runs across a line of the series (where no free place is
left on the target's line, the axis number is drawn in the target's colour instead), the
legend is drawn once under the charts with both names instead of bare marks in each chart,
and the words "closed closed closed" keep a visible gap between them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui import chart as chart_module
from ginrummy_desktop.ui import hollywood_sheet as sheet_module
from ginrummy_desktop.ui.chart import TARGET_COLOUR, TARGET_LABEL, ScoreChart, label_measure
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import make_app, step

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


def _board(size: tuple[int, int]) -> tuple[Any, Any]:
    app = make_app(size=size)
    m = finished_match(seed=5, rules="hollywood")
    assert m.is_over
    board = app.open("scoreboard", match=m, result=m.results[-1])
    return app, board


def _drawn(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, Any, pygame.Rect]]:
    seen: list[tuple[str, Any, pygame.Rect]] = []
    original = module.draw_text

    def recording(surface: Any, text: Any, pos: Any, px: int, color: Any = (255, 255, 255),
                  bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        rect = original(surface, text, pos, px, color, bold=bold, anchor=anchor)
        seen.append((str(text), tuple(color), rect))
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    return seen


def _charts(board: Any, size: tuple[int, int]) -> list[ScoreChart]:
    """The three charts' geometry as ``draw_game_charts`` draws them."""
    drawn: list[ScoreChart] = []
    original = sheet_module.draw_score_chart

    def recording(*args: Any, **kwargs: Any) -> ScoreChart | None:
        chart = original(*args, **kwargs)
        if chart is not None:
            drawn.append(chart)
        return chart

    sheet_module.draw_score_chart = recording  # type: ignore[assignment]
    try:
        sheet_module.draw_game_charts(pygame.Surface(size), board.chart_area(),
                                      font_px(size, 14), board.match)
    finally:
        sheet_module.draw_score_chart = original
    assert len(drawn) == 3
    return drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_target_label_never_crosses_a_line(size: tuple[int, int], lang: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    previous = set_localizer(Localizer(lang))
    try:
        app, board = _board(size)
        seen = _drawn(monkeypatch, chart_module)
        shared = _drawn(monkeypatch, sheet_module)
        step(app, 2)
        charts = _charts(board, size)
        target = board.match.rules.target
        label = str(TARGET_LABEL.format(n=target))
        # (the board is drawn on more than one frame: each place counts once)
        labels = list({tuple(r): r for text, col, r in seen
                       if text == label and col == TARGET_COLOUR}.values())
        numbers = list({tuple(r): r for text, col, r in seen + shared
                        if text == str(target) and col == TARGET_COLOUR}.values())
        bare = [c for c in charts if c.bare]
        # each chart names its target once, or one axis left of bare charts for all
        assert len(labels) + len(numbers) == 3 - len(bare) + (1 if bare else 0)
        for c in charts:
            spot = c.target_label_rect(label_measure(c.px))
            if spot is None:
                continue
            assert spot in labels
            assert c.plot.contains(spot)
            assert not any(spot.clipline(a, b) for a, b in c.segments())
        for r in numbers:  # on the y axis, left of the plot
            assert any(r.right <= c.plot.x and r.top <= c.y_of(target) <= r.bottom
                       for c in charts)
        app.stack.clear()
    finally:
        set_localizer(previous)


def test_the_old_place_crossed_the_line_at_800x520() -> None:
    """Where the label always went (left on the target's line) it ran across the player's
    line in a game of the seed-5 match: so the test above can fail."""
    app, board = _board((800, 520))
    step(app, 2)
    crossed = 0
    for c in _charts(board, (800, 520)):
        w, h = label_measure(c.px)(str(TARGET_LABEL.format(n=c.target)))
        old = pygame.Rect(c.plot.x + 6, c.y_of(c.target or 0) - 3 - h, w, h)
        crossed += any(old.clipline(a, b) for a, b in c.segments()) or not c.plot.contains(old)
    assert crossed >= 1
    app.stack.clear()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_one_legend_with_both_names_under_narrow_charts(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    previous = set_localizer(Localizer(lang))
    try:
        app, board = _board((800, 520))
        seen: list[tuple[str, pygame.Rect]] = []
        original = chart_module.text_surface

        def recording(text: Any, px: int, color: Any = (255, 255, 255),
                      bold: bool = False) -> pygame.Surface:
            seen.append((str(text), pygame.Rect(0, 0, 0, 0)))
            return original(text, px, color, bold=bold)

        monkeypatch.setattr(chart_module, "text_surface", recording)
        step(app, 2)
        names = [t for t, _ in seen]
        you, computer = (("Du", "Computer") if lang == "de" else ("You", "Computer"))
        frames = names.count(computer)
        assert frames >= 1 and names.count(you) == frames, "once per frame drawn"
        assert "" not in names, "no legend of bare marks"
        app.stack.clear()
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("size", [(640, 420), *SIZES])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_status_words_keep_a_gap(size: tuple[int, int], lang: str) -> None:
    previous = set_localizer(Localizer(lang))
    try:
        app, board = _board(size)
        step(app, 2)
        surface = pygame.Surface(size)
        r = board.panel()
        px = font_px(size, 17)
        right = pygame.Rect(r.x + 24 + (r.width - 48) // 2 + 24, r.y + 40,
                            (r.width - 48) // 2 - 24, r.height // 2)
        words = sheet_module.draw_games(surface, right, px, board.match, final=True)
        assert len(words) == 3
        for a, b in zip(words, words[1:], strict=False):
            assert b.left - a.right >= 4, (a, b)
        app.stack.clear()
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_smallest_window_shows_the_three_charts_and_whole_labels(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 the final board had no room for the three games' charts (it drew none)
    and cut "Summe · Computer" with "…": the final board takes the window's width but a
    margin and its charts reach down to the buttons (no countdown waits there). The charts
    stay clear of the buttons, "Review this round" too."""
    previous = set_localizer(Localizer(lang))
    try:
        app = make_app(size=(640, 420))
        m = finished_match(seed=5, rules="hollywood")
        board = app.open("scoreboard", match=m, result=m.results[-1], review=lambda: None)
        seen = _drawn(monkeypatch, sheet_module)
        step(app, 2)
        top = board.chart_area().y  # (the sheet above has "Game 1" ... as headers too)
        game = "Spiel " if lang == "de" else "Game "
        titles = {text for text, _col, r in seen if text.startswith(game) and r.y >= top}
        assert len(titles) == 3
        parts = sheet_module.draw_game_charts(pygame.Surface((640, 420)), board.chart_area(),
                                              font_px((640, 420), 14), board.match)
        assert len(parts) == 3
        buttons = [board.close_button.rect, board.review_button.rect]
        assert board.review_button.visible
        for part in parts:
            assert board.panel().contains(part)
            assert not any(part.colliderect(b) for b in buttons)
        labels = [text for text, _col, _r in seen if "\u00b7" in text]
        total = "Summe" if lang == "de" else "Total"
        assert f"{total} \u00b7 Computer" in labels
        assert [t for t, _c, _r in seen if "\u2026" in t] == []
        app.stack.clear()
    finally:
        set_localizer(previous)


def test_a_game_s_chart_counts_its_entries_not_the_rounds(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """The three games' charts said "Round" under "1 ... 15" in a match of 16 rounds: a game
    takes a round only when it enters it, so the 15th point of game 1 was not round 15. Its
    axis says "Entry" (German "Eintrag"); the match's own chart keeps "Round"."""
    m = finished_match(seed=1, rules="hollywood")
    seen = _drawn(monkeypatch, chart_module)
    shared = _drawn(monkeypatch, sheet_module)
    for language, entry, rnd in (("en", "Entry", "Round"), ("de", "Eintrag", "Runde")):
        previous = set_localizer(Localizer(language))
        try:
            app = make_app(size=(1920, 1080))
            app.open("scoreboard", match=m, result=m.results[-1])
            step(app)
            seen.clear()
            shared.clear()
            step(app)
            texts = [t for t, _c, _r in seen + shared]
            assert texts.count(entry) in (1, 3), texts  # each chart's, or one for all
            assert rnd not in texts
            app.stack.clear()
        finally:
            set_localizer(previous)
