"""The help's keys tab lists Watch again's keys: Space, the arrows, Page Up/Down, Home/End and
+/- did things there that no screen told (the table helper's note; Home/End had just been
given a meaning). Every key listed does something on the Watch again screen."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command, key_names
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.watch import WatchScene
from ginrummy_desktop.ui.watch_keys import WATCH_HEADING, WATCH_KEYS

from .helpers import key, make_app, step
from .test_watch_again import ROUNDS


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_keys_tab_lists_watch_again_s_keys(language: str) -> None:
    with use_localizer(Localizer(language)):
        app = make_app(size=(800, 520))
        lines = HelpScene(app).key_lines(700, 16)
        headings = [text for text, _what, heading in lines if heading]
        assert str(WATCH_HEADING) in headings and len(headings) == 5
        at = [text for text, _w, _h in lines].index(str(WATCH_HEADING))
        listed = {keys for keys, _w, _h in lines[at + 1: at + 1 + len(WATCH_KEYS)]}
        assert listed == {key_names(commands) for commands, _t in WATCH_KEYS}
        whats = " ".join(w for _k, w, _h in lines)
        assert all(str(text).split(" (")[0] in whats for _c, text in WATCH_KEYS)


@pytest.mark.parametrize("command", [c for commands, _t in WATCH_KEYS for c in commands])
def test_every_key_listed_does_something_on_watch_again(command: Command) -> None:
    """From the middle of the second round, each listed key changes what is shown: the
    move, the round, playing or not, or the speed."""
    app = make_app(size=(800, 520))
    scene = WatchScene(app, rounds=ROUNDS)
    app.push(scene)
    step(app)
    m = scene.model
    key(app, Command.PAGE_DOWN)
    for _ in range(3):
        key(app, Command.RIGHT)

    def state() -> tuple[object, ...]:
        return (m.round_index, m.step, m.playing, m.speed)

    before = state()
    key(app, command)
    assert state() != before, command
    app.stack.clear()
