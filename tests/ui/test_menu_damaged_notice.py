"""The menu's notice of damaged saved matches: several moved to one folder are named in one
sentence (each file's own sentence named the long folder again), every line of the notice is
drawn clear of "Dismiss", and "Dismiss" ("Ausblenden") has its label at the size of every
screen's buttons. Seen at 640x420 in German with a running match and two damaged files: the
second sentence ran under "Ausblenden" ("... ist unvollständig. Si[Ausblenden]") and the
rest of it was cut; "Ausblenden" was squeezed to a smaller size than the menu's labels."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui import screen as screen_module
from ginrummy_desktop.ui.damage_notice import notice_lines
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.menu import DISMISS, MenuScene
from ginrummy_desktop.ui.screen import label_px
from ginrummy_desktop.ui.widgets import text_width, wrap

from .helpers import step
from .menu_helpers import menu_app
from .test_hollywood_sheet import _drawn
from .test_saves_screen import _save_running

NAMES = ["20261202-170000-aaaaaa.json", "20261202-170001-bbbbbb.json",
         "20261202-170002-cccccc.json"]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_damaged_matches_in_one_sentence_clear_of_dismiss(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        app = menu_app(size=size, language=language)
        try:
            _save_running(app)
            root = app.store.root
            (root / NAMES[0]).write_text("garbage")
            (root / NAMES[1]).write_text('{"schema_version": 1')
            (root / NAMES[2]).write_text("[]")
            app.to_menu()
            step(app)
            menu = app.stack.top
            assert isinstance(menu, MenuScene) and menu.buttons[0].visible  # "Continue"
            assert len(menu.problems) == 3
            lines = notice_lines(menu.problems)
            assert len(lines) == 1, lines
            assert all(name in lines[0] for name in NAMES)
            assert str(root / "damaged") in lines[0]
            seen = _drawn(monkeypatch, screen_module)
            step(app)
            notice = menu.notice_rect()
            px = font_px(size, 15)
            want = [ln for text in lines for ln in wrap(text, px, notice.width - 24)]
            drawn = [(t, r) for t, _c, r in seen if notice.contains(r)]
            assert [t for t, _r in drawn] == want, "every line of the notice is drawn"
            for t, r in drawn:
                assert not r.colliderect(menu.dismiss.rect), t
            assert notice.contains(menu.dismiss.rect)
            assert text_width(DISMISS, label_px(size)) <= menu.dismiss.rect.width - 8
            assert notice.bottom <= size[1]
        finally:
            app.stack.clear()


def test_one_damaged_match_keeps_its_own_sentence() -> None:
    app = menu_app(size=(800, 520))
    try:
        root = app.store.root
        root.mkdir(parents=True, exist_ok=True)
        (root / "broken.json").write_text('{"schema_version": 1, "rules": ')
        app.to_menu()
        step(app)
        menu = app.stack.top
        assert notice_lines(menu.problems) == [p.message() for p in menu.problems]
        assert notice_lines(menu.problems)[0].startswith("The saved match broken.json is cut off.")
    finally:
        app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_match_found_damaged_on_continue_is_told_in_the_notice(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save whose moves cannot be replayed (one illegal action, the summary intact) is
    offered by Continue; pressed, the file is moved aside and its sentence stood in one line
    at the foot of the menu, cut at both edges ("r gespeicherten Partie ... /damaged", 800x520
    German). It is told in the notice, wrapped, with "Dismiss"."""
    import json

    from .helpers import click

    with use_localizer(Localizer(language)):
        app = menu_app(size=size, language=language)
        try:
            saved, _m = _save_running(app)
            root = app.store.root
            path = root / f"{saved.id}.json"
            data = json.loads(path.read_text())
            data["actions"][5] = "discard AS"
            path.write_text(json.dumps(data))
            app.to_menu()
            step(app)
            menu = app.stack.top
            assert isinstance(menu, MenuScene) and menu.buttons[0].visible  # "Continue"
            click(app, menu.buttons[0].rect.center)
            assert app.stack.top is menu
            assert (root / "damaged" / path.name).exists(), "set aside, not deleted"
            assert menu.note is None and [p.filename for p in menu.problems] == [path.name]
            # the five moves before the bad one saved again: Continue goes on from there
            assert menu.problems[0].rescued == (5, len(data["actions"]))
            assert len(json.loads(path.read_text())["actions"]) == 5
            assert menu.latest is not None and menu.latest.id == saved.id
            seen = _drawn(monkeypatch, screen_module)
            step(app)
            told = [r for t, _c, r in seen if path.name in t or "damaged" in t]
            assert told, "the file and its folder are named"
            assert all(0 <= r.left and r.right <= size[0] for _t, _c, r in seen)
        finally:
            app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
def test_a_long_note_at_the_foot_is_wrapped_inside_the_window(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu's own note (another window has the match, settings not saved) is wrapped."""
    app = menu_app(size=size)
    try:
        menu = app.stack.top
        assert isinstance(menu, MenuScene)
        from ginrummy_desktop.ui import foot_note

        menu.note = ("The settings could not be saved: permission denied: "
                     "/home/someone/.config/ginrummy-desktop/settings.json. " * 2)
        seen = _drawn(monkeypatch, foot_note)
        step(app)
        lines = [r for t, _c, r in seen if "settings" in t or "denied" in t]
        assert len(lines) >= 2
        assert all(0 <= r.left and r.right <= size[0] and r.bottom <= size[1] for r in lines)
    finally:
        app.stack.clear()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_damaged_match_is_named_by_its_start_rules_and_level(language: str) -> None:
    """The notice says which match the damaged file held: when it was started, and as the
    saved matches' list knew it, its rules and level. A file name alone ("20261206-215847-
    1f7118.json is cut off") did not tell a player which of their matches was lost (English
    800x520, a save cut to 700 bytes on purpose)."""
    from ginrummy_desktop.i18n import format_datetime
    from ginrummy_desktop.persistence import MatchStore

    with use_localizer(Localizer(language)):
        app = menu_app(size=(800, 520), language=language)
        try:
            saved, _m = _save_running(app)
            app.store = MatchStore()  # the next start: the list is written from the files
            app.to_menu()
            step(app)
            path = app.store.path_of(saved.id)
            path.write_bytes(path.read_bytes()[:700])  # cut off
            app.store = MatchStore()  # the start after
            app.to_menu()
            step(app)
            menu = app.stack.top
            assert [p.kind for p in menu.problems] == ["truncated"]
            problem = menu.problems[0]
            assert problem.match is not None and problem.match.id == saved.id
            line, = notice_lines(menu.problems)
            when = format_datetime(saved.started)
            if language == "en":
                assert line == (
                    f"The saved match {path.name} is cut off. It was moved to the folder "
                    f"{app.store.damaged_dir}. It held your match of {when}: Classic, "
                    "against Simple.")
            else:
                assert line.endswith(f"Darin war deine Partie vom {when}: Klassisch, gegen "
                                     "Einfach.")
            assert menu.latest is None  # nothing to continue
        finally:
            app.stack.clear()


def test_a_damaged_match_file_unknown_to_the_list_is_named_by_when_it_was_started() -> None:
    """The game names a match file by the moment it was started (UTC); a file named
    otherwise is not said to hold a match of any date."""
    from datetime import UTC, datetime

    from ginrummy_desktop.i18n import format_datetime

    app = menu_app(size=(1280, 800))
    try:
        root = app.store.root
        root.mkdir(parents=True, exist_ok=True)
        (root / "20261130-080910-abcdef.json").write_text("{")
        app.to_menu()
        step(app)
        line, = notice_lines(app.stack.top.problems)
        made = format_datetime(datetime(2026, 11, 30, 8, 9, 10, tzinfo=UTC))
        assert line.endswith(f"It held your match of {made}.")
        (root / "mine.json").write_text("[]")
        app.to_menu()
        step(app)
        assert notice_lines(app.stack.top.problems)[-1].endswith("matches/damaged.")
    finally:
        app.stack.clear()
