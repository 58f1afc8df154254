"""Issue 17, Look: the felt has depth, cards cast soft shadows (a lifted one a larger one),
buttons show hover, pressed, focus and disabled states that read clearly, and the knock area
stays readable while knocking is not allowed. Every check renders the real scene at the
three window sizes in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Card, Phase
from ginrummy_desktop.ui import widgets
from ginrummy_desktop.ui.felt import FELT_CENTRE, felt_surface
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.sprites import CardImages, draw_card

from .helpers import DT, find_match, key, make_app, step, table_for

SIZES = [(800, 520), (1280, 800), (1920, 1080)]


def luminance(c: tuple[int, ...]) -> float:
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("size", SIZES)
def test_the_felt_has_a_vignette_and_a_texture(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    app.to_menu()
    step(app)
    screen = app.screen
    w, h = size
    mid = luminance(tuple(screen.get_at((w // 2, h // 2 + h // 3))))
    corner = luminance(tuple(screen.get_at((3, 3))))
    assert mid > corner * 1.5, "the middle of the cloth is lit, the corners darker"
    felt = felt_surface(size)
    patch = {tuple(felt.get_at((x, y)))[:3] for x in range(w // 2, w // 2 + 12)
             for y in range(h // 2, h // 2 + 12)}
    assert len(patch) > 8, "a fine grain, not one flat colour"
    spread = max(abs(a - b) for p in patch for a, b in zip(p, FELT_CENTRE, strict=True))
    assert spread < 40, "the grain stays subtle"
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_cards_cast_shadows_and_a_lifted_card_a_larger_one(size: tuple[int, int],
                                                           lang: str) -> None:
    make_app(size=size)
    from ginrummy_desktop.ui.layout import TableLayout

    card = TableLayout(size).card
    imgs = CardImages()

    def shaded(lifted: bool) -> int:
        surf = pygame.Surface((card[0] * 3, card[1] * 3))
        surf.fill((200, 200, 200))
        rect = draw_card(surf, imgs, Card.parse("7H"), (card[0], card[1]), card, lifted=lifted)
        n = 0
        for x in range(0, surf.get_width(), 2):
            for y in range(0, surf.get_height(), 2):
                if not rect.collidepoint(x, y) and surf.get_at((x, y))[0] < 198:
                    n += 1
        return n

    resting, lifted = shaded(False), shaded(True)
    assert resting > 0, "a card on the table has a shadow"
    assert lifted > resting * 2, "a lifted card casts a clearly larger shadow"


def _pause_menu(app: Any) -> Any:
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0)
    table = table_for(app, m)
    table.open_pause()
    pause = app.stack.top
    step(app, 2)
    return pause


def _post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


@pytest.mark.parametrize("size", SIZES)
def test_buttons_show_hover_pressed_and_focus(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    pause = _pause_menu(app)
    b = pause.buttons[1]  # Rules and help: not focused at first
    inside = b.rect.center
    far = (2, size[1] - 2)
    _post(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    normal = tuple(app.screen.get_at((b.rect.x + 6, b.rect.centery)))
    assert b.state() == "normal"
    _post(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert b.state() == "hover"
    hovered = tuple(app.screen.get_at((b.rect.x + 6, b.rect.centery)))
    assert luminance(hovered) > luminance(normal) * 1.2, "hover lights the button"
    _post(pygame.MOUSEBUTTONDOWN, pos=inside, button=1)
    step(app)
    assert b.state() == "pressed"
    held = tuple(app.screen.get_at((b.rect.x + 6, b.rect.centery)))
    assert luminance(held) < luminance(normal), "a held button is pushed in (darker)"
    # moved off while held: no longer pressed, and releasing there does not press it
    _post(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0))
    step(app)
    assert b.state() != "pressed"
    _post(pygame.MOUSEBUTTONUP, pos=far, button=1)
    step(app)
    assert app.stack.top is pause, "the help did not open"
    # keyboard focus, once a key is used: a ring outside the button, not only another colour
    key(app, Command.DOWN)
    step(app)
    focused, other = pause.buttons[1], pause.buttons[0]
    assert focused.focused
    ring = (focused.rect.centerx, focused.rect.top - 3)
    assert tuple(app.screen.get_at(ring))[:3] == widgets.HIGHLIGHT
    ring_other = (other.rect.centerx, other.rect.top - 3)
    assert tuple(app.screen.get_at(ring_other))[:3] != widgets.HIGHLIGHT
    app.stack.clear()


@pytest.mark.parametrize("size", SIZES)
def test_disabled_states_are_readable_and_look_disabled(size: tuple[int, int],
                                                        lang: str) -> None:
    assert contrast(widgets.DISABLED_FG, widgets.DISABLED_BG) >= 4.5
    app = make_app(size=size)
    m = find_match(lambda m: m.round.phase is Phase.DRAW and m.round.turn == 0)
    table = table_for(app, m)
    step(app, 2, DT)
    # the knock area while knocking is not legal (the player must draw first)
    r = table.layout.knock_rect
    colours = [tuple(app.screen.get_at((x, y)))[:3] for x in range(r.left, r.right, 2)
               for y in range(r.top, r.bottom, 2)]
    background = min(colours, key=luminance)
    brightest = max(colours, key=luminance)
    assert contrast(brightest, background) >= 4.5, "Drop here to knock stays readable"
    # a dashed edge: along the top border, edge-coloured and felt pixels alternate
    top = [tuple(app.screen.get_at((x, r.top)))[:3] == widgets.DISABLED_EDGE
           for x in range(r.left + 4, r.right - 4)]
    assert any(top) and not all(top)
    # a disabled button is drawn flat with the disabled colours
    b = widgets.Button("x", lambda: None, rect=pygame.Rect(10, 10, 120, 40), enabled=False)
    surf = pygame.Surface((200, 80))
    surf.fill((0, 0, 0))
    b.draw(surf)
    assert b.state() == "disabled"
    assert tuple(surf.get_at((20, 20)))[:3] == widgets.DISABLED_BG
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
def test_the_pause_title_keeps_clear_of_the_first_button(size: tuple[int, int], lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 "Pause" sat on the focus ring of "Resume" (its offset did not shrink with
    the window)."""
    import ginrummy_desktop.ui.scenes.pause as pause_module

    from .test_hollywood_sheet import _drawn

    app = make_app(size=size)
    pause = _pause_menu(app)
    drawn = _drawn(monkeypatch, pause_module)
    step(app)
    title = next(r for t, _c, r in drawn if t == str(pause_module.PAUSED))
    ring = pause.buttons[0].rect.inflate(12, 12)  # the focus ring and its outline
    assert title.bottom <= ring.top, (title, ring)
    assert pause._panel().contains(title)
    app.stack.clear()
