"""The computer thinks in a child process: the same answers as on a thread, a fallback to a
thread when a question cannot be sent, and one match's shutdown leaves the others alone."""

from __future__ import annotations

import concurrent.futures as cf
import threading

import pytest

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.ui import thinking
from ginrummy_desktop.ui.controller import MatchController
from ginrummy_desktop.ui.thinking import OpponentProcess


def _views(n: int = 6) -> list:  # type: ignore[type-arg]
    m = Match(RuleSet.preset("classic"), 12)
    bot = make_opponent("simple", 3)
    out = []
    while len(out) < n and m.turn is not None:
        view = m.view(m.turn)
        out.append(view)
        m.apply(bot.choose(view))
    return out


@pytest.fixture(scope="module")
def process():  # type: ignore[no-untyped-def]
    done = threading.Semaphore(0)
    p = OpponentProcess(on_done=done.release)
    p.start()
    p.done = done  # type: ignore[attr-defined]
    yield p
    p.close()


def test_every_level_answers_in_the_process_as_on_a_thread(process) -> None:  # type: ignore[no-untyped-def]
    views = _views()
    for level in LEVELS:
        bot = make_opponent(level, 9)
        for view in views[:3]:
            got = process.submit(bot.choose, view).result(timeout=120)
            assert got == bot.choose(view), level
    assert process.fallbacks == 0
    assert process.done.acquire(timeout=5)  # on_done told the app (to wake its loop)


def test_a_question_that_cannot_be_sent_is_answered_on_a_thread(process) -> None:  # type: ignore[no-untyped-def]
    view = _views(1)[0]
    bot = make_opponent("simple", 1)
    before = process.fallbacks
    unpicklable = lambda v: bot.choose(v)  # noqa: E731  (a lambda cannot be pickled)
    assert process.submit(unpicklable, view).result(timeout=60) == bot.choose(view)
    assert process.fallbacks == before + 1


def test_an_error_in_the_level_reaches_the_controller(process) -> None:  # type: ignore[no-untyped-def]
    fut = process.submit(int, "not a number")
    with pytest.raises(ValueError):
        fut.result(timeout=60)


def test_a_matchs_shutdown_cancels_only_its_own_questions(process) -> None:  # type: ignore[no-untyped-def]
    a, b = process.executor(), process.executor()
    view = _views(1)[0]
    bot = make_opponent("medium", 2)
    fa = a.submit(bot.choose, view)
    fb = b.submit(bot.choose, view)
    a.shutdown(wait=False, cancel_futures=True)
    assert fb.result(timeout=60) == bot.choose(view)
    assert fa.cancelled() or fa.result(timeout=60) == bot.choose(view)
    # the process is still there for the next match
    assert b.submit(bot.choose, view).result(timeout=60) == bot.choose(view)


def test_controllers_use_the_enabled_process_and_a_thread_otherwise(process) -> None:  # type: ignore[no-untyped-def]
    m = Match(RuleSet.preset("classic"), 5)
    plain = MatchController(m, make_opponent("simple", 1))
    assert isinstance(plain._executor, cf.ThreadPoolExecutor)
    plain.shutdown()
    thinking.enable(process)
    try:
        ctrl = MatchController(Match(RuleSet.preset("classic"), 5), make_opponent("strong", 5))
        assert not isinstance(ctrl._executor, cf.ThreadPoolExecutor)
        while ctrl.turn != 1:
            ctrl.match.apply(make_opponent("simple", 0).choose(ctrl.view(ctrl.turn)))
        action = ctrl.wait_opponent(timeout=60)
        assert action == make_opponent("strong", 5).choose(ctrl.view(1))
        ctrl.shutdown()
    finally:
        thinking.enable(None)
