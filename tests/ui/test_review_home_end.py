"""The review's keys: Home and End go to the first and the last decision (and to the top and
the end of the computer's moves); they did nothing (800x520, German: End beside the
computer's 40 moves). Opened from the table's score board, the review goes on to the match's
other finished rounds (Left/Right and its arrows), as from the saved matches: there it held
only the round it was opened on. The help's keys tab lists the review's keys, and each one
does something there."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, Phase, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.input import Command, key_names
from ginrummy_desktop.ui.review_keys import REVIEW_HEADING, REVIEW_KEYS
from ginrummy_desktop.ui.review_rows import theirs_rows
from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import click, key, make_app, step, table_for
from .test_hint import GatedExecutor
from .test_round_review import opened_review


def test_home_and_end_go_to_the_first_and_the_last_decision(lang: str) -> None:
    app = make_app(size=(640, 420))
    rv = opened_review(app)
    assert rv.review is not None
    n, shown = len(rv.review.decisions), rv.rows_shown()
    assert n > shown, "the list scrolls at this size"
    key(app, Command.END)
    assert rv.selected == n - 1 and rv.scroll == n - shown
    key(app, Command.HOME)
    assert rv.selected == 0 and rv.scroll == 0
    # the computer's moves: End shows their end, Home their top
    rv._layout()
    click(app, rv.theirs_button.rect.center)
    assert rv.showing_theirs
    lines = len(theirs_rows(rv))
    assert lines > rv.rows_shown()
    key(app, Command.END)
    assert rv.scroll == lines - rv.rows_shown() > 0
    key(app, Command.HOME)
    assert rv.scroll == 0
    app.stack.clear()


def test_the_review_from_the_table_goes_on_to_the_other_rounds(lang: str) -> None:
    app = make_app(size=(800, 520))
    m = play_until(Match(RuleSet.preset("classic"), 3),
                   lambda m: len(m.results) == 2 and m.phase is Phase.DRAW)
    table = table_for(app, m, executor=GatedExecutor())  # the reviews wait: no search here
    table.ctrl.last_result = m.results[-1]
    key(app, Command.SUMMARY)
    key(app, Command.REVIEW)
    rv = app.stack.top
    assert isinstance(rv, RoundReviewScene)
    assert rv.number == 2 and rv.rounds == [1, 2]
    rv._layout()
    assert rv.prev_button.visible and rv.prev_button.enabled and not rv.next_button.enabled
    key(app, Command.LEFT)
    assert rv.number == 1
    rv._layout()
    click(app, rv.next_button.rect.center)
    assert rv.number == 2
    app.stack.clear()


def keys_under(heading: object, language: str) -> list[tuple[str, str, bool]]:
    """The keys tab's lines (keys, what they do, is heading) from ``heading`` on, in
    ``language``, at 800x520; the first is the heading."""
    with use_localizer(Localizer(language)):
        app = make_app(size=(800, 520))
        lines = HelpScene(app).key_lines(700, 16)
        app.stack.clear()
        return lines[[text for text, _w, _h in lines].index(str(heading)):]


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_keys_tab_lists_the_review_s_keys(language: str) -> None:
    lines = keys_under(REVIEW_HEADING, language)
    assert lines[0][2], "a heading"
    with use_localizer(Localizer(language)):
        listed = {keys for keys, _w, _h in lines[1: 1 + len(REVIEW_KEYS)]}
        assert listed == {key_names(commands) for commands, _t in REVIEW_KEYS}
        assert key_names((Command.HOME, Command.END)) in listed


@pytest.mark.parametrize("command", [c for commands, _t in REVIEW_KEYS for c in commands
                                     if c not in (Command.LEFT, Command.RIGHT)])
def test_every_key_listed_does_something_in_the_review(command: Command) -> None:
    """From the middle of the list each listed key changes what is shown: the chosen
    decision, the ring over the buttons, or the round on the table (Left/Right: above)."""
    app = make_app(size=(640, 420))
    rv = opened_review(app)
    assert rv.review is not None
    rv.select(len(rv.review.decisions) // 2)
    step(app)

    def state() -> tuple[object, ...]:
        ringed = [str(b.label) for b in rv.ring_buttons()[0] if b.focused]
        return rv.selected, rv.scroll, tuple(ringed), app.stack.top

    before = state()
    key(app, command)
    assert state() != before, command
    app.stack.clear()
