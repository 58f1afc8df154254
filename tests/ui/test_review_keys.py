"""The review of a round by keys alone (640x420): the keyboard's ring stood on "Close" while
Enter showed the chosen decision on the table, and "The computer's round", "Try again",
"Copy seed" and "Deal again" had no key. Tab now takes the ring from button to button and
back to the list; Enter presses the ringed button."""

from __future__ import annotations

from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene

from .helpers import key, make_app, step
from .test_round_review import opened_review


def _ringed(rv: RoundReviewScene) -> list[str]:
    buttons = rv.ring_buttons()[0]
    return [str(b.label) for b in buttons if b.visible and b.focused]


def test_tab_walks_the_reviews_buttons_and_enter_presses_the_ringed_one() -> None:
    app = make_app(size=(640, 420))
    rv = opened_review(app)
    assert rv.review is not None and rv.review.decisions
    assert _ringed(rv) == [], "Enter shows the chosen decision: no button looks chosen"
    seen = []
    for _ in range(8):
        key(app, Command.NEXT)
        seen.append(_ringed(rv))
        if seen[-1] == []:
            break
    names = [s[0] for s in seen[:-1]]
    first = rv.try_button if rv.try_button.visible else rv.board_button  # left to right
    assert names[0] == str(first.label) and names[-1] == str(rv.close_button.label)
    assert str(rv.theirs_button.label) in names and seen[-1] == [], "and back to the list"
    while _ringed(rv) != [str(rv.theirs_button.label)]:
        key(app, Command.NEXT)
    key(app, Command.CONFIRM)
    assert rv.showing_theirs and app.stack.top is rv
    # the computer's page has no list: Enter closes, and the ring says so
    key(app, Command.DOWN)
    step(app)
    ringed = _ringed(rv)
    assert len(ringed) == 1
    key(app, Command.NEXT)
    assert _ringed(rv) != [] and _ringed(rv) != ringed
    while _ringed(rv) != [str(rv.copy_button.label)]:
        key(app, Command.NEXT)
    key(app, Command.CONFIRM)
    assert rv.copied is not None and str(rv.seed) in rv.copied
    app.stack.clear()


def test_the_arrows_give_the_ring_back_to_the_list() -> None:
    app = make_app(size=(640, 420))
    rv = opened_review(app)
    key(app, Command.NEXT)
    first = rv.try_button if rv.try_button.visible else rv.board_button  # left to right
    assert _ringed(rv) == [str(first.label)]
    key(app, Command.DOWN)
    assert _ringed(rv) == []
    key(app, Command.CONFIRM)  # the chosen decision on the table
    assert app.stack.top is not rv and app.stack.top.name == "review_board"
    app.stack.clear()
