"""The tutorial's hint panel at each step on the table hides nothing the step talks about and
none of the computer's cards: it stood at the top, over the upper half of the computer's
cards, at every window size and every step but the welcome. It stands in the top-left corner
where it fits there, else between the hands (not at the steps about the piles), else in the
column left of the stock under the round, dealer and score, else in the corner still, over
the lines of them it must (each wholly). It went from the corner to the column left of the
stock, over all of those lines, and back, from step to step (640x420; German at 800x520 and
1280x800): its top-left corner stays put."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Card
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layout import font_px, gap_px
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.table.info import info_panel
from ginrummy_desktop.ui.tutorial import TutorialPolicy, start_tutorial
from ginrummy_desktop.ui.tutorial_place import PILE_STEPS, between_hands

from .helpers import card_center, drag, key, step, step_until
from .menu_helpers import menu_app
from .test_hollywood_sheet import _drawn

WORKER = 30.0


def _check(a, table, texts, seen: list[str]) -> None:  # type: ignore[no-untyped-def]
    policy = table.policy
    assert isinstance(policy, TutorialPolicy)
    texts.clear()
    step(a)
    k = policy.step().key
    seen.append(k)
    r, lay = policy.hint_rect(), table.layout
    assert pygame.Rect((0, 0), a.size).contains(r), (k, r)
    if policy.step().manual:
        assert r.contains(policy.next_button.rect), (k, r)
    computer = [pygame.Rect(p, lay.opp_card) for p in table.opponent_positions(
        table.view.opponent_hand_size)]
    assert [c for c in computer if c.colliderect(r)] == [], (k, r)
    hand = [pygame.Rect(p, lay.card) for p in table.hand_positions()]
    assert [c for c in hand if c.colliderect(r)] == [], (k, r)
    if k != "confirm":  # the knock question dims the table: its outlines wait
        for target in policy.targets():
            assert not target.inflate(12, 12).colliderect(r), (k, target, r)
    if (arrow := policy.arrow()) is not None:
        assert not r.clipline(*arrow), (k, arrow, r)
    if k in PILE_STEPS:
        for pile in (lay.stock_rect, lay.discard_rect):
            assert not pile.colliderect(r), (k, pile, r)
    info = {p.text for p in info_panel(table) if p.text}
    covered = {t for t, _c, rect in texts if t.strip() and rect.colliderect(r)
               and (k in PILE_STEPS or not lay.stock_rect.left <= rect.centerx
                    <= lay.discard_rect.right)}  # the piles' names, where they are not named
    # the computer's name and moves, the prompt stay free; the round, dealer and score
    # wholly or not at all
    assert covered <= info, (k, covered - info, r)
    for t, _c, rect in texts:  # each line of it wholly under the panel or wholly seen
        if t in covered:
            assert r.contains(rect), (k, t, rect, r)
    edge = max(6, gap_px(a.size, 10))
    width = min(a.size[0] - 20, font_px(a.size, 760))
    middle = between_hands(table, policy.hint_height, width)
    # steady: in the top-left corner, or between the hands at a step not about the piles
    assert r.topleft == (edge, edge) or (r == middle and k not in PILE_STEPS), (k, r, middle)
    if k == "confirm":
        dialog = a.stack.top
        assert isinstance(dialog, ConfirmScene)
        assert not any(b.rect.colliderect(r) for b in (dialog.yes, dialog.no)), (k, r)


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080),
                                  (660, 900), (900, 1200)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_hint_hides_no_card_of_the_computer_and_nothing_of_its_step(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.ui.table.painter as painter
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer(language))
    a = menu_app(size=size, language=language)
    try:
        table = start_tutorial(a)
        step_until(a, lambda: a.stack.top is table)
        texts = _drawn(monkeypatch, painter)
        lay, seen = table.layout, []
        policy = table.policy
        assert isinstance(policy, TutorialPolicy)
        key(a, Command.CONFIRM)  # past the welcome (its own test: between the hands)
        _check(a, table, texts, seen)
        key(a, Command.CONFIRM)  # the piles
        _check(a, table, texts, seen)
        key(a, Command.CONFIRM)  # what a meld is
        _check(a, table, texts, seen)
        key(a, Command.PASS)
        _check(a, table, texts, seen)
        step_until(a, lambda: policy.step().key == "draw", timeout=WORKER)
        _check(a, table, texts, seen)
        drag(a, lay.stock_rect.center, (lay.w // 2, lay.player_top + 40))
        _check(a, table, texts, seen)
        drag(a, card_center(table, Card.parse("KS")), lay.discard_rect.center)
        step_until(a, lambda: table.view.opponent_hand_size == 11, timeout=WORKER)
        _check(a, table, texts, seen)
        step_until(a, lambda: policy.step().key == "take", timeout=WORKER)
        step(a, 30)
        _check(a, table, texts, seen)
        drag(a, lay.discard_rect.center, (lay.w // 2, lay.player_top + 40))
        _check(a, table, texts, seen)
        key(a, Command.CONFIRM)  # Next
        _check(a, table, texts, seen)
        drag(a, card_center(table, Card.parse("9D")), lay.knock_rect.center)
        _check(a, table, texts, seen)
        assert {"piles", "pass", "draw", "discard", "computer_turn", "take", "melds", "knock",
                "confirm"} <= set(seen), seen
    finally:
        a.stack.clear()
        set_localizer(previous)


def test_the_panel_hides_what_it_covers() -> None:
    """Over the round's lines (800x520 German, the piles' step) they showed through the
    panel, faint, between its words: the panel is opaque."""
    from ginrummy_desktop.i18n import Localizer, set_localizer

    previous = set_localizer(Localizer("de"))
    a = menu_app(size=(800, 520), language="de")
    try:
        table = start_tutorial(a)
        step_until(a, lambda: a.stack.top is table)
        key(a, Command.CONFIRM)  # past the welcome: the piles
        step(a)
        policy = table.policy
        assert isinstance(policy, TutorialPolicy) and policy.step().key == "piles"
        r = policy.hint_rect()
        surface = pygame.Surface(a.size)
        table.draw(surface)  # the felt and the round's lines under the panel
        policy.draw_hint(surface)
        assert surface.get_at((r.x + 6, r.centery))[:3] == (10, 30, 20)
    finally:
        a.stack.clear()
        set_localizer(previous)
