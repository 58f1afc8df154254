"""Saved matches and statistics screens: list, continue, watch again, delete with a
confirmation, damaged files named to the player."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginrummy_desktop.engine import PRESET_NAMES, Match, RuleSet
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.statistics import StatisticsScene
from ginrummy_desktop.ui.scenes.table import TableScene
from ginrummy_desktop.ui.scenes.watch import WatchScene
from ginrummy_desktop.ui.smoke import finished_match, play_until

from .helpers import click, key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = menu_app()
    yield a
    a.stack.clear()


def _save_running(app, seed: int = 11, level: str = "simple"):  # type: ignore[no-untyped-def]
    m = play_until(Match(RuleSet.preset("classic"), seed), lambda m: len(m.results) >= 2)
    saved = app.store.new(m.rules, m.seed, opponent=level)
    app.store.save(saved, m)
    return saved, m


def _save_finished(app):  # type: ignore[no-untyped-def]
    m = finished_match(seed=5, rules="bonus")
    saved = app.store.new(m.rules, m.seed, opponent="strong")
    app.store.save(saved, m)
    return saved, m


def test_the_list_shows_a_saved_match(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    saved, m = _save_running(app)
    app.push(SavesScene(app))
    drawn.clear()
    step(app)
    scene = app.stack.top
    assert [s.id for s in scene.summaries] == [saved.id]
    text = drawn.joined()
    assert "Classic" in text and "Simple" in text and "Running" in text
    assert f"You {m.scores[0]} : {m.scores[1]} Computer" in text
    # the round in play, as the table says it ("Running · 2 rounds"; "0 rounds" in round 1)
    assert f"Running \u00b7 Round {m.round_number}" in text and "Last played:" in text
    assert m.round_number == len(m.results) + 1 == 3


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_match_in_its_first_round_says_round_1(language: str) -> None:
    """It said "Running · 0 rounds" ("Läuft · 0 Runden"), as if nothing had been played."""
    import ginrummy_desktop.ui.saved_rows as saved_rows

    a = menu_app(size=(800, 520), language=language)
    try:
        m = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.history) >= 3)
        assert not m.results
        a.store.save(a.store.new(m.rules, m.seed, opponent="master"), m)
        scene = SavesScene(a)
        a.push(scene)
        step(a)
        line = saved_rows.status_line(scene.summaries[0], "label")
        start = {"de": "Läuft \u00b7 Runde 1 \u00b7 ", "en": "Running \u00b7 Round 1 \u00b7 "}
        assert line.startswith(start[language]), line
    finally:
        a.stack.clear()


def test_continue_a_running_match_from_the_list(app) -> None:  # type: ignore[no-untyped-def]
    saved, m = _save_running(app)
    app.push(SavesScene(app))
    step(app)
    key(app, Command.CONFIRM)  # Continue is the first button
    table = app.stack.find(TableScene)
    assert table is not None and table.ctrl.saved.id == saved.id
    assert len(table.ctrl.match.history) == len(m.history)


def test_one_gold_button_the_rows_first_action(app) -> None:  # type: ignore[no-untyped-def]
    """A running match showed "Continue" and "Watch again" side by side, both gold: the
    gold one is the row's first action (Continue; for a finished match, Watch again)."""
    _save_finished(app)
    _save_running(app)
    scene = SavesScene(app)
    app.push(scene)
    step(app)
    firsts, places = [], []
    for _ in scene.summaries:
        gold = [b for b in scene._buttons() if b.visible and b.primary]
        assert len(gold) == 1 and gold[0].focused  # Enter does the row's first action
        firsts.append(gold[0])
        places.append((scene.watch.rect.x, scene.review.rect.x, scene.delete.rect.x))
        key(app, Command.DOWN)
        step(app)
    assert firsts == [scene.cont, scene.watch]  # the running match is listed first
    # the buttons stand still from one match to the next ("Continue" and "Rematch" share a
    # place): a click where "Continue" had been opened "Review" (1366x768)
    assert places[0] == places[1]


def test_continue_from_the_main_menu(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    saved, m = _save_running(app)
    app.to_menu()
    drawn.clear()
    step(app)
    menu = app.stack.top
    assert menu.buttons[0].visible and "Continue: Classic" in drawn.joined()
    you, opp = m.scores  # in the table's words (it said "you 0 : 43 computer")
    # the level too, where it fits: which of several levels' matches it goes on with
    assert str(menu.buttons[0].label) == \
        f"Continue: Classic against Simple, You {you} : {opp} Computer"
    key(app, Command.CONFIRM)
    table = app.stack.find(TableScene)
    assert table is not None and table.ctrl.saved.id == saved.id


def test_the_menus_another_window_note_goes_when_that_window_lets_go(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """English 1280x800: "This match is already open in another window of the game." stayed
    under the menu after the other window had closed. It goes once the match is free (the
    menu looks again while it shows), and Continue then opens it."""
    saved, _ = _save_running(app)
    held = app.store.lock(saved.id)  # the other window plays it
    try:
        app.to_menu()
        step(app)
        menu = app.stack.top
        key(app, Command.CONFIRM)
        assert app.stack.top is menu and menu.note == (
            "This match is already open in another window of the game.")
        assert menu.wakes_in() is not None, "the idle menu looks again"
        step(app)
        assert menu.note, "still held: still said"
    finally:
        held.release()
    drawn.clear()
    step(app)
    assert menu.note is None and "another window" not in drawn.joined()
    assert menu.wakes_in() is None
    key(app, Command.CONFIRM)
    table = app.stack.find(TableScene)
    assert table is not None and table.ctrl.saved.id == saved.id


def test_the_menu_says_at_once_that_another_window_plays_the_match(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """A second window's menu offered "Continue: Classic against Strong ..." and said that
    the match was open in the first window only once Continue was clicked (German 1280x720,
    two windows, one home). It says so as the menu opens, and no more once the match is free."""
    saved, _ = _save_running(app)
    held = app.store.lock(saved.id)  # the other window plays it
    try:
        app.to_menu()
        drawn.clear()
        step(app)
        menu = app.stack.top
        assert isinstance(menu, MenuScene) and menu.latest is not None
        assert menu.note == "This match is already open in another window of the game."
        assert "another window" in drawn.joined(), "drawn before any click"
    finally:
        held.release()
    step(app)
    assert menu.note is None
    key(app, Command.CONFIRM)
    table = app.stack.find(TableScene)
    assert table is not None and table.ctrl.saved.id == saved.id


def test_the_lists_another_window_note_goes_when_that_window_lets_go(app) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """As the menu's: Continue in Saved matches on a match another window plays says so,
    until that window lets it go; another note in its place stays."""
    saved, _ = _save_running(app)
    held = app.store.lock(saved.id)
    try:
        app.push(SavesScene(app))
        step(app)
        scene = app.stack.top
        click(app, scene.cont.rect.center)
        assert scene.note == "This match is already open in another window of the game."
        assert scene.wakes_in() is not None
        step(app)
        assert scene.note
    finally:
        held.release()
    step(app)
    assert scene.note is None and scene.wakes_in() is None
    held = app.store.lock(saved.id)
    try:
        click(app, scene.cont.rect.center)
        scene.note = "The saved match is no longer there."  # another line took its place
    finally:
        held.release()
    step(app)
    assert scene.note == "The saved match is no longer there."


def test_deleting_asks_first(app) -> None:  # type: ignore[no-untyped-def]
    saved, _ = _save_running(app)
    path = app.store.path_of(saved.id)
    app.push(SavesScene(app))
    step(app)
    scene = app.stack.top
    click(app, scene.delete.rect.center)
    assert isinstance(app.stack.top, ConfirmScene) and path.exists()
    # the score as the row writes it: "(Classic, 0 : 43)" did not say whose was which
    you, opp = scene.current.totals
    assert f"(Classic, You {you} : {opp} Computer)?" in str(app.stack.top.text).replace(
        "\u00a0", " ")
    click(app, app.stack.top.no.rect.center)  # Cancel keeps it
    assert app.stack.top is scene and path.exists()
    key(app, Command.DELETE)
    click(app, app.stack.top.yes.rect.center)
    assert not path.exists() and scene.summaries == []


def test_a_match_open_in_another_window_is_not_deleted(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """Deleted in a second window (1024x700), the match a first window was playing came back
    at its next move; now the file stays and the list says why. It is not asked first (it
    asked, refused after the yes, and said so under the line of a Continue tried before:
    two lines of the same; English 800x520); the race of a window taking the match after
    the question is ``delete_everywhere``'s, which refuses it too."""
    from ginrummy_desktop.ui.saved_elsewhere import OPEN_ELSEWHERE, delete_everywhere

    saved, _ = _save_running(app)
    path = app.store.path_of(saved.id)
    held = app.store.lock(saved.id)  # the other window plays it
    try:
        app.push(SavesScene(app))
        step(app)
        scene = app.stack.top
        click(app, scene.cont.rect.center)
        assert app.stack.top is scene and scene.note  # "already open in another window"
        step(app)
        click(app, scene.delete.rect.center)
        assert app.stack.top is scene and path.exists(), "not asked"
        assert [s.id for s in scene.summaries] == [saved.id]
        assert scene.not_deleted == str(OPEN_ELSEWHERE) and scene.note is None
        drawn.clear()
        step(app)
        assert drawn.joined().count("another window") == 1
        assert delete_everywhere(app, saved.id) == str(OPEN_ELSEWHERE) and path.exists()
    finally:
        held.release()


def test_watch_a_finished_match_move_by_move(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    saved, m = _save_finished(app)
    app.push(SavesScene(app))
    step(app)
    scene = app.stack.top
    assert not scene.cont.visible and scene.watch.visible
    click(app, scene.watch.rect.center)
    replay = app.stack.top
    assert isinstance(replay, WatchScene) and len(replay.model.rounds) == len(m.results)
    drawn.clear()
    step(app)
    assert f"Round 1 of {len(m.results)} \u00b7 move 0 of" in drawn.joined()
    key(app, Command.RIGHT)
    assert replay.model.step == 1
    click(app, replay.step_back.rect.center)
    assert replay.model.step == 0
    for _ in range(len(m.results)):
        key(app, Command.PAGE_DOWN)
    while replay.model.forward():
        pass
    drawn.clear()
    step(app)
    total = m.final.totals
    assert f"Final totals with bonuses: You {total[0]} : {total[1]} Computer" in drawn
    key(app, Command.CANCEL)
    assert app.stack.top is scene


@pytest.mark.parametrize("rules", ["bonus", "bonus,target=150"])
def test_a_finished_match_offers_a_rematch(app, rules: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The finished table and its final board offer "Rematch"; the list offered a finished
    match only to watch or review: "Rematch" deals its rules (its own, too) against its
    opponent at once, a running match has "Continue" instead."""
    own = RuleSet.parse(rules)
    m = play_until(Match(own, 5), lambda m: False)
    saved = app.store.new(own, m.seed, opponent="strong")
    app.store.save(saved, m)
    _save_running(app)
    app.settings.opponent, app.settings.last_preset = "simple", "hollywood"
    scene = SavesScene(app)
    app.push(scene)
    step(app)
    assert not scene.rematch.visible, "the running match, listed first"
    key(app, Command.DOWN)
    step(app)
    assert scene.current is not None and scene.current.finished
    assert scene.rematch.visible and str(scene.rematch.label) == "Rematch"
    click(app, scene.rematch.rect.center)
    table = app.stack.find(TableScene)
    assert table is not None and table.ctrl.match.rules == own
    assert not table.ctrl.match.results and table.ctrl.saved.id != saved.id
    assert getattr(table.ctrl.opponents[1], "level", None) == "strong"
    assert isinstance(app.stack.scenes[0], MenuScene), "the menu under the new table"


def test_a_damaged_file_is_named_on_the_menu_and_the_list(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    root = app.store.root
    root.mkdir(parents=True, exist_ok=True)
    (root / "broken.json").write_text('{"schema_version": 1, "rules": ')
    app.to_menu()  # the menu looks for the match to continue and finds the damaged file
    drawn.clear()
    step(app)
    assert "The saved match broken.json is cut off." in drawn.joined()
    assert (root / "damaged" / "broken.json").exists()
    click(app, app.stack.top.dismiss.rect.center)
    drawn.clear()
    step(app)
    assert "broken.json" not in drawn.joined()
    (root / "other.json").write_text("not json at all")
    app.push(SavesScene(app))
    drawn.clear()
    step(app)
    assert ("The saved match other.json is damaged: it cannot be read as a save file."
            in drawn.joined())


def test_statistics_per_level_and_preset(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    _save_finished(app)
    _save_running(app)
    app.push(StatisticsScene(app))
    drawn.clear()
    step(app)
    scene = app.stack.top
    assert scene.tally().matches_played == 1 and scene.tally().matches_unfinished == 1
    assert "Matches finished" in drawn and "Best match margin" in drawn
    click(app, dict(scene.level_tabs)["strong"].rect.center)
    assert scene.level == "strong" and scene.tally().matches_unfinished == 0
    assert scene.tally().matches_played == 1
    click(app, dict(scene.preset_tabs)["classic"].rect.center)  # strong and classic: none
    assert scene.tally().matches_played == 0
    key(app, Command.RIGHT)  # the focus is in the rule set row
    assert scene.preset == "short" and scene.level == "strong"
    for _ in range(len(PRESET_NAMES) - 1):  # the last preset, then the custom rules
        key(app, Command.RIGHT)
    assert scene.preset == "custom"
    key(app, Command.RIGHT)  # past the custom rules: all rule sets again
    assert scene.preset == "all"
    assert scene.tally().matches_played == 1  # back to all strong matches
    key(app, Command.CANCEL)
    assert isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("size", [(800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_continue_label_fits_its_button(size: tuple[int, int], language: str) -> None:
    """The menu's column is as wide as "Continue: <preset>, you n : m computer" needs at the
    buttons' own text size (it was squeezed to a smaller size at 800x520 in German)."""
    from ginrummy_desktop.ui.widgets import font

    a = menu_app(size=size, language=language)
    try:
        _save_running(a, seed=11)
        a.to_menu()
        step(a)
        menu = a.stack.top
        first = menu.buttons[0]
        assert first.visible
        px = max(11, int(first.rect.height * 0.42))
        assert font(px).size(str(first.label))[0] < first.rect.width - 8
        assert len({b.rect.width for b in menu.buttons if b.visible}) == 1, "one column"
        assert first.rect.right <= size[0] and first.rect.left >= 0
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_list_s_texts_and_buttons_fit(size: tuple[int, int], language: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in German "Noch einmal ansehen" was cut in its button, and a finished
    match's line ("... Zuletzt gespielt: 01.12.2026, 09:07:24") ran under its score."""
    import ginrummy_desktop.ui.saved_rows as saved_rows
    import ginrummy_desktop.ui.scenes.saves as saves_module
    from ginrummy_desktop.ui.widgets import button_px, text_width

    from .test_board_texts import touching
    from .test_hollywood_sheet import _drawn

    a = menu_app(size=size, language=language)
    try:
        _save_running(a, seed=11)
        _save_finished(a)
        scene = SavesScene(a)
        a.push(scene)
        step(a)
        key(a, Command.DOWN)  # the finished match: Watch again and Review show too
        seen = [_drawn(monkeypatch, m) for m in (saves_module, saved_rows)]
        step(a)
        buttons = [b for b in scene._buttons() if b.visible]
        assert len(buttons) >= 4
        for i, b in enumerate(buttons):
            assert a.screen.get_rect().contains(b.rect)
            assert b.rect.collidelist([c.rect for c in buttons[i + 1:]]) < 0, b.label
            if size != (640, 420):  # the usual size, not shrunk
                assert text_width(str(b.label), button_px(b.rect.height)) <= b.rect.width - 8
        texts = [(t, r) for drawn in seen for t, _c, r in drawn if t.strip()]
        assert len(texts) >= 6
        assert touching(texts) == []
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520)])
@pytest.mark.parametrize("long_home", [False, True])
def test_the_last_action_s_note_wraps_clear_of_the_buttons(
        size: tuple[int, int], long_home: bool, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """Seen at 640x420 in German: "Damaged files" said where the folder is in one line
    over the buttons' row, running off both sides of the window. The note now wraps in the
    notice panel above the list, and a match of the list stays in sight. With a long data
    folder (a long user name; the test suite in two processes) the path itself is wider
    than the panel: it breaks after a separator instead of running off the window."""
    import ginrummy_desktop.ui.scenes.saves as saves_module
    import ginrummy_desktop.ui.screen as screen_module
    from ginrummy_desktop.persistence import paths

    from .test_hollywood_sheet import _drawn

    monkeypatch.setattr(saves_module, "open_folder", lambda p: False)  # no file manager
    if long_home:
        monkeypatch.setenv("XDG_DATA_HOME", str(
            tmp_path / "home" / "a-rather-long-user-name-of-a-player" / ".local" / "share"))
    a = menu_app(size=size, language="de")
    try:
        for seed in (11, 12, 13, 14):
            _save_running(a, seed=seed)
        damaged = paths.matches_dir() / "20260101-000000-dmg000.json"
        damaged.write_bytes(b"\0\0")
        scene = SavesScene(a)
        a.push(scene)
        step(a)
        assert scene.damaged.visible
        click(a, scene.damaged.rect.center)
        note = scene.note
        assert note is not None and str(paths.damaged_dir()) in note
        seen = _drawn(monkeypatch, screen_module)
        step(a)
        window = a.screen.get_rect()
        lines = [(t, r) for t, _c, r in seen if t.strip()]
        joined = "".join(t for t, _ in lines).replace(" ", "")
        assert note.replace(" ", "") in joined, (note, joined)
        assert all(window.contains(r) for _, r in lines), [t for t, r in lines
                                                            if not window.contains(r)]
        buttons = [b.rect for b in scene._buttons() if b.visible]
        assert [t for t, r in lines if r.collidelist(buttons) >= 0] == []
        assert scene.row_rects(size), "a saved match stays in sight under the notice"
    finally:
        a.stack.clear()


def test_a_long_status_line_drops_the_seconds_before_it_is_cut(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in German "Beendet – der Computer hat gewonnen · 7 Runden · 01.12.2026,
    14:2…" was cut in the time: the date goes without its seconds first."""
    import ginrummy_desktop.ui.saved_rows as saved_rows

    from .test_hollywood_sheet import _drawn

    a = menu_app(size=(640, 420), language="de")
    try:
        for seed in range(1, 40):
            m = finished_match(seed=seed, rules="to100")
            if m.final.winner == 1 and len(m.results) >= 2:
                break
        saved = a.store.new(m.rules, m.seed, opponent="medium")
        a.store.save(saved, m)
        scene = SavesScene(a)
        a.push(scene)
        step(a)
        seen = _drawn(monkeypatch, saved_rows)
        step(a)
        summary = scene.summaries[0]
        status = [t for t, _c, _r in seen if t.startswith("Beendet")]
        assert status and not status[0].endswith("\u2026"), status
        style = scene.date_style((640, 420))  # (the score no longer stands beside it: the
        assert style is not None  # line has the row's width, and the label fits now)
        assert status[0].endswith(saved_rows.when_text(summary, style)), status
    finally:
        a.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_row_writes_its_date_the_same_way(size: tuple[int, int], language: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """At 640x420 in German a running match said "Läuft · 2 Runden · Zuletzt gespielt:
    01.12.2026, 16:35:43" above a finished one's "… · 3 Runden · 01.12.26, 16:37": each row
    chose its own date format. The list takes the first that fits every row."""
    import ginrummy_desktop.ui.saved_rows as saved_rows

    from .test_hollywood_sheet import _drawn

    a = menu_app(size=size, language=language)
    try:
        _save_running(a)
        _save_finished(a)
        scene = SavesScene(a)
        a.push(scene)
        step(a)
        seen = _drawn(monkeypatch, saved_rows)
        step(a)
        starts = ("Läuft", "Beendet") if language == "de" else ("Running", "Finished")
        lines = [t for t, _c, _r in seen if t.startswith(starts)]
        assert len(lines) == 2 == len(scene.summaries)
        label = "Zuletzt gespielt:" if language == "de" else "Last played:"
        looks = {(label in t, bool(re.search(r"\d:\d\d:\d\d", t)),
                  bool(re.search(r"\d{4}", t))) for t in lines}
        assert len(looks) == 1, lines
        assert not any(t.endswith("\u2026") for t in lines)
    finally:
        a.stack.clear()
