"""A match saved by "Save elsewhere" (the data folder refused its saves) is where the player
looks for it: "Continue" resumes it with every move saved there, not the older copy the data
folder kept, and Saved matches lists it and says where it came from. The file in the other
folder is never deleted; a copy that cannot be made now is named with its folder and reason."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.app import App
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import SAVED_MATCHES
from ginrummy_desktop.ui.scenes.pause import QUIT_TO_MENU
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import click, key, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_hostile_files import (  # noqa: F401  (fixture)
    menu_of,
    play_one_human_move,
    refuse_writes,
    started,
)

WORDS = {"en": ("is listed here again", "could not be copied"),
         "de": ("hier wieder aufgeführt", "nicht zu den gespeicherten Partien")}


def _save_elsewhere_and_play_on(app: App, monkeypatch: pytest.MonkeyPatch,
                                elsewhere: Path) -> tuple[TableScene, dict[str, bool]]:
    table = app.stack.find(TableScene)
    assert table is not None
    play_one_human_move(app, table)  # saved in the data folder
    table.ctrl.flush_saves()
    state = refuse_writes(monkeypatch, errno.ENOSPC)
    play_one_human_move(app, table)
    step_until(app, lambda: table.save_notice.open, timeout=10)
    monkeypatch.setattr("ginrummy_desktop.ui.table.save_notice.elsewhere_folder",
                        lambda: elsewhere)
    click(app, table.save_notice.elsewhere.rect.center)
    play_one_human_move(app, table)  # later moves go there too
    table.ctrl.flush_saves()
    return table, state


def open_saves(app: App) -> SavesScene:
    menu = menu_of(app)
    button = next(b for b in menu.buttons if str(b.label) == str(SAVED_MATCHES))
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavesScene)
    step(app, 2)
    return scene


def _quit_to_menu(app: App) -> None:
    from ginrummy_desktop.ui.input import Command

    key(app, Command.CANCEL)  # the pause menu
    pause = app.stack.top
    button = next(b for b in pause.buttons if str(b.label) == str(QUIT_TO_MENU))
    click(app, button.rect.center)
    step_until(app, lambda: app.stack.find(TableScene) is None, timeout=10)
    step(app, 3)


@pytest.mark.parametrize("language", ["en", "de"])
def test_continue_resumes_the_match_saved_elsewhere_and_the_list_says_so(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
    drawn: DrawnTexts, language: str,  # noqa: F811
) -> None:
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    app = started("--table", "--seed", "7")
    set_localizer(Localizer(language))
    table, state = _save_elsewhere_and_play_on(app, monkeypatch, elsewhere)
    id, played = table.ctrl.saved.id, len(table.ctrl.match.history)
    assert len(MatchStore().load(id)[1].history) < played  # the data folder's copy is older
    state["full"] = False  # room again (the player freed some space)
    _quit_to_menu(app)
    menu = menu_of(app)
    assert menu.latest is not None and menu.latest.id == id
    assert len(MatchStore().load(id)[1].history) == played, "Continue resumes every move"
    kept = MatchStore(elsewhere).load(id)[1]
    assert len(kept.history) == played, "the file there is kept"
    saves = open_saves(app)
    assert [s.id for s in saves.summaries] == [id]
    said = " ".join(saves.notice_lines())
    assert WORDS[language][0] in said and str(elsewhere) in said
    drawn.clear()
    step(app)
    notice = saves.notice_rect(app.size)
    assert notice is not None and said[:15] in drawn.joined()
    # good news on the table's green, not in a damaged file's red (German 1280x720)
    r, g, _b, *_ = app.screen.get_at((notice.x + 6, notice.centery))
    assert g > r, app.screen.get_at((notice.x + 6, notice.centery))
    app.stack.pop()
    step(app, 2)
    saves = open_saves(app)  # told once
    assert WORDS[language][0] not in " ".join(saves.notice_lines())


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_match_that_cannot_come_back_yet_is_named_and_continued_from_there(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
    drawn: DrawnTexts, language: str,  # noqa: F811
) -> None:
    """The data folder is still full at the next start: the menu and the list say where the
    newer copy is and why it stays there; Continue resumes that copy (not the older one the
    data folder kept) and its moves are saved on into that folder."""
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    app = started("--table", "--seed", "7")
    set_localizer(Localizer(language))
    table, _state = _save_elsewhere_and_play_on(app, monkeypatch, elsewhere)
    id, played = table.ctrl.saved.id, len(table.ctrl.match.history)
    assert len(MatchStore().load(id)[1].history) < played  # the data folder's copy: older
    _quit_to_menu(app)  # the disk is still full
    menu = menu_of(app)
    said = " ".join(p.message() for p in menu.problems)
    assert WORDS[language][1] in said and str(elsewhere) in said
    assert menu.latest is not None and menu.latest.id == id
    assert menu.latest.actions == played, "Continue shows the newer copy"
    saves = open_saves(app)
    said = " ".join(saves.notice_lines())
    assert WORDS[language][1] in said and str(elsewhere) in said
    assert [(s.id, s.actions) for s in saves.summaries] == [(id, played)]
    click(app, saves.cont.rect.center)  # Continue
    table = app.stack.find(TableScene)
    assert table is not None and len(table.ctrl.match.history) == played
    step_until(app, lambda: table.ctrl.turn == 0 and not table.dealing and not table.flights)
    table.play(table.legal[0])  # the player's next move
    step(app, 2)
    table.ctrl.flush_saves()
    assert len(MatchStore(elsewhere).load(id)[1].history) > played  # saved on there
    assert len(MatchStore().load(id)[1].history) < played  # the full folder: untouched


def _older_here_newer_there(monkeypatch: pytest.MonkeyPatch, elsewhere: Path) -> tuple[str, int]:
    """The full-disk case: the data folder kept the match after one finished round, the
    newer copy (two rounds) waits in the "Save elsewhere" folder and cannot come back (the
    data folder refuses every write). The id and the newer copy's number of actions."""
    from datetime import UTC, datetime

    from ginrummy_desktop.engine import Match, RuleSet
    from ginrummy_desktop.ui.smoke import play_until

    older = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 1)
    newer = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 2)
    here = MatchStore(clock=lambda: datetime(2026, 5, 1, 10, tzinfo=UTC))
    saved = here.new(older.rules, older.seed, opponent="simple")
    here.save(saved, older)
    elsewhere.mkdir(parents=True)
    there = saved.copy()
    MatchStore(elsewhere, clock=lambda: datetime(2026, 5, 1, 11, tzinfo=UTC)).save(there, newer)
    monkeypatch.setattr("ginrummy_desktop.ui.table.save_notice.elsewhere_folder",
                        lambda: elsewhere)
    return saved.id, len(newer.history)


def test_watch_and_review_show_the_newer_copy_the_list_shows(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
) -> None:
    """The row shows the copy waiting in the other folder (two rounds): Watch again and
    Review open that one, not the data folder's older copy (one round)."""
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.scenes.round_review import RoundReviewScene
    from ginrummy_desktop.ui.scenes.watch import WatchScene

    app = started()
    id, played = _older_here_newer_there(monkeypatch, tmp_path / "Documents" / "Gin Rummy")
    refuse_writes(monkeypatch, errno.ENOSPC)
    saves = open_saves(app)
    assert [(s.id, s.actions, s.rounds_played) for s in saves.summaries] == [(id, played, 2)]
    click(app, saves.watch.rect.center)
    watch = app.stack.top
    assert isinstance(watch, WatchScene) and len(watch.model.rounds) == 2
    key(app, Command.CANCEL)
    assert app.stack.top is saves
    key(app, Command.REVIEW)
    review = app.stack.top
    assert isinstance(review, RoundReviewScene) and review.rounds == [1, 2]
    key(app, Command.CANCEL)
    step(app, 2)
    assert app.stack.top is saves


@pytest.mark.parametrize("language", ["en", "de"])
def test_delete_removes_the_match_in_both_folders_and_it_does_not_come_back(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
    language: str,
) -> None:
    """Delete (after the question) removes the data folder's copy and the one waiting in
    the other folder; with room again the match is not copied back. A file there that is
    not that match is left."""
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    app = started()
    set_localizer(Localizer(language))
    id, _played = _older_here_newer_there(monkeypatch, elsewhere)
    (elsewhere / "notes.json").write_text("{}")  # not a match: never touched
    state = refuse_writes(monkeypatch, errno.ENOSPC)
    saves = open_saves(app)
    assert [s.id for s in saves.summaries] == [id]
    click(app, saves.delete.rect.center)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    click(app, confirm.yes.rect.center)
    step(app, 2)
    assert app.stack.top is saves and saves.summaries == [] and saves.note is None
    assert not MatchStore().path_of(id).exists()
    assert not (elsewhere / f"{id}.json").exists() and (elsewhere / "notes.json").exists()
    state["full"] = False  # room again: nothing to bring back
    app.stack.pop()
    step(app, 2)
    saves = open_saves(app)
    assert saves.summaries == [] and not MatchStore().path_of(id).exists()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_copy_that_cannot_be_deleted_is_named_and_the_match_kept(
    started: Callable[..., App], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,  # noqa: F811
    drawn: DrawnTexts, language: str,  # noqa: F811
) -> None:
    """The copy in the other folder refuses to go: the player is told which file and why,
    and the data folder's copy is kept too (no half-deleted match that comes back)."""
    elsewhere = tmp_path / "Documents" / "Gin Rummy"
    app = started()
    set_localizer(Localizer(language))
    id, played = _older_here_newer_there(monkeypatch, elsewhere)
    refuse_writes(monkeypatch, errno.ENOSPC)
    there = elsewhere / f"{id}.json"
    real_unlink = Path.unlink

    def unlink(self: Path, missing_ok: bool = False) -> None:
        if self == there:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        real_unlink(self, missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)
    saves = open_saves(app)
    from ginrummy_desktop.ui.input import Command

    key(app, Command.DELETE)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    click(app, confirm.yes.rect.center)
    step(app, 2)
    said = " ".join(saves.notice_lines())  # in the notice (wrapped), not the one-line note
    assert app.stack.top is saves and saves.note is None and saves.not_deleted is not None
    assert str(there) in said
    assert {"en": "was not deleted", "de": "nicht gelöscht"}[language] in said
    drawn.clear()
    step(app)
    assert saves.notice_rect(app.size) is not None and said[:15] in drawn.joined()
    assert there.exists() and MatchStore().path_of(id).exists()
    assert [(s.id, s.actions) for s in saves.summaries] == [(id, played)]


@pytest.mark.parametrize("n", [1, 3])
def test_the_german_notices_name_the_number_before_the_matches(n: int) -> None:
    """German read "1 im Ordner … gespeicherte Partie wird hier wieder aufgeführt": the
    number stood far from its noun, before the folder. Now "1 Partie aus dem Ordner … wird
    hier wieder aufgeführt", and as naturally for more than one."""
    from ginrummy_desktop.i18n import use_localizer
    from ginrummy_desktop.ui.saved_elsewhere import BROUGHT_BACK, LEFT_THERE

    folder = "/home/anna/Dokumente/Gin Rummy"
    noun = "Partie" if n == 1 else "Partien"
    with use_localizer(Localizer("de")):
        back = BROUGHT_BACK(n, folder=folder)
        left = LEFT_THERE(n, folder=folder, reason="kein Platz")
    assert back.startswith(f"{n} {noun} aus dem Ordner {folder} ")
    assert "hier wieder aufgeführt" in back
    assert left.startswith(f"{n} {noun} aus dem Ordner {folder} ")
    assert "(kein Platz)" in left and "nicht zu den gespeicherten Partien" in left
    assert "gespeicherte Partie" not in back + left.replace("gespeicherten Partien", "")
