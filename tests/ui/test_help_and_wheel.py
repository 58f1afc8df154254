"""Issue 17: the help for Single round and To 100 (no Big Gin where it is not played; one
round decides), and the mouse wheel scrolling the scrollable views - real events, three
sizes, both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.help import HelpScene

from .helpers import click, make_app, step

SIZES = [(800, 520), (1280, 800), (1920, 1080)]
ONE_ROUND = {"en": "One round decides", "de": "Eine einzige Runde entscheidet"}


def _help(size: tuple[int, int]) -> tuple[Any, HelpScene]:
    app = make_app(size=size)
    app.to_menu()
    scene = HelpScene(app)
    app.push(scene)
    step(app, 2)
    return app, scene


def _text(scene: HelpScene) -> str:
    return " ".join(t for t, _ in scene.rule_lines(2000, 14))


@pytest.mark.parametrize("size", SIZES)
def test_help_for_single_round_and_to_100(size: tuple[int, int], lang: str) -> None:
    app, scene = _help(size)
    buttons = dict(scene.preset_buttons)
    click(app, buttons["classic"].rect.center)
    assert "Big Gin" in _text(scene) and ONE_ROUND[lang] not in _text(scene)
    for preset in ("single", "to100"):
        click(app, buttons[preset].rect.center)
        assert scene.preset == preset
        text = _text(scene)
        assert "Big Gin 0" not in text and " 0 points" not in text and " 0 Punkte" not in text
        assert "Big Gin plus" not in text and "Big Gin {" not in text
        if preset == "single":
            assert ONE_ROUND[lang] in text
            assert "reaches the match target" not in text and "Ziel der Partie" not in text
        else:
            assert ONE_ROUND[lang] not in text
    app.stack.clear()



THREE_GAMES = {"en": "scores in up to three games at once",
               "de": "punktet in bis zu drei Spielen zugleich"}
ONE_TARGET = {"en": "reaches the match target wins the match",
              "de": "das Ziel der Partie erreicht, gewinnt die Partie"}


def test_hollywood_s_goal_is_the_three_games(lang: str) -> None:
    """The Hollywood rules' goal said whoever first reaches the match target wins the match,
    over the paragraph saying the three games' sum decides (English 1600x1000)."""
    app, scene = _help((1280, 800))
    try:
        buttons = dict(scene.preset_buttons)
        click(app, buttons["classic"].rect.center)
        assert ONE_TARGET[lang] in _text(scene) and THREE_GAMES[lang] not in _text(scene)
        click(app, buttons["hollywood"].rect.center)
        text = _text(scene)
        assert THREE_GAMES[lang] in text and ONE_TARGET[lang] not in text
        assert ("until a player reaches the target" not in text
                and "bis jemand das Ziel erreicht" not in text)
    finally:
        app.stack.clear()


HOLLYWOOD_50 = {
    "en": ("three games at once, each to 50.", "when a player reaches 50 in it",
           "150 for its winner, 10 for each round entered in it, and 40 more for a shutout"),
    "de": ("drei Spiele zugleich, jedes bis 50.", "wenn ein Spieler darin 50 erreicht",
           "150 für seinen Sieger, 10 für jede darin eingetragene Runde und 40 mehr bei einem "
           "Zu-null-Sieg"),
}
SHUTOUT_SAID = {"en": {"double": "a shutout doubles its winner's points",
                       "none": "10 for each round entered in it. Once"},
                "de": {"double": "ein Zu-null-Sieg verdoppelt die Punkte seines Siegers",
                       "none": "10 für jede darin eingetragene Runde. Sind"}}


def test_hollywood_s_paragraph_gives_the_rule_set_s_own_numbers(lang: str) -> None:
    """Own Hollywood rules with games to 50: the rules page said "three games at once, each
    to 100" and "A game closes when a player reaches 100 in it" over a summary saying 50
    (English 1600x900; the game closed game 1 at 50). It gives the rule set's target and
    bonuses, and what its shutout earns; other rule sets show the Hollywood preset's."""
    from ginrummy_desktop.engine import RuleSet

    app = make_app(size=(1280, 800))
    app.to_menu()
    try:
        own = RuleSet.parse("hollywood,target=50,game_bonus=150,box_bonus=10,shutout_bonus=40")
        scene = HelpScene(app, rules=own)
        app.push(scene)
        step(app, 2)
        text = _text(scene)
        for said in HOLLYWOOD_50[lang]:
            assert said in text, said
        assert "each to 100" not in text and "jedes bis 100" not in text
        for kind in ("double", "none"):
            scene.rules = RuleSet.parse(f"hollywood,target=50,box_bonus=10,shutout={kind}")
            text = _text(scene)
            assert SHUTOUT_SAID[lang][kind] in text, kind
            assert "more for a shutout" not in text and "mehr bei einem Zu-null-Sieg" not in text
        scene.rules = RuleSet.parse("short")  # not Hollywood: the Hollywood preset's numbers
        text = _text(scene)
        assert ("each to 100" in text or "jedes bis 100" in text) and "{" not in text
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_every_preset_button_is_on_screen_and_works(size: tuple[int, int], lang: str) -> None:
    """All presets (variants included) fit above the text in rows, none off the window and
    none overlapping another or the text; a click on each shows its rules."""
    app, scene = _help(size)
    content = scene.content_rect(size)
    rects = [b.rect for _, b in scene.preset_buttons]
    for i, r in enumerate(rects):
        assert app.screen.get_rect().contains(r) and content.left <= r.left
        assert r.right <= content.right and r.bottom <= content.top
        assert r.collidelist(rects[:i] + rects[i + 1:]) == -1
    for name, b in scene.preset_buttons:
        click(app, b.rect.center)
        assert scene.preset == name and b.primary
    app.stack.clear()

def _wheel(app: Any, dy: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
    app.step(1 / 60)


@pytest.mark.parametrize("size", SIZES)
def test_the_wheel_scrolls_the_help(size: tuple[int, int], lang: str) -> None:
    app, scene = _help(size)
    assert scene.max_scroll(size) > 3
    centre = scene.content_rect(size).center
    _wheel(app, -1, centre)
    assert scene.scroll == 3
    _wheel(app, -2, centre)
    assert scene.scroll == min(9, scene.max_scroll(size))
    _wheel(app, 5, centre)
    assert scene.scroll == 0
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), *SIZES])
def test_the_keys_stay_inside_their_panel_and_scroll(size: tuple[int, int], lang: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 the keys tab ran out of its panel and over the Back button (it did not
    scroll). Every key line drawn lies inside the panel; the wheel and the arrows scroll it
    where it is longer than the panel, and the last line can be reached."""
    import ginrummy_desktop.ui.scenes.help as help_module

    from .test_hollywood_sheet import _drawn

    app, scene = _help(size)
    click(app, dict(scene.tab_buttons)["keys"].rect.center)
    assert scene.tab == "keys"
    step(app)
    assert scene.up.visible == scene.down.visible == (scene.max_scroll(size) > 0), \
        "the arrows show only where the keys do not fit"
    drawn = _drawn(monkeypatch, help_module)
    inner = scene.content_rect(size)
    for _ in range(60):
        drawn.clear()
        step(app)
        texts = [(t, r) for t, _c, r in drawn if t.strip()]
        assert texts and [t for t, r in texts if not inner.contains(r)] == []
        if scene.scroll >= scene.max_scroll(size):
            break
        _wheel(app, -1, inner.center)
    last = scene.key_lines(inner.width - 40, font_px(size, 16))[-1]
    assert last[1] in [t for t, _r in texts], "the last line of the keys is reachable"
    if scene.max_scroll(size) > 0:
        click(app, scene.up.rect.center)
        assert scene.scroll == max(0, scene.max_scroll(size) - 3)
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_wheel_walks_the_saved_matches(size: tuple[int, int], lang: str) -> None:
    from ginrummy_desktop.ui.demo import _saves

    app = make_app(size=size)
    scene = _saves(app)
    app.push(scene)
    step(app, 2)
    assert len(scene.summaries) >= 2 and scene.selected == 0
    _wheel(app, -1, (size[0] // 2, size[1] // 2))
    assert scene.selected == 1
    _wheel(app, 1, (size[0] // 2, size[1] // 2))
    assert scene.selected == 0
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_wheel_steps_the_replay(size: tuple[int, int], lang: str) -> None:
    from ginrummy_desktop.ui.demo import _watch

    app = make_app(size=size)
    app.to_menu()
    scene = _watch(app)
    app.push(scene)
    step(app, 2)
    before = scene.model.step
    _wheel(app, -1, (size[0] // 2, size[1] // 2))
    assert scene.model.step == before + 1
    _wheel(app, 1, (size[0] // 2, size[1] // 2))
    assert scene.model.step == before
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_rule_set_buttons_keep_one_text_size(size: tuple[int, int], language: str) -> None:
    """At 640x420 "Bis 100 ohne Extras", "Oklahoma-Gin" and "Hollywood-Wertung" were drawn
    smaller than "Klassisch" above them (a button shrinks a label too wide for it): the last
    row's buttons share its whole width, and every label fits at the button's size."""
    from ginrummy_desktop.ui.widgets import button_px, text_width

    from .menu_helpers import menu_app

    a = menu_app(size=size, language=language)
    try:
        scene = HelpScene(a)
        a.push(scene)
        step(a)
        buttons = [b for _, b in scene.preset_buttons]
        assert len(buttons) == 7 and all(b.visible for b in buttons)
        too_wide = [str(b.label) for b in buttons
                    if text_width(b.label, button_px(b.rect.height)) > b.rect.width - 8]
        assert too_wide == []
        content = scene.content_rect(size)
        for b in buttons:
            assert content.left <= b.rect.left and b.rect.right <= content.right
            assert b.rect.bottom < content.top
        assert not any(a_.rect.colliderect(b.rect) for i, a_ in enumerate(buttons)
                       for b in buttons[i + 1:])
    finally:
        a.stack.clear()
