"""The main loop idles when nothing moves, answers input at once, and the X11 window gets the
plain (XShm) framebuffer instead of SDL's OpenGL one. The real loop runs on a
:class:`~tests.ui.step_clock.StepClock`: its time moves only when the loop waits, so each
test knows exactly when a frame comes (they measured the wall clock and one failed in a
parallel run)."""

from __future__ import annotations

import pygame
import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.ui import app as app_module
from ginrummy_desktop.ui import loop
from ginrummy_desktop.ui.scene import Scene
from tests.ui.helpers import find_match, make_app, step, table_for
from tests.ui.step_clock import StepClock, from_another_thread

FRAME = 1 / loop.FPS


class Counter(Scene):
    """Counts frames; busy while ``busy_frames`` is above zero; closes on Escape."""

    def __init__(self, app, busy_frames: int = 0) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.frames = 0
        self.busy_frames = busy_frames
        self.dts: list[float] = []
        self.keys: list[int] = []
        self.times: list[float] = []  # the loop's clock at each update

    @property
    def busy(self) -> bool:
        return self.busy_frames > 0

    def handle(self, intent) -> None:  # type: ignore[no-untyped-def]
        from ginrummy_desktop.ui.input import Key

        if isinstance(intent, Key):
            self.keys.append(intent.key)

    def update(self, dt: float) -> None:
        self.frames += 1
        self.dts.append(dt)
        self.times.append(self.app.clock.now())
        self.busy_frames -= 1


def _clocked(app) -> StepClock:  # type: ignore[no-untyped-def]
    clock = StepClock()
    app.clock = clock
    pygame.event.clear()
    return clock


def _run_until(app, clock: StepClock, t: float) -> None:  # type: ignore[no-untyped-def]
    """The real loop until the clock reaches ``t``, when the window is closed (and the
    loop woken, as a worker would)."""

    def stop() -> None:
        app.running = False
        app.wake()

    clock.at(t, stop)
    app.running = True
    app.run_loop()


def test_an_idle_loop_redraws_only_at_the_idle_tick(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 0.1)
    app = make_app()
    scene = app.push(Counter(app))
    clock = _clocked(app)
    _run_until(app, clock, 0.45)
    # the first frame, one per tick, and the one the closing's wake-up asks for
    assert scene.times == pytest.approx([0.0, 0.1, 0.2, 0.3, 0.4, 0.45])
    # after the first frame: the time that passed (for the timers), not one frame's
    assert scene.dts == pytest.approx([FRAME, 0.1, 0.1, 0.1, 0.1, 0.05])
    assert clock.sleeps >= 24, "it looked for input every 60th of a second meanwhile"


def test_a_busy_scene_gets_frames_at_the_frame_rate() -> None:
    app = make_app()
    scene = app.push(Counter(app, busy_frames=6))
    clock = _clocked(app)
    _run_until(app, clock, 0.5)
    # the first frame, five more busy ones and the settling one, a 60th of a second apart,
    # then nothing until the window closes
    assert scene.times == pytest.approx([i * FRAME for i in range(7)] + [0.5])
    assert scene.dts[:7] == pytest.approx([FRAME] * 7)


def test_the_idle_loop_looks_for_input_less_often_once_the_player_has_paused(
        monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)
    app = make_app()
    app.push(Counter(app))
    clock = _clocked(app)
    clock.at(0.5, lambda: pygame.event.post(pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")))
    _run_until(app, clock, 0.5 + loop.IDLE_FAST_FOR + 1.0)
    # 30 looks in the first half second, 180 in the 3 s after the key, then 30 in the last
    assert clock.sleeps == pytest.approx(30 + 180 + 30, abs=3)


class Opener(Scene):
    """Busy for three frames; its last busy update closes it, as the deal closes and leaves
    the table below to lay out its buttons in its own next update."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.left = 3
        self.closed_at = -1.0

    @property
    def busy(self) -> bool:
        return self.left > 0

    def update(self, dt: float) -> None:
        self.left -= 1
        if self.left == 0:
            self.closed_at = self.app.clock.now()
            self.app.stack.pop()


def test_the_frame_after_the_last_busy_one_comes_at_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Without it, the scene below a closed animation stayed drawn as it was before its own
    update (the table without Take/Pass after the deal) until the idle tick or the mouse."""
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)
    app = make_app()
    below = app.push(Counter(app))
    below.update_covered = False  # its updates: only while on top
    opener = app.push(Opener(app))
    clock = _clocked(app)
    _run_until(app, clock, 0.6)
    assert opener.closed_at == pytest.approx(2 * FRAME)  # the first frame and two busy ones
    assert below.times == pytest.approx([3 * FRAME, 0.6]), "the settle frame came at once"


def test_input_while_idle_is_answered_at_once_with_one_frames_time(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)  # no tick during the test
    app = make_app()
    scene = app.push(Counter(app))
    clock = _clocked(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
    dt = app.idle_wait()
    assert clock.now() == 0.0 and clock.sleeps == 0, "no wait at all"
    assert dt == pytest.approx(FRAME)
    app.step(dt)
    assert scene.keys == [pygame.K_a, pygame.K_b]  # the events the wait took, in order


def test_a_key_pressed_while_idle_is_answered_within_a_frame(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)
    app = make_app()
    scene = app.push(Counter(app))
    clock = _clocked(app)
    clock.at(1.0, lambda: pygame.event.post(pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")))
    dt = app.idle_wait()
    assert 1.0 <= clock.now() <= 1.0 + FRAME + 1e-9
    assert dt == pytest.approx(FRAME)
    app.step(dt)
    assert scene.keys == [pygame.K_a]


def test_wake_from_another_thread_ends_the_idle_wait(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)
    app = make_app()
    app.push(Counter(app))
    clock = _clocked(app)
    clock.at(0.05, from_another_thread(app.wake))
    dt = app.idle_wait()
    assert clock.now() == pytest.approx(0.05), "not the tick's 30 s"
    assert dt == pytest.approx(0.05)  # the time that passed
    assert not app.woken.is_set()


def test_a_scene_that_changes_by_itself_is_woken_when_it_said(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(loop, "IDLE_TICK", 30.0)
    app = make_app()
    scene = app.push(Counter(app))
    monkeypatch.setattr(scene, "wakes_in", lambda: 0.05)
    clock = _clocked(app)
    dt = app.idle_wait()
    # a frame after the time it named, so its timer has run out in this frame
    assert clock.now() == pytest.approx(0.05 + FRAME)
    assert dt == pytest.approx(0.05 + FRAME)


def test_the_tables_message_wakes_the_idle_loop_when_it_times_out() -> None:
    app = make_app()
    table = table_for(app, find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW))
    assert app.stack.wakes_in() is None
    table.say("hello")
    assert app.stack.wakes_in() == pytest.approx(3.5)
    step(app, 1, dt=1.0)
    assert app.stack.wakes_in() == pytest.approx(2.5)


def test_the_x11_window_uses_the_plain_framebuffer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    app_module.choose_framebuffer()
    import os

    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")  # the user's choice is kept
    app_module.choose_framebuffer()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "1"


def test_other_drivers_keep_sdls_framebuffer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "wayland")
    app_module.choose_framebuffer()
    import os

    assert "SDL_FRAMEBUFFER_ACCELERATION" not in os.environ


def test_the_table_is_busy_while_the_computer_is_to_move_and_idle_on_the_players_turn() -> None:
    app = make_app()
    mine = find_match(lambda m: m.round.turn == 0 and m.phase is Phase.DRAW)
    table = table_for(app, mine)
    step(app, 3)
    assert table.view.my_turn and not table.flights
    assert not app.stack.busy
    theirs = find_match(lambda m: m.round.turn == 1 and m.phase is Phase.DRAW)
    table = table_for(app, theirs)
    assert app.stack.busy  # its move is polled every frame
    table.open_pause()
    assert not app.stack.busy  # paused: nothing happens under the pause menu


def test_the_lay_off_review_is_idle_when_nothing_moves() -> None:
    """Result mode: busy while the round's end is shown and until the scores open by
    themselves (test_round_end_show.py). Interactive mode: idle while the player thinks, busy
    while a card is dragged or flies back."""
    from ginrummy_desktop.engine import Kind
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from tests.ui.helpers import drag, step_until
    from tests.ui.test_review_and_scores import _first_with_layoff

    app = make_app(animation="normal")
    m, i = _first_with_layoff()
    table = table_for(app, m)
    review = table.open_review(m.results[i])
    assert review.anim_end > 0 and app.stack.busy
    while app.stack.top is review:
        assert app.stack.busy
        step(app)
    assert review.t >= review.anim_end and not review.animator.busy
    app.stack.clear()

    mine = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0
                      and any(a.kind is Kind.LAY_OFF for a in m.legal_actions()))
    table_for(app, mine)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert isinstance(review, LayoffReviewScene) and review.interactive
    step_until(app, lambda: not app.stack.busy, frames=300)
    assert not app.stack.busy  # waiting for the player: the loop idles
    groups = review.defender_groups()
    x, y = review.group_positions(groups, review.seat_top(0))[0][0]
    drag(app, (x + 5, y + 20), (5, 5))  # dropped nowhere: it flies back
    assert review.animator.busy and app.stack.busy
    step_until(app, lambda: not review.animator.busy, frames=300)
    assert not app.stack.busy
    app.stack.clear()


@pytest.mark.parametrize("speed", ["fast", "normal", "slow"])
def test_the_lay_off_review_idles_only_on_the_settled_board(speed: str) -> None:
    """The meld bars, the numbers and the hint show once the intro's clock has run out, a
    little after its last card lands: the review stays busy until then, or the idle loop
    would leave a board without them on screen until the player moves the mouse."""
    from ginrummy_desktop.engine import Kind
    from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene
    from tests.ui.helpers import step_until

    app = make_app(animation=speed)
    mine = find_match(lambda m: m.phase is Phase.LAYOFF and m.round.turn == 0
                      and any(a.kind is Kind.LAY_OFF for a in m.legal_actions()))
    table_for(app, mine)
    step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
    review = app.stack.top
    assert isinstance(review, LayoffReviewScene) and review.show.intro_end > 0
    step_until(app, lambda: not app.stack.busy, frames=600)
    assert review.show.intro_over and not review.animator.busy
    app.stack.clear()
