"""An empty list of saved matches offers a new match, by mouse and by Enter (it offered only
Back: 800x520, a new player's first look at "Saved matches")."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import click, key, step
from .menu_helpers import menu_app


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
def test_an_empty_list_offers_a_new_match_by_mouse(size: tuple[int, int]) -> None:
    app = menu_app(size=size, language="de")
    set_localizer(Localizer("de"))
    saves = SavesScene(app)
    app.push(saves)
    step(app)
    buttons = saves._buttons()
    assert [str(b.label) for b in buttons] == ["Neue Partie", "Zurück"]
    new = buttons[0]
    assert new is saves.new and new.primary and new.enabled
    assert app.stack.top is saves and new.rect.right <= size[0] and new.rect.bottom <= size[1]
    assert not new.rect.colliderect(saves.back.rect)
    click(app, new.rect.center)
    assert isinstance(app.stack.top, NewMatchScene)
    key(app, Command.CANCEL)  # Back from the new match screen: the list again
    assert app.stack.top is saves
    app.stack.clear()


def test_an_empty_list_starts_a_match_by_keys() -> None:
    app = menu_app()
    saves = SavesScene(app)
    app.push(saves)
    step(app)
    key(app, Command.CONFIRM)  # the focus begins on "New match"
    assert isinstance(app.stack.top, NewMatchScene)
    key(app, Command.CONFIRM)  # Enter on the chosen rule set and opponent: Start
    step(app)
    assert app.stack.find(TableScene) is not None
    app.stack.clear()


def test_the_button_goes_once_a_match_is_listed() -> None:
    from ginrummy_desktop.engine import Match, RuleSet

    app = menu_app()
    m = Match(RuleSet.preset("classic"), 3)
    app.store.save(app.store.new(m.rules, m.seed), m)
    saves = SavesScene(app)
    app.push(saves)
    step(app)
    assert not saves.new.visible and saves.new not in saves._buttons()
    app.stack.clear()
