"""Issue 17: "Watch again" is a real replay - every move of every round, lay-offs included,
with play/pause, step and speed - driven by real events at three sizes in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Action, Kind, Match, RuleSet
from ginrummy_desktop.persistence.saves import iter_rounds
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.move_words import move_text
from ginrummy_desktop.ui.replay import SPEEDS, ReplayModel
from ginrummy_desktop.ui.scenes.watch import WatchScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import click, key, make_app, step

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


def _rounds_with_layoff() -> list[Any]:
    for seed in range(1, 200):
        m = play_until(Match(RuleSet.preset("short"), seed), lambda m: False)
        if any(r.layoffs for r in m.results):
            return list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
    raise AssertionError("no match with a lay-off")


ROUNDS = _rounds_with_layoff()


def test_every_move_of_every_round_is_a_position() -> None:
    model = ReplayModel(ROUNDS)
    seen = 0
    laid_off_seen = False
    while True:
        pos = model.current
        if pos.move is not None:
            seen += 1
            assert pos.move.kind is Action.parse(model.round.actions[pos.step - 1]).kind
        if pos.laid_off:  # laid off one by one or at best by "done": on the knocker's melds
            laid_off_seen = True
            melded = {c for meld in pos.knocker_melds for c in meld}
            assert set(pos.laid_off) <= melded
        if pos.step == model.moves_in_round:
            assert pos.result is not None and pos.result == model.round.result
        if not model.forward():
            break
    assert seen == sum(len(r.actions) for r in ROUNDS)
    assert laid_off_seen, "the lay-offs are shown one by one"
    # and all the way back again
    n = 0
    while model.back():
        n += 1
    assert model.at_start and n == seen + len(ROUNDS) - 1  # each deal is a position too


def test_the_knocker_s_melds_leave_its_row_once_laid_out() -> None:
    """At a round's end the knocker's cards stood both in its row and in its melds beside the
    discard pile (German 1280x720); its row keeps its deadwood only."""
    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.ui.replay import melds_out, shown_hand

    model = ReplayModel(ROUNDS)
    checked = ends = 0
    while model.forward():
        pos = model.current
        if pos.result is not None and pos.knocker_melds:  # at every round's end, lay-offs
            assert melds_out(pos)  # or none (a Gin left both hands flat rows of ten)
            ends += not pos.laid_off
        if not melds_out(pos):
            assert pos.phase is not Phase.LAYOFF and pos.result is None
            assert shown_hand(pos, 0) == pos.hands[0] and shown_hand(pos, 1) == pos.hands[1]
            continue
        melded = {c for meld in pos.knocker_melds for c in meld} - set(pos.laid_off)
        knocker = next(s for s in (0, 1) if melded <= set(pos.hands[s]))
        assert not melded & set(shown_hand(pos, knocker))
        assert set(shown_hand(pos, knocker)) == set(pos.hands[knocker]) - melded
        assert shown_hand(pos, 1 - knocker) == pos.hands[1 - knocker]
        checked += 1
    assert checked and ends, "a round's end with nothing laid off was seen"


def test_the_hollywood_games_at_a_round_s_end_are_after_it() -> None:
    """At a round's end the corner said "You 12 : 0" over "Games: 0-0 · 0-0 · 0-0": the line
    showed the games before the round, and the finished match's last round never its closed
    games (German 1920x1080)."""
    from ginrummy_desktop.ui.table.info import rule_lines

    m = play_until(Match(RuleSet.preset("hollywood"), 3), lambda m: len(m.results) >= 2)
    rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
    app = make_app(size=(1280, 800))
    try:
        app.to_menu()
        scene = WatchScene(app, rounds)
        app.push(scene)
        model = scene.model
        start = rounds[0].match_at_start()
        before = rule_lines(start, start.view(0))[-1][0]
        assert scene.rule_texts()[-1][0] == before
        while model.current.result is None:
            model.forward()
        end = rounds[0].match_at_end()
        after = rule_lines(end, end.view(0))[-1][0]
        assert after != before and scene.rule_texts()[-1][0] == after
    finally:
        app.stack.clear()


def test_playing_follows_the_speed_and_pauses() -> None:
    model = ReplayModel(ROUNDS)
    model.toggle()
    model.update(SPEEDS[model.speed] * 3 + 0.01)
    assert model.step == 3
    model.toggle()
    model.update(100)
    assert model.step == 3, "paused"
    model.faster(1)
    model.toggle()
    model.update(SPEEDS[model.speed] + 0.01)
    assert model.step == 4


@pytest.mark.parametrize("size", SIZES)
def test_watch_scene_plays_steps_and_changes_speed(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    app.to_menu()
    scene = WatchScene(app, ROUNDS)
    app.push(scene)
    step(app, 2)
    m = scene.model
    w, h = size
    rects = [b.rect for b in scene.controls + [scene.back]]
    for i, r in enumerate(rects):  # every control inside the window, none on another
        assert r.left >= 0 and r.right <= w and r.bottom <= h
        assert all(not r.colliderect(o) for o in rects[i + 1:])
    key(app, Command.RIGHT)
    assert m.step == 1
    click(app, scene.step_on.rect.center)
    assert m.step == 2
    click(app, scene.step_back.rect.center)
    assert m.step == 1
    click(app, scene.play.rect.center)
    assert m.playing
    before = m.step
    step(app, 10, SPEEDS[m.speed] / 9)
    assert m.step > before
    key(app, Command.SELECT)
    assert not m.playing
    speed = m.speed
    click(app, scene.faster.rect.center)
    assert m.speed == speed + 1
    key(app, Command.SLOWER)
    assert m.speed == speed
    click(app, scene.next_round.rect.center)
    assert m.round_index == 1 and m.step == 0
    key(app, Command.PAGE_UP)
    assert m.round_index == 0
    key(app, Command.CANCEL)
    assert app.stack.top is not scene
    app.stack.clear()


def test_the_focus_starts_on_play_and_enter_plays() -> None:
    """The ring sat on "previous round", which is disabled at the first move: Enter did
    nothing. It starts on Play."""
    app = make_app(size=(800, 520))
    app.to_menu()
    scene = WatchScene(app, ROUNDS)
    app.push(scene)
    step(app, 2)
    assert scene.play.focused and not scene.prev_round.enabled
    key(app, Command.CONFIRM)
    assert scene.model.playing
    key(app, Command.CONFIRM)
    assert not scene.model.playing
    app.stack.clear()


def test_move_words_have_articles_in_english(lang: str) -> None:
    from ginrummy_desktop.engine import Card

    text = move_text(1, Kind.DISCARD, Card.parse("KC"))
    if lang == "en":
        assert text == "The computer discarded the king of clubs."
        assert move_text(1, Kind.KNOCK, None, gin=True) == "The computer goes Gin!"
        # the card where it is known (the computer's round, a replay): it was left out
        assert move_text(1, Kind.KNOCK, Card.parse("7H"), gin=True) == \
            "The computer went Gin with the 7 of hearts."
    else:
        assert text == "Der Computer hat Kreuz König abgelegt."
        assert move_text(1, Kind.KNOCK, None, gin=True) == "Der Computer macht Gin!"
        assert move_text(1, Kind.KNOCK, Card.parse("7H"), gin=True) == \
            "Der Computer hat mit Herz 7 Gin gemacht."


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_move_log_stays_clear_of_the_cards(size: tuple[int, int], language: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in German the log of the latest moves ran down over the player's first
    cards, its newest (bold) line wider than it was wrapped for."""
    import ginrummy_desktop.ui.scenes.watch as watch_module
    from ginrummy_desktop.i18n import Localizer, set_localizer
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.smoke import finished_match

    from .test_hollywood_sheet import _drawn

    previous = set_localizer(Localizer(language))
    try:
        app = make_app(size=size)
        m = finished_match(seed=5, rules="short")
        rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
        scene = WatchScene(app, rounds=rounds)
        app.push(scene)
        scene.model.go_round(len(rounds) - 1)
        for _ in range(12):
            scene.model.forward()
        cards: list[Any] = []
        real_card = watch_module.draw_card

        def record(surface: Any, images: Any, card: Any, pos: Any, size: Any, *a: Any,
                   **k: Any) -> Any:
            cards.append(pygame.Rect(pos, size))
            return real_card(surface, images, card, pos, size, *a, **k)

        monkeypatch.setattr(watch_module, "draw_card", record)
        drawn = _drawn(monkeypatch, watch_module)
        step(app)
        left = font_px(size, 20)  # the log's column
        log = [r for t, _c, r in drawn if t.strip() and r.x == left]
        assert len(log) >= 2, "the log is drawn"
        assert [r for r in log if r.collidelist(cards) >= 0] == []
        assert all(app.screen.get_rect().contains(r) for r in log)
        app.stack.clear()
    finally:
        set_localizer(previous)


def test_home_and_end_go_to_the_rounds_deal_and_its_end() -> None:
    """Watch again (1920x1080 English, by keys): Home and End did nothing. End shows the
    round's end (its result), Home its deal; the replay stops there."""
    app = make_app(size=(1920, 1080))
    scene = WatchScene(app, rounds=ROUNDS)
    app.push(scene)
    step(app)
    m = scene.model
    key(app, Command.PAGE_DOWN)
    key(app, Command.SELECT)  # playing
    key(app, Command.END)
    assert m.round_index == 1 and m.step == m.moves_in_round and not m.playing
    assert m.current.result is not None
    key(app, Command.HOME)
    assert m.round_index == 1 and m.step == 0
    app.stack.clear()


def test_a_round_s_end_stays_long_enough_to_read() -> None:
    """Playing at "Tempo 2 of 4" a round's end, its score box with K, D, the sum and the
    points, went by in about a second (German 1920x1080): it stays RESULT_HOLD at least, at
    every speed, then the next round is dealt."""
    from ginrummy_desktop.ui.replay import RESULT_HOLD

    for speed in range(len(SPEEDS)):
        model = ReplayModel(ROUNDS)
        model.speed = speed
        while model.current.result is None:
            model.forward()
        model.toggle()
        model.update(RESULT_HOLD - 0.05)
        assert model.round_index == 0 and model.current.result is not None, speed
        model.update(max(RESULT_HOLD, 2 * SPEEDS[speed]) - RESULT_HOLD + 0.1)
        assert model.round_index == 1, speed
