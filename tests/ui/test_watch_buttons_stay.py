"""Play and Pause are one button: pressing it must not move the row under the mouse. Seen at
640x420 in German: "Abspielen" needed a second row of buttons, "Pause" did not, so a click on
"Abspielen" moved every button (Pause from y 370 to 400) and the next click missed it."""

from __future__ import annotations

import pytest

from ginrummy_desktop.persistence.saves import iter_rounds
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.watch import WatchScene
from ginrummy_desktop.ui.smoke import finished_match

from .helpers import click, key, make_app, step


@pytest.mark.parametrize("size", [(640, 420), (700, 450), (800, 520), (1280, 800)])
def test_the_buttons_keep_their_places_while_it_plays(size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    step(app)
    paused = [b.rect.copy() for b in scene.controls]
    click(app, scene.play.rect.center)
    assert scene.model.playing
    step(app)
    assert [b.rect for b in scene.controls] == paused
    click(app, scene.play.rect.center)  # the same place pauses it again
    assert not scene.model.playing
    key(app, Command.SELECT)
    step(app)
    assert scene.model.playing and [b.rect for b in scene.controls] == paused
    app.stack.clear()


def test_the_ring_leaves_a_button_that_greys_under_it(lang: str) -> None:
    """German 800x520 and English 900x1200: "Move \u25b6" pressed by keys to the round's
    last move, and "Round \u25b6\u25b6" to the last round, kept the ring on the greyed button; it
    goes to Play (which plays the match again from its start)."""
    app = make_app(size=(800, 520))
    m = finished_match(seed=5, rules="short")
    scene = WatchScene(app, rounds=list(iter_rounds(m.rules, m.seed,
                                                    [a.text() for a in m.history])))
    app.push(scene)
    step(app)
    scene.focus = scene._buttons().index(scene.step_on)
    for _ in range(400):
        key(app, Command.CONFIRM)
        if scene.model.at_end:
            break
    step(app)
    focused = [b for b in scene._buttons() if b.focused]
    assert not scene.step_on.enabled and focused == [scene.play]
    app.stack.clear()
