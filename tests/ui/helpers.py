"""Driving the app like a player: real pygame mouse and key events through ``App.step``."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from ginrummy_desktop.engine import Action, Kind, Match, Phase, RuleSet, SeatView, best_discard
from ginrummy_desktop.ui.controller import InlineExecutor, MatchController
from ginrummy_desktop.ui.input import KEYMAP, SHIFT, Command, Key, key_for

DT = 1 / 60


class StandInOpponent:
    """A predictable test double: always passes the upcard, knocks when possible, else draws
    from the stock and discards the best discard."""

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        kinds = {a.kind: a for a in legal}
        if view.phase is Phase.OFFER:
            return Action.pass_()
        if view.phase is Phase.DRAW:
            return kinds.get(Kind.DRAW_STOCK) or legal[0]
        if view.phase is Phase.DISCARD:
            if Kind.BIG_GIN in kinds:
                return kinds[Kind.BIG_GIN]
            knocks = [a for a in legal if a.kind is Kind.KNOCK]
            if knocks:
                return knocks[0]
            card, _ = best_discard(view.hand)
            act = Action.discard(card)
            return act if act in legal else next(a for a in legal if a.kind is Kind.DISCARD)
        return Action.finish_layoff() if Action.finish_layoff() in legal else legal[0]


COACH_PLAYOUTS = 300
"""The coach's playouts per decision in the UI tests (the game: 3,000; ``conftest``). Its hint
and round review are the same races on fewer deals: what the screens show and do is tested
here, how well the coach judges in ``tests/coach`` (and ``benchmarks/coach_*.py``) at the full
budget. A test that needs the game's judgement of a seeded position is marked ``full_coach``."""


def make_app(animation: str = "off", size: tuple[int, int] = (1280, 800)) -> Any:
    import ginrummy_desktop.ui.scenes  # noqa: F401  (registers the scenes)
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.settings import UiSettings

    app = App(size, settings=UiSettings(animation_speed=animation))
    app.executor = InlineExecutor()  # the computer answers at once: frames, not sleeps
    return app


def step(app: Any, n: int = 1, dt: float = DT) -> None:
    for _ in range(n):
        app.step(dt)


def step_until(app: Any, cond: Callable[[], bool], frames: int = 2000, dt: float = DT,
               timeout: float | None = None) -> None:
    """Step at most ``frames`` frames until ``cond()``: the computer answers through the
    injected ``InlineExecutor``, so no waiting on it. Only a test of a real worker thread
    (the autosave writer) passes ``timeout``: then frames go on, yielding a little, until
    that many seconds have passed."""
    deadline = None if timeout is None else time.monotonic() + timeout
    n = 0
    while n < frames or (deadline is not None and time.monotonic() < deadline):
        if cond():
            return
        app.step(dt)
        if deadline is not None:
            time.sleep(0.001)
        n += 1
    if not cond():
        raise AssertionError("condition not reached")


def _post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def react(app: Any) -> None:
    """Frames until the top scene takes clicks: one that opened by itself ignores them for
    ``scene.INPUT_GRACE`` seconds, as a player first sees it (``test_click_grace`` clicks
    inside that time on purpose), and the score board takes no key that moves on while it
    is ``settling`` (``scoreboard.READ_FIRST``)."""
    top = app.stack.top
    while top is not None and (app.stack.now < top.quiet_until or top.settling):
        app.step(DT)


def press(app: Any, pos: tuple[int, int]) -> None:
    react(app)
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.step(DT)


def release(app: Any, pos: tuple[int, int]) -> None:
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(DT)


def click(app: Any, pos: tuple[int, int]) -> None:
    react(app)
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(DT)
    app.step(0.5)  # so a following click is no double click


def double_click(app: Any, pos: tuple[int, int]) -> None:
    react(app)
    for _ in range(2):
        _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        app.step(0.05)


def drag(app: Any, a: tuple[int, int], b: tuple[int, int], steps: int = 8) -> None:
    """Press at ``a``, move in steps (a frame each), release at ``b``."""
    press(app, a)
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        app.step(DT)
    release(app, b)


def keymap_key(command: Command, number: int | None = None) -> Key:
    """The key press the keymap (``ui.input.KEYMAP``) gives ``command``; for
    ``Command.NUMBER`` the digit key of ``number``. Tests press keys through this, so they
    follow the keymap when a key changes."""
    if number is None:
        return key_for(command)
    for (k, shift), c in KEYMAP.items():
        if c is command and Key(k).number == number:
            return Key(k, SHIFT if shift else 0)
    raise KeyError(f"no key for {command} {number}")


def key(app: Any, command: Command, *, number: int | None = None) -> None:
    """Press the key that means ``command`` (see :func:`keymap_key`), then one frame."""
    k = keymap_key(command, number)
    react(app)
    _post(pygame.KEYDOWN, key=k.key, mod=k.mod, unicode="")
    app.step(DT)


def key_without_command(app: Any) -> None:
    """Touch a key that means nothing in the keymap (Shift alone), then one frame."""
    k = next(k for k in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_F12)
             if Key(k).command is None)
    _post(pygame.KEYDOWN, key=k, mod=0, unicode="")
    app.step(DT)


def center(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def card_center(table: Any, card: Any) -> tuple[int, int]:
    i = table.hand.index(card)
    x, y = table.hand_positions()[i]
    cw, ch = table.layout.card
    # the visible strip of an overlapped card is its left part
    return x + min(cw // 2, table.layout.hand_step // 2), y + ch // 2


def table_for(app: Any, match: Match, opponent: Any = None, executor: Any = None) -> Any:
    """Put a table for ``match`` on the app (no deal animation); the computer thinks through
    ``executor`` (default: at once, ``InlineExecutor``)."""
    from ginrummy_desktop.ui.scenes.menu import MenuScene
    from ginrummy_desktop.ui.scenes.table import TableScene

    ctrl = MatchController(match, opponent or StandInOpponent(),
                           executor=executor or InlineExecutor())
    app.stack.clear(MenuScene(app))
    table = TableScene(app, ctrl)
    table.name = "table"  # as ``app.open("table")`` names it (the settings look for it)
    app.push(table)
    step(app)
    return table


def find_match(stop: Callable[[Match], bool], rules: str = "classic",
               seeds: range = range(1, 400)) -> Match:
    """A seeded match played by stand-ins up to the first position where ``stop`` holds."""
    bot = StandInOpponent()
    for seed in seeds:
        m = Match(RuleSet.preset(rules), seed)
        while not m.is_over:
            if stop(m):
                return m
            m.apply(bot.choose(m.view(m.round.turn)))
    raise AssertionError("no such position in the seeds tried")


def texts_drawn(monkeypatch: Any, module: Any) -> list[tuple[str, int]]:
    """Every text ``module.draw_text`` draws from now on, with its x (the list grows)."""
    calls: list[tuple[str, int]] = []
    real = module.draw_text

    def noting(surface: Any, text: Any, pos: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append((str(text), pos[0]))
        return real(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", noting)
    return calls


def dealt_match(player: str, computer: str, upcard: str) -> Match:
    """A classic match whose first deal gives the player (the non-dealer, first to act)
    ``player`` and the computer ``computer`` (ten cards each, card texts) and turns
    ``upcard``; the rest of the deck follows in order."""
    from ginrummy_desktop.engine.cards import ALL_CARDS, parse_cards

    pairs = zip(parse_cards(player), parse_cards(computer), strict=True)
    head = [c for pair in pairs for c in pair] + parse_cards(upcard)
    deck = head + [c for c in ALL_CARDS if c not in head]
    return Match(RuleSet.preset("classic"), 1, decks=[deck], first_dealer=1)


def watch_finished(app: Any, rules: str, seed: int = 5) -> tuple[Any, list[Any]]:
    """Watch again of a finished seeded match with ``rules``, pushed on ``app``: (the scene,
    the match's rounds)."""
    from ginrummy_desktop.persistence.saves import iter_rounds
    from ginrummy_desktop.ui.scenes.watch import WatchScene
    from ginrummy_desktop.ui.smoke import finished_match

    m = finished_match(seed=seed, rules=rules)
    rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
    scene = WatchScene(app, rounds=rounds)
    app.push(scene)
    return scene, rounds
