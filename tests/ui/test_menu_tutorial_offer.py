"""The main menu offers the tutorial to a new player (no saved match), until it is taken or
declined there; the answer is remembered."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence import load_settings, save_settings
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.menu_offer import offer_rect
from ginrummy_desktop.ui.scenes.menu import NEW_PLAYER, TITLE, MenuScene
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.tutorial import TutorialPolicy

from .helpers import click, key, step, step_until
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)
from .test_scene_texts import _record


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    """The main menu of a new player: the tutorial offered."""
    a = menu_app(offer=True)
    step(a)
    yield a
    a.stack.clear()


def _offer_drawn(app, drawn: DrawnTexts) -> bool:  # type: ignore[no-untyped-def]  # noqa: F811
    drawn.clear()
    step(app)
    return "New to Gin Rummy?" in drawn.joined()


def test_a_new_player_is_offered_the_tutorial_and_can_start_it(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    menu = app.stack.top
    assert _offer_drawn(app, drawn)
    start, _no = menu.offer_buttons
    click(app, start.rect.center)
    table = app.stack.find(TableScene)
    assert table is not None and isinstance(table.policy, TutorialPolicy)
    saved, problem = load_settings()
    assert problem is None and saved.offer_tutorial is False
    app.to_menu()
    assert not _offer_drawn(app, drawn)  # taken once: the help's tab keeps it


def test_no_thanks_by_keyboard_is_remembered_after_a_restart(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    menu = app.stack.top
    key(app, Command.RIGHT)  # from "Start the tutorial", where the ring starts, to its side
    assert menu.offer_buttons[1].focused
    key(app, Command.CONFIRM)
    assert isinstance(app.stack.top, MenuScene) and not _offer_drawn(app, drawn)
    assert str(next(b for b in menu.buttons if b.focused).label) == "New match"
    key(app, Command.CONFIRM)  # the ring on the first entry: New match (it opened the saves)
    assert isinstance(app.stack.top, NewMatchScene)
    key(app, Command.CANCEL)
    saved, _ = load_settings()
    assert saved.offer_tutorial is False
    again = menu_app()  # the next start reads the settings file
    again.settings = saved
    again.stack.clear(MenuScene(again))
    assert not _offer_drawn(again, drawn)
    again.stack.clear()


def test_the_ring_starts_on_the_offer_and_enter_starts_the_tutorial(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    """A new player who plays by keys: the ring stood on "New match" and "Start the tutorial"
    was nine Tabs away (English 700x460); Enter now starts what the offer's gold button says."""
    menu = app.stack.top
    assert _offer_drawn(app, drawn) and menu.offer_buttons[0].focused
    assert not any(b.focused for b in menu.buttons)
    key(app, Command.CONFIRM)
    table = app.stack.find(TableScene)
    assert table is not None and isinstance(table.policy, TutorialPolicy)


def test_f1_on_the_menu_opens_the_help(app) -> None:  # type: ignore[no-untyped-def]
    """F1 opens the help on every other screen; on the main menu it did nothing."""
    from ginrummy_desktop.ui.scenes.help import HelpScene

    key(app, Command.HELP)
    assert isinstance(app.stack.top, HelpScene)


def test_a_player_with_a_saved_match_is_not_offered_it(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    click(app, app.stack.top.buttons[1].rect.center)  # New match
    assert isinstance(app.stack.top, NewMatchScene)
    click(app, app.stack.top.start.rect.center)
    step_until(app, lambda: app.stack.find(TableScene) is not None, frames=10)
    app.to_menu()
    menu = app.stack.top
    step_until(app, lambda: menu.latest is not None, timeout=10.0)
    assert not _offer_drawn(app, drawn)
    assert load_settings()[0].offer_tutorial is True  # not answered, only not needed


def test_the_offer_is_not_shown_when_switched_off(drawn: DrawnTexts) -> None:  # noqa: F811
    from ginrummy_desktop.persistence import Settings

    save_settings(Settings(language="en", offer_tutorial=False))
    a = menu_app()
    a.settings = load_settings()[0]
    a.stack.clear(MenuScene(a))
    assert not _offer_drawn(a, drawn)
    a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_offer_fits_under_the_entries(size: tuple[int, int], language: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    on = [False]
    seen = _record(monkeypatch, on)
    with use_localizer(Localizer(language)):
        a = menu_app(size=size, language=language, offer=True)
        menu = a.stack.top
        step(a)
        assert menu.showing_offer()
        on[0] = True
        step(a)
        on[0] = False
        sentence = [r for t, r in seen if not t.startswith("[") and t in str(NEW_PLAYER)
                    and t != str(TITLE)]
    rect = offer_rect(menu)
    assert len(sentence) >= 2  # its lines are drawn
    assert rect.top > max(b.rect.bottom for b in menu.buttons if b.visible)
    assert a.screen.get_rect().contains(rect)
    start, no = menu.offer_buttons
    assert start.rect.right < no.rect.left
    for line in sentence:
        assert rect.contains(line), (line, rect)
        assert not any(line.colliderect(b.rect) for b in menu.offer_buttons), line
    for b in menu.offer_buttons:
        assert rect.contains(b.rect), (b.label, b.rect, rect)
    a.stack.clear()


def test_the_sentence_is_translated() -> None:
    with use_localizer(Localizer("de")):
        assert str(NEW_PLAYER).startswith("Neu bei Gin Rommé?")


def test_no_thanks_leaves_the_entries_where_they_were(  # type: ignore[no-untyped-def]
        app) -> None:
    """Seen in a real window at 800x520: after "No, thanks" the column of entries moved down
    (the offer had raised it), and the click meant for "New match" hit nothing. It stays
    while the menu is shown, and back from another screen too (the column stands at one
    height with the offer, a notice or neither)."""
    menu = app.stack.top
    assert menu.showing_offer()
    new = menu.buttons[1]
    where = new.rect.copy()
    click(app, menu.offer_buttons[1].rect.center)  # No, thanks
    step(app)
    assert not menu.showing_offer() and new.rect == where
    click(app, where.center)
    assert isinstance(app.stack.top, NewMatchScene)
    key(app, Command.CANCEL)
    step(app)
    assert app.stack.top is menu and new.rect == where  # the same place again


def test_left_and_right_move_between_the_offers_buttons(  # type: ignore[no-untyped-def]
        app) -> None:
    """Played by keys at 640x420 in English: Tab, then Right to reach "No, thanks" switched
    the game to German (Left/Right switch the language on the main menu), and Enter started
    the tutorial in German. On the offer's two buttons, side by side, they move between
    them; elsewhere on the menu they still switch the language."""
    from ginrummy_desktop.i18n import current_language

    menu = app.stack.top
    start, no = menu.offer_buttons
    key(app, Command.RIGHT)  # from "Start the tutorial", where the ring starts
    assert no.focused
    key(app, Command.LEFT)
    assert start.focused and current_language() == "en"
    key(app, Command.RIGHT)
    assert no.focused and current_language() == "en"
    key(app, Command.RIGHT)  # round again: the row has two
    assert start.focused and current_language() == "en"
    key(app, Command.RIGHT)
    key(app, Command.CONFIRM)  # "No, thanks", in English
    assert isinstance(app.stack.top, MenuScene) and not menu.showing_offer()
    assert app.stack.find(TableScene) is None and current_language() == "en"
    key(app, Command.DOWN)  # on "New match": Right switches the language, as it did
    key(app, Command.RIGHT)
    assert current_language() == "de"
    key(app, Command.LEFT)
    assert current_language() == "en"


def test_the_tutorial_started_from_the_help_answers_the_offer(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    """Started from the help's tutorial tab, the tutorial was offered again on the menu
    (the settings kept ``offer_tutorial``: German 1024x640)."""
    from ginrummy_desktop.ui.scenes.help import HelpScene

    menu = app.stack.top
    assert _offer_drawn(app, drawn)
    click(app, next(b for b in menu.buttons if b.visible and "help" in str(b.label)).rect.center)
    help_scene = app.stack.top
    assert isinstance(help_scene, HelpScene)
    click(app, dict(help_scene.tab_buttons)["tutorial"].rect.center)
    step(app)
    click(app, help_scene.start.rect.center)
    table = app.stack.find(TableScene)
    assert table is not None and isinstance(table.policy, TutorialPolicy)
    saved, problem = load_settings()
    assert problem is None and saved.offer_tutorial is False
    app.to_menu()
    assert not _offer_drawn(app, drawn)


def test_up_and_down_from_the_offer_go_to_its_neighbours_on_the_screen(  # type: ignore[no-untyped-def]
        app) -> None:
    """Up from "Start the tutorial" went to "English" at the top right (the offer's buttons
    came after the languages' in the keys' order); it goes to the last entry above the offer,
    and Down from "No, thanks" comes round to the languages at the top."""
    menu = app.stack.top
    start, no = menu.offer_buttons
    key(app, Command.UP)
    assert str(next(b for b in menu.buttons if b.focused).label) == "Quit"
    assert not any(b.focused for b in menu.lang_buttons)
    key(app, Command.DOWN)
    assert start.focused
    key(app, Command.DOWN)
    assert no.focused
    key(app, Command.DOWN)
    assert menu.lang_buttons[0].focused
