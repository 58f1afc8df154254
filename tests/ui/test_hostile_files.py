"""Issue 15: no file can crash or hang the game, and a save that fails is never silent.

Every numbered reproduction of the issue, through the real start path (``start_app``, what
``python -m ginrummy_desktop`` runs before its loop) and the real screens (main menu, Saved
matches, Statistics, table), with a real store in the scratch folders of ``conftest``.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.i18n.catalog import ROOT
from ginrummy_desktop.persistence import MatchLock, MatchStore, Settings, paths
from ginrummy_desktop.ui.app import App
from ginrummy_desktop.ui.cli import start_app
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, key, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


@pytest.fixture
def started() -> Iterator[Callable[..., App]]:
    """``started(*argv)``: the game started as from the command line (menu on top)."""
    apps: list[App] = []

    def start(*argv: str) -> App:
        app = start_app(["--animation", "off", "--lang", "en", *argv])
        assert isinstance(app, App)
        apps.append(app)
        step(app, 2)
        return app

    yield start
    for app in apps:
        app.quit_hooks.clear()
        app.shutdown()
        app.close_workers()


def within(seconds: float, fn: Callable[[], Any]) -> Any:
    """``fn()`` on a thread; fails (instead of hanging the suite) if it takes longer."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - re-raised below
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"still blocked after {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def running_file(**change: Any) -> tuple[Path, dict[str, Any]]:
    """A real running match saved in the user's folder; ``change`` edits its JSON document
    (``rules_name=...`` edits the rules' name)."""
    store = MatchStore()
    m = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 1)
    saved = store.new(m.rules, m.seed, opponent="simple")
    store.save(saved, m)
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text(encoding="utf-8"))
    if "rules_name" in change:
        doc["rules"]["name"] = change.pop("rules_name")
    doc.update(change)
    path.write_text(json.dumps(doc), encoding="utf-8")  # ensure_ascii: "\ud800" as an escape
    return path, doc


def menu_of(app: App) -> MenuScene:
    menu = app.stack.find(MenuScene)
    assert menu is not None
    return menu


def open_saves(app: App) -> SavesScene:
    menu = menu_of(app)
    button = next(b for b in menu.buttons if str(b.label) == "Saved matches")
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavesScene)
    step(app, 2)
    return scene


def open_statistics(app: App) -> StatisticsScene:
    menu = menu_of(app)
    button = next(b for b in menu.buttons if str(b.label) == "Statistics")
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    step(app, 2)
    return scene


# --- 1. unchecked text from a save ----------------------------------------------------------
@pytest.mark.parametrize("name", ["\ud800", "x" * 1_000_000])
def test_1_a_name_that_cannot_be_drawn_is_set_aside_and_the_menu_starts(
    started: Callable[..., App], drawn: DrawnTexts, name: str  # noqa: F811
) -> None:
    path, _ = running_file(rules_name=name)
    content = path.read_bytes()
    app = started("--size", "800x520")
    menu = menu_of(app)
    assert menu.latest is None  # nothing to continue: the file was not a match
    (problem,) = menu.problems
    assert problem.kind == "wrong_shape" and path.name in problem.message()
    assert (paths.damaged_dir() / path.name).read_bytes() == content  # byte for byte
    drawn.clear()
    step(app, 2)
    assert path.name in drawn.joined() and "does not contain a match" in drawn.joined()


# --- 2. a save whose replay would take too long ---------------------------------------------
def test_2_a_history_too_long_to_open_is_refused_with_its_reason(
    started: Callable[..., App], drawn: DrawnTexts, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    path, doc = running_file()
    monkeypatch.setattr("ginrummy_desktop.persistence.saves.MAX_ACTIONS", len(doc["actions"]) - 1)
    app = started()
    (problem,) = menu_of(app).problems
    assert problem.kind == "too_long"
    drawn.clear()
    step(app)
    assert f"The saved match {path.name} has too many moves to be opened." in drawn.joined()
    assert (paths.damaged_dir() / path.name).exists()


def test_2_the_save_of_4000_dead_hands_starts_normally(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's legal save of 4,000 dead hands (240,000 actions, 2.6 MB, written before
    saves had summaries): replayed once in linear time and given its summary at the first
    start; later starts read the summary; continuing it replays it once."""
    from ginrummy_desktop.engine import Action, Phase

    m = Match(RuleSet.preset("classic"), "dead")
    actions: list[str] = []
    while len(m.results) < 4000:
        r = m.round
        if r.phase is Phase.OFFER:
            act = Action.pass_()
        elif r.phase is Phase.DRAW:
            act = Action.draw_stock()
        else:
            drawn_card = r.last_drawn[r.turn]
            assert drawn_card is not None
            act = Action.discard(drawn_card)
        m.apply(act)
        actions.append(act.text())
    assert not m.scores[0] and not m.scores[1] and len(actions) > 200_000
    store = MatchStore()
    saved = store.new(m.rules, m.seed, "simple", write=False)
    saved.actions, saved.summary = actions, None  # the old format: no summary
    path = store.write(saved)
    assert path.stat().st_size > 2_000_000 and '"summary"' not in path.read_text()
    app = started()
    latest = menu_of(app).latest
    assert latest is not None and latest.rounds_played == 4000 and latest.scores == (0, 0)
    assert '"summary"' in path.read_text()  # added on first read
    replays: list[int] = []
    real = Match.replay.__func__  # type: ignore[attr-defined]

    def counting(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        replays.append(1)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(Match, "replay", classmethod(counting))
    app2 = started()  # the next start: no replay at all
    assert replays == [] and menu_of(app2).latest.id == saved.id
    menu_of(app2).continue_last()
    table = app2.stack.find(TableScene)
    assert table is not None and len(table.ctrl.match.history) == len(actions)
    assert replays == [1]  # opened: replayed once


# --- 3. FIFOs named like our files ----------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_3_a_fifo_named_settings_json_does_not_hang_the_start(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME":
           str(tmp_path / "d"), "PYTHONPATH": str(ROOT), "GINRUMMY_LANG": "en"}
    settings = tmp_path / "c" / "ginrummy-desktop" / "settings.json"
    settings.parent.mkdir(parents=True)
    os.mkfifo(settings)
    done = subprocess.run([sys.executable, "-m", "ginrummy_desktop", "--first-frame-exit"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "first frame after" in done.stdout
    moved = tmp_path / "c" / "ginrummy-desktop" / "damaged" / "settings.json"
    assert moved.exists() and not moved.is_file()  # the FIFO itself, set aside untouched


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_3_fifos_in_the_menu_saved_matches_and_statistics_do_not_hang(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    settings = paths.settings_path()
    settings.parent.mkdir(parents=True)
    os.mkfifo(settings)
    paths.matches_dir().mkdir(parents=True)
    os.mkfifo(paths.matches_dir() / "20260101-000000-fifo00.json")
    os.mkfifo(paths.statistics_path())
    app = within(30, started)
    (problem,) = menu_of(app).problems
    assert problem.subject == "settings" and problem.kind == "unreadable"
    saves = within(30, lambda: open_saves(app))
    assert [p.kind for p in saves.unavailable] == ["unreadable"]  # listed, left in place
    drawn.clear()
    step(app)
    assert "could not be read (not a regular file)" in drawn.joined()
    key(app, Command.CANCEL)
    stats = within(30, lambda: open_statistics(app))
    assert any(p.subject == "statistics" for p in stats.problems)
    assert stats.stats is not None


# --- 4. a save that fails while playing -----------------------------------------------------
def refuse_writes(monkeypatch: pytest.MonkeyPatch, code: int = errno.ENOSPC) -> dict[str, bool]:
    """Every write into the matches folder fails with ``code`` while ``state["full"]``."""
    from ginrummy_desktop.persistence import atomic

    state = {"full": True}
    real = atomic.atomic_write_bytes

    def write(path: Path | str, data: bytes) -> None:
        if state["full"] and Path(path).parent == paths.matches_dir():
            raise OSError(code, os.strerror(code))
        real(path, data)

    monkeypatch.setattr(atomic, "atomic_write_bytes", write)
    return state


def play_one_human_move(app: App, table: TableScene) -> None:
    """Pass or draw, whichever the human may do now (a real action through the table)."""
    from ginrummy_desktop.engine import Action, Kind

    step_until(app, lambda: table.ctrl.turn == 0 and not table.dealing and not table.flights)
    kinds = {a.kind for a in table.legal}
    table.play(Action.pass_() if Kind.PASS in kinds else Action.draw_stock())
    step(app, 2)


@pytest.mark.parametrize("language", ["en", "de"])
def test_4_a_failed_autosave_is_shown_at_once_retried_and_closing_asks(
    started: Callable[..., App], drawn: DrawnTexts, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
    language: str,
) -> None:
    app = started("--table", "--seed", "7")
    set_localizer(Localizer(language))
    table = app.stack.find(TableScene)
    assert table is not None
    table.ctrl.writer.retry_after = 0.05
    state = refuse_writes(monkeypatch)
    play_one_human_move(app, table)
    step_until(app, lambda: table.save_notice.open, timeout=10)
    drawn.clear()
    step(app)
    if language == "en":
        assert "The match could not be saved: the disk is full." in drawn  # a sentence
        assert "Save elsewhere" in drawn and "Keep playing" in drawn
    else:
        assert "Die Partie konnte nicht gespeichert werden: der Datenträger ist voll." in drawn
        assert "Anderswo speichern" in drawn and "Trotzdem weiterspielen" in drawn
    # closing the window asks instead of losing the moves; Enter is the safe answer
    for answer in (Command.CONFIRM, Command.CANCEL):
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        step(app)
        assert app.running and isinstance(app.stack.top, ConfirmScene)
        key(app, answer)  # no: keep playing
        assert app.running and app.stack.top is table
    # the disk has room again: the retry succeeds and the notice says so
    state["full"] = False
    step_until(app, lambda: table.ctrl.save_problem is None, timeout=10)
    step(app, 2)
    assert not table.save_notice.open and table.save_notice.info
    table.ctrl.flush_saves()
    on_disk = MatchStore().load(table.ctrl.saved.id)[1]  # a fresh store reads the file
    assert len(on_disk.history) == len(table.ctrl.match.history)


@pytest.mark.parametrize("size", ["640x420", "800x520", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_4_the_notice_s_lines_stay_inside_its_panel(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, language: str, size: str,
) -> None:
    """Seen at 640x420 in German: the bold first line "... der Datenträger ist voll." ran
    past the panel's right edge (it was wrapped for the regular face)."""
    import ginrummy_desktop.ui.table.save_notice as save_notice

    from .test_hollywood_sheet import _drawn

    app = started("--table", "--seed", "7", "--size", size)
    previous = set_localizer(Localizer(language))
    try:
        table = app.stack.find(TableScene)
        assert table is not None
        refuse_writes(monkeypatch)
        play_one_human_move(app, table)
        step_until(app, lambda: table.save_notice.open, timeout=10)
        drawn = _drawn(monkeypatch, save_notice)
        step(app)
        panel = table.save_notice.panel()
        lines = [(t, r) for t, _c, r in drawn if t.strip()]
        assert len(lines) >= 3
        assert [t for t, r in lines if not panel.inflate(-20, 0).contains(r)] == [], panel
        # "Keep playing" folds it into the "Not saved" tag: its label fits, and it covers
        # none of the table's texts (at the top right it covered the computer's name)
        import ginrummy_desktop.ui.table.painter as painter
        from ginrummy_desktop.ui.widgets import button_px, text_width

        click(app, table.save_notice.keep.rect.center)
        texts = _drawn(monkeypatch, painter)
        step(app)
        tag = table.save_notice.tag
        assert tag.visible
        assert text_width(str(tag.label), button_px(tag.rect.height)) <= tag.rect.width - 8
        assert [t for t, _c, r in texts if t.strip() and r.colliderect(tag.rect)] == []
    finally:
        set_localizer(previous)


def test_4_keep_playing_folds_the_notice_and_save_elsewhere_writes_there(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = started("--table", "--seed", "7")
    table = app.stack.find(TableScene)
    assert table is not None
    refuse_writes(monkeypatch, errno.EACCES)
    play_one_human_move(app, table)
    step_until(app, lambda: table.save_notice.open, timeout=10)
    notice = table.save_notice
    click(app, notice.keep.rect.center)
    assert not notice.open and notice.tag.visible  # a small "Not saved" tag stays
    click(app, notice.tag.rect.center)
    assert notice.open
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    monkeypatch.setattr("ginrummy_desktop.ui.table.save_notice.elsewhere_folder",
                        lambda: elsewhere)
    click(app, notice.elsewhere.rect.center)
    path = elsewhere / f"{table.ctrl.saved.id}.json"
    store = MatchStore(elsewhere)
    assert len(store.load(path.stem)[1].history) == len(table.ctrl.match.history)
    assert not notice.open and str(elsewhere) in (notice.info or "")
    play_one_human_move(app, table)  # later autosaves go there too
    table.ctrl.flush_saves()
    assert len(store.load(path.stem)[1].history) == len(table.ctrl.match.history)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    assert not app.running  # everything saved: closing does not ask


def test_4_saved_again_after_save_elsewhere_failed_says_so(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """"Save elsewhere" failed twice, then the disk took the saves again: the green line went
    on saying "It could not be saved in ... either" (English 1280x800). The news replaces it."""
    from ginrummy_desktop.ui.table.save_notice import SAVED_AGAIN

    app = started("--table", "--seed", "7")
    table = app.stack.find(TableScene)
    assert table is not None
    table.ctrl.writer.retry_after = 0.05
    state = refuse_writes(monkeypatch, errno.EACCES)
    play_one_human_move(app, table)
    step_until(app, lambda: table.save_notice.open, timeout=10)
    notice = table.save_notice
    monkeypatch.setattr("ginrummy_desktop.ui.table.save_notice.elsewhere_folder",
                        paths.matches_dir)  # elsewhere fails too
    for _ in range(2):
        click(app, notice.elsewhere.rect.center)
        assert "could not be saved in" in (notice.info or "")
    state["full"] = False
    step_until(app, lambda: table.ctrl.save_problem is None, timeout=10)
    step(app, 2)
    assert notice.info == str(SAVED_AGAIN)


# --- 5. a card back without an image ---------------------------------------------------------
def test_5_a_card_back_without_an_image_is_a_damaged_setting(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema_version": 1, "card_back": "nosuchback"}))
    app = started("--table", "--seed", "3")
    assert app.settings.card_back == "blue"
    table = app.stack.find(TableScene)
    step(app, 30)  # the stock and the dealt cards draw backs
    assert table is not None
    app.to_menu()  # the menu the player comes back to tells it
    step(app)
    problem = menu_of(app).problems[0]
    assert problem.subject == "settings" and "settings.json could not be read" in problem.message()
    assert json.loads(path.read_text())["card_back"] == "blue"  # repaired
    assert (paths.config_damaged_dir() / "settings.json").exists()


# --- 6. dates out of range ------------------------------------------------------------------
@pytest.mark.parametrize("when", ["9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00+00:00"])
def test_6_a_date_out_of_range_does_not_crash_saved_matches(
    started: Callable[..., App], drawn: DrawnTexts, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
    when: str,
) -> None:
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    try:
        keep = MatchStore().new(RuleSet.preset("classic"), 5, "simple")
        path, _ = running_file(last_played=when)
        app = started()
        (problem,) = menu_of(app).problems  # found at start, told on the menu
        assert problem.filename == path.name and problem.kind == "wrong_shape"
        saves = open_saves(app)
        drawn.clear()
        step(app)
        assert [s.id for s in saves.summaries] == [keep.id]
        assert "Running" in drawn.joined() and "Last played: " in drawn.joined()
        assert (paths.damaged_dir() / path.name).exists()
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


# --- 7. numbers out of range ----------------------------------------------------------------
def test_7_huge_numbers_do_not_crash_statistics(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    store = MatchStore()
    m = finished_match(seed=5, rules="bonus")
    saved = store.new(m.rules, m.seed, opponent="strong")
    store.save(saved, m)
    big = store.path_of(saved.id)
    doc = json.loads(big.read_text())
    doc["rules"]["gin_bonus"] = 10**27
    big.write_text(json.dumps(doc))
    ok = store.new(m.rules, m.seed, opponent="simple")
    store.save(ok, m)
    cache = paths.statistics_path()
    app = started()
    assert [p.filename for p in menu_of(app).problems] == [big.name]  # told at start
    stats = open_statistics(app)
    assert stats.stats.total.matches_played == 1  # the huge one was set aside
    drawn.clear()
    step(app)
    assert "Statistics" in drawn.joined()
    # a cache with a huge number is damaged: recomputed, and told once
    key(app, Command.CANCEL)
    doc = json.loads(cache.read_text())
    doc["statistics"]["total"]["gins"] = 10**27
    cache.write_text(json.dumps(doc))
    stats = open_statistics(app)
    assert [p.subject for p in stats.problems] == ["statistics"]
    assert "computed again" in stats.problems[0].message()
    assert stats.stats.total.matches_played == 1
    key(app, Command.CANCEL)
    assert open_statistics(app).problems == []  # once


# --- 8. a damaged file whose name is not UTF-8 -----------------------------------------------
@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="needs byte file names")
def test_8_a_damaged_file_with_an_undecodable_name_is_reported(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    folder = paths.matches_dir()
    folder.mkdir(parents=True)
    raw = os.fsencode(folder) + b"/bad-\xff\xfe.json"
    with open(raw, "wb") as fp:
        fp.write(b"{")
    app = started()
    (problem,) = menu_of(app).problems
    assert problem.filename == "bad-\ufffd\ufffd.json"
    drawn.clear()
    step(app, 2)
    assert "bad-\ufffd\ufffd.json is cut off" in drawn.joined()
    assert os.path.exists(os.fsencode(paths.damaged_dir()) + b"/bad-\xff\xfe.json")
    app2 = started()  # the next start is normal too
    assert menu_of(app2).problems == []


# --- 9. a damaged settings file is told once -------------------------------------------------
@pytest.mark.parametrize("language", ["en", "de"])
def test_9_damaged_settings_are_told_once(
    started: Callable[..., App], drawn: DrawnTexts, language: str  # noqa: F811
) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    app = started("--lang", language)
    drawn.clear()
    step(app)
    text = drawn.joined()
    if language == "en":
        assert "The settings file settings.json is damaged. The default settings are used." in text
    else:
        assert "Die Einstellungsdatei settings.json ist beschädigt" in text
    app.to_menu()  # back to the menu later: not again
    assert menu_of(app).problems == []
    assert started().stack.find(MenuScene).problems == []  # nor at the next start


# --- 10. the smaller ones --------------------------------------------------------------------
def test_10_a_failed_settings_save_says_settings(
    started: Callable[..., App], drawn: DrawnTexts, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    from ginrummy_desktop.persistence import atomic

    app = started()

    def full(path: Path | str, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "atomic_write_bytes", full)
    key(app, Command.NEXT)  # a new player's ring is on the tutorial offer: on to "No, thanks",
    key(app, Command.NEXT)  # then round to the first entry, where Right switches the language
    key(app, Command.RIGHT)  # the language switch is saved at once
    assert menu_of(app).note is not None
    assert menu_of(app).note.startswith("Die Einstellungen konnten nicht gespeichert werden")


def test_10_one_match_in_one_window(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    path, _ = running_file()
    other_window = MatchLock.acquire(path)  # another game has it open
    try:
        app = started()
        menu = menu_of(app)
        menu.continue_last()
        assert app.stack.find(TableScene) is None
        assert menu.note == "This match is already open in another window of the game."
        saves = open_saves(app)
        key(app, Command.CONFIRM)  # Continue
        assert app.stack.find(TableScene) is None
        assert saves.note == "This match is already open in another window of the game."
    finally:
        other_window.release()
    menu_of(app).continue_last()
    table = app.stack.find(TableScene)
    assert table is not None
    with pytest.raises(Exception, match="another window"):
        MatchLock.acquire(path)  # now this window has it
    app.to_menu()  # leaving the table gives it free
    MatchLock.acquire(path).release()


def test_10_newer_and_unreadable_saves_are_listed_and_damaged_can_be_opened(
    started: Callable[..., App], drawn: DrawnTexts, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    newer, _ = running_file(schema_version=2)
    damaged = paths.matches_dir() / "20260101-000000-dmg000.json"
    damaged.write_bytes(b"\0\0")
    opened: list[str] = []
    monkeypatch.setattr("ginrummy_desktop.ui.scenes.saves.open_folder",
                        lambda p: opened.append(str(p)) or True)
    app = started()
    saves = open_saves(app)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert newer.name in text and "a newer version of the game can open it" in text
    assert newer.exists()  # kept where it is
    assert saves.damaged.visible
    click(app, saves.damaged.rect.center)
    assert opened == [str(paths.damaged_dir())]
    assert saves.note == f"The folder {paths.damaged_dir()} was opened."


def test_10_an_unreadable_matches_folder_is_not_no_saved_matches(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    folder = paths.matches_dir()
    folder.parent.mkdir(parents=True)
    folder.write_bytes(b"not a folder")
    app = started()
    open_saves(app)
    drawn.clear()
    step(app)
    assert "cannot be read" in drawn.joined() and "No saved matches yet." not in drawn.joined()


def test_10_oversized_settings_and_window_sizes_are_damaged(
    started: Callable[..., App]
) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b" " * 200_000 + b"{}")
    app = started()
    assert menu_of(app).problems[0].kind == "too_large"
    path.write_text(json.dumps({"schema_version": 1, "window_size": [16384, 16384]}))
    app = started()
    assert app.settings.window_size == Settings().window_size
    assert "window_size" in menu_of(app).problems[0].detail


@pytest.mark.parametrize("argv", [
    ["--rules", "evil"], ["--size", "16384x16384"], ["--size", "big"], ["--seed", "x"],
    ["--autoplay", "-1"], ["--scene", "nosuchscene"],
])
def test_10_bad_command_line_values_are_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from ginrummy_desktop.ui.cli import run

    try:
        code = run(argv)
    except SystemExit as e:
        code = e.code
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("ginrummy_desktop: error:")
    assert "Traceback" not in err


def test_10_autoplay_exits_non_zero_when_it_could_not_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from ginrummy_desktop.ui.cli import run

    state = refuse_writes(monkeypatch)
    assert run(["--autoplay", "1", "--rules", "single"]) == 1
    assert "could not be saved: the disk is full" in capsys.readouterr().err
    state["full"] = False
    assert run(["--autoplay", "1", "--rules", "single"]) == 0
    assert len(MatchStore().list()[0]) == 1


def test_10_an_empty_list_after_a_damaged_match_does_not_say_yet(
    started: Callable[..., App], drawn: DrawnTexts  # noqa: F811
) -> None:
    damaged = paths.matches_dir()
    damaged.mkdir(parents=True)
    (damaged / "20260101-000000-dmg000.json").write_bytes(b'{"schema_version": 1, "hist')
    app = started()
    saves = open_saves(app)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert saves.has_damaged and not saves.summaries
    assert "No saved match that can be opened." in text and "yet" not in text


@pytest.mark.parametrize("language", ["en", "de"])
def test_4_closing_with_a_failed_save_offers_to_save_elsewhere_and_then_quits(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
    language: str,
) -> None:
    """The close question offered only "Quit without saving" and "Cancel"; "Save elsewhere"
    stood in the banner behind it (German 1280x720, the folder not writable). It is the
    question's third answer: pressed, the moves go to the other folder and the game quits."""
    from ginrummy_desktop.ui.table.save_notice import SAVE_ELSEWHERE

    app = started("--table", "--seed", "7")
    set_localizer(Localizer(language))
    table = app.stack.find(TableScene)
    assert table is not None
    refuse_writes(monkeypatch)
    play_one_human_move(app, table)
    step_until(app, lambda: table.save_notice.open, timeout=10)
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    monkeypatch.setattr("ginrummy_desktop.ui.table.save_notice.elsewhere_folder",
                        lambda: elsewhere)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    ask = app.stack.top
    assert app.running and isinstance(ask, ConfirmScene)
    labels = [str(b.label) for b in ask.buttons()]
    assert labels[1] == str(SAVE_ELSEWHERE) and len(labels) == 3, labels
    assert ask.focus_no, "Enter is still the safe answer"
    click(app, ask.buttons()[1].rect.center)
    step(app, 2)
    assert not app.running, "saved there, then quit"
    kept = MatchStore(elsewhere).load(table.ctrl.saved.id)[1]
    assert len(kept.history) == len(table.ctrl.match.history), "every move is there"
