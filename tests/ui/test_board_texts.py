"""The scoring board's texts never run into each other (seen at 800x520 in German: the line
"D (Restpunkte des Gegners nach dem Anlegen): 26" ran under the Hollywood sheet, "Spiel 3"
touched "Summe", and at 1280x800 the sheet's title covered its "Game 1 ... 3" row).

Every text the board draws (its own lines, the score sheet, the Hollywood sheet) is recorded
where it lands; no two may touch (a gap of at least ``GAP`` pixels on one line) and all stay
inside the panel: for round and final boards, classic, Oklahoma and Hollywood, German and
English, from the smallest window (640x420) to large ones."""

from __future__ import annotations

import pygame
import pytest

import ginrummy_desktop.ui.final_board as final_board
import ginrummy_desktop.ui.hollywood_sheet as hollywood_sheet
import ginrummy_desktop.ui.scenes.scoreboard as scoreboard
import ginrummy_desktop.ui.score_sheet as score_sheet
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn

SIZES = [(640, 420), (800, 520), (1024, 640), (1280, 800), (1920, 1080)]
GAP = 2


SEEDS = {"short": 1}
"""Seeds other than 5: Short's seed 1 ends in a shutout (the longest final board label)."""


def _match(rules: str, final: bool) -> Match:
    if final:
        return finished_match(seed=SEEDS.get(rules, 5), rules=rules)
    m = Match(RuleSet.preset(rules), 5)
    play_until(m, lambda m: len(m.results) >= 1)
    return m


def touching(texts: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """Pairs of texts closer than ``GAP`` pixels side by side (or overlapping)."""
    found = []
    for i, (a, ra) in enumerate(texts):
        for b, rb in texts[i + 1:]:
            if ra.inflate(2 * GAP, 0).colliderect(rb):
                found.append((a, b))
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
def test_no_two_texts_of_the_board_touch(size: tuple[int, int], language: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    previous = set_localizer(Localizer(language))
    try:
        seen = [_drawn(monkeypatch, m)
                for m in (scoreboard, score_sheet, hollywood_sheet, final_board)]
        for rules in ("classic", "oklahoma", "hollywood", "short"):
            for final in (False, True):
                app = make_app(size=size)
                m = _match(rules, final)
                board = app.open("scoreboard", match=m, result=m.results[-1])
                step(app, 2)
                for drawn in seen:
                    drawn.clear()
                step(app)
                texts = list({(t, tuple(r)): (t, r) for drawn in seen for t, _c, r in drawn
                              if t.strip()}.values())
                assert len(texts) > 10
                where = (rules, "final" if final else "round")
                assert touching(texts) == [], where
                panel = board.panel()
                assert [t for t, r in texts if not panel.contains(r)] == [], where
                app.stack.clear()
    finally:
        set_localizer(previous)
